// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

public import Yopuy

extension ErrorBodyParser {
    /// The API's error body, `GenericErrorModel`, as the document gives it for 19 of its error
    /// answers.
    ///
    /// Set it once, `service.errorBody = .api`, and read it from an error with
    /// `error.decodedBody(as: GenericErrorModel.self)`.
    public static var api: ErrorBodyParser { .json(GenericErrorModel.self) }
}
