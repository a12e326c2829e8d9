/// What Safari tells a website about the device, from `data/browsers.json`
/// (schemas/browsers.schema.json), compiled in (`Generated/BrowserFactsData.swift`): the OS
/// token Safari keeps in its user agent from a version on, and the iPadOS from which Safari on
/// an iPad presents itself as Safari on a Mac. The browser exports read it (`SafariUserAgent`).
final class SafariTable: Sendable {
    /// From this version on the user agent's OS token is `frozenOSToken`, not the OS's own.
    let frozenOSTokenFrom: OSVersion
    let frozenOSToken: String
    /// From this iPadOS on Safari on an iPad requests desktop websites by default.
    let desktopClassOnPadFrom: OSVersion

    init(frozenOSTokenFrom: OSVersion, frozenOSToken: String, desktopClassOnPadFrom: OSVersion) {
        self.frozenOSTokenFrom = frozenOSTokenFrom
        self.frozenOSToken = frozenOSToken
        self.desktopClassOnPadFrom = desktopClassOnPadFrom
    }

    /// The built-in table, or the load error every browser export refuses with (`PlatformFacts.load`).
    static let builtin = PlatformFacts.load("browser facts", builtinBrowsersJSON, SafariTable.decode(json:facts:))

    static func decode(json text: String, facts: PlatformFacts = PlatformFacts()) throws(SafeAreaError)
        -> SafariTable
    {
        let reader = try PlatformFacts.root(json: text, "the browser facts are")
        try reader.rejectUnknown(["schema_version", "description", "safari"])
        let safari = try PlatformFacts.object(reader, "safari")
        try safari.rejectUnknown(["frozen_os_token", "desktop_class_on_ipad"])
        let frozen = try PlatformFacts.object(safari, "frozen_os_token")
        try frozen.rejectUnknown(PlatformFacts.factFields.union(["value", "os_min"]))
        _ = try facts.provenance(frozen)
        let token = try frozen.string("value")
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || (48...57).contains($0) }) else {
            throw .invalidProfile("\(frozen.name("value")): expected an OS token such as 18_6")
        }
        let desktop = try PlatformFacts.object(safari, "desktop_class_on_ipad")
        try desktop.rejectUnknown(PlatformFacts.factFields.union(["os_min"]))
        _ = try facts.provenance(desktop)
        return SafariTable(
            frozenOSTokenFrom: try frozen.version("os_min", .lower), frozenOSToken: token,
            desktopClassOnPadFrom: try desktop.version("os_min", .lower))
    }
}
