import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import YopuyHummingbird

/// Generated route structures, matched by Hummingbird's own router: literal segments, IDs of one
/// segment, of several, of any number (one a route, anywhere), IDs followed by a suffix or a
/// custom method in their segment. Each structure is written as Yopuy writes a shape's path
/// (placeholders where the IDs go), read into a route, registered, and asked a concrete path of
/// generated segments: the segments each ID's slot reads back must be the ones generated for it.
@Suite struct ServedRouteShapesTests {
    /// One generated level of a route.
    enum Piece {
        case literal(String)
        case id(slot: Int, parts: Int, affix: String)
        case rest(slot: Int)
    }

    /// A generated structure and a concrete path for it.
    struct Structure {
        var pieces: [Piece] = []
        var slots = 0
    }

    static func structure(using random: inout SeededGenerator) -> Structure {
        var structure = Structure()
        var hasRest = false
        for _ in 0..<Int.random(in: 1...7, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                let names = ["posts", "v2", "a-b", "x_y", "items", "2024", "~tilde", "e.json"]
                structure.pieces.append(.literal(names.randomElement(using: &random) ?? "posts"))
            case 2 where !hasRest:
                hasRest = true
                structure.pieces.append(.rest(slot: structure.slots))
                structure.slots += 1
                // A literal after an ID of any number of segments, as the registry's `manifests`.
                structure.pieces.append(.literal("end\(structure.slots)"))
            default:
                let affix = ["", "", ".json", ":archive"].randomElement(using: &random) ?? ""
                let parts = Int.random(in: 1...3, using: &random)
                structure.pieces.append(.id(slot: structure.slots, parts: parts, affix: parts == 1 ? affix : ""))
                structure.slots += 1
            }
        }
        return structure
    }

    /// The path Yopuy writes for `structure`, with placeholders.
    static func placeholders(_ structure: Structure) -> String {
        structure.pieces.map { piece in
            switch piece {
            case .literal(let text): text
            case .rest(let slot): "\(Placeholder.opening)\(slot)~rest~~"
            case .id(let slot, 1, let affix): "\(Placeholder.opening)\(slot)~~\(affix)"
            case .id(let slot, let parts, _):
                (0..<parts).map { "\(Placeholder.opening)\(slot)~\($0)~~" }.joined(separator: "/")
            }
        }.joined(separator: "/")
    }

    /// A concrete path for `structure` and, for each slot, the segments it must read back.
    static func concrete(_ structure: Structure, using random: inout SeededGenerator) -> (String, [[String]]) {
        var expected = Array(repeating: [String](), count: structure.slots)
        var segments: [String] = []
        func value() -> String {
            // Encoded segments as a client writes them: unreserved text and escapes.
            let pieces = ["a", "7", "%2F", "%20", "%C3%A9", "-", "_", "~", "%25", "x.y"]
            return (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "a" }
                .joined()
        }
        for piece in structure.pieces {
            switch piece {
            case .literal(let text):
                segments.append(text)
            case .rest(let slot):
                let parts = (0..<Int.random(in: 1...4, using: &random)).map { _ in value() }
                expected[slot] = parts
                segments += parts
            case .id(let slot, let parts, let affix):
                let values = (0..<parts).map { _ in value() }
                expected[slot] = values
                var written = values
                written[written.count - 1] += affix
                segments += written
            }
        }
        return (segments.joined(separator: "/"), expected)
    }

    @Test func everyGeneratedStructureReadsItsIDsBack() async throws {
        let seed = SeededGenerator.seed()
        var random = SeededGenerator(seed: seed)
        for round in 0..<150 {
            let structure = Self.structure(using: &random)
            let encoded = Self.placeholders(structure)
            let route = try ServedRoute(
                encoded: encoded,
                idTypes: Array(repeating: String.self, count: structure.slots)
            )
            let (path, expected) = Self.concrete(structure, using: &random)
            let router = Router()
            let read = ReadBack()
            router.get(RouterPath(route.routerPath)) { _, context -> HTTPResponse.Status in
                read.set(
                    (0..<route.slots.count).map { route.segments(of: $0, in: context.parameters).map(String.init) }
                )
                return .ok
            }
            let app = Application(router: router)
            try await app.test(.router) { client in
                let response = try await client.execute(uri: "/" + path, method: .get)
                #expect(
                    response.status == .ok,
                    "seed \(seed), round \(round): \(route.routerPath) did not match \(path)"
                )
            }
            #expect(
                read.value == expected,
                "seed \(seed), round \(round): \(encoded) as \(route.routerPath), asked \(path)"
            )
        }
    }
}

/// What a handler read, handed to the test.
final class ReadBack: Sendable {
    private let stored = Mutex<[[String]]?>(nil)

    var value: [[String]]? { stored.withLock { $0 } }

    func set(_ value: [[String]]) {
        stored.withLock { $0 = value }
    }
}
