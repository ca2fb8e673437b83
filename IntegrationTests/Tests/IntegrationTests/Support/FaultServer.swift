#if os(Linux)
import Foundation
import Glibc
import Synchronization
import Testing

/// A server on 127.0.0.1 that misbehaves on purpose, as each request's path asks:
/// `GET /fault/{fault}?n=…`. It speaks through plain sockets, one thread per connection, so
/// that it can do what no HTTP server library would: close in the middle of an answer, stall,
/// send bytes that are not HTTP, or a body of 100 MB.
///
/// It also answers any status with any authentication challenge, `GET /status/{code}?scheme=…`
/// (``answerStatus(_:code:scheme:interim:)``), and guards `GET /auth/{scheme}` with a credential
/// (``guardResource(_:scheme:authorization:)``).
///
/// Linux only, as the suite that uses it. It stops when the test's body returns
/// (`withServer(.fault)`), and a stalled connection gives up by itself after ``stallLimit`` in
/// any case.
final class FaultServer: Sendable {
    /// What the server does with a request.
    enum Fault: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// Closes the connection without a byte.
        case closeAtOnce = "close-at-once"
        /// Closes the connection halfway through the status line and headers.
        case closeInHead = "close-in-head"
        /// Announces 10 000 bytes, sends 1 000 and closes.
        case closeInBody = "close-in-body"
        /// Announces 10 000 bytes, sends 1 000 and resets the connection (TCP RST).
        case resetInBody = "reset-in-body"
        /// Sends one chunk of a chunked body and closes without the last chunk.
        case closeInChunks = "close-in-chunks"
        /// Reads the request and never answers.
        case stallAtOnce = "stall-at-once"
        /// Sends half the headers and goes quiet.
        case stallInHead = "stall-in-head"
        /// Announces 10 000 bytes, sends 1 000 and goes quiet.
        case stallInBody = "stall-in-body"
        /// Sends a body of 1 000 000 bytes one byte every 50 ms: never idle, never done.
        case trickle
        /// Answers 4 KiB of random bytes and closes.
        case garbage
        /// Answers another protocol's greeting and closes.
        case notHTTP = "not-http"
        /// A status line whose code is not a number.
        case badStatus = "bad-status"
        /// A `Content-Length` that is not a number.
        case badLength = "bad-length"
        /// Two `Content-Length` fields that disagree.
        case conflictingLengths = "conflicting-lengths"
        /// A chunked body whose chunk size is not hexadecimal.
        case badChunk = "bad-chunk"
        /// A header field of 1 MiB.
        case hugeHead = "huge-head"
        /// A NUL byte inside a header value.
        case nulInHeader = "nul-in-header"
        /// A well-formed answer of 100 MiB, with its `Content-Length`.
        case hugeBody = "huge-body"

