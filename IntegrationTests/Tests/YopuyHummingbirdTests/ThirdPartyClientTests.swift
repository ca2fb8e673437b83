import ExampleBlog
import Foundation
import Hummingbird
import Testing
import Yopuy
import YopuyHummingbird

/// The served blog called by a client no one here wrote: CPython's `urllib`, which encodes a path
/// segment with its own `quote` (upper-case escapes, `~` left as it is) and sends JSON with its
/// own headers. What it sends must reach the handlers as the names it meant.
@Suite struct ThirdPartyClientTests {
    @Test func pythonsURLLibIsReadAsItMeant() async throws {
        let seed = SeededGenerator.seed()
        var random = SeededGenerator(seed: seed)
        let names = (0..<40).map { _ in random.text() }
        let received = Received()
        try await serving(servedBlogRouter(received)) { base in
            let script = """
                import json, sys, urllib.parse, urllib.request
                base, names = sys.argv[1], json.loads(sys.argv[2])
                for name in names:
                    url = base + "/blog/pages/" + urllib.parse.quote(name, safe="")
                    with urllib.request.urlopen(url) as answer:
                        print(json.dumps(json.load(answer)["id"]))
                request = urllib.request.Request(base + "/posts/-7/comments", data=b'{"text": "hi"}',
                                                 headers={"Content-Type": "application/json"}, method="POST")
                with urllib.request.urlopen(request) as answer:
                    print(answer.status)
                """
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            let encodedNames = String(decoding: try JSONEncoder().encode(names), as: UTF8.self)
            process.arguments = ["python3", "-c", script, base.absoluteString, encodedNames]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            let answered = try lines.dropLast().map { try JSONDecoder().decode(String.self, from: Data($0.utf8)) }
            #expect(answered == names, "seed \(seed) (YOPUY_SEED)")
            #expect(lines.last == "201")
            let expected =
                names.map { "Page.show \($0)" } + [
                    "Comment.create -7 application/json " + Data(#"{"text": "hi"}"#.utf8).base64EncodedString()
                ]
            #expect(received.take() == expected, "seed \(seed) (YOPUY_SEED)")
        }
    }
}
