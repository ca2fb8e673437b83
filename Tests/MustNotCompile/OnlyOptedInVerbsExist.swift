// Promise: a resource offers only the verbs it opted into, and the error names the capability
// that would add the verb.
// Commenter adopts IsShowable, IsListable and IsDeletable only; Member adopts IsListable only.
import Yopuy

func verbNotOptedIn() {
    _ = Commenter.create  // expected-error {{static property 'create' requires that 'Commenter' conform to 'IsCreatable'}}
    _ = Commenter.update(1)  // expected-error {{referencing static method 'update' on 'ChildResource' requires that 'Commenter' conform to 'IsPatchable'}}
    _ = Member.show(1)  // expected-error {{referencing static method 'show' on 'ChildResource' requires that 'Member' conform to 'IsShowable'}}
}
