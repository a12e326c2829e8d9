/// What a presented controller asks of its presentation, as the presentation rows read it
/// (MODEL.md §18): the tree's `PresentationOptions` less the source view, which only the tree
/// knows (the rows need to know whether a source was given, and where it is in the window).
struct PresentationAsk: Sendable {
    var style: PresentationStyle
    var detent: DetentKind
    /// A custom detent's height, within the sheet's safe area.
    var detentValue: Double?
    /// Whether a popover source (a view or a rectangle) was given.
    var hasSource = false
    var permittedArrowDirections: PopoverArrowDirections = .any
    /// The presented controller's preferredContentSize (nil: unset, UIKit's zero size).
    var preferredContentSize: (width: Double, height: Double)?
    var prefersEdgeAttachedInCompactHeight = false
    var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Read by a page sheet on an iPad (iOS 17+): false gives it the form sheet's sizing.
    var prefersPageSizing = true
    /// The name messages give the preferred content size (a SwiftUI scene's is "content_size").
    var contentSizeName = "preferred_content_size"
    /// A popover's bar button item source (nil: a view or a rectangle, or none).
    var barButton: BarButtonSource? = nil
    /// The popover stays a popover where UIKit would adapt it (MODEL.md §18).
    var keepsPopoverInCompact = false

    /// The checks every layer shares: sizes finite and not negative (both 0 is unset), a known
    /// arrow mask that is not empty. Thrown as INVALID_ARGUMENT naming the argument.
    func validate() throws(SafeAreaError) {
        if let size = preferredContentSize {
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
                size.width <= 1e6, size.height <= 1e6
            else {
                throw .invalidArgument(
                    "\(contentSizeName): (\(formatNumber(size.width)), \(formatNumber(size.height))) is not two finite "
                        + "sizes of 0 or more"
                )
            }
            guard (size.width == 0) == (size.height == 0) else {
                throw .invalidArgument(
                    "\(contentSizeName): give both dimensions above 0, or both 0 (unset), not (\(formatNumber(size.width)), "
                        + "\(formatNumber(size.height)))"
                )
            }
        }
        guard permittedArrowDirections.rawValue & ~PopoverArrowDirections.any.rawValue == 0 else {
            throw .invalidArgument(
                "permitted_arrow_directions: \(permittedArrowDirections.rawValue) has bits that are not up, down, left or right"
            )
        }
        guard !permittedArrowDirections.isEmpty else {
            throw .invalidArgument("permitted_arrow_directions: no direction is permitted (pass any)")
        }
    }

    /// The preferred content size when set (both dimensions above 0).
    var contentSize: (width: Double, height: Double)? {
        guard let s = preferredContentSize, s.width > 0, s.height > 0 else { return nil }
        return s
    }
}

/// A popover's bar button item, as the presentation rows read it: which bar and side, and its
/// index from the bar's edge.
struct BarButtonSource: Sendable, Equatable {
    var placement: BarButtonPlacement
    var index: Int
}
