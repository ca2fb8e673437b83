// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

public import Yopuy

// The models that requests send as JSON bodies.
extension AuthenticatorConfigRepresentation: EncodesJSON {}
extension AuthenticationExecutionRepresentation: EncodesJSON {}
extension AuthenticationExecutionInfoRepresentation: EncodesJSON {}
extension ProtocolMapperRepresentation: EncodesJSON {}
extension RoleRepresentation: EncodesJSON {}
extension KeyStoreConfig: EncodesJSON {}
extension ManagementPermissionReference: EncodesJSON {}
extension CredentialRepresentation: EncodesJSON {}
extension UPConfig: EncodesJSON {}
extension RealmRepresentation: EncodesJSON {}
extension AuthenticationFlowRepresentation: EncodesJSON {}
extension RequiredActionProviderRepresentation: EncodesJSON {}
extension ClientPoliciesRepresentation: EncodesJSON {}
extension ClientProfilesRepresentation: EncodesJSON {}
extension ClientScopeRepresentation: EncodesJSON {}
extension ClientRepresentation: EncodesJSON {}
extension ClientInitialAccessCreatePresentation: EncodesJSON {}
extension ComponentRepresentation: EncodesJSON {}
extension RealmEventsConfigRepresentation: EncodesJSON {}
extension GroupRepresentation: EncodesJSON {}
extension IdentityProviderRepresentation: EncodesJSON {}
extension IdentityProviderMapperRepresentation: EncodesJSON {}
extension UserRepresentation: EncodesJSON {}
