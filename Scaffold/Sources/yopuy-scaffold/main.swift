import Foundation
import ScaffoldKit

let start = Date()
let arguments = CommandLine.arguments
let text = (try? String(contentsOfFile: arguments[1], encoding: .utf8)) ?? ""
let output = Scaffold.scaffold(routeList: text, title: "GitHub", module: "GitHubAPI")
let folder = URL(fileURLWithPath: arguments[2])
for file in output.sources + output.tests {
    let url = folder.appendingPathComponent(file.path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try file.contents.write(to: url, atomically: true, encoding: .utf8)
}
print(output.report.lines.prefix(20).joined(separator: "\n"))
print(Date().timeIntervalSince(start))
