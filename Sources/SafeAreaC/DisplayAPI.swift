// The displays part of include/safearea.h: which display a profile is and its
// sibling, the vertical bar edge, per-corner radii and reserved regions.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_device_display") @implementation
public func safearea_device_display(_ role: UnsafeMutablePointer<safearea_display_role>?,
                                    _ siblingName: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
                                    _ device: OpaquePointer?) -> Int32 {
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
        guard let device, let index = Handles.builtinIndex(device) else {
            do throws(SafeAreaError) {
                out.pointee = Handles.handle(builtin: try DeviceCatalog.builtin.find(display.sibling))
                return
            } catch {
                throw .deviceNotFound("the sibling of the loaded profile \(entry.profile.name), '\(display.sibling)', is not a built-in device")
            }
        }
        guard let sibling = try DeviceCatalog.builtin.sibling(of: index) else {
            throw .deviceNotFound("\(entry.profile.name) has one display: it has no sibling")
        }
        out.pointee = Handles.handle(builtin: sibling)
    }
}

@_cdecl("safearea_device_corner_radii") @implementation
public func safearea_device_corner_radii(_ out: UnsafeMutablePointer<safearea_corner_radii>?, _ device: OpaquePointer?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = cCornerRadii(try Handles.entry(device).profile.cornerRadii)
    }
}

@_cdecl("safearea_device_vertical_bar_edge") @implementation
public func safearea_device_vertical_bar_edge(_ out: UnsafeMutablePointer<safearea_vertical_bar_edge>?, _ device: OpaquePointer?,
                                              _ orientation: safearea_orientation) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let profile = try Handles.entry(device).profile
        out.pointee = cVerticalBarEdge(try profile.verticalBarEdge(try orientationArgument(orientation)))
    }
}

@_cdecl("safearea_device_reserved_regions") @implementation
public func safearea_device_reserved_regions(_ out: UnsafeMutablePointer<safearea_reserved_region>?, _ capacity: Int,
                                             _ count: UnsafeMutablePointer<Int>?, _ device: OpaquePointer?,
                                             _ orientation: safearea_orientation, _ pose: safearea_pose,
                                             _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32) -> Int32 {
    // Fast path: a built-in device, the newest data, no flags and a buffer that fits read plain memory.
    if osVersion == nil && flags == 0, let count, let device, let index = Handles.builtinIndex(device),
       let answer = BuiltinReservedRegions.answer(index, orientation, pose),
       capacity < 0 || answer.count <= capacity, out != nil || capacity == 0 {
        count.pointee = answer.count
        if let out, answer.count > 0 { out.update(from: answer.regions, count: answer.count) }
        return Status.ok
    }
    return report { () throws(SafeAreaError) in
        let output = try ArrayOutput(out, capacity, count)
        let entry = try Handles.entry(device)
        let swiftOrientation = try orientationArgument(orientation)
        let swiftPose = try poseArgument(pose)
        let version = try versionArgument(osVersion)
        guard flags & ~SAFEAREA_STRICT == 0 else {
            throw .invalidArgument("flags 0x\(String(flags, radix: 16)): reserved regions take only SAFEAREA_STRICT")
        }
        let regions = try entry.profile.reservedRegions(swiftOrientation, pose: swiftPose, version: version,
                                                        strict: flags & SAFEAREA_STRICT != 0)
        let strings = entry.regionStrings[swiftOrientation.rawValue]
        try output.write(regions.indices, tooSmall: "reserved regions do not fit in a buffer of") { cReservedRegion(regions[$0], strings[$0]) }
    }
}

/// The answers of safearea_device_reserved_regions for built-in devices without an OS version
/// or flags, in memory that lives as long as the process, as the C API writes them: per
/// device, orientation and pose, or nothing where that query is refused (the general path
/// reports why). Made from the engine's own `reservedRegions`, so the two cannot differ.
enum BuiltinReservedRegions {
    /// The poses the header names, in the order of each orientation's slots (`slotPosition`).
    private static let poses = [SAFEAREA_POSE_NONE, SAFEAREA_POSE_FLAT, SAFEAREA_POSE_BOOK]
    /// `poses.count` and `Orientation.allCases.count` times it, as constants: the fast path reads no array.
    private static let slotsPerOrientation = 3
    private static let slotsPerDevice = 4 * slotsPerOrientation

    private struct Slot {
        /// The first region in `regions`; -1 where the query is refused.
        let start: Int
        let count: Int
    }

    private static let table: (slots: UnsafeMutablePointer<Slot>, regions: UnsafeMutablePointer<safearea_reserved_region>) = {
        var slots: [Slot] = []
        var regions: [safearea_reserved_region] = []
        for entry in Handles.builtinEntries {
            for orientation in Orientation.allCases {
                for pose in poses {
                    let answer: [ReservedRegion]
                    do throws(SafeAreaError) {
                        // SAFEAREA_POSE_NONE converts to a nil pose (which a `try?` would flatten away).
                        answer = try entry.profile.reservedRegions(orientation, pose: try poseArgument(pose), version: nil)
                    } catch {
                        slots.append(Slot(start: -1, count: 0))
                        continue
                    }
                    slots.append(Slot(start: regions.count, count: answer.count))
                    let strings = entry.regionStrings[orientation.rawValue]
                    regions += answer.indices.map { cReservedRegion(answer[$0], strings[$0]) }
                }
            }
        }
        let slotMemory = UnsafeMutablePointer<Slot>.allocate(capacity: max(1, slots.count))
        slotMemory.initialize(from: slots, count: slots.count)
        let regionMemory = UnsafeMutablePointer<safearea_reserved_region>.allocate(capacity: max(1, regions.count))
        regionMemory.initialize(from: regions, count: regions.count)
        return (slotMemory, regionMemory)
    }()

    /// The position of `pose` among an orientation's slots (the order of `poses`), or nil out of range.
    @inline(__always)
    private static func slotPosition(_ pose: safearea_pose) -> Int? {
        switch pose {
        case SAFEAREA_POSE_NONE: return 0
        case SAFEAREA_POSE_FLAT: return 1
        case SAFEAREA_POSE_BOOK: return 2
        default: return nil
        }
    }

    /// The answer for built-in handle `index`, or nil for a query the general path answers
    /// (an orientation or pose out of range, a refusal).
    @inline(__always)
    static func answer(_ index: Int, _ orientation: safearea_orientation,
                       _ pose: safearea_pose) -> (regions: UnsafePointer<safearea_reserved_region>, count: Int)? {
        guard let known = try? orientationArgument(orientation), let position = slotPosition(pose) else { return nil }
        let slot = table.slots[index * slotsPerDevice + known.rawValue * slotsPerOrientation + position]
        guard slot.start >= 0 else { return nil }
        return (UnsafePointer(table.regions + slot.start), slot.count)
    }
}
