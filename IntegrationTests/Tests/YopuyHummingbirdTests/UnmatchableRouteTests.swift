import Foundation
import Hummingbird
import Testing
import Yopuy
import YopuyHummingbird
import YopuyURLSession

/// A route Hummingbird's router cannot match (an ID between two literals of one segment) beside
/// one it can, with an ID at the same place: the first is registered where it hides nothing, so
/// that the router's own check of a debug build passes and the server starts (stop 81: its
/// stand-in route was `ledgers/*/*`, which Hummingbird's debug check stopped the server for:
/// "Route /ledgers/{id0} overrides /ledgers/*").
@Suite struct UnmatchableRouteTests {
    @Test func aRouteTheRouterCannotMatchHidesNoOther() async throws {
        let router = Router()
        router.on(Ledger.show) { id, _, _ in Ledger(id: id) }
        router.on(Ledger.show / LedgerPart.show) { ids, _, _ in LedgerPart(id: ids.1) }
        try router.validate()
        #expect(
            router.routes.map(\.description).sorted()
                == ["GET /ledgers/{id0}", "GET /ledgers/{id0}/parts(~~yopuy~1~~)"]
        )
        let error = try #require(throws: ServingError.self) {
            try router.checkRoutes(of: [Ledger.self, LedgerPart.self])
        }
        #expect(error.route.contains("parts("), "\(error)")
        try await serving(router) { base in
            let service = Service(adapter: URLSessionAdapter(), URL: base)
            let ledger = try await service.call(Ledger.show(7)).value
            #expect(ledger == Ledger(id: 7))
        }
    }
}

private struct Ledger: RootResource, IsShowable, DecodesJSON, EncodesJSON, Codable, Equatable {
    static let path = "ledgers"
    let id: Int
}

private struct LedgerPart: ChildResource, IsShowable, DecodesJSON, EncodesJSON, Codable, Equatable {
    typealias Parent = Ledger
    static let path = "parts()"
    let id: Int
}
