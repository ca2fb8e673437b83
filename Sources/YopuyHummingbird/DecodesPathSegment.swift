#if Hummingbird
public import Yopuy

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An ID a server reads back from the path a client sent: the inverse of
/// ``/Yopuy/PathSegmentConvertible/pathSegment``.
///
/// A handler registered on a path's shape receives the IDs of every level typed, each read from
/// its segments exactly as a Yopuy client wrote them: percent-decoded, then handed to
/// ``init(pathSegment:)``. `String`, `Substring`, the integer types, `UUID`,
/// ``/Yopuy/CompositeID``, ``/Yopuy/SegmentedID`` and ``/Yopuy/JoinedID`` conform; so does an ID
/// type of your own that is `RawRepresentable` with a raw value that conforms, by declaring it:
///
/// ```swift
/// struct PostID: RawRepresentable, Hashable, PathSegmentConvertible, DecodesPathSegment {
///     let rawValue: Int
/// }
/// ```
///
/// An ID that writes its own segment (``/Yopuy/EncodesPathSegment``) receives that segment as it
/// arrived, not percent-decoded, since its own encoding is what it reads.
public protocol DecodesPathSegment: PathSegmentConvertible, SendableMetatype {
    /// Reads an ID from the text its ``/Yopuy/PathSegmentConvertible/pathSegment`` gives, or
    /// returns `nil` if the text names no such ID: the server then answers 404, naming the
    /// route and the ID type.
    ///
    /// - Parameter pathSegment: The segment, percent-decoded (as it arrived, for an
    ///   ``/Yopuy/EncodesPathSegment`` type; its parts joined by `/`, for an ID of several
    ///   segments).
    init?(pathSegment: String)
}

extension DecodesPathSegment where Self: RawRepresentable, RawValue: DecodesPathSegment {
    /// Reads the raw value, then makes the ID from it.
    public init?(pathSegment: String) {
        guard let raw = RawValue(pathSegment: pathSegment) else {
            return nil
        }
        self.init(rawValue: raw)
    }
}

extension String: DecodesPathSegment {
    /// The segment itself.
    public init?(pathSegment: String) {
        self = pathSegment
    }
}

extension Substring: DecodesPathSegment {
    /// The segment itself.
    public init?(pathSegment: String) {
        self = Substring(pathSegment)
    }
}

extension UUID: DecodesPathSegment {
    /// A UUID in hexadecimal with hyphens, in either case.
    public init?(pathSegment: String) {
        self.init(uuidString: pathSegment)
    }
}

extension DecodesPathSegment where Self: FixedWidthInteger {
    /// The integer in decimal, written as a client writes it: no sign for a positive number, no
    /// leading zero. `"01"` and `"+1"` name no ID, so that one record has one path.
    public init?(pathSegment: String) {
        // What `description` writes, and nothing else: no `+`, no leading zero, no `-0`.
        let utf8 = pathSegment.utf8
        let digits = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
        guard digits.first != UInt8(ascii: "0") || (digits.count == 1 && digits.count == utf8.count),
            let value = Self(pathSegment, radix: 10), utf8.first != UInt8(ascii: "+")
        else {
            return nil
        }
        self = value
    }
}

extension Int: DecodesPathSegment {}
extension Int8: DecodesPathSegment {}
extension Int16: DecodesPathSegment {}
extension Int32: DecodesPathSegment {}
extension Int64: DecodesPathSegment {}
extension UInt: DecodesPathSegment {}
extension UInt8: DecodesPathSegment {}
extension UInt16: DecodesPathSegment {}
extension UInt32: DecodesPathSegment {}
extension UInt64: DecodesPathSegment {}

extension SegmentedID: DecodesPathSegment {
    /// The parts, split at each `/`.
    public init?(pathSegment: String) {
        self.init(splitting: pathSegment)
    }
}

