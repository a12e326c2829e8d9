// The audit part of include/safearea.h.
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_audit") @implementation
public func safearea_audit(
    _ out: UnsafeMutablePointer<OpaquePointer?>?, _ json: UnsafePointer<CChar>?, _ length: Int,
    _ devices: UnsafePointer<CChar>?, _ orientations: UnsafePointer<CChar>?,
    _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32
) -> Int32 {
    report { () throws(SafeAreaError) in
        try audit(out, json, length, devices, orientations, osVersion, flags, windows: nil)
    }
}

@_cdecl("safearea_audit_with_options") @implementation
public func safearea_audit_with_options(
    _ out: UnsafeMutablePointer<OpaquePointer?>?, _ json: UnsafePointer<CChar>?, _ length: Int,
    _ options: UnsafePointer<safearea_audit_options>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let o = options?.pointee else {
            try audit(out, json, length, nil, nil, nil, 0, windows: nil)
            return
        }
        _ = try auditOptionsStruct.version(o.version, "options->version")
        let controls: WindowControlStyle
        switch o.window_controls {
        case SAFEAREA_WINDOW_CONTROLS_AUTOMATIC: controls = .automatic
        case SAFEAREA_WINDOW_CONTROLS_UNIFIED: controls = .unified
        case SAFEAREA_WINDOW_CONTROLS_MINIMAL: controls = .minimal
        default:
            throw .invalidArgument(
                "options->window_controls: \(o.window_controls.rawValue) is not a safearea_window_controls")
        }
        let windows = try optionalCString(o.windows, argument: "options->windows", limit: 4096).map {
            text throws(SafeAreaError) in try AuditSelection.windows(text, controls: controls)
        }
        try audit(out, json, length, o.devices, o.orientations, o.os_version, o.flags, windows: windows)
    }
}

/// safearea_audit_options.
let auditOptionsStruct = VersionedStruct(
    name: "safearea_audit_options", current: UInt32(SAFEAREA_AUDIT_OPTIONS_VERSION))

@_cdecl("safearea_audit_options_init") @implementation
public func safearea_audit_options_init(_ opts: UnsafeMutablePointer<safearea_audit_options>?, _ version: UInt32)
    -> Int32
{
    report { () throws(SafeAreaError) in
        try auditOptionsStruct.initialise(opts, version) { opts, _ in
            opts.pointee = safearea_internal_audit_options_init()
        }
    }
}

/// The one audit behind safearea_audit and safearea_audit_with_options.
private func audit(
    _ out: UnsafeMutablePointer<OpaquePointer?>?, _ json: UnsafePointer<CChar>?, _ length: Int,
    _ devices: UnsafePointer<CChar>?, _ orientations: UnsafePointer<CChar>?,
    _ osVersion: UnsafePointer<CChar>?, _ flags: UInt32, windows: [WindowRequest]?
) throws(SafeAreaError) {
    guard let out else { throw .nullArgument("out is NULL") }
    // SAFEAREA_AUDIT_FLAGS_ALL spelled out: Swift imports a macro with one operator at most.
    let known = SAFEAREA_AUDIT_FRAMES | SAFEAREA_AUDIT_KEYBOARD | SAFEAREA_AUDIT_DISPLAY_ZOOM | SAFEAREA_AUDIT_SCENE
    guard flags & ~known == 0 else {
        throw .invalidArgument(
            "flags 0x\(String(flags, radix: 16)) has bits this library does not know "
                + "(known: SAFEAREA_AUDIT_FRAMES, SAFEAREA_AUDIT_KEYBOARD, SAFEAREA_AUDIT_DISPLAY_ZOOM, SAFEAREA_AUDIT_SCENE)"
        )
    }
    // A SwiftUI scene is audited as the design it stands for (MODEL.md §4, "Scenes audited"): its orientation
    // and OS version are the audit's where the caller names none.
    var scene: SceneAudit?
    if flags & SAFEAREA_AUDIT_SCENE != 0 {
        guard flags & SAFEAREA_AUDIT_KEYBOARD == 0 else {
            throw .invalidArgument(
                "flags: SAFEAREA_AUDIT_KEYBOARD with SAFEAREA_AUDIT_SCENE: a scene audit shows no keyboard (how SwiftUI "
                    + "content rides on it is not modelled)")
        }
        scene = try SceneAudit.decode(json: try jsonArgument(json, length, name: "design_json", what: "scene"))
    }
    let design: Design
    if let scene {
        design = scene.design
    } else {
        design = try Design.decode(json: try jsonArgument(json, length, name: "design_json", what: "design"))
    }
    let selection = try AuditSelection.parse(
        devices: try optionalCString(devices, argument: "devices", limit: 65_536),
        orientations: try optionalCString(orientations, argument: "orientations", limit: 1024),
        catalog: DeviceCatalog.builtin, reference: design.referenceDevice)
    let catalog = DeviceCatalog.builtin
    let devices =
        flags & SAFEAREA_AUDIT_DISPLAY_ZOOM != 0 ? catalog.withDisplayZoom(selection.devices) : selection.devices
    // One version, or a list of OS lines ("18,26,27"): each device on each line it runs (MODEL.md §4).
    let lines = try optionalCString(osVersion, argument: "os_version", limit: 1024).map {
        text throws(SafeAreaError) in try OSLine.list(text)
    }
    let result = try Auditor.audit(
        design, devices: devices, orientations: selection.orientations ?? scene?.orientation.map { [$0] },
        lines: lines ?? scene?.version.map { [OSLine(version: $0, wholeLine: false)] },
        recordFrames: flags & SAFEAREA_AUDIT_FRAMES != 0, keyboard: flags & SAFEAREA_AUDIT_KEYBOARD != 0,
        windows: windows, contentCache: .builtin
    ).requireChecks()
    let box = ReportBox(result)
    out.pointee = Handles.reports.insert(box)
}

