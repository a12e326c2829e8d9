import CSafeArea
import SafeAreaEngine

/// Status codes of safearea.h, by name: the header's own constants.
enum Status {
    static let ok = SAFEAREA_OK.rawValue
    static let nullArgument = SAFEAREA_E_NULL_ARGUMENT.rawValue
    static let invalidArgument = SAFEAREA_E_INVALID_ARGUMENT.rawValue
    static let deviceNotFound = SAFEAREA_E_DEVICE_NOT_FOUND.rawValue
    static let unknownHandle = SAFEAREA_E_UNKNOWN_HANDLE.rawValue
    static let unsupportedOrientation = SAFEAREA_E_UNSUPPORTED_ORIENTATION.rawValue
    static let osVersion = SAFEAREA_E_OS_VERSION.rawValue
    static let invalidProfile = SAFEAREA_E_INVALID_PROFILE.rawValue
    static let bufferTooSmall = SAFEAREA_E_BUFFER_TOO_SMALL.rawValue
    static let indexOutOfRange = SAFEAREA_E_INDEX_OUT_OF_RANGE.rawValue
    static let limitExceeded = SAFEAREA_E_LIMIT_EXCEEDED.rawValue
    static let unsupported = SAFEAREA_E_UNSUPPORTED.rawValue
    static let `internal` = SAFEAREA_E_INTERNAL.rawValue
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
        case .unsupported: return Status.unsupported
        }
    }
}

