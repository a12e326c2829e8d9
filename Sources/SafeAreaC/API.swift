// The C API of include/safearea.h. Each function converts its arguments,
// validates them, calls the engine and reports errors; nothing else.
import CSafeArea
import SafeAreaEngine

// MARK: - Library

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
    case Status.unknownHandle: return cString("the handle is not a live device")
    case Status.unsupportedOrientation: return cString("the device does not support that orientation")
    case Status.osVersion: return cString("the OS version is malformed, out of range or has no data")
    case Status.invalidProfile: return cString("the device profile is invalid")
    case Status.bufferTooSmall: return cString("the buffer is too small")
    case Status.indexOutOfRange: return cString("the index is out of range")
    case Status.limitExceeded: return cString("an input exceeds a documented limit")
    case Status.unsupported: return cString("the engine does not predict this (a transformed view)")
    case Status.internal: return cString("internal error")
    default: return cString("unknown status")
    }
}

@_cdecl("safearea_last_error_message") @implementation
public func safearea_last_error_message() -> UnsafePointer<CChar>? {
    safearea_internal_error()
}

// MARK: - Enum names (the to-string functions are in EnumNames.swift)

@_cdecl("safearea_orientation_from_string") @implementation
public func safearea_orientation_from_string(_ out: UnsafeMutablePointer<safearea_orientation>?, _ name: UnsafePointer<CChar>?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        guard let name else { throw .nullArgument("name is NULL") }
        let text = try readCString(name, argument: "name")
        guard let orientation = Orientation(name: text) else {
            throw .invalidArgument("'\(text)' is not an orientation: use portrait, portrait_upside_down, landscape_left or landscape_right")
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

// MARK: - Catalog

@_cdecl("safearea_device_count") @implementation
public func safearea_device_count() -> Int {
    Handles.builtinCount
}

@_cdecl("safearea_device_at") @implementation
public func safearea_device_at(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ index: Int) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let count = Handles.builtinCount
        // size_t arrives as Int: a huge size_t is negative here.
        guard index >= 0 && index < count else {
            throw .indexOutOfRange("index \(UInt(bitPattern: index)) is not below the device count \(count)")
        }
        out.pointee = Handles.handle(builtin: index)
    }
}

@_cdecl("safearea_device_find") @implementation
public func safearea_device_find(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ name: UnsafePointer<CChar>?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        guard let name else { throw .nullArgument("name_alias_or_model is NULL") }
        let text = try readCString(name, argument: "name_alias_or_model")
        let index = try DeviceCatalog.builtin.find(text)
        out.pointee = Handles.handle(builtin: index)
    }
}

@_cdecl("safearea_device_zoomed") @implementation
public func safearea_device_zoomed(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ device: OpaquePointer?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let entry = try Handles.entry(device)
        guard let device, let index = Handles.builtinIndex(device) else {
            _ = try entry.profile.zoomed() // the same refusal a built-in device would get, if any
            throw .invalidArgument("\(entry.profile.name) is a loaded profile: Display Zoom variants exist for built-in iPhones only")
        }
        out.pointee = Handles.handle(builtin: try DeviceCatalog.builtin.zoomed(index))
    }
}

@_cdecl("safearea_device_name") @implementation
public func safearea_device_name(_ device: OpaquePointer?) -> UnsafePointer<CChar>? {
    do throws(SafeAreaError) {
        return UnsafePointer(try Handles.entry(device).name)
    } catch {
        _ = fail(error)
        return nil
    }
}

@_cdecl("safearea_device_get_info") @implementation
public func safearea_device_get_info(_ out: UnsafeMutablePointer<safearea_device_info>?, _ device: OpaquePointer?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let profile = try Handles.entry(device).profile
        var info = safearea_device_info()
        info.family = cFamily(profile.family)
        info.width = profile.width
        info.height = profile.height
        info.scale = profile.scale
        info.native_width = UInt32(clamping: profile.nativeWidth)
        info.native_height = UInt32(clamping: profile.nativeHeight)
        info.corner_radius = profile.cornerRadius
        info.housing = cHousing(profile.housing.kind)
        info.housing_rect = cRect(profile.housing.outline ?? .zero)
        info.housing_measured = profile.housing.outline == nil ? 0 : 1
        info.home_indicator = profile.homeIndicator.isPresent ? 1 : 0
        info.home_indicator_rect = cRect(profile.homeIndicator.glyph ?? .zero)
        info.orientations = profile.orientations.rawValue
        info.os_min = profile.osMin.encoded
        info.os_max = profile.osMax.encoded
        info.native_scale = profile.nativeScale
        info.display_zoom = profile.zoomedFrom == nil ? 0 : 1
        out.pointee = info
    }
}

@inline(__always)
func cRect(_ rect: Rect) -> safearea_rect {
    safearea_rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
}

@_cdecl("safearea_device_alias_count") @implementation
public func safearea_device_alias_count(_ device: OpaquePointer?) -> Int {
    do throws(SafeAreaError) {
        return try Handles.entry(device).aliases.count
    } catch {
        _ = fail(error)
        return 0
    }
}

