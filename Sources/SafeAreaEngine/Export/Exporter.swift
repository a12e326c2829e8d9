/// Writes a device's screen and safe area in another tool's format.
///
/// Each format is a pure function of the profile and the query, in its own
/// file (`CDPExport`, `CSSExport`, `ReactNativeExport`, `PlaywrightExport`,
/// `FlutterTestExport`, `UnityExport`, `FlutterExport`), sharing `JSONWriter`.
public enum Exporter {
    /// One device in `orientations` (one, or every orientation it supports),
    /// at `version` (nil: the newest data). A format whose owner has no notion
    /// of the device's platform (a web format on tvOS) is an error, as is an
    /// orientation the device does not support, a version without data, or a
    /// `flutter` preset asked to leave out an orientation the device supports.
    ///
    /// `pose` (a display with a fold: flat or book; nil is flat, the resting
    /// pose) decides whether the fold is active. The reserved regions travel
    /// where the format has a place for them (`cdp`: the fold as a display
    /// feature and the posture; `css`: custom properties for every region); an
    /// active fold in a format without one is refused, naming what it cannot express.
    ///
    /// `mobileUserAgent` gives an iPad the mobile Safari user agent in the
    /// browser formats (`playwright`, `cdp`) instead of the desktop-class one
    /// Safari on iPadOS sends by default (`SafariUserAgent`).
    ///
    /// `window` (nil: an app that fills the screen) exports an iPadOS app window instead of the
    /// screen (MODEL.md §15, §19): the window environment resolves it once per orientation, and
    /// each format that describes a view carries the window's size and insets where the screen's
    /// were (`cdp`, `playwright`, `react-native`, `flutter-test`); `css` adds the window and
    /// its controls' rectangle as custom properties; `unity` and `flutter` describe the device's
    /// hardware and refuse a window (`checkCarriesWindow`). `strict` refuses a window whose
    /// frame, insets, size class or controls are derived.
    public static func export(
        _ device: DeviceProfile, format: ExportFormat, orientations: [Orientation],
        version: OSVersion?, statusBarHidden: Bool, pose: Pose? = nil, mobileUserAgent: Bool = false,
        window request: WindowRequest? = nil, strict: Bool = false
    ) throws(SafeAreaError) -> String {
        try checkApplies(device, format)
        if request != nil { try checkCarriesWindow(format) }
        guard !orientations.isEmpty else { throw .invalidArgument("no orientation to export") }
        var states: [ExportState] = []
        for orientation in orientations {
            try device.checkOrientation(orientation)
            var state: ExportState
            if let request {
                let window = try resolveWindow(
                    request, device, orientation, version: version, statusBarHidden: statusBarHidden, strict: strict)
                state = ExportState(
                    orientation: orientation, width: window.frame.width, height: window.frame.height,
                    insets: window.insets)
                let screen = try device.screenSize(orientation)
                (state.screenWidth, state.screenHeight) = (screen.width, screen.height)
                state.window = window
            } else {
                let size = try device.screenSize(orientation)
                let insets = try device.safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
                state = ExportState(orientation: orientation, width: size.width, height: size.height, insets: insets)
            }
            if !device.reservedRegions.isEmpty || pose != nil {
                do {
                    state.reserved = try device.reservedRegions(orientation, pose: pose, version: version)
                } catch .unsupported(let reason) {
                    state.reserved = nil
                    state.reservedUnmeasured = reason
                }
            }
            states.append(state)
        }
        if pose == .book, let unmeasured = states.first(where: { $0.reserved == nil }) {
            throw .unsupported(
                "\(device.name) folded like a book in \(unmeasured.orientation.name): "
                    + (unmeasured.reservedUnmeasured ?? "its reserved regions are unmeasured"))
        }
        if format != .cdp && format != .css,
            let fold = states.lazy.compactMap({ $0.reserved?.first { $0.kind == .division && $0.isActive } }).first
        {
            throw .invalidArgument(
                "\(device.name) folded like a book has an active \(fold.name) (a division region), which the "
                    + "\(format.name) format has no place for: export it open flat, or use the cdp or css format")
        }
        let keyed = orientations.count > 1
        switch format {
        case .cdp:
            return try CDPExport.write(
                device, states, keyed: keyed, pose: pose, version: try device.resolvedVersion(version),
                mobileUserAgent: mobileUserAgent)
        case .css:
            return CSSExport.write(device, states)
        case .reactNative:
            return ReactNativeExport.write(states, keyed: keyed)
        case .playwright:
            return try PlaywrightExport.write(
                device, states, version: try device.resolvedVersion(version), mobileUserAgent: mobileUserAgent,
                keyed: keyed)
        case .flutterTest:
            return FlutterTestExport.write(device, states, keyed: keyed)
        case .unity:
            return try UnityExport.write(
                device, states, version: try device.resolvedVersion(version), statusBarHidden: statusBarHidden)
        case .flutter:
            // device_preview has no way to leave an orientation out of a preset: it turns every
            // preset itself, deriving a landscape padding when the preset has none.
            guard Set(orientations) == Set(allOrientations(of: device)) else {
                throw .invalidArgument(
                    "a device_preview preset holds every orientation of \(device.name) (device_preview turns it itself): the flutter "
                        + "format takes no single orientation"
                )
            }
            return try FlutterExport.write(device, version: version, statusBarHidden: statusBarHidden)
        }
    }

