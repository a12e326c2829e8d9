/// The user agent Safari sends on a device and OS version, and the
/// `navigator.platform` it reports, for the browser formats (`playwright`,
/// `cdp`). Safari sends no User-Agent Client Hints, so no metadata goes with it.
///
/// - iPhone: Mobile Safari, `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)
///   AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1`, the shape of
///   Playwright's iPhone entries (`deviceDescriptorsSource.json`, data/sources.json
///   `playwright_descriptors`, copied into `Tests/fixtures/owners`). From the version
///   `data/browsers.json` gives on (26), Safari keeps the OS token it gives (18_6) and reports its
///   own version.
/// - iPad, by default: Safari on iPadOS 13 and later requests desktop websites and presents itself
///   as Safari on a Mac (`data/browsers.json`, Apple's WWDC 2019 session 203):
///   `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)
///   Version/17.4 Safari/605.1.15`, the shape of Playwright's "Desktop Safari" entry (the macOS token
///   frozen at 10_15_7), and `navigator.platform` "MacIntel". Before iPadOS 13, and with `mobile`
///   (Settings › Safari › Request Desktop Website off), the iPad's mobile agent:
///   `Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) … Mobile/15E148 Safari/604.1` (Playwright's iPad
///   entries), `navigator.platform` "iPad".
public enum SafariUserAgent {
    /// The `User-Agent` header and `navigator.userAgent`.
    public static func string(_ device: DeviceProfile, _ version: OSVersion, mobile: Bool) throws(SafeAreaError)
        -> String
    {
        let safari = "\(version.major).\(version.minor)"
        let facts = try SafariTable.builtin.get()
        if isDesktopClass(device, version, mobile: mobile, facts) {
            return
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/\(safari) Safari/605.1.15"
        }
        let os =
            version >= facts.frozenOSTokenFrom
            ? facts.frozenOSToken
            : (version.patch > 0
                ? "\(version.major)_\(version.minor)_\(version.patch)" : "\(version.major)_\(version.minor)")
        let platform = device.family == .pad ? "iPad; CPU OS" : "iPhone; CPU iPhone OS"
        return
            "Mozilla/5.0 (\(platform) \(os) like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/\(safari) Mobile/15E148 "
            + "Safari/604.1"
    }

    /// `navigator.platform` as Safari reports it with that user agent.
    public static func platform(_ device: DeviceProfile, _ version: OSVersion, mobile: Bool) throws(SafeAreaError)
        -> String
    {
        if isDesktopClass(device, version, mobile: mobile, try SafariTable.builtin.get()) { return "MacIntel" }
        return device.family == .pad ? "iPad" : "iPhone"
    }

    /// Whether Safari requests desktop websites: on an iPad from the iPadOS `facts` give on, unless the
    /// mobile agent is asked for.
    static func isDesktopClass(_ device: DeviceProfile, _ version: OSVersion, mobile: Bool, _ facts: SafariTable)
        -> Bool
    {
        device.family == .pad && !mobile && version >= facts.desktopClassOnPadFrom
    }
}
