#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
///
/// Stopping at `maxPages` is quiet unless you ask: ``failingAtMaxPages()`` makes a walk that
/// reaches the limit with pages left throw ``YopuyError/Code/tooManyPages`` after its last
/// page, so that a partial list is never taken for the whole. Iterating by hand, the iterator's
/// ``AsyncIterator/isTruncated`` says the same after `next()` gave `nil`:
///
/// ```swift
/// do {
///     for try await page in service.pages(Post.list, maxPages: 10).failingAtMaxPages() {
///         print(page.value?.count ?? 0, "posts")
///     }
/// } catch where error.code == .tooManyPages {
///     print("more than 10 pages of posts")
/// }
/// ```
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
    /// Whether reaching `maxPages` with pages left throws, rather than ending quietly.
    private(set) var failsAtMaxPages = false

    init(first: NextPage, pagination: Pagination<Value>, maxPages: Int, fetch: @escaping Fetch) {
        self.first = first
        self.pagination = pagination
        self.maxPages = maxPages
        self.fetch = fetch
    }

    /// These pages, failing when the walk reaches `maxPages` with more pages to fetch.
    ///
    /// After the last page allowed, iteration throws a ``YopuyError`` with code
    /// ``YopuyError/Code/tooManyPages`` instead of ending, if the ``Pagination`` names a next
    /// page; a list that ends within the limit ends as always.
    ///
    /// ```swift
    /// var titles: [String] = []
    /// for try await page in service.pages(Post.list, maxPages: 5).failingAtMaxPages() {
    ///     titles += page.value?.map(\.title) ?? []
    /// }
    /// // titles holds every post, or the loop threw .tooManyPages
    /// ```
    ///
    /// - Returns: The same pages, with the limit made an error.
    public func failingAtMaxPages() -> Pages {
        var pages = self
        pages.failsAtMaxPages = true
        return pages
    }

    /// An iterator that starts at the first page.
    ///
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(pages: self)
    }

    /// Fetches the pages in order, one per call to `next()`.
    ///
    /// Drive it by hand to learn, once `next()` gave `nil`, whether the list ended or the
    /// walk stopped at `maxPages`:
    ///
    /// ```swift
    /// func printPosts() async throws {
    ///     var iterator = service.pages(Post.list, maxPages: 3).makeAsyncIterator()
    ///     while let page = try await iterator.next() {
    ///         print(page.value?.count ?? 0, "posts")
    ///     }
    ///     if iterator.isTruncated {
    ///         print("stopped after 3 pages; there are more")
    ///     }
    /// }
    /// ```
    public struct AsyncIterator: AsyncIteratorProtocol {
        private let pages: Pages
        private var upcoming: NextPage?
        private var fetched = 0

        /// Whether iteration stopped at `maxPages` while the ``Pagination`` named a next page:
        /// `false` while pages remain to be asked for, and after the list's own last page.
        public private(set) var isTruncated = false

        init(pages: Pages) {
            self.pages = pages
            self.upcoming = pages.first
        }

        /// The next page, or `nil` after the last.
        ///
        /// - Returns: The page's response.
        /// - Throws: ``YopuyError``, as a call does; the sequence ends with it. With
        ///   ``Pages/failingAtMaxPages()``, ``YopuyError/Code/tooManyPages`` when the limit
        ///   leaves pages unfetched.
        public mutating func next() async throws(YopuyError) -> Response<Value>? {
            try await next(isolation: nil)
        }

        /// The next page, or `nil` after the last.
        ///
        /// - Parameter actor: The caller's isolation; pages are fetched in the calling task.
        /// - Returns: The page's response.
        /// - Throws: ``YopuyError``, as a call does; the sequence ends with it. With
        ///   ``Pages/failingAtMaxPages()``, ``YopuyError/Code/tooManyPages`` when the limit
        ///   leaves pages unfetched.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(YopuyError) -> Response<Value>? {
            guard let place = upcoming else {
                return nil
            }
            upcoming = nil
            guard fetched < pages.maxPages else {
                isTruncated = true
                if pages.failsAtMaxPages {
                    throw Self.tooManyPages(after: fetched, next: place)
                }
                return nil
            }
            let (page, request) = try await pages.fetch(place)
            fetched += 1
            upcoming = pages.pagination.next(page, request)
            return page
        }

        /// The error for a walk that reached `maxPages` with `next` still to fetch.
        private static func tooManyPages(after count: Int, next: NextPage) -> YopuyError {
            let place: String
            let path: String?
            switch next {
            case .url(let url):
                place = "the next page is \(url.absoluteString)"
                path = url.absoluteString
            case .query(let query):
                let parameters = query.parameters.map { "\($0.name)=\($0.value.texts.joined(separator: ","))" }
                place = "the next page is at ?\(parameters.joined(separator: "&"))"
                path = nil
            }
            return YopuyError(
                code: .tooManyPages,
                reason: "the list has more than maxPages (\(count)) pages; \(place)",
                path: path
            )
        }
    }
}
