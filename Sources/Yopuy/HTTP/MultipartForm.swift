#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A `multipart/form-data` body: text fields and files, each with its name, as a browser
/// uploads a form (RFC 7578).
///
/// ```swift
/// let form: MultipartForm = [
///     .field("title", "Holiday"),
///     .file("photo", filename: "beach.png", contentType: "image/png", data: png),
/// ]
/// try await service.call(Post.create, body: .multipart(form))
/// ```
///
/// A resource whose create takes nothing but a form says so, and then takes the form itself:
///
/// ```swift
/// struct Photo: RootResource, IsCreatable, DecodesJSON, Decodable {
///     typealias CreateBody = MultipartForm
///     static let path = "photos"
///     let id: Int
/// }
///
/// try await service.call(Photo.create, body: [.file("photo", filename: "beach.png", contentType: "image/png", data: png)])
/// ```
///
/// A file too large for memory is a part streamed from its ``BodySource``: the form is then sent
/// as a stream, each file read as it is sent, with a `Content-Length` when every part's length
/// is known. A form of files and in-memory parts can be sent again (by a ``Retry``); one with a
/// part of chunks cannot.
///
/// ```swift
/// let video = try MultipartForm.Part.file("video", at: URL(fileURLWithPath: "/tmp/talk.mp4"), contentType: "video/mp4")
/// try await service.call(Post.create, body: .multipart([.field("title", "Talk"), video]))
/// ```
///
/// Sending the form, or ``RequestBody/multipart(_:)``, writes each part after a boundary
/// chosen so that it occurs in none of the in-memory parts: a file that happens to hold the
/// boundary's text cannot end its part early. A streamed part is not read beforehand to check:
/// its boundary is random, 32 letters and digits after `yopuy-`, which a file holds by chance with
/// odds of one in 62³². A name or filename keeps its UTF-8 text; a `"`, CR or LF in
/// it is written `%22`, `%0D` or `%0A`, as browsers do, so it cannot break out of its header.
public struct MultipartForm: Hashable, Sendable {
    /// One field or file of a form.
    public struct Part: Hashable, Sendable {
        /// The form field's name.
        public var name: String

        /// The file's name, for a file part; `nil` for a text field.
        public var filename: String?

        /// The part's media type, for a file part; `nil` for a text field.
        public var contentType: String?

        /// The part's bytes, for a part held in memory; empty for a streamed part.
        public var data: Data

        /// Where a streamed part's bytes come from, read as the form is sent; `nil` for a part
        /// held in ``data``.
        public var source: BodySource?

        /// Creates a part.
        ///
        /// - Parameters:
        ///   - name: The form field's name.
        ///   - filename: The file's name, or `nil` for a text field.
        ///   - contentType: The part's media type, or `nil` for none.
        ///   - data: The part's bytes.
        public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.data = data
        }

