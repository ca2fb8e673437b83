import Foundation
import Testing
import Yopuy
import YopuyTesting

/// Datasette's API over SQLite (issue #65), declared as its documentation describes it: each
/// level is records right under its parent, and every path ends in `.json` (`.csv` for CSV).
enum Datasette {
    /// A name in Datasette's tilde encoding: letters, digits, `_` and `-` as they are, a space as
    /// `+`, any other byte as `~` and two hexadecimal digits.
    struct Name: EncodesPathSegment, Hashable, Sendable, ExpressibleByStringLiteral {
        let text: String

        init(_ text: String) {
            self.text = text
        }

        init(stringLiteral text: String) {
            self.text = text
        }

        var encodedPathSegment: String {
            var written = ""
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                    written.unicodeScalars.append(Unicode.Scalar(byte))
                case UInt8(ascii: " "):
                    written += "+"
                default:
                    written += String(format: "~%02X", byte)
                }
            }
            return written
        }
    }

    struct DatabaseInfo: Decodable, Sendable {
        struct Table: Decodable, Sendable {
            var name: String
            /// `null` when Datasette gave up counting within its time limit, as it does on a busy
            /// machine (a CI run met it).
            var count: Int?
        }

        var database: String
        var tables: [Table]
    }

    /// A database: `fixtures.json`.
    struct Database: RootResource, IsShowable, IsAddressable {
        static let path = ""
        static let pathSuffix = ".json"
        let id: Name
        static func parse(singular data: Data) throws -> DatabaseInfo {
            try JSONDecoder().decode(DatabaseInfo.self, from: data)
        }
    }

    /// A table, which names its rows: `fixtures/items.json`.
    struct Table: ChildResource, IsAddressable {
        typealias Parent = Database
        static let path = ""
        static let pathSuffix = ".json"
        let id: Name
    }

    /// A table as CSV: `fixtures/items.csv`.
    struct TableCSV: ChildResource, IsShowable {
        typealias Parent = Database
        static let path = ""
        static let pathSuffix = ".csv"
        let id: Name
        static func parse(singular data: Data) throws -> Data { data }
    }

    /// The rows of `items`, as objects: `{"rows": […]}` for a list, `{"rows": [{…}]}` for one.
    struct Item: ChildResource, IsListable, IsShowable, DecodesJSON, Codable, Equatable {
        typealias Parent = Table
        static let path = ""
        static let pathSuffix = ".json"
        static let query: Query = ["_shape": "objects"]
        static let singularEnvelope: JSONEnvelope = "rows.0"
        static let collectionEnvelope: JSONEnvelope = "rows"
        let id: Int
        var name: String
    }

    /// The rows of the table named `my/table v2.x`.
    struct Label: ChildResource, IsListable, IsShowable, DecodesJSON, Codable, Equatable {
        typealias Parent = Table
        static let path = ""
        static let pathSuffix = ".json"
        static let query: Query = ["_shape": "objects"]
        static let singularEnvelope: JSONEnvelope = "rows.0"
        static let collectionEnvelope: JSONEnvelope = "rows"
        let id: Int
        var label: String
    }

    /// The rows of `edges`, whose primary key is two columns: one segment, `a~2Cb,c+d`.
    struct Edge: ChildResource, IsListable, IsShowable, DecodesJSON, Codable, Equatable {
        typealias Parent = Table
        typealias ID = JoinedID<Name, Name>
        static let path = ""
        static let pathSuffix = ".json"
        static let query: Query = ["_shape": "objects"]
        static let singularEnvelope: JSONEnvelope = "rows.0"
        static let collectionEnvelope: JSONEnvelope = "rows"
        var source: String
        var target: String
        var weight: Int
        var id: ID { JoinedID(Name(source), Name(target)) }
    }
}