extension CompositeID: DecodesPathSegment where repeat each Part: DecodesPathSegment {
    /// One part from each `/`-separated piece, in order; `nil` if the count differs.
    public init?(pathSegment: String) {
        self.init(decodedSegments: pathSegment.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    }
}

extension JoinedID: DecodesPathSegment where repeat each Part: DecodesPathSegment {
    /// The parts of a segment joined by `,`, each read as a client encodes it: percent-decoded,
    /// or as written for a part that encodes itself.
    ///
    /// A server reads the default separator; a client that joins with another one is read by an
    /// ID type of its own.
    public init?(pathSegment: String) {
        // Repeats by design (duplicates pairs this reading with CompositeID's below): each reads
        // its pack's parts in order, from encoded pieces here and from decoded segments there; a
        // helper over both would take a generic function as an argument, which Swift cannot pass.
        let pieces = pathSegment.split(separator: ",", omittingEmptySubsequences: false)
        var index = pieces.startIndex
        func next<Piece: DecodesPathSegment>(_ type: Piece.Type) throws(SegmentReading.NotAnID) -> Piece {
            let asWritten = Piece.self is any EncodesPathSegment.Type
            guard index < pieces.endIndex,
                let piece = SegmentReading.value(Piece.self, encoded: pieces[index], asWritten: asWritten)
            else {
                throw SegmentReading.NotAnID()
            }
            index += 1
            return piece
        }
        do {
            self.init(repeat try next((each Part).self))
        } catch {
            return nil
        }
        guard index == pieces.endIndex else {
            return nil
        }
    }
}

/// Reading IDs from the segments a request's path holds, still percent-encoded.
@usableFromInline
enum SegmentReading {
    /// What reading a part that names no ID throws, to end the reading of the parts.
    struct NotAnID: Error {}

    /// The name of `type` as a person writes it: `CompositeID<String, Int>`, where Swift writes
    /// a pack's types as `Pack{String, Int}`.
    @usableFromInline
    static func name(of type: Any.Type) -> String {
        String(describing: type).replacing("<Pack{", with: "<").replacing("}>", with: ">")
    }

    /// How many segments an ID of `type` spans: 1, its parts' count, or `nil` for any number.
    static func segmentCount(of type: Any.Type) -> Int? {
        guard let spanning = type as? any SpansPathSegments.Type else {
            return 1
        }
        return spanning.pathSegmentCount
    }

    /// The ID of `type` that `segments` name, each still percent-encoded; `nil` if they name
    /// none.
    @usableFromInline
    static func value<ID: DecodesPathSegment>(_ type: ID.Type, segments: [Substring]) -> ID? {
        guard let spanning = ID.self as? any SpansPathSegments.Type else {
            let asWritten = ID.self is any EncodesPathSegment.Type
            return segments.count == 1 ? value(ID.self, encoded: segments[0], asWritten: asWritten) : nil
        }
        var decoded: [String] = []
        for segment in segments {
            guard let text = PercentDecoding.text(segment) else {
                return nil
            }
            decoded.append(text)
        }
        return spanning.init(decodedSegments: decoded) as? ID
    }

    /// The ID of `type` that one segment names: percent-decoded first, unless the type encodes
    /// its own segments (`asWritten`, found once by the caller: a cast on every request cost).
    @inlinable
    static func value<ID: DecodesPathSegment>(_ type: ID.Type, encoded segment: Substring, asWritten: Bool) -> ID? {
        if asWritten {
            return ID(pathSegment: String(segment))
        }
        guard let text = PercentDecoding.text(segment) else {
            return nil
        }
        return ID(pathSegment: text)
    }
}

/// An ID that spans path segments of its own: each part one segment.
protocol SpansPathSegments: SendableMetatype {
    /// How many segments the ID spans, or `nil` for any number (at least one).
    static var pathSegmentCount: Int? { get }

    /// The ID whose parts are `segments`, percent-decoded; `nil` if they name none.
    init?(decodedSegments segments: [String])
}

extension SegmentedID: SpansPathSegments {
    static var pathSegmentCount: Int? { nil }

    init?(decodedSegments segments: [String]) {
        self.init(segments)
    }
}

extension CompositeID: SpansPathSegments where repeat each Part: DecodesPathSegment {
    static var pathSegmentCount: Int? {
        var count = 0
        for _ in repeat (each Part).self {
            count += 1
        }
        return count
    }

    init?(decodedSegments segments: [String]) {
        var index = segments.startIndex
        func next<Piece: DecodesPathSegment>(_ type: Piece.Type) throws(SegmentReading.NotAnID) -> Piece {
            guard index < segments.endIndex, let piece = Piece(pathSegment: segments[index]) else {
                throw SegmentReading.NotAnID()
            }
            index += 1
            return piece
        }
        do {
            self.init(repeat try next((each Part).self))
        } catch {
            return nil
        }
        guard index == segments.endIndex else {
            return nil
        }
    }
}
#endif
