#if Hummingbird
public import Hummingbird
public import Yopuy

// Repeats by design (duplicates pairs this file with RouterMethods+Resources.swift): each
// `answer` is the `on` of the same form whose handler returns a ResourceAnswer, one line over the
// engine. A method of its own name, not more `on`s: the type checker never weighs the two kinds
// of handler against each other, so neither costs the other's mistakes their words.

extension RouterMethods {
    // MARK: One value, no body

    /// Serves the paths of a shape that read or delete one value, with a handler that chooses
    /// the whole answer: its status and header fields besides the value.
    ///
    /// ```swift
    /// router.answer(Post.show / Comment.show) { ids, request, context in
    ///     let (postID, commentID) = ids
    ///     let comment = store.comment(commentID, on: postID)
    ///     return ResourceAnswer(comment, headerFields: [.cacheControl: "max-age=60"])
    /// }
    /// ```
    ///
    /// It reads the IDs as `on` does, and writes the value as `on` does (see ``ResourceAnswer``).
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesSingular, Method: ServedWithoutBody, IDs>(
        _ shape: RouteShape<Resource, SingularPath, Method, IDs>,
        use handler: @escaping @Sendable (IDs, Request, Context) async throws -> ResourceAnswer<Resource.Singular>
    ) -> Self where Resource.Singular: Encodable & Sendable {
        let writer = AnswerWriter(
            Resource.self,
            answering: Resource.Singular.self,
            collection: false,
            method: Method.httpMethod
        )
        return serve(shape, respond: Answering.respond(handler, with: writer))
    }

    /// Serves one path that reads or deletes one value, as it is, with a handler that chooses
    /// the whole answer.
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesSingular, Method: ServedWithoutBody>(
        _ path: Path<Resource, SingularPath, Method>,
        use handler: @escaping @Sendable (Request, Context) async throws -> ResourceAnswer<Resource.Singular>
    ) -> Self where Resource.Singular: Encodable & Sendable {
        answer(RouteShape(path: path, reader: .none)) { _, request, context in try await handler(request, context) }
    }

