import Foundation
import PackagePlugin

/// `swift package yopuy-scaffold`: the scaffold as a command of the package it writes into.
///
/// It runs `yopuy-scaffold` with the folder and module of a target of your package, so that
/// you name the target instead of its paths:
///
/// ```
/// swift package --allow-writing-to-package-directory yopuy-scaffold \
///     --target MyAPI --tests-target MyAPITests openapi.yaml
/// swift package --allow-writing-to-package-directory yopuy-scaffold check \
///     --target MyAPI openapi.yaml
/// ```
///
/// The first writes the declarations into the target's folder (and the checks of every
/// operation and every example into the test target's), once: like the tool, it never
/// overwrites a file. The second compares a newer document with what the target says and
/// writes nothing. A relative document path is read from the package's folder. Every other
/// option (`--routes`, `--report FILE`, `--quiet`) goes to the tool as it is.
@main
struct YopuyScaffoldPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let testTargets = extractor.extractOption(named: "tests-target")
        var rest = extractor.remainingArguments
        let checking = rest.first == "check"
        if checking || rest.first == "generate" { rest.removeFirst() }
        guard targets.count == 1, let targetName = targets.first, testTargets.count <= 1 else {
            throw PluginProblem("name the target to write into once: --target NAME (and at most one --tests-target)")
        }
        let target = try module(named: targetName, in: context.package)
        guard let documentIndex = rest.firstIndex(where: { !$0.hasPrefix("-") }) else {
            throw PluginProblem("name the OpenAPI document (or with --routes, the route list) to read")
        }
        if !rest[documentIndex].hasPrefix("/") {
            rest[documentIndex] = context.package.directoryURL.appending(path: rest[documentIndex]).path(
                percentEncoded: false
            )
        }
        var toolArguments: [String]
        if checking {
            toolArguments = ["check"] + rest + ["--sources", target.directoryURL.path(percentEncoded: false)]
        } else {
            toolArguments =
                ["generate"] + rest + [
                    "--output", target.directoryURL.path(percentEncoded: false), "--module", target.moduleName,
                ]
            if let testTarget = testTargets.first {
                toolArguments += [
                    "--tests",
                    try module(named: testTarget, in: context.package).directoryURL.path(percentEncoded: false),
                ]
            }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "yopuy-scaffold").url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginProblem("yopuy-scaffold exited with status \(process.terminationStatus) (its message is above)")
        }
    }

    /// The Swift target of `package` called `name`.
    private func module(named name: String, in package: Package) throws -> SwiftSourceModuleTarget {
        guard let target = try package.targets(named: [name]).first as? SwiftSourceModuleTarget else {
            throw PluginProblem("\(name) is not a Swift target of \(package.displayName)")
        }
        return target
    }
}

/// What went wrong, in words, as `swift package` prints it.
struct PluginProblem: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
