import ContainerRegistry
import Foundation
import Testing
import Yopuy
import YopuyTesting

extension Client {
    /// A registry client at `url` through this client's adapter, every request kept in
    /// `recorder`.
    func registry(
        at url: URL,
        recordingInto recorder: RequestRecorder = RequestRecorder(),
        timeout: Duration = Patience.answer
    ) throws -> Registry<WrappedAdapter<AnyHTTPAdapter, Recording>> {
        Registry(adapter: try service(at: url).adapter.recording(into: recorder), url: url, timeout: timeout)
    }

    /// A registry client at `url` that sends `user` and `password` with `Basic`, through
    /// ``Yopuy/Authentication``.
    func registry(
        at url: URL,
        user: String,
        password: String
    ) throws -> Registry<WrappedAdapter<AnyHTTPAdapter, Authentication<BasicCredentials>>> {
        let credentials = BasicCredentials(user: user, password: password)
        let adapter = try service(at: url).adapter.with(Authentication(credentials, scheme: "Basic"))
        return Registry(adapter: adapter, url: url, timeout: Patience.answer)
    }
}

/// A small OCI image: a configuration and two layers, one small, one that a chunked upload sends
/// in three pieces.
struct SmallImage {
    let config = Data(#"{"architecture":"amd64","os":"linux","rootfs":{"type":"layers","diff_ids":[]}}"#.utf8)
    let small = Data("a layer of a few bytes, pushed in one request\n".utf8)
    let large = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })

    var manifest: ImageManifest {
        ImageManifest(
            config: Descriptor(mediaType: Descriptor.configMediaType, of: config),
            layers: [
                Descriptor(mediaType: Descriptor.layerMediaType, of: small),
                Descriptor(mediaType: Descriptor.layerMediaType, of: large),
            ]
        )
    }

    /// Pushes the blobs (the small layer and the configuration in one piece, the large layer in
    /// chunks of 40 000 bytes), then the manifest under `tag`; returns the manifest's digest.
    func push<Adapter>(to registry: Registry<Adapter>, name: SegmentedID, tag: String) async throws -> Digest {
        _ = try await registry.pushBlob(small, to: name)
        _ = try await registry.pushBlob(large, to: name, chunkSize: 40_000)
        _ = try await registry.pushBlob(config, to: name)
        return try await registry.pushManifest(manifest, to: name, tag: tag)
    }
}

/// The codes of a registry error body that a failed call carries.
func registryCodes(_ error: any Error) -> [String] {
    ((error as? YopuyError)?.parsedBody as? RegistryErrors)?.codes ?? []
}

/// A real API that no one here wrote: the Distribution registry (Debian's docker-registry 2.8),
/// which run-tests.sh starts twice, open and behind htpasswd. Its shapes: the base URL `/v2/`,
/// `HEAD`, names of several segments, uploads that go on at each answer's `Location`, digests,
/// relative `Link` paging, JSON error bodies and a `Basic` challenge.
@Suite(
    "Container registry: the Distribution API",
    .enabled(if: Registries.areRunning, Registries.skipped),
    .timeLimit(.minutes(3))
)
struct RegistryTests {
    @Test(
        "GET /v2/ answers 200 with the API version, through the base URL's trailing slash",
        arguments: Client.allCases
    )
    func version(client: Client) async throws {
        try await withServer(.registries) { registries in
            let recorder = RequestRecorder()
            let registry = try client.registry(at: registries.open, recordingInto: recorder)
            #expect(try await registry.checkVersion() == "registry/2.0")
            #expect(recorder.requests.map(\.url) == [registries.open])
        }
    }

    @Test(
        "the guarded registry: the right password passes; none or a wrong one is a 401 with a Basic challenge, at once",
        arguments: Client.allCases
    )
    func basicChallenge(client: Client) async throws {
        try await withServer(.registries) { registries in
            let right = try client.registry(
                at: registries.guarded,
                user: registries.user,
                password: registries.password
            )
            #expect(try await right.checkVersion() == "registry/2.0")

            let anonymous = try client.registry(at: registries.guarded)
            let wrong = try client.registry(at: registries.guarded, user: registries.user, password: "wrong")
            let checks: [(attempts: Int, check: @Sendable () async throws(YopuyError) -> String?)] = [
                (1, { () async throws(YopuyError) in try await anonymous.checkVersion() }),
                (1, { () async throws(YopuyError) in try await wrong.checkVersion() }),
            ]
            for (attempts, check) in checks {
                // A 401 must not hang: a client that waited for a credential would end in
                // the registry's timeout, not in the registry's answer.
                let error = await #expect(throws: YopuyError.self) { try await check() }
                #expect(error?.code == .unacceptableStatus)
                #expect(error?.status == 401)
                #expect(error?.headers?["WWW-Authenticate"] == #"Basic realm="yopuy-integration-tests""#)
                #expect(error.map(registryCodes) == ["UNAUTHORIZED"])
                #expect(error?.attempts == attempts, "a password that cannot change is sent once, never again")
            }
        }
    }

