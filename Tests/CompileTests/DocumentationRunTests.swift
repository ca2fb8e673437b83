import Foundation
import Testing

/// The examples of the README and the DocC articles run, and print what their comments say.
///
/// Each document's Swift blocks (all but a package manifest) are one program, compiled with
/// `swiftc` into an executable, as top-level code of a `main.swift` (not only type-checked: a
/// compiler crash in SIL generation or in a SIL pass fails the test), against this build's
/// modules, then run. `URLSessionAdapter` is the stage's (`Tests/DocSnippets/Stage`): every
/// request goes to a `StubAdapter` that answers as the API of its host would
/// (`api.example.com`, the blog; `api.github.com`; `storage.example.com`; a container registry
/// on `127.0.0.1:5000`, and one on `127.0.0.1:5001` that refuses every credential). An
/// example's own adapters answer as the example says. A document's `@Test` functions run too,
/// after its top-level code, with Swift Testing.
///
/// The comments the test checks, at the end of a line:
///
/// - `print(…)   // text`: the line the call prints, each time it runs, is `text`, or the
///   text of `"text"`, a string literal. `…` stands for any text, and the comment may go on
///   after a `; ` or a `: ` to explain (`// 1 false; after two 503s, 3 false`,
///   `// true: nothing was sent`). A comment that
///   describes instead of showing, one that begins with "the" or says "if"
///   (`// the event's data, parsed`), is not checked.
/// - `let name = …   // "text"`: the string `name` holds (an optional one unwrapped) is `text`.
/// - `let name = …   // GET posts/1`: when `name` is a path, its method and path are these; after
///   a `, `, the comment explains (`// GET comments/5, parsed as a Comment`). A path that begins
///   with `/` is shown under the base URL's path (`// GET /v2/library/ubuntu/manifests/24.04`),
///   and `…` stands for any text (`// PUT …/issues/42/lock`). When `name` is not a path (a
///   response), the comment is not checked.
///
/// Every checked line must run at least once. The test fails, naming the document and the line,
/// when a checked line prints or holds something else or never runs, when an `assert` fails or
/// a top-level `try` throws (the program crashes), when a `@Test` of the document fails, and
/// when the program does not finish within a minute (it is stopped). Other comments and other
/// `print`s are left alone.
@Suite("Documentation runs")
struct DocumentationRunTests {
    @Test("the README's examples run and print what their comments say")
    func readmeRuns() async throws {
        let blocks = try DocumentationTests.numberedSwiftBlocks(in: DocumentationTests.readme)
            .filter { !DocumentationTests.isManifest($0.code) }
        let run = try await DocumentRun.run(DocumentProgram(document: "README.md", blocks: blocks))
        Self.expectNoFailures(run)
        if run.failures.isEmpty {
            #expect(DocumentRun.checked(run.program, records: run.records).count >= 25)
        }
    }

    @Test("a DocC article's examples run and print what their comments say", arguments: DocumentationTests.articles)
    func articleRuns(article: String) async throws {
        let blocks = try DocumentationTests.numberedSwiftBlocks(
            in: SwiftCompiler.packageRoot.appendingPathComponent(article)
        )
        let run = try await DocumentRun.run(DocumentProgram(document: article, blocks: blocks))
        Self.expectNoFailures(run)
    }

    // MARK: - The checks themselves

