/// A tree's per-view arrays, read by slot: the tree's own arrays (`SafeAreaTree`) or
/// a linear transition's raw views of them (`SafeAreaTree.PassContext`), behind one
/// set of names.
///
/// The per-view math (bounds, layout margins, the system minimum margins) is written
/// once, in this protocol's extension, over these arrays. Each storage gets its own
/// compilation of it (the functions are generic and the module is optimized whole, as
/// `RectKernel<Target>` is compiled per instruction set): a transition's hot loop
/// reads raw memory, a read of the tree goes through its arrays, and both run the
/// same arithmetic.
protocol ViewArrays {
    associatedtype Views: RandomAccessCollection<ViewNode> where Views.Index == Int
    associatedtype Traits: RandomAccessCollection<UInt16> where Traits.Index == Int
    associatedtype Properties: RandomAccessCollection<ViewProperties> where Properties.Index == Int
    associatedtype Controllers: RandomAccessCollection<ControllerNode> where Controllers.Index == Int
    /// The view records, by slot.
    var views: Views { get }
    /// The packed traits of each view (`ViewTraits` bits; the autoresizing mask in the high byte).
    var traits: Traits { get }
    /// The properties a layout rarely reads, by view slot.
    var props: Properties { get }
    var controllers: Controllers { get }
    var rightToLeft: Bool { get }
    /// The window's system minimum margins by width (`WindowEnvironment.systemMinimumMargins`).
    var minimumMargins: MinimumMarginRule { get }
}

extension ViewArrays {
    /// The record of view slot `i`.
    @inline(__always)
    func node(_ i: Int) -> ViewNode { views[i] }

    /// The packed traits of view slot `i`.
    @inline(__always)
    func traitBits(_ i: Int) -> UInt16 { traits[i] }

    /// The view's bounds in its own coordinates.
    @inline(__always)
    func bounds(_ i: Int) -> Rect {
        let n = node(i)
        return Rect(x: n.boundsX, y: n.boundsY, width: n.frame.width, height: n.frame.height)
    }

    /// The system minimum layout margins of a controller's root view (MODEL.md §2.7, model
    /// choice): (0, h, 0, h), h by the window's rule for the view's width.
    @inline(__always)
    func systemMinimumMargins(width: Double) -> SafeAreaInsets { minimumMargins.margins(width: width) }

    /// The margins of view `i` before preservesSuperviewLayoutMargins, for a given safe
    /// area and width (a transition computes the margins before it from kept values):
    /// its base margins, raised to the system minimum for a controller's root view that
    /// respects it, plus the safe area when insetsLayoutMarginsFromSafeArea (MODEL.md §2.7).
    @inline(__always)
    func ownMargins(_ i: Int, safe s: SafeAreaInsets, width: Double) -> SafeAreaInsets {
        let t = traitBits(i)
        // Most views keep UIView's default: no read of the large `props` entry.
        var base =
            t & ViewTraits.defaultMargins != 0
            ? SafeAreaInsets(top: 8, left: 8, bottom: 8, right: 8) : props[i].margins.absolute(rightToLeft: rightToLeft)
        let owner = Int(node(i).controller)
        if owner >= 0 && controllers[owner].viewRespectsSystemMinimumLayoutMargins {
            var minimum = systemMinimumMargins(width: width)
            // An edge inside the window takes the window's minimum there (MODEL.md §2.7).
            let inside = controllers[owner].insideEdges
            if inside != 0, let value = minimumMargins.insideEdge {
                if inside & InsideEdges.left != 0 { minimum.left = value }
                if inside & InsideEdges.right != 0 { minimum.right = value }
            }
            base = SafeAreaInsets(
                top: max(base.top, minimum.top), left: max(base.left, minimum.left),
                bottom: max(base.bottom, minimum.bottom), right: max(base.right, minimum.right))
        }
        guard t & ViewTraits.insetsFromSafeArea != 0 else { return base }
        return SafeAreaInsets(
            top: base.top + s.top, left: base.left + s.left, bottom: base.bottom + s.bottom, right: base.right + s.right
        )
    }