        /// Creates a part streamed from `source`, read as the form is sent.
        ///
        /// - Parameters:
        ///   - name: The form field's name.
        ///   - filename: The file's name, or `nil` for a text field.
        ///   - contentType: The part's media type, or `nil` for none.
        ///   - source: Where the part's bytes come from: a file, or chunks.
        public init(name: String, filename: String? = nil, contentType: String? = nil, source: BodySource) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.data = Data()
            self.source = source
        }

        /// A file streamed from disk as the form is sent, never held in memory.
        ///
        /// ```swift
        /// let video = try MultipartForm.Part.file("video", at: URL(fileURLWithPath: "/tmp/talk.mp4"), contentType: "video/mp4")
        /// ```
        ///
        /// - Parameters:
        ///   - name: The form field's name.
        ///   - url: The file.
        ///   - filename: The file's name as the form sends it; the URL's last component if `nil`.
        ///   - contentType: The file's media type.
        /// - Returns: The part.
        /// - Throws: ``YopuyError`` with code ``YopuyError/Code/fileFailure`` if `url` is not a
        ///   regular file that can be read.
        public static func file(
            _ name: String,
            at url: URL,
            filename: String? = nil,
            contentType: String = "application/octet-stream"
        ) throws(YopuyError) -> Part {
            Part(
                name: name,
                filename: filename ?? url.lastPathComponent,
                contentType: contentType,
                source: try BodySource.file(at: url)
            )
        }

        /// A text field, sent as its UTF-8 bytes.
        ///
        /// ```swift
        /// let title = MultipartForm.Part.field("title", "Holiday")
        /// ```
        ///
        /// - Parameters:
        ///   - name: The field's name.
        ///   - value: The field's text.
        /// - Returns: The part.
        public static func field(_ name: String, _ value: String) -> Part {
            Part(name: name, data: Data(value.utf8))
        }

        /// A file.
        ///
        /// ```swift
        /// let notes = MultipartForm.Part.file("notes", filename: "notes.txt", contentType: "text/plain", data: text)
        /// ```
        ///
        /// - Parameters:
        ///   - name: The form field's name.
        ///   - filename: The file's name, as the server will see it.
        ///   - contentType: The file's media type.
        ///   - data: The file's bytes.
        /// - Returns: The part.
        public static func file(
            _ name: String,
            filename: String,
            contentType: String = "application/octet-stream",
            data: Data
        ) -> Part {
            Part(name: name, filename: filename, contentType: contentType, data: data)
        }
    }

    /// The parts, in the order they are sent.
    public var parts: [Part]

    /// The boundary to use if it occurs in none of the parts; `nil` for a random one.
    public var preferredBoundary: String?

    /// Creates an empty form, to ``append(_:)`` parts to.
    ///
    /// ```swift
    /// var form = MultipartForm()
    /// form.append(.field("title", "Holiday"))
    /// ```
    public init() {
        self.init([])
    }

    /// Creates a form.
    ///
    /// - Parameters:
    ///   - parts: The parts, in the order they are sent.
    ///   - boundary: A boundary to use if it occurs in none of the parts, so that the bytes sent
    ///     are the same every time (for a test, say); another is chosen if it does. `nil` for a
    ///     random one.
    public init(_ parts: [Part], boundary: String? = nil) {
        self.parts = parts
        self.preferredBoundary = boundary
    }

    /// Adds a part after the others.
    ///
    /// - Parameter part: The part to add.
    public mutating func append(_ part: Part) {
        parts.append(part)
    }

    /// The form's bytes, with the boundary they use: in memory, or, when a part is streamed, as a
    /// ``BodySource`` that reads each streamed part as it is sent.
    ///
    /// - Returns: The body, with content type `multipart/form-data; boundary=…`.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidBody`` if a part's content type
    ///   holds a control byte, or the preferred boundary is not 1 to 70 of the characters
    ///   RFC 2046 allows.
    public func encoded() throws(YopuyError) -> RequestBody {
        for part in parts {
            if let contentType = part.contentType, contentType.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
                throw YopuyError(
                    code: .invalidBody,
                    reason: "the content type of multipart part \(String(reflecting: part.name)) holds a control byte"
                )
            }
        }
        var boundary = preferredBoundary ?? Self.randomBoundary()
        if !Self.isBoundary(boundary) {
            throw YopuyError(
                code: .invalidBody,
                reason: "the multipart boundary \(String(reflecting: boundary)) is not 1 to 70 letters, digits or "
                    + "'()+_,-./:=? and spaces, ending with no space"
            )
        }
        let headers = parts.map(Self.headers(of:))
        while zip(parts, headers).contains(where: {
            Self.occurs(boundary, in: $0.data) || Self.occurs(boundary, in: Data($1.utf8))
        }) {
            boundary = Self.randomBoundary()
        }
        if parts.contains(where: { $0.source != nil }) {
            return streamed(boundary: boundary, headers: headers)
        }
        var body = Data()
        body.reserveCapacity(parts.reduce(0) { $0 + $1.data.count + 128 } + 64)
        for (part, header) in zip(parts, headers) {
            body.append(contentsOf: "--\(boundary)\r\n\(header)\r\n".utf8)
            body.append(part.data)
            body.append(contentsOf: "\r\n".utf8)
        }
        body.append(contentsOf: "--\(boundary)--\r\n".utf8)
        return RequestBody(body, contentType: "multipart/form-data; boundary=\(boundary)")
    }

    /// The form as a body streamed from its parts' sources, the bytes around them in memory.
    private func streamed(boundary: String, headers: [String]) -> RequestBody {
        var pieces: [BodySource.Piece] = []
        var pending = Data()
        for (part, header) in zip(parts, headers) {
            pending.append(contentsOf: "--\(boundary)\r\n\(header)\r\n".utf8)
            if let source = part.source {
                pieces.append(.bytes(pending))
                pieces.append(.source(source))
                pending = Data()
            } else {
                pending.append(part.data)
            }
            pending.append(contentsOf: "\r\n".utf8)
        }
        pending.append(contentsOf: "--\(boundary)--\r\n".utf8)
        pieces.append(.bytes(pending))
        return RequestBody(
            BodySource.concatenating(pieces),
            contentType: "multipart/form-data; boundary=\(boundary)"
        )
    }

    /// A part's header lines, each ended by CRLF.
    private static func headers(of part: Part) -> String {
        var lines = "Content-Disposition: form-data; name=\"\(escaped(part.name))\""
        if let filename = part.filename {
            lines += "; filename=\"\(escaped(filename))\""
        }
        lines += "\r\n"
        if let contentType = part.contentType {
            lines += "Content-Type: \(contentType)\r\n"
        }
        return lines
    }

    // Repeats by design (duplicates pairs this file with Middleware/LogExchanges.swift): a
    // switch that escapes a few scalars of a text, each for its own format (a form's names
    // here, a shell's quotes there).

    /// `text` with `"`, CR and LF percent-encoded, as the HTML standard encodes a form's names.
    private static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else {
            return text
        }
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Whether `text` is a boundary RFC 2046 allows: 1 to 70 of its `bchars`, not ending in a
    /// space.
    static func isBoundary(_ text: String) -> Bool {
        let allowed = Set("'()+_,-./:=? ".utf8)
        return (1...70).contains(text.utf8.count) && text.utf8.last != UInt8(ascii: " ")
            && text.utf8.allSatisfy {
                PercentEncoding.isUnreserved($0) && $0 != UInt8(ascii: "~") || allowed.contains($0)
            }
    }

    /// A boundary of 32 random letters and digits after `yopuy-`.
    private static func randomBoundary() -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        var generator = SystemRandomNumberGenerator()
        let random = (0..<32).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        return "yopuy-" + String(decoding: random, as: UTF8.self)
    }

    /// Whether the bytes of `boundary` occur in `data`.
    private static func occurs(_ boundary: String, in data: Data) -> Bool {
        let needle = Array(boundary.utf8)
        guard let first = needle.first, data.count >= needle.count else {
            return false
        }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var start = 0
            let last = bytes.count - needle.count
            while start <= last {
                if bytes[start] == first, needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] }) {
                    return true
                }
                start += 1
            }
            return false
        }
    }
}

