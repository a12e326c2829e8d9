/// How a design is presented (MODEL.md §4, §18): the design is the content of a controller presented
/// from the window's root in `style` at `detent` (a custom detent's height in `detentValue`); a popover
/// points at `sourceRect` in the presenter's view (the root's view: window points) with one of
/// `permittedArrowDirections`, and the presented controller asks for `preferredContentSize`.
public struct DesignPresentation: Sendable, Equatable {
    public var style: PresentationStyle
    public var detent: DetentKind
    public var detentValue: Double?
    /// A popover's source rectangle (UIPopoverPresentationController.sourceRect) in the presenter's
    /// view, which fills the window; nil: none (a popover on an iPad is then refused, as UIKit throws).
    public var sourceRect: Rect?
    public var permittedArrowDirections: PopoverArrowDirections
    /// The presented controller's preferredContentSize (a popover's or a form sheet's size); nil: unset.
    public var preferredContentSize: Size?

    /// A width and a height in points.
    public struct Size: Sendable, Equatable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    public init(
        style: PresentationStyle, detent: DetentKind = .large, detentValue: Double? = nil, sourceRect: Rect? = nil,
        permittedArrowDirections: PopoverArrowDirections = .any, preferredContentSize: Size? = nil
    ) {
        self.style = style
        self.detent = detent
        self.detentValue = detentValue
        self.sourceRect = sourceRect
        self.permittedArrowDirections = permittedArrowDirections
        self.preferredContentSize = preferredContentSize
    }

    /// What the tree's `present` takes for this design, as ViewController.present passes it.
    var options: PresentationOptions {
        PresentationOptions(
            style: style, detent: detent, detentValue: detentValue, source: sourceRect.map { .rect($0) },
            permittedArrowDirections: permittedArrowDirections,
            preferredContentSize: preferredContentSize.map { (width: $0.width, height: $0.height) })
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
        presentation = try tree.present(content, from: root, options: design.options)
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
