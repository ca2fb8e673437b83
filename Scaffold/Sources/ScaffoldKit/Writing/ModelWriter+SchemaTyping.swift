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

    /// Whether `typeName` is a top-level enum of strings of the models, which keeps an unknown
    /// value: a query parameter can be typed by it.
    func isStringEnum(_ typeName: String) -> Bool {
        guard let id = topLevelByName[typeName], case .enumeration = declarations[id].body else { return false }
        return true
    }
}
