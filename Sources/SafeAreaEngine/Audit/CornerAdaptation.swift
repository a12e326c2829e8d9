/// Advice at rounded display corners the safe area does not clear (MODEL.md §4).
///
/// Where a display's corner radius is larger than the safe area's inset on
/// both edges that meet at a corner (the iPhone Duo's inner display in
/// landscape: top 0, 55-pt corners), an element anchored inside the safe area
/// still meets the corner. Making it smaller is the wrong advice there: UIKit's
/// corner-adapted layout regions (`UIView.LayoutRegion.margins(cornerAdaptation:)`,
/// iOS 26) inset the margins along one axis by what clears the corner. The
/// finding says which axis, from which edge and by how much.
extension ScreenLayout {
    /// Rewrites a corner finding's advice when its element sits inside the safe
    /// area: the one-axis move (horizontal or vertical, the smaller of those
    /// that keep it inside the safe area) that puts the element's corner-nearest
    /// point on the display's quarter circle, and the inset from the screen edge
    /// it amounts to. Other findings are left as they are.
    func adviseCornerAdaptation(_ finding: inout AuditFinding) {
        guard finding.rule == "clear-of-display-corners", finding.obstruction == UnsafeRegionKind.corner.name,
            finding.cornerRadius > 0
        else { return }
        let rect = finding.elementFrame
        let safe = safeRect
        func inside(_ r: Rect) -> Bool {
            let e = Geometry.epsilon
            return r.minX >= safe.minX - e && r.maxX <= safe.maxX + e && r.minY >= safe.minY - e
                && r.maxY <= safe.maxY + e
        }
        guard inside(rect) else { return }
        let radius = finding.cornerRadius
        let square = finding.obstructionRect
        let left = square.minX <= display.minX + Geometry.epsilon
        let top = square.minY <= display.minY + Geometry.epsilon
        // Corner-local distances of the element from the corner's two edges.
        let u = left ? rect.minX - display.minX : display.maxX - rect.maxX
        let v = top ? rect.minY - display.minY : display.maxY - rect.maxY
        // The distance from one edge that clears the quarter circle, given the distance from the other.
        func clearing(_ other: Double) -> Double {
            guard other < radius else { return 0 }
            let d = radius - other
            return ((radius - (radius * radius - d * d).squareRoot()) * 100).rounded(.up) / 100
        }
        let horizontal = clearing(v)
        let vertical = clearing(u)
        let candidates: [(CornerAdaptation, Double, Double)] = [
            (
                CornerAdaptation(axis: .horizontal, edge: left ? "left" : "right", inset: horizontal),
                (horizontal - u) * (left ? 1 : -1), 0
            ),
            (
                CornerAdaptation(axis: .vertical, edge: top ? "top" : "bottom", inset: vertical),
                0, (vertical - v) * (top ? 1 : -1)
            ),
        ]
        var best: (CornerAdaptation, Double, Double)?
        for candidate in candidates where abs(candidate.1) + abs(candidate.2) > Geometry.epsilon {
            let moved = Rect(
                x: rect.x + candidate.1, y: rect.y + candidate.2, width: rect.width, height: rect.height)
            guard inside(moved) else { continue }
            if best.map({ abs(candidate.1) + abs(candidate.2) < abs($0.1) + abs($0.2) }) ?? true { best = candidate }
        }
        guard let (adaptation, dx, dy) = best else { return }
        finding.cornerAdaptation = adaptation
        finding.fixDX = dx
        finding.fixDY = dy
    }
}
