// Promise: where ID types differ, one resource's ID is refused where another's is expected.
import Foundation
import Yopuy

func foreignID(article: ArticleID, session: UUID) {
    _ = Post.show(article)  // expected-error {{cannot convert value of type 'ArticleID' to expected argument type 'Int'}}
    _ = Article.show(session)  // expected-error {{cannot convert value of type 'UUID' to expected argument type 'ArticleID'}}
    _ = Session.delete(article)  // expected-error {{cannot convert value of type 'ArticleID' to expected argument type 'UUID'}}
}
