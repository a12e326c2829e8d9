/// Audits designs against device profiles (MODEL.md §4).
public enum Auditor {
    /// The rules, with their descriptions (also the SARIF rule table).
    public static let rules: [(id: String, level: Severity, text: String)] = [
        (
            "clear-of-housing", .error,
            "Text, controls and icons must not overlap the sensor housing (notch, Dynamic Island)."
        ),
        ("clear-of-display-corners", .error, "Text, controls and icons must stay inside the rounded display corners."),
        ("clear-of-status-bar", .warning, "Text, controls and icons should not sit in the status bar band."),
        ("clear-of-home-indicator", .warning, "Text, controls and icons should not sit in the home indicator zone."),
        ("inside-safe-area", .warning, "Text, controls and icons should stay inside the safe area."),
        (
            "background-extends-to-edges", .warning,
            "A background should extend to the screen edges, not stop at the safe area."
        ),
        (
            "clear-of-keyboard", .error,
            "With the keyboard shown, text, controls and icons must not sit under it (anchor them to the keyboard)."
        ),
    ]

    /// Rules that apply only to layouts with regions of their kind (reserved regions, a design's
    /// containers' bars): a report lists them after `rules` when one of its findings uses them (so
    /// the reports of every other design and device are as they were).
    public static let reservedRegionRules: [(id: String, level: Severity, text: String)] = [
        (
            "clear-of-fold", .warning,
            "Text, controls and icons should not sit on an active fold (a division region, margins included)."
        ),
        (
            "clear-of-window-controls", .error,
            "Text, controls and icons must not sit under an app window's controls (close, minimize, tile): they take the taps."
        ),
        (
            "clear-of-bars", .error,
            "Text, controls and icons must not sit under the bars of the design's containers "
                + "(navigation bar, large title, search field, toolbar, tab bar)."
        ),
    ]

    /// Audits `design` on each device in each requested orientation it supports, at `version` (nil: each
    /// device's newest), as `audit(_:devices:orientations:lines:…)` does for one OS version.
    public static func audit(
        _ design: Design, devices: [DeviceProfile], orientations: [Orientation]?,
        version: OSVersion?, recordFrames: Bool = false, keyboard: Bool = false, windows: [WindowRequest]? = nil,
        contentCache: DesignContentCache? = nil
    ) -> AuditReport {
        audit(
            design, devices: devices, orientations: orientations,
            lines: version.map { [OSLine(version: $0, wholeLine: false)] }, recordFrames: recordFrames,
            keyboard: keyboard, windows: windows, contentCache: contentCache)
    }

    /// Audits `design` on each device, on each OS line of `lines` it runs (nil: each device's newest
    /// version; MODEL.md §4, "Every OS line"), in each requested orientation it supports.
    /// With `keyboard`, every layout shows the keyboard at the catalog's height
    /// (layouts whose device has none are skipped, and listed). With `windows`,
    /// each orientation is audited in each of those app windows instead of the
    /// full screen (MODEL.md §4): the layout's screen is the window; a device
    /// without app windows on the OS audited (an iPhone, an Apple TV, an iPad before
    /// iPadOS 26) is audited full screen beside them; a window the engine refuses (an
    /// unmeasured placement, a floating frame off the screen) is skipped with the
    /// engine's reason, one line for a device refused in every window for one reason.
    /// A device that does not run an asked OS line is skipped on it with one line. With `contentCache`, the
    /// content a containered or presented design lives in on each layout is kept across audits
    /// (`DesignContentCache`: one per catalog).
    public static func audit(
        _ design: Design, devices: [DeviceProfile], orientations: [Orientation]?,
        lines: [OSLine]?, recordFrames: Bool = false, keyboard: Bool = false, windows: [WindowRequest]? = nil,
        contentCache: DesignContentCache? = nil
    ) -> AuditReport {
        var report = AuditReport(
            design: design.name, findings: [], layouts: 0, devices: 0, elementChecks: 0, skips: [])
        report.keyboard = keyboard
        report.windowed = windows != nil
        report.osLines = lines?.count ?? 1
        let requests: [WindowRequest?] = windows.map { $0.map { Optional($0) } } ?? [nil]
        // Room for one finding per element check up front (at most `findingsReserve`): the findings
        // are written once, not copied as the array grows, and the pages never written cost nothing.
        func count(_ elements: [DesignElement]) -> Int {
            elements.reduce(elements.count) { $0 + ($1.children.isEmpty ? 0 : count($1.children)) }
        }
        let layouts =
            devices.count * (orientations?.count ?? Orientation.allCases.count) * requests.count * (lines?.count ?? 1)
        let (checks, overflow) = count(design.elements).multipliedReportingOverflow(by: layouts)
        report.findings.reserveCapacity(overflow ? findingsReserve : min(checks, findingsReserve))
        let asked: [OSLine?] = lines.map { $0.map { Optional($0) } } ?? [nil]
        for device in devices {
            var audited = false
            for line in asked {
                let version = line.map { device.version(on: $0) }
                // Skips name the OS version when the audit asked for several.
                let os = asked.count > 1 ? version.map { "\(device.osName) \($0.description)" } : nil
                if let version {
                    // A device that does not run the line asked is skipped on it with one line, not per layout.
                    do throws(SafeAreaError) {
                        _ = try device.recordIndex(for: version)
                    } catch {
                        report.skips.append(
                            AuditSkip(
                                device: device.name, osVersion: version, orientation: nil, window: nil,
                                reason: !device.runs(version)
                                    ? "does not run \(device.osName) \(version.description)"
                                    : "no data for \(device.osName) \(version.description)",
                                detail: error.message))
                        continue
                    }
                }
                // A device without app windows on this OS fills the screen: one full-screen layout per orientation.
                let deviceRequests =
                    windows != nil && !WindowRequest.hasWindows(device, version: version) ? [nil] : requests
                audited =
                    auditDevice(
                        design, device, orientations: orientations, version: version, os: os, requests: deviceRequests,
                        recordFrames: recordFrames, keyboard: keyboard, contentCache: contentCache, into: &report)
                    || audited
            }
            if audited { report.devices += 1 }
        }
        return report
    }

