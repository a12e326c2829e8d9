/// How bad a finding is.
public enum Severity: String, Sendable {
    /// A collision with a physical obstruction (housing, outside the rounded display).
    case error
    /// An inset band (status bar, home indicator) or a background that stops at the safe area.
    case warning
}

/// One problem of one element on one device, orientation and OS version.
public struct AuditFinding: Sendable, Equatable {
    public var device: String
    public var orientation: Orientation
    public var osVersion: OSVersion
    public var element: String
    public var role: DesignRole
    public var rule: String
    public var severity: Severity
    public var elementFrame: Rect
    public var overlap: Rect
    public var obstruction: String
    public var obstructionRect: Rect
    /// The obstruction's shape is a conservative bound, not a measurement.
    public var approximate: Bool
    /// The smallest translation that clears the problem (0 on an axis that needs none).
    public var fixDX: Double
    public var fixDY: Double
    /// What the element collides with, in words ("dynamic island", "rounded corner").
    public var obstructionLabel: String
    /// For corners: the display corner radius.
    public var cornerRadius: Double = 0
    /// For the background rule: the safe-area inset the background stops at.
    public var inset: Double = 0

    /// A readable sentence, built when a report is written (not during the audit).
    public var message: String {
        if rule == "background-extends-to-edges" {
            return "background '\(element)' stops at the safe area's \(obstructionLabel) edge, \(formatNumber(inset)) pt from the screen edge; "
                + "extend it to the screen (ignore the safe area for backgrounds)"
        }
        var text = "\(role.rawValue) '\(element)' overlaps the \(obstructionLabel)"
        if obstruction == "corner" { text += " (outside the \(formatNumber(cornerRadius))-pt rounded display corner)" }
        text += " by \(formatNumber(overlap.width.rounded2))×\(formatNumber(overlap.height.rounded2)) pt"
        if approximate { text += "; the outline is not measured, so the whole band counts" }
        return text + "; \(Geometry.describeMove(fixDX, fixDY))"
    }
}

/// The findings of one audit.
public struct AuditReport: Sendable {
    public var design: String
    public var findings: [AuditFinding]
    public var layouts: Int
    public var devices: Int
    public var elementChecks: Int
    public var skipped: [String]
    /// With `recordFrames`: per layout ("device/orientation"), each element's resolved frame in order.
    public var frames: [(layout: String, elements: [(id: String, frame: Rect)])] = []

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}

/// Audits designs against device profiles (SPEC §4).
public enum Auditor {
    /// The rules, with their descriptions (also the SARIF rule table).
    public static let rules: [(id: String, level: Severity, text: String)] = [
        ("clear-of-housing", .error, "Text, controls and icons must not overlap the sensor housing (notch, Dynamic Island)."),
        ("clear-of-display-corners", .error, "Text, controls and icons must stay inside the rounded display corners."),
        ("clear-of-status-bar", .warning, "Text, controls and icons should not sit in the status bar band."),
        ("clear-of-home-indicator", .warning, "Text, controls and icons should not sit in the home indicator zone."),
        ("inside-safe-area", .warning, "Text, controls and icons should stay inside the safe area."),
        ("background-extends-to-edges", .warning, "A background should extend to the screen edges, not stop at the safe area."),
    ]

    /// Audits `design` on each device in each requested orientation it supports.
    public static func audit(_ design: Design, devices: [DeviceProfile], orientations: [Orientation]?,
                             version: OSVersion?, recordFrames: Bool = false) -> AuditReport {
        var report = AuditReport(design: design.name, findings: [], layouts: 0, devices: 0, elementChecks: 0, skipped: [])
        for device in devices {
            var audited = false
            for orientation in orientations ?? Orientation.allCases where device.orientations.contains(orientation) {
                guard let layout = ScreenLayout(device: device, orientation: orientation, version: version) else {
                    report.skipped.append("\(device.name) \(orientation.name): no data for \(device.family.osName) \(version?.description ?? "")")
                    continue
                }
                audited = true
                report.layouts += 1
                var stack: [(DesignElement, Rect)] = design.elements.reversed().map { ($0, layout.screen) }
                var resolved: [(id: String, frame: Rect)] = []
                defer { if recordFrames { report.frames.append(("\(device.name)/\(orientation.name)", resolved)) } }
                while let (element, parent) = stack.popLast() {
                    let rect = layout.resolve(element, parent: parent)
                    if recordFrames { resolved.append((element.id, rect)) }
                    report.elementChecks += 1
                    layout.check(element, rect, into: &report.findings)
                    for child in element.children.reversed() { stack.append((child, rect)) }
                }
            }
            if audited { report.devices += 1 }
        }
        return report
    }
}

/// A device's screen in one orientation, with what an audit needs.
struct ScreenLayout {
    let device: DeviceProfile
    let orientation: Orientation
    let version: OSVersion
    let screen: Rect
    let safe: SafeAreaInsets
    let margins: SafeAreaInsets
    let regions: [UnsafeRegion]

