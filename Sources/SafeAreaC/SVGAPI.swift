// The picture part of include/safearea.h.
import CSafeArea
import SafeAreaEngine

@inline(__always)
func bufferArguments(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?) throws(SafeAreaError) -> UnsafeMutablePointer<Int> {
    guard let length else { throw .nullArgument("length is NULL") }
    if capacity != 0 && buffer == nil { throw .nullArgument("buffer is NULL while capacity is \(UInt(bitPattern: capacity))") }
    return length
}

func jsonBytes(_ json: UnsafePointer<CChar>?, _ count: Int, _ what: String) throws(SafeAreaError) -> UnsafeBufferPointer<UInt8> {
    guard let json else { throw .nullArgument("\(what) is NULL") }
    guard count >= 0 && count <= DesignLimits.maxJSONBytes else {
        throw .limitExceeded("the \(what) is \(UInt(bitPattern: count)) bytes; the limit is \(DesignLimits.maxJSONBytes)")
    }
    return UnsafeBufferPointer(start: UnsafeRawPointer(json).assumingMemoryBound(to: UInt8.self), count: count)
}

@_cdecl("safearea_device_svg") @implementation
public func safearea_device_svg(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
                                _ device: OpaquePointer?, _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
                                _ flags: UInt32) -> Int32 {
    report { () throws(SafeAreaError) in
        let out = try bufferArguments(buffer, capacity, length)
        let profile = try Handles.entry(device).profile
        let swiftOrientation = try orientationArgument(orientation)
        let version = try versionArgument(osVersion)
        let query = try queryFlags(flags)
        try query.check(profile, swiftOrientation, version)
        let text = try SVGPicture.device(profile, orientation: swiftOrientation, version: version,
                                         statusBarHidden: query.statusBarHidden)
        try writeText(text, buffer, capacity, out)
    }
}

@_cdecl("safearea_tree_svg") @implementation
public func safearea_tree_svg(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
                              _ tree: OpaquePointer?) -> Int32 {
    report { () throws(SafeAreaError) in
        let out = try bufferArguments(buffer, capacity, length)
        let text = try Trees.box(tree).tree.svg()
        try writeText(text, buffer, capacity, out)
    }
}

@_cdecl("safearea_audit_svg") @implementation
public func safearea_audit_svg(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
                               _ json: UnsafePointer<CChar>?, _ jsonLength: Int, _ device: OpaquePointer?,
                               _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?) -> Int32 {
    report { () throws(SafeAreaError) in
        let out = try bufferArguments(buffer, capacity, length)
        let design = try Design.decode(json: try jsonBytes(json, jsonLength, "design"))
        let profile = try Handles.entry(device).profile
        let text = try SVGPicture.audit(design, device: profile, orientation: try orientationArgument(orientation),
                                        version: try versionArgument(osVersion))
        try writeText(text, buffer, capacity, out)
    }
}

@_cdecl("safearea_swiftui_svg") @implementation
public func safearea_swiftui_svg(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
                                 _ json: UnsafePointer<CChar>?, _ jsonLength: Int) -> Int32 {
    report { () throws(SafeAreaError) in
        let out = try bufferArguments(buffer, capacity, length)
        let scene = try SwiftUIScene.decode(json: try jsonBytes(json, jsonLength, "scene"))
        try writeText(try SVGPicture.swiftUI(scene), buffer, capacity, out)
    }
}
