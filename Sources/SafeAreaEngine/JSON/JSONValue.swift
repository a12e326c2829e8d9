// The engine's general JSON reader: documents (profiles, designs, SwiftUI
// scenes) are parsed by the toolchain's Foundation JSON decoder into a
// JSONValue after size and depth checks on the raw bytes, then walked with
// FieldReader, so every message names the field at fault. Foundation is used
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

/// Parses bytes into a JSON value after checking size and nesting depth
/// (checked first, so a hostile document never reaches a recursive parser).
func parseJSON(
    _ bytes: UnsafeBufferPointer<UInt8>, what: String, maxBytes: Int = ProfileLimits.maxJSONBytes,
    maxDepth: Int = ProfileLimits.maxDepth
) throws(SafeAreaError) -> JSONValue {
    try checkJSONLimits(bytes, what: what, maxBytes: maxBytes, maxDepth: maxDepth)
    do {
        return try JSONDecoder().decode(JSONValue.self, from: Data(buffer: bytes))
    } catch let error as DecodingError {
        throw .invalidProfile("\(what) is not valid JSON: \(describe(error))")
    } catch {
        throw .invalidProfile("\(what) is not valid JSON")
    }
}

/// Parses bytes into a JSON value with Foundation's decoder; the caller has
/// checked their size (the built-in catalog, our own file, is larger than a
/// profile's limit).
func decodeJSONValue(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(buffer: bytes))
}

/// Size and nesting checks, done on the bytes before any parser sees them.
func checkJSONLimits(_ bytes: UnsafeBufferPointer<UInt8>, what: String, maxBytes: Int, maxDepth: Int)
    throws(SafeAreaError)
{
    guard bytes.count <= maxBytes else {
        throw .limitExceeded("\(what) is \(bytes.count) bytes; the limit is \(maxBytes)")
    }
    var depth = 0
    var inString = false
    var escaped = false
    for byte in bytes {
        if inString {
            if escaped {
                escaped = false
            } else if byte == 0x5C {
                escaped = true
            } else if byte == 0x22 {
                inString = false
            }
            continue
        }
        switch byte {
        case 0x22: inString = true
        case 0x5B, 0x7B:
            depth += 1
            if depth > maxDepth {
                throw .limitExceeded("\(what) nests deeper than \(maxDepth) levels")
            }
        case 0x5D, 0x7D: depth -= 1
        default: break
        }
    }
}

func describe(_ error: DecodingError) -> String {
    func located(_ context: DecodingError.Context, _ text: String) -> String {
        var path = ""
        for key in context.codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path.isEmpty ? text : "\(path): \(text)"
    }
    switch error {
    case .dataCorrupted(let context):
        if let underlying = context.underlyingError {
            return located(context, "\(underlying)")
        }
        return located(context, context.debugDescription)
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
        return located(context, context.debugDescription)
    @unknown default:
        return "unreadable"
    }
}

/// Walks a JSON object, naming each field in error messages ("insets[1].portrait[0]").

struct FieldReader {
    let path: String
    let fields: [String: JSONValue]

    init(_ value: JSONValue, path: String) throws(SafeAreaError) {
        guard case .object(let fields) = value else {
            throw .invalidProfile("\(path.isEmpty ? "the profile" : path) must be an object, not \(value.typeName)")
        }
        self.path = path
        self.fields = fields
    }

    func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func rejectUnknown(_ allowed: Set<String>) throws(SafeAreaError) {
        for key in fields.keys.sorted() where !allowed.contains(key) {
            let known = allowed.sorted().joined(separator: ", ")
            throw .invalidProfile("\(name(key)): unknown field (known fields: \(known))")
        }
    }

    func value(_ key: String) -> JSONValue? {
        guard let value = fields[key] else { return nil }
        if case .null = value { return nil }
        return value
    }

    func required(_ key: String) throws(SafeAreaError) -> JSONValue {
        guard let value = value(key) else { throw .invalidProfile("\(name(key)): required field is missing") }
        return value
    }

    func string(_ key: String) throws(SafeAreaError) -> String {
        try checkString(try required(key), name(key))
    }

    func optionalString(_ key: String) throws(SafeAreaError) -> String? {
        guard let value = value(key) else { return nil }
        return try checkString(value, name(key))
    }

    func number(_ key: String, min: Double, max: Double, default fallback: Double? = nil) throws(SafeAreaError)
        -> Double
    {
        guard let value = value(key) else {
            if let fallback { return fallback }
            throw .invalidProfile("\(name(key)): required field is missing")
        }
        return try checkNumber(value, name(key), min: min, max: max)
    }

    func bool(_ key: String, default fallback: Bool) throws(SafeAreaError) -> Bool {
        guard let value = value(key) else { return fallback }
        guard case .bool(let flag) = value else {
            throw .invalidProfile("\(name(key)): expected true or false, not \(value.typeName)")
        }
        return flag
    }

    func array(_ key: String, maxCount: Int) throws(SafeAreaError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let items) = value else {
            throw .invalidProfile("\(name(key)): expected an array, not \(value.typeName)")
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
            throw .invalidProfile("\(name(key)): \(error.message)")
        }
    }
}

func checkString(_ value: JSONValue, _ field: String) throws(SafeAreaError) -> String {
    guard case .string(let text) = value else {
        throw .invalidProfile("\(field): expected a string, not \(value.typeName)")
    }
    guard text.utf8.count <= ProfileLimits.maxStringBytes else {
        throw .limitExceeded("\(field): \(text.utf8.count) bytes; the limit is \(ProfileLimits.maxStringBytes)")
    }
    guard !text.utf8.contains(0) else { throw .invalidProfile("\(field): contains a NUL character") }
    return text
}

func checkNumber(_ value: JSONValue, _ field: String, min: Double, max: Double) throws(SafeAreaError) -> Double {
    guard case .number(let number) = value else {
        throw .invalidProfile("\(field): expected a number, not \(value.typeName)")
    }
    guard number.isFinite else { throw .invalidProfile("\(field): must be a finite number") }
    guard number >= min && number <= max else {
        throw .invalidProfile(
            "\(field): \(formatNumber(number)) is outside \(formatNumber(min))...\(formatNumber(max))")
    }
    return number
}
