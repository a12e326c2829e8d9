/// Where an app's window sits on an iPad's screen (iPadOS 26's windowing, MODEL.md §19): the
/// whole screen with window controls, a tile of the window-controls menu, Slide Over, or a
/// floating frame. Leading is the screen's left side.
public enum WindowPlacement: Int, Sendable, CaseIterable, NamedCase {
    case full = 0
    case halfLeading, halfTrailing, thirdLeading, thirdTrailing, twoThirdsLeading, twoThirdsTrailing, slideOver
    case floating

    public var name: String {
        switch self {
        case .full: "full"
        case .halfLeading: "half_leading"
        case .halfTrailing: "half_trailing"
        case .thirdLeading: "third_leading"
        case .thirdTrailing: "third_trailing"
        case .twoThirdsLeading: "two_thirds_leading"
        case .twoThirdsTrailing: "two_thirds_trailing"
        case .slideOver: "slide_over"
        case .floating: "floating"
        }
    }

    /// The tile's share of the screen, or nil for a placement that is not a tile.
    var tile: (share: TileShare, leading: Bool)? {
        switch self {
        case .halfLeading: (.half, true)
        case .halfTrailing: (.half, false)
        case .thirdLeading: (.third, true)
        case .thirdTrailing: (.third, false)
        case .twoThirdsLeading: (.twoThirds, true)
        case .twoThirdsTrailing: (.twoThirds, false)
        case .full, .slideOver, .floating: nil
        }
    }

    enum TileShare { case half, third, twoThirds }

    /// The placements a name stands for, as every layer spells them (any case, `-` for `_`): one
    /// placement's name; `half`, `third` and `two_thirds` for the tile's two sides, leading first;
    /// `all` for every placement. Nil for any other name.
    public static func placements(named text: String) -> [WindowPlacement]? {
        let name = String(text.lowercased().map { $0 == "-" ? "_" : $0 })
        switch name {
        case "all": return allCases
        case "half": return [.halfLeading, .halfTrailing]
        case "third": return [.thirdLeading, .thirdTrailing]
        case "two_thirds": return [.twoThirdsLeading, .twoThirdsTrailing]
        default: return allCases.first { $0.name == name }.map { [$0] }
        }
    }

    /// The placement of one window named `text` (C `safearea_window_placement_from_string`,
    /// Python `Window(placement=)` and `Device.export(placement=)`, the command line's
    /// `--placement`, a SwiftUI scene's window): a name of `placements(named:)` that names one
    /// window. A tile named without its side (`half`, `third`, `two_thirds`) is its leading side:
    /// the two sides differ only in where the window sits (MODEL.md §19); `all` is refused.
    /// INVALID_ARGUMENT names `field` and the names it takes.
    public static func single(named text: String, field: String) throws(SafeAreaError) -> WindowPlacement {
        // One placement, or a tile's two sides; `all` names more than one window.
        // Spaces and tabs around the name are ignored, as in an audit's window list.
        let name = String(
            text.drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed()
        )
        guard let group = placements(named: name), group.count <= 2, let first = group.first else {
            throw .invalidArgument(
                "\(field): '\(text)' is not a window placement: use \(allCases.map(\.name).joined(separator: ", ")), "
                    + "or half, third or two_thirds for a tile's leading side")
        }
        return first
    }
}

/// How an app that was not made for a resizable iPad window runs in one.
public enum WindowCompatibility: Int, Sendable, CaseIterable, NamedCase {
    /// An iPad app.
    case none = 0
    /// An iPhone-only app on an iPad (resizable from iPadOS 27).
    case iphone
    /// An app that sets UIRequiresFullScreen, in compatibility mode in a window.
    case requiresFullScreen

    public var name: String {
        switch self {
        case .none: "none"
        case .iphone: "iphone"
        case .requiresFullScreen: "requires_full_screen"
        }
    }
}

/// What the caller asks for: one more input of the window environment (MODEL.md §19). The
/// environment resolves it into a frame, insets, size classes, margins and the controls' region;
/// nothing downstream asks which placement it is.
public struct WindowRequest: Sendable, Equatable {
    public var placement: WindowPlacement
    /// The window's frame in points of the oriented screen: a floating window's only.
    public var frame: Rect?
    public var controls: WindowControlStyle
    public var compatibility: WindowCompatibility

    public init(
        placement: WindowPlacement = .full, frame: Rect? = nil, controls: WindowControlStyle = .automatic,
        compatibility: WindowCompatibility = .none
    ) {
        self.placement = placement
        self.frame = frame
        self.controls = controls
        self.compatibility = compatibility
    }
}

