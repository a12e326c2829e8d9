// The batch part of include/safearea.h.
import CSafeArea
import SafeAreaEngine
import Synchronization

#if canImport(SafeAreaKernelV3)
    import SafeAreaKernelV3
#endif

@_cdecl("safearea_device_check_rects") @implementation
public func safearea_device_check_rects(
    _ safe: UnsafeMutablePointer<UInt8>?, _ overlap: UnsafeMutablePointer<Double>?,
    _ obstruction: UnsafeMutablePointer<UInt8>?, _ device: OpaquePointer?,
    _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32,
    _ rects: UnsafePointer<Double>?, _ count: Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard count >= 0 && count <= Int.max / 32 else { throw .limitExceeded("count is too large") }
        let query = try DeviceQuery(device, orientation, osVersion, flags)
        let box = try query.entry.answers.rectCheck(
            query.entry.profile, query.orientation, version: query.version, statusBarHidden: query.statusBarHidden)
        guard count > 0 else { return }
        guard let rects else { throw .nullArgument("rects is NULL") }
        box.check.run(
            rects, count: count, safe: safe, overlap: overlap, obstruction: obstruction, kernel: Kernels.current)
    }
}

@_cdecl("safearea_safe_areas") @implementation
public func safearea_safe_areas(
    _ out: UnsafeMutablePointer<safearea_insets>?, _ queries: UnsafePointer<safearea_query>?,
    _ count: Int, _ failed: UnsafeMutablePointer<Int>?
) -> Int32 {
    // A hot path, like safearea_device_safe_area's: each query takes that
    // function's fast path, and its status (with its message) is passed on.
    guard count >= 0 else { return fail(.limitExceeded("count is too large")) }
    guard count > 0 else { return Status.ok }
    guard let out else { return fail(.nullArgument("out is NULL")) }
    guard let queries else { return fail(.nullArgument("queries is NULL")) }
    for i in 0..<count {
        let q = queries[i]
        let status = deviceSafeArea(out + i, q.device, q.orientation, q.os_version, q.flags)
        if status != Status.ok {
            failed?.pointee = i
            return status
        }
    }
    return Status.ok
}

@_cdecl("safearea_set_batch_threads") @implementation
public func safearea_set_batch_threads(_ threads: Int) -> Int32 {
    report { () throws(SafeAreaError) in
        guard threads >= 0 && threads <= 1024 else {
            throw .invalidArgument("threads is \(UInt(bitPattern: threads)); use 0 (automatic) to 1024")
        }
        Parallel.setThreads(threads)
    }
}

@_cdecl("safearea_batch_threads") @implementation
public func safearea_batch_threads() -> Int {
    Parallel.threads
}

/// The compilations of the batch checker this library carries, and the one in use.
enum Kernels {
    /// Every compilation built into this library, with whether this processor runs it.
    static let built: [(kernel: RectCheck.Kernel, runs: Bool)] = {
        var kernels: [(RectCheck.Kernel, Bool)] = [(.baseline, true)]
        #if canImport(SafeAreaKernelV3)
            kernels.append((.x86_64_v3, RectCheck.Kernel.x86_64_v3Runs))
        #endif
        return kernels
    }()
    /// The last one this processor runs (they are listed from the oldest instruction set up).
    static let fastest = built.last { $0.runs }?.kernel ?? .baseline
    /// Index into `built` chosen by safearea_set_batch_kernel; -1: `fastest`.
    static let chosen = Atomic<Int>(-1)

    static var current: RectCheck.Kernel {
        let index = chosen.load(ordering: .relaxed)
        return built.indices.contains(index) ? built[index].kernel : fastest
    }
}

@_cdecl("safearea_set_batch_kernel") @implementation
public func safearea_set_batch_kernel(_ name: UnsafePointer<CChar>?) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let name else { throw .nullArgument("name is NULL") }
        let wanted = try readCString(name, argument: "name", limit: 64)
        if wanted == "auto" {
            Kernels.chosen.store(-1, ordering: .relaxed)
            return
        }
        guard let index = Kernels.built.firstIndex(where: { "\($0.kernel.name)" == wanted }) else {
            let names = (["auto"] + Kernels.built.map { "\($0.kernel.name)" }).map { "\"\($0)\"" }.joined(
                separator: ", ")
            throw .invalidArgument("unknown batch kernel \"\(wanted)\"; this library has \(names)")
        }
        guard Kernels.built[index].runs else {
            throw .invalidArgument("this processor cannot run the \(wanted) batch kernel; use \"auto\" or \"baseline\"")
        }
        Kernels.chosen.store(index, ordering: .relaxed)
    }
}

@_cdecl("safearea_batch_kernel") @implementation
public func safearea_batch_kernel() -> UnsafePointer<CChar>? {
    cString(Kernels.current.name)
}
