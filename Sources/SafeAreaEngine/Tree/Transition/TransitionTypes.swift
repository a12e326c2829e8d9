/// A change of the window: fields left nil keep their values.
public struct WindowTransition: Sendable, Equatable {
    public var orientation: Orientation?
    public var statusBarHidden: Bool?
    /// Points; 0 hides the keyboard.
    public var keyboardHeight: Double?
    /// With `changesOSVersion`: the OS version to use (nil: the newest with data).
    public var osVersion: OSVersion?
    public var changesOSVersion: Bool

    public init(
        orientation: Orientation? = nil, statusBarHidden: Bool? = nil, keyboardHeight: Double? = nil,
        changesOSVersion: Bool = false, osVersion: OSVersion? = nil
    ) {
        self.orientation = orientation
        self.statusBarHidden = statusBarHidden
        self.keyboardHeight = keyboardHeight
        self.changesOSVersion = changesOSVersion
        self.osVersion = osVersion
    }
}

/// Four numbers: insets (top, left, bottom, right) or a rectangle (x, y, width, height).
public struct Quad: Sendable, Equatable, Hashable {
    public var v0, v1, v2, v3: Double

    public init(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) {
        self.v0 = v0
        self.v1 = v1
        self.v2 = v2
        self.v3 = v3
    }

    public init(_ insets: SafeAreaInsets) { self.init(insets.top, insets.left, insets.bottom, insets.right) }
    public init(_ rect: Rect) { self.init(rect.x, rect.y, rect.width, rect.height) }
}

/// One changed value of one view.
public struct TreeChange: Sendable, Equatable {
    /// What changed (the numbering of safearea_change_property).
    public enum Property: Int, Sendable, CaseIterable, NamedCase {
        case frame = 0
        case safeAreaInsets = 1
        case layoutMargins = 2
        case adjustedContentInset = 3
        case keyboardLayoutGuide = 4

        public var name: String {
            switch self {
            case .frame: return "frame"
            case .safeAreaInsets: return "safe_area_insets"
            case .layoutMargins: return "layout_margins"
            case .adjustedContentInset: return "adjusted_content_inset"
            case .keyboardLayoutGuide: return "keyboard_layout_guide"
            }
        }
    }

    public var node: NodeHandle
    public var property: Property
    public var before: Quad
    public var after: Quad
}
