import Foundation
import Yopuy
import YopuyTesting
import YopuyURLSession

// yopuy-demo: a scripted session of a blog client, printing every request and its outcome.

let usage = """
    Usage: swift run yopuy-demo [--base-url URL]

    Runs a short session of a blog client: reads the blog and its author, creates a post, lists,
    comments on it, publishes it through a custom action, updates and deletes it, and makes one
    deliberate error. Every request and its outcome is printed.

    Without options it runs against an in-memory backend (YopuyTesting's InMemoryBackend), so it
    needs no server.

    Options:
      --base-url URL   Run the same session against a real server instead, for example the
                       blog server of the integration tests:
                           swift run --package-path IntegrationTests blog-server --port 8080
                           swift run yopuy-demo --base-url http://127.0.0.1:8080
      -h, --help       Show this help.
    """

/// Prints each request as it leaves (method, path, body with sorted keys) and each answer's
/// status as it arrives: the same lines whichever server answers.
let printing = Intercept { request, next in
    let body = request.body.map { "  " + String(decoding: (try? JSONValue(json: $0))?.data ?? $0, as: UTF8.self) }
    print("   → \(request.method) \(request.url.path(percentEncoded: true))\(body ?? "")")
    let response = try await next(request)
    print("   ← \(response.status)")
    return response
}

func demoService(arguments: [String]) throws -> (Service<AnyHTTPAdapter>, String)? {
    var remaining = arguments[...]
    var baseURL: URL?
    while let argument = remaining.popFirst() {
        switch argument {
        case "-h", "--help":
            return nil
        case "--base-url":
            guard let text = remaining.popFirst(), let url = URL(string: text) else {
                throw DemoError("--base-url needs a URL, such as http://127.0.0.1:8080")
            }
            baseURL = url
        default:
            throw DemoError("unknown argument \(argument)")
        }
    }
    if let baseURL {
        let service = Service(adapter: AnyHTTPAdapter(URLSessionAdapter().with(printing)), URL: baseURL)
        return (service, "the server at \(baseURL.absoluteString)")
    }
    guard let memory = URL(string: "http://in-memory.invalid") else {
        throw DemoError("cannot form the in-memory base URL")
    }
    return (Service(adapter: AnyHTTPAdapter(inMemoryBlog().with(printing)), URL: memory), "an in-memory backend")
}

struct DemoError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

do {
    guard let (service, target) = try demoService(arguments: Array(CommandLine.arguments.dropFirst())) else {
        print(usage)
        exit(0)
    }
    print("Yopuy demo: a blog client talking to \(target).")
    var session = Session(service: service)
    let planned = await session.run()
    print(planned ? "\nEvery step went as planned." : "\nSome step did not go as planned.")
    exit(planned ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("yopuy-demo: \(error)\n\n\(usage)\n".utf8))
    exit(2)
}
