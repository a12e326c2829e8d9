// safearea_tree_set / safearea_tree_get: properties as arrays of doubles
// (the values' converters are in Arguments.swift).
import CSafeArea
import SafeAreaEngine

@_cdecl("safearea_tree_set") @implementation
public func safearea_tree_set(
    _ tree: OpaquePointer?, _ handle: UInt64, _ property: safearea_property,
    _ pointer: UnsafePointer<Double>?, _ count: Int
) -> Int32 {
    report { () throws(SafeAreaError) in
        let box = try Handles.trees.box(tree)
        let n = node(handle)
        let p = property.rawValue
        func v(_ expected: Int, _ name: String) throws(SafeAreaError) -> [Double] {
            try values(pointer, count, expected: expected, name)
        }
        if p >= SAFEAREA_PROP_ORIENTATION.rawValue {
            guard handle == 0 else { throw .invalidArgument("window properties take the node 0") }
        } else if p >= SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS.rawValue {
            _ = try box.tree.controllerKind(n)
        } else {
            _ = try box.tree.frame(n)
        }
        switch property {
        case SAFEAREA_PROP_FRAME:
            let x = try v(4, "frame")
            try box.tree.setFrame(n, Rect(x: x[0], y: x[1], width: x[2], height: x[3]))
        case SAFEAREA_PROP_BOUNDS_ORIGIN, SAFEAREA_PROP_CONTENT_OFFSET:
            let x = try v(2, property == SAFEAREA_PROP_BOUNDS_ORIGIN ? "bounds origin" : "content offset")
            if property == SAFEAREA_PROP_CONTENT_OFFSET {
                guard try box.tree.viewSettings(n).isScroll else {
                    throw .invalidArgument("this view is not a scroll view")
                }
            }
            try box.tree.setBoundsOrigin(n, x: x[0], y: x[1])
        case SAFEAREA_PROP_DIRECTIONAL_LAYOUT_MARGINS:
            let x = try v(4, "directional layout margins")
            try box.tree.setDirectionalLayoutMargins(
                n, DirectionalInsets(top: x[0], leading: x[1], bottom: x[2], trailing: x[3]))
        case SAFEAREA_PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS:
            try box.tree.setPreservesSuperviewLayoutMargins(
                n, try flag(try v(1, "preserves superview layout margins")[0], "preserves superview layout margins"))
        case SAFEAREA_PROP_INSETS_LAYOUT_MARGINS_FROM_SAFE_AREA:
            try box.tree.setInsetsLayoutMarginsFromSafeArea(
                n, try flag(try v(1, "insets layout margins from safe area")[0], "insets layout margins from safe area")
            )
        case SAFEAREA_PROP_USES_BOTTOM_SAFE_AREA:
            try box.tree.setUsesBottomSafeArea(
                n, try flag(try v(1, "uses bottom safe area")[0], "uses bottom safe area"))
        case SAFEAREA_PROP_TRANSFORM:
            let x = try v(6, "transform")
            try box.tree.setTransform(n, AffineTransform(a: x[0], b: x[1], c: x[2], d: x[3], tx: x[4], ty: x[5]))
        case SAFEAREA_PROP_AUTORESIZING_MASK:
            let bits = try integer(try v(1, "autoresizing mask")[0], "autoresizing mask", range: 0...63)
            try box.tree.setAutoresizingMask(n, UInt32(bits))
        case SAFEAREA_PROP_CONTENT_SIZE:
            let x = try v(2, "content size")
            try box.tree.setContentSize(n, width: x[0], height: x[1])
        case SAFEAREA_PROP_CONTENT_INSET: try box.tree.setContentInset(n, insets4(try v(4, "content inset")))
        case SAFEAREA_PROP_CONTENT_INSET_ADJUSTMENT_BEHAVIOR:
            let raw = try integer(
                try v(1, "content inset adjustment behavior")[0], "content inset adjustment behavior",
                range: Int(SAFEAREA_SCROLL_AUTOMATIC.rawValue)...Int(SAFEAREA_SCROLL_ALWAYS.rawValue))
            try box.tree.setAdjustmentBehavior(
                n, try scrollAdjustmentArgument(safearea_scroll_adjustment(rawValue: UInt32(raw))))
        case SAFEAREA_PROP_ALWAYS_BOUNCE_VERTICAL:
            try box.tree.setAlwaysBounce(
                n, vertical: try flag(try v(1, "always bounce vertical")[0], "always bounce vertical"))
        case SAFEAREA_PROP_ALWAYS_BOUNCE_HORIZONTAL:
            try box.tree.setAlwaysBounce(
                n, horizontal: try flag(try v(1, "always bounce horizontal")[0], "always bounce horizontal"))
        case SAFEAREA_PROP_VERTICAL_SCROLL_INDICATOR_INSETS:
            try box.tree.setIndicatorInsets(n, vertical: insets4(try v(4, "vertical scroll indicator insets")))
        case SAFEAREA_PROP_HORIZONTAL_SCROLL_INDICATOR_INSETS:
            try box.tree.setIndicatorInsets(n, horizontal: insets4(try v(4, "horizontal scroll indicator insets")))
        case SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS:
            try box.tree.setIndicatorInsets(
                n,
                automatic: try flag(
                    try v(1, "automatically adjusts scroll indicator insets")[0],
                    "automatically adjusts scroll indicator insets"))
        case SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS:
            try box.tree.setAdditionalSafeAreaInsets(n, insets4(try v(4, "additional safe area insets")))
        case SAFEAREA_PROP_PREFERS_STATUS_BAR_HIDDEN:
            try box.tree.setPrefersStatusBarHidden(
                n, try flag(try v(1, "prefers status bar hidden")[0], "prefers status bar hidden"))
        case SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_VIEW_INSETS:
            try box.tree.setAutomaticallyAdjustsScrollViewInsets(
                n,
                try flag(
                    try v(1, "automatically adjusts scroll view insets")[0], "automatically adjusts scroll view insets")
            )
        case SAFEAREA_PROP_EDGES_FOR_EXTENDED_LAYOUT:
            let bits = try integer(try v(1, "edges for extended layout")[0], "edges for extended layout", range: 0...15)
            try box.tree.setEdgesForExtendedLayout(n, EdgeSet(rawValue: UInt32(bits)))
        case SAFEAREA_PROP_EXTENDED_LAYOUT_INCLUDES_OPAQUE_BARS:
            try box.tree.setExtendedLayoutIncludesOpaqueBars(
                n, try flag(try v(1, "extended layout includes opaque bars")[0], "extended layout includes opaque bars")
            )
        case SAFEAREA_PROP_VIEW_RESPECTS_SYSTEM_MINIMUM_LAYOUT_MARGINS:
            try box.tree.setViewRespectsSystemMinimumLayoutMargins(
                n,
                try flag(
                    try v(1, "view respects system minimum layout margins")[0],
                    "view respects system minimum layout margins"))
        case SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN:
            try box.tree.setNavigationBar(
                n, hidden: try flag(try v(1, "navigation bar hidden")[0], "navigation bar hidden"))
        case SAFEAREA_PROP_TRANSLUCENT:
            let value = try flag(try v(1, "translucent")[0], "translucent")
            if try box.tree.controllerKind(n) == .tabBar {
                try box.tree.setTabBar(n, translucent: value)
            } else {
                try box.tree.setNavigationBar(n, translucent: value)
            }
        case SAFEAREA_PROP_PREFERS_LARGE_TITLES:
            try box.tree.setNavigationBar(
                n, prefersLargeTitles: try flag(try v(1, "prefers large titles")[0], "prefers large titles"))
        case SAFEAREA_PROP_TOOLBAR_HIDDEN:
            try box.tree.setNavigationBar(n, toolbarHidden: try flag(try v(1, "toolbar hidden")[0], "toolbar hidden"))
        case SAFEAREA_PROP_TOOLBAR_ITEMS:
            try box.tree.setToolbarItems(
                n, count: try integer(try v(1, "toolbar items")[0], "toolbar items", range: 0...10_000))
        case SAFEAREA_PROP_SEARCH_CONTROLLER:
            try box.tree.setSearchController(n, try flag(try v(1, "search controller")[0], "search controller"))
        case SAFEAREA_PROP_BOTTOM_ACCESSORY:
            try box.tree.setBottomAccessory(n, try flag(try v(1, "bottom accessory")[0], "bottom accessory"))
        case SAFEAREA_PROP_BAR_MINIMIZATION:
            let raw = try integer(
                try v(1, "bar minimization")[0], "bar minimization",
                range: Int(
                    SAFEAREA_BAR_MINIMIZATION_NONE.rawValue)...Int(
                        SAFEAREA_BAR_MINIMIZATION_KEEPS_SAFE_AREA.rawValue))
            try box.tree.setBarMinimization(
                n, try barMinimizationArgument(safearea_bar_minimization(rawValue: UInt32(raw))))
        case SAFEAREA_PROP_SELECTED_INDEX:
            try box.tree.setTabBar(
                n, selected: try integer(try v(1, "selected index")[0], "selected index", range: 0...9_999))
        case SAFEAREA_PROP_ORIENTATION:
            let raw = try integer(
                try v(1, "orientation")[0], "orientation",
                range: Int(SAFEAREA_ORIENTATION_PORTRAIT.rawValue)...Int(SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT.rawValue))
            try box.tree.setOrientation(try orientationArgument(safearea_orientation(rawValue: UInt32(raw))))
        case SAFEAREA_PROP_STATUS_BAR_HIDDEN:
            box.tree.setStatusBarHidden(try flag(try v(1, "status bar hidden")[0], "status bar hidden"))
        case SAFEAREA_PROP_CHILD_INSETS_CONTINUOUS:
            box.tree.setPolicy(
                try flag(try v(1, "child insets continuous")[0], "child insets continuous") ? .continuous : .freeze)
        case SAFEAREA_PROP_RIGHT_TO_LEFT:
            box.tree.setRightToLeft(try flag(try v(1, "right to left")[0], "right to left"))
        case SAFEAREA_PROP_KEYBOARD_HEIGHT: try box.tree.setKeyboardHeight(try v(1, "keyboard height")[0])
        case SAFEAREA_PROP_STRICT: box.tree.setStrict(try flag(try v(1, "strict")[0], "strict"))
        case SAFEAREA_PROP_ADJUSTED_CONTENT_INSET: throw .invalidArgument("adjusted content inset is read only")
        case SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH, SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH:
            throw .invalidArgument(
                "\(property == SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH ? "top" : "bottom") layout guide length is read only"
            )
        default: throw .invalidArgument("property \(p) is not a safearea_property")
        }
    }
}

