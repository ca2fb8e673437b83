import Foundation
import Testing
import Yopuy

/// Datasette's rows: a list in `{"rows": […]}`, and one row as the list of one, `{"rows": [{…}]}`.
private struct Row: RootResource, IsListable, IsShowable, DecodesJSON, Codable, Equatable {
    static let path = "rows"
    static let singularEnvelope: JSONEnvelope = "rows.0"
    static let collectionEnvelope: JSONEnvelope = "rows"
    let id: Int
}

/// The second element of a top-level array, and a value inside an element inside an object.
private struct Second: RootResource, IsShowable, DecodesJSON, Codable, Equatable {
    static let path = "second"
    static let envelope: JSONEnvelope = "1"
    let id: Int
}

private struct Deep: RootResource, IsShowable, DecodesJSON, Codable, Equatable {
    static let path = "deep"
    static let envelope: JSONEnvelope = "result.2.item"
    let id: Int
}

/// A key of digits in an object is that object's key.
private struct ByYear: RootResource, IsShowable, DecodesJSON, Codable, Equatable {
    static let path = "years"
    static let envelope: JSONEnvelope = "years.2024"
    let id: Int
}

@Suite("JSONEnvelope: an element of an array")
struct JSONEnvelopeElementTests {
    @Test("a key of digits reads the element of the array there, from 0")
    func element() async throws {
        let body = #"{"database": "fixtures", "rows": [{"id": 3}], "columns": ["id"]}"#
        #expect(try await service(FakeAdapter.answering(200, body)).call(Row.show(3)).value == Row(id: 3))
        let list = #"{"rows": [{"id": 1}, {"id": 2}], "truncated": false}"#
        #expect(try await service(FakeAdapter.answering(200, list)).call(Row.list).value == [Row(id: 1), Row(id: 2)])
        let top = #"[{"id": 1}, {"id": 2, "more": [1, {"x": null}]}, {"id": 3}]"#
        #expect(try await service(FakeAdapter.answering(200, top)).call(Second.show(2)).value == Second(id: 2))
        let deep = #"{"result": [[], {"a": 1}, {"item": {"id": 9}}]}"#
        #expect(try await service(FakeAdapter.answering(200, deep)).call(Deep.show(9)).value == Deep(id: 9))
        let years = #"{"years": {"2023": {"id": 1}, "2024": {"id": 2}}}"#
        #expect(try await service(FakeAdapter.answering(200, years)).call(ByYear.show(2)).value == ByYear(id: 2))
    }

    @Test("an array without the element, or a body without the key, is a parse failure that says so")
    func missing() async throws {
        let empty = try await #require(throws: YopuyError.self) {
            _ = try await service(FakeAdapter.answering(200, #"{"rows": []}"#)).call(Row.show(1))
        }
        #expect(empty.code == .parseFailure)
        #expect(
            empty.reason
                == #"the response body has no "rows.0": its array has no element (the resource's envelope is "rows.0")"#
        )
        let short = try await #require(throws: YopuyError.self) {
            _ = try await service(FakeAdapter.answering(200, #"[{"id": 1}]"#)).call(Second.show(2))
        }
        #expect(short.reason.contains(#"no "1": its array has fewer elements"#), "\(short.reason)")
        let absent = try await #require(throws: YopuyError.self) {
            _ = try await service(FakeAdapter.answering(200, #"{"data": []}"#)).call(Row.show(1))
        }
        #expect(absent.reason == #"the response body has no "rows" (the resource's envelope is "rows.0")"#)
    }

    @Test("generated arrays of generated elements: the element at the position, or a failure past the end")
    func generated() {
        var random = SeededGenerator(seed: 0x524F_5753)
        for _ in 0..<300 {
            let count = Int.random(in: 0...6, using: &random)
            let elements = (0..<count).map { index in
                switch Int.random(in: 0..<3, using: &random) {
                case 0: #"{"id": \#(index)}"#
                case 1: #"{"x": [1, {"y": "],"}], "id": \#(index)}"#
                default: #"{"id": \#(index), "rows": [[], {}], "z": null}"#
                }
            }
            let array = "[" + elements.joined(separator: ", ") + "]"
            let flat = Data(#"{"rows": \#(array), "next": null}"#.utf8)
            let nested = Data(#"{"rows": 1, "meta": {"rows": \#(array)}}"#.utf8)
            #expect((try? Row.parse(singular: flat))?.id == (count > 0 ? 0 : nil), "\(array)")
            #expect((try? RowAt3.parse(singular: flat))?.id == (count > 3 ? 3 : nil), "\(array)")
            #expect((try? MetaRowAt1.parse(singular: nested))?.id == (count > 1 ? 1 : nil), "\(array)")
            #expect((try? Row.parse(collection: flat))?.map(\.id) == Array(0..<count), "\(array)")
        }
    }
}

private struct RowAt3: RootResource, IsShowable, DecodesJSON, Codable, Equatable {
    static let path = "rows"
    static let envelope: JSONEnvelope = "rows.3"
    let id: Int
}

private struct MetaRowAt1: RootResource, IsShowable, DecodesJSON, Codable, Equatable {
    static let path = "rows"
    static let envelope: JSONEnvelope = "meta.rows.1"
    let id: Int
}
