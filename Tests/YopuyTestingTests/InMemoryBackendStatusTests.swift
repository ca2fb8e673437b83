import Foundation
import Synchronization
import Testing
import Yopuy
import YopuyTesting

/// The statuses a generated document gives a ticket's methods, set by the test before it makes
/// the backend (which reads them once, as a server registering its routes does).
private let documented = Mutex<[String: Int]>([:])

/// A ticket, answering what `documented` says for each method.
private struct Ticket: RootResource, IsRESTful, AnswersStatus, DecodesJSON, Codable, Equatable {
    static let path = "tickets"
    let id: Int
    var title: String

    static func answerStatus(for method: HTTPMethod) -> Int? {
        documented.withLock { $0[method.rawValue] }
    }
}

/// A method of the API's own, as WebDAV's and the IETF's `QUERY` are.
private enum QUERY: RequestMethod {
    static var httpMethod: HTTPMethod { HTTPMethod(rawValue: "QUERY") }
}

/// A ticket's search, sent with that method, answered 202 as its declaration says.
private enum Probe: RecordAction, AnswersStatus {
    typealias Parent = Ticket
    typealias Method = QUERY
    static let path = "probe"
    static func parse(singular data: Data) throws -> Ticket { try Ticket.parse(singular: data) }
    static func answerStatus(for method: HTTPMethod) -> Int? { method.rawValue == "QUERY" ? 202 : nil }
}

@Suite("InMemoryBackend: the statuses a declaration says", .serialized)
struct InMemoryBackendStatusTests {
    @Test("an action of a method of the API's own answers the status its declaration says")
    func ownMethod() async throws {
        documented.withLock { $0 = [:] }
        let backend = InMemoryBackend(serving: Ticket.self, Probe.self)
        backend.insert(["id": 1, "title": "one"], at: Ticket.show(1))
        backend.handle(Probe.self) { context in context.record }
        let service = try Service(adapter: backend, URL: #require(URL(string: "http://api.test")))
        let response = try await service.call(Ticket.show(1) / Probe.action)
        #expect(response.status == 202)
        #expect(response.value == Ticket(id: 1, title: "one"))
    }

    /// Generated documents (a status from 200 to 204, or none, for each method) and generated
    /// calls: every success answers the declared status, or the verb's own (201 for a create,
    /// 204 for a delete, 200 for the rest), as a YopuyHummingbird server does; a 204 has no body.
    @Test("answers each success with the declared status, or its verb's", arguments: 0..<12)
    func declared(round: Int) async throws {
        var random = SystemRandomNumberGenerator()
        var statuses: [String: Int] = [:]
        for method in ["GET", "POST", "PUT", "PATCH", "DELETE"] where Bool.random(using: &random) {
            statuses[method] = Int.random(in: 200...204, using: &random)
        }
        documented.withLock { $0 = statuses }
        let backend = InMemoryBackend(serving: Ticket.self)
        let service = try Service(adapter: backend, URL: #require(URL(string: "http://api.test")))
        func expect<Value: Equatable>(
            _ response: Response<Value>,
            _ method: String,
            _ verbs: Int,
            _ value: Value
        ) {
            let status = statuses[method] ?? verbs
            #expect(response.status == status, "\(method), statuses \(statuses)")
            #expect(response.value == (status == 204 ? nil : value), "\(method), statuses \(statuses)")
        }
        var made: [Ticket] = []
        for _ in 0..<30 {
            switch (made.randomElement(using: &random), Int.random(in: 0..<6, using: &random)) {
            case (let ticket?, 0):
                expect(try await service.call(Ticket.show(ticket.id)), "GET", 200, ticket)
            case (let ticket?, 1):
                let changed = Ticket(id: ticket.id, title: "replaced \(ticket.id)")
                expect(
                    try await service.call(Ticket.replace(ticket.id), body: .json(["title": "replaced \(ticket.id)"])),
                    "PUT",
                    200,
                    changed
                )
                made = made.map { $0.id == ticket.id ? changed : $0 }
            case (let ticket?, 2):
                let changed = Ticket(id: ticket.id, title: "patched")
                expect(
                    try await service.call(Ticket.update(ticket.id), body: .json(["title": "patched"])),
                    "PATCH",
                    200,
                    changed
                )
                made = made.map { $0.id == ticket.id ? changed : $0 }
            case (let ticket?, 3):
                let response = try await service.call(Ticket.delete(ticket.id))
                #expect(response.status == statuses["DELETE"] ?? 204, "DELETE, statuses \(statuses)")
                made.removeAll { $0.id == ticket.id }
            case (_, 4):
                expect(try await service.call(Ticket.list), "GET", 200, made)
            default:
                let title = "ticket \(made.count)"
                let response = try await service.call(Ticket.create, body: .json(["title": title]))
                let status = statuses["POST"] ?? 201
                #expect(response.status == status, "POST, statuses \(statuses)")
                let listed = try await service.call(Ticket.list).value ?? []
                if let new = listed.first(where: { !made.contains($0) }) {
                    #expect(new.title == title)
                    #expect(response.value == (status == 204 ? nil : new), "POST, statuses \(statuses)")
                    made.append(new)
                }
            }
        }
    }
}
