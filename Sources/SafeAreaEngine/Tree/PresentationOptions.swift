/// Where a popover points (UIPopoverPresentationController's sourceView and sourceRect).
public enum PresentationSource: Sendable, Equatable {
    /// A rectangle in the presenting controller's view.
    case rect(Rect)
    /// A view in the presenter's window, and a rectangle in its coordinates (nil: its bounds).
    case view(NodeHandle, Rect?)
    /// A bar button item (UIPopoverPresentationController.sourceItem, a UIBarButtonItem): on
    /// which bar and side, and its index from the bar's edge (0: the outermost), read through
    /// the bar the nearest navigation controller at or above the presenter shows (MODEL.md §18).
    case barButton(BarButtonPlacement, index: Int)
}

/// Everything `present` takes (UIViewController.present with the presented controller's
/// modalPresentationStyle, its sheet and popover presentation controllers' settings and its
/// preferredContentSize; MODEL.md §18).
public struct PresentationOptions: Sendable, Equatable {
    public var style: PresentationStyle
    public var detent: DetentKind
    /// A custom detent's height, within the sheet's safe area.
    public var detentValue: Double?
    /// A popover's source (required for a popover on an iPad, as UIKit throws without one).
    public var source: PresentationSource?
    public var permittedArrowDirections: PopoverArrowDirections
    /// The presented controller's preferredContentSize (nil: unset, UIKit's zero size).
    public var preferredContentSize: (width: Double, height: Double)?
    public var prefersEdgeAttachedInCompactHeight: Bool
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
    /// Read by a page sheet on an iPad (iOS 17+): false gives it the form sheet's sizing.
    public var prefersPageSizing: Bool
    /// A popover that stays a popover where UIKit would adapt it (the delegate's
    /// `adaptivePresentationStyle` returning `.none`, SwiftUI's
    /// `presentationCompactAdaptation(.popover)`; MODEL.md §18).
    public var keepsPopoverInCompact = false
    /// The name messages give the preferred content size (a SwiftUI scene's is "content_size");
    /// not part of the request's equality.
    var contentSizeName = "preferred_content_size"

    public init(
        style: PresentationStyle = .automatic, detent: DetentKind = .large, detentValue: Double? = nil,
        source: PresentationSource? = nil, permittedArrowDirections: PopoverArrowDirections = .any,
        preferredContentSize: (width: Double, height: Double)? = nil, prefersEdgeAttachedInCompactHeight: Bool = false,
        widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false, prefersPageSizing: Bool = true
    ) {
        self.style = style
        self.detent = detent
        self.detentValue = detentValue
        self.source = source
        self.permittedArrowDirections = permittedArrowDirections
        self.preferredContentSize = preferredContentSize
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
        self.prefersPageSizing = prefersPageSizing
    }

    public static func == (a: PresentationOptions, b: PresentationOptions) -> Bool {
        a.style == b.style && a.detent == b.detent && a.detentValue == b.detentValue && a.source == b.source
            && a.permittedArrowDirections == b.permittedArrowDirections
            && a.preferredContentSize?.width == b.preferredContentSize?.width
            && a.preferredContentSize?.height == b.preferredContentSize?.height
            && a.prefersEdgeAttachedInCompactHeight == b.prefersEdgeAttachedInCompactHeight
            && a.widthFollowsPreferredContentSizeWhenEdgeAttached == b.widthFollowsPreferredContentSizeWhenEdgeAttached
            && a.prefersPageSizing == b.prefersPageSizing && a.keepsPopoverInCompact == b.keepsPopoverInCompact
    }

    /// What the presentation rows read of these options (all but the source view).
    var ask: PresentationAsk {
        PresentationAsk(
            style: style, detent: detent, detentValue: detentValue, hasSource: source != nil,
            permittedArrowDirections: permittedArrowDirections, preferredContentSize: preferredContentSize,
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSizeWhenEdgeAttached: widthFollowsPreferredContentSizeWhenEdgeAttached,
            prefersPageSizing: prefersPageSizing, contentSizeName: contentSizeName, barButton: barButton,
            keepsPopoverInCompact: keepsPopoverInCompact)
    }

    /// The bar button item the source names, if it is one.
    var barButton: BarButtonSource? {
        if case .barButton(let placement, let index) = source {
            return BarButtonSource(placement: placement, index: index)
        }
        return nil
    }

    /// The checks every layer shares (`PresentationAsk.validate`), then the source rectangle's:
    /// finite with sizes of 0 or more. Thrown as INVALID_ARGUMENT naming the argument.
    func validate() throws(SafeAreaError) {
        try ask.validate()
        if case .rect(let r) = source { try Self.validateRect(r) }
        if case .view(_, let r?) = source { try Self.validateRect(r) }
        if case .barButton(_, let index) = source, index < 0 {
            throw .invalidArgument("source_bar_button_index: \(index) is negative (0 is the outermost item)")
        }
    }

    private static func validateRect(_ r: Rect) throws(SafeAreaError) {
        guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite, r.width >= 0, r.height >= 0 else {
            throw .invalidArgument(
                "source: the rectangle (\(formatNumber(r.x)), \(formatNumber(r.y)), \(formatNumber(r.width)), \(formatNumber(r.height))) "
                    + "is not finite with sizes of 0 or more"
            )
        }
    }

    /// The preferred content size when set (both dimensions above 0).
    var contentSize: (width: Double, height: Double)? { ask.contentSize }
}

extension PresentationMetrics {
    /// Resolves one presentation with the tree's options (the source rectangle checked here, the
    /// rest by the rows); `sourceInWindow` is a popover's source in window coordinates (nil: none).
    func resolve(
        _ options: PresentationOptions, sourceInWindow: Rect?, overSheet: Bool
    ) throws(SafeAreaError) -> ResolvedPresentation {
        try options.validate()
        return try resolve(options.ask, sourceInWindow: sourceInWindow, overSheet: overSheet)
    }
}
