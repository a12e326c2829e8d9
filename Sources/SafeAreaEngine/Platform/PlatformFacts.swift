/// The one reader of the platform documents (`data/containers.json`, `presentations.json`,
/// `windows.json`): the document's root, the source registry (`data/sources.json`) and its facts.
/// A fact is a row's `{provenance, source, basis?}` or a value's `{value, provenance, source,
/// basis?}`; `source` is a registry key, answered with its citation (or the fact's own
/// `citation`, where the answer has always quoted other words). Every error names the field at
/// fault. One failure policy (`load`): a built-in document that does not decode is kept as its
/// load error, and every answer that needs its table refuses with that error (docs/MODEL.md §17).
struct PlatformFacts {
    let registry: SourceRegistry

    init(registry: SourceRegistry = .builtin) {
        self.registry = registry
    }

    /// A built-in table, decoded once: the table, or the error every answer that needs it refuses
    /// with ("the built-in `what` did not load: …"). The data tests decode every document, so a
    /// shipped library never holds a failure; the policy is what a broken build would do.
    static func load<Table>(
        _ what: String, _ json: String, _ decode: (String, PlatformFacts) throws(SafeAreaError) -> Table
    ) -> Result<Table, SafeAreaError> {
        do throws(SafeAreaError) {
            return .success(try decode(json, PlatformFacts()))
        } catch {
            return .failure(.unsupported("the built-in \(what) did not load: \(error.message)"))
        }
    }

    /// The root of a platform document's JSON (`what`, "the … are", opens the error).
    static func root(json text: String, _ what: String) throws(SafeAreaError) -> FieldReader {
        let value = try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> JSONValue in
            do {
                return try decodeJSONValue(bytes)
            } catch {
                throw .invalidProfile("\(what) not valid JSON: \(error)")
            }
        }
        return try FieldReader(value, path: "")
    }

    /// A string of the document (the project's own: longer than a profile's strings may be).
    static func longText(_ value: JSONValue, _ field: String) throws(SafeAreaError) -> String {
        guard case .string(let string) = value, !string.isEmpty, string.utf8.count <= 4096 else {
            throw .invalidProfile("\(field): expected a string of 1 to 4096 bytes")
        }
        return string
    }

    /// A required string field of `r`, as `longText`.
    static func text(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> String {
        try longText(try r.required(key), r.name(key))
    }

    /// An optional string field of `r`, as `longText`.
    static func optionalText(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> String? {
        guard let value = r.value(key) else { return nil }
        return try longText(value, r.name(key))
    }

    /// The object field `key` of `r`.
    static func object(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> FieldReader {
        try FieldReader(try r.required(key), path: r.name(key))
    }

    /// The case named at `key` of `r` (nil when absent), or an error listing the names.
    static func named<T: NamedCase>(_ r: FieldReader, _ key: String, _ type: T.Type) throws(SafeAreaError) -> T? {
        guard let text = try r.optionalString(key) else { return nil }
        guard let value = T(name: text) else {
            let known = T.allCases.map(\.name).joined(separator: ", ")
            throw .invalidProfile("\(r.name(key)): '\(text)' is not one of \(known)")
        }
        return value
    }

    /// The required case named at `key` of `r`.
    static func requiredNamed<T: NamedCase>(_ r: FieldReader, _ key: String, _ type: T.Type) throws(SafeAreaError)
        -> T
    {
        guard let value = try named(r, key, type) else {
            throw .invalidProfile("\(r.name(key)): required field is missing")
        }
        return value
    }

    /// The objects of the array at `key` of `r` (none when absent), each named by its index.
    static func items(_ r: FieldReader, _ key: String, maxCount: Int = 1000) throws(SafeAreaError) -> [FieldReader] {
        var out: [FieldReader] = []
        for (i, item) in (try r.array(key, maxCount: maxCount) ?? []).enumerated() {
            out.append(try FieldReader(item, path: "\(r.name(key))[\(i)]"))
        }
        return out
    }

    /// The `count` finite numbers at `key` of `r`.
    static func numbers(_ r: FieldReader, _ key: String, _ count: Int) throws(SafeAreaError) -> [Double] {
        guard case .array(let items)? = r.value(key), items.count == count else {
            throw .invalidProfile("\(r.name(key)): expected \(count) numbers")
        }
        var out: [Double] = []
        for item in items {
            guard case .number(let x) = item, x.isFinite else {
                throw .invalidProfile("\(r.name(key)): expected numbers")
            }
            out.append(x)
        }
        return out
    }

    /// The strings of the array at `key` of `r` (none when absent).
    static func strings(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> [String] {
        var out: [String] = []
        for item in try r.array(key, maxCount: 100) ?? [] {
            guard case .string(let text) = item else { throw .invalidProfile("\(r.name(key)): expected strings") }
            out.append(text)
        }
        return out
    }

    /// The words a fact's source is answered with: its `citation`, else its key's in the registry.
    func cite(_ r: FieldReader) throws(SafeAreaError) -> String {
        let key = try r.string("source")
        let text = try registry.citation(key, r.name("source"))
        return try PlatformFacts.optionalText(r, "citation") ?? text
    }

    /// A fact's provenance: its kind, its cited source and its basis (a derived fact names its derivation).
    func provenance(_ r: FieldReader) throws(SafeAreaError) -> Provenance {
        let kindName = try r.string("provenance")
        guard let kind = ProvenanceKind(name: kindName) else {
            throw .invalidProfile("\(r.name("provenance")): '\(kindName)' is not one of measured, documented, derived")
        }
        let basis = try PlatformFacts.optionalText(r, "basis") ?? ""
        if kind == .derived && basis.isEmpty {
            throw .invalidProfile("\(r.name("basis")): a derived fact names its derivation")
        }
        return Provenance(kind: kind, source: try cite(r), basis: basis)
    }

    /// The fact at `key` of `r` (an object of the fact shape).
    func fact(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> Provenance {
        try provenance(try PlatformFacts.object(r, key))
    }

    /// The derivation of the derived fact at `key` of `r`: its basis.
    func basis(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> String {
        try fact(r, key).basis
    }

    /// The derivation of the optional derived fact at `key` of `r`.
    func optionalBasis(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> String? {
        r.value(key) == nil ? nil : try basis(r, key)
    }

    /// The number of the value fact at `key` of `r`, with its provenance.
    func number(_ r: FieldReader, _ key: String, min: Double, max: Double) throws(SafeAreaError)
        -> (value: Double, provenance: Provenance)
    {
        let f = try PlatformFacts.object(r, key)
        return (try f.number("value", min: min, max: max), try provenance(f))
    }

    /// The OS version of the value fact at `key` of `r` (a lower bound), with its provenance.
    func version(_ r: FieldReader, _ key: String) throws(SafeAreaError) -> (value: OSVersion, provenance: Provenance) {
        let f = try PlatformFacts.object(r, key)
        return (try f.version("value", .lower), try provenance(f))
    }

    /// The fields of a fact, added to a row's own.
    static let factFields: Set<String> = ["provenance", "source", "citation", "basis"]
}
