import Foundation
import Hummingbird
import Testing
import Yopuy
import YopuyHummingbird

/// Generated sequences of calls through both clients to a server whose success statuses and
/// error bodies a generated document gives (DocumentedAnswers.swift): every answer has the status
/// its declaration says, or the verb's own, and every failure, the server's own included, comes
/// in the API's error shape with its status, decoded as declared.
@Suite struct DocumentedAnswersTests {
    /// What a call must meet.
    enum Expected<Value: Equatable> {
        /// An answer of `status`, whose value is `value` (`nil`: no body).
        case answer(Int, Value?)
        /// A failure of `status` whose body is the API's errors, checked by `check`.
        case failure(Int, (APIErrors) -> Bool)
    }

    /// Meets `expected` with what `call` answers.
    static func meet<Value: Equatable>(
        _ expected: Expected<Value>,
        _ said: String,
        _ call: () async throws(YopuyError) -> Yopuy.Response<Value>
    ) async {
        do throws(YopuyError) {
            let response = try await call()
            guard case .answer(let status, let value) = expected else {
                Issue.record("\(said): answered \(response.status), where a failure was due")
                return
            }
            #expect(response.status == status, "\(said)")
            #expect(response.value == value, "\(said)")
        } catch {
            guard case .failure(let status, let check) = expected else {
                Issue.record("\(said): \(error)")
                return
            }
            #expect(error.status == status, "\(said): \(error)")
            let body = error.decodedBody(as: APIErrors.self)
            #expect(body.map(check) == true, "\(said): \(String(decoding: error.body ?? Data(), as: UTF8.self))")
        }
    }

    /// The text a call sends, which decides the answer (see `documentedRouter()`), and what it
    /// must meet for a value `value` of a declaration that answers `declared` or `verbs`.
    static func outcome<Value: Equatable>(
        _ text: String,
        _ value: Value,
        declared: Int?,
        verbs: Int,
        request: String
    ) -> Expected<Value> {
        if text.isEmpty {
            return .answer(declared ?? 204, nil)
        }
        if text == "leak" {
            return .failure(500) { errors in
                errors.errors["request"] == ["the server could not answer \(request)"]
            }
        }
        if text.hasPrefix("fail ") {
            let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            return .failure(Int(parts[1]) ?? 500) { $0.errors == ["note": [parts.count > 2 ? String(parts[2]) : ""]] }
        }
        let status = declared ?? verbs
        return .answer(status, status == 204 ? nil : value)
    }

