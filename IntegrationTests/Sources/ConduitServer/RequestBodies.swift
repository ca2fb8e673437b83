public import ConduitAPI
public import YopuyHummingbird

// The bodies the clients send, read back by the server as the declarations type them.
extension NewUserRequest: DecodesRequestBody {}
extension LoginUserRequest: DecodesRequestBody {}
extension UpdateUserRequest: DecodesRequestBody {}
extension NewArticleRequest: DecodesRequestBody {}
extension UpdateArticleRequest: DecodesRequestBody {}
extension NewCommentRequest: DecodesRequestBody {}
