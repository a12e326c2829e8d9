/// The findings of one audit.
public struct AuditReport: Sendable {
    public var design: String
    public var findings: [AuditFinding]
    public var layouts: Int
    public var devices: Int
    public var elementChecks: Int
    public var skipped: [String]
    /// Layouts audited without their reserved regions, which the profile says are unmeasured ("device orientation: reason").
    public var unchecked: [String] = []
    /// True when the audit showed the keyboard (Auditor.audit(keyboard:)).
    public var keyboard = false
    /// With `recordFrames`: per layout ("device/orientation"), each element's resolved frame in order.
    public var frames: [(layout: String, elements: [(id: String, frame: Rect)])] = []

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}
