// The strict gate in front of Foundation's JSON decoder: documents a caller
// hands in (profiles, designs, SwiftUI scenes) are checked against RFC 8259's
// grammar before Foundation reads them, because Foundation's decoder accepts
// more (trailing commas, and a repeated name silently keeps the last value).
// The gate names the line, the column and the field path of what it refuses,
// and refuses numbers no double holds (docs/profiles.md, "Reading JSON").

/// One step of a field path: a name in an object or an index in an array.
enum JSONPathComponent: Equatable {
    case key(String)
    case index(Int)

    /// `elements[0].frame[2]`: the path as every message of the engine writes it.
    static func text(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            }
        }
        return text
    }
}

/// Why the strict gate refused a document, and where.
struct JSONSyntaxError: Error {
    enum Kind {
        /// Not RFC 8259 JSON (a trailing comma, a comment, bad UTF-8, ...).
        case invalid
        /// Valid JSON the engine refuses: a number no double holds, a repeated name.
        case refused
        /// Deeper than the document's nesting limit.
        case tooDeep
    }

    var kind: Kind
    /// The byte offset of the fault.
    var offset: Int
    var path: [JSONPathComponent]
    var message: String
}

/// A strict RFC 8259 recognizer: every byte is checked, nothing is built but
/// the names of each object (to refuse a repeated one). With a `target`, it
/// instead finds where the value at that path starts (to place the errors
/// Foundation's typed decoder reports by path alone).
struct JSONValidator {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var offset = 0
    private var depth = 0
    private var path: [JSONPathComponent] = []
    private let target: [JSONPathComponent]?
    /// Where the target value starts and what kind of value it is ("a string").
    private(set) var found: (offset: Int, kind: String)?

