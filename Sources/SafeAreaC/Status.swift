// Status codes and the one way the shim reports an error.
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
    static let invalidDesign = SAFEAREA_E_INVALID_DESIGN.rawValue
    static let invalidScene = SAFEAREA_E_INVALID_SCENE.rawValue
    static let nothingAudited = SAFEAREA_E_NOTHING_AUDITED.rawValue
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
        case .invalidDesign: return Status.invalidDesign
        case .invalidScene: return Status.invalidScene
        case .nothingAudited: return Status.nothingAudited
        }
    }
}

/// The shim's one error idiom: runs `body` and returns SAFEAREA_OK, or records
/// the error as the thread's message and returns its status. Every
/// status-returning function of the API is `report { ... }`, except
/// safearea_device_safe_area's fast paths (plain memory for valid queries, no
/// closure; their errors go through the general path, which uses `report`).
/// Functions whose result is a pointer or a count use `report(orReturn:)`.
@inline(__always)
func report(_ body: () throws(SafeAreaError) -> Void) -> Int32 {
    do throws(SafeAreaError) {
        try body()
        return Status.ok
    } catch {
        return fail(error)
    }
}

/// The error idiom of functions whose result is a pointer or a count
/// (safearea_device_name, the *_count functions): `body`'s result, or
/// `fallback` (NULL or 0, as the header documents) with the thread's message set.
@inline(__always)
func report<Result>(orReturn fallback: Result, _ body: () throws(SafeAreaError) -> Result) -> Result {
    do throws(SafeAreaError) {
        return try body()
    } catch {
        _ = fail(error)
        return fallback
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
