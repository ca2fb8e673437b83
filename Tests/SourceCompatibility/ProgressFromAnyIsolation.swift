// Promise: a download's progress closure runs in the caller's isolation (SE-0420), so that a view
// model on the main actor updates its own state from it, and a task at top level passes one, as
// issue #50 wrote them; and the spellings without an actor compile as they did.

import Foundation
import Yopuy

/// A resource named by a text, as an object store's keys are.
struct Obj: RootResource, IsShowable {
    static let path = "objects"
    let id: String
    static func parse(singular data: Data) throws -> Data { data }
}

let url = URL(fileURLWithPath: "/tmp/object")

@MainActor final class DownloadModel {
    var fraction = 0.0
    func fetch<A: HTTPAdapter>(_ api: Service<A>) async throws {
        _ = try await api.download(Obj.show("a"), to: url) { progress in
            self.fraction = progress.fractionCompleted ?? 0
        }
    }
}

actor Mirror {
    var received: Int64 = 0
    func copy(from api: Service<some HTTPAdapter>) async throws {
        _ = try await api.download(Obj.show("a"), to: url, resumable: true) { progress in
            self.received = progress.completed
        }
    }
}

func startFromTheTop(_ api: Service<some HTTPAdapter>) {
    Task {
        _ = try await api.download(Obj.show("a"), to: url) { progress in
            print(progress.completed)
        }
    }
}

func withoutAnActor(_ api: Service<some HTTPAdapter>) async throws {
    var reports = 0
    _ = try await api.download(Post.list, to: url) { _ in reports += 1 }
    _ = try await api.download(Post.list, to: url, timeout: .seconds(5), resumable: true)
    print(reports)
}
