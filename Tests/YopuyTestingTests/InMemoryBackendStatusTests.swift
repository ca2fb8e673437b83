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

@Suite("InMemoryBackend: the statuses a declaration says", .serialized)
struct InMemoryBackendStatusTests {
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