    @Test("an upload through Location carries the Basic credentials on every step", arguments: Client.allCases)
    func guardedUpload(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(
                at: registries.guarded,
                user: registries.user,
                password: registries.password
            )
            let name = SegmentedID(splitting: Registries.uniqueName("guarded-\(client)"))
            let image = SmallImage()
            let digest = try await image.push(to: registry, name: name, tag: "v1")
            #expect(try await registry.pullManifest("v1", from: name).digest == digest)
            #expect(try await registry.pullBlob(.sha256(of: image.large), from: name) == image.large)
        }
    }

    @Test(
        "push an image: a blob in one piece, one in chunks through Location, a config, a manifest by tag",
        arguments: Client.allCases
    )
    func push(client: Client) async throws {
        try await withServer(.registries) { registries in
            let recorder = RequestRecorder()
            let registry = try client.registry(at: registries.open, recordingInto: recorder)
            let name = SegmentedID(splitting: Registries.uniqueName("push-\(client)"))
            let image = SmallImage()

            let small = try await registry.pushBlob(image.small, to: name)
            #expect(small.digest == .sha256(of: image.small))
            // Distribution 2.8 does not take a blob in the POST: it opens an upload (202 and a
            // Location) and the bytes go again in the PUT that ends it.
            #expect(small.requests == 1 || small.requests == 2)
            let monolithic = recorder.requests
            let encoded = small.digest.description.replacing(":", with: "%3A")
            #expect(monolithic.first?.method == .post)
            #expect(monolithic.first?.url == URL(string: "\(registries.open)\(name)/blobs/uploads/?digest=\(encoded)"))
            #expect(monolithic.first?.body == image.small)
            print("a monolithic POST through \(client.rawValue): \(small.requests) request(s)")
            #expect(small.location?.path == "/v2/\(name)/blobs/\(small.digest)")

            recorder.removeAll()
            let large = try await registry.pushBlob(image.large, to: name, chunkSize: 40_000)
            #expect(large.digest == .sha256(of: image.large))
            #expect(large.requests == 5)
            let chunked = recorder.requests
            #expect(chunked.map(\.method) == [.post, .patch, .patch, .patch, .put])
            #expect(chunked.dropFirst().allSatisfy { $0.url.path.hasPrefix("/v2/\(name)/blobs/uploads/") })
            #expect(chunked.dropFirst().allSatisfy { $0.url.query?.contains("_state=") == true })
            #expect(chunked[1...3].map { $0.headers["Content-Range"] } == ["0-39999", "40000-79999", "80000-99999"])
            #expect(chunked[1...3].map { $0.body?.count } == [40_000, 40_000, 20_000])
            #expect(chunked.last?.body == nil)

            _ = try await registry.pushBlob(image.config, to: name)
            recorder.removeAll()
            let digest = try await registry.pushManifest(image.manifest, to: name, tag: "v1")
            #expect(digest == (try ManifestBody(image.manifest)).digest)
            let put = try #require(recorder.last)
            #expect(put.method == .put)
            #expect(put.url.path == "/v2/\(name)/manifests/v1")
            #expect(put.headers["Content-Type"] == ImageManifest.mediaType)
        }
    }

    @Test("HEAD a blob and a manifest: their digests and sizes, no bytes", arguments: Client.allCases)
    func head(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open)
            let name = SegmentedID(splitting: Registries.uniqueName("head-\(client)"))
            let image = SmallImage()
            let digest = try await image.push(to: registry, name: name, tag: "v1")

            let blob = try await registry.blobInfo(.sha256(of: image.large), in: name)
            #expect(blob.digest == .sha256(of: image.large))
            #expect(blob.size == image.large.count)
            let byTag = try await registry.manifestInfo("v1", in: name)
            #expect(byTag.digest == digest)
            #expect(byTag.size == (try image.manifest.encoded()).count)
            #expect(try await registry.manifestInfo(.digest(digest), in: name).digest == digest)

            let unknown = Digest.sha256(of: Data("never pushed".utf8))
            let error = await #expect(throws: YopuyError.self) { try await registry.blobInfo(unknown, in: name) }
            #expect(error?.status == 404)
            #expect(error?.body?.isEmpty == true, "a HEAD answer has no body, whatever its Content-Length says")
        }
    }

    @Test("pull by tag and by digest: the bytes hash to their digests", arguments: Client.allCases)
    func pull(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open)
            let name = SegmentedID(splitting: Registries.uniqueName("pull-\(client)"))
            let image = SmallImage()
            let digest = try await image.push(to: registry, name: name, tag: "v1")

            let byTag = try await registry.pullManifest("v1", from: name)
            let byDigest = try await registry.pullManifest(.digest(digest), from: name)
            #expect(byTag.digest == digest)
            #expect(byDigest.bytes == byTag.bytes)
            #expect(byTag.manifest == image.manifest)
            for layer in byTag.manifest.layers + [byTag.manifest.config] {
                let bytes = try await registry.pullBlob(layer.digest, from: name)
                #expect(bytes.count == layer.size)
                #expect(Digest.sha256(of: bytes) == layer.digest)
            }
        }
    }

    @Test(
        "a manifest's Accept comes from its resource; a call's Accept without the OCI type replaces it, and Distribution 2.8 says MANIFEST_UNKNOWN, though it is there",
        arguments: Client.allCases
    )
    func manifestNeedsAccept(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open)
            let name = SegmentedID(splitting: Registries.uniqueName("accept-\(client)"))
            _ = try await SmallImage().push(to: registry, name: name, tag: "v1")
            let pulled = try await registry.service.call(Repository.at(name) / Manifest.show("v1"))
            #expect(pulled.value?.manifest.mediaType == ImageManifest.mediaType)
            let error = await #expect(throws: YopuyError.self) {
                try await registry.service.call(
                    Repository.at(name) / Manifest.show("v1"),
                    headers: ["Accept": "application/json"]
                )
            }
            #expect(error?.status == 404)
            #expect(error.map(registryCodes) == ["MANIFEST_UNKNOWN"])
        }
    }

    @Test("tags, asked for one a page, followed through each relative Link to the end", arguments: Client.allCases)
    func tags(client: Client) async throws {
        try await withServer(.registries) { registries in
            let recorder = RequestRecorder()
            let registry = try client.registry(at: registries.open, recordingInto: recorder)
            let name = SegmentedID(splitting: Registries.uniqueName("tags-\(client)"))
            let image = SmallImage()
            let tags = ["v1", "v2", "latest", "1.0.0-rc.1"]
            _ = try await image.push(to: registry, name: name, tag: tags[0])
            for tag in tags.dropFirst() {
                _ = try await registry.pushManifest(image.manifest, to: name, tag: tag)
            }
            recorder.removeAll()
            let listed = try await registry.tags(of: name, pageSize: 1)
            #expect(listed.sorted() == tags.sorted())
            #expect(recorder.requests.first?.url.query == "n=1")
            // Distribution 2.8 ignores n for tags: one page, no Link. A registry that pages
            // (Distribution 3) takes one request per tag, each after the Link of the last.
            #expect(recorder.requests.count == 1 || recorder.requests.count == tags.count)
        }
    }

    @Test(
        "the catalog, one name a page, through relative Links: names that hold '/' come back whole",
        arguments: Client.allCases
    )
    func catalog(client: Client) async throws {
        try await withServer(.registries) { registries in
            let recorder = RequestRecorder()
            let registry = try client.registry(at: registries.open, recordingInto: recorder)
            let root = Registries.uniqueName("catalog-\(client)")
            let names = ["\(root)/a", "\(root)/b/c", "\(root)/b/c/d"]
            for name in names {
                _ = try await SmallImage().push(to: registry, name: SegmentedID(splitting: name), tag: "v1")
            }
            recorder.removeAll()
            let (listed, pages) = try await registry.repositories(pageSize: 1)
            #expect(names.allSatisfy(listed.contains), "\(listed)")
            #expect(listed == listed.sorted(), "the catalog is in lexical order")
            #expect(Set(listed).count == listed.count, "no name twice across pages")
            // One name a page; the registry may link a last, full page to one more that is empty.
            #expect(pages == listed.count || pages == listed.count + 1, "\(pages) pages for \(listed.count) names")
            #expect(pages >= names.count)
            let second = try #require(recorder.requests.dropFirst().first)
            #expect(second.url.path == "/v2/_catalog")
            #expect(second.query["last"] != nil)
        }
    }

    @Test(
        "delete a manifest by digest, then a 404 whose MANIFEST_UNKNOWN decodes; a tag is refused",
        arguments: Client.allCases
    )
    func delete(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open)
            let name = SegmentedID(splitting: Registries.uniqueName("delete-\(client)"))
            let digest = try await SmallImage().push(to: registry, name: name, tag: "v1")

            // Distribution deletes by digest only; a tag is a DIGEST_INVALID.
            let byTag = await #expect(throws: YopuyError.self) {
                try await registry.service.call(Repository.at(name) / Manifest.delete("v1"))
            }
            #expect(byTag?.status == 400)
            #expect(byTag.map(registryCodes) == ["DIGEST_INVALID"])

            try await registry.deleteManifest(digest, from: name)
            for reference in [ManifestReference.digest(digest), "v1"] {
                let error = await #expect(throws: YopuyError.self) {
                    try await registry.pullManifest(reference, from: name)
                }
                #expect(error?.status == 404)
                #expect(error.map(registryCodes) == ["MANIFEST_UNKNOWN"])
                #expect(error?.description.contains("MANIFEST_UNKNOWN") == true)
            }
            let again = await #expect(throws: YopuyError.self) { try await registry.deleteManifest(digest, from: name) }
            #expect(again?.status == 404)
            #expect(try await registry.tags(of: name).isEmpty, "the registry answers \"tags\": null")
        }
    }

    @Test("a name with '..' is refused before anything is sent", arguments: Client.allCases)
    func dotDotName(client: Client) async throws {
        try await withServer(.registries) { registries in
            let recorder = RequestRecorder()
            let registry = try client.registry(at: registries.open, recordingInto: recorder)
            for name in ["team/../admin", "../etc", "team//app", "team/app/"] {
                let error = await #expect(throws: YopuyError.self) {
                    try await registry.pullManifest("v1", from: SegmentedID(splitting: name))
                }
                #expect(error?.code == .invalidPath, "\(name)")
            }
            let error = await #expect(throws: YopuyError.self) {
                try await registry.pushBlob(Data("x".utf8), to: "team/../admin")
            }
            #expect(error?.code == .invalidPath)
            #expect(recorder.requests.isEmpty)
        }
    }

    @Test(
        "a name in upper case: Distribution 2.8's router answers a plain-text 404, not NAME_INVALID",
        arguments: Client.allCases
    )
    func upperCaseName(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open)
            let error = await #expect(throws: YopuyError.self) {
                try await registry.pushBlob(Data("x".utf8), to: "Team/App")
            }
            #expect(error?.code == .unacceptableStatus)
            #expect(error?.status == 404)
            #expect(error?.headers?["Content-Type"] == "text/plain; charset=utf-8")
            #expect(error?.body == Data("404 page not found\n".utf8))
            #expect(error?.parsedBody == nil, "not a registry error body")
        }
    }

    @Test("a name too long for a reference: a 500 whose UNKNOWN decodes", arguments: Client.allCases)
    func longName(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open)
            let name = SegmentedID([String(repeating: "a", count: 256)])
            let error = await #expect(throws: YopuyError.self) { try await registry.tags(of: name) }
            #expect(error?.status == 500)
            #expect(error.map(registryCodes) == ["UNKNOWN"])
        }
    }

    @Test("a wrong digest, in one piece or after chunks: DIGEST_INVALID, decoded", arguments: Client.allCases)
    func wrongDigest(client: Client) async throws {
        try await withServer(.registries) { registries in
            let registry = try client.registry(at: registries.open)
            let name = Repository.at(SegmentedID(splitting: Registries.uniqueName("digest-\(client)")))
            let bytes = Data("the bytes sent".utf8)
            let wrong = Digest.sha256(of: Data("other bytes".utf8))

            let started = try await registry.service.call(name / BlobUpload.action)
            let upload = try #require(started.location)
            let error = await #expect(throws: YopuyError.self) {
                try await registry.service.follow(
                    upload,
                    as: UploadFinish.self,
                    query: ["digest": wrong],
                    body: BlobBytes(bytes)
                )
            }
            #expect(error?.status == 400)
            #expect(error.map(registryCodes) == ["DIGEST_INVALID"])
            #expect((error?.parsedBody as? RegistryErrors)?.errors.first?.message != nil)

            let unknown = await #expect(throws: YopuyError.self) {
                try await registry.service.call(name / Blob.show(wrong))
            }
            #expect(unknown?.status == 404)
            #expect(unknown.map(registryCodes) == ["BLOB_UNKNOWN"])
        }
    }

    @Test("a digest that is not one is refused by its type, before any path is built")
    func malformedDigest() {
        #expect(Digest("sha256:xyz") == nil)
        #expect(Digest("sha256:" + String(repeating: "A", count: 64)) == nil)
        #expect(Digest("no-colon") == nil)
        #expect(Digest("SHA256:" + String(repeating: "a", count: 64)) == nil)
        #expect(Digest("sha256:" + String(repeating: "a", count: 64)) != nil)
        #expect(Digest.sha256(of: Data("hello".utf8)).encoded.hasPrefix("2cf24dba5fb0a30e26e83b2ac5b9e29e"))
    }
}
