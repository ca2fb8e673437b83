#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a paged list says where its next page is: a `Link` header, a cursor, a page number, or
/// a rule of your own.
///
/// ```swift
/// struct Feed: Decodable, Sendable {
///     var items: [Post]
///     var nextCursor: String?
/// }
///
/// let byLink: Pagination<[Post]> = .link                                   // Link: <…>; rel="next"
/// let byNumber: Pagination<[Post]> = .pageNumber("page")                  // ?page=2, 3, … until empty
/// let byCursor: Pagination<Feed> = .cursor("after") { $0.value?.nextCursor }  // ?after=…
/// ```
///
/// `Value` is what one page parses into: the path's `Collection` (or `Singular`, for an
/// action). Pass one to a service's `pages(_:query:headers:timeout:by:maxPages:)`.
public struct Pagination<Value: Sendable>: Sendable {
    /// Reads the next page's place from a page and the request that fetched it.
    let next: @Sendable (Response<Value>, AdapterRequest) -> NextPage?

    /// A rule of your own: given a page and the request that fetched it, where the next page
    /// is, or `nil` after the last.
    ///
    /// ```swift
    /// let offsets = Pagination<[Post]> { page, request in
    ///     guard let posts = page.value, !posts.isEmpty else { return nil }
    ///     var offset = 0
    ///     if case .int(let current)? = request.query["offset"] { offset = current }
    ///     return .query(["offset": offset + posts.count])
    /// }
    /// ```
    ///
    /// - Parameter next: The rule.
    public init(next: @escaping @Sendable (_ page: Response<Value>, _ request: AdapterRequest) -> NextPage?) {
        self.next = next
    }

    /// Pages linked by the answer's `Link` header, as GitHub's are: the link whose `rel` is
    /// `next` (RFC 8288). The last page has none.
    public static var link: Pagination {
        Pagination { page, request in
            // A response may carry several Link fields; they read as one list (RFC 9110, 5.3).
            let field = page.headers.values(for: "Link").joined(separator: ", ")
            guard let target = LinkHeader.target(of: "next", in: field),
                let url = URL(string: target, relativeTo: page.url ?? request.url)
            else {
                return nil
            }
            return .url(url.absoluteURL)
        }
    }

    /// Pages found by a cursor that each page hands over for the next: the same path with
    /// `name` set to it. The last page hands over `nil` or an empty cursor.
    ///
    /// - Parameters:
    ///   - name: The query parameter that takes the cursor: `"after"`, `"cursor"`.
    ///   - cursor: Reads the cursor from a page: its value or its headers.
    /// - Returns: The pagination.
    public static func cursor(
        _ name: String,
        from cursor: @escaping @Sendable (_ page: Response<Value>) -> String?
    ) -> Pagination {
        Pagination { page, _ in
            guard let next = cursor(page), !next.isEmpty else {
                return nil
            }
            return .query(Query([Query.Parameter(name: name, value: .string(next))]))
        }
    }
}

extension Pagination where Value: Collection {
    /// Pages numbered in the query (`?page=1`, `2`, …), read until one comes back empty.
    ///
    /// The first call's own `name` parameter, if any, is where it starts; otherwise the first
    /// page is `first`.
    ///
    /// - Parameters:
    ///   - name: The query parameter that numbers pages: `"page"`.
    ///   - first: The number of the first page, when the call sets none: `1`, or `0` for APIs
    ///     that count from zero.
    /// - Returns: The pagination.
    public static func pageNumber(_ name: String, first: Int = 1) -> Pagination {
        Pagination { page, request in
            guard let items = page.value, !items.isEmpty else {
                return nil
            }
            let current = request.query[name].flatMap { value in Int(value.texts.first ?? "") } ?? first
            return .query(Query([Query.Parameter(name: name, value: .int(current + 1))]))
        }
    }
}
