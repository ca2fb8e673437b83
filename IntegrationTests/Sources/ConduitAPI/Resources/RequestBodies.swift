// Scaffolded by yopuy-scaffold from RealWorld Conduit API 1.1.0; yours to edit.

public import Yopuy

// The models that requests send as JSON bodies.
extension NewUserRequest: EncodesJSON {}
extension LoginUserRequest: EncodesJSON {}
extension UpdateUserRequest: EncodesJSON {}
extension NewArticleRequest: EncodesJSON {}
extension UpdateArticleRequest: EncodesJSON {}
extension NewCommentRequest: EncodesJSON {}
