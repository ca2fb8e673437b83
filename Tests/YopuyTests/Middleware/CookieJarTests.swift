import BlogModel
import Foundation
import Testing

@testable import Yopuy

@Suite("CookieJar: RFC 6265's cookies, each kept to the origin that set it")
struct CookieJarTests {
    typealias Cookie = CookieJar.Cookie

    // MARK: - Reading Set-Cookie

    @Test("a Set-Cookie value is read as RFC 6265, 5.2, says")
    func parsing() throws {
        let full = try #require(
            Cookie.parse(
                " sid = a b ;Path=/v1; secure; HTTPONLY; Domain=.Example.COM; Max-Age=60; Expires=Wed, 21 Oct 2026 07:28:00 GMT"
            )
        )
        #expect(full.name == "sid")
        #expect(full.value == "a b")
        #expect(full.path == "/v1")
        #expect(full.isSecure && full.isHTTPOnly)
        #expect(full.domain == "example.com")
        #expect(full.maxAge == 60)
        #expect(full.expires == Date(timeIntervalSince1970: 1_792_567_680))
        // The last of each attribute that can be read counts; one that cannot be read is ignored.
        let last = try #require(
            Cookie.parse("a=1; Path=/x; Path=relative; Max-Age=5; Max-Age=5s; Domain=; Expires=never")
        )
        #expect(last.path == nil, "a path not starting with / means the default path")
        #expect(last.maxAge == 5)
        #expect(last.domain == nil)
        #expect(last.expires == nil)
        #expect(Cookie.parse("a=")?.value == "")
        #expect(Cookie.parse("a==b")?.value == "=b")
        #expect(Cookie.parse("a=1; Max-Age=-3")?.maxAge == -3)
        // Ignored whole: no `=`, an empty name, a control character, too long.
        for refused in [
            "novalue", "=x", " =x", "a=b\u{0}c", "a\u{7F}=b", "a=b\u{1B}", "n=" + String(repeating: "v", count: 4096),
        ] {
            #expect(Cookie.parse(refused) == nil, "\(refused.debugDescription)")
        }
        #expect(Cookie.parse("a=" + String(repeating: "v", count: 4095)) != nil)
    }

    @Test("an Expires date is read in every format RFC 6265's algorithm takes, for generated instants")
    func dates() throws {
        var generator = SeededGenerator(seed: 6265)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func mixedCase(_ text: String) -> String {
            String(
                text.map { Bool.random(using: &generator) ? Character($0.uppercased()) : Character($0.lowercased()) }
            )
        }
        for _ in 0..<500 {
            // 1601 to 9999 (two-digit years stand for 1970 to 2069).
            let seconds = Int64.random(in: -11_644_473_600...253_402_300_799, using: &generator)
            let date = Date(timeIntervalSince1970: Double(seconds))
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
            let (year, month, day) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
            #expect(CookieDate.daysSince1970(year: year, month: month, day: day) * 86_400 <= seconds)
            let time = String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            let weekday = days[(parts.weekday ?? 1) - 1]
            let monthName = months[month - 1]
            var texts = [
                "\(weekday), \(String(format: "%02d", day)) \(monthName) \(year) \(time) GMT",
                "\(weekday) \(monthName) \(day) \(time) \(year)",
                "\(mixedCase(weekday))day,\t\(day)-\(mixedCase(monthName))-\(year) \(time) gmt",
            ]
            if (1970...2069).contains(year) {
                texts.append(
                    "\(weekday)day, \(String(format: "%02d", day))-\(monthName)-\(String(format: "%02d", year % 100)) \(time) GMT"
                )
            }
            for text in texts {
                #expect(CookieDate.parse(text) == date, "\(text)")
            }
        }
        for refused in [
            "Wed, 30 Feb 2026 07:28:00 GMT", "Wed, 21 Oct 1600 07:28:00 GMT", "Wed, 21 Oct 2026 24:00:00 GMT",
            "Wed, 21 Oct 2026 GMT", "21 2026 07:28:00", "Wed, 32 Oct 2026 07:28:00 GMT", "", "tomorrow",
        ] {
            #expect(CookieDate.parse(refused) == nil, "\(refused)")
        }
        #expect(CookieDate.parse("Thu, 29 Feb 2024 00:00:00 GMT") != nil)
    }

    @Test("Set-Cookie fields a client joined with commas are split again, Expires dates whole, for generated cookies")
    func joinedFields() {
        var generator = SeededGenerator(seed: 2109)
        for _ in 0..<500 {
            let cookies = (0..<Int.random(in: 1...5, using: &generator)).map { index in
                var text =
                    "c\(index)_\(Int.random(in: 0...999, using: &generator))=v\(Int.random(in: 0...9, using: &generator))"
                for attribute in [
                    "Expires=Wed, 21 Oct 2026 07:28:00 GMT", "Path=/a,b", "Secure", "Max-Age=9", "Domain=x.test",
                ].shuffled(using: &generator).prefix(Int.random(in: 0...3, using: &generator)) {
                    text += "; " + attribute
                }
                return text
            }
            #expect(Cookie.setCookies(in: [cookies.joined(separator: ", ")]) == cookies)
            #expect(Cookie.setCookies(in: cookies) == cookies)
        }
    }

    // MARK: - Keeping and matching

    /// A jar at a fixed time that a test moves on.
    final class Clock: Sendable {
        private let seconds = Locked<Double>(1_800_000_000)
        var now: Date { Date(timeIntervalSince1970: seconds.withLock { $0 }) }
        func advance(by interval: Double) { seconds.withLock { $0 += interval } }
    }

    /// An answer from `url` that sets `cookies`, as the jar keeps it.
    func set(_ cookies: [String], from url: String, in jar: CookieJar) async throws {
        let adapter = FakeAsyncAdapter { _ in
            AdapterResponse(status: 200, headers: HTTPHeaders(cookies.map { .init(name: "Set-Cookie", value: $0) }))
        }
        _ = try await adapter.with(jar).send(AdapterRequest(method: .get, url: try #require(URL(string: url))))
    }

    /// The `name=value` pairs the jar sends to `url`.
    func sent(to url: String, by jar: CookieJar) throws -> [String] {
        jar.cookies(for: try #require(URL(string: url))).map { "\($0.name)=\($0.value)" }
    }

    @Test("domain, path, Secure and host-only match as RFC 6265, 5.4, says, on the origin that set them only")
    func matching() async throws {
        let jar = CookieJar()
        try await set(
            ["plain=1", "folder=2; Path=/v1", "deep=3; Path=/v1/posts/", "wide=4; Domain=api.example.com"],
            from: "https://api.example.com/v1/login",
            in: jar
        )
        try await set(["safe=5; Secure", "near=6; Domain=example.com"], from: "https://api.example.com/", in: jar)
        // Refused: a Domain the host is not under, a single label, Secure over http.
        try await set(
            [
                "foreign=7; Domain=other.com", "tld=8; Domain=com", "clear=9; Secure",
                "sub=10; Domain=v1.api.example.com",
            ],
            from: "http://api.example.com/",
            in: jar
        )
        #expect(
            try sent(to: "https://api.example.com/v1/posts/1", by: jar) == [
                "deep=3", "plain=1", "folder=2", "wide=4", "safe=5", "near=6",
            ]
        )
        #expect(
            try sent(to: "https://api.example.com/v1", by: jar) == [
                "plain=1", "folder=2", "wide=4", "safe=5", "near=6",
            ]
        )
        #expect(try sent(to: "https://api.example.com/v10", by: jar) == ["safe=5", "near=6"])
        #expect(try sent(to: "https://API.example.com:443/", by: jar) == ["safe=5", "near=6"])
        // Another origin gets none: the other scheme, another port, a subdomain, a parent.
        for other in [
            "http://api.example.com/v1/posts/1", "https://api.example.com:8443/v1", "https://v1.api.example.com/",
            "https://example.com/", "https://evil.test/",
        ] {
            #expect(try sent(to: other, by: jar) == [], "\(other)")
        }
        #expect(jar.allCookies.count == 6)
        #expect(jar.allCookies.allSatisfy { $0.origin == "https://api.example.com:443" })
        #expect(jar.allCookies.first { $0.name == "near" }?.isHostOnly == false)
        #expect(jar.allCookies.first { $0.name == "plain" }?.path == "/v1", "the default path is the folder")
        jar.removeAll()
        #expect(jar.allCookies.isEmpty)
    }

    @Test("a cookie is replaced, keeping its place, removed by Max-Age=0 or a past Expires, and ends at its time")
    func lifetimes() async throws {
        let clock = Clock()
        let jar = CookieJar(now: { clock.now })
        let url = "http://127.0.0.1:8080/"
        try await set(
            ["a=1", "b=1; Max-Age=10", "c=1; Expires=Wed, 21 Oct 2099 07:28:00 GMT", "d=1"],
            from: url,
            in: jar
        )
        #expect(try sent(to: url, by: jar) == ["a=1", "b=1", "c=1", "d=1"])
        try await set(
            ["a=2", "d=2; Max-Age=0", "c=2; Max-Age=100; Expires=Wed, 21 Oct 1999 07:28:00 GMT"],
            from: url,
            in: jar
        )
        #expect(try sent(to: url, by: jar) == ["a=2", "b=1", "c=2"], "Max-Age wins over Expires")
        clock.advance(by: 10)
        #expect(try sent(to: url, by: jar) == ["a=2", "c=2"])
        try await set(["a=3; Expires=Wed, 21 Oct 1999 07:28:00 GMT"], from: url, in: jar)
        #expect(try sent(to: url, by: jar) == ["c=2"])
        clock.advance(by: 90)
        #expect(try sent(to: url, by: jar) == [])
        #expect(jar.allCookies.isEmpty)
    }

    @Test("the jar keeps at most 50 cookies of one origin and its capacity in all, the least recently used going")
    func limits() async throws {
        let clock = Clock()
        let jar = CookieJar(capacity: 80, now: { clock.now })
        for index in 0..<60 {
            clock.advance(by: 1)
            try await set(["a\(index)=x"], from: "http://one.test/", in: jar)
        }
        #expect(jar.allCookies.map(\.name) == (10..<60).map { "a\($0)" })
        for index in 0..<40 {
            clock.advance(by: 1)
            try await set(["b\(index)=x"], from: "http://two.test/", in: jar)
        }
        #expect(jar.allCookies.count == 80)
        #expect(jar.allCookies.filter { $0.origin == "http://two.test:80" }.count == 40)
    }

    // MARK: - The middleware

    @Test("a cookie set by a redirection goes with the request that follows it; another origin gets none")
    func redirections() async throws {
        let seen = Recorder<(String, String?)>()
        let server = FakeAsyncAdapter { request in
            seen.record((request.url.absoluteString, request.headers["Cookie"]))
            switch request.url.path {
            case "/login":
                return AdapterResponse(status: 302, headers: ["Set-Cookie": "session=s1; Path=/", "Location": "/home"])
            case "/home":
                return AdapterResponse(status: 302, headers: ["Location": "http://other.test/land"])
            case "/land":
                return AdapterResponse(
                    status: 303,
                    headers: ["Set-Cookie": "theirs=x", "Location": "http://api.test/end"]
                )
            default:
                return AdapterResponse(status: 200)
            }
        }
        let jar = CookieJar()
        var request = AdapterRequest(method: .get, url: try #require(URL(string: "http://api.test/login")))
        request.headers["Cookie"] = "own=1"
        let answer = try await server.with(jar).send(request)
        #expect(answer.status == 200)
        #expect(answer.redirections == 3)
        #expect(answer.url?.absoluteString == "http://api.test/end")
        #expect(answer.redirectionChain.map(\.status) == [302, 302, 303])
        let expected: [(String, String?)] = [
            ("http://api.test/login", "own=1"), ("http://api.test/home", "own=1; session=s1"),
            ("http://other.test/land", nil), ("http://api.test/end", "session=s1"),
        ]
        #expect(seen.values.map(\.0) == expected.map(\.0))
        #expect(seen.values.map(\.1) == expected.map(\.1))
        // What other.test set is kept for a call to other.test, and only there.
        #expect(try sent(to: "http://other.test/", by: jar) == ["theirs=x"])
        #expect(try sent(to: "http://api.test/", by: jar) == ["session=s1"])
    }

    @Test("a stream's redirection sets the cookie its next hop sends; the body is the last answer's")
    func streamed() async throws {
        let seen = Recorder<String?>()
        let server = FakeStreamingAdapter { request in
            seen.record(request.headers["Cookie"])
            if request.url.path == "/v1/posts/1" {
                return StreamedAdapterResponse(
                    status: 302,
                    headers: ["Set-Cookie": "session=s1; Path=/v1", "Location": "/v1/moved"],
                    body: BodyStream(Data("moved".utf8))
                )
            }
            return StreamedAdapterResponse(status: 200, body: BodyStream(Data("streamed".utf8)))
        }
        let jar = CookieJar()
        let api = try service(server.with(jar))
        let answer = try await api.stream(Post.show(1))
        #expect(answer.status == 200)
        #expect(try await answer.body.collect(upTo: .max) == Data("streamed".utf8))
        #expect(answer.url?.path == "/v1/moved")
        #expect(seen.values == [nil, "session=s1"])
    }

    @Test("a service that follows no redirection gets the 302, and the jar keeps its cookie")
    func notFollowing() async throws {
        let jar = CookieJar()
        let server = FakeAsyncAdapter { request in
            AdapterResponse(status: 302, headers: ["Set-Cookie": "session=s1", "Location": "/elsewhere"])
        }
        var api = try service(server.with(jar))
        api.redirects = .doNotFollow
        let error = await #expect(throws: YopuyError.self) { try await api.call(Post.show(1)) }
        #expect(error?.status == 302)
        #expect(jar.allCookies.map(\.value) == ["s1"])
    }

    @Test("an answer an ETagCache kept sets no cookie again")
    func cachedAnswers() async throws {
        let jar = CookieJar()
        let calls = Recorder<String?>()
        let server = FakeAsyncAdapter { request in
            let count = calls.record(request.headers["Cookie"])
            if request.headers["If-None-Match"] != nil {
                return AdapterResponse(status: 304, headers: ["ETag": "\"1\""])
            }
            return AdapterResponse(
                status: 200,
                headers: ["ETag": "\"1\"", "Set-Cookie": "session=s\(count)"],
                body: Data(#"{"id": 1, "title": "Hi"}"#.utf8)
            )
        }
        let api = try service(server.with(ETagCache()).with(jar))
        _ = try await api.call(Post.show(1))
        jar.removeAll()
        let again = try await api.call(Post.show(1))
        #expect(again.isFromCache)
        #expect(jar.allCookies.isEmpty)
        #expect(calls.values == [nil, nil])
    }

    @Test("a LogExchanges inside the jar writes its Cookie field redacted")
    func logged() async throws {
        let entries = Recorder<LogExchanges.Entry>()
        let server = FakeAsyncAdapter { _ in
            AdapterResponse(
                status: 200,
                headers: ["Set-Cookie": "session=s3cr3t"],
                body: Data(#"{"id": 1, "title": "Hi"}"#.utf8)
            )
        }
        let api = try service(server.with(LogExchanges { entries.record($0) }).with(CookieJar()))
        _ = try await api.call(Post.show(1))
        _ = try await api.call(Post.show(1))
        let lines = entries.values.map(\.curl)
        #expect(lines.count == 2)
        #expect(!lines[0].contains("Cookie"))
        #expect(lines[1].contains("-H 'Cookie: <redacted>'"))
        #expect(!lines.joined().contains("s3cr3t"))
    }

    // MARK: - Generated sessions

    /// What the generated server said to one service and what it received from it.
    struct Exchange: Sendable {
        var service: Int
        /// Whether the request went to the origin its call was sent to.
        var onItsOrigin: Bool
        var origin: String
        var cookies: [String]
    }

    @Test(
        "interleaved calls of services with jars of their own, to servers that set and rotate cookies: no request carries a cookie its service was not given by that origin",
        arguments: [1, 2, 3, 4, 5]
    )
    func generatedSessions(seed: UInt64) async throws {
        let origins = ["http://a.test", "https://a.test", "http://a.test:8080", "http://b.test", "https://sub.a.test"]
        let paths = ["/", "/v1", "/v1/posts", "/v1/posts/1", "/w"]
        let sets = Recorder<(service: Int, origin: String, value: String, expired: Bool)>()
        let received = Recorder<Exchange>()
        let counter = Locked(0)
        let generatorForServer = Locked(SeededGenerator(seed: seed &* 7919))
        // The server: every answer rotates a cookie, with generated attributes, and some redirect.
        let server = FakeAsyncAdapter { request in
            let caller = (request.headers["X-Caller"] ?? "").split(separator: " ").map(String.init)
            let service = Int(caller.first ?? "") ?? -1
            let origin = CookieJar.origin(of: request.url) ?? "?"
            let pairs = request.headers.values(for: "Cookie").flatMap { $0.components(separatedBy: "; ") }
            let onItsOrigin = caller.last == origin
            received.record(Exchange(service: service, onItsOrigin: onItsOrigin, origin: origin, cookies: pairs))
            let number = counter.withLock { count in
                count += 1
                return count
            }
            return generatorForServer.withLock { generator in
                let name = ["session", "csrf", "pref"].randomElement(using: &generator) ?? "session"
                let value = "s\(service)n\(number)"
                var cookie = "\(name)=\(value)"
                let expired = Int.random(in: 0..<8, using: &generator) == 0
                if expired {
                    cookie += "; Max-Age=0"
                }
                if Bool.random(using: &generator) {
                    cookie += "; Path=" + (paths.randomElement(using: &generator) ?? "/")
                }
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    cookie +=
                        "; Domain="
                        + (["a.test", ".a.test", "b.test", "sub.a.test"].randomElement(using: &generator) ?? "")
                }
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    cookie += "; Secure"
                }
                sets.record((service, origin, value, expired))
                if Int.random(in: 0..<5, using: &generator) == 0 {
                    let target =
                        (origins.randomElement(using: &generator) ?? "")
                        + (paths.randomElement(using: &generator) ?? "/")
                    return AdapterResponse(status: 302, headers: ["Set-Cookie": cookie, "Location": target])
                }
                return AdapterResponse(
                    status: 200,
                    headers: ["Set-Cookie": cookie],
                    body: Data(#"{"id": 1, "title": "Hi"}"#.utf8)
                )
            }
        }
        var generator = SeededGenerator(seed: seed)
        let plans = (0..<6).map { _ in
            (0..<30).map { _ in
                (origins.randomElement(using: &generator) ?? "", paths.randomElement(using: &generator) ?? "/")
            }
        }
        let jars = plans.indices.map { _ in CookieJar() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, plan) in plans.enumerated() {
                let adapter = server.with(jars[index])
                group.addTask {
                    for (origin, path) in plan {
                        var request = AdapterRequest(method: .get, url: try #require(URL(string: origin + path)))
                        request.headers["Authorization"] = "Bearer s\(index)"
                        request.headers["X-Caller"] = "\(index) \(CookieJar.origin(of: request.url) ?? "")"
                        _ = try await adapter.send(request)
                        await Task.yield()
                    }
                }
            }
            try await group.waitForAll()
        }
        let given = sets.values
        #expect(received.values.count >= 180)
        #expect(received.values.contains { !$0.cookies.isEmpty }, "the generated calls sent cookies back")
        for exchange in received.values {
            #expect(exchange.service >= 0)
            if !exchange.onItsOrigin {
                #expect(exchange.cookies.isEmpty, "a hop off its call's origin carries no cookie")
            }
            for pair in exchange.cookies {
                let value = String(pair.drop { $0 != "=" }.dropFirst())
                let origin = given.first { $0.value == value }
                #expect(origin?.service == exchange.service, "\(pair) went to service \(exchange.service)")
                #expect(
                    origin?.origin == exchange.origin,
                    "\(pair) set by \(origin?.origin ?? "?") went to \(exchange.origin)"
                )
                #expect(origin?.expired == false, "\(pair) was set already expired")
            }
        }
    }
}
