import Foundation
import Testing
import Yopuy

// Datasette's shapes: a database at `/fixtures.json`, its tables at `/fixtures/items.json`, a
// row at `/fixtures/items/3.json`; each level is records right under its parent (`path = ""`).

/// A database: `fixtures.json`.
private struct Database: RootResource, IsShowable, IsAddressable {
    static let path = ""
    static let pathSuffix = ".json"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
}

/// A table's rows: `fixtures/items.json`.
private struct Table: ChildResource, IsShowable, IsAddressable {
    typealias Parent = Database
    static let path = ""
    static let pathSuffix = ".json"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
}

/// A table's rows as a list: at the table's own URL, `fixtures/items.json`.
private struct Rows: ChildResource, IsListable {
    typealias Parent = Table
    static let path = ""
    static let pathSuffix = ".json"
    let id: String
    static func parse(collection data: Data) throws -> Data { data }
}

/// Every database, at the base URL's own `.json`.
private struct Databases: RootResource, IsListable {
    static let path = ""
    static let pathSuffix = ".json"
    let id: String
    static func parse(collection data: Data) throws -> Data { data }
}

/// One row: `fixtures/items/3.json`.
private struct TableRow: ChildResource, IsShowable {
    typealias Parent = Table
    static let path = ""
    static let pathSuffix = ".json"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
}

// Twilio's shapes: literal levels, each path ending in `.json`.

/// An account: `2010-04-01/Accounts/AC1.json`.
private struct Account: RootResource, IsShowable, IsListable, IsAddressable {
    static let path = "2010-04-01/Accounts"
    static let pathSuffix = ".json"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
    static func parse(collection data: Data) throws -> Data { data }
}

/// An account's calls: every verb, every path with the suffix.
private struct Call: ChildResource, IsRESTful, IsAddressable {
    typealias Parent = Account
    static let path = "Calls"
    static let pathSuffix = ".json"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
    static func parse(collection data: Data) throws -> Data { data }
}

/// A call's recordings, declared without a suffix: only the last segment's resource says.
private struct Recording: ChildResource, IsShowable {
    typealias Parent = Call
    static let path = "Recordings"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

/// A call's feedback, an action with its own suffix.
private enum Feedback: RecordAction {
    typealias Parent = Call
    typealias Method = POST
    static let path = "Feedback"
    static let pathSuffix = ".json"
    static func parse(singular data: Data) throws -> Data { data }
}

/// A search of an account's calls, an action on the collection.
private enum CallSearch: CollectionAction {
    typealias Target = Call
    typealias Method = GET
    static let path = "Search"
    static func parse(singular data: Data) throws -> Data { data }
}

/// Suffixes that cannot be sent.
private struct Slashed: RootResource, IsShowable {
    static let path = "slashed"
    static let pathSuffix = "/json"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

private struct Queried: RootResource, IsShowable {
    static let path = "queried"
    static let pathSuffix = ".json?x=1"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

@Suite("Resource.pathSuffix: text after the last segment of every path that ends with the resource")
struct PathSuffixTests {
    @Test("records right under their parent, each level suffixed: only the last segment has it")
    func datasette() {
        #expect(Database.show("fixtures").path == "fixtures.json")
        #expect((Database.at("fixtures") / Table.show("items")).path == "fixtures/items.json")
        #expect((Database.at("fixtures") / Table.at("items") / TableRow.show("3")).path == "fixtures/items/3.json")
        #expect((Database.show("fixtures") / Table.show("items")).path == "fixtures/items.json")
    }

    @Test("a resource of no segment of its own puts its suffix after its parent's last segment")
    func noSegmentOfItsOwn() async throws {
        #expect((Database.at("fixtures") / Table.at("items") / Rows.list).path == "fixtures/items.json")
        #expect(Databases.list.path == ".json")
        let request = try await sentRequest { service in _ = try await service.call(Databases.list) }
        #expect(request.url.absoluteString == "http://api.test/v1/.json")
        let rows = try await sentRequest { service in
            _ = try await service.call(Database.at("fixtures") / Table.at("items") / Rows.list)
        }
        #expect(rows.url.absoluteString == "http://api.test/v1/fixtures/items.json")
    }

