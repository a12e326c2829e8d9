/// The one source registry, `data/sources.json` (schemas/sources.schema.json), compiled in
/// (`Generated/SourcesData.swift`): key → the repository, file and commit (or the document's
/// address), what was measured there and by what method, and the citation an answer quotes.
/// Every fact of the device catalog and of the platform documents names its source by one of
/// these keys; a fact whose answer has always quoted other words keeps them in its `citation`.
struct SourceRegistry: Sendable {
    /// Key → the words an answer quotes for it.
    let citations: [String: String]

    static let entryFields: Set<String> = ["repository", "path", "commit", "url", "what", "method", "citation"]

    /// The built-in registry (decoding it is checked by the tests; a failure leaves it empty, so
    /// every document that names a source refuses to load with the key it cannot find).
    static let builtin: SourceRegistry =
        (try? SourceRegistry.decode(json: builtinSourcesJSON)) ?? SourceRegistry(citations: [:])

    /// Reads the document; every error names the field at fault.
    static func decode(json text: String) throws(SafeAreaError) -> SourceRegistry {
        let value = try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> JSONValue in
            do {
                return try decodeJSONValue(bytes)
            } catch {
                throw .invalidProfile("the source registry is not valid JSON: \(error)")
            }
        }
        let reader = try FieldReader(value, path: "")
        try reader.rejectUnknown(["schema_version", "description", "sources"])
        let s = try FieldReader(try reader.required("sources"), path: "sources")
        var citations: [String: String] = [:]
        for (key, entry) in s.fields {
            let e = try FieldReader(entry, path: s.name(key))
            try e.rejectUnknown(entryFields)
            guard case .string(let citation) = try e.required("citation"), !citation.isEmpty,
                citation.utf8.count <= 4096
            else {
                throw .invalidProfile("\(e.name("citation")): expected a string of 1 to 4096 bytes")
            }
            citations[key] = citation
        }
        return SourceRegistry(citations: citations)
    }

    /// The citation of `key`, or an error naming `field` when the registry has no such key.
    func citation(_ key: String, _ field: String) throws(SafeAreaError) -> String {
        guard let text = citations[key] else { throw .invalidProfile("\(field): '\(key)' is not in data/sources.json") }
        return text
    }
}
