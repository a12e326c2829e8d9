// The device queries of include/safearea.h: safe areas (the hot path),
// provenance, keyboard heights, screen facts per orientation, unsafe regions.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_device_safe_area") @implementation
public func safearea_device_safe_area(
    _ out: UnsafeMutablePointer<safearea_insets>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
    _ flags: UInt32
) -> Int32 {
    deviceSafeArea(out, device, orientation, osVersion, flags)
}

/// safearea_device_safe_area's body, which safearea_safe_areas runs for each of
/// its queries (a Swift function, so that call does not depend on the header's
/// prototype: the implementation check changes it and expects only the
/// mismatch with this function's `@implementation`).
@inline(__always)
func deviceSafeArea(
    _ out: UnsafeMutablePointer<safearea_insets>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32
) -> Int32 {
    // Fast path: a built-in device, the newest data and a valid query read plain memory.
    if osVersion == nil, let out, let flat = Handles.flat(device),
        let insets = flatSafeArea(flat, orientation, version: 0, flags)
    {
        out.pointee = insets
        return Status.ok
    }
    return safeAreaVersioned(out, device, orientation, osVersion, flags)
}

/// A query with an OS version: still plain memory for built-in devices and valid input.
@inline(never)
func safeAreaVersioned(
    _ out: UnsafeMutablePointer<safearea_insets>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32
) -> Int32 {
    if let out, let osVersion, let flat = Handles.flat(device), let version = scanVersion(osVersion),
        version.platform == nil,
        let insets = flatSafeArea(flat, orientation, version: version.encoded, flags)
    {
        out.pointee = insets
        return Status.ok
    }
    return safeAreaGeneral(out, device, orientation, osVersion, flags)
}

/// The answer of both fast paths, read from a built-in device's flat table
/// (indexed by the header's orientation value); nil for anything the general
/// path must report: unknown flags, an orientation out of range or not
/// supported, a version without data, a derived answer under SAFEAREA_STRICT.
@inline(__always)
func flatSafeArea(
    _ flat: UnsafePointer<FlatDevice>, _ orientation: safearea_orientation, version: UInt32,
    _ flags: UInt32
) -> safearea_insets? {
    guard flags & ~SAFEAREA_QUERY_FLAGS_ALL == 0,
        let insets = flat.pointee.safeArea(
            orientation: orientation.rawValue, version: version,
            statusBarHidden: flags & SAFEAREA_STATUS_BAR_HIDDEN != 0,
            strict: flags & SAFEAREA_STRICT != 0)
    else { return nil }
    return cInsets(insets)
}

/// The general path of safearea_device_safe_area: loaded profiles, and every error with its message.
@inline(never)
func safeAreaGeneral(
    _ out: UnsafeMutablePointer<safearea_insets>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let entry = try Handles.entry(device)
        let query = try queryFlags(flags)
        let insets = try entry.profile.safeArea(
            try orientationArgument(orientation), version: try versionArgument(osVersion),
            statusBarHidden: query.statusBarHidden, strict: query.strict)
        out.pointee = cInsets(insets)
    }
}

@_cdecl("safearea_device_provenance") @implementation
public func safearea_device_provenance(
    _ out: UnsafeMutablePointer<safearea_provenance>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
    _ flags: UInt32
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let entry = try Handles.entry(device)
        let query = try queryFlags(flags)
        let swiftOrientation = try orientationArgument(orientation)
        let version = try versionArgument(osVersion)
        let provenance = try entry.profile.provenance(
            swiftOrientation, version: version, statusBarHidden: query.statusBarHidden,
            strict: query.strict)
        // Per orientation: a line whose probe read portrait only is measured there, with no basis,
        // and derived in the orientations it lists, with the record's basis; at a version its source
        // did not run, a measured value is carried from the one it ran (MODEL.md §8).
        let index = try entry.profile.recordIndex(for: version)
        let strings = entry.recordStrings[index]
        let basis: UnsafePointer<CChar>
        if provenance.kind != .derived {
            basis = cString("")
        } else if entry.profile.records[index].isDerived(swiftOrientation) {
            basis = UnsafePointer(strings.basis)
        } else {
            basis = UnsafePointer(strings.carriedBasis)
        }
        out.pointee = safearea_provenance(
            kind: cProvenanceKind(provenance.kind), source: UnsafePointer(strings.source), basis: basis)
    }
}