    /// A text for a call: nothing, a leak, a failure of a generated status and message, or a
    /// note's text.
    static func text(_ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<3: ""
        case 3..<5: "leak"
        case 5..<10:
            "fail \([400, 401, 403, 404, 409, 410, 422, 429, 500, 503].randomElement(using: &random) ?? 400) \(random.text())"
        default: random.text()
        }
    }

    @Test(arguments: Adapter.allCases) func everyAnswerAsDocumented(_ adapter: Adapter) async throws {
        let seed = Documented.seed
        try await serving(documentedRouter()) { base in
            var random = SeededGenerator(seed: seed ^ UInt64(adapter == .urlSession ? 1 : 2))
            var service = adapter.service(at: base)
            service.errorBody = .json(APIErrors.self)
            let get = Documented.status("Note", .get)
            for round in 0..<240 {
                let said = "seed \(seed) (YOPUY_SEED), round \(round), statuses \(Documented.statuses)"
                let id = Int.random(in: 1...1_000_000, using: &random)
                let text = Self.text(&random)
                let body = Yopuy.RequestBody(Data(text.utf8), contentType: "text/plain; charset=utf-8")
                switch Int.random(in: 0..<13, using: &random) {
                case 0:
                    let status = get ?? 200
                    await Self.meet(.answer(status, status == 204 ? nil : [Note(id: 1, text: "listed")]), said) {
                        () async throws(YopuyError) in try await service.call(Note.list)
                    }
                case 1:
                    let status = get ?? 200
                    await Self.meet(.answer(status, status == 204 ? nil : Note(id: id, text: "shown")), said) {
                        () async throws(YopuyError) in try await service.call(Note.show(id))
                    }
                case 2:
                    let stars = Int.random(in: -3...1000, using: &random)
                    let expected: Expected<Note> =
                        stars < 0
                        ? .failure(422) { $0.errors == ["stars": ["must be at least 0"]] }
                        : Self.outcome(
                            text,
                            Note(id: stars, text: text),
                            declared: Documented.status("Note", .post),
                            verbs: 201,
                            request: "POST /notes"
                        )
                    await Self.meet(expected, said) { () async throws(YopuyError) in
                        try await service.call(Note.create, body: NoteDraft(text: text, stars: stars))
                    }
                case 3:
                    let expected = Self.outcome(
                        text,
                        Note(id: id, text: text),
                        declared: Documented.status("Note", .put),
                        verbs: 200,
                        request: "PUT /notes/\(id)"
                    )
                    await Self.meet(expected, said) { () async throws(YopuyError) in
                        try await service.call(Note.replace(id), body: body)
                    }
                case 4:
                    let expected = Self.outcome(
                        text,
                        Note(id: id, text: text),
                        declared: Documented.status("Note", .patch),
                        verbs: 200,
                        request: "PATCH /notes/\(id)"
                    )
                    await Self.meet(expected, said) { () async throws(YopuyError) in
                        try await service.call(Note.update(id), body: body)
                    }
                case 5:
                    let declared = Documented.status("Note", .delete)
                    await Self.meet(Expected<Note>.answer(declared ?? 204, nil), said) { () async throws(YopuyError) in
                        try await service.call(Note.delete(id))
                    }
                case 6:
                    let expected = Self.outcome(
                        text,
                        Note(id: id, text: text),
                        declared: Documented.status("Archive", .post),
                        verbs: 200,
                        request: "POST /notes/\(id)/archive"
                    )
                    await Self.meet(expected, said) { () async throws(YopuyError) in
                        try await service.call(Note.show(id) / Note.Archive.action, body: body)
                    }
                case 7:
                    // NoContent is served with the declared status, or 204, and no body.
                    let declared = Documented.status("Pin", .put)
                    var expected = Self.outcome(
                        text,
                        NoContent(),
                        declared: declared,
                        verbs: 204,
                        request: "PUT /notes/\(id)/pin"
                    )
                    if case .answer(let status, _) = expected {
                        expected = .answer(status, nil)
                    }
                    await Self.meet(expected, said) { () async throws(YopuyError) in
                        try await service.call(Note.show(id) / Note.Pin.action, body: body)
                    }
                case 8:
                    let status = Documented.status("Reply", .get) ?? 200
                    await Self.meet(.answer(status, status == 204 ? nil : [Reply(id: id, text: "listed")]), said) {
                        () async throws(YopuyError) in try await service.call(Note.show(id) / Reply.list)
                    }
                case 9:
                    let expected = Self.outcome(
                        text,
                        Reply(id: id, text: text),
                        declared: Documented.status("Reply", .post),
                        verbs: 201,
                        request: "POST /notes/\(id)/replies"
                    )
                    await Self.meet(expected, said) { () async throws(YopuyError) in
                        try await service.call(Note.show(id) / Reply.create, body: body)
                    }
                case 10:
                    // An ID that is not one: 404, in the API's shape, in words.
                    let name = "n" + random.text()
                    await Self.meet(
                        Expected<Data>.failure(404) { errors in
                            errors.errors["request"]?.first?.hasSuffix("is not an ID of type Int") == true
                        },
                        said
                    ) { () async throws(YopuyError) in try await service.call(LooseNote.show(name)) }
                case 11:
                    // A body that does not read: the API's status for it, in words, no decoder's types.
                    let unread: [(String, String)] = [
                        (#"{"text":"a"}"#, "`stars` is missing"),
                        (#"{"text":"a","stars":"many"}"#, "`stars` is not an Int"),
                        (#"{"text":null,"stars":1}"#, "`text` is null, where String is needed"),
                        ("\(text)}{", "it is not valid JSON"),
                    ]
                    let (bytes, words) = unread.randomElement(using: &random) ?? unread[0]
                    let sent = Yopuy.RequestBody(Data(bytes.utf8), contentType: "application/json")
                    await Self.meet(
                        Expected<Data>.failure(Int(Documented.unreadableBody.code)) { errors in
                            let message = errors.errors["request"]?.first ?? ""
                            return message == "POST notes: the body is not a NoteDraft: \(words)"
                                && !message.contains("DecodingError") && !message.contains("CodingKeys")
                        },
                        said
                    ) { () async throws(YopuyError) in try await service.call(LooseNote.create, body: sent) }
                default:
                    // A path no route serves: Hummingbird's 404, in the API's shape.
                    await Self.meet(Expected<Data>.failure(404) { $0.errors["request"]?.isEmpty == false }, said) {
                        () async throws(YopuyError) in try await service.call(Nowhere.list)
                    }
                }
            }
        }
    }
}

/// Generated queries, sent as a type and read as the same type by the server, through both
/// clients; one that does not read is the API's error, in words.
@Suite struct TypedQueryTests {
    @Test(arguments: Adapter.allCases) func theServerReadsTheQueryTheClientSent(_ adapter: Adapter) async throws {
        let seed = SeededGenerator.seed()
        try await serving(documentedRouter()) { base in
            var random = SeededGenerator(seed: seed)
            var service = adapter.service(at: base)
            service.errorBody = .json(APIErrors.self)
            for round in 0..<100 {
                let query = ProbeQuery(
                    text: random.text(allowDots: true),
                    limit: Bool.random(using: &random) ? random.integer() : nil,
                    tags: (0..<Int.random(in: 0...3, using: &random)).map { _ in random.text(allowDots: true) },
                    draft: Bool.random(using: &random),
                    since: Bool.random(using: &random)
                        ? Date(timeIntervalSince1970: TimeInterval(Int.random(in: 0...4_000_000_000, using: &random)))
                        : nil
                )
                let probes = try await service.call(Probe.list, query: try Query(query)).value
                #expect(probes == [Probe(id: 1, query: query)], "seed \(seed) (YOPUY_SEED), round \(round)")
            }
            let wrong: Query = ["text": "x", "tags": "a", "draft": "maybe"]
            let error = await #expect(throws: YopuyError.self) { try await service.call(Probe.list, query: wrong) }
            #expect(error?.status == Int(Documented.unreadableBody.code))
            let message = error?.decodedBody(as: APIErrors.self)?.errors["request"]?.first
            #expect(message == "GET /probes: the query is not a ProbeQuery: `draft` is not a Bool")
        }
    }
}

/// Generated callers interleaved through both clients, each with its own token, a revoked one,
/// or none: the server reads each caller's token typed, and refuses the others in the API's shape.
@Suite struct CredentialTests {
    @Test(arguments: Adapter.allCases) func eachCallerIsReadAsItself(_ adapter: Adapter) async throws {
        let seed = SeededGenerator.seed()
        try await serving(documentedRouter()) { base in
            var random = SeededGenerator(seed: seed)
            let client = adapter.service(at: base)
            // Tokens of visible ASCII, as a header carries them; one revoked, one caller without.
            var tokens: [String?] = (0..<4).map { _ in
                (0..<Int.random(in: 1...40, using: &random)).map { _ in
                    String(UnicodeScalar(UInt8.random(in: 0x21...0x7E, using: &random)))
                }.joined()
            }
            tokens += ["revoked", nil]
            let services = tokens.map { token in
                var service =
                    token.map { token in
                        Service(
                            adapter: AnyHTTPAdapter(
                                client.adapter.with(Authentication(FixedToken(value: token), for: NoteToken.self))
                            ),
                            URL: base
                        )
                    } ?? client
                service.errorBody = .json(APIErrors.self)
                return service
            }
            for round in 0..<120 {
                let caller = Int.random(in: 0..<services.count, using: &random)
                let id = Int.random(in: 1...1000, using: &random)
                let said = "seed \(seed) (YOPUY_SEED), round \(round), caller \(caller)"
                do throws(YopuyError) {
                    let secret = try await services[caller].call(Secret.show(id)).value
                    #expect(tokens[caller] != nil && tokens[caller] != "revoked", "\(said)")
                    #expect(secret == Secret(id: id, owner: tokens[caller] ?? ""), "\(said)")
                } catch {
                    let message = error.decodedBody(as: APIErrors.self)?.errors["request"]?.first ?? ""
                    switch tokens[caller] {
                    case nil:
                        #expect(error.status == 401, "\(said)")
                        #expect(error.headers?["WWW-Authenticate"] == "Token", "\(said)")
                        #expect(
                            message == "GET /secrets/\(id) needs a credential: Authorization: Token <token>",
                            "\(said)"
                        )
                    case "revoked":
                        #expect(error.status == 403, "\(said)")
                        #expect(message == "GET /secrets/\(id): this credential may not", "\(said)")
                    default:
                        Issue.record("\(said): \(error)")
                    }
                }
            }
        }
    }
}

/// Generated answers chosen by `answer` handlers, through both clients: statuses, `Location`s,
/// pages linked by relative `Link`s, `ETag`s, and a list answered to a `POST`.
@Suite struct ChosenAnswersTests {
    @Test(arguments: Adapter.allCases) func everyChosenAnswerArrives(_ adapter: Adapter) async throws {
        let seed = SeededGenerator.seed()
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 0...23, using: &random)
        let pageSize = Int.random(in: 1...5, using: &random)
        try await serving(ticketRouter(count: count, pageSize: pageSize)) { base in
            var random = SeededGenerator(seed: seed ^ 0xA115)
            let service = adapter.service(at: base)
            for round in 0..<60 {
                let said = "seed \(seed) (YOPUY_SEED), round \(round)"
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let status = [nil, 200, 201, 202, 203, 204].randomElement(using: &random) ?? nil
                    let empty = Int.random(in: 0..<4, using: &random) == 0
                    // A Location of visible ASCII, relative or absolute, as servers send them.
                    let location = (0..<Int.random(in: 1...40, using: &random)).map { _ in
                        String(UnicodeScalar(UInt8.random(in: 0x21...0x7E, using: &random)))
                    }.joined()
                    let order = TicketOrder(title: "t\(round)", status: status, location: location, empty: empty)
                    let response = try await service.call(Ticket.create, body: order)
                    let expected = status ?? (empty ? 204 : 201)
                    #expect(response.status == expected, "\(said)")
                    #expect(
                        response.value == (empty || expected == 204 ? nil : Ticket(id: 1, title: "t\(round)")),
                        "\(said)"
                    )
                    #expect(response.headers["Location"] == location, "\(said)")
                case 1:
                    var listed: [Ticket] = []
                    var pages = 0
                    for try await page in service.pages(Ticket.list) {
                        listed += page.value ?? []
                        pages += 1
                    }
                    #expect(listed.map(\.id) == Array(0..<count).map { $0 + 1 }, "\(said)")
                    #expect(pages == max(1, (count + pageSize - 1) / pageSize), "\(said)")
                case 2:
                    let id = Int.random(in: 1...1000, using: &random)
                    let response = try await service.call(Ticket.show(id))
                    #expect(response.status == (id % 2 == 1 ? 203 : 200), "\(said)")
                    #expect(response.headers["ETag"] == "\"\(id)\"", "\(said)")
                    #expect(response.value == Ticket(id: id, title: "shown"), "\(said)")
                default:
                    let text = "\(Int.random(in: 1...9, using: &random))"
                    let body = Yopuy.RequestBody(Data(text.utf8), contentType: "text/plain")
                    let response = try await service.call(Ticket.Search.action, body: body)
                    #expect(response.status == 200, "\(said)")
                    #expect(
                        response.value?.map(\.id)
                            == (1...max(count, 1)).prefix(count).filter { "ticket \($0)".contains(text) },
                        "\(said)"
                    )
                    #expect(response.headers["Cache-Control"] == "no-store", "\(said)")
                }
            }
        }
    }
}