    /// Serves the paths of a root resource's builder that reads or deletes one record, with a
    /// handler that chooses the whole answer.
    ///
    /// - Parameters:
    ///   - builder: The builder; only its type counts.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesSingular & IdentifiableResource, Method: ServedWithoutBody>(
        _ builder: (Resource.ID) -> Path<Resource, SingularPath, Method>,
        use handler:
            @escaping @Sendable (Resource.ID, Request, Context) async throws -> ResourceAnswer<
                Resource.Singular
            >
    ) -> Self where Resource.Singular: Encodable & Sendable, Resource.ID: DecodesPathSegment {
        answer(RouteShape(builder: builder), use: handler)
    }

    // MARK: One value, with a body

    /// Serves the paths of a shape that send a body and answer one value, with a handler that
    /// chooses the whole answer: a create's `Location`, a status among those its API documents.
    ///
    /// ```swift
    /// router.answer(Post.show / Comment.create) { postID, body, request, context in
    ///     let comment = try store.addComment(to: postID, from: body.data)
    ///     return ResourceAnswer(
    ///         comment,
    ///         status: .created,
    ///         headerFields: [.location: "/posts/\(postID)/comments/\(comment.id)"]
    ///     )
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesSingular, Method: ServedWithBody, IDs>(
        _ shape: RouteShape<Resource, SingularPath, Method, IDs>,
        use handler:
            @escaping @Sendable (IDs, Method.Body, Request, Context) async throws -> ResourceAnswer<
                Resource.Singular
            >
    ) -> Self where Resource.Singular: Encodable & Sendable {
        let writer = AnswerWriter(
            Resource.self,
            answering: Resource.Singular.self,
            collection: false,
            method: Method.httpMethod
        )
        let route = "\(Method.httpMethod) \(shape.path.template)"
        return serve(shape, respond: Answering.respond(handler, with: writer, route: route))
    }

    /// Serves one path that sends a body and answers one value, as it is, with a handler that
    /// chooses the whole answer.
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesSingular, Method: ServedWithBody>(
        _ path: Path<Resource, SingularPath, Method>,
        use handler:
            @escaping @Sendable (Method.Body, Request, Context) async throws -> ResourceAnswer<
                Resource.Singular
            >
    ) -> Self where Resource.Singular: Encodable & Sendable {
        answer(RouteShape(path: path, reader: .none)) { _, body, request, context in
            try await handler(body, request, context)
        }
    }

    /// Serves the paths of a root resource's builder that sends a body for one record, with a
    /// handler that chooses the whole answer.
    ///
    /// - Parameters:
    ///   - builder: The builder; only its type counts.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesSingular & IdentifiableResource, Method: ServedWithBody>(
        _ builder: (Resource.ID) -> Path<Resource, SingularPath, Method>,
        use handler:
            @escaping @Sendable (Resource.ID, Method.Body, Request, Context) async throws -> ResourceAnswer<
                Resource.Singular
            >
    ) -> Self where Resource.Singular: Encodable & Sendable, Resource.ID: DecodesPathSegment {
        answer(RouteShape(builder: builder), use: handler)
    }

    // MARK: A list

    /// Serves the paths of a shape that read a list, with a handler that chooses the whole
    /// answer: a `Link` to the next page, a count in a header.
    ///
    /// ```swift
    /// router.answer(Post.show / Comment.list) { postID, request, context in
    ///     ResourceAnswer(store.comments(on: postID), headerFields: [.cacheControl: "no-store"])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesCollection, Method: ServedWithoutBody, IDs>(
        _ shape: RouteShape<Resource, CollectionPath, Method, IDs>,
        use handler: @escaping @Sendable (IDs, Request, Context) async throws -> ResourceAnswer<Resource.Collection>
    ) -> Self where Resource.Collection: Encodable & Sendable {
        let writer = AnswerWriter(
            Resource.self,
            answering: Resource.Collection.self,
            collection: true,
            method: Method.httpMethod
        )
        return serve(shape, respond: Answering.respond(handler, with: writer))
    }

    /// Serves one path that reads a list, as it is, with a handler that chooses the whole
    /// answer.
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesCollection, Method: ServedWithoutBody>(
        _ path: Path<Resource, CollectionPath, Method>,
        use handler: @escaping @Sendable (Request, Context) async throws -> ResourceAnswer<Resource.Collection>
    ) -> Self where Resource.Collection: Encodable & Sendable {
        answer(RouteShape(path: path, reader: .none)) { _, request, context in try await handler(request, context) }
    }

    // MARK: A list, for a body

    /// Serves the paths of a shape that send a body and answer a list: a search sent as a
    /// ``/Yopuy/POST``, a batch of creates.
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesCollection, Method: ServedWithBody, IDs>(
        _ shape: RouteShape<Resource, CollectionPath, Method, IDs>,
        use handler:
            @escaping @Sendable (IDs, Method.Body, Request, Context) async throws -> ResourceAnswer<
                Resource.Collection
            >
    ) -> Self where Resource.Collection: Encodable & Sendable {
        let writer = AnswerWriter(
            Resource.self,
            answering: Resource.Collection.self,
            collection: true,
            method: Method.httpMethod
        )
        let route = "\(Method.httpMethod) \(shape.path.template)"
        return serve(shape, respond: Answering.respond(handler, with: writer, route: route))
    }

    /// Serves one path that sends a body and answers a list, as it is.
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func answer<Resource: ParsesCollection, Method: ServedWithBody>(
        _ path: Path<Resource, CollectionPath, Method>,
        use handler:
            @escaping @Sendable (Method.Body, Request, Context) async throws -> ResourceAnswer<
                Resource.Collection
            >
    ) -> Self where Resource.Collection: Encodable & Sendable {
        answer(RouteShape(path: path, reader: .none)) { _, body, request, context in
            try await handler(body, request, context)
        }
    }
}
#endif