/// A server no one here wrote whose paths end in a format, whose names have their own escape and
/// whose compound keys share one segment: Datasette, from PyPI, which run-tests.sh installs and
/// serves over a database datasette-fixtures.py writes.
@Suite(
    "Datasette: a format suffix, the server's own segment encoding, keys in one segment, a resource's query",
    .enabled(
        if: ProcessInfo.processInfo.environment["DATASETTE_URL"] != nil,
        "DATASETTE_URL is not set: run run-tests.sh"
    )
)
struct DatasetteTests {
    let fixtures = Datasette.Database.at("fixtures")

    func service(_ client: Client) throws -> Service<AnyHTTPAdapter> {
        try client.service(
            at: #require(ProcessInfo.processInfo.environment["DATASETTE_URL"].flatMap(URL.init(string:)))
        )
    }

    @Test("a database and its tables, at fixtures.json", arguments: Client.allCases)
    func database(client: Client) async throws {
        let info = try #require(try await service(client).call(Datasette.Database.show("fixtures")).value)
        #expect(info.database == "fixtures")
        #expect(Set(info.tables.map(\.name)) == ["items", "my/table v2.x", "edges"])
    }

    @Test("rows listed and paged by Link, each page with the resource's _shape=objects", arguments: Client.allCases)
    func pagedRows(client: Client) async throws {
        let recorder = RequestRecorder()
        let base = try service(client)
        let service = Service(adapter: base.adapter.recording(into: recorder), URL: base.baseURL)
        var items: [Datasette.Item] = []
        for try await page in service.pages(
            fixtures / Datasette.Table.at("items") / Datasette.Item.list,
            query: ["_size": 10]
        ) {
            items += page.value ?? []
        }
        #expect(items.map(\.id) == Array(1...25))
        #expect(recorder.requests.count == 3)
        #expect(recorder.requests.first?.url.path == "/fixtures/items.json")
        #expect(recorder.requests.allSatisfy { $0.url.query?.contains("_shape=objects") == true })
    }

    @Test("one row by its key, the one row of its answer's list", arguments: Client.allCases)
    func oneRow(client: Client) async throws {
        let row = try await service(client).call(fixtures / Datasette.Table.at("items") / Datasette.Item.show(3)).value
        #expect(row == Datasette.Item(id: 3, name: "item 3"))
    }

    @Test("a table whose name needs the server's own encoding: / as ~2F, a space as +", arguments: Client.allCases)
    func tildeEncodedName(client: Client) async throws {
        let table = fixtures / Datasette.Table.at("my/table v2.x")
        #expect((table / Datasette.Label.list).path == "fixtures/my~2Ftable+v2~2Ex.json")
        let service = try service(client)
        #expect(
            try await service.call(table / Datasette.Label.list).value == [Datasette.Label(id: 1, label: "one + one")]
        )
        #expect(try await service.call(table / Datasette.Label.show(1)).value?.label == "one + one")
    }

    @Test("every row of a compound key found again by its key in one segment", arguments: Client.allCases)
    func compoundKeys(client: Client) async throws {
        let service = try service(client)
        let edges = fixtures / Datasette.Table.at("edges")
        let rows = try #require(try await service.call(edges / Datasette.Edge.list).value)
        #expect(rows.count == 4)
        for row in rows {
            let path = edges / Datasette.Edge.show(row.id)
            #expect(try await service.call(path).value == row, "\(path.path)")
        }
        #expect((edges / Datasette.Edge.show(JoinedID("a,b", "c d"))).path == "fixtures/edges/a~2Cb,c+d.json")
    }

    @Test("a CSV export read line by line as it arrives", arguments: Client.allCases)
    func csvLines(client: Client) async throws {
        let answer = try await service(client).stream(
            fixtures / Datasette.TableCSV.show("items"),
            query: ["_size": "max"]
        )
        var lines: [String] = []
        for try await line in answer.body.textLines() {
            lines.append(line)
        }
        #expect(lines.first == "id,name")
        #expect(lines.dropFirst().map { $0.split(separator: ",").first.map(String.init) } == (1...25).map { "\($0)" })
    }
}
