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
        let options = CallOptions(path, query: query, headers: headers, body: nil, timeout: timeout)
        return pages(at: path.route, options, by: pagination, maxPages: maxPages, parse: Resource.parse(collection:))
    }

    // Repeats by design (duplicates pairs this file with itself): the parameter lists of the two
    // public `pages`, a list's and an action's, which differ only in the path's kind and the
    // parser; what they share (the options, the paging) is the private `pages` below.

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
        let options = CallOptions(path, query: query, headers: headers, body: nil, timeout: timeout)
        return pages(at: path.route, options, by: pagination, maxPages: maxPages, parse: Resource.parse(singular:))
    }

    /// The pages of the list at `route`, each parsed by `parse`: what both `pages` methods
    /// return. `options` are the first page's.
    private func pages<Value: Sendable>(
        at route: Route,
        _ options: CallOptions,
        by pagination: Pagination<Value>,
        maxPages: Int,
        parse: @escaping @Sendable (Data) throws -> Value
    ) -> Pages<Value> {
        Pages(first: .query(options.query), pagination: pagination, maxPages: maxPages) {
            place async throws(YopuyError) in
            let answer = try await self.send(at: place, route, options)
            return (try Self.parse(answer, with: parse), answer.request)
        }
    }

    /// Fetches one page of a list at `route`: the first page's `options`, with a
    /// ``NextPage/query(_:)``'s query set over theirs, or a ``NextPage/url(_:)`` as it is.
    func send(at place: NextPage, _ route: Route, _ options: CallOptions) async throws(YopuyError) -> Answer {
        var options = options
        switch place {
        case .query(let own):
            options.query = options.query.merging(own)
            return try await send(.get, route, options)
        case .url(let url):
            // A next page's URL is the same list's: the same template. Its query is the URL's.
            options.query = [:]
            return try await send(following: url, .get, options)
        }
    }
}
