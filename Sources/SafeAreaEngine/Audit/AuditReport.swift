/// The findings of one audit.
public struct AuditReport: Sendable {
    public var design: String
    public var findings: [AuditFinding]
    public var layouts: Int
    public var devices: Int
    public var elementChecks: Int
    /// The layouts audited, in audit order, with what a presented design's presentation resolved to there.
    public var audited: [(device: String, orientation: Orientation, presentation: ResolvedPresentation?)] = []
    /// The app window of each audited layout (nil: the full screen), in the order of `audited`.
    public var auditedWindows: [ResolvedWindow?] = []
    /// The OS version of each audited layout, in the order of `audited`.
    public var auditedVersions: [OSVersion] = []
    /// True when the audit was over app windows (Auditor.audit(windows:)).
    public var windowed = false
    /// How many OS lines the audit asked for (1: one version, or each device's newest).
    public var osLines = 1
    /// Layouts not audited, with the reason, in audit order.
    public var skips: [AuditSkip]
    /// `skips` as text ("device orientation: reason"), in audit order.
    public var skipped: [String] { skips.map(\.text) }
    /// Layouts audited without their reserved regions, which the profile says are unmeasured ("device orientation: reason").
    public var unchecked: [String] = []
    /// True when the audit showed the keyboard (Auditor.audit(keyboard:)).
    public var keyboard = false
    /// With `recordFrames`: per layout ("device/orientation"), each element's resolved frame in order.
    public var frames: [(layout: String, elements: [(id: String, frame: Rect)])] = []

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// The report when it checked something; an audit that checked no element
    /// (every layout skipped, or a design without elements) is an error, so
    /// that a CI job cannot pass having audited nothing. The message names the
    /// skipped layouts and their reasons (the first few, then how many more).
    public func requireChecks() throws(SafeAreaError) -> AuditReport {
        guard elementChecks == 0 else { return self }
        guard layouts == 0 else {
            throw .nothingAudited("nothing to audit: the design '\(design)' has no elements")
        }
        let skipped = self.skipped
        guard !skipped.isEmpty else {
            throw .nothingAudited("nothing to audit: no device chosen supports the orientations asked for")
        }
        let shown = skipped.prefix(4).joined(separator: "; ")
        let more = skipped.count > 4 ? "; and \(skipped.count - 4) more" : ""
        throw .nothingAudited(
            "nothing to audit: every layout was skipped (\(skipped.count)): \(shown)\(more)")
    }
}

/// A layout, or every layout of a device on one OS version, not audited, with the reason (MODEL.md §4).
public struct AuditSkip: Sendable, Equatable {
    public var device: String
    /// The OS version the layout would have run (asked for, or the device's newest); nil where unknown.
    public var osVersion: OSVersion?
    /// The OS as the text names it ("iOS 26.0") where the audit covered several OS lines; nil otherwise.
    public var os: String?
    /// The orientation, nil for every orientation of the device on that OS version.
    public var orientation: Orientation?
    /// The app window's placement name, nil for the full screen or every window.
    public var window: String?
    /// Why, in words shared by every layout skipped for the same cause (the table counts them per reason).
    public var reason: String
    /// The engine's own message where it adds to `reason` (the device's OS range).
    public var detail: String?

    public init(
        device: String, osVersion: OSVersion?, os: String? = nil, orientation: Orientation?, window: String?,
        reason: String, detail: String? = nil
    ) {
        self.device = device
        self.osVersion = osVersion
        self.os = os
        self.orientation = orientation
        self.window = window
        self.reason = reason
        self.detail = detail
    }

    /// "iPhone X portrait: reason", "iPad Air 11-inch (M2) iPadOS 26.0 portrait slide_over window: reason",
    /// "iPhone XS: no data for iOS 26.0 (iPhone XS runs iOS 12.0 to 18.x; …)".
    public var text: String {
        var layout = device
        if let os { layout += " \(os)" }
        if let orientation { layout += " \(orientation.name)" }
        if let window { layout += " \(window) window" }
        return "\(layout): \(reason)" + (detail.map { " (\($0))" } ?? "")
    }
}
