// The engine's general JSON reader: documents (profiles, designs, SwiftUI
// scenes) pass the strict RFC 8259 gate of JSONValidator.swift (size, depth,
// grammar, number range, unique names; its errors name the line, column and
// field path), are parsed by the toolchain's Foundation JSON decoder into a
// JSONValue, then walked with FieldReader, so every message names the field at fault. Foundation is used
// here and in Audit/Design+JSON.swift (typed design records), never on a
// query path.
import FoundationEssentials

/// A parsed JSON value.
indirect enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        // Each failed attempt throws, and throwing is the expensive part: try the
        // kinds in the order documents use them most (strings, numbers, objects,
        // arrays, then booleans and null).
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
            return
        }
        if let value = try? container.decode(String.self) {
            self = .string(value)
            return
        }
        do {
            self = .number(try container.decode(Double.self))
            return
        } catch DecodingError.dataCorrupted(let context) {
            // A number that does not fit a Double (1e999): report it, with its path.
            throw DecodingError.dataCorrupted(context)
        } catch {
            // Not a number: try the other kinds.
        }
        do {
            self = .object(try container.decode([String: JSONValue].self))
            return
        } catch let error as DecodingError {
            // Something inside the object is broken: report that.
            if JSONValue.depth(of: error) > decoder.codingPath.count { throw error }
        }
        do {
            self = .array(try container.decode([JSONValue].self))
            return
        } catch let error as DecodingError {
            if JSONValue.depth(of: error) > decoder.codingPath.count { throw error }
        }
        self = .bool(try container.decode(Bool.self))
    }

    /// How deep in the document a decoding error happened.
    static func depth(of error: DecodingError) -> Int {
        switch error {
        case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c):
            return c.codingPath.count
        @unknown default: return 0
        }
    }

    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// The kinds of document a caller hands in as JSON; each reports its errors
/// with a status of its own (a design is not a device profile).
enum JSONDocument: Sendable {
    case profile
    case design
    case scene

    /// "the profile": how messages name the document.
    var what: String {
        switch self {
        case .profile: return "the profile"
        case .design: return "the design"
        case .scene: return "the scene"
        }
    }

    /// The error for an invalid document of this kind.
    func invalid(_ message: String) -> SafeAreaError {
        switch self {
        case .profile: return .invalidProfile(message)
        case .design: return .invalidDesign(message)
        case .scene: return .invalidScene(message)
        }
    }

    /// Checks the size, then the strict grammar (JSONValidator): every
    /// refusal names the field path, the line and the column.
    func validate(_ bytes: UnsafeBufferPointer<UInt8>, maxBytes: Int, maxDepth: Int) throws(SafeAreaError) {
        guard bytes.count <= maxBytes else {
            throw .limitExceeded("\(what) is \(bytes.count) bytes; the limit is \(maxBytes)")
        }
        do throws(JSONSyntaxError) {
            try JSONValidator.validate(bytes, maxDepth: maxDepth)
        } catch {
            let (line, column) = JSONValidator.lineAndColumn(of: error.offset, in: bytes)
            let path = JSONPathComponent.text(error.path)
            let place = path.isEmpty ? "line \(line), column \(column)" : "\(path) (line \(line), column \(column))"
            switch error.kind {
            case .tooDeep: throw .limitExceeded("\(what) nests deeper than \(maxDepth) levels")
            case .invalid: throw invalid("\(what) is not valid JSON: \(place): \(error.message)")
            case .refused: throw invalid("\(what): \(place): \(error.message)")
            }
        }
    }

    /// The message for an error Foundation's typed decoder reports on a
    /// document the strict gate passed (a value of the wrong kind): its path,
    /// line and column, in the engine's words.
    func invalid(_ error: DecodingError, in bytes: UnsafeBufferPointer<UInt8>) -> SafeAreaError {
        let context: DecodingError.Context
        var expected: String?
        switch error {
        case .typeMismatch(let type, let c), .valueNotFound(let type, let c):
            context = c
            expected = Self.kindName(of: type)
        case .dataCorrupted(let c), .keyNotFound(_, let c): context = c
        @unknown default: return invalid("\(what) is not valid")
        }
        let path: [JSONPathComponent] = context.codingPath.map { key in
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") { return .index(index) }
            return .key(key.stringValue)
        }
        let reason = context.underlyingError.map { "\($0)" } ?? context.debugDescription
        var text = JSONPathComponent.text(path)
        if let (offset, found) = JSONValidator.locate(path, in: bytes) {
            let (line, column) = JSONValidator.lineAndColumn(of: offset, in: bytes)
            text += text.isEmpty ? "line \(line), column \(column)" : " (line \(line), column \(column))"
            if let expected { return invalid("\(what): \(text): expected \(expected), not \(found)") }
        }
        return invalid("\(what): \(text.isEmpty ? "" : "\(text): ")\(reason)")
    }

