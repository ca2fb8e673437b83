// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

public import Foundation
public import Yopuy

/// The `users` level, which holds the levels below it.
public enum Users: RootNamespace {
    /// The segment this level adds to a path.
    public static let path = "users"
}

/// `POST /users` (`action`)
///
/// Register a new user
public enum CreateUser: RecordAction, AnswersStatus {
    /// The level above this one.
    public typealias Parent = Users
    /// The method its path is sent with.
    public typealias Method = POSTWith<NewUserRequest>
    /// The segment this level adds to a path.
    public static let path = ""

    /// Reads an answer as `UserResponse`.
    public static func parse(singular data: Data) throws -> UserResponse {
        try JSONDecoder().decode(UserResponse.self, from: data)
    }

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 201
        default: nil
        }
    }
}

/// `POST /users/login` (`action`): Existing user login
///
/// Login for existing user
public enum Login: RecordAction {
    /// The level above this one.
    public typealias Parent = Users
    /// The method its path is sent with.
    public typealias Method = POSTWith<LoginUserRequest>
    /// The segment this level adds to a path.
    public static let path = "login"

    /// Reads an answer as `UserResponse`.
    public static func parse(singular data: Data) throws -> UserResponse {
        try JSONDecoder().decode(UserResponse.self, from: data)
    }
}
