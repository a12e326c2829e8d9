// safearea_tree_set / safearea_tree_get: properties as arrays of doubles.
import CSafeArea
import SafeAreaEngine

/// Reads the caller's doubles: exactly `expected` of them, all finite.
func values(_ pointer: UnsafePointer<Double>?, _ count: Int, expected: Int, _ name: String) throws(SafeAreaError) -> [Double] {
    guard count == expected else { throw .invalidArgument("\(name) takes \(expected) value\(expected == 1 ? "" : "s"), got \(count)") }
    guard let pointer else { throw .nullArgument("values is NULL") }
    let list = (0..<count).map { pointer[$0] }
    guard list.allSatisfy({ $0.isFinite }) else { throw .invalidArgument("\(name) must be finite numbers") }
    return list
}

func flag(_ value: Double, _ name: String) throws(SafeAreaError) -> Bool {
    guard value == 0 || value == 1 else { throw .invalidArgument("\(name) is a boolean: 0 or 1, got \(formatNumber(value))") }
    return value == 1
}

func integer(_ value: Double, _ name: String, range: ClosedRange<Int>) throws(SafeAreaError) -> Int {
    guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
        throw .invalidArgument("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(formatNumber(value))")
    }
    return Int(value)
}

func insets4(_ v: [Double]) -> SafeAreaInsets { SafeAreaInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }

@_cdecl("safearea_tree_set")
public func safearea_tree_set(_ tree: OpaquePointer?, _ handle: UInt64, _ property: safearea_property,
                              _ pointer: UnsafePointer<Double>?, _ count: Int) -> Int32 {
    report { () throws(SafeAreaError) in
        let box = try Trees.box(tree)
        let n = node(handle)
        let p = property.rawValue
        func v(_ expected: Int, _ name: String) throws(SafeAreaError) -> [Double] { try values(pointer, count, expected: expected, name) }
        if p >= 64 {
            guard handle == 0 else { throw .invalidArgument("window properties take the node 0") }
        } else if p >= 32 {
            _ = try box.tree.controllerKind(n)
        } else {
            _ = try box.tree.frame(n)
        }
        switch p {
        case 1: let x = try v(4, "frame"); try box.tree.setFrame(n, Rect(x: x[0], y: x[1], width: x[2], height: x[3]))
        case 2, 18: let x = try v(2, p == 2 ? "bounds origin" : "content offset")
            if p == 18 { guard try box.tree.viewSettings(n).isScroll else { throw .invalidArgument("this view is not a scroll view") } }
            try box.tree.setBoundsOrigin(n, x: x[0], y: x[1])
        case 3: let x = try v(4, "directional layout margins")
            try box.tree.setDirectionalLayoutMargins(n, DirectionalInsets(top: x[0], leading: x[1], bottom: x[2], trailing: x[3]))
        case 4: try box.tree.setPreservesSuperviewLayoutMargins(n, try flag(try v(1, "preserves superview layout margins")[0], "preserves superview layout margins"))
        case 5: try box.tree.setInsetsLayoutMarginsFromSafeArea(n, try flag(try v(1, "insets layout margins from safe area")[0], "insets layout margins from safe area"))
        case 6: try box.tree.setUsesBottomSafeArea(n, try flag(try v(1, "uses bottom safe area")[0], "uses bottom safe area"))
        case 16: let x = try v(2, "content size"); try box.tree.setContentSize(n, width: x[0], height: x[1])
        case 17: try box.tree.setContentInset(n, insets4(try v(4, "content inset")))
        case 19:
            let raw = try integer(try v(1, "content inset adjustment behavior")[0], "content inset adjustment behavior", range: 0...3)
            try box.tree.setAdjustmentBehavior(n, ScrollAdjustment(rawValue: raw) ?? .automatic)
        case 20: try box.tree.setAlwaysBounce(n, vertical: try flag(try v(1, "always bounce vertical")[0], "always bounce vertical"))
        case 21: try box.tree.setAlwaysBounce(n, horizontal: try flag(try v(1, "always bounce horizontal")[0], "always bounce horizontal"))
        case 22: try box.tree.setIndicatorInsets(n, vertical: insets4(try v(4, "vertical scroll indicator insets")))
        case 23: try box.tree.setIndicatorInsets(n, horizontal: insets4(try v(4, "horizontal scroll indicator insets")))
        case 24: try box.tree.setIndicatorInsets(n, automatic: try flag(try v(1, "automatically adjusts scroll indicator insets")[0], "automatically adjusts scroll indicator insets"))
        case 32: try box.tree.setAdditionalSafeAreaInsets(n, insets4(try v(4, "additional safe area insets")))
        case 33: try box.tree.setPrefersStatusBarHidden(n, try flag(try v(1, "prefers status bar hidden")[0], "prefers status bar hidden"))
        case 34: try box.tree.setAutomaticallyAdjustsScrollViewInsets(n, try flag(try v(1, "automatically adjusts scroll view insets")[0], "automatically adjusts scroll view insets"))
        case 35:
            let bits = try integer(try v(1, "edges for extended layout")[0], "edges for extended layout", range: 0...15)
            try box.tree.setEdgesForExtendedLayout(n, EdgeSet(rawValue: UInt32(bits)))
        case 36: try box.tree.setExtendedLayoutIncludesOpaqueBars(n, try flag(try v(1, "extended layout includes opaque bars")[0], "extended layout includes opaque bars"))
        case 37: try box.tree.setViewRespectsSystemMinimumLayoutMargins(n, try flag(try v(1, "view respects system minimum layout margins")[0], "view respects system minimum layout margins"))
        case 38: try box.tree.setNavigationBar(n, hidden: try flag(try v(1, "navigation bar hidden")[0], "navigation bar hidden"))
        case 39:
            let value = try flag(try v(1, "translucent")[0], "translucent")
            if try box.tree.controllerKind(n) == .tabBar { try box.tree.setTabBar(n, translucent: value) } else { try box.tree.setNavigationBar(n, translucent: value) }
        case 40: try box.tree.setNavigationBar(n, prefersLargeTitles: try flag(try v(1, "prefers large titles")[0], "prefers large titles"))
        case 41: try box.tree.setNavigationBar(n, toolbarHidden: try flag(try v(1, "toolbar hidden")[0], "toolbar hidden"))
        case 42: try box.tree.setTabBar(n, selected: try integer(try v(1, "selected index")[0], "selected index", range: 0...9_999))
        case 64:
            let raw = try integer(try v(1, "orientation")[0], "orientation", range: 0...3)
            try box.tree.setOrientation(Orientation(rawValue: raw) ?? .portrait)
        case 65: box.tree.setStatusBarHidden(try flag(try v(1, "status bar hidden")[0], "status bar hidden"))
        case 66: box.tree.setPolicy(try flag(try v(1, "child insets continuous")[0], "child insets continuous") ? .continuous : .freeze)
        case 67: box.tree.setRightToLeft(try flag(try v(1, "right to left")[0], "right to left"))
        case 68: try box.tree.setKeyboardHeight(try v(1, "keyboard height")[0])
        case 25: throw .invalidArgument("adjusted content inset is read only")
        default: throw .invalidArgument("property \(p) is not a safearea_property")
        }
    }
}

