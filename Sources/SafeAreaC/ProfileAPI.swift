// Device profiles as JSON (include/safearea.h's device catalog section):
// loading one, writing one, freeing a loaded one.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_device_from_json") @implementation
public func safearea_device_from_json(
    _ out: UnsafeMutablePointer<OpaquePointer?>?, _ json: UnsafePointer<CChar>?, _ length: Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let out else { throw .nullArgument("out is NULL") }
        let bytes = try jsonArgument(json, length, name: "json", what: "profile", limit: ProfileLimits.maxJSONBytes)
        out.pointee = Handles.register(try DeviceProfile.decode(json: bytes))
    }
}

@_cdecl("safearea_device_to_json") @implementation
public func safearea_device_to_json(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ length: UnsafeMutablePointer<Int>?, _ device: OpaquePointer?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        try output.write(try Handles.entry(device).profile.encodeJSON(), what: "profile")
    }
}

@_cdecl("safearea_device_free") @implementation
public func safearea_device_free(_ device: OpaquePointer?) {
    guard let device else { return }
    if Handles.isBuiltin(device) { return }
    if !Handles.unregister(device) {
        _ = fail(
            .unknownHandle(
                "safearea_device_free: device is not a live loaded profile (never created, or already freed)"))
    }
}
