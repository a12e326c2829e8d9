// The picture part of include/safearea.h.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_device_svg") @implementation
public func safearea_device_svg(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ device: OpaquePointer?, _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
    _ flags: UInt32
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        let query = try DeviceQuery(device, orientation, osVersion, flags)
        let text = try SVGPicture.device(
            query.profile, orientation: query.orientation, version: query.version,
            statusBarHidden: query.statusBarHidden)
        try output.write(text)
    }
}

@_cdecl("safearea_tree_svg") @implementation
public func safearea_tree_svg(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ tree: OpaquePointer?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        try output.write(try Handles.trees.box(tree).tree.svg())
    }
}

@_cdecl("safearea_audit_svg") @implementation
public func safearea_audit_svg(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ json: UnsafePointer<CChar>?, _ jsonLength: Int, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        let design = try Design.decode(json: try jsonArgument(json, jsonLength, name: "design", what: "design"))
        let profile = try Handles.entry(device).profile
        let text = try SVGPicture.audit(
            design, device: profile, orientation: try orientationArgument(orientation),
            version: try versionArgument(osVersion))
        try output.write(text)
    }
}

@_cdecl("safearea_audit_window_svg") @implementation
public func safearea_audit_window_svg(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ json: UnsafePointer<CChar>?, _ jsonLength: Int, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?, _ window: UnsafePointer<CChar>?,
    _ controls: safearea_window_controls
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        let design = try Design.decode(json: try jsonArgument(json, jsonLength, name: "design", what: "design"))
        try output.write(
            try auditPicture(
                design, device, orientation, osVersion, window, controls, defaultVersion: nil, windowRequired: true))
    }
}

@_cdecl("safearea_audit_scene_svg") @implementation
public func safearea_audit_scene_svg(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ json: UnsafePointer<CChar>?, _ jsonLength: Int, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?, _ window: UnsafePointer<CChar>?,
    _ controls: safearea_window_controls
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        let scene = try SceneAudit.decode(json: try jsonArgument(json, jsonLength, name: "scene_json", what: "scene"))
        try output.write(
            try auditPicture(
                scene.design, device, orientation, osVersion, window, controls, defaultVersion: scene.version,
                windowRequired: false))
    }
}

/// The picture of `design` on one device, full screen (`window` NULL) or in one app window asking for `controls`
/// (checked either way), at `osVersion` or else `defaultVersion`: the arguments of the audit pictures, converted.
private func auditPicture(
    _ design: Design, _ device: OpaquePointer?, _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
    _ window: UnsafePointer<CChar>?, _ controls: safearea_window_controls, defaultVersion: OSVersion?,
    windowRequired: Bool
) throws(SafeAreaError) -> String {
    let profile = try Handles.entry(device).profile
    if windowRequired && window == nil { throw .nullArgument("window is NULL") }
    let style = try windowControlsArgument(controls, name: "controls")
    let request = try optionalCString(window, argument: "window", limit: 4096).map {
        (text) throws(SafeAreaError) in try AuditSelection.window(text, controls: style)
    }
    return try SVGPicture.audit(
        design, device: profile, orientation: try orientationArgument(orientation),
        version: try versionArgument(osVersion) ?? defaultVersion, window: request)
}

@_cdecl("safearea_swiftui_svg") @implementation
public func safearea_swiftui_svg(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ json: UnsafePointer<CChar>?, _ jsonLength: Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        let scene = try SwiftUIScene.decode(json: try jsonArgument(json, jsonLength, name: "scene", what: "scene"))
        try output.write(try SVGPicture.swiftUI(scene))
    }
}
