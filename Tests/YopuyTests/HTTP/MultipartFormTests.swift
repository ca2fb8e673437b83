import BlogModel
import Foundation
import Testing
import Yopuy

/// Reads a multipart body back, as a server would: the parts between the delimiters, each
/// split into its header lines and its bytes.
func parts(of body: RequestBody) throws -> [(headers: [String], data: Data)] {
    let prefix = "multipart/form-data; boundary="
    #expect(body.contentType.hasPrefix(prefix))
    let boundary = String(body.contentType.dropFirst(prefix.count))
    let delimiter = Data("--\(boundary)".utf8)
    var pieces: [Data] = []
    var rest = body.data[...]
    while let range = rest.firstRange(of: delimiter) {
        pieces.append(Data(rest[..<range.lowerBound]))
        rest = rest[range.upperBound...]
    }
    // Before the first delimiter: nothing; after the last: "--\r\n".
    #expect(pieces.first == Data())
    #expect(Data(rest) == Data("--\r\n".utf8))
    return try pieces.dropFirst().map { piece in
        // "\r\n" + headers + "\r\n" + data + "\r\n"
        let text = Data(piece)
        #expect(text.starts(with: Data("\r\n".utf8)) && text.suffix(2) == Data("\r\n".utf8))
        let inner = text.dropFirst(2).dropLast(2)
        let split = try #require(inner.firstRange(of: Data("\r\n\r\n".utf8)))
        let headers = String(decoding: inner[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        return (headers, Data(inner[split.upperBound...]))
    }
}

/// A resource whose create takes a multipart form, and nothing else.
struct Photo: RootResource, IsCreatable {
    typealias CreateBody = MultipartForm
    static let path = "photos"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
    static func parse(collection data: Data) throws -> Data { data }
}

@Suite("Multipart form bodies")
struct MultipartFormTests {
    @Test("text fields and files are written with their names, filenames and content types")
    func fieldsAndFiles() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00])
        let form: MultipartForm = [
            .field("title", "Holiday in Zürich\r\nday 1"),
            .file("photo", filename: "beach.png", contentType: "image/png", data: png),
            .file("raw", filename: "blob", data: Data()),
        ]
        let body = try RequestBody.multipart(form)
        let read = try parts(of: body)
        try #require(read.count == 3)
        #expect(read[0].headers == [#"Content-Disposition: form-data; name="title""#])
        #expect(read[0].data == Data("Holiday in Zürich\r\nday 1".utf8))
        #expect(
            read[1].headers == [
                #"Content-Disposition: form-data; name="photo"; filename="beach.png""#, "Content-Type: image/png",
            ]
        )
        #expect(read[1].data == png)
        #expect(read[2].headers.last == "Content-Type: application/octet-stream")
        #expect(read[2].data.isEmpty)
    }

    @Test("the boundary occurs in none of the parts, even when the preferred one does")
    func boundaryAvoidsTheParts() throws {
        let trap = "yopuy-boundary"
        let file = Data("line one\r\n--\(trap)\r\nline two".utf8)
        let body = try MultipartForm([.file("notes", filename: "notes.txt", data: file)], boundary: trap).encoded()
        #expect(!body.contentType.hasSuffix("=\(trap)"))
        let read = try parts(of: body)
        #expect(read.map(\.data) == [file])

        let clean = try MultipartForm([.field("a", "b")], boundary: trap).encoded()
        #expect(clean.contentType == "multipart/form-data; boundary=\(trap)")
        #expect(
            String(decoding: clean.data, as: UTF8.self)
                == "--\(trap)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n--\(trap)--\r\n"
        )
    }

    @Test("a boundary is compared by bytes: one that ends a name before a combining mark is replaced")
    func boundaryInAHeaderByBytes() throws {
        // Found by Fuzz/fuzz-bodies: "abc" + U+0301 is one Character, so a Character search
        // did not find "abc" in it, while its bytes hold it.
        let form = MultipartForm([.field("abc\u{301}", "x")], boundary: "abc")
        let body = try form.encoded()
        let boundary = String(body.contentType.dropFirst("multipart/form-data; boundary=".count))
        #expect(boundary != "abc")
        #expect(try parts(of: body).map(\.data) == [Data("x".utf8)])
    }

    @Test("random boundaries differ from form to form")
    func randomBoundaries() throws {
        let types = try Set((0..<10).map { _ in try MultipartForm([.field("a", "b")]).encoded().contentType })
        #expect(types.count == 10)
    }

    @Test("quotes, CR and LF in names and filenames cannot break out of their header")
    func namesAreEscaped() throws {
        let form: MultipartForm = [
            .file("a\"b", filename: "evil\"\r\nContent-Type: text/html.txt", data: Data("x".utf8))
        ]
        let read = try parts(of: form.encoded())
        #expect(
            read.first?.headers == [
                #"Content-Disposition: form-data; name="a%22b"; filename="evil%22%0D%0AContent-Type: text/html.txt""#,
                "Content-Type: application/octet-stream",
            ]
        )
    }

    @Test(
        "a content type with a control byte, or a boundary RFC 2046 forbids, is a typed error",
        arguments: [
            MultipartForm([.file("f", filename: "f", contentType: "text/plain\r\nX-Evil: 1", data: Data())]),
            MultipartForm([.field("a", "b")], boundary: ""),
            MultipartForm([.field("a", "b")], boundary: String(repeating: "x", count: 71)),
            MultipartForm([.field("a", "b")], boundary: "ends with a space "),
            MultipartForm([.field("a", "b")], boundary: "semi;colon"),
        ]
    )
    func refusals(form: MultipartForm) {
        #expect(throws: YopuyError.self) { try form.encoded() }
        do {
            _ = try form.encoded()
        } catch {
            #expect(error.code == .invalidBody)
        }
    }

    @Test("an empty form is its closing delimiter")
    func empty() throws {
        let body = try MultipartForm([], boundary: "b").encoded()
        #expect(body.data == Data("--b--\r\n".utf8))
    }

    @Test("a form is sent as the body of a call, with its boundary in the Content-Type")
    func sent() async throws {
        let form: MultipartForm = [.field("title", "Hi")]
        let request = try await sentRequest { api in
            _ = try await api.call(Post.create, body: .multipart(form))
        }
        let contentType = try #require(request.headers["Content-Type"])
        #expect(contentType.hasPrefix("multipart/form-data; boundary=yopuy-"))
        let read = try parts(of: RequestBody(try #require(request.body), contentType: contentType))
        #expect(read.map(\.data) == [Data("Hi".utf8)])
    }

    @Test("a resource whose CreateBody is MultipartForm takes the form itself")
    func typedBody() async throws {
        let form: MultipartForm = [.file("photo", filename: "a.png", contentType: "image/png", data: Data([1, 2]))]
        let request = try await sentRequest { api in
            _ = try await api.call(Photo.create, body: form)
        }
        #expect(request.url.path == "/v1/photos")
        let contentType = try #require(request.headers["Content-Type"])
        #expect(
            try parts(of: RequestBody(#require(request.body), contentType: contentType)).map(\.data) == [Data([1, 2])]
        )
    }
}

@Suite("MultipartForm: parts streamed from files and chunks")
struct MultipartStreamedTests {
    /// A form of a field, a file streamed from disk, and a file held in memory.
    func form(file: URL) throws -> MultipartForm {
        MultipartForm(
            [
                .field("title", "Holiday"),
                try .file("photo", at: file, contentType: "image/png"),
                .file("notes", filename: "notes.txt", contentType: "text/plain", data: Data("sunny".utf8)),
            ],
            boundary: "fixed-boundary"
        )
    }

    @Test("a file part is streamed: the same bytes as the form in memory, its length known, sent again")
    func file() async throws {
        let file = try temporaryFile(String(repeating: "png bytes ", count: 10_000))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let streamed = try form(file: file).encoded()
        let inMemory = try MultipartForm(
            [
                .field("title", "Holiday"),
                .file("photo", filename: "body.txt", contentType: "image/png", data: try Data(contentsOf: file)),
                .file("notes", filename: "notes.txt", contentType: "text/plain", data: Data("sunny".utf8)),
            ],
            boundary: "fixed-boundary"
        ).encoded()
        let source = try #require(streamed.source)
        #expect(streamed.data.isEmpty)
        #expect(streamed.contentType == inMemory.contentType)
        #expect(source.length == Int64(inMemory.data.count))
        #expect(source.isRepeatable)
        #expect(source.fileURL == nil)
        let first = try await source.makeStream().collect(upTo: .max)
        #expect(first == inMemory.data)
        #expect(try await source.makeStream().collect(upTo: .max) == inMemory.data)
        #expect(try parts(of: RequestBody(first, contentType: streamed.contentType)).count == 3)
    }

    @Test("through the service: the length from the parts, the file read as it is sent, resent by a retry")
    func sent() async throws {
        let file = try temporaryFile("tiny png")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let seen = Recorder<(String?, Data)>()
        let adapter = FakeStreamingAdapter { request in
            let body = try await request.bodySource?.makeStream().collect(upTo: .max) ?? request.body ?? Data()
            // The adapter sends the source's length as the Content-Length.
            seen.record((request.bodySource?.length.map(String.init), body))
            return StreamedAdapterResponse(status: seen.values.count == 1 ? 503 : 201)
        }
        let api = try service(adapter.with(Retry(delay: .zero)))
        _ = try await api.call(Photo.create, headers: ["Idempotency-Key": "k"], body: try form(file: file))
        let bodies = seen.values.map(\.1)
        #expect(bodies.count == 2)
        #expect(bodies[0] == bodies[1])
        #expect(seen.values.map(\.0) == [String(bodies[0].count), String(bodies[0].count)])
        let read = try parts(of: RequestBody(bodies[0], contentType: "multipart/form-data; boundary=fixed-boundary"))
        #expect(read.map { String(decoding: $0.data, as: UTF8.self) } == ["Holiday", "tiny png", "sunny"])
        #expect(read[1].headers.first == #"Content-Disposition: form-data; name="photo"; filename="body.txt""#)
    }

    @Test("a part of chunks makes a form of unknown length, sent once; sending it again says why")
    func chunks() async throws {
        let chunks = BodySource.chunks(
            AsyncStream {
                $0.yield(Data("row 1\n".utf8))
                $0.yield(Data("row 2\n".utf8))
                $0.finish()
            }
        )
        let body = try MultipartForm([
            .init(name: "rows", filename: "rows.csv", contentType: "text/csv", source: chunks)
        ])
        .encoded()
        let source = try #require(body.source)
        #expect(source.length == nil)
        #expect(!source.isRepeatable)
        let sent = try await source.makeStream().collect(upTo: .max)
        #expect(
            try parts(of: RequestBody(sent, contentType: body.contentType)).map(\.data) == [Data("row 1\nrow 2\n".utf8)]
        )
        let again = #expect(throws: YopuyError.self) { _ = try source.makeStream() }
        #expect(again?.reason.contains("sent already") == true)
    }

    @Test("a file that is not there is refused when the part is made")
    func missingFile() {
        let error = #expect(throws: YopuyError.self) {
            _ = try MultipartForm.Part.file("photo", at: URL(fileURLWithPath: "/no/such/photo.png"))
        }
        #expect(error?.code == .fileFailure)
    }
}
