import Foundation
import Testing
import Yopuy

/// A service at `http://api.test/v1` over `adapter`.
func service<Adapter: HTTPAdapter>(_ adapter: Adapter) throws -> Service<Adapter> {
    try Service(adapter: adapter, URL: #require(URL(string: "http://api.test/v1")))
}
