#if os(Linux)
import Foundation
import Glibc
import Synchronization

/// A server on 127.0.0.1 that answers every request with an authentication challenge, as its
/// path asks: `/basic`, `/bearer`, `/digest` or `/both` answer `401` with a `WWW-Authenticate`
/// of that scheme (`/both`: `Bearer` then `Basic`), `/proxy` answers `407` with a
/// `Proxy-Authenticate: Basic`, `/moved` answers `302` without `Location`, `/redirect` answers
/// `302` to `/ok`, `/login` answers `302` to `/cookie` with a cookie, `/hold` answers `200` with
/// one chunk, `first`, and holds the connection open until the client closes it, anything else
/// `200`. Every answer has the JSON body ``body``, but `/cookie`'s, which is the request's
/// `Cookie` header, and `/hold`'s. `/big` answers 3 MiB of `a`; `/bomb` answers 412 KiB of gzip
/// that inflates to 64 MiB.
///
/// It speaks through plain sockets, one thread per connection and one request per connection,
/// and records the `Authorization` header of each request. It stops when the test's body
/// returns (``withChallengeServer(_:)``), and its threads end by themselves after ``lifetime``
/// in any case.
final class ChallengeServer: Sendable {
    /// The body of every answer.
    static let body = #"{"message":"who are you?"}"#

    /// How long the server serves at most, whoever is waiting for it.
    static let lifetime: Duration = .seconds(60)

    /// `http://127.0.0.1:{port}`.
    let url: URL

