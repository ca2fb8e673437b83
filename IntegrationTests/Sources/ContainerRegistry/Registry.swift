public import Foundation
public import Yopuy

/// A client of a container registry (the OCI distribution API, as the Distribution registry
/// serves it), written with Yopuy's typed paths: push and pull blobs and manifests, list tags and
/// repositories, delete.
///
/// ```swift
/// let registry = Registry(adapter: URLSessionAdapter(), url: URL(string: "http://127.0.0.1:5000/v2/")!)
/// try await registry.checkVersion()
/// let layer = try await registry.pushBlob(Data("hello".utf8), to: "team/app")
/// let bytes = try await registry.pullBlob(layer, from: "team/app")   // checked against its digest
/// ```
///
/// Every call is bounded by ``Yopuy/Service/timeout``, and every error answer's
/// `{"errors": […]}` body is decoded as ``RegistryErrors`` into the error's
/// ``Yopuy/YopuyError/parsedBody``.
public struct Registry<Adapter: HTTPAdapter>: Sendable {
    /// The service every call goes through, at the registry's `/v2/`.
    public var service: Service<Adapter>

    /// Creates a client for the registry whose API is at `url`.
    ///
    /// - Parameters:
    ///   - adapter: The HTTP client; wrap it in ``Yopuy/Authentication`` for a registry that
    ///     asks for credentials.
    ///   - url: The API's base, with its trailing slash: `http://127.0.0.1:5000/v2/`.
    ///   - timeout: How long each call may take.
    public init(adapter: Adapter, url: URL, timeout: Duration = .seconds(30)) {
        var service = Service(adapter: adapter, URL: url)
        service.timeout = timeout
        service.errorBody = .json(RegistryErrors.self)
        self.service = service
    }

    /// Checks that the registry speaks the Distribution API and takes the credentials:
    /// `GET /v2/`.
    ///
    /// - Returns: The value of `Docker-Distribution-Api-Version` (`registry/2.0`), or `nil` if
    ///   the registry sent none.
    /// - Throws: ``Yopuy/YopuyError``: with status `401` and a challenge in `WWW-Authenticate` when the
    ///   credentials are missing or wrong.
    @discardableResult
    public func checkVersion() async throws(YopuyError) -> String? {
        try await service.call(APIVersion.show).headers["Docker-Distribution-Api-Version"]
    }

    /// Asks for a blob's digest and size, without its bytes: `HEAD`.
    ///
    /// - Parameters:
    ///   - digest: The blob's digest.
    ///   - name: The repository.
    /// - Returns: The registry's `Docker-Content-Digest` and `Content-Length`.
    /// - Throws: ``Yopuy/YopuyError``; status `404` when the repository has no such blob.
    public func blobInfo(
        _ digest: Digest,
        in name: SegmentedID
    ) async throws(YopuyError) -> (digest: Digest?, size: Int?) {
        let answer = try await service.head(Repository.at(name) / Blob.show(digest))
        return Self.info(answer.headers)
    }

    /// Asks for a manifest's digest and size, without its bytes: `HEAD`, accepting OCI manifests.
    ///
    /// - Parameters:
    ///   - reference: A tag or a digest.
    ///   - name: The repository.
    /// - Returns: The registry's `Docker-Content-Digest` and `Content-Length`.
    /// - Throws: ``Yopuy/YopuyError``; status `404` when there is no such manifest.
    public func manifestInfo(
        _ reference: ManifestReference,
        in name: SegmentedID
    ) async throws(YopuyError) -> (digest: Digest?, size: Int?) {
        let answer = try await service.head(Repository.at(name) / Manifest.show(reference))
        return Self.info(answer.headers)
    }

    /// The tags of a repository, every page of them: `GET …/tags/list?n=`, then each relative
    /// `Link` to the next page.
    ///
    /// - Parameters:
    ///   - name: The repository.
    ///   - pageSize: How many tags to ask for per page.
    /// - Returns: The tags, in the registry's order.
    /// - Throws: ``Yopuy/YopuyError``; ``Yopuy/YopuyError/Code/tooManyPages`` after 1 000 pages.
    public func tags(of name: SegmentedID, pageSize: Int = 100) async throws(YopuyError) -> [String] {
        var tags: [String] = []
        let pages = service.pages(Repository.at(name) / TagList.action, query: ["n": pageSize], maxPages: 1_000)
        for try await page in pages.failingAtMaxPages() {
            tags += page.value?.tags ?? []
        }
        return tags
    }

    /// The names of the registry's repositories, every page of them: `GET _catalog?n=`, then
    /// each relative `Link` to the next page.
    ///
    /// - Parameter pageSize: How many names to ask for per page.
    /// - Returns: The names and how many pages they took.
    /// - Throws: ``Yopuy/YopuyError``; ``Yopuy/YopuyError/Code/tooManyPages`` after 1 000 pages.
    public func repositories(pageSize: Int = 100) async throws(YopuyError) -> (names: [String], pages: Int) {
        var names: [String] = []
        var count = 0
        for try await page in service.pages(Catalog.show, query: ["n": pageSize], maxPages: 1_000).failingAtMaxPages() {
            names += page.value?.repositories ?? []
            count += 1
        }
        return (names, count)
    }

    /// Deletes a manifest by its digest (Distribution refuses a tag here with `DIGEST_INVALID`).
    ///
    /// - Parameters:
    ///   - digest: The manifest's digest.
    ///   - name: The repository.
    /// - Throws: ``Yopuy/YopuyError``; status `404` and `MANIFEST_UNKNOWN` when it is gone already.
    public func deleteManifest(_ digest: Digest, from name: SegmentedID) async throws(YopuyError) {
        _ = try await service.call(Repository.at(name) / Manifest.delete(.digest(digest)))
    }

    /// The digest and size an answer's headers give.
    static func info(_ headers: HTTPHeaders) -> (digest: Digest?, size: Int?) {
        (headers["Docker-Content-Digest"].flatMap(Digest.init), headers["Content-Length"].flatMap { Int($0) })
    }
}
