/// A Unity Device Simulator device definition (`.device`), in the shape of
/// Unity's own definitions (the manual's schema; its iPhone XR file is the
/// test fixture): `friendlyName`, `version: 1`, one screen in **native
/// pixels** (Unity reports the panel's pixels: 1080 x 1920 on an iPhone 8
/// Plus) with `dpi`, `navigationBarHeight: 0`, one entry per orientation the
/// device supports, and `systemInfo`.
///
/// - Orientation codes are Unity's `ScreenOrientation`, which names **device**
///   orientations: 1 Portrait, 2 PortraitUpsideDown, 3 LandscapeLeft (UIKit's
///   `landscape_right`: home indicator on the right), 4 LandscapeRight;
///   written in that order.
/// - `safeArea` and each cutout (the housing's shape bounds) are Unity `Rect`s
///   with a **bottom-left origin**, serialized as Unity does
///   (`serializedVersion` "2").
/// - `presentation.cornerRadius` is the display's corner radius in pixels
///   (Unity's own files carry their overlay image's radius instead: 116 for
///   the XR, whose display radius is 41.5 pt = 83 px).
/// - Unity apps hide the status bar by default: with `statusBarHidden` the
///   safe area is the one Unity's own files record.
enum UnityExport {
    static func write(_ device: DeviceProfile, _ states: [ExportState], version: OSVersion, statusBarHidden: Bool)
        throws(SafeAreaError) -> String
    {
        guard let ppi = device.ppi else {
            throw .invalidArgument(
                "\(device.name) has no pixel density (ppi) in its profile: Unity's .device needs dpi")
        }
        let factor = Double(device.nativeWidth) / device.width
        var w = JSONWriter()
        w.raw("{\n    \"friendlyName\": ")
        w.string("Apple \(device.name)")
        w.raw(",\n    \"version\": 1,\n    \"screens\": [\n        {\n            \"width\": \(device.nativeWidth),\n")
        w.raw(
            "            \"height\": \(device.nativeHeight),\n            \"navigationBarHeight\": 0,\n            \"dpi\": "
        )
        w.number(ppi)
        w.raw(",\n            \"orientations\": [\n")
        let ordered = states.sorted { code($0.orientation) < code($1.orientation) }
        for (index, state) in ordered.enumerated() {
            let width = state.orientation.isLandscape ? Double(device.nativeHeight) : Double(device.nativeWidth)
            let height = state.orientation.isLandscape ? Double(device.nativeWidth) : Double(device.nativeHeight)
            let i = state.insets
            w.raw(
                "                {\n                    \"orientation\": \(code(state.orientation)),\n                    \"safeArea\": "
            )
            rect(
                &w, x: i.left * factor, y: i.bottom * factor, width: width - (i.left + i.right) * factor,
                height: height - (i.top + i.bottom) * factor, indent: "                    ")
            w.raw(",\n                    \"cutouts\": [")
            let housings = try device.unsafeRegions(
                state.orientation, version: version, statusBarHidden: statusBarHidden
            )
            .filter { $0.kind == .housing }
            for (n, region) in housings.enumerated() {
                let r = region.rect
                w.raw(n == 0 ? "\n                        " : ",\n                        ")
                rect(
                    &w, x: r.x * factor, y: height - (r.y + r.height) * factor, width: r.width * factor,
                    height: r.height * factor,
                    indent: "                        ")
            }
            w.raw(housings.isEmpty ? "]\n" : "\n                    ]\n")
            w.raw(index + 1 < ordered.count ? "                },\n" : "                }\n")
        }
        w.raw("            ],\n            \"presentation\": {\n                \"cornerRadius\": ")
        w.number(device.cornerRadius * factor)
        w.raw("\n            }\n        }\n    ],\n    \"systemInfo\": {\n        \"deviceModel\": ")
        w.string(modelIdentifier(device))
        w.raw(",\n        \"deviceType\": 1,\n        \"operatingSystem\": ")
        w.string("\(device.family.osName) \(version.major).\(version.minor)")
        w.raw("\n    }\n}\n")
        return w.text
    }

    /// Unity's ScreenOrientation code for a UIKit interface orientation.
    static func code(_ orientation: Orientation) -> Int {
        switch orientation {
        case .portrait: return 1
        case .portraitUpsideDown: return 2
        case .landscapeRight: return 3
        case .landscapeLeft: return 4
        }
    }

    /// The first alias that is a model identifier ("iPhone11,8"), else the name.
    static func modelIdentifier(_ device: DeviceProfile) -> String {
        device.aliases.first { alias in
            guard let comma = alias.firstIndex(of: ","), let digit = alias.firstIndex(where: { $0.isNumber }) else {
                return false
            }
            return digit < comma && !alias.contains(" ")
        } ?? device.name
    }

    private static func rect(_ w: inout JSONWriter, x: Double, y: Double, width: Double, height: Double, indent: String)
    {
        w.raw("{\n\(indent)    \"serializedVersion\": \"2\",\n\(indent)    \"x\": ")
        w.number(x)
        w.raw(",\n\(indent)    \"y\": ")
        w.number(y)
        w.raw(",\n\(indent)    \"width\": ")
        w.number(width)
        w.raw(",\n\(indent)    \"height\": ")
        w.number(height)
        w.raw("\n\(indent)}")
    }
}