    /// Audits `design` on one device at one OS version in each orientation and window; true when a layout was
    /// audited. The layouts refused are added to the report's skips, a device refused in every window for one
    /// reason as one line.
    private static func auditDevice(
        _ design: Design, _ device: DeviceProfile, orientations: [Orientation]?, version: OSVersion?, os: String?,
        requests: [WindowRequest?], recordFrames: Bool, keyboard: Bool, contentCache: DesignContentCache?,
        into report: inout AuditReport
    ) -> Bool {
        var audited = false
        var refusals: [AuditSkip] = []
        // The version the skips name: the one asked, or the device's newest.
        let shown = version ?? (try? device.resolvedVersion(nil))
        func refuse(_ orientation: Orientation, _ request: WindowRequest?, _ reason: String) {
            refusals.append(
                AuditSkip(
                    device: device.name, osVersion: shown, os: os, orientation: orientation,
                    window: request?.placement.name, reason: reason))
        }
        for orientation in orientations ?? Orientation.allCases where device.orientations.contains(orientation) {
            for asked in requests {
                // The window as laid out: the measured floating window gets its frame here, and the layout, the
                // design's containers and the skips all read this one.
                var request = asked
                var layout: ScreenLayout
                do throws(SafeAreaError) {
                    if request?.placement == .floating && request?.frame == nil {
                        // The measured floating window, centred on this screen; skipped where it
                        // does not fit (the iPad Pro 11-inch in landscape is 834 tall).
                        request?.frame = try AuditSelection.centredFloatingFrame(device, orientation)
                    }
                    layout = try ScreenLayout(
                        device: device, orientation: orientation, version: version, window: request,
                        showKeyboard: keyboard)
                } catch {
                    // The full screen's refusal names what is missing; a window's is the engine's.
                    refuse(
                        orientation, request,
                        request == nil ? skipReason(device, orientation, version, keyboard: keyboard) : error.message)
                    continue
                }
                if design.presentation != nil || design.container != nil {
                    // The design is the content controller of its containers, presented or the window's
                    // root: the tree builds them in this window and reads the content's view.
                    do throws(SafeAreaError) {
                        let hosted = try hostedContent(
                            design, layout, device: device, version: version, window: request, cache: contentCache)
                        let content = hosted.content
                        if keyboard, let style = content.presentation?.style, style != .fullScreen,
                            style != .overFullScreen
                        {
                            refuse(
                                orientation, request,
                                "the keyboard in a \(style.name) presentation is not modelled (no source measured how it moves the "
                                    + "detent and the bottom inset)")
                            continue
                        }
                        layout.host(content, bars: hosted.bars)
                    } catch {
                        refuse(orientation, request, error.message)
                        continue
                    }
                }
                audited = true
                report.layouts += 1
                report.audited.append((device.name, orientation, layout.presentation))
                report.auditedWindows.append(layout.window)
                report.auditedVersions.append(layout.version)
                if let reason = layout.reservedUnchecked {
                    report.unchecked.append(
                        "\(device.name) \(orientation.name): reserved regions not checked: \(reason)")
                }
                check(design, layout, recordFrames: recordFrames, into: &report)
            }
        }
        if requests.contains(where: { $0 != nil }), !audited, refusals.count > 1,
            refusals.allSatisfy({ $0.reason == refusals[0].reason })
        {
            report.skips.append(
                AuditSkip(
                    device: device.name, osVersion: shown, os: os, orientation: nil, window: nil,
                    reason: refusals[0].reason))
        } else {
            report.skips += refusals
        }
        return audited
    }

