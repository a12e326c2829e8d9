/// Writing audit reports: JSON, SARIF 2.1.0 and a readable table.
extension AuditReport {
    private static func rect(_ w: inout JSONWriter, _ r: Rect) {
        w.numbers([r.x.rounded2, r.y.rounded2, r.width.rounded2, r.height.rounded2])
    }

    /// `{"kind": …, "source": …, "basis": …}`: where a finding's, a presentation's or a window's numbers come from.
    private static func provenance(_ w: inout JSONWriter, _ p: Provenance) {
        w.raw("{\"kind\": ")
        w.string(p.kind.name)
        w.raw(", \"source\": ")
        w.string(p.source)
        w.raw(", \"basis\": ")
        w.string(p.basis)
        w.raw("}")
    }

    /// The names a finding's layout fields take in one output: the JSON report's (a window object,
    /// snake_case) or the SARIF result's properties (flat, camelCase).
    private struct FindingKeys {
        /// Written before the window's placement, before its controls and after them.
        let windowOpen: String
        let windowControls: String
        let windowClose: String
        let osVersion: String

        static let json = FindingKeys(
            windowOpen: ", \"window\": {\"placement\": ", windowControls: ", \"controls\": ", windowClose: "}",
            osVersion: ", \"os_version\": ")
        static let sarif = FindingKeys(
            windowOpen: ", \"window\": ", windowControls: ", \"windowControls\": ", windowClose: "",
            osVersion: ", \"osVersion\": ")
    }

    /// The fields that place a finding, in both outputs: its device, orientation, pose, app window
    /// and OS version (`"device": …` through the version, no braces), under `keys`' names.
    private static func layoutFields(_ w: inout JSONWriter, _ f: AuditFinding, _ keys: FindingKeys) {
        w.raw("\"device\": ")
        w.string(f.device)
        w.raw(", \"orientation\": ")
        w.string(f.orientation.name)
        if let pose = f.pose {
            w.raw(", \"pose\": ")
            w.string(pose.name)
        }
        if let window = f.window {
            w.raw(keys.windowOpen)
            w.string(window.name)
            w.raw(keys.windowControls)
            w.string(f.windowControls?.name ?? "")
            w.raw(keys.windowClose)
        }
        w.raw(keys.osVersion)
        w.string(f.osVersion.description)
    }

    /// A presented design's presentation on one layout (MODEL.md §4, §18): the resolved style and detent, the
    /// card's frame on the screen, the presented view's (unscaled) frame the design is laid out in, the
    /// scale, the content safe area, and where the geometry comes from.
    private static func presentation(_ w: inout JSONWriter, _ p: ResolvedPresentation) {
        w.raw(", \"presentation\": {\"style\": ")
        w.string(p.style.name)
        w.raw(", \"detent\": ")
        w.string(p.detent.name)
        w.raw(", \"detent_value\": ")
        if let value = p.detentValue { w.number(value.rounded2) } else { w.raw("null") }
        w.raw(", \"frame\": ")
        rect(&w, p.frame)
        w.raw(", \"layout_frame\": ")
        rect(&w, p.layoutFrame)
        w.raw(", \"scale\": ")
        w.number((p.scale * 1e6).rounded() / 1e6)
        w.raw(", \"content_insets\": ")
        w.numbers([p.insets.top.rounded2, p.insets.left.rounded2, p.insets.bottom.rounded2, p.insets.right.rounded2])
        w.raw(", \"provenance\": ")
        provenance(&w, p.provenance)
        w.raw("}")
    }

    /// "iPhone 16 portrait: presented as page_sheet, medium detent 425, frame [8, 403.69, 377, 440.31] (measured)".
    static func presentationLine(_ device: String, _ orientation: Orientation, _ p: ResolvedPresentation) -> String {
        let f = p.frame
        let numbers = [f.x, f.y, f.width, f.height].map { formatNumber($0.rounded2) }.joined(separator: ", ")
        let value = p.detentValue.map { " \(formatNumber($0.rounded2))" } ?? ""
        return
            "\(device) \(orientation.name): presented as \(p.style.name), \(p.detent.name) detent\(value), frame [\(numbers)] "
            + "(\(p.provenance.kind.name))"
    }

