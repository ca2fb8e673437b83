// Promise: a ParentOnly path (the `at` of a record, a namespace or a singleton) names a parent and
// can never be run itself.
import Yopuy

/// Stands for whatever runs a path: it accepts exactly the paths a request can be made from,
/// a `Path` whose method sends a request.
func run<Resource, Kind, Method: RequestMethod>(_ path: Path<Resource, Kind, Method>) {}  // expected-note 4 {{where 'Method' = 'ParentOnly'}}

func parentOnly() {
    run(Org.at(1))  // expected-error {{requires that 'ParentOnly' conform to 'RequestMethod'}}
    run(Org.at(1) / Team.at("core"))  // expected-error {{requires that 'ParentOnly' conform to 'RequestMethod'}}
    run(Blog.at)  // expected-error {{requires that 'ParentOnly' conform to 'RequestMethod'}}
    run(Blog.show / Author.at)  // expected-error {{requires that 'ParentOnly' conform to 'RequestMethod'}}
}
