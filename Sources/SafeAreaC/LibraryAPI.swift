// The library part of include/safearea.h: version, status strings, the
// thread's error message, and the two parsers (the enums' to-string functions
// are in EnumNames.swift).
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_version_number") @implementation
public func safearea_version_number() -> Int32 { safearea_internal_version_number() }

@_cdecl("safearea_version_string") @implementation
public func safearea_version_string() -> UnsafePointer<CChar>? { safearea_internal_version_string() }

@_cdecl("safearea_status_string") @implementation
public func safearea_status_string(_ status: Int32) -> UnsafePointer<CChar>? {
    switch status {
    case Status.ok: return cString("ok")
    case Status.nullArgument: return cString("a required pointer argument was NULL")
    case Status.invalidArgument: return cString("an argument was out of range, NaN or infinite")
    case Status.deviceNotFound: return cString("no device has that name, alias or model identifier")
    case Status.unknownHandle:
        return cString(
            "the handle is not live, or is not the kind the argument takes (device, tree, report, view or view controller)"
        )
    case Status.unsupportedOrientation: return cString("the device does not support that orientation")
    case Status.osVersion: return cString("the OS version is malformed, out of range or has no data")
    case Status.invalidProfile: return cString("the device profile is invalid")
    case Status.bufferTooSmall: return cString("the buffer is too small")
    case Status.indexOutOfRange: return cString("the index is out of range")
    case Status.limitExceeded: return cString("an input exceeds a documented limit")
    case Status.unsupported: return cString("the engine does not predict this (a transformed view)")
    case Status.invalidDesign: return cString("the design is invalid")
    case Status.invalidScene: return cString("the SwiftUI scene is invalid")
    case Status.nothingAudited: return cString("the audit has nothing to check")
    case Status.internal: return cString("internal error")
    default: return cString("unknown status")
    }
}

@_cdecl("safearea_last_error_message") @implementation
public func safearea_last_error_message() -> UnsafePointer<CChar>? {
    safearea_internal_error()
}

@_cdecl("safearea_orientation_from_string") @implementation
public func safearea_orientation_from_string(
    _ out: UnsafeMutablePointer<safearea_orientation>?, _ name: UnsafePointer<CChar>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        guard let name else { throw .nullArgument("name is NULL") }
        let text = try readCString(name, argument: "name")
        guard let orientation = Orientation(name: text) else {
            throw .invalidArgument(
                "'\(text)' is not an orientation: use portrait, portrait_upside_down, landscape_left or landscape_right"
            )
        }
        out.pointee = cOrientation(orientation)
    }
}

@_cdecl("safearea_os_version_parse") @implementation
public func safearea_os_version_parse(_ out: UnsafeMutablePointer<UInt32>?, _ text: UnsafePointer<CChar>?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        guard let text else { throw .nullArgument("text is NULL") }
        guard let version = try versionArgument(text) else { throw .nullArgument("text is NULL") }
        out.pointee = version.encoded
    }
}
