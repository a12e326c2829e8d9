// The batch part of include/safearea.h.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_device_check_rects")
public func safearea_device_check_rects(_ safe: UnsafeMutablePointer<UInt8>?, _ overlap: UnsafeMutablePointer<Double>?,
                                        _ obstruction: UnsafeMutablePointer<UInt8>?, _ device: OpaquePointer?,
                                        _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32,
                                        _ rects: UnsafePointer<Double>?, _ count: Int) -> Int32 {
    report { () throws(SafeAreaError) in
        guard count >= 0 && count <= Int.max / 32 else { throw .limitExceeded("count is too large") }
        let check = try Handles.entry(device).rectCheck(try orientationArgument(orientation), version: try versionArgument(osVersion),
                                                        statusBarHidden: try flagsArgument(flags))
        guard count > 0 else { return }
        guard let rects else { throw .nullArgument("rects is NULL") }
        check.run(rects, count: count, safe: safe, overlap: overlap, obstruction: obstruction)
    }
}

@_cdecl("safearea_safe_areas")
public func safearea_safe_areas(_ out: UnsafeMutablePointer<safearea_insets>?, _ queries: UnsafePointer<safearea_query>?,
                                _ count: Int, _ failed: UnsafeMutablePointer<Int>?) -> Int32 {
    guard count >= 0 else { return fail(.limitExceeded("count is too large")) }
    guard count > 0 else { return Status.ok }
    guard let out else { return fail(.nullArgument("out is NULL")) }
    guard let queries else { return fail(.nullArgument("queries is NULL")) }
    for i in 0..<count {
        let q = queries[i]
        let status = safearea_device_safe_area(out + i, q.device, q.orientation, q.os_version, q.flags)
        if status != Status.ok {
            failed?.pointee = i
            return status
        }
    }
    return Status.ok
}

@_cdecl("safearea_set_batch_threads")
public func safearea_set_batch_threads(_ threads: Int) -> Int32 {
    guard threads >= 0 && threads <= 1024 else {
        return fail(.invalidArgument("threads is \(UInt(bitPattern: threads)); use 0 (automatic) to 1024"))
    }
    Parallel.setThreads(threads)
    return Status.ok
}

@_cdecl("safearea_batch_threads")
public func safearea_batch_threads() -> Int {
    Parallel.threads
}
