import BlogModel
import Foundation
import Testing
import Yopuy
import YopuyTesting

@Suite("InMemoryBackend behind a server that sets cookies: each service's jar its own")
struct InMemoryBackendCookieTests {
    /// What reached the backend: which service sent it, and the cookies it carried.
    struct Received: Sendable {
        let service: Int
        let cookies: [String]
    }

    @Test(
        "generated interleaved calls of services over one backend, each with a jar, rotating cookies: a request carries only its own service's latest",
        arguments: [UInt64(11), 12, 13]
    )
    func interleaved(seed: UInt64) async throws {
        let backend = InMemoryBackend(serving: Post.self, Comment.self)
        let received = Locked<[Received]>([])
        let latest = Locked<[Int: String]>([:])
        let counter = Locked(0)
        // The server in front of the backend: records each request's cookies, then sets a new
        // `session` for the service that sent it, as a server that rotates its session does.
        let server = backend.with(
            Intercept { request, next in
                let service = Int(request.headers["X-Caller"] ?? "") ?? -1
                let cookies = request.headers.values(for: "Cookie").flatMap { $0.components(separatedBy: "; ") }
                received.withLock { $0.append(Received(service: service, cookies: cookies)) }
                var response = try await next(request)
                let number = counter.withLock { count in
                    count += 1
                    return count
                }
                let value = "s\(service)n\(number)"
                latest.withLock { $0[service] = value }
                response.headers.add("Set-Cookie", value: "session=\(value); Path=/v1; HttpOnly")
                return response
            }
        )
        _ = try await service(server).call(Post.create, body: .json(Post(id: 0, title: "Hi")))
        // Each service's 20 calls, from the seed: a multiplicative hash of the seed and the place.
        let plans = (0..<5).map { service in
            (0..<20).map { place in
                Int((seed &+ UInt64(service * 20 + place)) &* 0x9E37_79B9_7F4A_7C15 >> 61) % 3
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, plan) in plans.enumerated() {
                var api = try service(server.with(CookieJar()))
                api.headers = ["X-Caller": "\(index)"]
                let caller = api
                group.addTask {
                    for step in plan {
                        // Sequential per service: the cookie it sends is the last one it was given.
                        let expected = latest.withLock { $0[index] }
                        switch step {
                        case 0: _ = try await caller.call(Post.list)
                        case 1: _ = try await caller.call(Post.show(1))
                        default: _ = try await caller.call(Post.show(1) / Comment.list)
                        }
                        let last = received.withLock { $0.last { $0.service == index } }
                        #expect(last?.cookies == expected.map { ["session=\($0)"] } ?? [])
                    }
                }
            }
            try await group.waitForAll()
        }
        let sent = received.withLock { $0 }
        #expect(sent.count == 101)
        for request in sent {
            #expect(request.cookies.allSatisfy { $0.hasPrefix("session=s\(request.service)n") }, "\(request.cookies)")
        }
    }
}
