// The export part of include/safearea.h.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_device_export") @implementation
public func safearea_device_export(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ device: OpaquePointer?, _ format: safearea_export_format, _ orientation: safearea_orientation,
    _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32
) -> Int32 {
    report { () throws(SafeAreaError) in
        try exportDevice(buffer, capacity, length, device, format, orientation, osVersion, flags, window: nil)
    }
}

@_cdecl("safearea_device_export_window") @implementation
public func safearea_device_export_window(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ device: OpaquePointer?, _ format: safearea_export_format, _ orientation: safearea_orientation,
    _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32, _ window: UnsafePointer<safearea_window>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let request = try window.map { (w) throws(SafeAreaError) in try windowRequestArgument(w.pointee) }
        try exportDevice(buffer, capacity, length, device, format, orientation, osVersion, flags, window: request)
    }
}

/// Both export entries: the device's screen, or the app window `window` asks for.
private func exportDevice(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ device: OpaquePointer?, _ format: safearea_export_format, _ orientation: safearea_orientation,
    _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32, window: WindowRequest?
) throws(SafeAreaError) {
    let output = try TextOutput(buffer, capacity, length)
    let profile = try Handles.entry(device).profile
    let swiftFormat = try exportFormatArgument(format)
    // The platform first: a tvOS device in a web format is refused for that, not for its orientation;
    // then a window in a format without a place for one.
    try Exporter.checkApplies(profile, swiftFormat)
    if window != nil { try Exporter.checkCarriesWindow(swiftFormat) }
    let all = flags & SAFEAREA_ALL_ORIENTATIONS != 0
    let one = flags & SAFEAREA_ONE_ORIENTATION != 0
    if all && one {
        throw .invalidArgument("SAFEAREA_ALL_ORIENTATIONS and SAFEAREA_ONE_ORIENTATION exclude each other")
    }
    let pose = try exportPoseArgument(flags)
    let mobileUserAgent = flags & SAFEAREA_MOBILE_USER_AGENT != 0
    let query = try queryFlags(
        flags
            & ~(SAFEAREA_ALL_ORIENTATIONS | SAFEAREA_ONE_ORIENTATION
            | SAFEAREA_FLAT_POSE | SAFEAREA_BOOK_POSE | SAFEAREA_MOBILE_USER_AGENT))
    let hidden = query.statusBarHidden
    let orientations =
        all
        ? Exporter.allOrientations(of: profile)
        : one
            ? [try orientationArgument(orientation)]
            : Exporter.defaultOrientations(
                of: profile, format: swiftFormat, orientation: try orientationArgument(orientation))
    for item in orientations { try query.check(profile, item, try versionArgument(osVersion)) }
    let text = try Exporter.export(
        profile, format: swiftFormat, orientations: orientations, version: try versionArgument(osVersion),
        statusBarHidden: hidden, pose: pose, mobileUserAgent: mobileUserAgent, window: window,
        strict: query.strict)
    try output.write(text)
}

/// The pose the export flags name: nil with neither pose flag, as SAFEAREA_POSE_NONE.
private func exportPoseArgument(_ flags: UInt32) throws(SafeAreaError) -> Pose? {
    switch (flags & SAFEAREA_FLAT_POSE != 0, flags & SAFEAREA_BOOK_POSE != 0) {
    case (true, true): throw .invalidArgument("SAFEAREA_FLAT_POSE and SAFEAREA_BOOK_POSE exclude each other")
    case (true, false): return .flat
    case (false, true): return .book
    case (false, false): return nil
    }
}
