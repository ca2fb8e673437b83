// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ApplicationRepresentationClaims`, from the document.
public struct ApplicationRepresentationClaims: Codable, Sendable {
    /// The document's `name`.
    public var name: Bool?
    /// The document's `username`.
    public var username: Bool?
    /// The document's `profile`.
    public var profile: Bool?
    /// The document's `picture`.
    public var picture: Bool?
    /// The document's `website`.
    public var website: Bool?
    /// The document's `email`.
    public var email: Bool?
    /// The document's `gender`.
    public var gender: Bool?
    /// The document's `locale`.
    public var locale: Bool?
    /// The document's `address`.
    public var address: Bool?
    /// The document's `phone`.
    public var phone: Bool?

    /// A value with each property given.
    public init(
        name: Bool? = nil,
        username: Bool? = nil,
        profile: Bool? = nil,
        picture: Bool? = nil,
        website: Bool? = nil,
        email: Bool? = nil,
        gender: Bool? = nil,
        locale: Bool? = nil,
        address: Bool? = nil,
        phone: Bool? = nil
    ) {
        self.name = name
        self.username = username
        self.profile = profile
        self.picture = picture
        self.website = website
        self.email = email
        self.gender = gender
        self.locale = locale
        self.address = address
        self.phone = phone
    }
}
