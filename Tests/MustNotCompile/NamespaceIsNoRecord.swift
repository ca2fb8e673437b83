// Promise: a namespace is a constant level, not a record: it has no ID, cannot be read and cannot run.
import Foundation
import Yopuy

enum Search: RootNamespace {
    static let path = "search"
}

struct Silent: HTTPAdapter {
    func perform(_ method: HTTPMethod, request: AdapterRequest, callback: @escaping (AdapterResponse) -> Void) {}
}

func namespace(service: Service<Silent>) {
    _ = Search.show  // expected-error {{type 'Search' has no member 'show'}}
    _ = Search.at(1)  // expected-error {{cannot call value of non-function type 'Path<Search, SingularPath, ParentOnly>'}}
    _ = Search.list  // expected-error {{type 'Search' has no member 'list'}}
    service.call(Search.at) { _ in }  // expected-error {{instance method 'call(_:query:headers:body:timeout:handler:)' requires that 'Search' conform to 'ParsesSingular'}} expected-error {{instance method 'call(_:query:headers:body:timeout:handler:)' requires that 'ParentOnly' conform to 'RequestMethod'}}
}
