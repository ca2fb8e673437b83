import Foundation
import HTTPTypes
import Hummingbird

/// Large bodies, both ways, for the streaming tests and the memory measurements:
///
/// - `GET /bulk/:bytes` answers that many bytes, byte `i` being `i % 251`, in chunks of 256 KiB as
///   fast as the client reads them, with a `Content-Length`, an `ETag` and `Accept-Ranges`. A
///   `Range: bytes=FROM-` gets `206` and the rest from `FROM`; one past the end, `416`.
/// - `PUT /bulk` reads the body as it arrives and answers its length and the sum of every
///   1021st of its bytes (from the first), a check that a debug build makes quickly.
func addBulkRoutes(to router: Router<BasicRequestContext>) {
    router.get("bulk/:bytes") { request, context in
        let total = try context.parameters.require("bytes", as: Int.self)
        guard total >= 0, total <= 1 << 40 else {
            throw HTTPError(.badRequest)
        }
        var start = 0
        var status = HTTPResponse.Status.ok
        var headers: HTTPFields = [.contentType: "application/octet-stream", .acceptRanges: "bytes"]
        headers[.eTag] = "\"bulk-\(total)\""
        if let range = request.headers[.range], range.hasPrefix("bytes="), range.hasSuffix("-"),
            let from = Int(range.dropFirst("bytes=".count).dropLast())
        {
            guard from < total else {
                headers[.contentRange] = "bytes */\(total)"
                return Response(status: .rangeNotSatisfiable, headers: headers)
            }
            start = from
            status = .partialContent
            headers[.contentRange] = "bytes \(from)-\(total - 1)/\(total)"
        }
        let (first, length) = (start, total - start)
        return Response(
            status: status,
            headers: headers,
            body: ResponseBody(contentLength: length) { writer in
                var offset = first
                while offset < total {
                    let count = min(bulkPattern.count - 251, total - offset)
                    let phase = offset % 251
                    try await writer.write(ByteBuffer(bytes: bulkPattern[phase..<(phase + count)]))
                    offset += count
                }
                try await writer.finish(nil)
            }
        )
    }
    router.put("bulk") { request, _ in
        var length = 0
        var sum: UInt32 = 0
        for try await buffer in request.body {
            let bytes = buffer.readableBytesView
            var index = (1_021 - length % 1_021) % 1_021
            while index < bytes.count {
                sum &+= UInt32(bytes[bytes.startIndex + index])
                index += 1_021
            }
            length += bytes.count
        }
        return BulkReceipt(bytes: length, sum: sum)
    }
}

/// The bytes `i % 251` for `i` from 0, some 256 KiB and one period more, so that any chunk of
/// 256 KiB is a slice of it, wherever it starts.
private let bulkPattern: [UInt8] = (0..<(1_045 * 251 + 251)).map { UInt8($0 % 251) }

/// What `PUT /bulk` received.
struct BulkReceipt: ResponseEncodable {
    let bytes: Int
    let sum: UInt32
}
