/// Every error the engine reports. The C layer maps each case to a status code
/// and its message to the thread's error message.
public enum SafeAreaError: Error, Sendable, Equatable {
    /// A NULL or missing required argument.
    case nullArgument(String)
    /// An enum value, flag set or number out of range, NaN or infinite.
    case invalidArgument(String)
    /// No device has that name, alias or model identifier.
    case deviceNotFound(String)
    /// A handle that is not a live device.
    case unknownHandle(String)
    /// An orientation the device does not support.
    case unsupportedOrientation(String)
    /// A malformed OS version, one outside the device's range, or one without data.
    case invalidOSVersion(String)
    /// A malformed or invalid device profile; the message names the field.
    case invalidProfile(String)
    /// A malformed or invalid design; the message names the element and the field.
    case invalidDesign(String)
    /// A malformed or invalid SwiftUI scene; the message names the view and the field.
    case invalidScene(String)
    /// A caller buffer that is too small.
    case bufferTooSmall(String)
    /// An index not below the matching count.
    case indexOutOfRange(String)
    /// An input beyond a documented limit.
    case limitExceeded(String)
    /// A question the engine does not answer by prediction (a view under a scale or
    /// rotation transform, MODEL.md §2.4); the message names why.
    case unsupported(String)
    /// An audit that would check nothing: every device and orientation it
    /// chose was skipped for lack of data, or the design has no elements; the
    /// message lists what was skipped and why.
    case nothingAudited(String)

    /// The readable message.
    public var message: String {
        switch self {
        case .nullArgument(let m), .invalidArgument(let m), .deviceNotFound(let m),
            .unknownHandle(let m), .unsupportedOrientation(let m), .invalidOSVersion(let m),
            .invalidProfile(let m), .invalidDesign(let m), .invalidScene(let m), .bufferTooSmall(let m),
            .indexOutOfRange(let m), .limitExceeded(let m), .unsupported(let m), .nothingAudited(let m):
            return m
        }
    }
}

extension String {
    /// Runs `body` over the string's UTF-8 bytes, keeping the typed error
    /// (the standard `withUTF8` only rethrows untyped errors).
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws(SafeAreaError) -> R) throws(SafeAreaError) -> R {
        var copy = self
        let result: Result<R, SafeAreaError> = copy.withUTF8 { bytes in
            do throws(SafeAreaError) {
                return .success(try body(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
