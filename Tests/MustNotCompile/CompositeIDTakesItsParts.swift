// Promise: an ID of several parts takes exactly its parts, in order, each of its own type.
import Foundation
import Yopuy

struct Repo: RootResource, IsShowable, IsAddressable {
    typealias ID = CompositeID<String, Int>
    static let path = "repos"
    var id: ID { CompositeID("apple", 1) }
    static func parse(singular data: Data) throws -> Repo { Repo() }
}

func parts() {
    _ = Repo.show("apple")  // expected-error {{conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this resource's ID type (for a CompositeID: its parts, in order, each of its own type)}}
    _ = Repo.show("apple", 1, 2)  // expected-error {{conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this resource's ID type}}
    _ = Repo.show(1, "apple")  // expected-error {{conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this resource's ID type}}
    _ = Repo.at("apple", "swift")  // expected-error {{conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this resource's ID type}}
    _ = Post.show(1, 2)  // expected-error {{conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this resource's ID type}}
}
