/// Query parameters: ordered names with ``QueryValue``s, encoded once by Yopuy into the URL.
///
/// ```swift
/// var query: Query = ["page": 2]
/// query["since"] = .date(lastSync)
/// query["tag"] = ["swift", "rest"]
/// ```
///
/// A service's default query and a call's query merge by name; the call's value wins.
///
/// Names and values are compared and sent as the exact bytes you gave: `"é"` (one scalar) and
/// `"e\u{301}"` (an `e` and a combining accent), which Swift's `==` calls equal, are two
/// different names, sent as `%C3%A9` and `e%CC%81`.
public struct Query: Hashable, Sendable {
    /// One parameter.
    ///
    /// Two parameters are equal when their names have the same UTF-8 bytes and their values
    /// are equal.
    public struct Parameter: Hashable, Sendable {
        /// The parameter's name, before percent-encoding.
        public var name: String
        /// The parameter's value.
        public var value: QueryValue

        /// Creates a parameter.
        ///
        /// - Parameters:
        ///   - name: The name, before percent-encoding.
        ///   - value: The value.
        public init(name: String, value: QueryValue) {
            self.name = name
            self.value = value
        }

        /// Whether the names have the same bytes and the values are equal.
        public static func == (left: Parameter, right: Parameter) -> Bool {
            PercentEncoding.sameBytes(left.name, right.name) && left.value == right.value
        }

        /// Hashes the name's bytes and the value.
        ///
        /// - Parameter hasher: The hasher to feed.
        public func hash(into hasher: inout Hasher) {
            QueryValue.hashBytes(of: name, into: &hasher)
            hasher.combine(value)
        }
    }

    /// The parameters in order.
    public private(set) var parameters: [Parameter]

    /// Creates a query from parameters, in order.
    ///
    /// - Parameter parameters: The parameters; a later one with the same name replaces an
    ///   earlier one.
    public init(_ parameters: [Parameter] = []) {
        self.parameters = []
        set(parameters)
    }

    /// A query of `parameters` as they are, which name no name twice.
    @usableFromInline
    init(distinct parameters: [Parameter]) {
        self.parameters = parameters
    }

    /// The value of the parameter with this name; setting `nil` removes it.
    ///
    /// - Parameter name: The parameter's name, compared by its UTF-8 bytes.
    public subscript(name: String) -> QueryValue? {
        get { parameters.first { PercentEncoding.sameBytes($0.name, name) }?.value }
        set {
            if let index = parameters.firstIndex(where: { PercentEncoding.sameBytes($0.name, name) }) {
                if let newValue {
                    parameters[index].value = newValue
                } else {
                    parameters.remove(at: index)
                }
            } else if let newValue {
                parameters.append(Parameter(name: name, value: newValue))
            }
        }
    }

    /// Whether there are no parameters.
    public var isEmpty: Bool { parameters.isEmpty }

    /// This query with `other`'s parameters set over it: `other` wins by name.
    ///
    /// - Parameter other: The parameters that take precedence.
    /// - Returns: The merged query.
    public func merging(_ other: Query) -> Query {
        if other.parameters.isEmpty {
            return self
        }
        if parameters.isEmpty {
            return other
        }
        var merged = self
        merged.set(other.parameters)
        return merged
    }

    /// The call's query `call` set over this one, a resource's default: `call` as it is when
    /// this one is empty, as it is for every resource that declares none.
    @inlinable
    func under(_ call: Query) -> Query {
        parameters.isEmpty ? call : merging(call)
    }

