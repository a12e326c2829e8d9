/// Shape tests on rectangles, rounded rectangles and display corners.
enum Geometry {
    static let epsilon = 1e-6

    /// The overlap of two rectangles with positive area, or nil.
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX)
        let y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX)
        let y1 = min(a.maxY, b.maxY)
        guard x1 - x0 > epsilon && y1 - y0 > epsilon else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether a rectangle overlaps a rounded rectangle (a capsule when the radius is half the short side).
    static func intersectsRoundedRect(_ a: Rect, _ rr: Rect, radius: Double) -> Bool {
        guard intersection(a, rr) != nil else { return false }
        // The rounded rectangle is every point within `radius` of its core rectangle.
        let core = Rect(
            x: rr.minX + radius, y: rr.minY + radius, width: max(0, rr.width - 2 * radius),
            height: max(0, rr.height - 2 * radius))
        let dx = max(core.minX - a.maxX, 0, a.minX - core.maxX)
        let dy = max(core.minY - a.maxY, 0, a.minY - core.maxY)
        return dx * dx + dy * dy < radius * radius - epsilon
    }

    /// The part of `a` inside a corner square that lies outside the display's quarter circle, or nil.
    static func outsideCorner(_ a: Rect, square: Rect, radius: Double, screen: Rect) -> Rect? {
        guard let clipped = intersection(a, square) else { return nil }
        // The circle's centre is the square's corner nearest the screen's centre.
        let centerX = square.minX <= screen.minX + epsilon ? square.maxX : square.minX
        let centerY = square.minY <= screen.minY + epsilon ? square.maxY : square.minY
        // The clipped point farthest from the centre is its corner nearest the screen corner.
        let px = centerX == square.maxX ? clipped.minX : clipped.maxX
        let py = centerY == square.maxY ? clipped.minY : clipped.maxY
        let distance = ((px - centerX) * (px - centerX) + (py - centerY) * (py - centerY)).squareRoot()
        return distance > radius + epsilon ? clipped : nil
    }

    static func describeMove(_ dx: Double, _ dy: Double) -> String {
        let parts = moveWords(dx, dy)
        return parts.isEmpty
            ? "it does not fit inside the safe area: make it smaller"
            : "move it " + parts.joined(separator: " and ") + " to clear it"
    }

    /// A translation in words, one part per axis that moves ("down 12 pt", "left 3.5 pt").
    static func moveWords(_ dx: Double, _ dy: Double) -> [String] {
        var parts: [String] = []
        if dy > 0 { parts.append("down \(formatNumber(dy.rounded2)) pt") }
        if dy < 0 { parts.append("up \(formatNumber((-dy).rounded2)) pt") }
        if dx > 0 { parts.append("right \(formatNumber(dx.rounded2)) pt") }
        if dx < 0 { parts.append("left \(formatNumber((-dx).rounded2)) pt") }
        return parts
    }
}

extension Double {
    var rounded2: Double { (self * 100).rounded() / 100 }
}

extension String {
    var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
