import Foundation
import Hummingbird
import Yopuy
import YopuyHummingbird

// Resources of the shapes BlogModel lacks, served and called like it: IDs of several segments,
// of any number of segments, of several keys in one segment, and of an encoding of their own; a
// path suffix, a custom method after a colon, JSON in envelopes with snake-case keys, and typed
// bodies.

/// A shelf, named by a room and a number: `shelves/{room}/{number}`, answers in `{"data": …}`.
struct Shelf: RootResource, IsShowable, IsCreatable, DecodesJSON, Codable, Equatable, Sendable {
    typealias ID = CompositeID<String, Int>
    typealias CreateBody = ShelfDraft
    static let path = "shelves"
    static let envelope: JSONEnvelope = "data"
    let id: ID
    var label: String

    init(id: ID, label: String) {
        self.id = id
        self.label = label
    }

    enum CodingKeys: String, CodingKey {
        case room, number, label
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = CompositeID(
            try container.decode(String.self, forKey: .room),
            try container.decode(Int.self, forKey: .number)
        )
        label = try container.decode(String.self, forKey: .label)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.parts.0, forKey: .room)
        try container.encode(id.parts.1, forKey: .number)
        try container.encode(label, forKey: .label)
    }

    /// `POST shelves/{room}/{number}:dust`, a custom method after a colon.
    enum Dust: RecordAction {
        typealias Parent = Shelf
        typealias Method = POST
        static let path = ":dust"
        static func parse(singular data: Data) throws -> Shelf { try Shelf.parse(singular: data) }
    }
}

/// What creating a shelf sends: JSON, snake-case keys.
struct ShelfDraft: EncodesJSON, Decodable, DecodesRequestBody, Equatable {
    var roomName: String
    var shelfCount: Int

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }
}

/// A repository, named by any number of segments: `repos/team/app/web/…`.
struct Repo: RootResource, IsAddressable, Sendable {
    typealias ID = SegmentedID
    static let path = "repos"
    let id: SegmentedID
}

/// A file in a repository, its name one segment: `repos/{name…}/files/{name}`, in snake case.
struct RepoFile: ChildResource, IsShowable, IsReplaceable, DecodesJSON, Codable, Equatable, Sendable {
    typealias Parent = Repo
    typealias ReplaceBody = RepoFile
    static let path = "files"
    let id: String
    var mediaType: String

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}

extension RepoFile: EncodesJSON, DecodesRequestBody {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }
}

/// A row, named by two keys in one segment, with a format suffix, one row in `{"rows": [{…}]}`:
/// `rows/{key},{number}.json`, as Datasette answers.
struct Row: RootResource, IsShowable, DecodesJSON, Codable, Equatable, Sendable {
    typealias ID = JoinedID<String, Int>
    static let path = "rows"
    static let pathSuffix = ".json"
    static let envelope: JSONEnvelope = "rows.0"
    let key: String
    let number: Int

    var id: ID { JoinedID(key, number) }
}

/// A name in Datasette's tilde encoding, which writes its own segment.
struct TildeName: EncodesPathSegment, DecodesPathSegment, Hashable, Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var encodedPathSegment: String {
        var written = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                written.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                written += "+"
            default:
                written += (byte < 16 ? "~0" : "~") + String(byte, radix: 16, uppercase: true)
            }
        }
        return written
    }

    /// Reads the segment as written: `+` a space, `~XX` a byte.
    init?(pathSegment: String) {
        var bytes: [UInt8] = []
        var iterator = pathSegment.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "~"):
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else {
                    return nil
                }
                bytes.append(value)
            default:
                bytes.append(byte)
            }
        }
        guard let name = String(validating: bytes, as: UTF8.self) else {
            return nil
        }
        self.name = name
    }
}

/// A table named in tilde encoding: `tables/{name}`.
struct Table: RootResource, IsShowable, IsDeletable, DecodesJSON, Codable, Equatable, Sendable {
    typealias ID = TildeName
    static let path = "tables"
    let name: String

    var id: TildeName { TildeName(name) }
}

/// An error body of the API's own.
struct APIMessage: Codable, Equatable, Sendable {
    var message: String
    var code: Int
}

/// The resources above, the client's declarations the router must answer.
let typedResources: [any Resource.Type] = [Shelf.self, Shelf.Dust.self, Repo.self, RepoFile.self, Row.self, Table.self]

/// A router that serves the resources above, recording what each handler receives; a table
/// named `missing` is a 404 in the API's own error body.
func typedRouter(_ received: Received) -> Router<BasicRequestContext> {
    let router = Router()
    router.on(Shelf.show) { id, _, _ in
        received.record("Shelf.show \(id.parts.0) \(id.parts.1)")
        return Shelf(id: id, label: "show")
    }
    router.on(Shelf.create) { draft, _, _ in
        received.record("Shelf.create \(draft.roomName) \(draft.shelfCount)")
        return Shelf(id: CompositeID(draft.roomName, draft.shelfCount), label: "created")
    }
    router.on(Shelf.show / Shelf.Dust.action) { id, body, _, _ in
        received.record("Shelf.Dust \(id.parts.0) \(id.parts.1) \(echo(body))")
        return Shelf(id: id, label: "dusted")
    }
    router.on(Repo.at / RepoFile.show) { ids, _, _ in
        received.record("RepoFile.show \(ids.0.parts) \(ids.1)")
        return RepoFile(id: ids.1, mediaType: ids.0.parts.joined(separator: "|"))
    }
    router.on(Repo.at / RepoFile.replace) { ids, file, _, _ in
        received.record("RepoFile.replace \(ids.0.parts) \(ids.1) \(file.id) \(file.mediaType)")
        return file
    }
    router.on(Row.show) { id, _, _ in
        received.record("Row.show \(id.parts.0) \(id.parts.1)")
        return Row(key: id.parts.0, number: id.parts.1)
    }
    router.on(Table.show) { id, _, _ in
        received.record("Table.show \(id.name)")
        guard id.name != "missing" else {
            throw ResourceError(.notFound, APIMessage(message: "no table \(id.name)", code: 7))
        }
        return Table(name: id.name)
    }
    router.on(Table.delete) { id, _, _ in
        received.record("Table.delete \(id.name)")
        return nil
    }
    return router
}
