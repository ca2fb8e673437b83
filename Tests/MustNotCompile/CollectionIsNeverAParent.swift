// Promise: children append only under a path to one record, never under a collection.
import Yopuy

func appendUnderCollection() {
    _ = Post.list / Comment.list  // expected-error {{cannot convert value of type 'Path<Post, CollectionPath, GET>' to expected argument type 'Path<Post, SingularPath, GET>'}}
    // expected-note@-1 {{arguments to generic parameter 'Kind' ('CollectionPath' and 'SingularPath') are expected to be equal}}
}
