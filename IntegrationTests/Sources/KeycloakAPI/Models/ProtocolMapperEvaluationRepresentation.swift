// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `ProtocolMapperEvaluationRepresentation`, from the document.
public struct ProtocolMapperEvaluationRepresentation: Codable, Sendable {
    /// The document's `mapperId`.
    public var mapperId: String?
    /// The document's `mapperName`.
    public var mapperName: String?
    /// The document's `containerId`.
    public var containerId: String?
    /// The document's `containerName`.
    public var containerName: String?
    /// The document's `containerType`.
    public var containerType: String?
    /// The document's `protocolMapper`.
    public var protocolMapper: String?

    /// A value with each property given.
    public init(
        mapperId: String? = nil,
        mapperName: String? = nil,
        containerId: String? = nil,
        containerName: String? = nil,
        containerType: String? = nil,
        protocolMapper: String? = nil
    ) {
        self.mapperId = mapperId
        self.mapperName = mapperName
        self.containerId = containerId
        self.containerName = containerName
        self.containerType = containerType
        self.protocolMapper = protocolMapper
    }
}
