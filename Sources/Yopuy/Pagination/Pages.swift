/// The pages of a paged list, fetched one at a time as you iterate.
///
/// ```swift
/// for try await page in service.pages(Post.list, query: ["per_page": 50]) {
///     for post in page.value ?? [] {
///         print(post.title)
///     }
/// }
/// ```
///
/// Each element is the page's ``Response``: its parsed value, status and headers. The next page
/// is requested only when the loop asks for it, where the ``Pagination`` says it is, with the
/// service's headers (and the call's) every time. Iteration ends after the last page, or after
/// `maxPages` pages, whichever comes first. A failure is thrown as a ``YopuyError`` after the
/// pages before it, and ends the sequence. Cancelling the iterating task cancels the page in
/// flight, which throws ``YopuyError/Code/cancelled``.
public struct Pages<Value: Sendable>: AsyncSequence, Sendable {
    /// One page.
    public typealias Element = Response<Value>

    /// What iteration throws.
    public typealias Failure = YopuyError

    /// Fetches one page: its response, and the request that fetched it.
    typealias Fetch = @Sendable (NextPage) async throws(YopuyError) -> (Response<Value>, AdapterRequest)

    let first: NextPage
    let pagination: Pagination<Value>
    let maxPages: Int
    let fetch: Fetch

    init(first: NextPage, pagination: Pagination<Value>, maxPages: Int, fetch: @escaping Fetch) {
        self.first = first
        self.pagination = pagination
        self.maxPages = maxPages
        self.fetch = fetch
    }

    /// An iterator that starts at the first page.
    ///
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(pages: self)
    }

    /// Fetches the pages in order, one per call to `next()`.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private let pages: Pages
        private var upcoming: NextPage?
        private var fetched = 0

        init(pages: Pages) {
            self.pages = pages
            self.upcoming = pages.maxPages > 0 ? pages.first : nil
        }

        /// The next page, or `nil` after the last.
        ///
        /// - Returns: The page's response.
        /// - Throws: ``YopuyError``, as a call does; the sequence ends with it.
        public mutating func next() async throws(YopuyError) -> Response<Value>? {
            try await next(isolation: nil)
        }

        /// The next page, or `nil` after the last.
        ///
        /// - Parameter actor: The caller's isolation; pages are fetched in the calling task.
        /// - Returns: The page's response.
        /// - Throws: ``YopuyError``, as a call does; the sequence ends with it.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(YopuyError) -> Response<Value>? {
            guard let place = upcoming, fetched < pages.maxPages else {
                return nil
            }
            upcoming = nil
            let (page, request) = try await pages.fetch(place)
            fetched += 1
            upcoming = pages.pagination.next(page, request)
            return page
        }
    }
}
