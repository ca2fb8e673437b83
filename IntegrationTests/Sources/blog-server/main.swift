import BlogServer
import Hummingbird

// Serves the blog API on 127.0.0.1 until stopped, or until its lifetime runs out.
//
//     swift run blog-server [--port 8080] [--lifetime 600]
//
// It stops by itself after --lifetime seconds (600 unless told), so a forgotten server does
// not outlive the session that started it.

func option(_ name: String, default value: Int) -> Int {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count,
        let number = Int(CommandLine.arguments[index + 1])
    else {
        return value
    }
    return number
}

let port = option("--port", default: 8080)
let lifetime = option("--lifetime", default: 600)
let app = blogApplication(port: port) { port in
    print("blog-server listening on http://127.0.0.1:\(port) for \(lifetime) s")
}
try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { try await app.run() }
    group.addTask { try await Task.sleep(for: .seconds(lifetime)) }
    _ = try await group.next()
    group.cancelAll()
}