@_cdecl("safearea_tree_get")
public func safearea_tree_get(_ out: UnsafeMutablePointer<Double>?, _ capacity: Int, _ count: UnsafeMutablePointer<Int>?,
                              _ tree: OpaquePointer?, _ handle: UInt64, _ property: safearea_property) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let count else { throw .nullArgument("count is NULL") }
        let box = try Trees.box(tree)
        let n = node(handle)
        let p = property.rawValue
        func b(_ x: Bool) -> Double { x ? 1 : 0 }
        func i4(_ i: SafeAreaInsets) -> [Double] { [i.top, i.left, i.bottom, i.right] }
        var result: [Double]
        if p >= 64 {
            guard handle == 0 else { throw .invalidArgument("window properties take the node 0") }
            switch p {
            case 64: result = [Double(box.tree.orientation.rawValue)]
            case 65: result = [b(box.tree.statusBarHidden)]
            case 66: result = [b(box.tree.policy == .continuous)]
            case 67: result = [b(box.tree.rightToLeft)]
            case 68: result = [box.tree.keyboardHeight]
            default: throw .invalidArgument("property \(p) is not a safearea_property")
            }
        } else if p >= 32 {
            let s = try box.tree.controllerSettings(n)
            switch p {
            case 32: result = i4(s.additionalSafeAreaInsets)
            case 33: result = [b(s.prefersStatusBarHidden)]
            case 34: result = [b(s.automaticallyAdjustsScrollViewInsets)]
            case 35: result = [Double(s.edgesForExtendedLayout.rawValue)]
            case 36: result = [b(s.extendedLayoutIncludesOpaqueBars)]
            case 37: result = [b(s.viewRespectsSystemMinimumLayoutMargins)]
            case 38: result = [b(s.navigationBarHidden)]
            case 39: result = [b(s.translucent)]
            case 40: result = [b(s.prefersLargeTitles)]
            case 41: result = [b(s.toolbarHidden)]
            case 42: result = [Double(s.selected)]
            default: throw .invalidArgument("property \(p) is not a safearea_property")
            }
        } else {
            let s = try box.tree.viewSettings(n)
            func scroll() throws(SafeAreaError) { guard s.isScroll else { throw .invalidArgument("this view is not a scroll view") } }
            switch p {
            case 1:
                box.tree.layout()
                let f = try box.tree.frame(n)
                result = [f.x, f.y, f.width, f.height]
            case 2:
                box.tree.layout()
                let o = try box.tree.boundsOrigin(n)
                result = [o.x, o.y]
            case 3: let m = s.directionalLayoutMargins; result = [m.top, m.leading, m.bottom, m.trailing]
            case 4: result = [b(s.preservesSuperviewLayoutMargins)]
            case 5: result = [b(s.insetsLayoutMarginsFromSafeArea)]
            case 6: result = [b(s.usesBottomSafeArea)]
            case 16: try scroll(); result = [s.contentWidth, s.contentHeight]
            case 17: try scroll(); result = i4(s.contentInset)
            case 18: let o = try box.tree.contentOffset(n); result = [o.x, o.y]
            case 19: try scroll(); result = [Double(s.adjustment.rawValue)]
            case 20: try scroll(); result = [b(s.alwaysBounceVertical)]
            case 21: try scroll(); result = [b(s.alwaysBounceHorizontal)]
            case 22: result = i4(try box.tree.scrollIndicatorInsets(n, vertical: true))
            case 23: result = i4(try box.tree.scrollIndicatorInsets(n, vertical: false))
            case 24: try scroll(); result = [b(s.automaticallyAdjustsScrollIndicatorInsets)]
            case 25: result = i4(try box.tree.adjustedContentInset(n))
            default: throw .invalidArgument("property \(p) is not a safearea_property")
            }
        }
        count.pointee = result.count
        guard capacity >= result.count || capacity < 0 else { throw .bufferTooSmall("the property has \(result.count) values; the buffer holds \(capacity)") }
        guard let out else { throw .nullArgument("values is NULL") }
        for (index, value) in result.enumerated() { out[index] = value }
    }
}