    private static func kindName(of type: Any.Type) -> String {
        if type == Double.self || type == Int.self { return "a number" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        let name = "\(type)"
        if name.hasPrefix("Array") || name.hasPrefix("[") { return "an array" }
        return "an object"
    }
}

/// Parses bytes into a JSON value after the strict gate (size, nesting depth,
/// RFC 8259 grammar; checked first, so a hostile document never reaches a
/// recursive parser).
func parseJSON(
    _ bytes: UnsafeBufferPointer<UInt8>, document: JSONDocument, maxBytes: Int = ProfileLimits.maxJSONBytes,
    maxDepth: Int = ProfileLimits.maxDepth
) throws(SafeAreaError) -> JSONValue {
    try document.validate(bytes, maxBytes: maxBytes, maxDepth: maxDepth)
    do {
        return try JSONDecoder().decode(JSONValue.self, from: Data(buffer: bytes))
    } catch let error as DecodingError {
        throw document.invalid(error, in: bytes)
    } catch {
        throw document.invalid("\(document.what) is not valid JSON")
    }
}

/// Parses bytes into a JSON value with Foundation's decoder; the caller has
/// checked their size (the built-in catalog, our own file, is larger than a
/// profile's limit).
func decodeJSONValue(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(buffer: bytes))
}

/// Walks a JSON object, naming each field in error messages ("insets[1].portrait[0]").
struct FieldReader {
    let path: String
    let fields: [String: JSONValue]
    /// The document read, whose kind of error every refusal is.
    let document: JSONDocument

    init(_ value: JSONValue, path: String, document: JSONDocument = .profile) throws(SafeAreaError) {
        guard case .object(let fields) = value else {
            throw document.invalid("\(path.isEmpty ? document.what : path) must be an object, not \(value.typeName)")
        }
        self.path = path
        self.fields = fields
        self.document = document
    }

    func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func rejectUnknown(_ allowed: Set<String>) throws(SafeAreaError) {
        for key in fields.keys.sorted() where !allowed.contains(key) {
            let known = allowed.sorted().joined(separator: ", ")
            throw document.invalid("\(name(key)): unknown field (known fields: \(known))")
        }
    }

    func value(_ key: String) -> JSONValue? {
        guard let value = fields[key] else { return nil }
        if case .null = value { return nil }
        return value
    }

    func required(_ key: String) throws(SafeAreaError) -> JSONValue {
        guard let value = value(key) else { throw document.invalid("\(name(key)): required field is missing") }
        return value
    }

    func string(_ key: String) throws(SafeAreaError) -> String {
        try checkString(try required(key), name(key), document: document)
    }

    func optionalString(_ key: String) throws(SafeAreaError) -> String? {
        guard let value = value(key) else { return nil }
        return try checkString(value, name(key), document: document)
    }

    func number(_ key: String, min: Double, max: Double, default fallback: Double? = nil) throws(SafeAreaError)
        -> Double
    {
        guard let value = value(key) else {
            if let fallback { return fallback }
            throw document.invalid("\(name(key)): required field is missing")
        }
        return try checkNumber(value, name(key), min: min, max: max, document: document)
    }

    func bool(_ key: String, default fallback: Bool) throws(SafeAreaError) -> Bool {
        guard let value = value(key) else { return fallback }
        guard case .bool(let flag) = value else {
            throw document.invalid("\(name(key)): expected true or false, not \(value.typeName)")
        }
        return flag
    }

    func array(_ key: String, maxCount: Int) throws(SafeAreaError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let items) = value else {
            throw document.invalid("\(name(key)): expected an array, not \(value.typeName)")
        }
        guard items.count <= maxCount else {
            throw .limitExceeded("\(name(key)): \(items.count) items; the limit is \(maxCount)")
        }
        return items
    }

    func version(_ key: String, _ bound: OSVersion.Bound) throws(SafeAreaError) -> OSVersion {
        let text = try string(key)
        do {
            return try OSVersion.parse(text, as: bound)
        } catch {
            throw document.invalid("\(name(key)): \(error.message)")
        }
    }
}

func checkString(_ value: JSONValue, _ field: String, document: JSONDocument = .profile) throws(SafeAreaError)
    -> String
{
    guard case .string(let text) = value else {
        throw document.invalid("\(field): expected a string, not \(value.typeName)")
    }
    guard text.utf8.count <= ProfileLimits.maxStringBytes else {
        throw .limitExceeded("\(field): \(text.utf8.count) bytes; the limit is \(ProfileLimits.maxStringBytes)")
    }
    guard !text.utf8.contains(0) else { throw document.invalid("\(field): contains a NUL character") }
    return text
}

func checkNumber(
    _ value: JSONValue, _ field: String, min: Double, max: Double, document: JSONDocument = .profile
) throws(SafeAreaError) -> Double {
    guard case .number(let number) = value else {
        throw document.invalid("\(field): expected a number, not \(value.typeName)")
    }
    guard number.isFinite else { throw document.invalid("\(field): must be a finite number") }
    guard number >= min && number <= max else {
        throw document.invalid(
            "\(field): \(formatNumber(number)) is outside \(formatNumber(min))...\(formatNumber(max))")
    }
    return number
}
