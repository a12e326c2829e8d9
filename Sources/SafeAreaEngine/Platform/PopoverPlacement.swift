/// Where a popover goes in a regular-width window (MODEL.md §18): the rule fitted to the iPad
/// (A16) probe's cases at iPadOS 26.1, with its constants from `data/presentations.json`.
struct PopoverGeometry: Sendable {
    /// The arrow's length, inside the presented view's frame on the source's side.
    let arrow: Double
    /// The card keeps this far from the window's sides.
    let margin: Double
    /// The card's top stays this far below the window's top inset.
    let topBelowInset: Double
    /// The directions tried, in order (the arrow's direction: down is a card above the source).
    let order: [PopoverArrowDirections]
    let source: String
    let basis: String
    let insetsBasis: String

    /// The presented view's frame and its arrow for a card `width` × `height` pointing at
    /// `source` (window coordinates) in a `bounds` window with top and bottom insets `top` and
    /// `bottom`; nil when no permitted direction fits without squeezing the card.
    ///
    /// First pass: the first permitted direction (in `order`) whose card, centred on the source
    /// along its side, lies within the limits. Second pass: the first whose card fits once slid
    /// along its side to the limits (x to the margins for up and down, y for left and right).
    func place(
        source s: Rect, width: Double, height: Double, permitted: PopoverArrowDirections, bounds: Rect,
        top: Double, bottom: Double
    ) -> (frame: Rect, arrow: PopoverArrowDirections)? {
        let minX = bounds.x + margin
        let maxX = bounds.x + bounds.width - margin
        let minY = bounds.y + top + topBelowInset
        let maxY = bounds.y + bounds.height - bottom
        func candidate(_ d: PopoverArrowDirections) -> Rect {
            let midX = s.x + s.width / 2
            let midY = s.y + s.height / 2
            switch d {
            case .down: return Rect(x: midX - width / 2, y: s.y - height - arrow, width: width, height: height + arrow)
            case .up: return Rect(x: midX - width / 2, y: s.y + s.height, width: width, height: height + arrow)
            case .left: return Rect(x: s.x + s.width, y: midY - height / 2, width: width + arrow, height: height)
            default: return Rect(x: s.x - width - arrow, y: midY - height / 2, width: width + arrow, height: height)
            }
        }
        func fits(_ r: Rect) -> Bool {
            r.x >= minX && r.x + r.width <= maxX && r.y >= minY && r.y + r.height <= maxY
        }
        let tried = order.filter { permitted.contains($0) }
        for d in tried {
            let r = candidate(d)
            if fits(r) { return (r, d) }
        }
        for d in tried {
            var r = candidate(d)
            if d == .up || d == .down {
                r.x = min(max(r.x, minX), maxX - r.width)
            } else {
                r.y = min(max(r.y, minY), maxY - r.height)
            }
            if fits(r) { return (r, d) }
        }
        return nil
    }

    /// The content's safe area: the arrow's length on its side (derived, MODEL.md §18).
    func insets(_ arrowDirection: PopoverArrowDirections) -> SafeAreaInsets {
        SafeAreaInsets(
            top: arrowDirection == .up ? arrow : 0, left: arrowDirection == .left ? arrow : 0,
            bottom: arrowDirection == .down ? arrow : 0, right: arrowDirection == .right ? arrow : 0)
    }
}