@_cdecl("safearea_device_alias_at") @implementation
public func safearea_device_alias_at(_ out: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ device: OpaquePointer?, _ index: Int) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let entry = try Handles.entry(device)
        guard index >= 0 && index < entry.aliases.count else {
            throw .indexOutOfRange("index \(UInt(bitPattern: index)) is not below the alias count \(entry.aliases.count)")
        }
        out.pointee = UnsafePointer(entry.aliases[index])
    }
}

@_cdecl("safearea_device_os_range_count") @implementation
public func safearea_device_os_range_count(_ device: OpaquePointer?) -> Int {
    do throws(SafeAreaError) {
        return try Handles.entry(device).profile.records.count
    } catch {
        _ = fail(error)
        return 0
    }
}

@_cdecl("safearea_device_os_range_at") @implementation
public func safearea_device_os_range_at(_ out: UnsafeMutablePointer<safearea_os_range>?, _ device: OpaquePointer?, _ index: Int) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let records = try Handles.entry(device).profile.records
        guard index >= 0 && index < records.count else {
            throw .indexOutOfRange("index \(UInt(bitPattern: index)) is not below the OS range count \(records.count)")
        }
        out.pointee = safearea_os_range(min: records[index].osMin.encoded, max: records[index].osMax.encoded)
    }
}

// MARK: - Queries

@_cdecl("safearea_device_safe_area") @implementation
public func safearea_device_safe_area(_ out: UnsafeMutablePointer<safearea_insets>?, _ device: OpaquePointer?,
                                      _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
                                      _ flags: UInt32) -> Int32 {
    // Fast path: a built-in device, the newest data and a valid query read plain memory.
    // The flat table is indexed by the header's orientation value (FlatDevice
    // answers nil for a value out of range, and the general path reports it).
    if osVersion == nil, let out, let flat = Handles.flat(device), flags & ~SAFEAREA_QUERY_FLAGS_ALL == 0,
       let insets = flat.pointee.safeArea(orientation: orientation.rawValue, version: 0, statusBarHidden: flags & SAFEAREA_STATUS_BAR_HIDDEN != 0,
                                          strict: flags & SAFEAREA_STRICT != 0) {
        out.pointee = safearea_insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        return Status.ok
    }
    return safeAreaVersioned(out, device, orientation, osVersion, flags)
}

/// A query with an OS version: still plain memory for built-in devices and valid input.
@inline(never)
func safeAreaVersioned(_ out: UnsafeMutablePointer<safearea_insets>?, _ device: OpaquePointer?,
                       _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32) -> Int32 {
    if let out, let osVersion, let flat = Handles.flat(device), flags & ~SAFEAREA_QUERY_FLAGS_ALL == 0,
       let version = scanVersion(osVersion),
       let insets = flat.pointee.safeArea(orientation: orientation.rawValue, version: version.encoded,
                                          statusBarHidden: flags & SAFEAREA_STATUS_BAR_HIDDEN != 0,
                                          strict: flags & SAFEAREA_STRICT != 0) {
        out.pointee = safearea_insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        return Status.ok
    }
    return safeAreaGeneral(out, device, orientation, osVersion, flags)
}

/// The general path of safearea_device_safe_area: loaded profiles, and every error with its message.
@inline(never)
func safeAreaGeneral(_ out: UnsafeMutablePointer<safearea_insets>?, _ device: OpaquePointer?,
                     _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let entry = try Handles.entry(device)
        let query = try queryFlags(flags)
        let insets = try entry.profile.safeArea(try orientationArgument(orientation), version: try versionArgument(osVersion),
                                                statusBarHidden: query.statusBarHidden, strict: query.strict)
        out.pointee = safearea_insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

@_cdecl("safearea_device_provenance") @implementation
public func safearea_device_provenance(_ out: UnsafeMutablePointer<safearea_provenance>?, _ device: OpaquePointer?,
                                       _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
                                       _ flags: UInt32) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let entry = try Handles.entry(device)
        let query = try queryFlags(flags)
        let swiftOrientation = try orientationArgument(orientation)
        let version = try versionArgument(osVersion)
        let provenance = try entry.profile.provenance(swiftOrientation, version: version, statusBarHidden: query.statusBarHidden,
                                                      strict: query.strict)
        let index = try entry.profile.recordIndex(for: version)
        out.pointee = safearea_provenance(kind: cProvenanceKind(provenance.kind), source: UnsafePointer(entry.recordStrings[index].source),
                                          basis: UnsafePointer(entry.recordStrings[index].basis))
    }
}

@_cdecl("safearea_device_keyboard_height") @implementation
public func safearea_device_keyboard_height(_ out: UnsafeMutablePointer<Double>?, _ provenance: UnsafeMutablePointer<safearea_provenance>?,
                                            _ device: OpaquePointer?, _ orientation: safearea_orientation,
                                            _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let entry = try Handles.entry(device)
        guard flags & ~SAFEAREA_STRICT == 0 else {
            throw .invalidArgument("flags 0x\(String(flags, radix: 16)): a keyboard height takes only SAFEAREA_STRICT")
        }
        let version = try versionArgument(osVersion)
        let keyboard = try entry.profile.keyboard(try orientationArgument(orientation), version: version,
                                                  strict: flags & SAFEAREA_STRICT != 0)
        out.pointee = keyboard.height
        if let provenance {
            let strings = entry.recordStrings[try entry.profile.recordIndex(for: version)]
            provenance.pointee = safearea_provenance(kind: cProvenanceKind(keyboard.provenance.kind),
                                                     source: UnsafePointer(strings.keyboardSource),
                                                     basis: UnsafePointer(strings.keyboardBasis))
        }
    }
}

