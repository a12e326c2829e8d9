/// The formats `Exporter` writes: other tools' own shapes for a device's
/// screen and safe area, so that they are fed from the catalog.
public enum ExportFormat: Int, Sendable, CaseIterable {
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

    /// The name the command line and Python take ("react-native").
    public var name: String {
        switch self {
        case .cdp: return "cdp"
        case .css: return "css"
        case .reactNative: return "react-native"
        case .playwright: return "playwright"
        case .flutterTest: return "flutter-test"
        case .unity: return "unity"
        }
    }

    /// A file name for one device's export, as the format's users name such files.
    public func fileName(device: String) -> String {
        switch self {
        case .cdp: return "\(device).cdp.json"
        case .css: return "\(device).css"
        case .reactNative: return "\(device).metrics.json"
        case .playwright: return "\(device).playwright.json"
        case .flutterTest: return "\(device).flutter-test.json"
        case .unity: return "Apple \(device).device"
        }
    }

    public init?(name: String) {
        guard let format = ExportFormat.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = format
    }
}
