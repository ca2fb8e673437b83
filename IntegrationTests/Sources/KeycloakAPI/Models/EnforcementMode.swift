// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `EnforcementMode`, from the document.
public typealias EnforcementMode = [String: AnyJSON]