    @Test("every verb of a suffixed resource, and its parents without theirs")
    func everyVerb() {
        let account = Account.at("AC1")
        #expect(Account.list.path == "2010-04-01/Accounts.json")
        #expect(Account.show("AC1").path == "2010-04-01/Accounts/AC1.json")
        #expect((account / Call.list).path == "2010-04-01/Accounts/AC1/Calls.json")
        #expect((account / Call.create).path == "2010-04-01/Accounts/AC1/Calls.json")
        for path in [
            (account / Call.show("CA1")).path, (account / Call.replace("CA1")).path,
            (account / Call.update("CA1")).path, (account / Call.delete("CA1")).path,
        ] {
            #expect(path == "2010-04-01/Accounts/AC1/Calls/CA1.json")
        }
    }

    @Test("a child without a suffix ends the path without one; an action has its own")
    func childrenAndActions() {
        let call = Account.at("AC1") / Call.at("CA1")
        #expect((call / Recording.show(7)).path == "2010-04-01/Accounts/AC1/Calls/CA1/Recordings/7")
        #expect((call / Feedback.action).path == "2010-04-01/Accounts/AC1/Calls/CA1/Feedback.json")
        #expect((Account.at("AC1") / CallSearch.action).path == "2010-04-01/Accounts/AC1/Calls/Search")
    }

    @Test("the template has it after the last segment only")
    func template() {
        #expect((Account.at("AC1") / Call.show("CA1")).template == "2010-04-01/Accounts/{id}/Calls/{id}.json")
        #expect((Database.at("d") / Table.show("t")).template == "{id}/{id}.json")
        #expect(Account.list.template == "2010-04-01/Accounts.json")
    }

    @Test("generated IDs, those that end in the suffix's text among them, stay whole and encoded")
    func generatedIDs() {
        var random = SeededGenerator(seed: 0x5355_4646_4958)
        let pieces = ["a", "b.json", ".json", "json", "x/y", "%", "?", "#", " ", "é", ".", "..", "~"]
        for _ in 0..<500 {
            let ids = (0..<3).map { _ in
                (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "a" }
                    .joined()
            }
            let path = Database.at(ids[0]) / Table.at(ids[1]) / TableRow.show(ids[2])
            let expected = ids.map(Self.encoded).joined(separator: "/") + ".json"
            #expect(path.path == expected, "\(ids)")
            let dotted = ids.contains { $0 == "." || $0 == ".." }
            #expect((try? path.validatedPath()) == (dotted ? nil : expected), "\(ids)")
        }
    }

    @Test("a call sends it, before the query")
    func sent() async throws {
        let request = try await sentRequest { service in
            _ = try await service.call(Account.at("AC1") / Call.list, query: ["PageSize": 2])
        }
        #expect(request.url.absoluteString == "http://api.test/v1/2010-04-01/Accounts/AC1/Calls.json?PageSize=2")
        #expect(request.pathTemplate == "2010-04-01/Accounts/{id}/Calls.json")
    }

    @Test("a suffix with a slash, a question mark or a bad escape fails every path, naming the resource")
    func refused() throws {
        let slashed = try #require(throws: YopuyError.self) { try Slashed.show(1).validatedPath() }
        #expect(slashed.code == .invalidPath)
        #expect(slashed.reason.contains("the path suffix of Slashed is \"/json\""), "\(slashed.reason)")
        let queried = try #require(throws: YopuyError.self) { try Queried.show(1).validatedPath() }
        #expect(queried.reason.contains("\"?\" would start a query"), "\(queried.reason)")
    }

    /// An ID as Yopuy encodes it: every byte outside the unreserved characters as `%XX`.
    static func encoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.properties.isASCIIHexDigit || ("a"..."z").contains(Character(scalar))
                || ("A"..."Z").contains(Character(scalar)) || "-._~".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }
}
