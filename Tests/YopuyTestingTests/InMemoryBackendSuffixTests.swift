import Foundation
import Testing
import Yopuy
import YopuyTesting

/// Twilio's shape: every path of a call ends in `.json`.
private struct Call: RootResource, IsRESTful, IsAddressable, DecodesJSON, Codable, Equatable {
    static let path = "Calls"
    static let pathSuffix = ".json"
    let id: Int
    var to: String
}

/// A call's events, suffixed too: the parent's suffix goes under them.
private struct CallEvent: ChildResource, IsListable, IsCreatable, DecodesJSON, Codable, Equatable {
    typealias Parent = Call
    static let path = "Events"
    static let pathSuffix = ".json"
    let id: Int
    var name: String
}

@Suite("InMemoryBackend: resources whose paths end with a suffix")
struct InMemoryBackendSuffixTests {
    @Test("serves every verb of a suffixed resource and of its child, keyed without the suffix")
    func suffixed() async throws {
        let backend = InMemoryBackend(serving: Call.self, CallEvent.self)
        let recorder = RequestRecorder()
        let service = try Service(
            adapter: backend.recording(into: recorder),
            URL: #require(URL(string: "http://api.test/2010-04-01"))
        )
        let created = try await service.call(Call.create, body: .json(["to": "+1555"]))
        #expect(created.value == Call(id: 1, to: "+1555"))
        #expect(try await service.call(Call.show(1)).value == Call(id: 1, to: "+1555"))
        #expect(try await service.call(Call.list).value?.count == 1)
        #expect(backend.record(at: Call.show(1)) == ["id": 1, "to": "+1555"])
        _ = try await service.call(Call.at(1) / CallEvent.create, body: .json(["name": "ringing"]))
        #expect(try await service.call(Call.at(1) / CallEvent.list).value == [CallEvent(id: 2, name: "ringing")])
        _ = try await service.call(Call.delete(1))
        let gone = try await #require(throws: YopuyError.self) { _ = try await service.call(Call.show(1)) }
        #expect(gone.status == 404)
        #expect(
            recorder.requests.map(\.url.path) == [
                "/2010-04-01/Calls.json", "/2010-04-01/Calls/1.json", "/2010-04-01/Calls.json",
                "/2010-04-01/Calls/1/Events.json", "/2010-04-01/Calls/1/Events.json", "/2010-04-01/Calls/1.json",
                "/2010-04-01/Calls/1.json",
            ]
        )
    }

    @Test("a path without the suffix is not the resource's")
    func withoutSuffix() async throws {
        let service = try Service(
            adapter: InMemoryBackend(serving: Call.self),
            URL: #require(URL(string: "http://api.test"))
        )
        _ = try await service.call(Call.create, body: .json(["to": "+1555"]))
        let answer = try await service.adapter.response(
            to: AdapterRequest(method: .get, url: #require(URL(string: "http://api.test/Calls/1")))
        )
        #expect(answer.status == 404)
    }
}
