import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// Answers that never end, or end late, for the typed event and line streams:
///
/// - `GET /posts/changes`: the store's posts as events, IDs from 1, after a `Last-Event-ID`; and
///   `GET /posts/export`: the store's posts as newline-delimited JSON, with a `Content-Length`.
///   So answers `InMemoryBackend` too, and the demo's session prints the same against both.
/// - `GET /posts/changes?count=N&hold=MS`: a `text/event-stream` of N `created` events, post 1 to
///   N (IDs 1 to N, data over two `data` lines, CRLF line ends), a `ping` with empty data after
///   each, a comment and a `retry: 1500` first; with `Last-Event-ID: K`, the posts after K only.
///   It then holds the stream open for MS milliseconds (at most 60 000), a comment every 100 ms,
///   before it ends. With `together=K&group=G`, it ends as soon as K streams of the group G have
///   been open at once (or after MS milliseconds, if that never happens), and
///   `GET /posts/changes/peak?group=G` answers the most streams of G that were open at once: how
///   many streams a client runs at a time, told by the server rather than by a clock.
/// - `GET /posts/flaky?count=N&every=K`: the posts after `Last-Event-ID`, K to a connection,
///   `retry: 20` first, then half an event and a dropped connection, until the N-th, after which
///   the stream ends; a request after the N-th is answered `204 No Content`. With `then=S`, a
///   request with a `Last-Event-ID` is answered with status S, or, for `then=html`, a `200` HTML
///   page.
/// - `GET /posts/export?count=N`: N posts as newline-delimited JSON, a blank line among them,
///   written seven bytes at a time so that lines span chunks.
/// The streams of `/posts/changes` open in each group, and the most that were open at once.
final class StreamGroups: Sendable {
    private let counts = Mutex<[String: (open: Int, peak: Int)]>([:])

    func open(_ group: String) {
        counts.withLock { counts in
            var count = counts[group] ?? (0, 0)
            count.open += 1
            count.peak = max(count.peak, count.open)
            counts[group] = count
        }
    }

    func close(_ group: String) {
        counts.withLock { $0[group]?.open -= 1 }
    }

    func peak(of group: String) -> Int {
        counts.withLock { $0[group]?.peak ?? 0 }
    }
}

/// The groups of every blog server of the process: each test names a group of its own.
let streamGroups = StreamGroups()

/// Thrown inside a body's writer, to drop the connection in the middle of a stream.
struct DroppedStream: Error {}

func addStreamRoutes(to router: Router<BasicRequestContext>, store: BlogStore) {
    router.get("posts/changes") { request, _ in
        let after = HTTPField.Name("Last-Event-ID").flatMap { request.headers[$0] }.flatMap { Int($0) } ?? 0
        guard request.uri.queryParameters["count"] != nil else {
            var text = ""
            for (offset, post) in await store.listPosts(matching: nil).enumerated() where offset + 1 > after {
                text +=
                    "id: \(offset + 1)\ndata: \(String(decoding: try JSONEncoder().encode(post), as: UTF8.self))\n\n"
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text))
            )
        }
        let count = min(Int(request.uri.queryParameters["count"].map(String.init) ?? "") ?? 3, 10_000)
        let hold = min(Int(request.uri.queryParameters["hold"].map(String.init) ?? "") ?? 0, 60_000)
        let group = request.uri.queryParameters["group"].map(String.init)
        let together = Int(request.uri.queryParameters["together"].map(String.init) ?? "") ?? 0
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
        return Response(
            status: .ok,
            headers: headers,
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: ": the posts, as they are created\nretry: 1500\n\n"))
                for id in (after + 1)..<max(after + 1, count + 1) {
                    let event =
                        "id: \(id)\r\nevent: created\r\ndata: {\"id\": \(id),\r\n"
                        + "data: \"title\": \"Post \(id)\", \"body\": \"\", \"published\": false}\r\n\r\n"
                        + "event: ping\ndata:\n\n"
                    try await writer.write(ByteBuffer(string: event))
                }
                // A comment every 100 ms while it holds the stream: a client that left ends
                // the handler at the next write.
                if let group {
                    streamGroups.open(group)
                }
                defer {
                    if let group {
                        streamGroups.close(group)
                    }
                }
                let end = ContinuousClock.now + .milliseconds(hold)
                while ContinuousClock.now < end {
                    if let group, together > 0, streamGroups.peak(of: group) >= together {
                        break
                    }
                    try await Task.sleep(for: .milliseconds(group == nil ? 100 : 20))
                    try await writer.write(ByteBuffer(string: ": still here\n"))
                }
                try await writer.finish(nil)
            }
        )
    }
    router.get("posts/changes/peak") { request, _ in
        let group = request.uri.queryParameters["group"].map(String.init) ?? ""
        return "\(streamGroups.peak(of: group))"
    }
    router.get("posts/flaky") { request, _ in
        let after = HTTPField.Name("Last-Event-ID").flatMap { request.headers[$0] }.flatMap { Int($0) }
        let count = min(Int(request.uri.queryParameters["count"].map(String.init) ?? "") ?? 6, 10_000)
        let every = max(1, Int(request.uri.queryParameters["every"].map(String.init) ?? "") ?? 2)
        if after != nil, let then = request.uri.queryParameters["then"] {
            // A reconnection refused: a status, or a page that is not a stream.
            guard then == "html" else {
                return Response(status: .init(code: Int(String(then)) ?? 404))
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/html"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "<p>maintenance</p>"))
            )
        }
        guard (after ?? 0) < count else {
            return Response(status: .noContent)
        }
        let first = (after ?? 0) + 1
        let last = min(count, first + every - 1)
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 20\n\n"))
                for id in first...last {
                    try await writer.write(
                        ByteBuffer(
                            string:
                                "id: \(id)\ndata: {\"id\": \(id), \"title\": \"Post \(id)\", \"body\": \"\", \"published\": false}\n\n"
                        )
                    )
                }
                guard last < count else {
                    try await writer.finish(nil)
                    return
                }
                // Half of the next event, then the connection drops.
                try await writer.write(ByteBuffer(string: "id: \(last + 1)\ndata: {\"id\": "))
                try await Task.sleep(for: .milliseconds(20))
                throw DroppedStream()
            }
        )
    }
    router.get("posts/export") { request, _ in
        guard request.uri.queryParameters["count"] != nil else {
            var lines = Data()
            for post in await store.listPosts(matching: nil) {
                lines.append(try JSONEncoder().encode(post))
                lines.append(0x0A)
            }
            return Response(
                status: .ok,
                headers: [.contentType: "application/x-ndjson"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: lines))
            )
        }
        let count = min(Int(request.uri.queryParameters["count"].map(String.init) ?? "") ?? 3, 10_000)
        var text = ""
        for id in 1...max(count, 1) where count > 0 {
            text += "{\"id\": \(id), \"title\": \"Post \(id)\", \"body\": \"\", \"published\": false}\n"
            if id == 1 {
                text += "\n"
            }
        }
        let bytes = Array(text.utf8)
        return Response(
            status: .ok,
            headers: [.contentType: "application/x-ndjson"],
            body: ResponseBody { writer in
                var start = 0
                while start < bytes.count {
                    let end = min(start + 7, bytes.count)
                    try await writer.write(ByteBuffer(bytes: bytes[start..<end]))
                    start = end
                }
                try await writer.finish(nil)
            }
        )
    }
}