    /// This query with `other`'s parameters set over it, a name both hold taking the value
    /// `combine` makes of the two: `Dictionary.merging(_:uniquingKeysWith:)`'s spelling.
    ///
    /// ```swift
    /// let defaults: Query = ["_shape": "arrays", "_size": 10]
    /// let merged = defaults.merging(["_shape": "objects"]) { $1 }   // _shape=objects&_size=10
    /// let kept = defaults.merging(["_shape": "objects"]) { current, _ in current }   // _shape=arrays&_size=10
    /// ```
    ///
    /// A name of this query keeps its place; a new one is appended, in `other`'s order.
    ///
    /// - Parameters:
    ///   - other: The parameters to merge in.
    ///   - combine: The value for a name both hold, from this query's value and `other`'s.
    /// - Returns: The merged query.
    /// - Throws: What `combine` throws.
    public func merging(
        _ other: Query,
        uniquingKeysWith combine: (QueryValue, QueryValue) throws -> QueryValue
    ) rethrows -> Query {
        var merged = self
        for parameter in other.parameters {
            merged[parameter.name] =
                try merged[parameter.name].map { try combine($0, parameter.value) } ?? parameter.value
        }
        return merged
    }

    /// Sets each parameter's name to its value, as the subscript does one by one: a name already
    /// present keeps its place and takes the new value, a new name is appended.
    ///
    /// A few parameters are found by searching; more are found through an index built once, so
    /// that setting n parameters costs in proportion to n, not n².
    private mutating func set(_ others: [Parameter]) {
        parameters.reserveCapacity(parameters.count + others.count)
        guard parameters.count + others.count > Self.searchedAtMost else {
            for parameter in others {
                self[parameter.name] = parameter.value
            }
            return
        }
        var places = [Name: Int](minimumCapacity: parameters.count + others.count)
        for (place, parameter) in parameters.enumerated() {
            places[Name(parameter.name)] = place
        }
        for parameter in others {
            if let place = places[Name(parameter.name)] {
                parameters[place].value = parameter.value
            } else {
                places[Name(parameter.name)] = parameters.count
                parameters.append(parameter)
            }
        }
    }

    /// Up to this many parameters, a linear search finds a name faster than hashing it.
    private static var searchedAtMost: Int { 16 }

    /// A parameter's name as a key: equal when its UTF-8 bytes are, as names compare.
    private struct Name: Hashable {
        let text: String

        init(_ text: String) {
            self.text = text
        }

        static func == (left: Name, right: Name) -> Bool {
            PercentEncoding.sameBytes(left.text, right.text)
        }

        func hash(into hasher: inout Hasher) {
            QueryValue.hashBytes(of: text, into: &hasher)
        }
    }

    /// The names and texts of every pair sent, in order, before percent-encoding.
    public var pairs: [(name: String, value: String)] {
        parameters.flatMap { parameter in parameter.value.texts.map { (parameter.name, $0) } }
    }

    /// The percent-encoded query string without its `?`: `page=2&tag=a&tag=b`.
    public var encoded: String {
        if parameters.isEmpty {
            return ""
        }
        return String(unsafeUninitializedCapacity: encodedCount) { buffer in
            write(to: buffer, from: 0)
        }
    }

    /// The number of bytes of ``encoded``, counted without building it.
    var encodedCount: Int {
        var count = 0
        for parameter in parameters {
            count += parameter.value.encodedCount(nameCount: PercentEncoding.count(parameter.name))
        }
        return count > 0 ? count - 1 : 0  // no `&` before the first pair
    }

    /// At least the number of bytes of ``encoded``, counted from the lengths of the names and
    /// texts alone (each byte as if it needed `%XX`), so that a buffer can be sized without
    /// reading them; the exact count when that bound is over 4 KiB, so that a long query does
    /// not take three times its room.
    var encodedCountBound: Int {
        // Read through the buffer: through the array, each value was copied out, and released,
        // before its `switch` (ten copies a call in `Benchmarks/`' query10, some 240 instructions
        // with `write(to:from:)`).
        let bound = parameters.withUnsafeBufferPointer { parameters in
            var bound = 0
            for place in parameters.indices {
                bound += parameters[place].value.encodedCountBound(nameCount: 3 * parameters[place].name.utf8.count)
            }
            return bound
        }
        return bound > 4096 ? encodedCount : bound
    }