/// A window request resolved on one device, orientation and OS version (MODEL.md §19): its frame
/// on the screen, its own insets, its width's size class, the controls' region and where each
/// comes from. The window environment carries it; pictures, audits and exports read it.
///
/// Immutable, behind one reference: the window environment, every audited layout and the audit
/// report hold it without copying its half kilobyte of fields and strings.
public final class ResolvedWindow: Sendable, Equatable {
    public let request: WindowRequest
    /// The control style after `automatic` is resolved.
    public let controls: WindowControlStyle
    /// The window's frame on the oriented screen.
    public let frame: Rect
    /// Where the frame comes from (nil: the caller gave it, or it is the screen).
    public let frameProvenance: Provenance?
    /// The window's safeAreaInsets with the status bar as it is, and shown.
    public let insets: SafeAreaInsets
    public let insetsWithStatusBar: SafeAreaInsets
    public let insetsProvenance: Provenance
    /// The window-controls region in the window's coordinates (an occlusion named
    /// `window_controls`, a capsule with no margins); nil where the window shows no controls
    /// (spanning the screen, or a UIRequiresFullScreen app's canvas).
    public let controlsRegion: ReservedRegion?
    public let horizontalSizeClass: SizeClass
    /// Where the size class comes from (derived between the widths measured compact and regular).
    public let sizeClassProvenance: Provenance
    /// The corner adaptation of a UIRequiresFullScreen app's window top (nil elsewhere).
    public let cornerAdaptation: Double?
    /// Where the corner adaptation comes from (nil with it): the amount at the window's top
    /// display corners that corner-adapted regions read (`WindowEnvironment.cornerObstacles`).
    public let cornerAdaptationProvenance: Provenance?
    /// The system minimum margin at an edge of a controller's view inside the window, away
    /// from its edges (FestivalNativeApps: 0), with the window's own margins beside it.
    public let midWindowEdgeMinimumMargin: Double
    public let marginsProvenance: Provenance

    init(
        request: WindowRequest, controls: WindowControlStyle, frame: Rect, frameProvenance: Provenance?,
        insets: SafeAreaInsets, insetsWithStatusBar: SafeAreaInsets, insetsProvenance: Provenance,
        controlsRegion: ReservedRegion?, horizontalSizeClass: SizeClass, sizeClassProvenance: Provenance,
        cornerAdaptation: Double?, cornerAdaptationProvenance: Provenance?, midWindowEdgeMinimumMargin: Double,
        marginsProvenance: Provenance
    ) {
        self.request = request
        self.controls = controls
        self.frame = frame
        self.frameProvenance = frameProvenance
        self.insets = insets
        self.insetsWithStatusBar = insetsWithStatusBar
        self.insetsProvenance = insetsProvenance
        self.controlsRegion = controlsRegion
        self.horizontalSizeClass = horizontalSizeClass
        self.sizeClassProvenance = sizeClassProvenance
        self.cornerAdaptation = cornerAdaptation
        self.cornerAdaptationProvenance = cornerAdaptationProvenance
        self.midWindowEdgeMinimumMargin = midWindowEdgeMinimumMargin
        self.marginsProvenance = marginsProvenance
    }

    /// Two resolutions are equal when every field is (a value, as before it had a reference).
    public static func == (a: ResolvedWindow, b: ResolvedWindow) -> Bool {
        a === b
            || (a.request == b.request && a.controls == b.controls && a.frame == b.frame
                && a.frameProvenance == b.frameProvenance && a.insets == b.insets
                && a.insetsWithStatusBar == b.insetsWithStatusBar && a.insetsProvenance == b.insetsProvenance
                && a.controlsRegion == b.controlsRegion && a.horizontalSizeClass == b.horizontalSizeClass
                && a.sizeClassProvenance == b.sizeClassProvenance && a.cornerAdaptation == b.cornerAdaptation
                && a.cornerAdaptationProvenance == b.cornerAdaptationProvenance
                && a.midWindowEdgeMinimumMargin == b.midWindowEdgeMinimumMargin
                && a.marginsProvenance == b.marginsProvenance)
    }

    /// Every provenance that is part of the window's answers (a strict window refuses the
    /// derived ones).
    public var provenances: [Provenance] {
        [frameProvenance, insetsProvenance, sizeClassProvenance, controlsRegion?.provenance].compactMap { $0 }
    }
}

extension WindowRequest {
    /// Whether `device` shows apps in windows at `version` (nil: its newest; MODEL.md §19: iPads, from
    /// iPadOS 26, and before it Split View's splits, Stage Manager's windows and an iPhone app's box from
    /// iPadOS 15). An audit over windows lays a device out full screen where it has none (an iPhone, an
    /// Apple TV, an iPad before iPadOS 15: the app fills the screen), beside the iPads' windows (MODEL.md §4).
    /// True where the answer is not known (no data for the version, the window rows not loaded): the
    /// window's own refusal then names why.
    public static func hasWindows(_ device: DeviceProfile, version: OSVersion?) -> Bool {
        guard device.family == .pad else { return false }
        guard let from = try? WindowTable.builtin.get().earlier.from, let used = try? device.resolvedVersion(version)
        else { return true }
        return used >= from
    }

    /// Why `device` cannot show `request` in `orientation` at `version` at all (MODEL.md §19: no Stage Manager on
    /// iPadOS 15 or on the device, so no floating window, and no Split View half in portrait, before iPadOS 26), or
    /// nil where it can or the answer is not known.
    public static func inapplicable(
        _ request: WindowRequest, on device: DeviceProfile, _ orientation: Orientation, version: OSVersion
    ) -> String? {
        guard let table = try? WindowTable.builtin.get() else { return nil }
        return table.inapplicable(
            request, deviceName: device.name, family: device.family, version: version,
            landscape: orientation.isLandscape)
    }
}
