// Promise: a resource that adopts no capability offers no paths.
import Yopuy

struct Plain: RootResource {
    static let path = "plain"
    let id: Int
}

func noCapability() {
    _ = Plain.show(1)  // expected-error {{type 'Plain' has no member 'show'}}
    _ = Plain.list  // expected-error {{type 'Plain' has no member 'list'}}
}
