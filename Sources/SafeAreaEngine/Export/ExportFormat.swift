/// The formats `Exporter` writes: other tools' own shapes for a device's
/// screen and safe area, so that they are fed from the catalog.
public enum ExportFormat: Int, Sendable, CaseIterable, NamedCase {
    /// Chrome DevTools Protocol commands (method -> params) that emulate the device in Chromium.
    case cdp = 0
    /// A stylesheet of `--safe-area-inset-*` custom properties, for tools that cannot set `env()`.
    case css = 1
    /// `react-native-safe-area-context`'s `Metrics` (`insets` and `frame`).
    case reactNative = 2
    /// A Playwright device descriptor, as in Playwright's `deviceDescriptorsSource.json`.
    case playwright = 3
    /// The values of Flutter's `tester.view` in a widget test (physical pixels).
    case flutterTest = 4
    /// A Unity Device Simulator `.device` definition (native pixels, bottom-left origin).
    case unity = 5
    /// A `device_preview` 3 `DevicePreset` (both orientations' paddings, the screen outline).
    case flutter = 6

    /// The name the command line and Python take ("react-native").
    public var name: String {
        switch self {
        case .cdp: return "cdp"
        case .css: return "css"
        case .reactNative: return "react-native"
        case .playwright: return "playwright"
        case .flutterTest: return "flutter-test"
        case .unity: return "unity"
        case .flutter: return "flutter"
        }
    }

    /// Whether the format's owner keeps every orientation of a device in one
    /// document, so that an export holds every orientation the device supports
    /// unless one is asked for: Unity's Device Simulator rotates only into the
    /// orientations a `.device` lists (a portrait-only file makes a phone that
    /// cannot turn), and a `device_preview` preset holds portrait and landscape.
    public var holdsEveryOrientation: Bool {
        switch self {
        case .unity, .flutter: return true
        case .cdp, .css, .reactNative, .playwright, .flutterTest: return false
        }
    }

    /// `init?(name:)` ignores case.
    public static var namesIgnoreCase: Bool { true }
}
