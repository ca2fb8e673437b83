import Foundation
import HTTPTypes
import Hummingbird
import Synchronization
import Yopuy
import YopuyHummingbird

// Declarations whose success statuses and error bodies are generated, as a document would give
// them: each declaration's statuses are drawn once a run from its seed (YOPUY_SEED), and so is
// the status this API answers a body that does not read with.

/// What the generated document says: a success status for some methods of each declaration,
/// none (the verb's own) for the rest.
enum Documented {
    static let seed = SeededGenerator.seed()

    /// The success statuses drawn for `declarations`, method by method.
    static let statuses: [String: [String: Int]] = {
        var random = SeededGenerator(seed: seed)
        let methods: [(String, [String])] = [
            ("Note", ["GET", "POST", "PUT", "PATCH", "DELETE"]), ("Reply", ["GET", "POST"]),
            ("Archive", ["POST"]), ("Pin", ["PUT"]),
        ]
        var statuses: [String: [String: Int]] = [:]
        for (declaration, verbs) in methods {
            for verb in verbs where Bool.random(using: &random) {
                statuses[declaration, default: [:]][verb] = [200, 201, 202, 203, 204].randomElement(using: &random)
            }
        }
        return statuses
    }()

    /// What this API answers a body that does not read with: 422 or 400.
    static let unreadableBody: HTTPResponse.Status = {
        var random = SeededGenerator(seed: seed ^ 0x5EED)
        return Bool.random(using: &random) ? .unprocessableContent : .badRequest
    }()

    /// The status `declaration` declares for `method`, if any.
    static func status(_ declaration: String, _ method: Yopuy.HTTPMethod) -> Int? {
        statuses[declaration]?[method.rawValue]
    }
}

/// The API's error body, as Conduit's document gives it.
struct APIErrors: Codable, Equatable, Sendable {
    var errors: [String: [String]]
}

/// A note: every verb, each answering the status the document gives it.
struct Note: RootResource, IsRESTful, AnswersStatus, DecodesJSON, Codable, Equatable, Sendable {
    typealias CreateBody = NoteDraft
    static let path = "notes"
    let id: Int
    var text: String

    static func answerStatus(for method: Yopuy.HTTPMethod) -> Int? { Documented.status("Note", method) }

    /// `POST notes/{id}/archive`, answering the note.
    enum Archive: RecordAction, AnswersStatus {
        typealias Parent = Note
        typealias Method = POST
        static let path = "archive"
        static func parse(singular data: Data) throws -> Note { try Note.parse(singular: data) }
        static func answerStatus(for method: Yopuy.HTTPMethod) -> Int? { Documented.status("Archive", method) }
    }

    /// `PUT notes/{id}/pin`, answering nothing.
    enum Pin: RecordAction, AnswersNoContent, AnswersStatus {
        typealias Parent = Note
        typealias Method = PUT
        static let path = "pin"
        static func answerStatus(for method: Yopuy.HTTPMethod) -> Int? { Documented.status("Pin", method) }
    }
}

/// What creating a note sends; its own reading refuses a negative count of stars with the API's
/// 422.
struct NoteDraft: EncodesJSON, Decodable, DecodesRequestBody, Equatable {
    var text: String
    var stars: Int

    static func decode(requestBody: Yopuy.RequestBody) throws -> NoteDraft {
        let draft = try JSONDecoder().decode(NoteDraft.self, from: requestBody.data)
        guard draft.stars >= 0 else {
            throw ResourceError(.unprocessableContent, APIErrors(errors: ["stars": ["must be at least 0"]]))
        }
        return draft
    }
}

/// A reply to a note.
struct Reply: ChildResource, IsListable, IsCreatable, AnswersStatus, DecodesJSON, Codable, Equatable, Sendable {
    typealias Parent = Note
    static let path = "replies"
    let id: Int
    var text: String

    static func answerStatus(for method: Yopuy.HTTPMethod) -> Int? { Documented.status("Reply", method) }
}

/// What a client that does not know the API's types sends to `notes`: a name where the ID is a
/// number, and any bytes as a note to create.
struct LooseNote: RootResource, IsShowable, IsCreatable, Sendable {
    typealias ID = String
    static let path = "notes"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
}

/// What a probe's list reads from its query, and sends back: one type for both ends.
struct ProbeQuery: QueryParameters, Equatable {
    var text: String
    var limit: Int?
    var tags: [String]
    var draft: Bool
    var since: Date?
}

/// A probe: a list that answers the query it read.
struct Probe: RootResource, IsListable, DecodesJSON, Codable, Equatable, Sendable {
    static let path = "probes"
    let id: Int
    var query: ProbeQuery
}

/// How this API's requests carry a caller's token: `Authorization: Token <token>`.
enum NoteToken: CredentialScheme {
    static let scheme = "Token"
}

/// A fixed token, as an API key is.
struct FixedToken: TokenProvider {
    let value: String
    func token() -> String { value }
    func refreshedToken(replacing rejected: String) -> String { rejected }
}

/// What only a caller with a token reads: its owner is the token it was read with.
struct Secret: RootResource, IsShowable, DecodesJSON, Codable, Equatable, Sendable {
    static let path = "secrets"
    let id: Int
    var owner: String
}

/// A path no route serves.
struct Nowhere: RootResource, IsListable, Sendable {
    static let path = "nowhere"
    let id: Int
    static func parse(collection data: Data) throws -> Data { data }
}

/// An error no one meant a client to see.
struct Leak: Error, CustomStringConvertible {
    var description: String { "Fatal: connection string postgres://admin:hunter2@db" }
}

