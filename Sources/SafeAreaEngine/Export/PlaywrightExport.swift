/// A Playwright device descriptor in the shape of Playwright's own
/// `deviceDescriptorsSource.json` entries, keys in their order: `userAgent`,
/// `screen`, `viewport`, `deviceScaleFactor`, `isMobile`, `hasTouch`,
/// `defaultBrowserType` (data/sources.json `playwright_descriptors`,
/// `Tests/fixtures/owners`).
///
/// The viewport is the whole screen for the orientation: a full-screen web
/// view or a home-screen web app, where `viewport-fit=cover` exposes the safe
/// area (Safari's own toolbars are not modelled). `screen` is the unrotated
/// screen, as in Playwright's iPhone landscape entries. The safe-area insets
/// are not in a descriptor (Playwright has no key for them): they reach a page
/// only in Chromium, through the DevTools protocol (the `cdp` export,
/// `safearea.playwright.emulate`), so `defaultBrowserType` is `chromium`, the
/// one browser in which the device's safe area can be emulated; WebKit and
/// Firefox get the screen and the user agent without insets. The user agent is
/// Safari's (`SafariUserAgent`: desktop-class on an iPad unless `mobileUserAgent`).
///
/// An app window (MODEL.md §15, §19) makes the viewport the window's size, rounded down to whole
/// CSS px as Chromium's metrics take them, and `screen` stays the device's; the window's insets
/// travel, as the screen's do, in the `cdp` export.
enum PlaywrightExport {
    static func write(
        _ device: DeviceProfile, _ states: [ExportState], version: OSVersion, mobileUserAgent: Bool, keyed: Bool
    ) throws(SafeAreaError) -> String {
        let userAgent = try SafariUserAgent.string(device, version, mobile: mobileUserAgent)
        return ExportState.keyedObject(states, keyed: keyed) { w, state, indent in
            let inner = indent + "  "
            w.raw("{\n\(inner)\"userAgent\": ")
            w.string(userAgent)
            w.raw(",\n\(inner)\"screen\": {\"width\": ")
            w.number(device.width)
            w.raw(", \"height\": ")
            w.number(device.height)
            let window = state.window != nil
            w.raw("},\n\(inner)\"viewport\": {\"width\": ")
            w.number(window ? state.width.rounded(.down) : state.width)
            w.raw(", \"height\": ")
            w.number(window ? state.height.rounded(.down) : state.height)
            w.raw("},\n\(inner)\"deviceScaleFactor\": ")
            w.number(device.scale)
            w.raw(
                ",\n\(inner)\"isMobile\": true,\n\(inner)\"hasTouch\": true,\n\(inner)\"defaultBrowserType\": \"chromium\"\n\(indent)}"
            )
        }
    }
}