    /// Writes ``encoded`` into `buffer` from index `start`, which has room for
    /// ``encodedCount`` bytes (``encodedCountBound`` is always enough), and returns the index
    /// after the last byte written.
    func write(to buffer: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int {
        // Through the buffer, as in `encodedCountBound`.
        parameters.withUnsafeBufferPointer { parameters in
            var index = start
            for place in parameters.indices {
                index = parameters[place].value.write(
                    named: parameters[place].name,
                    to: buffer,
                    from: index,
                    queryStart: start
                )
            }
            return index
        }
    }
}

extension Query: ExpressibleByDictionaryLiteral {
    /// Creates a query from a literal, in order: `["page": 2, "tag": ["a", "b"]]`.
    ///
    /// Values may be literals, variables of any ``QueryValueConvertible`` type, or
    /// ``QueryValue`` cases, with a leading dot (``QueryValue/Case``) or in full:
    ///
    /// ```swift
    /// let q = "swift", page = 3
    /// let query: Query = ["q": q, "page": page]   // q=swift&page=3
    /// let same: Query = ["q": .string(q), "page": .int(page)]
    /// ```
    ///
    /// - Parameter elements: Names and values.
    @inlinable
    @inline(__always)
    public init(dictionaryLiteral elements: (String, any QueryValueConvertible)...) {
        // Inlined at the literal, and `elements` (the array Swift builds for the literal) only
        // read here, so that the optimizer can keep it on the caller's stack: one allocation a
        // call fewer where it does (a call with ten items in a function of its own, measured).
        // `[:]`, every call's default, makes no array and calls nothing.
        guard !elements.isEmpty else {
            self.init(distinct: [])
            return
        }
        var parameters: [Parameter] = []
        parameters.reserveCapacity(elements.count)
        // Each item read where it lies in the literal's array: a `for (name, value) in` loop copied
        // every item out through the runtime's witnesses for a tuple holding an existential, and
        // destroyed the copy, some 100 instructions an item (`Benchmarks/`, query10). A tuple is
        // laid out as a struct is (Swift's ABI, TypeLayout): the name first, then the value at
        // the next offset its alignment allows.
        typealias Item = (String, any QueryValueConvertible)
        let alignment = MemoryLayout<any QueryValueConvertible>.alignment
        let valueOffset = (MemoryLayout<String>.size + alignment - 1) / alignment * alignment
        elements.withUnsafeBytes { bytes in
            guard let items = bytes.baseAddress else {
                return
            }
            for index in 0..<elements.count {
                let item = items + index * MemoryLayout<Item>.stride
                let value = (item + valueOffset).assumingMemoryBound(to: (any QueryValueConvertible).self)
                parameters.append(
                    Parameter(name: item.assumingMemoryBound(to: String.self).pointee, value: value.pointee.queryValue)
                )
            }
        }
        self.init(literal: parameters)
    }

    /// A query of a literal's parameters, in order: a name given twice keeps its first place and
    /// its last value.
    @usableFromInline
    init(literal parameters: consuming [Parameter]) {
        guard parameters.count <= Self.searchedAtMost else {
            self.init(parameters)
            return
        }
        // In place: each parameter is moved down over the names given before it, or its value
        // set on the earlier one of the same name. A name is looked for among the earlier ones
        // only when one of them has the same length and first byte, as far as 64 bits of both can
        // tell (`seen`): literal names are mostly distinct, and ten items cost some 800
        // instructions less than with every earlier length compared (`Benchmarks/`, query10).
        var kept = 0
        var seen: UInt64 = 0
        next: for index in parameters.indices {
            let count = parameters[index].name.utf8.count
            let bit: UInt64 = 1 &<< ((count &* 31 &+ Int(parameters[index].name.utf8.first ?? 0)) & 63)
            guard seen & bit != 0 else {
                seen |= bit
                if kept != index {
                    parameters[kept] = parameters[index]
                }
                kept += 1
                continue
            }
            for place in 0..<kept
            where parameters[place].name.utf8.count == count
                && PercentEncoding.sameBytes(parameters[place].name, parameters[index].name)
            {
                parameters[place].value = parameters[index].value
                continue next
            }
            if kept != index {
                parameters[kept] = parameters[index]
            }
            kept += 1
        }
        if kept < parameters.count {
            parameters.removeLast(parameters.count - kept)
        }
        self.init(distinct: parameters)
    }
}