@_cdecl("safearea_report_counts") @implementation
public func safearea_report_counts(
    _ errors: UnsafeMutablePointer<Int>?, _ warnings: UnsafeMutablePointer<Int>?,
    _ checks: UnsafeMutablePointer<Int>?, _ handle: OpaquePointer?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let box = try Handles.reports.box(handle)
        errors?.pointee = box.report.errorCount
        warnings?.pointee = box.report.warningCount
        checks?.pointee = box.report.elementChecks
    }
}

@_cdecl("safearea_report_write") @implementation
public func safearea_report_write(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ handle: OpaquePointer?, _ format: safearea_report_format, _ uri: UnsafePointer<CChar>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        let box = try Handles.reports.box(handle)
        let text: String
        switch format {
        case SAFEAREA_REPORT_JSON: text = box.report.json()
        case SAFEAREA_REPORT_SARIF:
            let name = try optionalCString(uri, argument: "uri", limit: 4096) ?? "design.json"
            text = box.report.sarif(uri: name, toolVersion: String(cString: safearea_internal_version_string()))
        case SAFEAREA_REPORT_TABLE: text = box.report.table()
        default:
            throw .invalidArgument(
                "format \(format.rawValue) is not a safearea_report_format (\(SAFEAREA_REPORT_JSON.rawValue) to "
                    + "\(SAFEAREA_REPORT_TABLE.rawValue))"
            )
        }
        try output.write(text)
    }
}

@_cdecl("safearea_report_free") @implementation
public func safearea_report_free(_ handle: OpaquePointer?) {
    guard let handle else { return }
    if !Handles.reports.remove(handle) {
        _ = fail(.unknownHandle("safearea_report_free: report is not a live safearea_report"))
    }
}

@_cdecl("safearea_swiftui_layout") @implementation
public func safearea_swiftui_layout(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ json: UnsafePointer<CChar>?, _ jsonLength: Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        // This function has always named a NULL scene before a NULL buffer (the
        // other text functions check their buffer first): TextOutput comes third.
        guard length != nil else { throw .nullArgument("length is NULL") }
        guard json != nil else { throw .nullArgument("scene_json is NULL") }
        let output = try TextOutput(buffer, capacity, length)
        let scene = try SwiftUIScene.decode(json: try jsonArgument(json, jsonLength, name: "scene_json", what: "scene"))
        try output.write(try scene.layoutJSON())
    }
}

/// The last coverage report written (its OS lines as given, and its JSON): the grid is a pure function
/// of the built-in catalog and the lines, and callers ask twice (the length, then the text).
private let lastCoverage = Locked<(lines: String?, json: String)?>(nil)

@_cdecl("safearea_coverage_json") @implementation
public func safearea_coverage_json(
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?,
    _ osLines: UnsafePointer<CChar>?
) -> Int32 {
    report { () throws(SafeAreaError) in
        let output = try TextOutput(buffer, capacity, length)
        let lines = try optionalCString(osLines, argument: "os_lines", limit: 1024)
        if let kept = lastCoverage.withLock({ $0 }), kept.lines == lines {
            try output.write(kept.json, what: "coverage report")
            return
        }
        let json = try CoverageReport(catalog: .builtin, lines: lines).json
        lastCoverage.withLock { $0 = (lines, json) }
        try output.write(json, what: "coverage report")
    }
}
