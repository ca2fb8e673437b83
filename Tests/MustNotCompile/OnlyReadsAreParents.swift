// Promise: children append only under a path that reads (GET) or names (ParentOnly) a record,
// never under one that writes.
import Yopuy

func appendUnderNonGET() {
    _ = Post.delete(1) / Comment.list  // expected-error {{requires that 'DELETE' conform to 'ParentMethod'}}
    _ = Post.create / Comment.list  // expected-error {{requires that 'POST' conform to 'ParentMethod'}}
    _ = Post.replace(1) / Comment.list  // expected-error {{requires that 'PUT' conform to 'ParentMethod'}}
    _ = Post.update(1) / Comment.list  // expected-error {{requires that 'PATCH' conform to 'ParentMethod'}}
}
