#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Service {
    /// The pages of a list, as an `AsyncSequence` that fetches each page when the loop asks.
    ///
    /// ```swift
    /// for try await page in service.pages(Post.show(1) / Comment.list, query: ["per_page": 100]) {
    ///     print(page.value?.count ?? 0, "comments")
    /// }
    /// ```
    ///
    /// The first page is the call as `call(_:query:headers:timeout:)` would send it;
    /// `pagination` then reads where each next one is: by default the link named `next` in
    /// the `Link` header. A next URL on another origin than the base URL fails with
    /// ``YopuyError/Code/invalidURL``; nothing is sent to it.
    ///
    /// - Parameters:
    ///   - path: A list to read.
    ///   - query: Query parameters for the first page, merged over the service's; a
    ///     ``NextPage/query(_:)`` page keeps them, its own parameters winning.
    ///   - headers: Header fields for every page, merged over the service's.
    ///   - timeout: How long to wait for each page; the service's ``timeout`` if `nil`.
    ///   - pagination: Where the next page is: ``Pagination/link`` unless you say otherwise.
    ///   - maxPages: The most pages fetched; iteration ends after that many. Zero fetches none.
    /// - Returns: The pages, fetched lazily, each parsed by `parse(collection:)`.
    public func pages<Resource: ParsesCollection>(
        _ path: Path<Resource, CollectionPath, GET>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        timeout: Duration? = nil,
        by pagination: Pagination<Resource.Collection> = .link,
        maxPages: Int = 100
    ) -> Pages<Resource.Collection> where Resource.Collection: Sendable {
        pages(
            at: path.route,
            of: type(of: path),
            query: query,
            headers: Resource.headers.under(headers),
            timeout: timeout,
            by: pagination,
            maxPages: maxPages,
            parse: Resource.parse(collection:)
        )
    }

    /// The pages of an action that answers a list in one value (a search), as an
    /// `AsyncSequence` that fetches each page when the loop asks.
    ///
    /// ```swift
    /// let all = service.pages(Post.Search.action, query: ["q": "swift"], by: .pageNumber("page"))
    /// for try await page in all {
    ///     print(page.value?.count ?? 0, "results")
    /// }
    /// ```
    ///
    /// It pages as `pages` does for a list, each page parsed by `parse(singular:)`.
    ///
    /// - Parameters:
    ///   - path: An action that reads one page of a list.
    ///   - query: Query parameters for the first page, merged over the service's.
    ///   - headers: Header fields for every page, merged over the service's.
    ///   - timeout: How long to wait for each page; the service's ``timeout`` if `nil`.
    ///   - pagination: Where the next page is: ``Pagination/link`` unless you say otherwise.
    ///   - maxPages: The most pages fetched; iteration ends after that many.
    /// - Returns: The pages, fetched lazily.
    public func pages<Resource: ParsesSingular>(
        _ path: Path<Resource, SingularPath, GET>,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        timeout: Duration? = nil,
        by pagination: Pagination<Resource.Singular> = .link,
        maxPages: Int = 100
    ) -> Pages<Resource.Singular> where Resource.Singular: Sendable {
        pages(
            at: path.route,
            of: type(of: path),
            query: query,
            headers: Resource.headers.under(headers),
            timeout: timeout,
            by: pagination,
            maxPages: maxPages,
            parse: Resource.parse(singular:)
        )
    }

    /// The pages of the list at `route`, each parsed by `parse`: what both `pages` methods
    /// return.
    private func pages<Value: Sendable>(
        at route: Route,
        of pathType: Any.Type,
        query: Query,
        headers: HTTPHeaders,
        timeout: Duration?,
        by pagination: Pagination<Value>,
        maxPages: Int,
        parse: @escaping @Sendable (Data) throws -> Value
    ) -> Pages<Value> {
        Pages(first: .query(query), pagination: pagination, maxPages: maxPages) {
            place async throws(YopuyError) in
            let answer = try await self.send(
                at: place,
                route,
                of: pathType,
                query: query,
                headers: headers,
                timeout: timeout
            )
            return (try Self.parse(answer, with: parse), answer.request)
        }
    }

    /// Fetches one page of a list at `route`: the first call's query with a
    /// ``NextPage/query(_:)``'s set over it, or a ``NextPage/url(_:)`` as it is.
    func send(
        at place: NextPage,
        _ route: Route,
        of pathType: Any.Type,
        query: Query,
        headers: HTTPHeaders,
        timeout: Duration?
    ) async throws(YopuyError) -> Answer {
        switch place {
        case .query(let own):
            let options = CallOptions(
                query: query.merging(own),
                headers: headers,
                body: RequestBody?.none,
                timeout: timeout,
                pathType: pathType
            )
            return try await send(.get, route, options)
        case .url(let url):
            // A next page's URL is the same list's: the same template.
            let options = CallOptions(
                query: [:],
                headers: headers,
                body: RequestBody?.none,
                timeout: timeout,
                pathType: pathType
            )
            return try await send(following: url, .get, options)
        }
    }
}
