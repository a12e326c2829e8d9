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

    /// Rules that apply only to devices with reserved regions of their kind: a
    /// report lists them after `rules` when one of its findings uses them (so the
    /// reports of every other device are as they were).
    public static let reservedRegionRules: [(id: String, level: Severity, text: String)] = [
        (
            "clear-of-fold", .warning,
            "Text, controls and icons should not sit on an active fold (a division region, margins included)."
        )
    ]

    /// Audits `design` on each device in each requested orientation it supports.
    /// With `keyboard`, every layout shows the keyboard at the catalog's height
    /// (layouts whose device has none are skipped, and listed).
    public static func audit(
        _ design: Design, devices: [DeviceProfile], orientations: [Orientation]?,
        version: OSVersion?, recordFrames: Bool = false, keyboard: Bool = false
    ) -> AuditReport {
        var report = AuditReport(
            design: design.name, findings: [], layouts: 0, devices: 0, elementChecks: 0, skipped: [])
        report.keyboard = keyboard
        for device in devices {
            var audited = false
            for orientation in orientations ?? Orientation.allCases where device.orientations.contains(orientation) {
                guard
                    var layout = ScreenLayout(
                        device: device, orientation: orientation, version: version, showKeyboard: keyboard)
                else {
                    report.skipped.append(
                        "\(device.name) \(orientation.name): \(skipReason(device, orientation, version, keyboard: keyboard))"
                    )
                    continue
                }
                if let presentation = design.presentation {
                    // The design is a presented controller's content: the tree resolves the presentation.
                    do throws(SafeAreaError) {
                        let content = try PresentedContent(
                            presentation, device: device, orientation: orientation, version: version)
                        let style = content.presentation.style
                        if keyboard && style != .fullScreen && style != .overFullScreen {
                            report.skipped.append(
                                "\(device.name) \(orientation.name): the keyboard in a \(style.name) presentation is not modelled (no source measured how it moves the detent and the bottom inset)"
                            )
                            continue
                        }
                        layout.present(content)
                    } catch {
                        report.skipped.append("\(device.name) \(orientation.name): \(error.message)")
                        continue
                    }
                }
                audited = true
                report.layouts += 1
                report.audited.append((device.name, orientation, layout.presentation))
                if let reason = layout.reservedUnchecked {
                    report.unchecked.append(
                        "\(device.name) \(orientation.name): reserved regions not checked: \(reason)")
                }
                var stack: [(DesignElement, Rect)] = design.elements.reversed().map { ($0, layout.screen) }
                var resolved: [(id: String, frame: Rect)] = []
                defer { if recordFrames { report.frames.append(("\(device.name)/\(orientation.name)", resolved)) } }
                while let (element, parent) = stack.popLast() {
                    let rect = layout.resolve(element, parent: parent)
                    if recordFrames { resolved.append((element.id, rect)) }
                    report.elementChecks += 1
                    let first = report.findings.endIndex
                    layout.check(element, rect, into: &report.findings)
                    for index in first..<report.findings.endIndex {
                        layout.adviseCornerAdaptation(&report.findings[index])
                    }
                    for child in element.children.reversed() { stack.append((child, rect)) }
                }
            }
            if audited { report.devices += 1 }
        }
        return report
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