    private init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, target: [JSONPathComponent]?) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.target = target
    }

    /// Checks that `bytes` are exactly one RFC 8259 JSON text (a leading byte
    /// order mark is refused, as Python's json module refuses it), nesting at most
    /// `maxDepth` objects and arrays, with numbers a double holds and names
    /// unique within each object.
    static func validate(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) throws(JSONSyntaxError) {
        var validator = JSONValidator(bytes, maxDepth: maxDepth, target: nil)
        try validator.document()
    }

    /// Where the value at `path` starts in a valid document, and its kind.
    static func locate(_ path: [JSONPathComponent], in bytes: UnsafeBufferPointer<UInt8>) -> (
        offset: Int, kind: String
    )? {
        var validator = JSONValidator(bytes, maxDepth: Int.max, target: path)
        do {
            try validator.document()
        } catch {
            // A stop at the target, or a fault the caller has already reported.
        }
        return validator.found
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: The grammar (RFC 8259 §2-§7)

    private mutating func document() throws(JSONSyntaxError) {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            throw fault("a byte order mark starts the document (JSON text has none: RFC 8259 section 8.1)")
        }
        skipSpace()
        try value()
        skipSpace()
        if offset < bytes.count { throw unexpected("the end of the document") }
    }

    private mutating func value() throws(JSONSyntaxError) {
        guard offset < bytes.count else { throw unexpected("a value") }
        let byte = bytes[offset]
        if let target, path == target {
            found = (offset, Self.kindName(byte))
            throw JSONSyntaxError(kind: .invalid, offset: offset, path: path, message: "")
        }
        switch byte {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): _ = try string(keepText: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            if startsWith("NaN") || startsWith("Infinity") {
                throw fault("NaN and Infinity are not JSON numbers")
            }
            throw unexpected("a value")
        default: throw unexpected("a value")
        }
    }

    private mutating func object() throws(JSONSyntaxError) {
        try enter()
        skipSpace()
        if peek(UInt8(ascii: "}")) {
            offset += 1
            depth -= 1
            return
        }
        var names: [String: Int] = [:]
        while true {
            guard peek(UInt8(ascii: "\"")) else {
                if peek(UInt8(ascii: "}")) { throw fault("a trailing comma before '}' (JSON allows none)") }
                throw unexpected("a field name in double quotes")
            }
            let start = offset
            let name = try string(keepText: true)
            if target == nil {
                if let first = names[name] {
                    let (line, column) = Self.lineAndColumn(of: first, in: bytes)
                    throw JSONSyntaxError(
                        kind: .refused, offset: start, path: path + [.key(name)],
                        message:
                            "the name '\(name)' appears twice in one object (first at line \(line), column \(column)); names must be unique"
                    )
                }
                names[name] = start
            }
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw unexpected("':' after the field name") }
            offset += 1
            skipSpace()
            path.append(.key(name))
            try value()
            path.removeLast()
            skipSpace()
            if peek(UInt8(ascii: "}")) {
                offset += 1
                depth -= 1
                return
            }
            guard peek(UInt8(ascii: ",")) else { throw unexpected("',' or '}' after the field") }
            offset += 1
            skipSpace()
        }
    }

    private mutating func array() throws(JSONSyntaxError) {
        try enter()
        skipSpace()
        if peek(UInt8(ascii: "]")) {
            offset += 1
            depth -= 1
            return
        }
        var index = 0
        while true {
            if peek(UInt8(ascii: "]")) { throw fault("a trailing comma before ']' (JSON allows none)") }
            path.append(.index(index))
            try value()
            path.removeLast()
            skipSpace()
            if peek(UInt8(ascii: "]")) {
                offset += 1
                depth -= 1
                return
            }
            guard peek(UInt8(ascii: ",")) else { throw unexpected("',' or ']' after the item") }
            offset += 1
            index += 1
            skipSpace()
        }
    }

    /// Steps into an object or array, refusing one level too deep.
    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > maxDepth { throw JSONSyntaxError(kind: .tooDeep, offset: offset, path: path, message: "") }
        offset += 1
    }

    /// A string from its opening quote; its text only when `keepText` (names).
    private mutating func string(keepText: Bool) throws(JSONSyntaxError) -> String {
        let start = offset
        offset += 1
        var text: [UInt8] = []
        while true {
            guard offset < bytes.count else {
                offset = start
                throw fault("the string that starts here is not closed")
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return keepText ? String(decoding: text, as: UTF8.self) : ""
            case UInt8(ascii: "\\"):
                let scalar = try escape()
                if keepText { text.append(contentsOf: Array(String(Character(scalar)).utf8)) }
            case 0..<0x20:
                let code = String(byte, radix: 16, uppercase: true)
                throw fault(
                    "a control character (U+\(String(repeating: "0", count: 4 - code.count))\(code)) must be escaped in a string"
                )
            case 0x80...:
                let length = try utf8Sequence()
                if keepText { text.append(contentsOf: bytes[offset..<offset + length]) }
                offset += length
            default:
                if keepText { text.append(byte) }
                offset += 1
            }
        }
    }

    /// One escape sequence from its backslash; a \u escape of a UTF-16
    /// surrogate must be a high one followed by a low one.
    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = offset
        guard offset + 1 < bytes.count else { throw fault("an escape sequence ends the document") }
        let code = bytes[offset + 1]
        offset += 2
        switch code {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default:
            offset = start
            let shown = code >= 0x21 && code < 0x7F ? String(Character(Unicode.Scalar(code))) : "\\u{\(code)}"
            throw fault("'\\\(shown)' is not a JSON escape sequence")
        }
        let unit = try hex4(start)
        if unit >= 0xDC00 && unit <= 0xDFFF {
            offset = start
            throw fault("a \\u escape of a low surrogate without a high one before it is not a character")
        }
        guard unit >= 0xD800 && unit <= 0xDBFF else { return Unicode.Scalar(unit) ?? "\u{FFFD}" }
        guard offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "\\") && bytes[offset + 1] == UInt8(ascii: "u")
        else {
            offset = start
            throw fault("a \\u escape of a high surrogate without a low one after it is not a character")
        }
        offset += 2
        let low = try hex4(start)
        guard low >= 0xDC00 && low <= 0xDFFF else {
            offset = start
            throw fault("a \\u escape of a high surrogate without a low one after it is not a character")
        }
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }

    private mutating func hex4(_ escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
                offset = escapeStart
                throw fault("a \\u escape needs four hexadecimal digits")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (Unicode's
    /// table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    private func utf8Sequence() throws(JSONSyntaxError) -> Int {
        guard let length = Self.utf8Length(bytes, at: offset) else {
            let code = String(bytes[offset], radix: 16, uppercase: true)
            throw fault("invalid UTF-8 (the byte 0x\(code) does not start a well-formed sequence here)")
        }
        return length
    }

    static func utf8Length(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else { return nil }
        for index in offset + 2..<offset + length where bytes[index] & 0xC0 != 0x80 { return nil }
        return length
    }

    /// A number (RFC 8259 §6), which a double must hold: `1e400` is refused
    /// rather than read as infinity.
    private mutating func number() throws(JSONSyntaxError) {
        let start = offset
        if peek(UInt8(ascii: "-")) { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else {
            throw unexpected("a digit")
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count && isDigit(bytes[offset]) {
                offset = start
                throw fault("a number must not start with 0 followed by digits")
            }
        } else {
            skipDigits()
        }
        var large = offset - start > 300
        if peek(UInt8(ascii: ".")) {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw unexpected("a digit after the decimal point")
            }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            offset += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw unexpected("a digit of the exponent") }
            skipDigits()
            large = true
        }
        guard large, target == nil else { return }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            let shown = text.count > 40 ? "\(text.prefix(37))..." : text
            throw JSONSyntaxError(
                kind: .refused, offset: start, path: path,
                message:
                    "the number \(shown) is outside the range of a double (magnitudes up to 1.7976931348623157e308)")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches =
            offset + count <= bytes.count
            && (0..<count).allSatisfy { bytes[offset + $0] == word.utf8Start[$0] }
        guard matches else { throw unexpected("a value") }
        offset += count
    }

    // MARK: Helpers

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while offset < bytes.count && isDigit(bytes[offset]) { offset += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    private func startsWith(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        return offset + utf8.count <= bytes.count && Array(bytes[offset..<offset + utf8.count]) == utf8
    }

    private func fault(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(kind: .invalid, offset: offset, path: path, message: message)
    }

    /// "unexpected X where Y is expected", naming comments and the end of the document.
    private func unexpected(_ expected: String) -> JSONSyntaxError {
        guard offset < bytes.count else { return fault("the document ends where \(expected) is expected") }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/") && offset + 1 < bytes.count
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
        {
            return fault("comments are not part of JSON")
        }
        if byte == UInt8(ascii: "'") { return fault("strings are in double quotes in JSON, not single ones") }
        if byte >= 0x80 {
            guard let length = Self.utf8Length(bytes, at: offset) else {
                let code = String(byte, radix: 16, uppercase: true)
                return fault("invalid UTF-8 (the byte 0x\(code) does not start a well-formed sequence here)")
            }
            let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
            return fault("unexpected '\(text)' where \(expected) is expected")
        }
        return fault("unexpected \(describe(byte)) where \(expected) is expected")
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let code = String(byte, radix: 16, uppercase: true)
        return "the character U+\(String(repeating: "0", count: 4 - code.count))\(code)"
    }

    private static func kindName(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        default: return "a number"
        }
    }
}