    private struct State {
        var stopped = false
        var open: Set<Int32> = []
        /// The `Authorization` (or `Proxy-Authorization`) header of each request, `nil` where
        /// there was none.
        var authorizations: [String?] = []
        /// How many `/hold` connections the client has closed.
        var heldClosed = 0
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
                bind(listener, address, length) == 0 && listen(listener, 64) == 0
                    && getsockname(listener, address, &length) == 0
            }
        }
        guard bound, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))") else {
            let error = POSIXError(.init(rawValue: errno) ?? .EIO)
            close(listener)
            throw error
        }
        self.url = url
        self.listener = listener
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "challenge-server accept"
        thread.start()
    }

    /// The `Authorization` header of each request so far, in order; `nil` where there was none.
    var authorizations: [String?] { state.withLock { $0.authorizations } }

    /// How many `/hold` connections the client has closed so far.
    var heldClosed: Int { state.withLock { $0.heldClosed } }

    /// Stops accepting and ends every connection.
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

    private func acceptLoop() {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < Self.lifetime {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready == 0 || (ready < 0 && errno == EINTR) {
                if state.withLock({ $0.stopped }) {
                    break
                }
                continue
            }
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                break  // Shut down by `stop()`.
            }
            let admitted = state.withLock { state in
                if state.stopped {
                    return false
                }
                state.open.insert(connection)
                return true
            }
            guard admitted else {
                close(connection)
                break
            }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "challenge-server connection"
            thread.start()
        }
        close(listener)
    }

    /// Serves one request and closes the connection.
    private func serve(_ connection: Int32) {
        defer {
            state.withLock { _ = $0.open.remove(connection) }
            close(connection)
        }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let head = readHead(connection) else {
            return
        }
        let lines = head.components(separatedBy: "\r\n")
        let target = lines.first?.split(separator: " ").dropFirst().first ?? "/"
        let path = "/" + (target.split(separator: "/").first.map(String.init) ?? "")
        let authorization = lines.dropFirst().first { line in
            let name = line.prefix { $0 != ":" }.lowercased()
            return name == "authorization" || name == "proxy-authorization"
        }
        state.withLock { $0.authorizations.append(authorization) }
        if path == "/hold" {
            hold(connection)
            return
        }
        if path == "/big" || path == "/bomb" {
            let bomb = path == "/bomb"
            let body = bomb ? Self.gzippedZeros : [UInt8](repeating: 0x61, count: 3 << 20)
            let encoding = bomb ? "Content-Encoding: gzip\r\n" : ""
            let head =
                "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\n\(encoding)"
                + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            sendAll(Array(head.utf8) + body, on: connection)
            return
        }
        let challenge: String
        switch path {
        case "/basic":
            challenge = "401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"yopuy\""
        case "/bearer":
            challenge = "401 Unauthorized\r\nWWW-Authenticate: Bearer realm=\"yopuy\", error=\"invalid_token\""
        case "/digest":
            challenge = "401 Unauthorized\r\nWWW-Authenticate: Digest realm=\"yopuy\", qop=\"auth\", nonce=\"abc\""
        case "/both":
            challenge = "401 Unauthorized\r\nWWW-Authenticate: Bearer realm=\"yopuy\", Basic realm=\"yopuy\""
        case "/proxy":
            challenge = "407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm=\"proxy\""
        case "/moved":
            challenge = "302 Found"
        case "/redirect":
            challenge = "302 Found\r\nLocation: /ok"
        case "/login":
            challenge = "302 Found\r\nSet-Cookie: session=s3cr3t; Path=/\r\nLocation: /cookie"
        default:
            challenge = "200 OK"
        }
        var body = Self.body
        if path == "/cookie" {
            let cookie = lines.dropFirst().first { $0.lowercased().hasPrefix("cookie:") }
            body = cookie.map { String($0.dropFirst("cookie:".count)).trimmingCharacters(in: .whitespaces) } ?? ""
        }
        let answer =
            "HTTP/1.1 \(challenge)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n\(body)"
        var bytes = Array(answer.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 {
                return
            }
            bytes = bytes.dropFirst(count)
        }
        // Let the client read the answer before the connection closes.
        shutdown(connection, Int32(SHUT_WR))
        var buffer = [UInt8](repeating: 0, count: 1_024)
        while buffer.withUnsafeMutableBytes({ recv(connection, $0.baseAddress, $0.count, 0) }) > 0 {}
    }

    /// Sends all of `bytes`, unless the client goes first.
    private func sendAll(_ bytes: [UInt8], on connection: Int32) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 {
                return
            }
            rest = rest.dropFirst(count)
        }
    }

    /// A gzip member that inflates to 64 MiB and one byte of zeros, in 412 KiB: one deflate block
    /// of fixed Huffman codes, a literal zero, then copies of 258 bytes from 1 byte back, 13 bits
    /// each. Its trailer's checksum is wrong: a client that stops at a limit never reads it.
    static let gzippedZeros: [UInt8] = {
        var bytes: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        var bits: UInt64 = 0
        var count = 0
        /// Appends `length` bits of `value`, lowest first.
        func put(_ value: UInt64, _ length: Int) {
            bits |= value << count
            count += length
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
                count -= 8
            }
        }
        /// Appends a Huffman code, its highest bit first.
        func code(_ value: UInt64, _ length: Int) {
            var reversed: UInt64 = 0
            for bit in 0..<length {
                reversed |= ((value >> bit) & 1) << (length - 1 - bit)
            }
            put(reversed, length)
        }
        put(1, 1)  // The last block,
        put(1, 2)  // of fixed codes.
        code(0x30, 8)  // The literal 0.
        for _ in 0..<((64 << 20) / 258) {
            code(0b1100_0101, 8)  // Length 258,
            code(0, 5)  // distance 1.
        }
        code(0, 7)  // End of block.
        if count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
        }
        return bytes + [0, 0, 0, 0, 0, 0, 0, 0]
    }()

    /// Answers `200` with one chunk, `first`, and waits until the client closes the connection.
    private func hold(_ connection: Int32) {
        let answer = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nfirst\r\n"
        let bytes = Array(answer.utf8)
        guard bytes.withUnsafeBytes({ send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count
        else {
            return
        }
        var buffer = [UInt8](repeating: 0, count: 1_024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count == 0 {
                state.withLock { $0.heldClosed += 1 }
                return
            }
            if count < 0 && errno != EAGAIN && errno != EINTR {
                return
            }
            if state.withLock({ $0.stopped }) {
                return
            }
        }
    }

    /// Reads up to the end of the request's head; `nil` if the client closed first.
    private func readHead(_ connection: Int32) -> String? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while head.count < 1 << 16 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 {
                return nil
            }
            head += buffer[..<count]
            if let end = head.firstRange(of: Array("\r\n\r\n".utf8)) {
                return String(decoding: head[..<end.lowerBound], as: UTF8.self)
            }
        }
        return nil
    }
}

/// Runs `body` with a fresh ``ChallengeServer``, and stops it when `body` returns or throws.
func withChallengeServer<Value: Sendable>(_ body: (ChallengeServer) async throws -> Value) async throws -> Value {
    let server = try ChallengeServer()
    defer { server.stop() }
    return try await body(server)
}
#endif
