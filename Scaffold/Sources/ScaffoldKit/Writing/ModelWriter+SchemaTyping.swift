extension ModelWriter: SchemaTyping {
    /// Whether `typeName` is a top-level struct or enum of the models (not an alias), which a
    /// request body can conform to `EncodesJSON`.
    func isDeclared(_ typeName: String) -> Bool {
        guard let id = topLevelByName[typeName] else { return false }
        switch declarations[id].body {
        case .structure, .enumeration, .union: return true
        default: return false
        }
    }
}
