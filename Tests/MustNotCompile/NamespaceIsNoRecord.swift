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
    _ = Search.show  // expected-error {{'subscript(dynamicMember:)' is unavailable: no member of this name: is it misspelt, or is the capability that adds it not adopted? (show: IsShowable}}
    _ = Search.at(1)  // expected-error {{conformance of 'ArgumentsOnAPath' to 'IDRefusal' is unavailable: a path takes no arguments once built: a singleton takes no ID, nor does a namespace}}
    _ = Search.list  // expected-error {{'subscript(dynamicMember:)' is unavailable: no member of this name: is it misspelt, or is the capability that adds it not adopted?}}
    service.call(Search.at) { _ in }  // expected-error {{instance method 'call(_:query:headers:body:timeout:handler:)' requires that 'Search' conform to 'ParsesSingular'}} expected-error {{instance method 'call(_:query:headers:body:timeout:handler:)' requires that 'ParentOnly' conform to 'RequestMethod'}}
}
