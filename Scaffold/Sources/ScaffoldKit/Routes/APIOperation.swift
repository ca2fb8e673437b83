import Foundation
import OpenAPIKit

/// One operation of the document, as the scaffold says it: a method on a path, what it takes
/// and what it answers.
struct APIOperation {
    /// What a body is, as far as the declarations care.
    enum Body {
        /// JSON with a schema.
        case json(JSONSchema)
        /// A `multipart/form-data` form, with its schema if the document gives one.
        case multipart(JSONSchema?)
        /// Bytes of another media type.
        case other(String)
    }

    /// What the operation answers on success.
    enum Answer {
        /// No body: `204`, or a success without content.
        case none
        /// JSON with a schema (or any JSON, when the document gives none).
        case json(JSONSchema?)
        /// Bytes of another media type: audio, images, archives.
        case bytes(String)
    }

    /// A parameter of the path or the query.
    struct Parameter {
        var name: String
        /// The parameter's schema, if it has one.
        var schema: JSONSchema?
        var isRequired: Bool
        var description: String?
        /// Whether the parameter may hold `/` unencoded (`allowReserved`), so spans segments.
        var allowsReserved: Bool
        /// The JSON pointer of the parameter's schema, which names an enum the query types.
        var pointer = ""
    }

    /// `GET`, `POST`, ...
    var method: String
    /// The path's template without its query, such as `/threads/{thread_id}`.
    var template: String
    /// A query the document's path key carries (`/responses?beta=true`), sent with every call.
    var fixedQuery: String?
    /// The operation's JSON pointer.
    var pointer: String
    var operationID: String?
    var summary: String?
    var details: String?
    var isDeprecated: Bool
    var pathParameters: [String: Parameter]
    var queryParameters: [Parameter]
    var body: Body?
    var answer: Answer
    /// Whether the operation can also answer `text/event-stream`, and the schema of its events.
    var eventStream: JSONSchema??
    /// The `HEAD` operations of the same path, said by this `GET` operation's path with
    /// `service.head`.
    var heads: [APIOperation] = []
    /// The success statuses the document gives, as numbers (`2XX` and `default` are none).
    var successStatuses: [Int] = []
    /// Every status the document gives, as numbers, in order.
    var documentedStatuses: [Int] = []
    /// The failure statuses whose JSON body is a component schema, with that schema's reference
    /// (`#/components/schemas/Problem`): the API's error body where it is the scaffold's.
    var errorBodies: [Int: String] = [:]
    /// The JSON pointers of the answer's schema, the events' schema and the body's schema: a
    /// component's own (`#/components/responses/Name/…`) when the document names it.
    var answerPointer = ""
    var eventPointer = ""
    var bodyPointer = ""
    /// The names of the response and request body components the answer and the body refer to,
    /// which name their types and which operations that share them share.
    var answerComponent: String?
    var bodyComponent: String?

    /// The path's template as a request has it: without the `#name` a path key may end in to
    /// tell operations on one URL apart (`/files/{file_id}#add_shared_link`), which no request
    /// sends.
    var urlTemplate: String { template.firstIndex(of: "#").map { String(template[..<$0]) } ?? template }

    /// The URL path's segments, without empty ones.
    var segments: [String] { urlTemplate.split(separator: "/").map(String.init) }

    /// The fixed query's items, `beta=true` as `("beta", "true")`, percent-decoded.
    var fixedQueryItems: [(name: String, value: String)] {
        guard let fixedQuery, !fixedQuery.isEmpty else { return [] }
        return fixedQuery.split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                let text = String($0).replacingOccurrences(of: "+", with: " ")
                return text.removingPercentEncoding ?? text
            }
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }

    /// `METHOD /path`, as the document writes it.
    var routeText: String { "\(method) \(template)\(fixedQuery.map { "?\($0)" } ?? "")" }
}