/// Serves the declarations above: a note's text decides its answer, so that the client chooses
/// what each call meets. A text `fail <status> <message>` throws that status in the API's body,
/// `leak` throws an error of the server's own, and an empty text answers nothing.
func documentedRouter() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(
        middleware: APIErrorMiddleware { status, message in
            ResourceError(
                status == .badRequest ? Documented.unreadableBody : status,
                APIErrors(errors: ["request": [message]])
            )
        }
    )
    router.on(Note.list) { _, _ in [Note(id: 1, text: "listed")] }
    router.on(Probe.list) { request, _ in [Probe(id: 1, query: try request.query(as: ProbeQuery.self))] }
    let signedIn = router.group()
        .add(middleware: RequiresCredential<BasicRequestContext, NoteToken> { $0.token != "revoked" })
    signedIn.on(Secret.show) { id, request, _ in
        Secret(id: id, owner: try request.credential(NoteToken.self).token)
    }
    router.on(Note.show) { id, _, _ in try answer(Note(id: id, text: "shown")) }
    router.on(Note.create) { draft, _, _ in try answer(Note(id: draft.stars, text: draft.text)) }
    router.on(Note.replace) { id, body, _, _ in
        try answer(Note(id: id, text: String(decoding: body.data, as: UTF8.self)))
    }
    router.on(Note.update) { id, body, _, _ in
        try answer(Note(id: id, text: String(decoding: body.data, as: UTF8.self)))
    }
    router.on(Note.delete) { id, _, _ in try answer(Note(id: id, text: "")) }
    router.on(Note.show / Note.Archive.action) { id, body, _, _ in
        try answer(Note(id: id, text: String(decoding: body.data, as: UTF8.self)))
    }
    router.on(Note.show / Note.Pin.action) { id, body, _, _ in
        _ = try answer(Note(id: id, text: String(decoding: body.data, as: UTF8.self)))
        return NoContent()
    }
    router.on(Note.show / Reply.list) { id, _, _ in [Reply(id: id, text: "listed")] }
    router.on(Note.show / Reply.create) { id, body, _, _ in
        try answer(Note(id: id, text: String(decoding: body.data, as: UTF8.self))).map {
            Reply(id: $0.id, text: $0.text)
        }
    }
    return router
}

/// The handlers' answer for `note`, decided by its text.
private func answer(_ note: Note) throws -> Note? {
    if note.text == "leak" {
        throw Leak()
    }
    if note.text.hasPrefix("fail ") {
        let parts = note.text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        let status = HTTPResponse.Status(code: Int(parts[1]) ?? 500)
        throw ResourceError(status, APIErrors(errors: ["note": [parts.count > 2 ? String(parts[2]) : ""]]))
    }
    return note.text.isEmpty ? nil : note
}

/// A ticket, served with `answer`: its handlers choose each answer's status and header fields.
struct Ticket: RootResource, IsListable, IsShowable, IsCreatable, DecodesJSON, Codable, Equatable, Sendable {
    typealias CreateBody = TicketOrder
    static let path = "tickets"
    let id: Int
    var title: String

    /// `POST tickets/search`: a list answered to a body.
    enum Search: CollectionAction, ParsesCollection {
        typealias Target = Ticket
        typealias Method = POST
        typealias Kind = CollectionPath
        static let path = "search"
        static func parse(singular data: Data) throws -> Ticket { try Ticket.parse(singular: data) }
        static func parse(collection data: Data) throws -> [Ticket] { try Ticket.parse(collection: data) }
    }
}

/// The page a ticket list asks for.
struct TicketPage: QueryParameters {
    var page: Int?
}

/// `Link`, which HTTPTypes names no member for.
let linkField: HTTPField.Name = {
    guard let name = HTTPField.Name("Link") else { preconditionFailure("Link is a field name") }
    return name
}()

/// What a ticket's create asks of its answer, sent as its body: the status, the `Location`, and
/// whether it carries the ticket.
struct TicketOrder: Codable, Sendable, Equatable, EncodesJSON, DecodesRequestBody {
    var title: String
    var status: Int?
    var location: String
    var empty: Bool
}

/// Serves tickets with `answer`: a create answers the status and `Location` its body asks for; a
/// list answers pages of `pageSize` of `count` tickets, each with a relative `Link` to the next;
/// a show answers 203 and an `ETag` for an odd ID; a search answers the tickets whose title
/// contains the body's text.
func ticketRouter(count: Int, pageSize: Int) -> Router<BasicRequestContext> {
    let router = Router()
    let tickets = (1...max(count, 1)).map { Ticket(id: $0, title: "ticket \($0)") }.prefix(count)
    router.answer(Ticket.create) { order, _, _ in
        ResourceAnswer(
            order.empty ? nil : Ticket(id: 1, title: order.title),
            status: order.status.map { HTTPResponse.Status(code: $0) },
            headerFields: [.location: order.location]
        )
    }
    router.answer(Ticket.list) { request, _ in
        let page = try request.query(as: TicketPage.self).page ?? 1
        let shown = Array(tickets.dropFirst((page - 1) * pageSize).prefix(pageSize))
        var fields: HTTPFields = [:]
        if page * pageSize < count {
            fields[linkField] = "</tickets?page=\(page + 1)>; rel=\"next\""
        }
        return ResourceAnswer(shown, headerFields: fields)
    }
    router.answer(Ticket.show) { id, _, _ in
        ResourceAnswer(
            Ticket(id: id, title: "shown"),
            status: id % 2 == 1 ? .nonAuthoritativeInformation : nil,
            headerFields: [.eTag: "\"\(id)\""]
        )
    }
    router.answer(Ticket.Search.action) { body, _, _ in
        let text = String(decoding: body.data, as: UTF8.self)
        return ResourceAnswer(tickets.filter { $0.title.contains(text) }, headerFields: [.cacheControl: "no-store"])
    }
    return router
}