    /// An audited window: placement, resolved control style, frame on the screen, insets, the
    /// controls' rectangle in the window and where the window's numbers come from.
    private static func window(_ w: inout JSONWriter, _ window: ResolvedWindow) {
        w.raw("{\"placement\": ")
        w.string(window.request.placement.name)
        w.raw(", \"controls\": ")
        w.string(window.controls.name)
        w.raw(", \"frame\": ")
        rect(&w, window.frame)
        let i = window.insets
        w.raw(", \"insets\": ")
        w.numbers([i.top, i.left, i.bottom, i.right])
        w.raw(", \"controls_rect\": ")
        if let region = window.controlsRegion { rect(&w, region.frame) } else { w.raw("null") }
        let p = WindowTable.combined(window.provenances)
        w.raw(", \"provenance\": ")
        provenance(&w, p)
        w.raw("}")
    }

    /// The report as JSON: counts and one object per finding.
    public func json() -> String {
        var w = JSONWriter()
        w.raw("{\n  \"design\": ")
        w.string(design)
        w.raw(
            ",\n  \"checked\": {\"devices\": \(devices), \"layouts\": \(layouts), \"element_checks\": \(elementChecks)},"
        )
        w.raw("\n  \"audited\": [")
        for (index, layout) in audited.enumerated() {
            w.raw(index > 0 ? ", {\"device\": " : "{\"device\": ")
            w.string(layout.device)
            w.raw(", \"orientation\": ")
            w.string(layout.orientation.name)
            if index < auditedVersions.count {
                w.raw(", \"os_version\": ")
                w.string(auditedVersions[index].description)
            }
            if let p = layout.presentation { AuditReport.presentation(&w, p) }
            if index < auditedWindows.count, let window = auditedWindows[index] {
                w.raw(", \"window\": ")
                AuditReport.window(&w, window)
            } else if windowed {
                // A device without app windows, audited full screen beside the windows (MODEL.md §4).
                w.raw(", \"window\": null")
            }
            w.raw("}")
        }
        w.raw("],")
        w.raw("\n  \"keyboard\": \(keyboard),")
        if windowed { w.raw("\n  \"windows\": true,") }
        w.raw("\n  \"errors\": \(errorCount),\n  \"warnings\": \(warningCount),\n  \"skipped\": [")
        for (index, text) in skipped.enumerated() {
            if index > 0 { w.raw(", ") }
            w.string(text)
        }
        w.raw("],")
        if !skips.isEmpty {
            // The skips as fields, for readers that group them (the HTML matrix).
            w.raw("\n  \"skips\": [")
            for (index, skip) in skips.enumerated() {
                w.raw(index > 0 ? ", {\"device\": " : "{\"device\": ")
                w.string(skip.device)
                w.raw(", \"os_version\": ")
                if let version = skip.osVersion { w.string(version.description) } else { w.raw("null") }
                w.raw(", \"orientation\": ")
                if let orientation = skip.orientation { w.string(orientation.name) } else { w.raw("null") }
                w.raw(", \"window\": ")
                if let window = skip.window { w.string(window) } else { w.raw("null") }
                w.raw(", \"reason\": ")
                w.string(skip.reason)
                w.raw("}")
            }
            w.raw("],")
        }
        if !unchecked.isEmpty {
            w.raw("\n  \"unchecked\": [")
            for (index, text) in unchecked.enumerated() {
                if index > 0 { w.raw(", ") }
                w.string(text)
            }
            w.raw("],")
        }
        w.raw("\n  \"findings\": [")
        for (index, f) in findings.enumerated() {
            w.raw(index > 0 ? ",\n    {" : "\n    {")
            AuditReport.layoutFields(&w, f, .json)
            w.raw(", \"element\": ")
            w.string(f.element)
            w.raw(", \"role\": ")
            w.string(f.role.rawValue)
            w.raw(", \"rule\": ")
            w.string(f.rule)
            w.raw(", \"severity\": ")
            w.string(f.severity.rawValue)
            w.raw(", \"element_frame\": ")
            AuditReport.rect(&w, f.elementFrame)
            w.raw(", \"overlap\": ")
            AuditReport.rect(&w, f.overlap)
            w.raw(", \"obstruction\": {\"kind\": ")
            w.string(f.obstruction)
            w.raw(", \"rect\": ")
            AuditReport.rect(&w, f.obstructionRect)
            w.raw(", \"approximate\": \(f.approximate)}, \"fix\": {\"dx\": ")
            w.number(f.fixDX.rounded2)
            w.raw(", \"dy\": ")
            w.number(f.fixDY.rounded2)
            if let adapt = f.cornerAdaptation {
                w.raw("}, \"corner_adaptation\": {\"axis\": ")
                w.string(adapt.axis.rawValue)
                w.raw(", \"edge\": ")
                w.string(adapt.edge)
                w.raw(", \"inset\": ")
                w.number(adapt.inset)
            }
            w.raw("}, \"provenance\": ")
            AuditReport.provenance(&w, f.provenance)
            w.raw(", \"message\": ")
            w.string(f.message)
            w.raw("}")
        }
        w.raw(findings.isEmpty ? "]" : "\n  ]")
        if !frames.isEmpty {
            w.raw(",\n  \"layouts\": [")
            for (index, layout) in frames.enumerated() {
                w.raw(index > 0 ? ",\n    {\"layout\": " : "\n    {\"layout\": ")
                w.string(layout.layout)
                w.raw(", \"frames\": {")
                for (k, element) in layout.elements.enumerated() {
                    if k > 0 { w.raw(", ") }
                    w.string(element.id)
                    w.raw(": ")
                    AuditReport.rect(&w, element.frame)
                }
                w.raw("}}")
            }
            w.raw("\n  ]")
        }
        w.raw("\n}\n")
        return w.text
    }

