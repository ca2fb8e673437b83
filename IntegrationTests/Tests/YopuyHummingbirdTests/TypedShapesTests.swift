import AsyncHTTPClient
import Foundation
import Hummingbird
import NIOCore
import NIOHTTP1
import Testing
import Yopuy
import YopuyHummingbird

@Suite struct TypedShapesTests {
    @Test func servesEveryRouteTheClientDeclares() throws {
        let router = typedRouter(Received())
        try router.checkRoutes(of: typedResources)
        #expect(
            Set(router.servedRoutes)
                == [
                    "GET shelves/{id}", "POST shelves", "POST shelves/{id}:dust", "GET repos/{id}/files/{id}",
                    "PUT repos/{id}/files/{id}", "GET rows/{id}.json", "GET tables/{id}", "DELETE tables/{id}",
                ]
        )
    }

    /// Generated calls through both clients: composite IDs of generated text and numbers, names
    /// of one to four generated parts, keys joined in one segment with commas among them, names
    /// in an encoding of their own; typed bodies in snake case and bodies of random bytes.
    @Test(arguments: Adapter.allCases) func roundTrip(_ adapter: Adapter) async throws {
        let seed = SeededGenerator.seed()
        let received = Received()
        try await serving(typedRouter(received)) { base in
            var random = SeededGenerator(seed: seed)
            let service = adapter.service(at: base)
            for round in 0..<300 {
                let room = random.text()
                let number = random.integer()
                let name = random.text()
                let body = random.body()
                let expected: String
                switch Int.random(in: 0..<7, using: &random) {
                case 0:
                    let shelf = try await service.call(Shelf.show(CompositeID(room, number))).value
                    #expect(shelf == Shelf(id: CompositeID(room, number), label: "show"))
                    expected = "Shelf.show \(room) \(number)"
                case 1:
                    let draft = ShelfDraft(roomName: room, shelfCount: number)
                    let answer = try await service.call(Shelf.create, body: draft)
                    #expect(answer.status == 201)
                    #expect(answer.value == Shelf(id: CompositeID(room, number), label: "created"))
                    expected = "Shelf.create \(room) \(number)"
                case 2:
                    let path = Shelf.show(CompositeID(room, number)) / Shelf.Dust.action
                    #expect(try await service.call(path, body: body).value?.label == "dusted")
                    expected = "Shelf.Dust \(room) \(number) \(echo(body))"
                case 3, 4:
                    let parts = (0..<Int.random(in: 1...4, using: &random)).map { _ in random.text() }
                    let repo = Repo.at(SegmentedID(parts))
                    if Bool.random(using: &random) {
                        let file = try await service.call(repo / RepoFile.show(name)).value
                        #expect(file == RepoFile(id: name, mediaType: parts.joined(separator: "|")))
                        expected = "RepoFile.show \(parts) \(name)"
                    } else {
                        let file = RepoFile(id: room, mediaType: name)
                        #expect(try await service.call(repo / RepoFile.replace(name), body: file).value == file)
                        expected = "RepoFile.replace \(parts) \(name) \(room) \(name)"
                    }
                case 5:
                    let row = try await service.call(Row.show(JoinedID(room, number))).value
                    #expect(row == Row(key: room, number: number))
                    expected = "Row.show \(room) \(number)"
                default:
                    if Bool.random(using: &random) {
                        #expect(try await service.call(Table.show(TildeName(name))).value == Table(name: name))
                        expected = "Table.show \(name)"
                    } else {
                        #expect(try await service.call(Table.delete(TildeName(name))).status == 204)
                        expected = "Table.delete \(name)"
                    }
                }
                #expect(received.take() == [expected], "seed \(seed) (YOPUY_SEED), round \(round)")
            }
        }
    }

    /// A handler's error reaches the client as its typed error body, with the status.
    @Test(arguments: Adapter.allCases) func anErrorIsTheClientsTypedErrorBody(_ adapter: Adapter) async throws {
        try await serving(typedRouter(Received())) { base in
            var service = adapter.service(at: base)
            service.errorBody = .json(APIMessage.self)
            let error = try await #require(throws: YopuyError.self) {
                try await service.call(Table.show(TildeName("missing")))
            }
            #expect(error.code == .unacceptableStatus)
            #expect(error.status == 404)
            #expect(error.decodedBody(as: APIMessage.self) == APIMessage(message: "no table missing", code: 7))
        }
    }

    /// What no client of these declarations sends is refused in words: an ID that is not one
    /// (404), a body that is not the path's type (400); the route is named.
    @Test func aRequestNoClientSendsIsRefusedNamingTheRoute() async throws {
        try await serving(typedRouter(Received())) { base in
            let client = RawClient(base: base)
            let notAnInteger = try await client.send(.GET, "shelves/kitchen/two")
            #expect(notAnInteger.status == 404)
            #expect(
                notAnInteger.message
                    == "GET shelves/{id}: \"kitchen/two\" is not an ID of type CompositeID<String, Int>"
            )
            let leadingZero = try await client.send(.GET, "shelves/kitchen/02")
            #expect(leadingZero.status == 404)
            let badEscape = try await client.send(.GET, "tables/a~ZZ")
            #expect(badEscape.status == 404)
            let notJSON = try await client.send(.POST, "shelves", body: Data("{".utf8))
            #expect(notJSON.status == 400)
            #expect(notJSON.message?.hasPrefix("POST shelves: the body is not a ShelfDraft: ") == true)
        }
    }
}

/// A client of AsyncHTTPClient alone, for requests no Yopuy client makes.
struct RawClient {
    let base: URL

    struct Answer {
        let status: UInt
        let text: String

        /// The message of Hummingbird's error body, `{"error": {"message": …}}`.
        var message: String? {
            struct Body: Decodable {
                struct Error: Decodable { let message: String }
                let error: Error
            }
            return try? JSONDecoder().decode(Body.self, from: Data(text.utf8)).error.message
        }
    }

    func send(_ method: NIOHTTP1.HTTPMethod, _ path: String, body: Data? = nil) async throws -> Answer {
        var request = HTTPClientRequest(url: base.absoluteString + "/" + path)
        request.method = method
        if let body {
            request.body = .bytes(ByteBuffer(bytes: body))
            request.headers.add(name: "Content-Type", value: "application/json")
        }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        let bytes = try await response.body.collect(upTo: 1 << 20)
        return Answer(status: response.status.code, text: String(buffer: bytes))
    }
}
