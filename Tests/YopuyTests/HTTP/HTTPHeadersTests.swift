import Testing
import Yopuy

@Suite("HTTPHeaders")
struct HTTPHeadersTests {
    @Test("looks names up without regard to case, keeping their order")
    func caseInsensitive() {
        let headers: HTTPHeaders = ["Content-Type": "text/plain", "X-A": "1"]
        #expect(headers["content-type"] == "text/plain")
        #expect(headers["CONTENT-TYPE"] == "text/plain")
        #expect(headers["missing"] == nil)
        #expect(headers.map(\.name) == ["Content-Type", "X-A"])
    }

    @Test("setting replaces every field of a name in place; nil removes them")
    func setting() {
        var headers: HTTPHeaders = ["A": "1", "B": "2"]
        headers.add("a", value: "3")
        #expect(headers.values(for: "A") == ["1", "3"])
        headers["a"] = "4"
        #expect(headers.fields == [.init(name: "a", value: "4"), .init(name: "B", value: "2")])
        headers["B"] = nil
        #expect(headers.fields == [.init(name: "a", value: "4")])
        headers["C"] = "5"
        #expect(headers.fields.last == .init(name: "C", value: "5"))
    }

    @Test("merging lets the other side win by name, keeping repeated fields of new names")
    func merging() {
        var extra: HTTPHeaders = ["accept": "text/csv"]
        extra.add("Cookie", value: "a=1")
        extra.add("Cookie", value: "b=2")
        let merged = (["Accept": "application/json", "Host": "x"] as HTTPHeaders).merging(extra)
        #expect(merged["Accept"] == "text/csv")
        #expect(merged.values(for: "accept") == ["text/csv"])
        #expect(merged.values(for: "cookie") == ["a=1", "b=2"])
        #expect(merged["host"] == "x")
        #expect(HTTPHeaders().isEmpty)
        #expect(!merged.isEmpty)
    }

    @Test("headers with the same fields are equal, however they were built")
    func equality() {
        let direct = HTTPHeaders([.init(name: "A", value: "\r"), .init(name: "B", value: "\n")])
        var edited: HTTPHeaders = ["A": "fine"]
        edited.add("B", value: "\n")
        edited["A"] = "\r"  // in place: the same fields, found bad in another order
        #expect(edited.fields == direct.fields)
        #expect(edited == direct)
        #expect(Set([edited, direct]).count == 1)
        #expect(edited != ["A": "\r"])
    }

    @Test("describes itself as header lines")
    func description() {
        #expect((["A": "1", "B": "2"] as HTTPHeaders).description == "A: 1\nB: 2")
    }
}