    /// The report as SARIF 2.1.0, for code scanning in CI; `uri` names the design file.
    /// SARIF 2.1.0; `toolVersion` is the library's version (the C layer passes
    /// SAFEAREA_VERSION_STRING: the engine types no version of its own).
    public func sarif(uri: String, toolVersion: String) -> String {
        var w = JSONWriter()
        w.raw(
            "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
        )
        w.raw("    \"tool\": {\"driver\": {\"name\": \"libsafearea\", \"version\": ")
        w.string(toolVersion)
        w.raw(", \"semanticVersion\": ")
        w.string(toolVersion)
        w.raw(",\n")
        w.raw("      \"informationUri\": \"https://github.com/libsafearea/libsafearea\",\n      \"rules\": [")
        let rules =
            Auditor.rules + Auditor.reservedRegionRules.filter { rule in findings.contains { $0.rule == rule.id } }
        for (index, rule) in rules.enumerated() {
            w.raw(index > 0 ? ",\n        {" : "\n        {")
            w.raw("\"id\": ")
            w.string(rule.id)
            w.raw(", \"shortDescription\": {\"text\": ")
            w.string(rule.text)
            w.raw("}, \"defaultConfiguration\": {\"level\": ")
            w.string(rule.level.rawValue)
            w.raw("}}")
        }
        w.raw("\n      ]}},\n    \"artifacts\": [{\"location\": {\"uri\": ")
        w.string(uri)
        w.raw("}}],")
        if !skipped.isEmpty || !unchecked.isEmpty {
            // What the run did not check, as the tool's notifications (SARIF 2.1.0 §3.20.21, §3.58).
            w.raw("\n    \"invocations\": [{\"executionSuccessful\": true, \"toolExecutionNotifications\": [")
            let notes = skipped.map { ("warning", "skipped: \($0)") } + unchecked.map { ("note", "not checked: \($0)") }
            for (index, note) in notes.enumerated() {
                w.raw(index > 0 ? ",\n      {\"level\": " : "\n      {\"level\": ")
                w.string(note.0)
                w.raw(", \"message\": {\"text\": ")
                w.string(note.1)
                w.raw("}}")
            }
            w.raw("\n    ]}],")
        }
        w.raw("\n    \"results\": [")
        for (index, f) in findings.enumerated() {
            let ruleIndex = rules.firstIndex { $0.id == f.rule } ?? 0
            w.raw(index > 0 ? ",\n      {" : "\n      {")
            w.raw("\"ruleId\": ")
            w.string(f.rule)
            w.raw(", \"ruleIndex\": \(ruleIndex), \"level\": ")
            w.string(f.severity.rawValue)
            w.raw(", \"message\": {\"text\": ")
            w.string(
                "\(f.device), \(f.layoutLabel), \(f.device.isEmpty ? "" : "OS ")\(f.osVersion.description): \(f.message)"
            )
            w.raw("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ")
            w.string(uri)
            w.raw(", \"index\": 0}}, \"logicalLocations\": [{\"name\": ")
            w.string(f.element)
            w.raw(", \"kind\": \"element\", \"fullyQualifiedName\": ")
            w.string("\(design)/\(f.element)")
            // Over several OS lines the OS tells a layout's results apart (one alert per line); else the key is as it was.
            if osLines > 1 {
                w.raw("}]}], \"partialFingerprints\": {\"element/rule/device/orientation/os\": ")
                w.string("\(f.element)/\(f.rule)/\(f.device)/\(f.layoutLabel)/\(f.osVersion.description)")
            } else {
                w.raw("}]}], \"partialFingerprints\": {\"element/rule/device/orientation\": ")
                w.string("\(f.element)/\(f.rule)/\(f.device)/\(f.layoutLabel)")
            }
            w.raw("}, \"properties\": {")
            AuditReport.layoutFields(&w, f, .sarif)
            w.raw(", \"provenance\": ")
            w.string(f.provenance.kind.name)
            w.raw(", \"overlap\": ")
            AuditReport.rect(&w, f.overlap)
            w.raw(", \"fix\": [")
            w.number(f.fixDX.rounded2)
            w.raw(", ")
            w.number(f.fixDY.rounded2)
            w.raw("]}}")
        }
        w.raw(findings.isEmpty ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n")
        return w.text
    }

    /// A readable table, one finding a line, errors first, with each finding's OS version; the layouts
    /// skipped are summed up, one line per reason with how many (the JSON report lists each).
    public func table() -> String {
        var lines = [
            "\(design): \(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s") "
                + "(\(devices) devices, \(layouts) layouts, \(elementChecks) element checks)"
        ]
        let sorted = findings.sorted {
            (
                $0.severity == .error ? 0 : 1, $0.device, $0.osVersion.encoded, $0.orientation.rawValue,
                $0.window?.rawValue ?? -1, $0.element
            ) < (
                $1.severity == .error ? 0 : 1, $1.device, $1.osVersion.encoded, $1.orientation.rawValue,
                $1.window?.rawValue ?? -1, $1.element
            )
        }
        let notes =
            audited.compactMap { layout in
                layout.presentation.map { AuditReport.presentationLine(layout.device, layout.orientation, $0) }
            } + skippedLines() + unchecked.map { "not checked: \($0)" }
        guard !sorted.isEmpty else {
            return lines[0] + "\nno findings\n" + notes.map { $0 + "\n" }.joined()
        }
        let rows = sorted.map { f in
            [
                f.severity.rawValue, f.device, f.osVersion.description,
                windowed && f.window == nil ? f.layoutLabel + ", full screen" : f.layoutLabel, f.element, f.rule,
                f.message,
            ]
        }
        let header = ["severity", "device", "OS", windowed ? "layout" : "orientation", "element", "rule", "finding"]
        let last = header.count - 1
        var widths = header.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < last { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (i, cell) in cells.enumerated() {
                text += i < last ? cell + String(repeating: " ", count: widths[i] - cell.count + 2) : cell
            }
            return text
        }
        lines.append(line(header))
        lines.append(line(widths.enumerated().map { String(repeating: "-", count: $0.offset < last ? $0.element : 7) }))
        lines += rows.map(line)
        lines += notes
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table's skipped lines: a reason met once as its layout's line ("skipped: iPhone X portrait: …"),
    /// a reason met more often as one line with the count and the first devices
    /// ("skipped 12: reason (iPhone 8, iPhone X, iPhone XS and 4 more devices)"), in order of first meeting.
    func skippedLines() -> [String] {
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for (index, skip) in skips.enumerated() {
            if groups[skip.reason] == nil { order.append(skip.reason) }
            groups[skip.reason, default: []].append(index)
        }
        return order.map { reason in
            let members = groups[reason] ?? []
            guard members.count > 1 else { return "skipped: \(skips[members[0]].text)" }
            var names: [String] = []
            for index in members where !names.contains(skips[index].device) { names.append(skips[index].device) }
            let shown = names.prefix(3).joined(separator: ", ")
            let more = names.count > 3 ? " and \(names.count - 3) more device\(names.count == 4 ? "" : "s")" : ""
            return "skipped \(members.count): \(reason) (\(shown)\(more))"
        }
    }
}
