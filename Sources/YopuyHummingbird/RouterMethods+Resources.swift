#if Hummingbird
public import Hummingbird
public import Yopuy

// Repeats by design (duplicates pairs this file with itself): each `on` takes a shape, a path or
// a record's builder, for a method without a body or with one, for one value or a list; each is
// one line over the engine (RouterMethods+Serving.swift), with its own documented signature.

extension RouterMethods {
    // MARK: One value, no body

    /// Serves the paths of a shape that read or delete one value: `Post.show / Comment.show`.
    ///
    /// ```swift
    /// router.on(Post.show / Comment.show) { ids, request, context in
    ///     let (postID, commentID) = ids
    ///     return store.comment(commentID, on: postID)  // nil: 204 No Content
    /// }
    /// ```
    ///
    /// The handler receives the ID of every level, typed and read back as the client wrote them
    /// (one ID as it is, several as a tuple in path order), then the request and its context. What it returns is written the way the resource's
    /// `parse(singular:)` reads it: JSON (in the resource's envelope, if it is
    /// ``/Yopuy/DecodesJSON``), `Data` as it is, `nil` as 204 No Content. An ID that does not read
    /// as its type is 404; an error the handler throws is Hummingbird's answer for it (see
    /// ``ResourceError``).
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func on<Resource: ParsesSingular, Method: ServedWithoutBody, IDs>(
        _ shape: RouteShape<Resource, SingularPath, Method, IDs>,
        use handler: @escaping @Sendable (IDs, Request, Context) async throws -> Resource.Singular?
    ) -> Self where Resource.Singular: Encodable & Sendable {
        serve(
            shape,
            respond: Answering.respond(
                handler,
                with: AnswerWriter(
                    Resource.self,
                    answering: Resource.Singular.self,
                    collection: false,
                    method: Method.httpMethod
                )
            )
        )
    }

    /// Serves one path that reads or deletes one value, as it is: `Blog.show`, `Post.show(1)`.
    ///
    /// ```swift
    /// router.on(Blog.show) { request, context in
    ///     store.blog()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func on<Resource: ParsesSingular, Method: ServedWithoutBody>(
        _ path: Path<Resource, SingularPath, Method>,
        use handler: @escaping @Sendable (Request, Context) async throws -> Resource.Singular?
    ) -> Self where Resource.Singular: Encodable & Sendable {
        on(RouteShape(path: path, reader: .none)) { _, request, context in
            try await handler(request, context)
        }
    }

    /// Serves the paths of a root resource's builder that reads or deletes one record:
    /// `Post.show`, `Post.delete`.
    ///
    /// ```swift
    /// router.on(Post.show) { id, request, context in
    ///     store.post(id)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - builder: The builder; only its type counts.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func on<Resource: ParsesSingular & IdentifiableResource, Method: ServedWithoutBody>(
        _ builder: (Resource.ID) -> Path<Resource, SingularPath, Method>,
        use handler: @escaping @Sendable (Resource.ID, Request, Context) async throws -> Resource.Singular?
    ) -> Self where Resource.Singular: Encodable & Sendable, Resource.ID: DecodesPathSegment {
        on(RouteShape(builder: builder), use: handler)
    }

    // MARK: One value, with a body

    /// Serves the paths of a shape that send a body and answer one value:
    /// `Post.show / Comment.create`, `Post.show / Comment.update`.
    ///
    /// ```swift
    /// router.on(Post.show / Comment.create) { postID, body, request, context in
    ///     try store.addComment(to: postID, from: body.data)
    /// }
    /// ```
    ///
    /// The handler receives the IDs (one as it is, several as a tuple), then the body as the path's body type (see
    /// ``DecodesRequestBody``), then the request and its context. A create answers 201, the
    /// others 200; `nil` is 204 No Content. A body that does not read as its type is 400.
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func on<Resource: ParsesSingular, Method: ServedWithBody, IDs>(
        _ shape: RouteShape<Resource, SingularPath, Method, IDs>,
        use handler: @escaping @Sendable (IDs, Method.Body, Request, Context) async throws -> Resource.Singular?
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

    /// Serves one path that sends a body and answers one value, as it is: `Post.create`,
    /// `Blog.replace`.
    ///
    /// ```swift
    /// router.on(Post.create) { body, request, context in
    ///     try store.addPost(from: body.data)  // 201 Created
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func on<Resource: ParsesSingular, Method: ServedWithBody>(
        _ path: Path<Resource, SingularPath, Method>,
        use handler: @escaping @Sendable (Method.Body, Request, Context) async throws -> Resource.Singular?
    ) -> Self where Resource.Singular: Encodable & Sendable {
        on(RouteShape(path: path, reader: .none)) { _, body, request, context in
            try await handler(body, request, context)
        }
    }

    /// Serves the paths of a root resource's builder that sends a body for one record:
    /// `Post.replace`, `Post.update`.
    ///
    /// ```swift
    /// router.on(Post.update) { id, body, request, context in
    ///     try store.updatePost(id, from: body.data)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - builder: The builder; only its type counts.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func on<Resource: ParsesSingular & IdentifiableResource, Method: ServedWithBody>(
        _ builder: (Resource.ID) -> Path<Resource, SingularPath, Method>,
        use handler: @escaping @Sendable (Resource.ID, Method.Body, Request, Context) async throws -> Resource.Singular?
    ) -> Self where Resource.Singular: Encodable & Sendable, Resource.ID: DecodesPathSegment {
        on(RouteShape(builder: builder), use: handler)
    }

    // MARK: A list

    /// Serves the paths of a shape that read a list: `Post.show / Comment.list`.
    ///
    /// ```swift
    /// router.on(Post.show / Comment.list) { postID, request, context in
    ///     store.comments(on: postID)
    /// }
    /// ```
    ///
    /// What the handler returns is written the way the resource's `parse(collection:)` reads it:
    /// JSON, in the resource's collection envelope if it is ``/Yopuy/DecodesJSON``.
    ///
    /// - Parameters:
    ///   - shape: The shape, made with `/` from the builders that take the IDs.
    ///   - handler: Answers one request.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func on<Resource: ParsesCollection, Method: ServedWithoutBody, IDs>(
        _ shape: RouteShape<Resource, CollectionPath, Method, IDs>,
        use handler: @escaping @Sendable (IDs, Request, Context) async throws -> Resource.Collection
    ) -> Self where Resource.Collection: Encodable & Sendable {
        // Never nil: a list, written as a value is.
        let list: @Sendable (IDs, Request, Context) async throws -> Resource.Collection? = handler
        return serve(
            shape,
            respond: Answering.respond(
                list,
                with: AnswerWriter(
                    Resource.self,
                    answering: Resource.Collection.self,
                    collection: true,
                    method: Method.httpMethod
                )
            )
        )
    }

    /// Serves one path that reads a list, as it is: `Post.list`.
    ///
    /// ```swift
    /// router.on(Post.list) { request, context in
    ///     store.posts()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path; a level whose ID it gives is served for that ID alone.
    ///   - handler: Answers one request, as a shape's handler does.
    /// - Returns: The router, to chain.
    @inlinable
    @discardableResult
    public func on<Resource: ParsesCollection, Method: ServedWithoutBody>(
        _ path: Path<Resource, CollectionPath, Method>,
        use handler: @escaping @Sendable (Request, Context) async throws -> Resource.Collection
    ) -> Self where Resource.Collection: Encodable & Sendable {
        on(RouteShape(path: path, reader: .none)) { _, request, context in
            try await handler(request, context)
        }
    }
}
#endif