    init?(device: DeviceProfile, orientation: Orientation, version: OSVersion?) {
        guard let insets = try? device.safeArea(orientation, version: version, statusBarHidden: false),
              let regions = try? device.unsafeRegions(orientation, version: version, statusBarHidden: false),
              let size = try? device.screenSize(orientation),
              let used = try? device.resolvedVersion(version) else { return nil }
        self.device = device
        self.orientation = orientation
        self.version = used
        screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        safe = insets
        // A root view's margins (SPEC §2.7): the safe area plus the system minimum.
        let h: Double = device.family != .phone || size.width >= 414 ? 20 : 16
        margins = SafeAreaInsets(top: insets.top, left: insets.left + h, bottom: insets.bottom, right: insets.right + h)
        self.regions = regions
    }

    var safeRect: Rect { SafeAreaTree.inset(screen, safe) }

    /// Words for an obstruction; string literals, so recording a finding allocates nothing for them.
    static func label(_ kind: UnsafeRegionKind, housing: SensorHousingKind) -> String {
        switch kind {
        case .housing:
            switch housing {
            case .dynamicIsland: return "dynamic island"
            case .punchHole: return "punch hole"
            default: return "notch"
            }
        case .corner: return "corner"
        case .homeIndicator: return "home indicator"
        case .statusBar: return "status bar"
        case .insetBand: return "inset band"
        }
    }

    func reference(_ anchor: Anchor, parent: Rect) -> Rect {
        switch anchor.target {
        case .screen: return screen
        case .safeArea: return safeRect
        case .margins: return SafeAreaTree.inset(screen, margins)
        case .parent: return parent
        }
    }

    /// The element's frame in screen coordinates.
    func resolve(_ e: DesignElement, parent: Rect) -> Rect {
        if let frame = e.frame {
            let origin = parent == screen ? (0.0, 0.0) : (parent.x, parent.y)
            return Rect(x: origin.0 + frame.x, y: origin.1 + frame.y, width: frame.width, height: frame.height)
        }
        func axis(_ start: Anchor?, _ end: Anchor?, _ center: Anchor?, _ size: Double?, horizontal: Bool) -> (Double, Double) {
            func lo(_ r: Rect) -> Double { horizontal ? r.minX : r.minY }
            func hi(_ r: Rect) -> Double { horizontal ? r.maxX : r.maxY }
            if let center, let size {
                let r = reference(center, parent: parent)
                return ((lo(r) + hi(r)) / 2 + center.offset - size / 2, size)
            }
            if let start, let end {
                let a = lo(reference(start, parent: parent)) + start.offset
                let b = hi(reference(end, parent: parent)) - end.offset
                return (a, max(0, b - a))
            }
            if let start, let size { return (lo(reference(start, parent: parent)) + start.offset, size) }
            if let end, let size { return (hi(reference(end, parent: parent)) - end.offset - size, size) }
            return (0, 0)
        }
        let (x, w) = axis(e.left, e.right, e.centerX, e.width, horizontal: true)
        let (y, h) = axis(e.top, e.bottom, e.centerY, e.height, horizontal: false)
        return Rect(x: x, y: y, width: w, height: h)
    }

    func check(_ e: DesignElement, _ rect: Rect, into findings: inout [AuditFinding]) {
        if e.role == .background {
            checkBackground(e, rect, into: &findings)
            return
        }
        guard e.role.mustBeSafe, rect.width > 0, rect.height > 0 else { return }
        for region in regions {
            var overlap: Rect?
            var rule: String
            var severity: Severity
            switch region.kind {
            case .housing:
                rule = "clear-of-housing"
                severity = .error
                let shapeRadius = device.housing.kind == .dynamicIsland || device.housing.kind == .punchHole
                    ? min(region.rect.width, region.rect.height) / 2 : 0
                if !region.isApproximate && shapeRadius > 0 {
                    overlap = Geometry.intersectsRoundedRect(rect, region.rect, radius: shapeRadius) ? Geometry.intersection(rect, region.rect) : nil
                } else {
                    overlap = Geometry.intersection(rect, region.rect)
                }
            case .corner:
                rule = "clear-of-display-corners"
                severity = .error
                overlap = Geometry.outsideCorner(rect, square: region.rect, radius: region.cornerRadius, screen: screen)
            case .statusBar:
                rule = "clear-of-status-bar"
                severity = .warning
                overlap = Geometry.intersection(rect, region.rect)
            case .homeIndicator:
                rule = "clear-of-home-indicator"
                severity = .warning
                overlap = Geometry.intersection(rect, region.rect)
            case .insetBand:
                rule = "inside-safe-area"
                severity = .warning
                overlap = Geometry.intersection(rect, region.rect)
            }
            guard let hit = overlap else { continue }
            let (dx, dy) = smallestMove(rect)
            findings.append(AuditFinding(device: device.name, orientation: orientation, osVersion: version, element: e.id, role: e.role,
                                         rule: rule, severity: severity, elementFrame: rect, overlap: hit, obstruction: region.kind.name,
                                         obstructionRect: region.rect, approximate: region.isApproximate, fixDX: dx, fixDY: dy,
                                         obstructionLabel: ScreenLayout.label(region.kind, housing: device.housing.kind),
                                         cornerRadius: region.cornerRadius))
        }
    }

