// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

public import Foundation
public import Yopuy

/// `GET /profiles/{username}` (`show`): Get a profile
///
/// Get a profile of a user of the system. Auth is optional
public struct ProfileResource: RootResource, IsShowable, IsAddressable {
    /// The segment this level adds to a path.
    public static let path = "profiles"

    /// The record's ID: `username`.
    public let id: String

    /// Reads an answer as `ProfileResponse`.
    public static func parse(singular data: Data) throws -> ProfileResponse {
        try JSONDecoder().decode(ProfileResponse.self, from: data)
    }

    /// A value with each property given.
    public init(id: String) {
        self.id = id
    }
}

/// `POST /profiles/{username}/follow` (`create`): Follow a user
///
/// Follow a user by username
///
/// `DELETE /profiles/{username}/follow` (`delete`): Unfollow a user
///
/// Unfollow a user by username
public enum Follow: SingularChildResource, IsCreatable, IsDeletable, AnswersStatus {
    /// The level above this one.
    public typealias Parent = ProfileResource
    /// The segment this level adds to a path.
    public static let path = "follow"

    /// Reads an answer as `ProfileResponse`.
    public static func parse(singular data: Data) throws -> ProfileResponse {
        try JSONDecoder().decode(ProfileResponse.self, from: data)
    }

    /// The statuses the document gives its successes, where they are not their verbs' own.
    public static func answerStatus(for method: HTTPMethod) -> Int? {
        switch method {
        case .post: 200
        default: nil
        }
    }
}
