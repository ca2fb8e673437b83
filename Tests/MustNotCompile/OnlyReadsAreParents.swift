// Promise: children append only under a path that reads (GET) or names (ParentOnly) a record,
// never under one that writes.
import Yopuy

func appendUnderNonGET() {
    _ = Post.delete(1) / Comment.list  // expected-error {{requires that 'DELETE' conform to 'ParentMethod'}}
    _ = Post.create / Comment.list  // expected-error {{requires that 'POSTWith<RequestBody>' conform to 'ParentMethod'}}
    _ = Post.replace(1) / Comment.list  // expected-error {{requires that 'PUTWith<RequestBody>' conform to 'ParentMethod'}}
    _ = Post.update(1) / Comment.list  // expected-error {{requires that 'PATCHWith<RequestBody>' conform to 'ParentMethod'}}
}