/// The shim's one error idiom: runs `body` and returns SAFEAREA_OK, or records
/// the error as the thread's message and returns its status. Every
/// status-returning function of the API is `report { ... }`, except
/// safearea_device_safe_area's fast paths (plain memory for valid queries, no
/// closure; their errors go through the general path, which uses `report`).
/// Functions whose result is a pointer or a count (safearea_device_name, the
/// *_count functions) return NULL or 0 after `fail`, as the header documents.
@inline(__always)
func report(_ body: () throws(SafeAreaError) -> Void) -> Int32 {
    do throws(SafeAreaError) {
        try body()
        return Status.ok
    } catch {
        return fail(error)
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

/// SAFEAREA_MAX_STRING_BYTES as an Int.
let maxStringBytes = Int(SAFEAREA_MAX_STRING_BYTES)

/// Reads a caller's NUL-terminated string, refusing more than `limit` bytes.
func readCString(_ pointer: UnsafePointer<CChar>, argument: String, limit: Int = maxStringBytes) throws(SafeAreaError) -> String {
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
    switch value {
    case SAFEAREA_ORIENTATION_PORTRAIT: return .portrait
    case SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN: return .portraitUpsideDown
    case SAFEAREA_ORIENTATION_LANDSCAPE_LEFT: return .landscapeLeft
    case SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT: return .landscapeRight
    default:
        throw .invalidArgument("orientation \(value.rawValue) is not a safearea_orientation (\(SAFEAREA_ORIENTATION_PORTRAIT.rawValue) to \(SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT.rawValue))")
    }
}

/// The C value of an orientation.
func cOrientation(_ orientation: Orientation) -> safearea_orientation {
    switch orientation {
    case .portrait: return SAFEAREA_ORIENTATION_PORTRAIT
    case .portraitUpsideDown: return SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN
    case .landscapeLeft: return SAFEAREA_ORIENTATION_LANDSCAPE_LEFT
    case .landscapeRight: return SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT
    }
}

/// The C value of a device family.
func cFamily(_ family: DeviceFamily) -> safearea_family {
    switch family {
    case .phone: return SAFEAREA_FAMILY_PHONE
    case .pad: return SAFEAREA_FAMILY_PAD
    case .tv: return SAFEAREA_FAMILY_TV
    }
}

/// The C value of a provenance kind.
func cProvenanceKind(_ kind: ProvenanceKind) -> safearea_provenance_kind {
    switch kind {
    case .measured: return SAFEAREA_PROVENANCE_MEASURED
    case .documented: return SAFEAREA_PROVENANCE_DOCUMENTED
    case .derived: return SAFEAREA_PROVENANCE_DERIVED
    }
}

/// The C value of a sensor housing kind.
func cHousing(_ kind: SensorHousingKind) -> safearea_housing {
    switch kind {
    case .none: return SAFEAREA_HOUSING_NONE
    case .notch: return SAFEAREA_HOUSING_NOTCH
    case .dynamicIsland: return SAFEAREA_HOUSING_DYNAMIC_ISLAND
    case .punchHole: return SAFEAREA_HOUSING_PUNCH_HOLE
    }
}

/// The C value of an unsafe region's kind.
func cRegionKind(_ kind: UnsafeRegionKind) -> safearea_region_kind {
    switch kind {
    case .housing: return SAFEAREA_REGION_HOUSING
    case .corner: return SAFEAREA_REGION_CORNER
    case .homeIndicator: return SAFEAREA_REGION_HOME_INDICATOR
    case .statusBar: return SAFEAREA_REGION_STATUS_BAR
    case .insetBand: return SAFEAREA_REGION_INSET_BAND
    }
}

/// The C value of a screen edge (SAFEAREA_EDGE_NONE for nil).
func cEdge(_ edge: ScreenEdge?) -> safearea_edge {
    switch edge {
    case nil: return SAFEAREA_EDGE_NONE
    case .top?: return SAFEAREA_EDGE_TOP
    case .left?: return SAFEAREA_EDGE_LEFT
    case .bottom?: return SAFEAREA_EDGE_BOTTOM
    case .right?: return SAFEAREA_EDGE_RIGHT
    }
}

/// The screen edge of a C value; nil for SAFEAREA_EDGE_NONE and values out of range.
func edgeArgument(_ edge: safearea_edge) -> ScreenEdge? {
    switch edge {
    case SAFEAREA_EDGE_TOP: return .top
    case SAFEAREA_EDGE_LEFT: return .left
    case SAFEAREA_EDGE_BOTTOM: return .bottom
    case SAFEAREA_EDGE_RIGHT: return .right
    default: return nil
    }
}

/// A query's flags, checked.
struct QueryFlags {
    let statusBarHidden: Bool
    /// SAFEAREA_STRICT: refuse derived answers.
    let strict: Bool

    /// Under SAFEAREA_STRICT, throws the refusal a derived answer gets.
    func check(_ profile: DeviceProfile, _ orientation: Orientation, _ version: OSVersion?) throws(SafeAreaError) {
        if strict { _ = try profile.provenance(orientation, version: version, strict: true) }
    }
}

func queryFlags(_ flags: UInt32) throws(SafeAreaError) -> QueryFlags {
    guard flags & ~SAFEAREA_QUERY_FLAGS_ALL == 0 else {
        throw .invalidArgument("flags 0x\(String(flags, radix: 16)) has bits this library does not know (known: SAFEAREA_STATUS_BAR_HIDDEN, SAFEAREA_STRICT)")
    }
    return QueryFlags(statusBarHidden: flags & SAFEAREA_STATUS_BAR_HIDDEN != 0, strict: flags & SAFEAREA_STRICT != 0)
}

/// Scans a caller's version string without allocating; nil when malformed or too long.
/// Out of line, so the common no-version call keeps a small frame.
@inline(never)
func scanVersion(_ text: UnsafePointer<CChar>) -> OSVersion? {
    let length = strnlenBounded(text, maxStringBytes + 1)
    guard length <= maxStringBytes else { return nil }
    return OSVersion.scan(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length))
}

/// Parses an optional OS version argument without allocating on success.
@inline(__always)
func versionArgument(_ text: UnsafePointer<CChar>?) throws(SafeAreaError) -> OSVersion? {
    guard let text else { return nil }
    let length = strnlenBounded(text, maxStringBytes + 1)
    guard length <= maxStringBytes else { throw .limitExceeded("os_version is longer than \(maxStringBytes) bytes") }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length)
    return try OSVersion.parse(bytes: bytes, original: String(decoding: bytes, as: UTF8.self))
}
