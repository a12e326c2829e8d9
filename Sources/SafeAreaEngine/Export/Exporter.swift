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
    public static func export(_ device: DeviceProfile, format: ExportFormat, orientations: [Orientation],
                              version: OSVersion?, statusBarHidden: Bool) throws(SafeAreaError) -> String {
        guard !orientations.isEmpty else { throw .invalidArgument("no orientation to export") }
        var states: [ExportState] = []
        for orientation in orientations {
            try device.checkOrientation(orientation)
            let size = try device.screenSize(orientation)
            let insets = try device.safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
            states.append(ExportState(orientation: orientation, width: size.width, height: size.height, insets: insets))
        }
        let keyed = orientations.count > 1
        switch format {
        case .cdp:
            try refuseTV(device, format)
            return CDPExport.write(device, states, keyed: keyed)
        case .css:
            try refuseTV(device, format)
            return CSSExport.write(device, states)
        case .reactNative:
            return ReactNativeExport.write(states, keyed: keyed)
        case .playwright:
            try refuseTV(device, format)
            return PlaywrightExport.write(device, states, version: try device.resolvedVersion(version), keyed: keyed)
        case .flutterTest:
            if device.family == .tv {
                throw .invalidArgument("\(device.name) runs tvOS, which Flutter does not target: the flutter-test format does not apply")
            }
            return FlutterTestExport.write(device, states, keyed: keyed)
        case .unity:
            if device.family == .tv {
                throw .invalidArgument("\(device.name) runs tvOS: Unity's Device Simulator simulates phones and tablets, so the unity format does not apply")
            }
            return try UnityExport.write(device, states, version: try device.resolvedVersion(version), statusBarHidden: statusBarHidden)
        case .flutter:
            if device.family == .tv {
                throw .invalidArgument("\(device.name) runs tvOS, which Flutter does not target: the flutter format does not apply")
            }
            // device_preview has no way to leave an orientation out of a preset: it turns every
            // preset itself, deriving a landscape padding when the preset has none.
            guard Set(orientations) == Set(allOrientations(of: device)) else {
                throw .invalidArgument("a device_preview preset holds every orientation of \(device.name) (device_preview turns it itself): the flutter format takes no single orientation")
            }
            return try FlutterExport.write(device, version: version, statusBarHidden: statusBarHidden)
        }
    }

    /// Every orientation the device supports, in UIKit order.
    public static func allOrientations(of device: DeviceProfile) -> [Orientation] {
        Orientation.allCases.filter { device.orientations.contains($0) }
    }

    /// The orientations an export writes when the caller asks for neither one
    /// orientation nor all of them: what the format's owner keeps in a document
    /// (every orientation for `unity` and `flutter`), else `orientation` alone.
    public static func defaultOrientations(of device: DeviceProfile, format: ExportFormat, orientation: Orientation) -> [Orientation] {
        format.holdsEveryOrientation ? allOrientations(of: device) : [orientation]
    }

    private static func refuseTV(_ device: DeviceProfile, _ format: ExportFormat) throws(SafeAreaError) {
        if device.family == .tv {
            throw .invalidArgument("\(device.name) runs tvOS, which has no web browser: the \(format.name) format does not apply")
        }
    }
}

/// One orientation of a device, as every format needs it.
struct ExportState {
    let orientation: Orientation
    let width: Double
    let height: Double
    let insets: SafeAreaInsets

    /// Writes `states` as one object, or as an object keyed by orientation name.
    static func keyedObject(_ states: [ExportState], keyed: Bool, _ write: (inout JSONWriter, ExportState, String) -> Void) -> String {
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
