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
