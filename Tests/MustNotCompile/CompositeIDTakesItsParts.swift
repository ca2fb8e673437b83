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
    _ = Repo.show("apple")  // expected-error {{no exact matches in call to static method 'show'}}
    _ = Repo.show("apple", 1, 2)  // expected-error {{extra argument in call}}
    _ = Repo.show(1, "apple")  // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
    _ = Repo.at("apple", "swift")  // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
    _ = Post.show(1, 2)  // expected-error {{instance member 'show' cannot be used on type 'Post'; did you mean to use a value of this type instead?}} expected-error {{cannot call value of non-function type 'Path<Post, SingularPath, GET>'}}
}
