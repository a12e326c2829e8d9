/// How a design is presented (MODEL.md §4, §18): the design is the content of a controller presented
/// from the window's root in `style` at `detent` (a custom detent's height in `detentValue`); a popover
/// points at `sourceRect` in the presenter's view (the root's view: window points) with one of
/// `permittedArrowDirections`, or at a bar button item of the presenter's navigation bar
/// (`sourceBarButton`: the presenter is then a navigation controller's content), and the presented
/// controller asks for `preferredContentSize`; `keepsPopoverInCompact` keeps a popover a popover
/// where UIKit would adapt it.
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
    /// A popover's bar button item (UIPopoverPresentationController.sourceItem): which items and the
    /// index from the bar's edge; nil: none. The presenter is then the content of a navigation
    /// controller whose bar shows the item (MODEL.md §4, §18).
    public var sourceBarButton: BarButtonItem?
    /// The delegate's `adaptivePresentationStyle` returning `.none` (SwiftUI's
    /// `presentationCompactAdaptation(.popover)`): the popover stays one where UIKit would adapt it.
    public var keepsPopoverInCompact = false

    /// A bar button item: its placement and its index from the bar's edge (0: the outermost).
    public struct BarButtonItem: Sendable, Equatable {
        public var placement: BarButtonPlacement
        public var index: Int

        public init(_ placement: BarButtonPlacement, index: Int = 0) {
            self.placement = placement
            self.index = index
        }
    }

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
        let source: PresentationSource? =
            sourceBarButton.map { .barButton($0.placement, index: $0.index) } ?? sourceRect.map { .rect($0) }
        var o = PresentationOptions(
            style: style, detent: detent, detentValue: detentValue, source: source,
            permittedArrowDirections: permittedArrowDirections,
            preferredContentSize: preferredContentSize.map { (width: $0.width, height: $0.height) })
        o.keepsPopoverInCompact = keepsPopoverInCompact
        return o
    }
}
