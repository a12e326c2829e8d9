/// A screen design that resolves on every device and orientation (MODEL.md §4).
public struct Design: Sendable, Equatable {
    public var name: String
    public var referenceDevice: String?
    public var elements: [DesignElement]
    /// When set, the design is the content of a presented controller (MODEL.md §4, §18).
    public var presentation: DesignPresentation?

    public init(
        name: String, referenceDevice: String?, elements: [DesignElement], presentation: DesignPresentation? = nil
    ) {
        self.name = name
        self.referenceDevice = referenceDevice
        self.elements = elements
        self.presentation = presentation
    }
}

/// What an element is, which decides the rules it must follow.
public enum DesignRole: String, Sendable, CaseIterable {
    case background, image, media, text, control, icon

    /// Text, controls and icons must stay clear of the unsafe area.
    var mustBeSafe: Bool { self == .text || self == .control || self == .icon }
}

/// What an anchor attaches to.
public enum AnchorTarget: String, Sendable, CaseIterable {
    case screen
    case safeArea = "safe_area"
    case margins
    case parent
    /// The screen above the keyboard layout guide: above the keyboard when the
    /// audit shows it, above the safe area's bottom when hidden (UIKit's
    /// keyboardLayoutGuide). Meant for bottom anchors: an input bar riding on the keyboard.
    case keyboard
}

/// An anchor: attach to a target's edge (or centre), `offset` points inward.
public struct Anchor: Sendable, Equatable {
    public var target: AnchorTarget
    public var offset: Double
}

/// One element of a design, with its children.
public struct DesignElement: Sendable, Equatable {
    public var id: String
    public var role: DesignRole
    public var top: Anchor?
    public var bottom: Anchor?
    public var left: Anchor?
    public var right: Anchor?
    public var centerX: Anchor?
    public var centerY: Anchor?
    public var width: Double?
    public var height: Double?
    /// Absolute frame (top-level: screen coordinates; children: the parent's).
    public var frame: Rect?
    public var children: [DesignElement]
}
