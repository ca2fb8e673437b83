#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Where the next page of a paged list is, as a ``Pagination`` reads it from the page before.
public enum NextPage: Hashable, Sendable {
    /// A URL the answer handed back, absolute or relative to the page's own URL: a `Link`
    /// header's `rel="next"`, or a `next` field in the body.
    ///
    /// It is sent as it is, with the service's and the call's headers, and without adding the
    /// query again. A URL on another origin than the service's base URL (scheme, host, port)
    /// is refused with ``YopuyError/Code/invalidURL`` before anything is sent, so that
    /// credentials in the headers never leave the API.
    case url(URL)

    /// The same path again, with these parameters set over the first call's query: a cursor
    /// (`["after": "Y3Vyc29y"]`) or a page number (`["page": 3]`).
    case query(Query)
}
