public import Yopuy

/// The repositories of a registry: `GET _catalog`, `{"repositories": ["library/ubuntu", …]}`,
/// in lexical order, paged with `?n=` and a relative `Link: </v2/_catalog?last=…&n=…>; rel="next"`.
///
/// ```swift
/// var names: [String] = []
/// for try await page in service.pages(Catalog.show, query: ["n": 100]) {
///     names += page.value?.repositories ?? []
/// }
/// ```
public struct Catalog: SingularRootResource, IsShowable, DecodesJSON, Decodable, Sendable {
    /// `_catalog`.
    public static let path = "_catalog"

    /// The names of this page, each as the registry writes it: `team/app`.
    public let repositories: [String]
}
