#if Hummingbird
public import Hummingbird
public import Yopuy

extension Request {
    /// The request's query, read as the type of its parameters that the client sends: one
    /// declaration for both ends, no parameter read by name.
    ///
    /// ```swift
    /// struct PostSearch: QueryParameters {
    ///     var author: String?
    ///     var limit: Int?
    /// }
    ///
    /// router.on(Post.list) { request, context in
    ///     let search = try request.query(as: PostSearch.self)
    ///     return store.posts().filter { search.author == nil || $0.title.contains(search.author ?? "") }
    /// }
    /// ```
    ///
    /// A client sends the same type: `service.call(Post.list, query: try Query(search))`.
    ///
    /// - Parameter type: The parameters' type.
    /// - Returns: The parameters the request carries.
    /// - Throws: Hummingbird's `HTTPError`, 400, naming the parameter that is missing or not of its
    ///   type in words (that `limit` is not an Int), which an ``APIErrorMiddleware`` answers in
    ///   the API's error shape.
    public func query<Parameters: QueryParameters>(as type: Parameters.Type) throws -> Parameters {
        do {
            return try Parameters(query: Query(encoded: uri.query ?? ""))
        } catch {
            throw HTTPError(.badRequest, message: "\(method) \(uri.path): \(error.reason)")
        }
    }
}
#endif