    /// SPEC §4: a background that stops at the safe area instead of the screen edge.
    func checkBackground(_ e: DesignElement, _ rect: Rect, into findings: inout [AuditFinding]) {
        let safeRect = self.safeRect
        let edges: [(String, Double, Double, Double, Double, Double)] = [
            ("top", safe.top, rect.minY, safeRect.minY, 0, -(safe.top)),
            ("bottom", safe.bottom, rect.maxY, safeRect.maxY, 0, safe.bottom),
            ("left", safe.left, rect.minX, safeRect.minX, -(safe.left), 0),
            ("right", safe.right, rect.maxX, safeRect.maxX, safe.right, 0),
        ]
        for (name, inset, edge, safeEdge, dx, dy) in edges where inset > 0 && abs(edge - safeEdge) < 0.5 {
            let band: Rect
            switch name {
            case "top": band = Rect(x: rect.minX, y: 0, width: rect.width, height: safe.top)
            case "bottom": band = Rect(x: rect.minX, y: screen.maxY - safe.bottom, width: rect.width, height: safe.bottom)
            case "left": band = Rect(x: 0, y: rect.minY, width: safe.left, height: rect.height)
            default: band = Rect(x: screen.maxX - safe.right, y: rect.minY, width: safe.right, height: rect.height)
            }
            findings.append(AuditFinding(device: device.name, orientation: orientation, osVersion: version, element: e.id, role: e.role,
                                         rule: "background-extends-to-edges", severity: .warning, elementFrame: rect, overlap: band,
                                         obstruction: "safe_area_\(name)", obstructionRect: band, approximate: false, fixDX: dx == 0 ? 0 : dx,
                                         fixDY: dy == 0 ? 0 : dy, obstructionLabel: name, inset: inset))
        }
    }

    /// The smallest translation that brings the rectangle inside the safe area (per axis; 0 when it cannot fit).
    func smallestMove(_ r: Rect) -> (Double, Double) {
        let s = safeRect
        func axis(_ lo: Double, _ hi: Double, _ safeLo: Double, _ safeHi: Double) -> Double {
            if hi - lo > safeHi - safeLo { return 0 }
            if lo < safeLo { return safeLo - lo }
            if hi > safeHi { return safeHi - hi }
            return 0
        }
        return (axis(r.minX, r.maxX, s.minX, s.maxX), axis(r.minY, r.maxY, s.minY, s.maxY))
    }
}

/// Shape tests on rectangles, rounded rectangles and display corners.
enum Geometry {
    static let epsilon = 1e-6

    /// The overlap of two rectangles with positive area, or nil.
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x1 - x0 > epsilon && y1 - y0 > epsilon else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether a rectangle overlaps a rounded rectangle (a capsule when the radius is half the short side).
    static func intersectsRoundedRect(_ a: Rect, _ rr: Rect, radius: Double) -> Bool {
        guard intersection(a, rr) != nil else { return false }
        // The rounded rectangle is every point within `radius` of its core rectangle.
        let core = Rect(x: rr.minX + radius, y: rr.minY + radius, width: max(0, rr.width - 2 * radius), height: max(0, rr.height - 2 * radius))
        let dx = max(core.minX - a.maxX, 0, a.minX - core.maxX)
        let dy = max(core.minY - a.maxY, 0, a.minY - core.maxY)
        return dx * dx + dy * dy < radius * radius - epsilon
    }

    /// The part of `a` inside a corner square that lies outside the display's quarter circle, or nil.
    static func outsideCorner(_ a: Rect, square: Rect, radius: Double, screen: Rect) -> Rect? {
        guard let clipped = intersection(a, square) else { return nil }
        // The circle's centre is the square's corner nearest the screen's centre.
        let centerX = square.minX <= screen.minX + epsilon ? square.maxX : square.minX
        let centerY = square.minY <= screen.minY + epsilon ? square.maxY : square.minY
        // The clipped point farthest from the centre is its corner nearest the screen corner.
        let px = centerX == square.maxX ? clipped.minX : clipped.maxX
        let py = centerY == square.maxY ? clipped.minY : clipped.maxY
        let distance = ((px - centerX) * (px - centerX) + (py - centerY) * (py - centerY)).squareRoot()
        return distance > radius + epsilon ? clipped : nil
    }

    static func describeMove(_ dx: Double, _ dy: Double) -> String {
        var parts: [String] = []
        if dy > 0 { parts.append("down \(formatNumber(dy.rounded2)) pt") }
        if dy < 0 { parts.append("up \(formatNumber((-dy).rounded2)) pt") }
        if dx > 0 { parts.append("right \(formatNumber(dx.rounded2)) pt") }
        if dx < 0 { parts.append("left \(formatNumber((-dx).rounded2)) pt") }
        return parts.isEmpty ? "it does not fit inside the safe area: make it smaller" : "move it " + parts.joined(separator: " and ") + " to clear it"
    }
}

extension Double {
    var rounded2: Double { (self * 100).rounded() / 100 }
}

extension String {
    var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
