public import Yopuy

/// The registry's base URL, `/v2/`: `GET` answers `200` when the registry speaks the
/// Distribution API and the credentials, if any, are good; `401` with a challenge when they are
/// not.
///
/// ```swift
/// let answer = try await service.call(APIVersion.show)            // GET /v2/
/// answer.headers["Docker-Distribution-Api-Version"]               // "registry/2.0"
/// ```
///
/// Its path is empty, so it is the base URL itself, trailing slash kept.
public enum APIVersion: SingularRootResource, IsShowable, AnswersNoContent {
    /// None: the base URL itself.
    public static let path = ""
}
