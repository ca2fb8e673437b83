/// A resource or an action whose API answers a successful call with a status of its own: a
/// create answered `200 OK` rather than `201 Created`, an action answered `202 Accepted`.
///
/// Say it once, in the declaration both ends share; `yopuy-scaffold` writes it where a
/// document gives an operation one success status other than its verb's:
///
/// ```swift
/// struct Review: ChildResource, IsListable, IsCreatable, AnswersStatus, DecodesJSON, Codable {
///     typealias Parent = Post
///     static let path = "reviews"
///     let id: Int
///     var stars: Int
///
///     /// `POST posts/{id}/reviews` answers 200; the rest as their verbs do.
///     static func answerStatus(for method: HTTPMethod) -> Int? {
///         method == .post ? 200 : nil
///     }
/// }
/// ```
///
/// A YopuyHummingbird server answers a handler's value with that status, and so does the testing
/// kit's ``/YopuyTesting/InMemoryBackend``. A client takes any `2xx` as success either way: the
/// status is on the ``Response``.
///
/// Without it a verb answers as REST has it: `201 Created` for a create, `204 No Content` for an
/// answer with no body, `200 OK` for the rest.
public protocol AnswersStatus {
    /// The status the API answers a successful call with `method` with, or `nil` for the verb's
    /// own.
    ///
    /// - Parameter method: The method of the call: `POST` for a create or a `POST` action.
    /// - Returns: A status from 200 to 299, or `nil`.
    static func answerStatus(for method: HTTPMethod) -> Int?
}
