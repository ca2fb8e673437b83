// Promise: children append only under a path to one record, never under a collection.
import Yopuy

func appendUnderCollection() {
    _ = Post.list / Comment.list  // expected-error {{conformance of 'CollectionPath' to 'ParentKind' is unavailable: children are appended under one record, never under a list: put show(id) or at(id) before '/', not list}}
}
