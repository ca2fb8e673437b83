public import Foundation
public import Yopuy

/// What a ``StubAdapter`` route answers: a status with headers and body, or an error; at once
/// or after a delay.
///
/// ```swift
/// StubResponse.json(#"{"id": 1, "title": "Hello"}"#)
/// StubResponse(status: 204)
/// StubResponse.json(#"{"error": "nope"}"#, status: 422)
/// StubResponse.failure(URLError(.notConnectedToInternet))
/// StubResponse.json("[]").delayed(by: .milliseconds(300))
/// ```
public struct StubResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body's bytes.
    public var body: Data
    /// The error to fail with instead of answering, if any.
    public var error: (any Error)?
    /// How long to wait before answering or failing, if at all.
    public var delay: Duration?

    /// How the body is handed over to a streamed call: in chunks of this many bytes; in one
    /// chunk when `nil`. See ``chunked(into:every:)``.
    public var chunkSize: Int?

    /// How long each chunk after the first waits, when the body is handed over in chunks.
    public var chunkDelay: Duration = .zero

    /// After how many bytes the body's transfer breaks, with ``interruption``: see
    /// ``interrupted(after:with:)``.
    public var interruptedAfter: Int?

    /// The error the body's transfer breaks with, after ``interruptedAfter`` bytes.
    public var interruption: (any Error)?

    /// Whether a request with `Range: bytes=FROM-` or `bytes=FROM-TO` gets that part of the body,
    /// as a `206`: see ``servingRanges()``.
    public var servesRanges = false

    /// An answer.
    ///
    /// - Parameters:
    ///   - status: The status code; 200 unless you say otherwise.
    ///   - headers: The header fields.
    ///   - body: The body's bytes.
    public init(status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An answer with a JSON body, given as text, and `Content-Type: application/json`.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - status: The status code; 200 unless you say otherwise.
    /// - Returns: The response.
    public static func json(_ text: String, status: Int = 200) -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    /// An answer with a JSON body encoded from a value, and `Content-Type: application/json`.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - status: The status code; 200 unless you say otherwise.
    /// - Returns: The response.
    /// - Throws: The encoder's error.
    public static func json(encoding value: some Encodable, status: Int = 200) throws -> StubResponse {
        StubResponse(
            status: status,
            headers: ["Content-Type": "application/json"],
            body: try JSONEncoder().encode(value)
        )
    }

    /// A failure to answer: the call fails with a ``/Yopuy/YopuyError/Code/transport`` error whose
    /// underlying error is `error`.
    ///
    /// - Parameter error: The error.
    /// - Returns: The response.
    public static func failure(_ error: any Error) -> StubResponse {
        var response = StubResponse(status: 0)
        response.error = error
        return response
    }

    /// This response, given after `delay`.
    ///
    /// - Parameter delay: How long to wait; cancelling the call cuts it short.
    /// - Returns: The delayed response.
    public func delayed(by delay: Duration) -> StubResponse {
        var response = self
        response.delay = delay
        return response
    }

    /// This answer, its body handed over to a streamed call (``/Yopuy/Service/stream(_:query:headers:body:timeout:)``,
    /// ``/Yopuy/Service/download(_:to:query:headers:body:timeout:resumable:isolation:progress:)``)
    /// in chunks of `size` bytes, each after the first `delay` later: a slow server, or one that
    /// holds a live stream open. A call that reads the body whole gets it whole, after the same
    /// time.
    ///
    /// ```swift
    /// let slow = StubResponse(body: Data(repeating: 7, count: 4_096)).chunked(into: 1_024, every: .milliseconds(10))
    /// ```
    ///
    /// - Parameters:
    ///   - size: The bytes in each chunk, at least 1.
    ///   - delay: How long each chunk after the first waits.
    /// - Returns: The answer, chunked.
    public func chunked(into size: Int, every delay: Duration = .zero) -> StubResponse {
        var response = self
        response.chunkSize = max(1, size)
        response.chunkDelay = delay
        return response
    }

    /// This answer, its body's transfer breaking after `count` bytes with `error`: the connection
    /// lost in the middle of a download. A streamed call reads the bytes before the break, then
    /// its loop throws; a call that reads the body whole fails with a transport error.
    ///
    /// ```swift
    /// let cut = StubResponse(body: Data(count: 100)).interrupted(after: 40)
    /// ```
    ///
    /// - Parameters:
    ///   - count: The bytes handed over before the break.
    ///   - error: What the transfer breaks with; `URLError(.networkConnectionLost)` unless you say.
    /// - Returns: The answer, cut short.
    public func interrupted(after count: Int, with error: any Error = URLError(.networkConnectionLost)) -> StubResponse
    {
        var response = self
        response.interruptedAfter = max(0, count)
        response.interruption = error
        return response
    }

    /// This answer, serving ranges of its body as a server with `Accept-Ranges: bytes` does: a
    /// request with `Range: bytes=FROM-` or `bytes=FROM-TO` gets a `206` with that part and its
    /// `Content-Range`; a range past the end, a `416`. An `If-Range` that is not the answer's
    /// `ETag` or `Last-Modified` gets the whole body, as a `200`. What a resumable download needs.
    ///
    /// ```swift
    /// let layer = StubResponse(headers: ["ETag": "\"v1\""], body: Data(count: 1_000)).servingRanges()
    /// ```
    ///
    /// - Returns: The answer, serving ranges.
    public func servingRanges() -> StubResponse {
        var response = self
        response.servesRanges = true
        response.headers["Accept-Ranges"] = "bytes"
        return response
    }

    /// A `text/event-stream` answer of `events`, as a server sends them: `event`, `id`, `retry`
    /// and each line of `data` in a field of its own, a blank line after each. Chunk it
    /// (``chunked(into:every:)``) to have them arrive one by one.
    ///
    /// ```swift
    /// let ticks = StubResponse.events([ServerSentEvent(data: "1"), ServerSentEvent(event: "done", data: "")])
    /// ```
    ///
    /// - Parameters:
    ///   - events: The events, in order.
    ///   - status: The status code; 200 unless you say.
    /// - Returns: The answer.
    public static func events(_ events: [ServerSentEvent], status: Int = 200) -> StubResponse {
        var text = ""
        for event in events {
            if event.event != "message" {
                text += "event: \(event.event)\n"
            }
            if let id = event.id {
                text += "id: \(id)\n"
            }
            if let retry = event.retry {
                let (seconds, attoseconds) = retry.components
                text += "retry: \(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)\n"
            }
            for line in event.data.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "data: \(line)\n"
            }
            text += "\n"
        }
        return StubResponse(status: status, headers: ["Content-Type": "text/event-stream"], body: Data(text.utf8))
    }

    /// A newline-delimited JSON answer (`application/x-ndjson`): each of `lines` on a line of
    /// its own.
    ///
    /// ```swift
    /// let rows = StubResponse.jsonLines([#"{"id": 1}"#, #"{"id": 2}"#])
    /// ```
    ///
    /// - Parameters:
    ///   - lines: The JSON texts, one a line.
    ///   - status: The status code; 200 unless you say.
    /// - Returns: The answer.
    public static func jsonLines(_ lines: [String], status: Int = 200) -> StubResponse {
        let text = lines.map { $0 + "\n" }.joined()
        return StubResponse(status: status, headers: ["Content-Type": "application/x-ndjson"], body: Data(text.utf8))
    }

    /// The answer to `request`: this one, or, when it serves ranges and the request asks for
    /// one, the part asked for as a `206`, or a `416`.
    func answering(_ request: AdapterRequest) -> StubResponse {
        guard servesRanges, let asked = request.headers["Range"], asked.hasPrefix("bytes=") else {
            return self
        }
        if let condition = request.headers["If-Range"], condition != headers["ETag"],
            condition != headers["Last-Modified"]
        {
            return self
        }
        let bounds = asked.dropFirst("bytes=".count).split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let from = Int(bounds[0]), from >= 0 else {
            return self
        }
        let last = bounds[1].isEmpty ? body.count - 1 : min(Int(bounds[1]) ?? -1, body.count - 1)
        var answer = self
        guard from < body.count, last >= from else {
            answer.status = 416
            answer.headers["Content-Range"] = "bytes */\(body.count)"
            answer.body = Data()
            return answer
        }
        answer.status = 206
        answer.headers["Content-Range"] = "bytes \(from)-\(last)/\(body.count)"
        answer.body = body.subdata(in: (body.startIndex + from)..<(body.startIndex + last + 1))
        return answer
    }
}
