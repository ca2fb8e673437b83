import Foundation
import Yopuy
import YopuyTesting

/// `http://127.0.0.1:5000/v2/`, for "Talking to a Container Registry": a registry of the
/// Distribution API that keeps what it is sent. It checks each blob's digest against the bytes
/// (SHA-256), and that a manifest's blobs exist; it answers errors as a registry does,
/// `{"errors": [{"code": …, "message": …}]}`.
final class RegistryServer: @unchecked Sendable {
    /// The registry on port 5000, open to all.
    static let open = RegistryServer()

    /// The registry on port 5001, behind htpasswd, which knows no user the examples name: every
    /// request gets a `401` and its challenge.
    static let guarded = StubAdapter()
        .on(.get, "**") { _ in
            RegistryServer.error(401, "UNAUTHORIZED", "authentication required")
                .adding("WWW-Authenticate", #"Basic realm="Registry Realm""#)
        }

    private struct Manifest {
        let bytes: Data
        let mediaType: String
        let digest: String
    }

    private let lock = NSLock()
    private var blobs: [String: Data] = [:]
    private var uploads: [String: (repository: String, bytes: Data)] = [:]
    private var manifests: [String: [String: Manifest]] = [:]
    private var repositories: Set<String> = []
    private var uploadCount = 0

    /// The adapter that answers for this registry.
    var adapter: StubAdapter {
        [HTTPMethod.get, .head, .post, .patch, .put, .delete].reduce(StubAdapter()) { stub, method in
            stub.on(method, "**") { [self] request in
                lock.lock()
                defer { lock.unlock() }
                return answer(request)
            }
        }
    }

    private func answer(_ request: AdapterRequest) -> StubResponse {
        let path = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
        guard path.hasPrefix("/v2/") else {
            return Self.error(404, "NAME_UNKNOWN", "not under /v2/")
        }
        let rest = String(path.dropFirst("/v2/".count)).removingPercentEncoding ?? ""
        if rest.isEmpty {
            return StubResponse(headers: ["Docker-Distribution-Api-Version": "registry/2.0"], body: Data("{}".utf8))
        }
        if rest == "_catalog" {
            return .json(Stage.json(["repositories": repositories.sorted()]))
        }
        if rest.hasSuffix("/tags/list") {
            let name = String(rest.dropLast("/tags/list".count))
            let tags = (manifests[name] ?? [:]).keys.filter { !$0.hasPrefix("sha256:") }.sorted()
            return .json(Stage.json(["name": name, "tags": tags.isEmpty ? NSNull() as Any : tags]))
        }
        if let range = rest.range(of: "/blobs/uploads/", options: .backwards) {
            return upload(request, repository: String(rest[..<range.lowerBound]), id: String(rest[range.upperBound...]))
        }
        if let range = rest.range(of: "/blobs/", options: .backwards) {
            return blob(request, digest: String(rest[range.upperBound...]))
        }
        if let range = rest.range(of: "/manifests/", options: .backwards) {
            return manifest(
                request,
                repository: String(rest[..<range.lowerBound]),
                reference: String(rest[range.upperBound...])
            )
        }
        return Self.error(404, "NAME_UNKNOWN", "repository name not known to registry")
    }

    /// `POST …/blobs/uploads/` starts an upload, or with `?digest=` sends it whole; `PATCH` a
    /// session's URL adds a chunk; `PUT` it with `?digest=` ends it.
    private func upload(_ request: AdapterRequest, repository: String, id: String) -> StubResponse {
        repositories.insert(repository)
        let body = request.body ?? Data()
        switch (request.method, id.isEmpty) {
        case (.post, true):
            if let digest = Stage.parameter("digest", of: request) {
                return store(body, as: digest, in: repository)
            }
            uploadCount += 1
            let session = "upload-\(uploadCount)"
            uploads[session] = (repository, body)
            return accepted(session, in: repository, size: body.count)
        case (.patch, false):
            guard var upload = uploads[id] else {
                return Self.error(404, "BLOB_UPLOAD_UNKNOWN", "blob upload unknown to registry")
            }
            if let range = request.headers["Content-Range"], !range.hasPrefix("\(upload.bytes.count)-") {
                return Self.error(416, "BLOB_UPLOAD_INVALID", "the chunk does not start at \(upload.bytes.count)")
            }
            upload.bytes += body
            uploads[id] = upload
            return accepted(id, in: repository, size: upload.bytes.count)
        case (.put, false):
            guard let upload = uploads.removeValue(forKey: id), let digest = Stage.parameter("digest", of: request)
            else {
                return Self.error(404, "BLOB_UPLOAD_UNKNOWN", "blob upload unknown to registry")
            }
            return store(upload.bytes + body, as: digest, in: repository)
        default:
            return Self.error(405, "UNSUPPORTED", "the operation is unsupported")
        }
    }

    private func accepted(_ session: String, in repository: String, size: Int) -> StubResponse {
        StubResponse(
            status: 202,
            headers: [
                "Location": "/v2/\(repository)/blobs/uploads/\(session)",
                "Range": "0-\(max(size - 1, 0))",
                "Docker-Upload-UUID": session,
            ]
        )
    }

    private func store(_ bytes: Data, as digest: String, in repository: String) -> StubResponse {
        guard SHA256.digest(of: bytes) == digest else {
            return Self.error(400, "DIGEST_INVALID", "provided digest did not match uploaded content")
        }
        blobs[digest] = bytes
        return StubResponse(
            status: 201,
            headers: ["Location": "/v2/\(repository)/blobs/\(digest)", "Docker-Content-Digest": digest]
        )
    }

    private func blob(_ request: AdapterRequest, digest: String) -> StubResponse {
        guard let bytes = blobs[digest], request.method == .get || request.method == .head else {
            return Self.error(404, "BLOB_UNKNOWN", "blob unknown to registry")
        }
        let headers: HTTPHeaders = [
            "Content-Type": "application/octet-stream",
            "Content-Length": "\(bytes.count)",
            "Docker-Content-Digest": digest,
        ]
        return StubResponse(headers: headers, body: request.method == .head ? Data() : bytes)
    }

    private func manifest(_ request: AdapterRequest, repository: String, reference: String) -> StubResponse {
        switch request.method {
        case .put:
            let bytes = request.body ?? Data()
            let object = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any]
            let descriptors: [Any] = [object?["config"] ?? [:]] + (object?["layers"] as? [Any] ?? [])
            for descriptor in descriptors {
                guard let digest = (descriptor as? [String: Any])?["digest"] as? String, blobs[digest] != nil else {
                    return Self.error(400, "MANIFEST_BLOB_UNKNOWN", "blob unknown to registry")
                }
            }
            let digest = SHA256.digest(of: bytes)
            let mediaType = request.headers["Content-Type"] ?? "application/vnd.oci.image.manifest.v1+json"
            let manifest = Manifest(bytes: bytes, mediaType: mediaType, digest: digest)
            manifests[repository, default: [:]][reference] = manifest
            manifests[repository, default: [:]][digest] = manifest
            repositories.insert(repository)
            return StubResponse(
                status: 201,
                headers: ["Location": "/v2/\(repository)/manifests/\(digest)", "Docker-Content-Digest": digest]
            )
        case .get, .head:
            guard let manifest = manifests[repository]?[reference] else {
                return Self.error(404, "MANIFEST_UNKNOWN", "manifest unknown")
            }
            let headers: HTTPHeaders = [
                "Content-Type": manifest.mediaType,
                "Content-Length": "\(manifest.bytes.count)",
                "Docker-Content-Digest": manifest.digest,
            ]
            return StubResponse(headers: headers, body: request.method == .head ? Data() : manifest.bytes)
        case .delete:
            guard let manifest = manifests[repository]?[reference], reference == manifest.digest else {
                return Self.error(404, "MANIFEST_UNKNOWN", "manifest unknown")
            }
            manifests[repository] = (manifests[repository] ?? [:]).filter { $0.value.digest != manifest.digest }
            return StubResponse(status: 202)
        default:
            return Self.error(405, "UNSUPPORTED", "the operation is unsupported")
        }
    }

    private static func error(_ status: Int, _ code: String, _ message: String) -> StubResponse {
        .json(Stage.json(["errors": [["code": code, "message": message]]]), status: status)
    }
}
