// Promise: only reads can be paged, and a page-number scheme needs pages that are collections.
import Foundation
import Yopuy

struct Silent: HTTPAdapter {
    func perform(_ method: HTTPMethod, request: AdapterRequest, callback: @escaping (AdapterResponse) -> Void) {}
}

func pages(service: Service<Silent>) {
    _ = service.pages(Post.list, by: .pageNumber("page"))
    _ = service.pages(Post.Search.action, by: .pageNumber("page"))
    _ = service.pages(Post.create)  // expected-error {{cannot convert value of type 'Path<Post, SingularPath, POSTWith<RequestBody>>' to expected argument type 'Path<Post, SingularPath, GET>'}} expected-note {{arguments to generic parameter 'Method' ('POSTWith<RequestBody>' and 'GET') are expected to be equal}}
    _ = service.pages(Post.delete(1))  // expected-error {{cannot convert value of type 'Path<Post, SingularPath, DELETE>' to expected argument type 'Path<Post, SingularPath, GET>'}} expected-note {{arguments to generic parameter 'Method' ('DELETE' and 'GET') are expected to be equal}}
    _ = service.pages(Org.at(1))  // expected-error {{cannot convert value of type 'Path<Org, SingularPath, ParentOnly>' to expected argument type 'Path<Org, SingularPath, GET>'}} expected-error {{requires that 'Org' conform to 'ParsesSingular'}} expected-note {{arguments to generic parameter 'Method' ('ParentOnly' and 'GET') are expected to be equal}}
    _ = service.pages(Post.show(1), by: .pageNumber("page"))  // expected-error {{cannot convert value of type 'Path<Post, SingularPath, GET>' to expected argument type 'Path<Post, CollectionPath, GET>'}} expected-note {{arguments to generic parameter 'Kind' ('SingularPath' and 'CollectionPath') are expected to be equal}}
}
