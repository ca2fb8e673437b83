import OpenAPIKit

extension Scaffold {
    /// Scaffolds a document read by ``DocumentLoader``; `module` is the module the sources go in.
    /// With `serverTests`, the output also holds the server check (``Output/serverTests``).
    public static func scaffold(_ loaded: LoadedDocument, module: String, serverTests: Bool = false) -> Output {
        let document = loaded.document
        var reader = OperationReader(document: document)
        let operations = reader.read()
        var names = NameRegistry()
        let models = ModelWriter(document: document, names: &names)
        let title = "\(document.info.title) \(document.info.version)"
        return scaffold(
            operations: operations,
            typing: models,
            names: names,
            typed: true,
            title: title,
            module: module,
            problems: loaded.problems + reader.problems,
            errorBody: reader.errorBodies.max { $0.count < $1.count }.map { ($0.schema, $0.reference, $0.count) },
            security: SecurityWriter.schemes(of: document),
            document: document,
            serverTests: serverTests,
            leftOut: loaded.leftOut
        )
    }

}
