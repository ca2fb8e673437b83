// Promise: children append only under a path that reads (GET) or names (ParentOnly) a record,
// never under one that writes.
import Yopuy

func appendUnderNonGET() {
    _ = Post.delete(1) / Comment.list  // expected-error {{conformance of 'DELETE' to 'ParentMethod' is unavailable: children are appended under a path that reads (show) or names (at) one record, never under a write}}
    _ = Post.create / Comment.list  // expected-error {{conformance of 'POSTWith<Body>' to 'ParentMethod' is unavailable: children are appended under a path that reads (show) or names (at) one record, never under a write}}
    _ = Post.replace(1) / Comment.list  // expected-error {{conformance of 'PUTWith<Body>' to 'ParentMethod' is unavailable: children are appended under a path that reads (show) or names (at) one record, never under a write}}
    _ = Post.update(1) / Comment.list  // expected-error {{conformance of 'PATCHWith<Body>' to 'ParentMethod' is unavailable: children are appended under a path that reads (show) or names (at) one record, never under a write}}
}