    /// The effective layoutMargins of view `i` (MODEL.md §2.7), iteratively up the preserving chain.
    func effectiveMargins(_ i: Int) -> SafeAreaInsets {
        if traitBits(i) & ViewTraits.preserves == 0 || node(i).parent < 0 {
            return ownMargins(i, safe: node(i).safeArea, width: node(i).frame.width)
        }
        var chain: [Int] = [i]
        var walker = i
        while traitBits(walker) & ViewTraits.preserves != 0, node(walker).parent >= 0 {
            walker = Int(node(walker).parent)
            chain.append(walker)
        }
        let top = chain[chain.count - 1]
        var margins = ownMargins(top, safe: node(top).safeArea, width: node(top).frame.width)
        var index = chain.count - 2
        while index >= 0 {
            let child = chain[index]
            let n = node(child)
            margins = SafeAreaTree.preservedMargins(
                own: ownMargins(child, safe: n.safeArea, width: n.frame.width), superview: margins,
                frame: n.frame, superBounds: bounds(chain[index + 1]))
            index -= 1
        }
        return margins
    }
}

extension SafeAreaTree {
    /// One step of preservesSuperviewLayoutMargins: the view's own margins raised to the
    /// part of its superview's margins that reaches into it (frame `f` in bounds `b`).
    @inline(__always)
    static func preservedMargins(
        own: SafeAreaInsets, superview margins: SafeAreaInsets, frame f: Rect, superBounds b: Rect
    ) -> SafeAreaInsets {
        SafeAreaInsets(
            top: max(own.top, margins.top - (f.y - b.y)),
            left: max(own.left, margins.left - (f.x - b.x)),
            bottom: max(own.bottom, margins.bottom - (b.maxY - f.maxY)),
            right: max(own.right, margins.right - (b.maxX - f.maxX)))
    }

    /// keyboardLayoutGuide with the keyboard hidden: from the safe area's bottom (the
    /// view's bottom when usesBottomSafeArea is false) to the bottom of bounds `b` (MODEL.md §2.7).
    @inline(__always)
    static func restingKeyboardGuide(_ b: Rect, safeBottom: Double, usesBottom: Bool) -> Rect {
        let inset = usesBottom ? safeBottom : 0
        let top = b.maxY - inset
        return Rect(x: b.x, y: top, width: b.width, height: max(0, b.maxY - top))
    }

    /// UIKit's autoresizing, one size change of the superview (from `fromWidth` x
    /// `fromHeight` to `toWidth` x `toHeight`) applied to a subview's frame `f` with
    /// autoresizing mask `mask`: on each axis the change is shared among the flexible
    /// parts in proportion to their current lengths (equally when they are all 0).
    @inline(__always)
    static func autoresized(
        _ f: Rect, mask: UInt32, fromWidth: Double, fromHeight: Double, toWidth: Double, toHeight: Double
    ) -> Rect {
        let (x, w) = autoresize(
            f.x, f.width, from: fromWidth, to: toWidth, mask: mask, start: AutoresizingMask.flexibleLeftMargin,
            size: AutoresizingMask.flexibleWidth, end: AutoresizingMask.flexibleRightMargin)
        let (y, h) = autoresize(
            f.y, f.height, from: fromHeight, to: toHeight, mask: mask, start: AutoresizingMask.flexibleTopMargin,
            size: AutoresizingMask.flexibleHeight, end: AutoresizingMask.flexibleBottomMargin)
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// One axis of autoresizing: the new origin and length.
    static func autoresize(
        _ origin: Double, _ length: Double, from oldSuper: Double, to newSuper: Double, mask: UInt32,
        start: UInt32, size: UInt32, end: UInt32
    ) -> (Double, Double) {
        let delta = newSuper - oldSuper
        let flexibleStart = mask & start != 0
        let flexibleSize = mask & size != 0
        let flexibleEnd = mask & end != 0
        guard delta != 0, flexibleStart || flexibleSize || flexibleEnd else { return (origin, length) }
        let startLength = max(0, origin)
        let endLength = max(0, oldSuper - origin - length)
        let sizeLength = max(0, length)
        let total = (flexibleStart ? startLength : 0) + (flexibleSize ? sizeLength : 0) + (flexibleEnd ? endLength : 0)
        let count = Double((flexibleStart ? 1 : 0) + (flexibleSize ? 1 : 0) + (flexibleEnd ? 1 : 0))
        func share(_ part: Double) -> Double { total > 0 ? delta * part / total : delta / count }
        let newOrigin = origin + (flexibleStart ? share(startLength) : 0)
        let newLength = max(0, length + (flexibleSize ? share(sizeLength) : 0))
        return (newOrigin, newLength)
    }
}
