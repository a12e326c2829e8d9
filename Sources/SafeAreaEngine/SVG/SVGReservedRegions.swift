/// Pictures of what only some displays have: corners with different radii
/// (the screen outline as a path, each corner its own arc), reserved regions
/// (the camera hole in its real shape, the bar strip, the fold: dashed when
/// inactive) and the vertical bar edge. A display with four equal corners and
/// none of these is drawn exactly as before.
extension SVGPicture {
    static let reservedColors: [ReservedRegionKind: String] = [.occlusion: "#8c564b", .division: "#e377c2"]

    /// The drawn screen's corner radii (picture units), or nil when the four are equal (drawn with `rx`).
    static func unequalCorners(_ device: DeviceProfile, _ orientation: Orientation, scale: Double) -> ScreenCorners? {
        let c = device.cornerRadii.oriented(orientation, rotates: device.rotates)
        guard !c.isUniform else { return nil }
        return ScreenCorners(
            topLeft: c.topLeft * scale, topRight: c.topRight * scale, bottomLeft: c.bottomLeft * scale,
            bottomRight: c.bottomRight * scale)
    }

    /// SVG path data of a rectangle whose corners have the radii `c` (each clamped to half the shorter side).
    static func roundedPath(x: Double, y: Double, width w: Double, height h: Double, corners c: ScreenCorners) -> String
    {
        let limit = min(w, h) / 2
        let tl = min(c.topLeft, limit)
        let tr = min(c.topRight, limit)
        let bl = min(c.bottomLeft, limit)
        let br = min(c.bottomRight, limit)
        var d = "M \(f(x + tl)),\(f(y)) H \(f(x + w - tr))"
        if tr > 0 { d += " A \(f(tr)),\(f(tr)) 0 0 1 \(f(x + w)),\(f(y + tr))" }
        d += " V \(f(y + h - br))"
        if br > 0 { d += " A \(f(br)),\(f(br)) 0 0 1 \(f(x + w - br)),\(f(y + h))" }
        d += " H \(f(x + bl))"
        if bl > 0 { d += " A \(f(bl)),\(f(bl)) 0 0 1 \(f(x)),\(f(y + h - bl))" }
        d += " V \(f(y + tl))"
        if tl > 0 { d += " A \(f(tl)),\(f(tl)) 0 0 1 \(f(x + tl)),\(f(y))" }
        return d + " Z"
    }

    /// The corners `c` grown by `by` (the bezel around the screen).
    static func grown(_ c: ScreenCorners, by: Double) -> ScreenCorners {
        ScreenCorners(
            topLeft: c.topLeft + by, topRight: c.topRight + by, bottomLeft: c.bottomLeft + by,
            bottomRight: c.bottomRight + by)
    }

    /// What a picture draws beyond the unsafe regions: the reserved regions of
    /// the oriented screen in `pose` (nil: the resting pose, flat), or why they
    /// are not drawn; and the vertical bar edge.
    struct Extras {
        var regions: [ReservedRegion] = []
        var legend: [(color: String, label: String, dashed: Bool)] = []

        init(_ device: DeviceProfile, _ orientation: Orientation, version: OSVersion?, pose: Pose?) {
            guard !device.reservedRegions.isEmpty || device.verticalBarEdges[orientation.rawValue] != .none else {
                return
            }
            do {
                regions = try device.reservedRegions(
                    orientation, pose: device.reservedRegions.hasFold ? pose : nil, version: version)
            } catch {
                legend.append(("#999", "reserved regions: unmeasured in \(orientation.name)", true))
            }
            for region in regions {
                let state = region.isActive ? "active" : "inactive, dashed"
                legend.append(
                    (
                        reservedColors[region.kind] ?? "#999", "\(region.name) (\(region.kind.name), \(state))",
                        !region.isActive
                    ))
            }
            let edge = device.verticalBarEdges[orientation.rawValue]
            if edge != .none { legend.append(("#555", "vertical bars on the \(edge.name) edge", false)) }
        }
    }

    /// The regions drawn on the screen: a capsule for a round or pill-shaped
    /// hole, a rectangle for a band, a fold as its frame (margins included) with
    /// its reserved line; an inactive region dashed and faint.
    static func drawReserved(_ regions: [ReservedRegion], _ frame: Frame) -> [String] {
        var out: [String] = []
        for region in regions {
            let color = reservedColors[region.kind] ?? "#999"
            let dash = region.isActive ? "" : " stroke-dasharray=\"4 3\""
            let opacity = region.isActive ? "0.3" : "0.1"
            let title =
                "<title>\(escape(region.name)): \(region.kind.name), \(region.isActive ? "active" : "inactive")</title>"
            switch region.kind {
            case .occlusion:
                let (x, y, w, h) = frame.rect(region.reservedRect)
                let r = region.shape == .capsule ? min(w, h) / 2 : 0
                out.append(
                    "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" rx=\"\(f(r))\" fill=\"\(color)\" "
                        + "fill-opacity=\"\(opacity)\" stroke=\"\(color)\" stroke-width=\"1.5\"\(dash)>\(title)</rect>"
                )
            case .division:
                let (x, y, w, h) = frame.rect(region.frame)
                out.append(
                    "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"\(color)\" fill-opacity=\"\(opacity)\" "
                        + "stroke=\"\(color)\" stroke-width=\"1\"\(dash)>\(title)</rect>"
                )
                let (lx, ly, lw, lh) = frame.rect(region.reservedRect)
                let vertical = region.frame.height >= region.frame.width
                let (x1, y1, x2, y2) =
                    vertical ? (lx + lw / 2, ly, lx + lw / 2, ly + lh) : (lx, ly + lh / 2, lx + lw, ly + lh / 2)
                out.append(
                    "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(color)\" stroke-width=\"2\"\(dash)/>"
                )
            }
        }
        return out
    }
}
