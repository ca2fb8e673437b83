// Promise: a capability requires the parser its responses need: IsListable needs parse(collection:).
import Foundation
import Yopuy

struct Unparsed: RootResource, IsListable {  // expected-error {{type 'Unparsed' does not conform to protocol 'ParsesCollection'}} expected-note {{add stubs for conformance}}
    static let path = "unparsed"
    let id: Int
    static func parse(singular data: Data) throws -> Unparsed { Unparsed(id: 1) }
}