    /// Refuses a format whose owner has no notion of the device's platform, before
    /// anything about the query (orientation, OS version) is asked, so that the
    /// reason is the platform: the web formats (`cdp`, `css`, `playwright`),
    /// Flutter's and Unity's on tvOS. `react-native` applies (React Native for tvOS).
    public static func checkApplies(_ device: DeviceProfile, _ format: ExportFormat) throws(SafeAreaError) {
        guard device.family == .tv else { return }
        switch format {
        case .cdp, .css, .playwright:
            throw .invalidArgument(
                "\(device.name) runs tvOS, which has no web browser: the web formats (cdp, css, playwright) do not "
                    + "apply to tvOS")
        case .flutterTest, .flutter:
            throw .invalidArgument(
                "\(device.name) runs tvOS, which Flutter does not target: the \(format.name) format does not apply")
        case .unity:
            throw .invalidArgument(
                "\(device.name) runs tvOS: Unity's Device Simulator simulates phones and tablets, so the unity format does not apply"
            )
        case .reactNative:
            return
        }
    }

    /// Refuses a window in a format whose owner describes the device's hardware rather than a
    /// view: a Unity Device Simulator `.device` and a `device_preview` preset are screens (native
    /// pixels, every orientation's padding), with no field for an app window inside them.
    public static func checkCarriesWindow(_ format: ExportFormat) throws(SafeAreaError) {
        switch format {
        case .cdp, .css, .playwright, .reactNative, .flutterTest:
            return
        case .unity:
            throw .invalidArgument(
                "window: the unity format has no place for an app window (a Device Simulator .device describes the "
                    + "device's screen in native pixels): export the window as css, cdp, playwright, react-native "
                    + "or flutter-test")
        case .flutter:
            throw .invalidArgument(
                "window: the flutter format has no place for an app window (a device_preview DevicePreset "
                    + "describes the device's screen in every orientation): export the window as css, cdp, "
                    + "playwright, react-native or flutter-test")
        }
    }

    /// The window `request` asks for on `device` in `orientation`, as the window environment
    /// resolves it; with `strict`, a derived frame, inset, size class or controls rectangle is
    /// refused as a strict tree refuses it.
    static func resolveWindow(
        _ request: WindowRequest, _ device: DeviceProfile, _ orientation: Orientation, version: OSVersion?,
        statusBarHidden: Bool, strict: Bool
    ) throws(SafeAreaError) -> ResolvedWindow {
        let environment = try WindowEnvironment(
            device: device, orientation: orientation, version: version, statusBarHidden: statusBarHidden,
            window: request)
        guard let window = environment.placement else {
            throw .unsupported("window: \(device.name) resolved no app window")
        }
        if strict, let derived = window.provenances.first(where: { !$0.isFirstHand }) {
            throw .invalidOSVersion(
                "strict: the \(request.placement.name) window on \(device.name) in \(orientation.name) is derived, "
                    + "not measured or documented: \(derived.basis)")
        }
        return window
    }

    /// Every orientation the device supports, in UIKit order.
    public static func allOrientations(of device: DeviceProfile) -> [Orientation] {
        Orientation.allCases.filter { device.orientations.contains($0) }
    }

    /// The orientations an export writes when the caller asks for neither one
    /// orientation nor all of them: what the format's owner keeps in a document
    /// (every orientation for `unity` and `flutter`), else `orientation` alone.
    public static func defaultOrientations(of device: DeviceProfile, format: ExportFormat, orientation: Orientation)
        -> [Orientation]
    {
        format.holdsEveryOrientation ? allOrientations(of: device) : [orientation]
    }
}

/// One orientation of a device, as every format needs it.
struct ExportState {
    let orientation: Orientation
    let width: Double
    let height: Double
    let insets: SafeAreaInsets
    /// The reserved regions in the exported pose ([] on a device that declares none); nil when unmeasured.
    var reserved: [ReservedRegion]? = []
    /// Why the reserved regions are not exported, when unmeasured.
    var reservedUnmeasured: String?
    /// The app window exported instead of the screen (nil: the app fills the screen); `width`,
    /// `height` and `insets` are then the window's.
    var window: ResolvedWindow?
    /// The oriented screen (`width` and `height` unless a window is exported).
    var screenWidth: Double
    var screenHeight: Double

    init(orientation: Orientation, width: Double, height: Double, insets: SafeAreaInsets) {
        self.orientation = orientation
        self.width = width
        self.height = height
        self.insets = insets
        screenWidth = width
        screenHeight = height
    }

    /// Writes `states` as one object, or as an object keyed by orientation name.
    static func keyedObject(
        _ states: [ExportState], keyed: Bool, _ write: (inout JSONWriter, ExportState, String) -> Void
    ) -> String {
        var w = JSONWriter()
        if keyed {
            w.raw("{\n")
            for (index, state) in states.enumerated() {
                w.raw("  ")
                w.string(state.orientation.name)
                w.raw(": ")
                write(&w, state, "  ")
                w.raw(index + 1 < states.count ? ",\n" : "\n")
            }
            w.raw("}\n")
        } else {
            write(&w, states[0], "")
            w.raw("\n")
        }
        return w.text
    }
}