@_cdecl("safearea_device_measured_os") @implementation
public func safearea_device_measured_os(
    _ out: UnsafeMutablePointer<safearea_os_range>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let measured = try Handles.entry(device).profile.measuredOS(
            try orientationArgument(orientation), version: try versionArgument(osVersion))
        out.pointee = safearea_os_range(min: measured?.first.encoded ?? 0, max: measured?.last.encoded ?? 0)
    }
}

@_cdecl("safearea_device_keyboard_height") @implementation
public func safearea_device_keyboard_height(
    _ out: UnsafeMutablePointer<Double>?, _ provenance: UnsafeMutablePointer<safearea_provenance>?,
    _ device: OpaquePointer?, _ orientation: safearea_orientation,
    _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let entry = try Handles.entry(device)
        guard flags & ~(SAFEAREA_STRICT | SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE) == 0 else {
            throw .invalidArgument(
                "flags 0x\(String(flags, radix: 16)): a keyboard height takes only SAFEAREA_STRICT and "
                    + "SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE")
        }
        let predictive = flags & SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE == 0
        let version = try versionArgument(osVersion)
        let keyboard = try entry.profile.keyboard(
            try orientationArgument(orientation), version: version,
            strict: flags & SAFEAREA_STRICT != 0, predictive: predictive)
        out.pointee = keyboard.height
        if let provenance {
            let index = try entry.profile.recordIndex(for: version)
            let strings = entry.recordStrings[index]
            let stored = entry.profile.records[index].keyboard
            // Carried when the record's height is measured but this version is not the one its source ran.
            let storedKind = predictive ? stored?.provenance.kind : stored?.withoutPredictive?.provenance.kind
            let carried = keyboard.provenance.kind == .derived && storedKind == .measured
            provenance.pointee = safearea_provenance(
                kind: cProvenanceKind(keyboard.provenance.kind),
                source: UnsafePointer(predictive ? strings.keyboardSource : strings.rowlessSource),
                basis: UnsafePointer(
                    predictive
                        ? (carried ? strings.keyboardCarriedBasis : strings.keyboardBasis)
                        : (carried ? strings.rowlessCarriedBasis : strings.rowlessBasis)))
        }
    }
}

@_cdecl("safearea_device_resolve_os_version") @implementation
public func safearea_device_resolve_os_version(
    _ out: UnsafeMutablePointer<UInt32>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let profile = try Handles.entry(device).profile
        try profile.checkOrientation(try orientationArgument(orientation))
        out.pointee = try profile.resolvedVersion(try versionArgument(osVersion)).encoded
    }
}

@_cdecl("safearea_device_housing_edge") @implementation
public func safearea_device_housing_edge(
    _ out: UnsafeMutablePointer<safearea_edge>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let profile = try Handles.entry(device).profile
        out.pointee = cEdge(try profile.housingEdge(try orientationArgument(orientation)))
    }
}

@_cdecl("safearea_device_screen_size") @implementation
public func safearea_device_screen_size(
    _ width: UnsafeMutablePointer<Double>?, _ height: UnsafeMutablePointer<Double>?,
    _ device: OpaquePointer?, _ orientation: safearea_orientation
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let width else { throw .nullArgument("width is NULL") }
        guard let height else { throw .nullArgument("height is NULL") }
        let profile = try Handles.entry(device).profile
        let size = try profile.screenSize(try orientationArgument(orientation))
        width.pointee = size.width
        height.pointee = size.height
    }
}

@_cdecl("safearea_device_unsafe_regions") @implementation
public func safearea_device_unsafe_regions(
    _ out: UnsafeMutablePointer<safearea_region>?, _ capacity: Int,
    _ count: UnsafeMutablePointer<Int>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
    _ flags: UInt32
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try ArrayOutput(out, capacity, count)
        let query = try DeviceQuery(device, orientation, osVersion, flags)
        let regions = try query.profile.unsafeRegions(
            query.orientation, version: query.version, statusBarHidden: query.statusBarHidden)
        try output.write(regions, tooSmall: "regions do not fit in a buffer of", cRegion)
    }
}
