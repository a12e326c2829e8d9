// The export part of include/safearea.h.
import CSafeArea
import SafeAreaEngine

/// Converts a C export format, rejecting values outside the enum.
func exportFormatArgument(_ value: safearea_export_format) throws(SafeAreaError) -> ExportFormat {
    switch value {
    case SAFEAREA_EXPORT_CDP: return .cdp
    case SAFEAREA_EXPORT_CSS: return .css
    case SAFEAREA_EXPORT_REACT_NATIVE: return .reactNative
    case SAFEAREA_EXPORT_PLAYWRIGHT: return .playwright
    case SAFEAREA_EXPORT_FLUTTER_TEST: return .flutterTest
    case SAFEAREA_EXPORT_UNITY: return .unity
    case SAFEAREA_EXPORT_FLUTTER: return .flutter
    default:
        let names = ExportFormat.allCases.map(\.name).joined(separator: ", ")
        throw .invalidArgument("format \(value.rawValue) is not a safearea_export_format (the formats: \(names))")
    }
}

@_cdecl("safearea_export_format_string") @implementation
public func safearea_export_format_string(_ value: safearea_export_format) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_EXPORT_CDP: return cString("cdp")
    case SAFEAREA_EXPORT_CSS: return cString("css")
    case SAFEAREA_EXPORT_REACT_NATIVE: return cString("react-native")
    case SAFEAREA_EXPORT_PLAYWRIGHT: return cString("playwright")
    case SAFEAREA_EXPORT_FLUTTER_TEST: return cString("flutter-test")
    case SAFEAREA_EXPORT_UNITY: return cString("unity")
    case SAFEAREA_EXPORT_FLUTTER: return cString("flutter")
    default: return nil
    }
}

@_cdecl("safearea_device_export") @implementation
public func safearea_device_export(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
                                   _ device: OpaquePointer?, _ format: safearea_export_format, _ orientation: safearea_orientation,
                                   _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32) -> Int32 {
    report { () throws(SafeAreaError) in
        let out = try bufferArguments(buffer, capacity, length)
        let profile = try Handles.entry(device).profile
        let swiftFormat = try exportFormatArgument(format)
        let all = flags & SAFEAREA_ALL_ORIENTATIONS != 0
        let query = try queryFlags(flags & ~SAFEAREA_ALL_ORIENTATIONS)
        let hidden = query.statusBarHidden
        let orientations = all ? Exporter.allOrientations(of: profile) : [try orientationArgument(orientation)]
        for item in orientations { try query.check(profile, item, try versionArgument(osVersion)) }
        let text = try Exporter.export(profile, format: swiftFormat, orientations: orientations, version: try versionArgument(osVersion),
                                       statusBarHidden: hidden)
        try writeText(text, buffer, capacity, out)
    }
}
