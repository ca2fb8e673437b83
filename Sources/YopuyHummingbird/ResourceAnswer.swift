#if Hummingbird
public import Hummingbird

/// An answer a handler chooses whole: a status among those its API documents, header fields, and
/// the value its resource's parser reads. What the handlers of a router's `answer` return, where
/// those of `on` return the value alone.
///
/// ```swift
/// router.answer(Post.create) { body, request, context in
///     let post = try store.addPost(from: body.data)
///     return ResourceAnswer(post, status: .created, headerFields: [.location: "/posts/\(post.id)"])
/// }
/// ```
///
/// The value is written as `on` writes a handler's value: JSON in the resource's envelope,
/// `Data` as it is, nothing for `nil` or ``/Yopuy/NoContent``. Without a status, the answer has the
/// one `on` gives: the declaration's (``/Yopuy/AnswersStatus``), else 201 for a create, 204 for
/// nothing, 200 for the rest. A 204 or a 304 carries no body. A failure is a ``ResourceError``,
/// thrown.
public struct ResourceAnswer<Value: Encodable & Sendable>: Sendable {
    /// What the answer carries, or `nil` for nothing.
    public var value: Value?

    /// The answer's status, or `nil` for the one `on` gives.
    public var status: HTTPResponse.Status?

    /// More header fields: a `Location`, a `Link` to the next page, an `ETag`.
    public var headerFields: HTTPFields

    /// An answer of `value`.
    ///
    /// - Parameters:
    ///   - value: What the answer carries, or `nil` for nothing.
    ///   - status: The answer's status; `nil` for the one `on` gives.
    ///   - headerFields: More header fields.
    public init(_ value: Value?, status: HTTPResponse.Status? = nil, headerFields: HTTPFields = [:]) {
        self.value = value
        self.status = status
        self.headerFields = headerFields
    }
}

extension AnswerWriter {
    /// The answer for `answer`: its value written as ``response(_:)`` writes one, with its status
    /// and its header fields.
    @inlinable
    func response<Value>(_ answer: ResourceAnswer<Value>) throws -> Response {
        var response = try self.response(answer.value)
        if let status = answer.status {
            response.status = status
            if status == .noContent || status == .notModified {
                response.body = ResponseBody()
                response.headers[.contentType] = nil
            }
        }
        for field in answer.headerFields {
            response.headers[field.name] = nil
        }
        response.headers.append(contentsOf: answer.headerFields)
        return response
    }
}
#endif
