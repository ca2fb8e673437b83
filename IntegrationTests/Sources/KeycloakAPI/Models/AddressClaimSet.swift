// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `AddressClaimSet`, from the document.
public struct AddressClaimSet: Codable, Sendable {
    /// The document's `formatted`.
    public var formatted: String?
    /// The document's `streetAddress`.
    public var streetAddress: String?
    /// The document's `locality`.
    public var locality: String?
    /// The document's `region`.
    public var region: String?
    /// The document's `postalCode`.
    public var postalCode: String?
    /// The document's `country`.
    public var country: String?

    /// `CodingKeys`, from the document.
    public enum CodingKeys: String, CodingKey {
        case formatted
        case streetAddress = "street_address"
        case locality
        case region
        case postalCode = "postal_code"
        case country
    }

    /// A value with each property given.
    public init(
        formatted: String? = nil,
        streetAddress: String? = nil,
        locality: String? = nil,
        region: String? = nil,
        postalCode: String? = nil,
        country: String? = nil
    ) {
        self.formatted = formatted
        self.streetAddress = streetAddress
        self.locality = locality
        self.region = region
        self.postalCode = postalCode
        self.country = country
    }
}
