import Foundation
import Yopuy
import YopuyTesting

/// `https://storage.example.com/v1`, for "Large Bodies and Live Streams": an object store that
/// serves an export and a layer (in parts, and ranges of it) and takes whatever is put.
enum ObjectStoreServer {
    /// The layer's bytes: 2 500 of them, so that a download reports progress along the way.
    static let layer = Data((0..<2_500).map { UInt8($0 % 251) })

    static let adapter = StubAdapter()
        .on(.get, "objects/exports%2F2026-11.csv") { _ in
            let csv = Data("id,total\n1,20\n2,22\n".utf8)
            return StubResponse(headers: ["Content-Type": "text/csv", "Content-Length": "\(csv.count)"], body: csv)
                .chunked(into: 8)
        }
        .on(.get, "objects/layers%2Fbase.tar") { request in
            // Its length, when it is sent whole; a range says its own.
            let whole = request.headers["Range"] == nil
            let headers: HTTPHeaders = ["Content-Type": "application/x-tar", "ETag": "\"base-1\""]
            return StubResponse(headers: headers, body: layer)
                .adding("Content-Length", whole ? "\(layer.count)" : nil)
                .servingRanges().chunked(into: 1_000)
        }
        .on(.put, "objects/*", StubResponse(status: 200))
        .on(.post, "objects", StubResponse(status: 201))
}
