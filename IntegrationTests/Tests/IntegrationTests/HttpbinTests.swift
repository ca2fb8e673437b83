import Foundation
import Testing
import Yopuy

/// httpbin's `/anything` echo: a witness written by others. It decodes `%2F` and `%25` in the
/// `url` it reports, so exact path bytes are checked by `WireTests`; here it checks methods,
/// decoded query arguments, headers, and bodies: JSON, form and multipart, decoded by a parser
/// that is not ours.
struct Anything: RootResource, IsRESTful {
    static let path = "anything"
    let id: String

    struct Seen: Decodable, Sendable {
        enum Argument: Decodable, Equatable, Sendable {
            case one(String)
            case many([String])

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) {
                    self = .one(text)
                } else {
                    self = .many(try container.decode([String].self))
                }
            }
        }

        let method: String
        let url: String
        let args: [String: Argument]
        /// The fields of a form body, urlencoded or multipart, decoded.
        let form: [String: Argument]
        /// The files of a multipart body by field name: each file's text, or a `data:` URL of its
        /// bytes when they are not UTF-8.
        let files: [String: Argument]
        let headers: [String: String]
        let data: String
    }

    static func parse(singular data: Data) throws -> Seen { try JSONDecoder().decode(Seen.self, from: data) }
    static func parse(collection data: Data) throws -> Seen { try JSONDecoder().decode(Seen.self, from: data) }
}

@Suite("On the wire: httpbin")
struct HttpbinTests {
    @Test("each verb arrives with its method", arguments: Client.allCases)
    func methods(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            #expect(try await service.call(Anything.list).value?.method == "GET")
            #expect(try await service.call(Anything.create).value?.method == "POST")
            #expect(try await service.call(Anything.replace("x")).value?.method == "PUT")
            #expect(try await service.call(Anything.update("x")).value?.method == "PATCH")
            #expect(try await service.call(Anything.delete("x")).value?.method == "DELETE")
        }
    }

    @Test("a path segment with a space, ? and # stays one encoded segment", arguments: Client.allCases)
    func pathSegment(client: Client) async throws {
        try await withServer(.httpbin) { base in
            // httpbin decodes %2F, %25, %2B and non-ASCII in the url it reports; those bytes are
            // witnessed by the blog server's raw target in WireTests.
            let service = try client.service(at: base)
            let seen = try #require(try await service.call(Anything.show("a b?c#d")).value)
            #expect(seen.url.hasSuffix("/anything/a%20b%3Fc%23d"), "\(seen.url)")
            #expect(seen.args.isEmpty)
        }
    }

    @Test("nasty query values, arrays, booleans and dates decode to what was meant", arguments: Client.allCases)
    func query(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let nasty = "a/b?c#d%e+f g&h=i🙂"
            let seen = try #require(
                try await service.call(
                    Anything.list,
                    query: [
                        "nasty": nasty,
                        "tag": ["swift", "rest api"],
                        "flag": false,
                        "at": Date(timeIntervalSince1970: 0),
                        "n": 42,
                    ]
                ).value
            )
            #expect(seen.args["nasty"] == .one(nasty))
            #expect(seen.args["tag"] == .many(["swift", "rest api"]))
            #expect(seen.args["flag"] == .one("false"))
            #expect(seen.args["at"] == .one("1970-01-01T00:00:00Z"))
            #expect(seen.args["n"] == .one("42"))
        }
    }

    @Test("headers and a JSON body arrive as sent", arguments: Client.allCases)
    func headersAndBody(client: Client) async throws {
        try await withServer(.httpbin) { base in
            var service = try client.service(at: base)
            service.headers = ["X-Default": "d"]
            let seen = try #require(
                try await service.call(Anything.create, headers: ["X-Call": "c"], body: .json(["title": "Hi é"])).value
            )
            #expect(seen.headers["X-Default"] == "d")
            #expect(seen.headers["X-Call"] == "c")
            #expect(seen.headers["Content-Type"] == "application/json")
            #expect(seen.data == #"{"title":"Hi é"}"#)
        }
    }

    /// Values that a careless encoder would split, join, or change.
    static let nasty = "a b&c=d+e%f/g?h#i é🙂\nnext line\r\nlast"

    @Test("a form's nasty names and values arrive decoded to what was sent", arguments: Client.allCases)
    func form(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let seen = try #require(
                try await service.call(
                    Anything.create,
                    body: .form([
                        "nasty": Self.nasty,
                        "tag": ["swift", "rest & api", "100%"],
                        "empty": "",
                        "a=b&é c": "named oddly",
                    ])
                ).value
            )
            #expect(seen.headers["Content-Type"] == "application/x-www-form-urlencoded")
            #expect(seen.form["nasty"] == .one(Self.nasty))
            #expect(seen.form["tag"] == .many(["swift", "rest & api", "100%"]))
            #expect(seen.form["empty"] == .one(""))
            #expect(seen.form["a=b&é c"] == .one("named oddly"))
            #expect(seen.form.count == 4)
            #expect(seen.files.isEmpty)
        }
    }

    @Test("a multipart form's fields and files arrive as sent", arguments: Client.allCases)
    func multipart(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            let notes = "Notes: é & 🙂\r\n--not a boundary\r\n\r\nend"
            let bytes = Data((0...255).map { UInt8($0) } + Array("\r\n--".utf8))
            let form: MultipartForm = [
                .field("title", Self.nasty),
                .field("tag", "swift"),
                .field("tag", "rest api"),
                .field("a=b&é c", "named oddly"),
                .file("notes", filename: "notes é.txt", contentType: "text/plain", data: Data(notes.utf8)),
                .file("photo", filename: "photo.png", contentType: "image/png", data: bytes),
            ]
            let seen = try #require(try await service.call(Anything.create, body: .multipart(form)).value)
            #expect(seen.headers["Content-Type"]?.hasPrefix("multipart/form-data; boundary=") == true)
            #expect(seen.form["title"] == .one(Self.nasty))
            #expect(seen.form["tag"] == .many(["swift", "rest api"]))
            #expect(seen.form["a=b&é c"] == .one("named oddly"))
            #expect(seen.form.count == 3)
            #expect(seen.files["notes"] == .one(notes))
            #expect(seen.files["photo"] == .one("data:image/png;base64,\(bytes.base64EncodedString())"))
        }
    }

    @Test("a file holding the preferred boundary's text still arrives whole", arguments: Client.allCases)
    func boundaryInFile(client: Client) async throws {
        try await withServer(.httpbin) { base in
            let service = try client.service(at: base)
            // Cut at the boundary it holds, the file would end early and forge a field of its own.
            let forged = "--fixed-boundary\r\nContent-Disposition: form-data; name=\"forged\"\r\n\r\nx\r\n"
            let text = "before\r\n\(forged)--fixed-boundary--"
            let form = MultipartForm(
                [.file("upload", filename: "tricky.txt", contentType: "text/plain", data: Data(text.utf8))],
                boundary: "fixed-boundary"
            )
            let body = try RequestBody.multipart(form)
            #expect(!body.contentType.hasSuffix("boundary=fixed-boundary"))
            let seen = try #require(try await service.call(Anything.create, body: body).value)
            #expect(seen.files["upload"] == .one(text))
            #expect(seen.form.isEmpty)
        }
    }
}
