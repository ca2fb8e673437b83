// Promise: a resource that adopts no capability offers no paths, and the error names the
// capability to adopt.
import Yopuy

struct Plain: RootResource {
    static let path = "plain"
    let id: Int
}

func noCapability() {
    _ = Plain.show(1)  // expected-error {{'subscript(dynamicMember:)' is unavailable: no member of this name: is it misspelt, or is the capability that adds it not adopted? (show: IsShowable, list: IsListable}}
    _ = Plain.list  // expected-error {{'subscript(dynamicMember:)' is unavailable: no member of this name: is it misspelt, or is the capability that adds it not adopted?}}
}
