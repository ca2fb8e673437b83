package import Foundation
internal import Sink
package import Yopuy

// Records in an envelope, `{"data": …}`: unwrapped by a resource's one-line JSONEnvelope, and
// by the wrapper struct one writes by hand without it. Only the parsers are measured, since the
// rest of a call is the same for both; each resource's parse is what a call runs on its body.

/// An article whose answers wrap it in `{"data": …}`, unwrapped by its declared envelope.
package struct EnvelopedArticle: RootResource, IsShowable, IsListable, DecodesJSON, Decodable, Sendable {
    package static let path = "articles"
    package static let envelope: JSONEnvelope = "data"
    package let id: Int
    package let title: String
    package let summary: String
    package let body: String
    package let author: String
    package let tags: [String]
    package let published: Bool
    package let createdAt: String
}

/// The same answers, unwrapped into the same article type by hand-written wrapper structs, so
/// that the two sides differ only in the unwrapping.
package enum HandWrappedArticle: RootResource, IsShowable, IsListable, Sendable {
    package static let path = "articles"
    package var id: Int { 0 }

    private struct Wrapped: Decodable {
        let data: EnvelopedArticle
    }

    private struct WrappedList: Decodable {
        let data: [EnvelopedArticle]
    }

    package static func parse(singular data: Data) throws -> EnvelopedArticle {
        try JSONDecoder().decode(Wrapped.self, from: data).data
    }

    package static func parse(collection data: Data) throws -> [EnvelopedArticle] {
        try JSONDecoder().decode(WrappedList.self, from: data).data
    }
}

/// Who unwraps the envelope.
package enum Unwrapper: String, CaseIterable, Sendable {
    case envelope = "JSONEnvelope"
    case byHand = "hand-written wrapper"
}

/// What is unwrapped.
package enum EnvelopePayload: String, CaseIterable, Sendable {
    case article = "1 KB article"
    case list = "list of 20"

    /// The bytes every parse reads.
    var bytes: Data { self == .article ? Fixture.envelopedArticle : Fixture.envelopedArticles }

    /// The IDs of the articles a parse must give.
    var ids: [Int] { self == .article ? [1] : Array(1...20) }
}

/// Parses `iterations` enveloped answers with `unwrapper`, between `start()` and `stop()`.
package nonisolated func envelopeLoop(
    _ unwrapper: Unwrapper,
    _ payload: EnvelopePayload,
    iterations: Int,
    start: () -> Void = {},
    stop: () -> Void = {}
) throws {
    let bytes = payload.bytes
    start()
    // A loop of its own for each case, as in composeLoop: one loop over every case would
    // measure how the optimizer treats the loop.
    switch (unwrapper, payload) {
    case (.envelope, .article): try repeatParses(iterations) { blackHole(try EnvelopedArticle.parse(singular: bytes)) }
    case (.envelope, .list): try repeatParses(iterations) { blackHole(try EnvelopedArticle.parse(collection: bytes)) }
    case (.byHand, .article): try repeatParses(iterations) { blackHole(try HandWrappedArticle.parse(singular: bytes)) }
    case (.byHand, .list): try repeatParses(iterations) { blackHole(try HandWrappedArticle.parse(collection: bytes)) }
    }
    stop()
}

/// Checks that `unwrapper` gives the payload's articles, so that neither is measured failing.
package nonisolated func checkEnvelopes(_ unwrapper: Unwrapper, _ payload: EnvelopePayload) throws {
    let bytes = payload.bytes
    let ids: [Int] =
        switch (unwrapper, payload) {
        case (.envelope, .article): [try EnvelopedArticle.parse(singular: bytes).id]
        case (.envelope, .list): try EnvelopedArticle.parse(collection: bytes).map(\.id)
        case (.byHand, .article): [try HandWrappedArticle.parse(singular: bytes).id]
        case (.byHand, .list): try HandWrappedArticle.parse(collection: bytes).map(\.id)
        }
    guard ids == payload.ids else {
        throw WorkloadError(description: "\(unwrapper.rawValue) gave articles \(ids) for the \(payload.rawValue)")
    }
}

/// Runs `parse` `iterations` times.
@inline(never)
func repeatParses(_ iterations: Int, _ parse: () throws -> Void) throws {
    for _ in 0..<iterations {
        try parse()
    }
}