        var testDescription: String { rawValue }
    }

    /// The size of ``Fault/hugeBody``'s body: 100 MiB.
    static let hugeBodySize = 100 << 20

    /// How long a stalled connection is held at most, whoever is waiting for it.
    static let stallLimit: Duration = .seconds(60)

    /// The port the system chose.
    let port: Int

    /// `http://127.0.0.1:{port}`.
    let url: URL

    private struct State {
        var stopped = false
        /// Connections accepted and not yet over, by socket.
        var open: Set<Int32> = []
        /// Of ``open``, those that have sent a request.
        var busy: Set<Int32> = []
        /// The `n` of every request read.
        var arrived: Set<Int> = []
        var accepted = 0
        /// How many requests were read in all.
        var requests = 0
    }

    private let listener: Int32
    private let state = Mutex(State())

    /// Opens the listening socket on 127.0.0.1 and starts accepting.
    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else {
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, length) == 0 && listen(listener, 256) == 0
                    && getsockname(listener, address, &length) == 0
            }
        }
        guard bound else {
            let error = POSIXError(.init(rawValue: errno) ?? .EIO)
            close(listener)
            throw error
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            close(listener)
            throw POSIXError(.EINVAL)
        }
        self.url = url
        self.listener = listener
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "fault-server accept"
        thread.start()
    }

    /// Stops accepting and ends every connection: blocked reads and writes return at once.
    func stop() {
        let open = state.withLock { state in
            state.stopped = true
            return state.open
        }
        shutdown(listener, Int32(SHUT_RDWR))
        for connection in open {
            shutdown(connection, Int32(SHUT_RDWR))
        }
    }

    /// How many connections are open now.
    var openConnections: Int { state.withLock { $0.open.count } }

    /// How many open connections have sent a request: the others are a client's spare
    /// connections, opened ahead and kept for a request to come.
    var busyConnections: Int { state.withLock { $0.busy.count } }

    /// How many connections were accepted in all.
    var acceptedConnections: Int { state.withLock { $0.accepted } }

    /// Waits until no connection that carried a request is open, for at most `limit`; whether
    /// none is. A client's spare connections, which sent nothing, may stay open.
    ///
    /// After a stall, keep `limit` under ``stallLimit`` less the time already spent: from then
    /// on the server closes the connection itself, and would hide a client that never did.
    func waitUntilReleased(within limit: Duration = Patience.poll) async -> Bool {
        let start = ContinuousClock.now
        while busyConnections > 0 {
            if ContinuousClock.now - start > limit {
                return false
            }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    /// How many requests were read in all.
    var requestCount: Int { state.withLock { $0.requests } }

    /// Whether the request numbered `number` (its `n` query item) has been read.
    func hasArrived(_ number: Int) -> Bool {
        state.withLock { $0.arrived.contains(number) }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR {
                    continue
                }
                break  // Shut down by `stop()`.
            }
            let admitted = state.withLock { state in
                if state.stopped {
                    return false
                }
                state.open.insert(connection)
                state.accepted += 1
                return true
            }
            guard admitted else {
                close(connection)
                break
            }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "fault-server connection"
            thread.start()
        }
        close(listener)
    }

    /// Serves one connection: reads a request, misbehaves as it asks, and closes.
    private func serve(_ connection: Int32) {
        var reset = false
        defer {
            state.withLock { state in
                state.open.remove(connection)
                state.busy.remove(connection)
            }
            if reset {
                var linger = linger(l_onoff: 1, l_linger: 0)
                setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
            }
            close(connection)
        }
        guard let (target, fields) = readRequest(connection) else {
            return
        }
        state.withLock { state in
            state.busy.insert(connection)
            state.requests += 1
        }
        let components = URLComponents(string: target)
        let segments = components?.path.split(separator: "/").map(String.init) ?? []
        let name = segments.last ?? ""
        let query = components?.queryItems ?? []
        if let number = query.first(where: { $0.name == "n" })?.value.flatMap(Int.init) {
            state.withLock { _ = $0.arrived.insert(number) }
        }
        let scheme = query.first { $0.name == "scheme" }?.value.flatMap(Scheme.init(rawValue:))
        if segments.count == 2, segments[0] == "status", let code = Int(name) {
            let interim = query.first { $0.name == "then" }?.value.flatMap(Interim.init(rawValue:)) ?? .close
            answerStatus(connection, code: code, scheme: scheme, interim: interim)
            return
        }
        if segments.count == 2, segments[0] == "auth", let scheme = Scheme(rawValue: name) {
            guardResource(connection, scheme: scheme, authorization: fields["authorization"])
            return
        }
        guard let fault = Fault(rawValue: name) else {
            answer(connection, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        }
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nConnection: close\r\n"
        let someBody = String(repeating: "x", count: 1_000)
        switch fault {
        case .closeAtOnce:
            break
        case .closeInHead:
            answer(connection, "HTTP/1.1 200 OK\r\nContent-Type: text/pl")
        case .closeInBody:
            answer(connection, head + "Content-Length: 10000\r\n\r\n" + someBody)
        case .resetInBody:
            answer(connection, head + "Content-Length: 10000\r\n\r\n" + someBody)
            reset = true
        case .closeInChunks:
            answer(connection, head + "Transfer-Encoding: chunked\r\n\r\n3e8\r\n" + someBody + "\r\n")
        case .stallAtOnce:
            stall(connection)
        case .stallInHead:
            answer(connection, "HTTP/1.1 200 OK\r\nContent-Type: text/pl")
            stall(connection)
        case .stallInBody:
            answer(connection, head + "Content-Length: 10000\r\n\r\n" + someBody)
            stall(connection)
        case .trickle:
            guard answer(connection, head + "Content-Length: 1000000\r\n\r\n") else {
                return
            }
            let start = ContinuousClock.now
            while ContinuousClock.now - start < Self.stallLimit, !isStopped, answer(connection, "x") {
                Thread.sleep(forTimeInterval: 0.05)
            }
        case .garbage:
            var generator = SystemRandomNumberGenerator()
            answer(connection, (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        case .notHTTP:
            answer(connection, "SSH-2.0-OpenSSH_9.6\r\n")
        case .badStatus:
            answer(connection, "HTTP/1.1 2OO OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
        case .badLength:
            answer(connection, head + "Content-Length: 12abc\r\n\r\nok")
        case .conflictingLengths:
            answer(connection, head + "Content-Length: 2\r\nContent-Length: 5\r\n\r\nhello")
        case .badChunk:
            answer(connection, head + "Transfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n")
        case .hugeHead:
            answer(
                connection,
                head + "X-Huge: " + String(repeating: "h", count: 1 << 20) + "\r\nContent-Length: 2\r\n\r\nok"
            )
        case .nulInHeader:
            answer(connection, head + "X-Odd: a\u{0}b\r\nContent-Length: 2\r\n\r\nok")
        case .hugeBody:
            guard answer(connection, head + "Content-Length: \(Self.hugeBodySize)\r\n\r\n") else {
                return
            }
            let chunk = [UInt8](repeating: UInt8(ascii: "y"), count: 1 << 16)
            var remaining = Self.hugeBodySize / chunk.count
            while remaining > 0, answer(connection, chunk) {
                remaining -= 1
            }
        }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    /// Reads up to the end of the request's head and returns its target and header fields (by
    /// lowercased name), or `nil` if the client closed first or sent something else.
    private func readRequest(_ connection: Int32) -> (target: String, fields: [String: String])? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while head.count < 1 << 16 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 {
                return nil
            }
            head += buffer[..<count]
            if head.count >= end.count, head.suffix(end.count + count).firstRange(of: end) != nil {
                break
            }
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let line = lines.first?.split(separator: " ") ?? []
        guard line.count >= 2 else {
            return nil
        }
        var fields: [String: String] = [:]
        for field in lines.dropFirst() {
            guard let colon = field.firstIndex(of: ":") else {
                continue
            }
            let value = field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            fields[field[..<colon].lowercased()] = value
        }
        return (String(line[1]), fields)
    }

    /// Holds the connection without a word until the client closes it, the server stops or
    /// ``stallLimit`` has passed.
    private func stall(_ connection: Int32) {
        let start = ContinuousClock.now
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while ContinuousClock.now - start < Self.stallLimit {
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready < 0, errno != EINTR {
                return
            }
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                if count <= 0 {
                    return  // The client closed the connection (or the server stopped).
                }
            }
        }
    }

    /// Sends `text`'s UTF-8 bytes; `false` if the connection is gone.
    @discardableResult
    private func answer(_ connection: Int32, _ text: String) -> Bool {
        answer(connection, Array(text.utf8))
    }

    /// Sends `bytes`, all of them; `false` if the connection is gone.
    @discardableResult
    private func answer(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { rest in
                send(connection, rest.baseAddress, rest.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR {
                continue
            }
            if count <= 0 {
                return false
            }
            sent += count
        }
        return true
    }
}

// MARK: - Statuses and challenges

extension FaultServer {
    /// An authentication scheme the server challenges with, in `WWW-Authenticate` (or, on a
    /// `407`, `Proxy-Authenticate`).
    enum Scheme: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case basic
        case bearer
        case digest

        var testDescription: String { rawValue.capitalized }

        /// The challenge, as the header's value.
        var challenge: String {
            switch self {
            case .basic: #"Basic realm="yopuy", charset="UTF-8""#
            case .bearer: #"Bearer realm="yopuy", error="invalid_token""#
            case .digest: #"Digest realm="yopuy", qop="auth", algorithm=SHA-256, nonce="7ypf", opaque="q1""#
            }
        }

        /// The credential ``guardResource(_:scheme:authorization:)`` lets through, without the
        /// scheme's name: what a ``TokenProvider`` gives.
        var rightCredential: String {
            switch self {
            case .basic: Data("yopuy:right".utf8).base64EncodedString()
            case .bearer: "right-token"
            case .digest: #"username="yopuy", realm="yopuy", response="right""#
            }
        }

        /// The name written before the credential in `Authorization`.
        var name: String { rawValue.capitalized }
    }

    /// What follows an interim (`1xx`) answer.
    enum Interim: String, Sendable {
        /// Nothing: the server closes the connection. There is no final answer to hand over.
        case close
        /// A final `200` with a body.
        case final
    }

    /// The body of every answer of ``answerStatus(_:code:scheme:interim:)`` that has one.
    static func statusBody(_ code: Int) -> String {
        #"{"message":"status \#(code)"}"#
    }

    /// Whether an answer with `code` has a body: not `1xx`, `204`, `205` or `304`.
    static func statusHasBody(_ code: Int) -> Bool {
        !(100..<200).contains(code) && code != 204 && code != 205 && code != 304
    }

    /// Answers `code`, with `scheme`'s challenge if any, and closes. A `1xx` is an interim
    /// answer: then nothing, or a final `200`, as `interim` says. `204`, `205` and `304` have no
    /// body; the others have ``statusBody(_:)``, with its `Content-Length`.
    fileprivate func answerStatus(_ connection: Int32, code: Int, scheme: Scheme?, interim: Interim) {
        var head = "HTTP/1.1 \(code) Status \(code)\r\n"
        if let scheme {
            head += "\(code == 407 ? "Proxy-Authenticate" : "WWW-Authenticate"): \(scheme.challenge)\r\n"
        }
        if (100..<200).contains(code) {
            let final = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok"
            answer(connection, head + "\r\n" + (interim == .final ? final : ""))
            return
        }
        head += "Content-Type: application/json\r\nConnection: close\r\n"
        if Self.statusHasBody(code) {
            let body = Self.statusBody(code)
            answer(connection, head + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
        } else {
            answer(connection, head + "\r\n")
        }
    }

    /// Answers `200` when `authorization` is `scheme`'s right credential, and `401` with
    /// `scheme`'s challenge and a JSON body otherwise.
    fileprivate func guardResource(_ connection: Int32, scheme: Scheme, authorization: String?) {
        if authorization == "\(scheme.name) \(scheme.rightCredential)" {
            let body = #"{"message":"welcome"}"#
            answer(
                connection,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                    + "Connection: close\r\n\r\n\(body)"
            )
        } else {
            let body = #"{"message":"who are you?"}"#
            answer(
                connection,
                "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: \(scheme.challenge)\r\n"
                    + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                    + "Connection: close\r\n\r\n\(body)"
            )
        }
    }
}

/// A fresh ``FaultServer``, handed to the test's body itself (its counters say what the client did).
struct FaultTestServer: TestServer {
    func run<Value: Sendable>(_ body: @Sendable (FaultServer) async throws -> Value) async throws -> Value {
        let server = try FaultServer()
        defer { server.stop() }
        return try await body(server)
    }
}

extension TestServer where Self == FaultTestServer {
    /// A fault server on 127.0.0.1.
    static var fault: Self { FaultTestServer() }
}
#endif
