import Foundation
import Testing
import YopuyTesting

@Suite("JSONValue")
struct JSONValueTests {
    @Test("literals, subscripts and accessors")
    func literals() {
        var value: JSONValue = ["id": 1, "title": "Hi", "tags": ["a"], "ratio": 0.5, "draft": false, "none": nil]
        #expect(value["id"]?.int == 1)
        #expect(value["title"]?.string == "Hi")
        #expect(value["tags"]?.array == ["a"])
        #expect(value["draft"]?.bool == false)
        #expect(value["none"] == .null)
        #expect(value["missing"] == nil)
        value["draft"] = true
        #expect(value["draft"]?.bool == true)
        var notObject: JSONValue = [1, 2]
        notObject["x"] = 1
        #expect(notObject == [1, 2])
        #expect(notObject["x"] == nil)
        #expect(value.object?.count == 6)
    }

    @Test("parses and writes JSON, keeping integers apart from fractions and sorting keys")
    func roundTrip() throws {
        let value = try JSONValue(json: Data(#"{"b": [1, 2.5, "x", true, null], "a": {"n": -3}}"#.utf8))
        #expect(value == ["b": [1, 2.5, "x", true, nil], "a": ["n": -3]])
        #expect(String(decoding: value.data, as: UTF8.self) == #"{"a":{"n":-3},"b":[1,2.5,"x",true,null]}"#)
        #expect(throws: (any Error).self) { try JSONValue(json: Data("{".utf8)) }
    }

    @Test("encodes any Encodable value")
    func encoding() throws {
        struct Draft: Encodable {
            let title: String
            let views: Int
        }
        #expect(try JSONValue(encoding: Draft(title: "T", views: 3)) == ["title": "T", "views": 3])
    }
}
