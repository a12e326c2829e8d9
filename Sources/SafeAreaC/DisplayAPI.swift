// The displays part of include/safearea.h: which display a profile is and its
// sibling, the vertical bar edge, per-corner radii and reserved regions.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_device_display") @implementation
public func safearea_device_display(
    _ role: UnsafeMutablePointer<safearea_display_role>?,
    _ siblingName: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    _ device: OpaquePointer?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let entry = try Handles.entry(device)
        role?.pointee = cDisplayRole(entry.profile.display?.role)
        siblingName?.pointee = UnsafePointer(entry.siblingName)
    }
}

@_cdecl("safearea_device_sibling") @implementation
public func safearea_device_sibling(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ device: OpaquePointer?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let entry = try Handles.entry(device)
        guard let display = entry.profile.display else {
            throw .deviceNotFound("\(entry.profile.name) has one display: it has no sibling")
        }
        guard let index = Handles.builtinIndex(device) else {
            do throws(SafeAreaError) {
                out.pointee = Handles.handle(builtin: try DeviceCatalog.builtin.find(display.sibling))
                return
            } catch {
                throw .deviceNotFound(
                    "the sibling of the loaded profile \(entry.profile.name), '\(display.sibling)', is not a built-in device"
                )
            }
        }
        guard let sibling = try DeviceCatalog.builtin.sibling(of: index) else {
            throw .deviceNotFound("\(entry.profile.name) has one display: it has no sibling")
        }
        out.pointee = Handles.handle(builtin: sibling)
    }
}

@_cdecl("safearea_device_corner_radii") @implementation
public func safearea_device_corner_radii(_ out: UnsafeMutablePointer<safearea_corner_radii>?, _ device: OpaquePointer?)
    -> Int32
{
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = cCornerRadii(try Handles.entry(device).profile.cornerRadii)
    }
}

@_cdecl("safearea_device_vertical_bar_edge") @implementation
public func safearea_device_vertical_bar_edge(
    _ out: UnsafeMutablePointer<safearea_vertical_bar_edge>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let profile = try Handles.entry(device).profile
        out.pointee = cVerticalBarEdge(try profile.verticalBarEdge(try orientationArgument(orientation)))
    }
}

@_cdecl("safearea_device_reserved_regions") @implementation
public func safearea_device_reserved_regions(
    _ regions: UnsafeMutablePointer<UnsafePointer<safearea_reserved_region>?>?,
    _ count: UnsafeMutablePointer<Int>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ pose: safearea_pose,
    _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32
) -> Int32 {
    // Fast path: a built-in device, the newest data and no flags read one published slot.
    if osVersion == nil && flags == 0, let regions, let count,
        let slot = AnswerTables.ReservedRegions.answer(device, orientation, pose)
    {
        regions.pointee = slot.first
        count.pointee = slot.count
        return Status.ok
    }
    return reservedRegionsGeneral(regions, count, device, orientation, pose, osVersion, flags)
}

/// The general path of safearea_device_reserved_regions: loaded profiles, OS versions, flags,
/// and every error with its message.
@inline(never)
func reservedRegionsGeneral(
    _ regions: UnsafeMutablePointer<UnsafePointer<safearea_reserved_region>?>?,
    _ count: UnsafeMutablePointer<Int>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ pose: safearea_pose,
    _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32
) -> Int32 {
    AnswerTables.ReservedRegions.publish()
    return report { () throws(SafeAreaError) in
        guard let regions else { throw .nullArgument("regions is NULL") }
        guard let count else { throw .nullArgument("count is NULL") }
        let entry = try Handles.entry(device)
        let swiftOrientation = try orientationArgument(orientation)
        let swiftPose = try poseArgument(pose)
        let version = try versionArgument(osVersion)
        guard flags & ~SAFEAREA_STRICT == 0 else {
            throw .invalidArgument("flags 0x\(String(flags, radix: 16)): reserved regions take only SAFEAREA_STRICT")
        }
        // The engine decides whether the query is answered; what it answers does not
        // depend on the version, so the entry's slot (made for the newest data) holds it.
        _ = try entry.profile.reservedRegions(
            swiftOrientation, pose: swiftPose, version: version,
            strict: flags & SAFEAREA_STRICT != 0)
        let slot = entry.answers.regionSlot(orientation, pose)
        guard let first = slot.first else {
            throw .unsupported(
                "the reserved regions of \(entry.profile.name) in \(swiftOrientation.name) were answered for this OS version but not for "
                    + "the newest"
            )
        }
        regions.pointee = first
        count.pointee = slot.count
    }
}
