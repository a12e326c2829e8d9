/// The height of UIKit's status-bar frame (`UIStatusBarManager.statusBarFrame`,
/// portrait, status bar shown) for one OS range, with where it comes from.
///
/// It is not the top safe-area inset: on Dynamic Island phones the status bar's
/// frame is 54 pt on the 14 Pro class while the top inset is 59 (62 on the
/// 16 Pro class, 68 on the iPhone Air). Layout should use the safe area; this
/// height is carried for people comparing with what `statusBarFrame` reports.
public struct StatusBarFrame: Sendable, Equatable {
    public var height: Double
    public var provenance: Provenance

    public init(height: Double, provenance: Provenance) {
        self.height = height
        self.provenance = provenance
    }
}
