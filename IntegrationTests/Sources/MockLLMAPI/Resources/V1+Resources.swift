// Scaffolded by yopuy-scaffold from Mock LLM Server 0.1.0; yours to edit.

import Foundation
import Yopuy

/// The `v1` level, which holds the levels below it.
enum V1: RootNamespace {
    static let path = "v1"
}

/// The `chat` level, which holds the levels below it.
enum Chat: ChildNamespace {
    typealias Parent = V1
    static let path = "chat"
}

/// `POST /v1/chat/completions` (`create`): Route Handler
struct Completion: ChildResource, IsCreatable {
    typealias Parent = Chat
    static let path = "completions"

    /// The record's ID: `id`.
    let id: String

    /// Reads an answer as `JSONValue`.
    static func parse(singular data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }
}

/// `POST /v1/messages` (`create`): Route Handler
struct Message: ChildResource, IsCreatable {
    typealias Parent = V1
    static let path = "messages"

    /// The record's ID: `id`.
    let id: String

    /// Reads an answer as `JSONValue`.
    static func parse(singular data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }
}