@_cdecl("safearea_device_resolve_os_version") @implementation
public func safearea_device_resolve_os_version(_ out: UnsafeMutablePointer<UInt32>?, _ device: OpaquePointer?,
                                               _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let profile = try Handles.entry(device).profile
        try profile.checkOrientation(try orientationArgument(orientation))
        out.pointee = try profile.resolvedVersion(try versionArgument(osVersion)).encoded
    }
}

@_cdecl("safearea_device_housing_edge") @implementation
public func safearea_device_housing_edge(_ out: UnsafeMutablePointer<safearea_edge>?, _ device: OpaquePointer?,
                                         _ orientation: safearea_orientation) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let profile = try Handles.entry(device).profile
        let edge = try profile.housingEdge(try orientationArgument(orientation))
        out.pointee = cEdge(edge)
    }
}

@_cdecl("safearea_device_screen_size") @implementation
public func safearea_device_screen_size(_ width: UnsafeMutablePointer<Double>?, _ height: UnsafeMutablePointer<Double>?,
                                        _ device: OpaquePointer?, _ orientation: safearea_orientation) -> Int32 {
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
public func safearea_device_unsafe_regions(_ out: UnsafeMutablePointer<safearea_region>?, _ capacity: Int,
                                           _ count: UnsafeMutablePointer<Int>?, _ device: OpaquePointer?,
                                           _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
                                           _ flags: UInt32) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let count else { throw .nullArgument("count is NULL") }
        // A size_t capacity above Int.max arrives negative: it is large enough.
        let capacity = capacity < 0 ? Int.max : capacity
        if capacity > 0 && out == nil { throw .nullArgument("out is NULL while capacity is \(capacity)") }
        let profile = try Handles.entry(device).profile
        let swiftOrientation = try orientationArgument(orientation)
        let version = try versionArgument(osVersion)
        let query = try queryFlags(flags)
        try query.check(profile, swiftOrientation, version)
        let regions = try profile.unsafeRegions(swiftOrientation, version: version, statusBarHidden: query.statusBarHidden)
        count.pointee = regions.count
        guard regions.count <= capacity else {
            throw .bufferTooSmall("\(regions.count) regions do not fit in a buffer of \(capacity)")
        }
        if let out {
            for (index, region) in regions.enumerated() {
                out[index] = safearea_region(
                    kind: cRegionKind(region.kind),
                    edge: cEdge(region.edge),
                    physical: region.isPhysical ? 1 : 0,
                    approximate: region.isApproximate ? 1 : 0,
                    rect: cRect(region.rect),
                    corner_radius: region.cornerRadius)
            }
        }
    }
}

// MARK: - Profiles as JSON

@_cdecl("safearea_device_from_json") @implementation
public func safearea_device_from_json(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ json: UnsafePointer<CChar>?, _ length: Int) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        guard let json else { throw .nullArgument("json is NULL") }
        guard length >= 0 && length <= ProfileLimits.maxJSONBytes else {
            throw .limitExceeded("the profile is \(UInt(bitPattern: length)) bytes; the limit is \(ProfileLimits.maxJSONBytes)")
        }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(json).assumingMemoryBound(to: UInt8.self), count: length)
        let profile = try DeviceProfile.decode(json: bytes)
        out.pointee = Handles.register(profile)
    }
}

@_cdecl("safearea_device_to_json") @implementation
public func safearea_device_to_json(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
                                    _ length: UnsafeMutablePointer<Int>?, _ device: OpaquePointer?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let length else { throw .nullArgument("length is NULL") }
        if capacity != 0 && buffer == nil { throw .nullArgument("buffer is NULL while capacity is \(UInt(bitPattern: capacity))") }
        var text = try Handles.entry(device).profile.encodeJSON()
        let size = text.utf8.count
        length.pointee = size
        // A size_t capacity above Int.max arrives negative: it is large enough.
        guard capacity < 0 || size < capacity else {
            throw .bufferTooSmall("the profile needs \(size + 1) bytes with its NUL; the buffer has \(capacity)")
        }
        guard let buffer else { throw .bufferTooSmall("the profile needs \(size + 1) bytes; the buffer is NULL") }
        text.withUTF8 { bytes in
            if let base = bytes.baseAddress {
                UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: size)
            }
        }
        buffer[size] = 0
    }
}

@_cdecl("safearea_device_free") @implementation
public func safearea_device_free(_ device: OpaquePointer?) {
    guard let device else { return }
    if Handles.isBuiltin(device) { return }
    if !Handles.unregister(device) {
        _ = fail(.unknownHandle("safearea_device_free: device is not a live loaded profile (never created, or already freed)"))
    }
}
