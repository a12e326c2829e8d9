/// The display's corner radii, one per corner, in points.
///
/// The corners are named as the simulator's device profile names them, in the
/// profile's portrait orientation (its `width` x `height`) and a left-to-right
/// layout: upper-leading is the top-left corner. Most displays have four equal
/// radii (one number in a profile reads as four); the iPhone Duo's outer display
/// is nearly square on its hinge side (8 / 59 / 8 / 59).
public struct CornerRadii: Sendable, Equatable, Hashable {
    public var upperLeading: Double
    public var upperTrailing: Double
    public var lowerLeading: Double
    public var lowerTrailing: Double

    public init(upperLeading: Double, upperTrailing: Double, lowerLeading: Double, lowerTrailing: Double) {
        self.upperLeading = upperLeading
        self.upperTrailing = upperTrailing
        self.lowerLeading = lowerLeading
        self.lowerTrailing = lowerTrailing
    }

    /// Four equal radii.
    public init(uniform radius: Double) {
        self.init(upperLeading: radius, upperTrailing: radius, lowerLeading: radius, lowerTrailing: radius)
    }

    /// The radii in the source's order: upper-leading, upper-trailing, lower-leading, lower-trailing.
    public var all: [Double] { [upperLeading, upperTrailing, lowerLeading, lowerTrailing] }

    /// True when the four radii are equal.
    public var isUniform: Bool {
        upperLeading == upperTrailing && upperLeading == lowerLeading && upperLeading == lowerTrailing
    }

    /// The largest radius: the one number a profile with a single radius gives
    /// (the simulator's `DeviceCornerRadius` is the Duo outer display's 59).
    public var largest: Double { max(max(upperLeading, upperTrailing), max(lowerLeading, lowerTrailing)) }

    /// Every radius multiplied by `factor` (Display Zoom).
    public func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            upperLeading: upperLeading * factor, upperTrailing: upperTrailing * factor,
            lowerLeading: lowerLeading * factor, lowerTrailing: lowerTrailing * factor)
    }

    /// The radii at the oriented screen's corners: the physical corners turn with
    /// the interface. `rotates` is false on tvOS, whose one screen never turns.
    public func oriented(_ orientation: Orientation, rotates: Bool = true) -> ScreenCorners {
        let portrait = ScreenCorners(
            topLeft: upperLeading, topRight: upperTrailing,
            bottomLeft: lowerLeading, bottomRight: lowerTrailing)
        guard rotates else { return portrait }
        switch orientation {
        case .portrait:
            return portrait
        case .portraitUpsideDown:
            return ScreenCorners(
                topLeft: lowerTrailing, topRight: lowerLeading, bottomLeft: upperTrailing, bottomRight: upperLeading)
        case .landscapeLeft:
            // The portrait top on the right (DeviceProfile.orient: (x, y) -> (height - y, x)).
            return ScreenCorners(
                topLeft: lowerLeading, topRight: upperLeading, bottomLeft: lowerTrailing, bottomRight: upperTrailing)
        case .landscapeRight:
            // The portrait top on the left ((x, y) -> (y, width - x)).
            return ScreenCorners(
                topLeft: upperTrailing, topRight: lowerTrailing, bottomLeft: upperLeading, bottomRight: lowerLeading)
        }
    }
}

/// Radii at the four corners of an oriented screen.
public struct ScreenCorners: Sendable, Equatable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomLeft: Double
    public var bottomRight: Double

    public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// True when the four radii are equal.
    public var isUniform: Bool { topLeft == topRight && topLeft == bottomLeft && topLeft == bottomRight }
}
