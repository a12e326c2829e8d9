import CSafeArea
import SafeAreaEngine

/// Status codes of safearea.h, by name.
enum Status {
    static let ok: Int32 = 0
    static let nullArgument: Int32 = -1
    static let invalidArgument: Int32 = -2
    static let deviceNotFound: Int32 = -3
    static let unknownHandle: Int32 = -4
    static let unsupportedOrientation: Int32 = -5
    static let osVersion: Int32 = -6
    static let invalidProfile: Int32 = -7
    static let bufferTooSmall: Int32 = -8
    static let indexOutOfRange: Int32 = -9
    static let limitExceeded: Int32 = -10
    static let `internal`: Int32 = -99
}

extension SafeAreaError {
    /// The status code this error is reported as.
    var status: Int32 {
        switch self {
        case .nullArgument: return Status.nullArgument
        case .invalidArgument: return Status.invalidArgument
        case .deviceNotFound: return Status.deviceNotFound
        case .unknownHandle: return Status.unknownHandle
        case .unsupportedOrientation: return Status.unsupportedOrientation
        case .invalidOSVersion: return Status.osVersion
        case .invalidProfile: return Status.invalidProfile
        case .bufferTooSmall: return Status.bufferTooSmall
        case .indexOutOfRange: return Status.indexOutOfRange
        case .limitExceeded: return Status.limitExceeded
        }
    }
}

/// Records `error` as the thread's message and returns its status.
@inline(never)
func fail(_ error: SafeAreaError) -> Int32 {
    setErrorMessage(error.message)
    return error.status
}

func setErrorMessage(_ message: String) {
    var text = message
    text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { chars in
            safearea_internal_set_error(chars.baseAddress, chars.count)
        }
    }
}

/// A pointer to a static string's bytes, valid forever.
@inline(__always)
func cString(_ text: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// Reads a caller's NUL-terminated string, refusing more than `limit` bytes.
func readCString(_ pointer: UnsafePointer<CChar>, argument: String, limit: Int = 256) throws(SafeAreaError) -> String {
    let length = strnlenBounded(pointer, limit + 1)
    guard length <= limit else { throw .limitExceeded("\(argument) is longer than \(limit) bytes") }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
    return String(decoding: bytes, as: UTF8.self)
}

/// strnlen without Glibc's String overloads.
@inline(__always)
func strnlenBounded(_ pointer: UnsafePointer<CChar>, _ limit: Int) -> Int {
    var length = 0
    while length < limit && pointer[length] != 0 { length += 1 }
    return length
}

/// Converts a C orientation, rejecting values outside the enum.
@inline(__always)
func orientationArgument(_ value: safearea_orientation) throws(SafeAreaError) -> Orientation {
    guard value.rawValue <= 3, let orientation = Orientation(rawValue: Int(value.rawValue)) else {
        throw .invalidArgument("orientation \(value.rawValue) is not a safearea_orientation (0 to 3)")
    }
    return orientation
}

/// The query flags this version understands.
let knownQueryFlags: UInt32 = 1 << 0

@inline(__always)
func flagsArgument(_ flags: UInt32) throws(SafeAreaError) -> Bool {
    guard flags & ~knownQueryFlags == 0 else {
        throw .invalidArgument("flags 0x\(String(flags, radix: 16)) has bits this library does not know (known: SAFEAREA_STATUS_BAR_HIDDEN)")
    }
    return flags & 1 != 0
}

/// Scans a caller's version string without allocating; nil when malformed or too long.
/// Out of line, so the common no-version call keeps a small frame.
@inline(never)
func scanVersion(_ text: UnsafePointer<CChar>) -> OSVersion? {
    let length = strnlenBounded(text, 257)
    guard length <= 256 else { return nil }
    return OSVersion.scan(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length))
}

/// Parses an optional OS version argument without allocating on success.
@inline(__always)
func versionArgument(_ text: UnsafePointer<CChar>?) throws(SafeAreaError) -> OSVersion? {
    guard let text else { return nil }
    let length = strnlenBounded(text, 257)
    guard length <= 256 else { throw .limitExceeded("os_version is longer than 256 bytes") }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length)
    return try OSVersion.parse(bytes: bytes, original: String(decoding: bytes, as: UTF8.self))
}
