/// Insets from the four edges of a rectangle, in points, in UIKit's order (top, left, bottom, right).
@frozen public struct SafeAreaInsets: Sendable, Equatable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The inset on one edge.
    public subscript(edge: ScreenEdge) -> Double {
        switch edge {
        case .top: return top
        case .left: return left
        case .bottom: return bottom
        case .right: return right
        }
    }

    /// True when every edge is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