extension MultipartForm: ExpressibleByArrayLiteral {
    /// Creates a form from its parts, in order: `[.field("title", "Holiday")]`.
    ///
    /// - Parameter parts: The parts.
    public init(arrayLiteral parts: Part...) {
        self.init(parts)
    }
}

extension MultipartForm: RequestBodyConvertible {
    /// The form's bytes, as ``encoded()`` writes them.
    ///
    /// - Returns: The body, with content type `multipart/form-data; boundary=…`.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidBody``, as ``encoded()`` does.
    public func requestBody() throws(YopuyError) -> RequestBody {
        try encoded()
    }
}

extension RequestBody {
    /// A `multipart/form-data` body: text fields and files.
    ///
    /// ```swift
    /// let upload = try RequestBody.multipart([
    ///     .field("title", "Holiday"),
    ///     .file("photo", filename: "beach.png", contentType: "image/png", data: png),
    /// ])
    /// ```
    ///
    /// - Parameter form: The fields and files.
    /// - Returns: The body, with content type `multipart/form-data; boundary=…`, whose boundary
    ///   occurs in none of the parts.
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/invalidBody`` if a part's content
    ///   type holds a control byte or the form's preferred boundary is not one RFC 2046 allows.
    public static func multipart(_ form: MultipartForm) throws(YopuyError) -> RequestBody {
        try form.encoded()
    }
}
