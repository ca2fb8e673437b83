// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// `KeyUse`, from the document.
public typealias KeyUse = [String: AnyJSON]
