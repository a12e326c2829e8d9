/// A Playwright device descriptor in the shape of Playwright's own
/// `deviceDescriptorsSource.json` entries: `userAgent`, `viewport`, `screen`,
/// `deviceScaleFactor`, `isMobile`, `hasTouch`, `defaultBrowserType`.
///
/// The viewport is the whole screen for the orientation: a full-screen web
/// view or a home-screen web app, where `viewport-fit=cover` exposes the safe
/// area (Safari's own toolbars are not modelled). `screen` is the unrotated
/// screen, as in Playwright's landscape entries. The insets travel separately
/// (the `cdp` export, `safearea.playwright.emulate`). The user agent is Mobile
/// Safari's for the OS version the query resolves to; from iOS 26 on, Safari
/// keeps the OS token at 18_6 and reports its own version.
enum PlaywrightExport {
    static func write(_ device: DeviceProfile, _ states: [ExportState], version: OSVersion, keyed: Bool) -> String {
        let userAgent = mobileSafari(device, version)
        return ExportState.keyedObject(states, keyed: keyed) { w, state, indent in
            let inner = indent + "  "
            w.raw("{\n\(inner)\"userAgent\": ")
            w.string(userAgent)
            w.raw(",\n\(inner)\"viewport\": {\"width\": ")
            w.number(state.width)
            w.raw(", \"height\": ")
            w.number(state.height)
            w.raw("},\n\(inner)\"screen\": {\"width\": ")
            w.number(device.width)
            w.raw(", \"height\": ")
            w.number(device.height)
            w.raw("},\n\(inner)\"deviceScaleFactor\": ")
            w.number(device.scale)
            w.raw(
                ",\n\(inner)\"isMobile\": true,\n\(inner)\"hasTouch\": true,\n\(inner)\"defaultBrowserType\": \"webkit\"\n\(indent)}"
            )
        }
    }

    /// Mobile Safari's user agent on this device and OS version.
    static func mobileSafari(_ device: DeviceProfile, _ version: OSVersion) -> String {
        let frozen = version.major >= 26
        let os =
            frozen
            ? "18_6"
            : (version.patch > 0
                ? "\(version.major)_\(version.minor)_\(version.patch)" : "\(version.major)_\(version.minor)")
        let safari = "\(version.major).\(version.minor)"
        let platform = device.family == .pad ? "iPad; CPU OS" : "iPhone; CPU iPhone OS"
        return
            "Mozilla/5.0 (\(platform) \(os) like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/\(safari) Mobile/15E148 Safari/604.1"
    }
}
