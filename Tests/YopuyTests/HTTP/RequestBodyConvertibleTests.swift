import BlogModel
import Foundation
import Testing
import Yopuy

/// A resource that names the bodies its create, replace and update take.
struct Ticket: RootResource, IsCreatable, IsReplaceable, IsPatchable, IsShowable, DecodesJSON, Codable {
    typealias CreateBody = NewTicket
    typealias ReplaceBody = NewTicket
    typealias UpdateBody = TicketChange
    static let path = "tickets"
    let id: Int
}

struct NewTicket: EncodesJSON {
    var title: String
}

struct TicketChange: EncodesJSON {
    var score: Double

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }
}

/// A body in plain text, written by hand.
struct PlainText: RequestBodyConvertible {
    var text: String
    func requestBody() throws -> RequestBody {
        RequestBody(Data(text.utf8), contentType: "text/plain; charset=utf-8")
    }
}

/// A body that cannot become bytes.
struct Unsendable: RequestBodyConvertible {
    var error: any Error
    func requestBody() throws -> RequestBody { throw error }
}

struct Oops: Error {}

extension Ticket {
    /// `POST /tickets/{id}/notes`, taking ``PlainText`` only.
    enum AddNote: RecordAction, AnswersNoContent {
        typealias Parent = Ticket
        typealias Method = POSTWith<PlainText>
        static let path = "notes"
    }

    /// `PUT /tickets/{id}/failing`, whose body never encodes.
    enum Failing: RecordAction, AnswersNoContent {
        typealias Parent = Ticket
        typealias Method = PUTWith<Unsendable>
        static let path = "failing"
    }
}

@Suite("Typed request bodies")
struct RequestBodyConvertibleTests {
    /// What a call sent: method, target, content type and body.
    func sent(_ call: (Service<FakeAdapter>) async throws -> Void) async throws -> String {
        let request = try await sentRequest(call)
        let target = request.url.absoluteString.dropFirst("http://api.test/v1/".count)
        let body = request.body.map { String(decoding: $0, as: UTF8.self) } ?? "-"
        return "\(request.method) \(target) \(request.headers["Content-Type"] ?? "-") \(body)"
    }

    @Test("paths carry the body type their resource names")
    func types() {
        #expect(type(of: Ticket.create) == Path<Ticket, SingularPath, POSTWith<NewTicket>>.self)
        #expect(type(of: Ticket.replace(1)) == Path<Ticket, SingularPath, PUTWith<NewTicket>>.self)
        #expect(type(of: Ticket.update(1)) == Path<Ticket, SingularPath, PATCHWith<TicketChange>>.self)
        #expect(type(of: Post.create) == Path<Post, SingularPath, POST>.self)
        #expect(POST.self == POSTWith<RequestBody>.self)
        #expect(Ticket.update(1).method == .patch)
        #expect(Ticket.create.description == "POST tickets")
    }

    @Test("a typed body is encoded by its own type")
    func typedBodies() async throws {
        let created = try await sent { _ = try await $0.call(Ticket.create, body: NewTicket(title: "Crash")) }
        #expect(created == #"POST tickets application/json {"title":"Crash"}"#)
        let replaced = try await sent { _ = try await $0.call(Ticket.replace(2), body: NewTicket(title: "a/b")) }
        #expect(replaced == #"PUT tickets/2 application/json {"title":"a\/b"}"#)
        let changed = try await sent { _ = try await $0.call(Ticket.update(3), body: TicketChange(score: 1.5)) }
        #expect(changed == #"PATCH tickets/3 application/json {"score":1.5}"#)
        let noted = try await sent {
            _ = try await $0.call(Ticket.show(4) / Ticket.AddNote.action, body: PlainText(text: "hé"))
        }
        #expect(noted == "POST tickets/4/notes text/plain; charset=utf-8 hé")
        let bare = try await sent { _ = try await $0.call(Ticket.create) }
        #expect(bare == "POST tickets - -")
    }

    @Test("a call's own Content-Type wins over the body's")
    func contentTypeOverride() async throws {
        let sent = try await sent {
            _ = try await $0.call(
                Ticket.create,
                headers: ["Content-Type": "application/vnd.x+json"],
                body: NewTicket(title: "t")
            )
        }
        #expect(sent == #"POST tickets application/vnd.x+json {"title":"t"}"#)
    }

    @Test("resources that name no body type keep RequestBody")
    func untyped() async throws {
        let sent = try await sent { _ = try await $0.call(Post.create, body: .json(["title": "Hi"])) }
        #expect(sent == #"POST posts application/json {"title":"Hi"}"#)
    }

    @Test("a body that cannot be encoded fails the call with invalidBody and sends nothing")
    func encodingFailure() async throws {
        let requests = Recorder<AdapterRequest>()
        let service = try service(
            FakeAdapter { request, callback in
                requests.record(request)
                callback(AdapterResponse(status: 204))
            }
        )
        let nan = await #expect(throws: YopuyError.self) {
            try await service.call(Ticket.update(1), body: TicketChange(score: .nan))
        }
        #expect(nan?.code == .invalidBody)
        #expect(nan?.path == "tickets/1")
        #expect(nan?.underlyingError is EncodingError)

        let other = await #expect(throws: YopuyError.self) {
            try await service.call(Ticket.show(1) / Ticket.Failing.action, body: Unsendable(error: Oops()))
        }
        #expect(other?.code == .invalidBody)
        #expect(other?.path == "tickets/1/failing")
        #expect(other?.underlyingError is Oops)

        let handled = Recorder<YopuyError.Code>()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            service.call(Ticket.update(1), body: TicketChange(score: .infinity)) { result in
                if case .failure(let error) = result {
                    handled.record(error.code)
                }
                done.resume()
            }
        }
        #expect(handled.values == [.invalidBody])
        #expect(requests.values.isEmpty)
    }
}
