/// How a design is presented (MODEL.md §4, §18): the design is the content of a controller presented
/// from the window's root in `style` at `detent` (a custom detent's height in `detentValue`).
public struct DesignPresentation: Sendable, Equatable {
    public var style: PresentationStyle
    public var detent: DetentKind
    public var detentValue: Double?

    public init(style: PresentationStyle, detent: DetentKind = .large, detentValue: Double? = nil) {
        self.style = style
        self.detent = detent
        self.detentValue = detentValue
    }
}

/// A presented design's container on one layout, read from the tree: the presentation the window
/// resolved (the tree's one presentation geometry) and the presented view's safe area and margins.
struct PresentedContent {
    let presentation: ResolvedPresentation
    /// The presented view's safeAreaInsets.
    let insets: SafeAreaInsets
    /// The presented view's layoutMargins.
    let margins: SafeAreaInsets

    /// Presents a plain controller from the root of a window of `device` in `orientation` and reads it, or
    /// the engine's refusal (an OS line, a device family or a size class without presentation data).
    init(
        _ design: DesignPresentation, device: DeviceProfile, orientation: Orientation, version: OSVersion?,
        window request: WindowRequest? = nil
    ) throws(SafeAreaError) {
        var tree = try SafeAreaTree(
            device: device, orientation: orientation, osVersion: version, statusBarHidden: false, policy: .freeze)
        if let request { try tree.setWindow(request) }
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        let content = try tree.makeController(kind: .plain)
        presentation = try tree.present(
            content, from: root, style: design.style, detent: design.detent, detentValue: design.detentValue)
        let view = try tree.controllerView(content)
        insets = try tree.safeAreaInsets(view)
        margins = try tree.layoutMargins(view)
    }

    /// A rectangle in window points where it lies in the presented view's coordinates (its unscaled
    /// layout frame, in window points): the inverse of the floating card's scale about its centre.
    func toContent(_ r: Rect) -> Rect {
        let f = presentation.frame
        let lf = presentation.layoutFrame
        let s = presentation.scale
        return Rect(
            x: lf.x + (r.x - f.x) / s, y: lf.y + (r.y - f.y) / s, width: r.width / s, height: r.height / s)
    }
}
