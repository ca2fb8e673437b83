// Promise: where ID types differ, one resource's ID is refused where another's is expected.
import Foundation
import Yopuy

func foreignID(article: ArticleID, session: UUID) {
    _ = Post.show(article)  // expected-error {{conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this resource's ID type}}
    _ = Article.show(session)  // expected-error {{conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this resource's ID type}}
    _ = Session.delete(article)  // expected-error {{conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this resource's ID type}}
    _ = Post.show(1) / Comment.show(article)  // expected-error {{conformance of 'WrongIDType' to 'IDRefusal' is unavailable: the ID is not of this resource's ID type}}
}