    /// The content `design` lives in on `layout`, with its bars' provenance combined with the layout's: built in a
    /// tree (`DesignContent`), or the one `cache` keeps for this layout.
    private static func hostedContent(
        _ design: Design, _ layout: ScreenLayout, device: DeviceProfile, version: OSVersion?, window: WindowRequest?,
        cache: DesignContentCache?
    ) throws(SafeAreaError) -> DesignContentCache.Entry {
        func make() throws(SafeAreaError) -> DesignContentCache.Entry {
            let content = try DesignContent(
                design, device: device, orientation: layout.orientation, version: version, window: window)
            var hosted = layout
            hosted.host(content)
            return DesignContentCache.Entry(content: content, bars: hosted.bars)
        }
        guard let cache else { return try make() }
        return try cache.content(
            design, device: device, orientation: layout.orientation, version: version, window: window, make: make)
    }

    /// The most findings an audit reserves room for before it runs (about 24 MB of address space).
    static let findingsReserve = 65_536

    /// Checks every element of `design` on `layout`, each before its children (pre-order), reading the
    /// elements in place (a layout copies none of them).
    private static func check(
        _ design: Design, _ layout: ScreenLayout, recordFrames: Bool, into report: inout AuditReport
    ) {
        let placement = layout.window?.request.placement
        let controls = layout.window?.controls
        var resolved: [(id: String, frame: Rect)] = []
        func walk(_ elements: UnsafeBufferPointer<DesignElement>, in parent: Rect) {
            for index in elements.indices {
                let rect = layout.resolve(elements[index], parent: parent)
                if recordFrames { resolved.append((elements[index].id, rect)) }
                report.elementChecks += 1
                let first = report.findings.endIndex
                layout.check(elements[index], rect, into: &report.findings)
                for finding in first..<report.findings.endIndex {
                    layout.adviseCornerAdaptation(&report.findings[finding])
                    if let placement {
                        report.findings[finding].window = placement
                        report.findings[finding].windowControls = controls
                    }
                }
                if !elements[index].children.isEmpty {
                    elements[index].children.withUnsafeBufferPointer { walk($0, in: rect) }
                }
            }
        }
        // Through buffer pointers: an element is read where it is, never copied (it holds strings).
        design.elements.withUnsafeBufferPointer { walk($0, in: layout.screen) }
        if recordFrames {
            let name = placement.map { "/\($0.name)" } ?? ""
            let os = report.osLines > 1 ? "/\(layout.version.description)" : ""
            report.frames.append(("\(layout.deviceName)\(os)/\(layout.orientation.name)\(name)", resolved))
        }
    }

    /// Why `device` has no layout in `orientation`: the engine's own refusal
    /// (an OS version outside its range, one without data), or the keyboard's
    /// missing height.
    static func skipReason(_ device: DeviceProfile, _ orientation: Orientation, _ version: OSVersion?, keyboard: Bool)
        -> String
    {
        do throws(SafeAreaError) {
            _ = try device.safeArea(orientation, version: version, statusBarHidden: false)
            _ = try device.unsafeRegions(orientation, version: version, statusBarHidden: false)
            _ = try device.screenSize(orientation)
            _ = try device.provenance(orientation, version: version)
            let used = try device.resolvedVersion(version)
            if keyboard { return "no keyboard height known on \(device.osName) \(used.description)" }
            return "no data for \(device.osName) \(used.description)"
        } catch {
            return "no data for \(device.osName) \(version?.description ?? "") (\(error.message))"
        }
    }
}
