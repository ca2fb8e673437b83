// Promise: a resource that adopts no capability offers no paths, and the error names the
// capability to adopt.
import Yopuy

struct Plain: RootResource {
    static let path = "plain"
    let id: Int
}

func noCapability() {
    _ = Plain.show(1)  // expected-error {{referencing static method 'show' on 'RootResource' requires that 'Plain' conform to 'IsShowable'}}
    _ = Plain.list  // expected-error {{static property 'list' requires that 'Plain' conform to 'IsListable'}}
}