@_cdecl("safearea_tree_get") @implementation
public func safearea_tree_get(
    _ out: UnsafeMutablePointer<Double>?, _ capacity: Int, _ count: UnsafeMutablePointer<Int>?,
    _ tree: OpaquePointer?, _ handle: UInt64, _ property: safearea_property
) -> Int32 {
    report { () throws(SafeAreaError) in
        guard let count else { throw .nullArgument("count is NULL") }
        let box = try Handles.trees.box(tree)
        let n = node(handle)
        let p = property.rawValue
        func b(_ x: Bool) -> Double { x ? 1 : 0 }
        func i4(_ i: SafeAreaInsets) -> [Double] { [i.top, i.left, i.bottom, i.right] }
        var result: [Double]
        if p >= SAFEAREA_PROP_ORIENTATION.rawValue {
            guard handle == 0 else { throw .invalidArgument("window properties take the node 0") }
            switch property {
            case SAFEAREA_PROP_ORIENTATION: result = [Double(cOrientation(box.tree.orientation).rawValue)]
            case SAFEAREA_PROP_STATUS_BAR_HIDDEN: result = [b(box.tree.statusBarHidden)]
            case SAFEAREA_PROP_CHILD_INSETS_CONTINUOUS: result = [b(box.tree.policy == .continuous)]
            case SAFEAREA_PROP_RIGHT_TO_LEFT: result = [b(box.tree.rightToLeft)]
            case SAFEAREA_PROP_KEYBOARD_HEIGHT: result = [box.tree.keyboardHeight]
            case SAFEAREA_PROP_STRICT: result = [b(box.tree.strict)]
            default: throw .invalidArgument("property \(p) is not a safearea_property")
            }
        } else if p >= SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS.rawValue {
            let s = try box.tree.controllerSettings(n)
            switch property {
            case SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS: result = i4(s.additionalSafeAreaInsets)
            case SAFEAREA_PROP_PREFERS_STATUS_BAR_HIDDEN: result = [b(s.prefersStatusBarHidden)]
            case SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_VIEW_INSETS:
                result = [b(s.automaticallyAdjustsScrollViewInsets)]
            case SAFEAREA_PROP_EDGES_FOR_EXTENDED_LAYOUT: result = [Double(s.edgesForExtendedLayout.rawValue)]
            case SAFEAREA_PROP_EXTENDED_LAYOUT_INCLUDES_OPAQUE_BARS: result = [b(s.extendedLayoutIncludesOpaqueBars)]
            case SAFEAREA_PROP_VIEW_RESPECTS_SYSTEM_MINIMUM_LAYOUT_MARGINS:
                result = [b(s.viewRespectsSystemMinimumLayoutMargins)]
            case SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN: result = [b(s.navigationBarHidden)]
            case SAFEAREA_PROP_TRANSLUCENT: result = [b(s.translucent)]
            case SAFEAREA_PROP_PREFERS_LARGE_TITLES: result = [b(s.prefersLargeTitles)]
            case SAFEAREA_PROP_TOOLBAR_HIDDEN: result = [b(s.toolbarHidden)]
            case SAFEAREA_PROP_SELECTED_INDEX: result = [Double(s.selected)]
            case SAFEAREA_PROP_TOOLBAR_ITEMS: result = [Double(s.toolbarItems)]
            case SAFEAREA_PROP_SEARCH_CONTROLLER: result = [b(s.searchController)]
            case SAFEAREA_PROP_BOTTOM_ACCESSORY: result = [b(s.bottomAccessory)]
            case SAFEAREA_PROP_BAR_MINIMIZATION: result = [Double(cBarMinimization(s.barMinimization).rawValue)]
            case SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH: result = [try box.tree.layoutGuideLength(n, top: true)]
            case SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH: result = [try box.tree.layoutGuideLength(n, top: false)]
            default: throw .invalidArgument("property \(p) is not a safearea_property")
            }
        } else {
            let s = try box.tree.viewSettings(n)
            func scroll() throws(SafeAreaError) {
                guard s.isScroll else { throw .invalidArgument("this view is not a scroll view") }
            }
            switch property {
            case SAFEAREA_PROP_FRAME:
                box.tree.layout()
                let f = try box.tree.frame(n)
                result = [f.x, f.y, f.width, f.height]
            case SAFEAREA_PROP_BOUNDS_ORIGIN:
                box.tree.layout()
                let o = try box.tree.boundsOrigin(n)
                result = [o.x, o.y]
            case SAFEAREA_PROP_DIRECTIONAL_LAYOUT_MARGINS:
                let m = s.directionalLayoutMargins
                result = [m.top, m.leading, m.bottom, m.trailing]
            case SAFEAREA_PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS: result = [b(s.preservesSuperviewLayoutMargins)]
            case SAFEAREA_PROP_INSETS_LAYOUT_MARGINS_FROM_SAFE_AREA: result = [b(s.insetsLayoutMarginsFromSafeArea)]
            case SAFEAREA_PROP_USES_BOTTOM_SAFE_AREA: result = [b(s.usesBottomSafeArea)]
            case SAFEAREA_PROP_TRANSFORM:
                let t = try box.tree.transform(n)
                result = [t.a, t.b, t.c, t.d, t.tx, t.ty]
            case SAFEAREA_PROP_AUTORESIZING_MASK: result = [Double(try box.tree.autoresizingMask(n))]
            case SAFEAREA_PROP_CONTENT_SIZE:
                try scroll()
                result = [s.contentWidth, s.contentHeight]
            case SAFEAREA_PROP_CONTENT_INSET:
                try scroll()
                result = i4(s.contentInset)
            case SAFEAREA_PROP_CONTENT_OFFSET:
                let o = try box.tree.contentOffset(n)
                result = [o.x, o.y]
            case SAFEAREA_PROP_CONTENT_INSET_ADJUSTMENT_BEHAVIOR:
                try scroll()
                result = [Double(cScrollAdjustment(s.adjustment).rawValue)]
            case SAFEAREA_PROP_ALWAYS_BOUNCE_VERTICAL:
                try scroll()
                result = [b(s.alwaysBounceVertical)]
            case SAFEAREA_PROP_ALWAYS_BOUNCE_HORIZONTAL:
                try scroll()
                result = [b(s.alwaysBounceHorizontal)]
            case SAFEAREA_PROP_VERTICAL_SCROLL_INDICATOR_INSETS:
                result = i4(try box.tree.scrollIndicatorInsets(n, vertical: true))
            case SAFEAREA_PROP_HORIZONTAL_SCROLL_INDICATOR_INSETS:
                result = i4(try box.tree.scrollIndicatorInsets(n, vertical: false))
            case SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS:
                try scroll()
                result = [b(s.automaticallyAdjustsScrollIndicatorInsets)]
            case SAFEAREA_PROP_ADJUSTED_CONTENT_INSET: result = i4(try box.tree.adjustedContentInset(n))
            default: throw .invalidArgument("property \(p) is not a safearea_property")
            }
        }
        count.pointee = result.count
        guard capacity >= result.count || capacity < 0 else {
            throw .bufferTooSmall("the property has \(result.count) values; the buffer holds \(capacity)")
        }
        guard let out else { throw .nullArgument("values is NULL") }
        for (index, value) in result.enumerated() { out[index] = value }
    }
}
