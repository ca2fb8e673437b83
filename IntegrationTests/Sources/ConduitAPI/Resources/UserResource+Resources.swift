// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

public import Foundation
public import Yopuy

/// `GET /user` (`show`): Get current user
///
/// Gets the currently logged-in user
///
/// `PUT /user` (`replace`): Update current user
///
/// Updated user information for current user
public enum UserResource: SingularRootResource, IsShowable, IsReplaceable {
    /// What a replace sends.
    public typealias ReplaceBody = UpdateUserRequest
    /// The segment this level adds to a path.
    public static let path = "user"

    /// Reads an answer as `UserResponse`.
    public static func parse(singular data: Data) throws -> UserResponse {
        try JSONDecoder().decode(UserResponse.self, from: data)
    }
}
