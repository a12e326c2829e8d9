/// Reserved regions in audits (UIKit's `UIView.ReservedRegion`): what an
/// element must stay clear of beyond the safe area's bands.
///
/// - An occlusion region of a capsule shape is a hole in the display (the
///   iPhone Duo's cameras): a physical obstruction, tested on its real shape,
///   an error (`clear-of-housing`).
/// - A rectangular occlusion region is a band the system draws over (the Duo's
///   bar strip, holding the status bar): flagged as the status-bar band is, a
///   warning (`clear-of-status-bar`).
/// - A division region (the fold) is crossed by content, but text, controls
///   and icons should not sit on its frame (margins included): a warning
///   (`clear-of-fold`).
///
/// Only active regions are checked (UIKit's default query leaves inactive ones
/// out: the inner camera while it is off, the fold open flat). A region whose
/// activity depends on the pose is checked in each pose it is active in, and its
/// findings carry that pose; the element frames do not depend on the pose, so a
/// display with a fold is laid out once per orientation and checked for both
/// poses in that one pass.
struct AuditedRegion {
    let region: ReservedRegion
    /// The pose the region is active in; nil when active in every pose.
    let pose: Pose?
    let rule: String
    let severity: Severity
    /// The finding's obstruction kind: the region's name in snake case ("camera", "bar_strip", "fold").
    let kind: String
    /// The region takes the taps on its whole rectangle (the window controls), not only on its shape.
    var takesTaps = false

    init(region: ReservedRegion, pose: Pose?, rule: String, severity: Severity, kind: String) {
        self.region = region
        self.pose = pose
        self.rule = rule
        self.severity = severity
        self.kind = kind
    }

    /// The window controls of an app window (MODEL.md §4, §19): an occlusion that takes the taps
    /// on its rectangle, so a control, icon or text element under it is an error.
    init(windowControls region: ReservedRegion) {
        self.init(region: region, pose: nil, rule: "clear-of-window-controls", severity: .error, kind: region.name)
        takesTaps = true
    }

    /// The regions of `device` in `orientation` an audit checks, and why its
    /// reserved regions are not checked there when the profile says they are
    /// unmeasured (nil otherwise).
    static func regions(of device: DeviceProfile, _ orientation: Orientation) -> (
        regions: [AuditedRegion], unchecked: String?
    ) {
        guard let declared = device.reservedRegions.declared(orientation) else {
            return ([], device.reservedRegions.isEmpty ? nil : device.unmeasured.reservedRegions)
        }
        var out: [AuditedRegion] = []
        for declaration in declared {
            let poses: [Pose?] =
                declaration.dependsOnPose
                ? Pose.allCases.filter { declaration.answer($0).isActive }
                : (declaration.activeFlat ? [nil] : [])
            for pose in poses {
                let rule: String
                let severity: Severity
                switch (declaration.kind, declaration.shape) {
                case (.division, _): (rule, severity) = ("clear-of-fold", .warning)
                case (.occlusion, .capsule): (rule, severity) = ("clear-of-housing", .error)
                case (.occlusion, .rectangle): (rule, severity) = ("clear-of-status-bar", .warning)
                }
                out.append(
                    AuditedRegion(
                        region: declaration.answer(pose), pose: pose, rule: rule, severity: severity,
                        kind: String(declaration.name.map { $0 == " " ? "_" : $0 })))
            }
        }
        return (out, nil)
    }

    /// The part of `rect` the region holds, or nil when the element is clear of it:
    /// a capsule on its rounded shape, a band on its reserved rectangle, a fold on
    /// its whole frame (margins included).
    func overlap(_ rect: Rect) -> Rect? {
        if takesTaps { return Geometry.intersection(rect, region.reservedRect) }
        switch (region.kind, region.shape) {
        case (.division, _):
            return Geometry.intersection(rect, region.frame)
        case (.occlusion, .capsule):
            let hole = region.reservedRect
            let radius = min(hole.width, hole.height) / 2
            return Geometry.intersectsRoundedRect(rect, hole, radius: radius) ? Geometry.intersection(rect, hole) : nil
        case (.occlusion, .rectangle):
            return Geometry.intersection(rect, region.reservedRect)
        }
    }

    /// The box the element must leave: the fold's frame, an occlusion's reserved rectangle.
    var box: Rect { region.kind == .division ? region.frame : region.reservedRect }
}

extension Geometry {
    /// The smallest translation that brings `rect` inside `safe` and clear of
    /// `box` (per axis), or (0, 0) when no such move exists: the move into the
    /// safe area when that clears the box, else the cheapest of the moves past
    /// each side of the box that stays inside the safe area.
    static func clearingMove(_ rect: Rect, box: Rect, safe: Rect) -> (Double, Double) {
        func axis(_ lo: Double, _ hi: Double, _ safeLo: Double, _ safeHi: Double) -> Double {
            if hi - lo > safeHi - safeLo { return 0 }
            if lo < safeLo { return safeLo - lo }
            if hi > safeHi { return safeHi - hi }
            return 0
        }
        func inside(_ r: Rect) -> Bool {
            r.minX >= safe.minX - epsilon && r.maxX <= safe.maxX + epsilon && r.minY >= safe.minY - epsilon
                && r.maxY <= safe.maxY + epsilon
        }
        func moved(_ dx: Double, _ dy: Double) -> Rect {
            Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
        }
        let sx = axis(rect.minX, rect.maxX, safe.minX, safe.maxX)
        let sy = axis(rect.minY, rect.maxY, safe.minY, safe.maxY)
        let settled = moved(sx, sy)
        if inside(settled) && intersection(settled, box) == nil { return (sx, sy) }
        let candidates = [
            (sx + box.minX - settled.maxX, sy), (sx + box.maxX - settled.minX, sy),
            (sx, sy + box.minY - settled.maxY), (sx, sy + box.maxY - settled.minY),
        ]
        var best: (Double, Double)?
        for (dx, dy) in candidates where inside(moved(dx, dy)) {
            if best.map({ abs(dx) + abs(dy) < abs($0.0) + abs($0.1) }) ?? true { best = (dx, dy) }
        }
        return best ?? (0, 0)
    }
}

extension ScreenLayout {
    /// Appends the findings of `e` (framed `rect`) on the layout's reserved regions.
    func checkReserved(_ e: DesignElement, _ rect: Rect, into findings: inout [AuditFinding]) {
        // By index: a region (names, provenance) is copied only into a finding, not per element.
        for i in reserved.indices {
            guard let hit = reserved[i].overlap(rect) else { continue }
            let item = reserved[i]
            let (dx, dy) = Geometry.clearingMove(rect, box: item.box, safe: safeRect)
            var finding = AuditFinding(
                device: deviceName, orientation: orientation, osVersion: version, element: e.id, role: e.role,
                rule: item.rule, severity: item.severity, elementFrame: rect, overlap: hit, obstruction: item.kind,
                obstructionRect: item.box, approximate: false, fixDX: dx, fixDY: dy,
                obstructionLabel: item.region.name, provenance: item.region.provenance)
            finding.pose = item.pose
            findings.append(finding)
        }
    }
}
