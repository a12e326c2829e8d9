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
    /// True when the audit was over app windows (Auditor.audit(windows:)).
    public var windowed = false
    /// Layouts not audited for lack of data ("device orientation: reason"), in audit order.
    public var skipped: [String]
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
        guard !skipped.isEmpty else {
            throw .nothingAudited("nothing to audit: no device chosen supports the orientations asked for")
        }
        let shown = skipped.prefix(4).joined(separator: "; ")
        let more = skipped.count > 4 ? "; and \(skipped.count - 4) more" : ""
        throw .nothingAudited(
            "nothing to audit: every layout was skipped (\(skipped.count)): \(shown)\(more)")
    }
}
