// The device catalog part of include/safearea.h: finding devices and reading
// their fixed facts (queries are in QueryAPI.swift, profiles as JSON in ProfileAPI.swift).
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_device_count") @implementation
public func safearea_device_count() -> Int {
    Handles.builtinCount
}

@_cdecl("safearea_device_at") @implementation
public func safearea_device_at(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ index: Int) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = Handles.handle(builtin: try indexArgument(index, below: Handles.builtinCount, "device count"))
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
        guard let index = Handles.builtinIndex(device) else {
            _ = try entry.profile.zoomed()  // the same refusal a built-in device would get, if any
            throw .invalidArgument(
                "\(entry.profile.name) is a loaded profile: Display Zoom variants exist for built-in iPhones only")
        }
        out.pointee = Handles.handle(builtin: try DeviceCatalog.builtin.zoomed(index))
    }
}

@_cdecl("safearea_device_name") @implementation
public func safearea_device_name(_ device: OpaquePointer?) -> UnsafePointer<CChar>? {
    report(orReturn: nil) { () throws(SafeAreaError) in UnsafePointer(try Handles.entry(device).name) }
}

@_cdecl("safearea_device_get_info") @implementation
public func safearea_device_get_info(_ out: UnsafeMutablePointer<safearea_device_info>?, _ device: OpaquePointer?)
    -> Int32
{
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        out.pointee = cDeviceInfo(try Handles.entry(device).profile)
    }
}

@_cdecl("safearea_device_alias_count") @implementation
public func safearea_device_alias_count(_ device: OpaquePointer?) -> Int {
    report(orReturn: 0) { () throws(SafeAreaError) in try Handles.entry(device).aliases.count }
}

@_cdecl("safearea_device_alias_at") @implementation
public func safearea_device_alias_at(
    _ out: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ device: OpaquePointer?, _ index: Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let aliases = try Handles.entry(device).aliases
        out.pointee = UnsafePointer(aliases[try indexArgument(index, below: aliases.count, "alias count")])
    }
}

@_cdecl("safearea_device_os_range_count") @implementation
public func safearea_device_os_range_count(_ device: OpaquePointer?) -> Int {
    report(orReturn: 0) { () throws(SafeAreaError) in try Handles.entry(device).profile.records.count }
}

@_cdecl("safearea_device_os_range_at") @implementation
public func safearea_device_os_range_at(
    _ out: UnsafeMutablePointer<safearea_os_range>?, _ device: OpaquePointer?, _ index: Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let records = try Handles.entry(device).profile.records
        let record = records[try indexArgument(index, below: records.count, "OS range count")]
        out.pointee = safearea_os_range(min: record.osMin.encoded, max: record.osMax.encoded)
    }
}
