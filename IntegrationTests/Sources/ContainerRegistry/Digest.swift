public import Foundation
import Hashing
public import Yopuy

/// A content digest, `algorithm:encoded`: the name of a blob or a manifest by what it holds
/// (`sha256:2cf24dba…`).
///
/// ```swift
/// let layer = Data("hello".utf8)
/// let digest = Digest.sha256(of: layer)       // sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e…
/// let blob = Repository.at("team/app") / Blob.show(digest)
/// digest.matches(layer)                       // true
/// ```
///
/// It is one path segment (its `:` percent-encoded, which the registry decodes) and a query
/// value (`?digest=sha256:…`).
public struct Digest: Hashable, Sendable, CustomStringConvertible {
    /// The algorithm: `sha256`.
    public let algorithm: String
    /// The digest in the algorithm's encoding: 64 lower-case hexadecimal digits for `sha256`.
    public let encoded: String

    /// Reads a digest written `algorithm:encoded`, or `nil` when it does not have that grammar
    /// (the OCI distribution specification's), or is a `sha256` digest that is not 64 lower-case
    /// hexadecimal digits.
    ///
    /// - Parameter text: The digest as text: `"sha256:2cf24dba…"`.
    public init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":") else {
            return nil
        }
        let algorithm = String(text[..<colon])
        let encoded = String(text[text.index(after: colon)...])
        guard Self.isAlgorithm(algorithm), !encoded.isEmpty,
            encoded.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "=_-".contains($0)) })
        else {
            return nil
        }
        if algorithm == "sha256" {
            guard encoded.count == 64, encoded.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
                return nil
            }
        }
        self.algorithm = algorithm
        self.encoded = encoded
    }

    /// The SHA-256 digest of `data`.
    ///
    /// - Parameter data: The bytes.
    /// - Returns: `sha256:` and the hash in lower-case hexadecimal.
    public static func sha256(of data: Data) -> Digest {
        let hex = SHA256.hash(data: data).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }
        return Digest(trusted: "sha256", hex.joined())
    }

    /// The SHA-256 digest of the file at `url`, read 1 MiB at a time.
    ///
    /// - Parameter url: A file URL.
    /// - Returns: The digest.
    /// - Throws: The error that kept the file from being read.
    public static func sha256(ofFileAt url: URL) throws -> Digest {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var hash = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hash.update(data: chunk)
        }
        let hex = hash.finalize().map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }
        return Digest(trusted: "sha256", hex.joined())
    }

    /// Whether `data` hashes to this digest; `false` for an algorithm other than `sha256`.
    ///
    /// - Parameter data: The bytes that came back.
    /// - Returns: Whether they are the bytes the digest names.
    public func matches(_ data: Data) -> Bool {
        algorithm == "sha256" && Self.sha256(of: data) == self
    }

    /// `algorithm:encoded`.
    public var description: String { "\(algorithm):\(encoded)" }

    private init(trusted algorithm: String, _ encoded: String) {
        self.algorithm = algorithm
        self.encoded = encoded
    }

    /// `[a-z0-9]+([+._-][a-z0-9]+)*`.
    private static func isAlgorithm(_ text: String) -> Bool {
        let parts = text.split(separator: /[+._-]/, omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }
}

extension Digest: PathSegmentConvertible {
    /// `algorithm:encoded`, as one segment.
    public var pathSegment: String { description }
}

extension Digest: QueryValueConvertible {
    /// `algorithm:encoded`, as a query value.
    public var queryValue: QueryValue { .string(description) }
}

extension Digest: Codable {
    /// Decodes a digest from its text.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when the text is not a digest.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let digest = Digest(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a digest: \(text)")
        }
        self = digest
    }

    /// Encodes the digest as its text.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
