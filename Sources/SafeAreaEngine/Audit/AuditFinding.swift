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
    /// Where the device's numbers behind the finding come from.
    public var provenance = Provenance(kind: .measured, source: "")
    /// True when the finding is the keyboard's (audits with the keyboard shown).
    public var keyboardShown = false
    /// The pose the finding holds in, for a region whose activity depends on it
    /// (the fold, active folded like a book); nil when it holds in every pose.
    public var pose: Pose? = nil
    /// For a corner the safe area does not clear, where the element already sits
    /// inside the safe area: the corner-adapted inset that clears it; nil otherwise.
    public var cornerAdaptation: CornerAdaptation? = nil
    /// The app window the finding's layout is (audits over windows); nil for the full screen.
    public var window: WindowPlacement? = nil
    /// That window's control style, `automatic` resolved.
    public var windowControls: WindowControlStyle? = nil

    /// The orientation as reports label it: with the pose when the finding has one ("landscape_left (book)"),
    /// the window when the layout is one ("portrait, half_leading window").
    public var layoutLabel: String {
        var label = orientation.name
        if let pose { label += " (\(pose.name))" }
        if let window { label += ", \(window.name) window" }
        return label
    }

    /// A readable sentence, built when a report is written (not during the audit).
    public var message: String {
        if rule == "background-extends-to-edges" {
            return
                "background '\(element)' stops at the safe area's \(obstructionLabel) edge, \(formatNumber(inset)) pt from the screen "
                + "edge; "
                + "extend it to the screen (ignore the safe area for backgrounds)"
        }
        if rule == "clear-of-keyboard" {
            let move =
                fixDY < 0
                ? "; anchor it to the keyboard (move up \(formatNumber(-fixDY.rounded2)) pt)"
                : "; it does not fit above the keyboard"
            return
                "\(role.rawValue) '\(element)' is covered by the keyboard by "
                + "\(formatNumber(overlap.width.rounded2))×\(formatNumber(overlap.height.rounded2)) pt"
                + move
        }
        if rule == "clear-of-window-controls" {
            let style = windowControls.map { " (\($0.name))" } ?? ""
            return
                "\(role.rawValue) '\(element)' is under the window controls\(style) by "
                + "\(formatNumber(overlap.width.rounded2))×\(formatNumber(overlap.height.rounded2)) pt: they take the taps; "
                + (fixDX == 0 && fixDY == 0
                    ? "it does not fit beside them inside the safe area: make it smaller"
                    : Geometry.describeMove(fixDX, fixDY))
        }
        if rule == "clear-of-fold" {
            let when = pose == .book ? " (active folded like a book)" : ""
            let move =
                fixDX == 0 && fixDY == 0
                ? "it does not fit on either side of the fold inside the safe area: split it or make it smaller"
                : Geometry.describeMove(fixDX, fixDY)
            return
                "\(role.rawValue) '\(element)' sits on the \(obstructionLabel)\(when) by "
                + "\(formatNumber(overlap.width.rounded2))×\(formatNumber(overlap.height.rounded2)) pt; "
                + move
        }
        var text = "\(role.rawValue) '\(element)' overlaps the \(obstructionLabel)"
        if obstruction == "corner" { text += " (outside the \(formatNumber(cornerRadius))-pt rounded display corner)" }
        text += " by \(formatNumber(overlap.width.rounded2))×\(formatNumber(overlap.height.rounded2)) pt"
        if approximate { text += "; the outline is not measured, so a conservative bound counts" }
        if let adapt = cornerAdaptation {
            return text
                + "; it sits inside the safe area, which does not clear the corner here: anchor it to the margins "
                + "that adapt to the corner (on iOS 26 and later, UIView.LayoutRegion.margins(cornerAdaptation: "
                + ".\(adapt.axis.rawValue))); a \(adapt.edge) inset of \(formatNumber(adapt.inset)) pt clears it "
                + "(move it \(Geometry.moveWords(fixDX, fixDY).joined(separator: " and ")))"
        }
        return text + "; \(Geometry.describeMove(fixDX, fixDY))"
    }
}

/// The inset, on one axis, that clears a rounded display corner the safe area
/// does not clear (MODEL.md §4): what UIKit's corner-adapted layout regions
/// (`UIView.LayoutRegion.margins(cornerAdaptation:)`, iOS 26) give a view.
public struct CornerAdaptation: Sendable, Equatable {
    /// The axis the region adapts along (UIKit's `UIView.LayoutRegion.AdaptivityAxis`).
    public enum Axis: String, Sendable {
        case horizontal, vertical
    }
    public var axis: Axis
    /// The screen edge the inset is measured from ("left", "right", "top", "bottom").
    public var edge: String
    /// The distance from that edge that clears the corner, in points (rounded up to 0.01).
    public var inset: Double
}
