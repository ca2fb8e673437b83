// Promise: a resource that names the body its create, replace or update takes accepts that type only.
import Foundation
import Yopuy

struct NewIssue: EncodesJSON {
    var title: String
}

struct IssuePatch: EncodesJSON {
    var state: String
}

struct Issue: RootResource, IsCreatable, IsPatchable, IsReplaceable, DecodesJSON, Codable {
    typealias CreateBody = NewIssue
    typealias UpdateBody = IssuePatch
    static let path = "issues"
    let id: Int
}

struct Silent: HTTPAdapter {
    func perform(_ method: HTTPMethod, request: AdapterRequest, callback: @escaping (AdapterResponse) -> Void) {}
}

func bodies(service: Service<Silent>) async throws {
    _ = try await service.call(Issue.create, body: NewIssue(title: "Crash"))
    _ = try await service.call(Issue.update(1), body: IssuePatch(state: "closed"))
    _ = try await service.call(Issue.replace(1), body: .json(NewIssue(title: "Crash")))
    _ = try await service.call(Issue.create, body: IssuePatch(state: "closed"))  // expected-error {{is unavailable: the body must be of the type this path takes: its resource's CreateBody, ReplaceBody or UpdateBody, or RequestBody}}
    _ = try await service.call(Issue.update(1), body: NewIssue(title: "Crash"))  // expected-error {{is unavailable: the body must be of the type this path takes: its resource's CreateBody, ReplaceBody or UpdateBody, or RequestBody}}
    _ = try await service.call(Issue.create, body: .json(NewIssue(title: "Crash")))  // expected-error {{type 'Issue.CreateBody?' (aka 'Optional<NewIssue>') has no member 'json'}}
    service.call(Issue.update(2), body: NewIssue(title: "Crash")) { _ in }  // expected-error {{is unavailable: the body must be of the type this path takes: its resource's CreateBody, ReplaceBody or UpdateBody, or RequestBody}}
    _ = try await service.call(Issue.create, body: RequestBody(Data(), contentType: "text/plain"))  // expected-error {{is unavailable: the body must be of the type this path takes: its resource's CreateBody, ReplaceBody or UpdateBody, or RequestBody}}
}