    @Test("a wrong answer, a checked line that never runs and a crash fail, naming the line")
    func wrongAnswersFail() async throws {
        let code = """
            let greeting = "Hello"   // "Hello"
            let farewell: String? = "Bye"   // "Goodbye"
            print(greeting.count)   // 4
            do {
                throw CancellationError()
            } catch where error is CancellationError {
                print("cancelled")   // cancelled
            }
            if greeting.isEmpty {
                print("empty")   // empty
            }
            print(greeting, farewell ?? "")   // Hello B…: the rest
            assert(greeting == "Bye")
            print("unreachable")
            """
        let run = try await DocumentRun.run(DocumentProgram(document: "Example.md", blocks: [(10, code)]))
        #expect(run.records.map(\.line) == [10, 11, 12, 16, 21])
        #expect(run.failures.count == 4, "\(run.failures)")
        #expect(
            run.failures.contains { $0.hasPrefix("the examples of Example.md crashed") && $0.contains("Example.md:22") }
        )
        #expect(run.failures.contains("Example.md:11: holds \"Bye\", but its comment says \"Goodbye\""))
        #expect(run.failures.contains("Example.md:12: printed 5, but its comment says 4"))
        #expect(run.failures.contains("Example.md:19: never ran; its comment says empty"))
        #expect(!run.output.contains("unreachable"))
    }

    @Test("a program that does not finish is stopped and fails")
    func hangsFail() async throws {
        let code = """
            print("started")
            while true {
                try await Task.sleep(for: .seconds(1))
            }
            """
        let run = try await DocumentRun.run(
            DocumentProgram(document: "Example.md", blocks: [(1, code)]),
            timeout: .seconds(2)
        )
        #expect(run.failures.count == 1)
        #expect(run.failures.first?.hasPrefix("the examples of Example.md did not finish in 2.0 seconds") == true)
    }

    #if os(Linux)
    @Test("a process that does not finish is stopped with the processes it started, in their own group too")
    func stopsDescendants() async throws {
        // The way a compiler's driver runs its frontend: in a process group of its own.
        let start = ContinuousClock.now
        let ran = try await ProgramRunner.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "setsid sleep 60 & sleep 60"],
            in: FileManager.default.temporaryDirectory,
            timeout: .seconds(1)
        )
        #expect(ran.timedOut)
        #expect(ContinuousClock.now - start < .seconds(30))
    }
    #endif

    @Test("the comments that are checked, and how each line records what it did")
    func readsComments() {
        let lines = [
            #"print(removal)   // DELETE posts/1/comments/12/commenter/3"#,
            #"    print(error.status ?? 0, error.headers?["WWW-Authenticate"] ?? "")   // 401 Basic realm="…""#,
            #"let one = Post.show(1)                         // GET posts/1"#,
            #"    let message = error.decodedBody(as: APIError.self)?.message   // "Not Found""#,
            #"let repository = Repository.show("apple", "swift")   // GET repos/apple/swift"#,
            #"print(change.event, change.value.title)   // the event's data, parsed"#,
            #"print(first.isFromCache, second.isFromCache)   // false, then true if the server said 304"#,
            #"let registry = Service(adapter: CannedAdapter(body: Data("{}".utf8)), URL: URL(string: "https://a.test")!)"#,
            #"let label = try await api.call(   // POST repos/apple/swift/labels"#,
            #"let a = 1, b = 2   // "1""#,
            #"let swift = Repository.at("apple", "swift")   // names repos/apple/swift"#,
            #"let url = "https://example.com"   // "https://example.com""#,
            #"// print(x)   // 1"#,
        ]
        let read = lines.enumerated().map { DocumentProgram.instrumented($1, at: $0 + 1) }
        #expect(
            read.map { $0.1?.kind } == [
                .print, .print, .path, .value, .path, nil, nil, nil, nil, nil, nil, .value, nil,
            ]
        )
        #expect(read[0].0 == "recordPrint(line: 1, removal)   // DELETE posts/1/comments/12/commenter/3")
        #expect(read[1].1?.comment == #"401 Basic realm="…""#)
        #expect(read[2].0 == "let one = Post.show(1); recordValue(line: 3, one)                         // GET posts/1")
        #expect(read[3].1?.comment == #""Not Found""#)
        #expect(
            read[11].0 == #"let url = "https://example.com"; recordValue(line: 12, url)   // "https://example.com""#
        )
        for (line, (code, expectation)) in zip(lines, read) where expectation == nil {
            #expect(code == line)
        }
    }

    @Test("what a line printed or declared is compared with its comment")
    func comparesWithComments() {
        #expect(DocumentRun.printed("1 false", matches: "1 false; after two 503s, 3 false; after a 304, 1 true"))
        #expect(!DocumentRun.printed("1", matches: "1 false; after two 503s, 3 false; after a 304, 1 true"))
        #expect(DocumentRun.printed("true", matches: "true: nothing was sent"))
        #expect(DocumentRun.printed("Not Found", matches: #""Not Found""#))
        #expect(!DocumentRun.printed("Not", matches: #""Not Found""#))
        #expect(DocumentRun.printed(#"401 Basic realm="Registry""#, matches: #"401 Basic realm="…""#))
        #expect(DocumentRun.printed("201 sha256:c5b1d63604f2", matches: "201 sha256:c5b1d636…"))
        #expect(!DocumentRun.printed("201 sha256:0000", matches: "201 sha256:c5b1d636…"))
        #expect(!DocumentRun.printed("201 sha256", matches: "201 sha256:c5b1d636…"))
        #expect(DocumentRun.path("GET comments/5", matches: "GET comments/5, parsed as a Comment"))
        #expect(
            DocumentRun.path("GET library/ubuntu/manifests/24.04", matches: "GET /v2/library/ubuntu/manifests/24.04")
        )
        #expect(DocumentRun.path("PUT repos/apple/swift/issues/42/lock", matches: "PUT …/issues/42/lock"))
        #expect(!DocumentRun.path("GET comments/12", matches: "GET posts/1/comments/12"))
        #expect(!DocumentRun.path("POST posts", matches: "GET posts"))
        #expect(DocumentRun.matches("ab", "a…b"))
        #expect(!DocumentRun.matches("a", "a…a"))
    }

    /// Records an issue for each failure of `run`.
    static func expectNoFailures(_ run: DocumentRun) {
        for failure in run.failures {
            Issue.record("\(failure)")
        }
    }
}
