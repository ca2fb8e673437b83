import Foundation
import Testing
import Yopuy

@Suite("SegmentedID")
struct SegmentedIDTests {
    @Test("each part is one percent-encoded segment, and literal levels follow")
    func partsAreSegments() {
        #expect((Image.at("library/ubuntu") / Manifest.show("latest")).path == "v2/library/ubuntu/manifests/latest")
        #expect(Image.at(SegmentedID(["team", "a b", "x/y"])).path == "v2/team/a%20b/x%2Fy")
        #expect(Image.at(SegmentedID(splitting: "one")).path == "v2/one")
    }

    @Test("a plain String ID still encodes its slash")
    func plainIDsKeepOneSegment() {
        #expect(Tagged.show("a/b").path == "tags/a%2Fb")
    }

    @Test(
        "an empty, . or .. part is refused before anything is sent",
        arguments: ["", "a//b", "a/", "/a", "../etc", "a/./b", "a/.."]
    )
    func badParts(name: String) async throws {
        let sent = Recorder<AdapterRequest>()
        let service = try service(
            FakeAdapter { request, callback in
                sent.record(request)
                callback(AdapterResponse(status: 204))
            }
        )
        let error = await #expect(throws: YopuyError.self) {
            _ = try await service.call(Image.at(SegmentedID(splitting: name)) / Manifest.show("latest"))
        }
        #expect(error?.code == .invalidPath)
        #expect(sent.values.isEmpty)
        #expect(SegmentedID(["a", ""]).parts == ["a", ""])
    }

    @Test("codes as one string, and reads as its parts joined")
    func codable() throws {
        let id: SegmentedID = "library/ubuntu"
        #expect(id.description == "library/ubuntu")
        #expect(id.parts == ["library", "ubuntu"])
        let data = try JSONEncoder().encode([id])
        #expect(String(decoding: data, as: UTF8.self) == #"["library\/ubuntu"]"#)
        #expect(try JSONDecoder().decode([SegmentedID].self, from: data) == [id])
    }
}

private struct Image: RootResource, IsAddressable {
    typealias ID = SegmentedID
    static let path = "v2"
    let id: SegmentedID
}

private struct Manifest: ChildResource, IsShowable, AnswersNoContent {
    typealias Parent = Image
    static let path = "manifests"
    let id: String
}

private struct Tagged: RootResource, IsShowable, AnswersNoContent {
    static let path = "tags"
    let id: String
}
