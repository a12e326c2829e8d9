import Synchronization

/// A UIKit hierarchy in one window: views, scroll views and view controllers,
/// with UIKit's safe-area propagation (SPEC §2).
///
/// The tree is stateful as UIKit is: a child controller's insets depend on the
/// history of its frames (SPEC §2.4). Mutations mark what they can affect; the
/// next read (or `layout()`) recomputes only those subtrees. Nodes are slots in
/// flat arrays linked by index, and every walk is iterative, so a chain 10^5
/// deep cannot overflow the stack.
public struct SafeAreaTree: Sendable {
    public private(set) var device: DeviceProfile
    public private(set) var orientation: Orientation
    public private(set) var osVersion: OSVersion?
    public private(set) var statusBarHidden: Bool
    public private(set) var policy: ChildInsetsPolicy
    public private(set) var rightToLeft = false
    public private(set) var keyboardHeight = 0.0

    var views: ContiguousArray<ViewNode> = []
    var props: ContiguousArray<ViewProperties> = []
    var controllers: ContiguousArray<ControllerNode> = []
    var freeViews: [Int32] = []
    var freeControllers: [Int32] = []
    var root: Int32 = -1
    var windowDirty = true
    var dirtyViews: [Int32] = []
    /// Number of completed layout passes.
    public internal(set) var pass = 0
    var changed: [Int32] = []
    var windowInsets = SafeAreaInsets.zero
    var windowRecord: InsetRecord?
    var effectiveStatusBarHidden = false
    /// Distinguishes handles of different trees (their generations start apart).
    let serial: UInt32

    /// Limits: nodes per tree.
    public static let maxNodes = 4_000_000

    private static let serials = Atomic<UInt32>(0)

    /// A window on `device`; fails for an unsupported orientation or an OS version without data.
    public init(device: DeviceProfile, orientation: Orientation, osVersion: OSVersion?, statusBarHidden: Bool,
                policy: ChildInsetsPolicy) throws(SafeAreaError) {
        _ = try device.safeArea(orientation, version: osVersion, statusBarHidden: statusBarHidden)
        self.device = device
        self.orientation = orientation
        self.osVersion = osVersion
        self.statusBarHidden = statusBarHidden
        self.policy = policy
        let next = SafeAreaTree.serials.wrappingAdd(1, ordering: .relaxed).newValue
        serial = (next & 0x7FFF) << 16
    }

    // MARK: - Handles

    func viewIndex(_ handle: NodeHandle) throws(SafeAreaError) -> Int32 {
        let index = handle.index
        guard !handle.isController, index >= 0, Int(index) < views.count, views[Int(index)].alive,
              views[Int(index)].generation == handle.generation else {
            throw .unknownHandle("view handle 0x\(String(handle.rawValue, radix: 16)) is not a live view of this tree")
        }
        return index
    }

    func controllerIndex(_ handle: NodeHandle) throws(SafeAreaError) -> Int32 {
        let index = handle.index
        guard handle.isController, index >= 0, Int(index) < controllers.count, controllers[Int(index)].alive,
              controllers[Int(index)].generation == handle.generation else {
            throw .unknownHandle("controller handle 0x\(String(handle.rawValue, radix: 16)) is not a live view controller of this tree")
        }
        return index
    }

    func viewHandle(_ index: Int32) -> NodeHandle {
        NodeHandle(index: index, generation: views[Int(index)].generation, isController: false)
    }

    func controllerHandle(_ index: Int32) -> NodeHandle {
        NodeHandle(index: index, generation: controllers[Int(index)].generation, isController: true)
    }

    // MARK: - Validation

    static func checkRect(_ rect: Rect, _ what: String) throws(SafeAreaError) {
        let values = [rect.x, rect.y, rect.width, rect.height]
        guard values.allSatisfy({ $0.isFinite }) else { throw .invalidArgument("\(what) must be finite, got \(describe(rect))") }
        guard values.allSatisfy({ abs($0) <= 1e7 }) else { throw .invalidArgument("\(what) is beyond ±10,000,000 points: \(describe(rect))") }
        guard rect.width >= 0 && rect.height >= 0 else { throw .invalidArgument("\(what) has a negative size: \(describe(rect))") }
    }

    static func checkInsets(_ insets: SafeAreaInsets, _ what: String, allowNegative: Bool) throws(SafeAreaError) {
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        guard values.allSatisfy({ $0.isFinite && abs($0) <= 1e7 }) else {
            throw .invalidArgument("\(what) must be finite numbers within ±10,000,000")
        }
        guard allowNegative || values.allSatisfy({ $0 >= 0 }) else { throw .invalidArgument("\(what) must not be negative") }
    }

    static func checkNumber(_ value: Double, _ what: String) throws(SafeAreaError) {
        guard value.isFinite && abs(value) <= 1e7 else { throw .invalidArgument("\(what) must be a finite number within ±10,000,000") }
    }

    static func describe(_ rect: Rect) -> String {
        "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }

    // MARK: - Window

    public mutating func setOrientation(_ orientation: Orientation) throws(SafeAreaError) {
        _ = try device.safeArea(orientation, version: osVersion, statusBarHidden: statusBarHidden)
        self.orientation = orientation
        windowDirty = true
        if root >= 0 {
            let (w, h) = windowSize
            views[Int(controllers[Int(root)].view)].frame = Rect(x: 0, y: 0, width: w, height: h)
        }
    }

    public mutating func setStatusBarHidden(_ hidden: Bool) {
        statusBarHidden = hidden
        windowDirty = true
    }

    public mutating func setOSVersion(_ version: OSVersion?) throws(SafeAreaError) {
        _ = try device.safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
        osVersion = version
        windowDirty = true
    }

    public mutating func setPolicy(_ policy: ChildInsetsPolicy) {
        self.policy = policy
        windowDirty = true
    }

    public mutating func setRightToLeft(_ rtl: Bool) {
        rightToLeft = rtl
    }

    /// The keyboard's height over the window (0: hidden).
    public mutating func setKeyboardHeight(_ height: Double) throws(SafeAreaError) {
        try SafeAreaTree.checkNumber(height, "keyboard height")
        guard height >= 0 else { throw .invalidArgument("keyboard height must not be negative") }
        keyboardHeight = height
    }

    /// The window's size in the current orientation.
    public var windowSize: (width: Double, height: Double) {
        (try? device.screenSize(orientation)) ?? (device.width, device.height)
    }

    // MARK: - Views

    mutating func allocView(frame: Rect, isScroll: Bool) throws(SafeAreaError) -> Int32 {
        guard views.count - freeViews.count + controllers.count < SafeAreaTree.maxNodes else {
            throw .limitExceeded("a tree holds at most \(SafeAreaTree.maxNodes) nodes")
        }
        if let slot = freeViews.popLast() {
            let generation = views[Int(slot)].generation &+ 1
            views[Int(slot)] = ViewNode(generation: generation == 0 ? 1 : generation, frame: frame, isScroll: isScroll)
            props[Int(slot)] = ViewProperties()
            return slot
        }
        views.append(ViewNode(generation: serial | 1, frame: frame, isScroll: isScroll))
        props.append(ViewProperties())
        return Int32(views.count - 1)
    }

    /// A new view, not yet in the hierarchy.
    public mutating func makeView(frame: Rect, isScroll: Bool) throws(SafeAreaError) -> NodeHandle {
        try SafeAreaTree.checkRect(frame, "frame")
        let slot = try allocView(frame: frame, isScroll: isScroll)
        return viewHandle(slot)
    }

    /// Adds `child` as the last (or `index`th) subview of `parent`, taking it from its superview first.
    public mutating func addSubview(_ child: NodeHandle, to parent: NodeHandle, at index: Int? = nil) throws(SafeAreaError) {
        let c = try viewIndex(child)
        let p = try viewIndex(parent)
        // A cycle: the child is the parent or one of its ancestors.
        var walker = p
        while walker >= 0 {
            if walker == c { throw .invalidArgument("adding this view would make a cycle: it is the new superview or one of its ancestors") }
            walker = views[Int(walker)].parent
        }
        let owner = views[Int(c)].controller
        if owner >= 0 {
            if controllers[Int(owner)].parent >= 0 || owner == root {
                throw .invalidArgument("this view is the root view of a view controller that is embedded; move the controller instead")
            }
        }
        if views[Int(c)].parent >= 0 { unlink(c) }
        link(c, under: p, at: index)
        markDirty(c)
    }

    /// Removes a view (and its subtree) from its superview.
    public mutating func removeFromSuperview(_ view: NodeHandle) throws(SafeAreaError) {
        let v = try viewIndex(view)
        let owner = views[Int(v)].controller
        if owner >= 0 && controllers[Int(owner)].parent >= 0 {
            throw .invalidArgument("this view is the root view of an embedded view controller; remove the controller from its parent instead")
        }
        guard views[Int(v)].parent >= 0 else { return }
        let parent = views[Int(v)].parent
        unlink(v)
        markDirty(v)
        markDirty(parent)  // the content scroll view (first subview) may change
    }

    mutating func link(_ c: Int32, under p: Int32, at index: Int?) {
        views[Int(c)].parent = p
        var before: Int32 = -1
        if let index, index >= 0 {
            var k = 0
            var walker = views[Int(p)].firstChild
            while walker >= 0 && k < index {
                walker = views[Int(walker)].next
                k += 1
            }
            before = walker
        }
        if before < 0 {
            let last = views[Int(p)].lastChild
            views[Int(c)].prev = last
            views[Int(c)].next = -1
            if last >= 0 { views[Int(last)].next = c } else { views[Int(p)].firstChild = c }
            views[Int(p)].lastChild = c
        } else {
            let prev = views[Int(before)].prev
            views[Int(c)].prev = prev
            views[Int(c)].next = before
            views[Int(before)].prev = c
            if prev >= 0 { views[Int(prev)].next = c } else { views[Int(p)].firstChild = c }
        }
        if views[Int(p)].firstChild == c { markDirty(p) }
    }

    mutating func unlink(_ c: Int32) {
        let p = views[Int(c)].parent
        guard p >= 0 else { return }
        let prev = views[Int(c)].prev
        let next = views[Int(c)].next
        if prev >= 0 { views[Int(prev)].next = next } else { views[Int(p)].firstChild = next }
        if next >= 0 { views[Int(next)].prev = prev } else { views[Int(p)].lastChild = prev }
        views[Int(c)].parent = -1
        views[Int(c)].prev = -1
        views[Int(c)].next = -1
        clearWindowState(c)
    }

    /// Marks a detached subtree as out of the window (zero insets), iteratively.
    mutating func clearWindowState(_ top: Int32) {
        var v = top
        while v >= 0 {
            if views[Int(v)].inWindow && views[Int(v)].safeArea != .zero { changed.append(v) }
            views[Int(v)].inWindow = false
            views[Int(v)].safeArea = .zero
            views[Int(v)].propagated = .zero
            if views[Int(v)].firstChild >= 0 { v = views[Int(v)].firstChild; continue }
            while v >= 0 && v != top && views[Int(v)].next < 0 { v = views[Int(v)].parent }
            if v == top || v < 0 { break }
            v = views[Int(v)].next
        }
    }

    mutating func markDirty(_ v: Int32) {
        if !views[Int(v)].dirty {
            views[Int(v)].dirty = true
            dirtyViews.append(v)
        }
    }

    public mutating func setFrame(_ view: NodeHandle, _ frame: Rect) throws(SafeAreaError) {
        let v = try viewIndex(view)
        try SafeAreaTree.checkRect(frame, "frame")
        views[Int(v)].frame = frame
        markDirty(v)
    }

    public func frame(_ view: NodeHandle) throws(SafeAreaError) -> Rect {
        views[Int(try viewIndex(view))].frame
    }

    /// Moves the bounds origin (a scroll view's content offset).
    public mutating func setBoundsOrigin(_ view: NodeHandle, x: Double, y: Double) throws(SafeAreaError) {
        let v = try viewIndex(view)
        try SafeAreaTree.checkNumber(x, "bounds origin x")
        try SafeAreaTree.checkNumber(y, "bounds origin y")
        views[Int(v)].boundsX = x
        views[Int(v)].boundsY = y
        if views[Int(v)].isScroll { props[Int(v)].contentOffsetSet = true }
        markDirty(v)
    }

    public func boundsOrigin(_ view: NodeHandle) throws(SafeAreaError) -> (x: Double, y: Double) {
        let v = try viewIndex(view)
        return (views[Int(v)].boundsX, views[Int(v)].boundsY)
    }

    /// Frees a view that is not in the hierarchy (and not a controller's root view).
    public mutating func destroyView(_ view: NodeHandle) throws(SafeAreaError) {
        let v = try viewIndex(view)
        guard views[Int(v)].controller < 0 else { throw .invalidArgument("this view belongs to a view controller; destroy the controller") }
        guard views[Int(v)].parent < 0 else { throw .invalidArgument("remove the view from its superview before destroying it") }
        // Detach its subviews (they stay alive as separate trees).
        var child = views[Int(v)].firstChild
        while child >= 0 {
            let next = views[Int(child)].next
            unlink(child)
            child = next
        }
        views[Int(v)].alive = false
        freeViews.append(v)
    }

    // MARK: - View properties

    mutating func withProps(_ view: NodeHandle, _ body: (inout ViewProperties) throws(SafeAreaError) -> Void) throws(SafeAreaError) {
        let v = try viewIndex(view)
        try body(&props[Int(v)])
        markDirty(v)
    }

    public mutating func setDirectionalLayoutMargins(_ view: NodeHandle, _ margins: DirectionalInsets) throws(SafeAreaError) {
        try SafeAreaTree.checkInsets(SafeAreaInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing),
                                     "directional layout margins", allowNegative: true)
        try withProps(view) { $0.margins = margins; $0.marginsExplicit = true }
    }

    public mutating func setPreservesSuperviewLayoutMargins(_ view: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withProps(view) { $0.preservesSuperviewLayoutMargins = value }
    }

    public mutating func setInsetsLayoutMarginsFromSafeArea(_ view: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withProps(view) { $0.insetsLayoutMarginsFromSafeArea = value }
    }

    public mutating func setUsesBottomSafeArea(_ view: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withProps(view) { $0.usesBottomSafeArea = value }
    }

    func scrollIndex(_ view: NodeHandle) throws(SafeAreaError) -> Int32 {
        let v = try viewIndex(view)
        guard views[Int(v)].isScroll else { throw .invalidArgument("this view is not a scroll view") }
        return v
    }

    public mutating func setContentSize(_ view: NodeHandle, width: Double, height: Double) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        try SafeAreaTree.checkNumber(width, "content width")
        try SafeAreaTree.checkNumber(height, "content height")
        guard width >= 0 && height >= 0 else { throw .invalidArgument("content size must not be negative") }
        props[Int(v)].contentWidth = width
        props[Int(v)].contentHeight = height
        markDirty(v)
    }

    public mutating func setContentInset(_ view: NodeHandle, _ insets: SafeAreaInsets) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        try SafeAreaTree.checkInsets(insets, "content inset", allowNegative: true)
        props[Int(v)].contentInset = insets
        markDirty(v)
    }

    public mutating func setAdjustmentBehavior(_ view: NodeHandle, _ behavior: ScrollAdjustment) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        props[Int(v)].adjustment = behavior
        markDirty(v)
    }

    public mutating func setAlwaysBounce(_ view: NodeHandle, vertical: Bool? = nil, horizontal: Bool? = nil) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        if let vertical { props[Int(v)].alwaysBounceVertical = vertical }
        if let horizontal { props[Int(v)].alwaysBounceHorizontal = horizontal }
        markDirty(v)
    }

    public mutating func setIndicatorInsets(_ view: NodeHandle, vertical: SafeAreaInsets? = nil, horizontal: SafeAreaInsets? = nil,
                                            automatic: Bool? = nil) throws(SafeAreaError) {
        let v = try scrollIndex(view)
        if let vertical {
            try SafeAreaTree.checkInsets(vertical, "vertical scroll indicator insets", allowNegative: true)
            props[Int(v)].verticalIndicatorInsets = vertical
        }
        if let horizontal {
            try SafeAreaTree.checkInsets(horizontal, "horizontal scroll indicator insets", allowNegative: true)
            props[Int(v)].horizontalIndicatorInsets = horizontal
        }
        if let automatic { props[Int(v)].automaticallyAdjustsScrollIndicatorInsets = automatic }
    }

    // MARK: - Controllers

    /// A new view controller; its root view is `view` (a detached view) or a new plain view.
    public mutating func makeController(kind: ControllerKind, view: NodeHandle? = nil) throws(SafeAreaError) -> NodeHandle {
        var rootView: Int32
        if let view {
            rootView = try viewIndex(view)
            guard views[Int(rootView)].controller < 0 else { throw .invalidArgument("this view is already a view controller's root view") }
            guard views[Int(rootView)].parent < 0 else { throw .invalidArgument("a root view must not have a superview") }
        } else {
            rootView = try allocView(frame: .zero, isScroll: false)
        }
        guard views.count - freeViews.count + controllers.count < SafeAreaTree.maxNodes else {
            throw .limitExceeded("a tree holds at most \(SafeAreaTree.maxNodes) nodes")
        }
        var slot: Int32
        if let free = freeControllers.popLast() {
            let generation = controllers[Int(free)].generation &+ 1
            controllers[Int(free)] = ControllerNode(generation: generation == 0 ? 1 : generation, kind: kind, view: rootView)
            slot = free
        } else {
            controllers.append(ControllerNode(generation: serial | 1, kind: kind, view: rootView))
            slot = Int32(controllers.count - 1)
        }
        views[Int(rootView)].controller = slot
        // A controller's root view is managed by the system: its own margins default to 0 (SPEC §2.7).
        if !props[Int(rootView)].marginsExplicit {
            props[Int(rootView)].margins = DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        }
        return controllerHandle(slot)
    }

    public func controllerView(_ controller: NodeHandle) throws(SafeAreaError) -> NodeHandle {
        viewHandle(controllers[Int(try controllerIndex(controller))].view)
    }

    public func controllerKind(_ controller: NodeHandle) throws(SafeAreaError) -> ControllerKind {
        controllers[Int(try controllerIndex(controller))].kind
    }

    /// Makes `controller` the window's root view controller (it appears; its view fills the window).
    public mutating func setRoot(_ controller: NodeHandle?) throws(SafeAreaError) {
        if let controller {
            let c = try controllerIndex(controller)
            guard controllers[Int(c)].parent < 0 else { throw .invalidArgument("this view controller is a child of another; remove it from its parent first") }
            let view = controllers[Int(c)].view
            guard views[Int(view)].parent < 0 else { throw .invalidArgument("the controller's view is inside another view; remove it first") }
            if root >= 0 && root != c { clearWindowState(controllers[Int(root)].view) }
            root = c
            let (w, h) = windowSize
            views[Int(view)].frame = Rect(x: 0, y: 0, width: w, height: h)
        } else {
            if root >= 0 { clearWindowState(controllers[Int(root)].view) }
            root = -1
        }
        windowDirty = true
    }

    public var rootController: NodeHandle? { root >= 0 ? controllerHandle(root) : nil }

    /// Embeds `child` in `parent` (addChild + addSubview + didMove), its view in `container`
    /// with `frame` (nil: the container's bounds). Its insets start at zero (SPEC §2.4).
    public mutating func addChild(_ child: NodeHandle, to parent: NodeHandle, in container: NodeHandle, frame: Rect?) throws(SafeAreaError) {
        let c = try controllerIndex(child)
        let p = try controllerIndex(parent)
        let box = try viewIndex(container)
        guard c != p else { throw .invalidArgument("a view controller cannot be its own child") }
        guard controllers[Int(c)].parent < 0 else { throw .invalidArgument("this view controller already has a parent; remove it first") }
        guard c != root else { throw .invalidArgument("the window's root view controller cannot be embedded") }
        guard controllers[Int(p)].kind == .plain else {
            throw .invalidArgument("use the navigation or tab bar controller's own API to give it children")
        }
        // The container view must lie in the parent's view hierarchy.
        var walker = box
        var found = false
        while walker >= 0 {
            if walker == controllers[Int(p)].view { found = true; break }
            walker = views[Int(walker)].parent
        }
        guard found else { throw .invalidArgument("the container view is not in the parent controller's view hierarchy") }
        // No cycle of controllers.
        var ancestor = p
        while ancestor >= 0 {
            if ancestor == c { throw .invalidArgument("embedding would make a cycle of view controllers") }
            ancestor = controllers[Int(ancestor)].parent
        }
        let view = controllers[Int(c)].view
        guard views[Int(view)].parent < 0 else { throw .invalidArgument("the child's view is inside another view; remove it first") }
        var placed = frame
        if let frame { try SafeAreaTree.checkRect(frame, "frame") } else {
            placed = Rect(x: 0, y: 0, width: views[Int(box)].frame.width, height: views[Int(box)].frame.height)
        }
        controllers[Int(c)].parent = p
        controllers[Int(c)].overlay = .zero
        controllers[Int(c)].updatedAt = (0, 0, 0, 0)
        controllers[Int(p)].children.append(c)
        views[Int(view)].frame = placed ?? .zero
        link(view, under: box, at: nil)
        markDirty(view)
    }

    /// removeFromParent: the child's view leaves the hierarchy; its insets become zero.
    public mutating func removeFromParent(_ child: NodeHandle) throws(SafeAreaError) {
        let c = try controllerIndex(child)
        let p = controllers[Int(c)].parent
        guard p >= 0 else { return }
        controllers[Int(p)].children.removeAll { $0 == c }
        controllers[Int(c)].parent = -1
        controllers[Int(c)].overlay = .zero
        let view = controllers[Int(c)].view
        if views[Int(view)].parent >= 0 { unlink(view) }
        if controllers[Int(p)].kind != .plain { markDirty(controllers[Int(p)].view); attachContainerChild(p) }
    }

    /// The children of a navigation (stack, bottom first) or tab bar controller.
    public mutating func setContainerChildren(_ container: NodeHandle, _ children: [NodeHandle]) throws(SafeAreaError) {
        let p = try controllerIndex(container)
        guard controllers[Int(p)].kind != .plain else { throw .invalidArgument("only navigation and tab bar controllers take a list of children") }
        var indices: [Int32] = []
        for child in children {
            let c = try controllerIndex(child)
            guard c != p, c != root else { throw .invalidArgument("a controller cannot contain itself or the window's root") }
            guard controllers[Int(c)].parent < 0 || controllers[Int(c)].parent == p else {
                throw .invalidArgument("a view controller in the list already has another parent")
            }
            guard !indices.contains(c) else { throw .invalidArgument("a view controller appears twice in the list") }
            var ancestor = p
            while ancestor >= 0 {
                if ancestor == c { throw .invalidArgument("this would make a cycle of view controllers") }
                ancestor = controllers[Int(ancestor)].parent
            }
            let view = controllers[Int(c)].view
            if controllers[Int(c)].parent != p && views[Int(view)].parent >= 0 {
                throw .invalidArgument("a child's view is inside another view; remove it first")
            }
            indices.append(c)
        }
        for old in controllers[Int(p)].children where !indices.contains(old) {
            controllers[Int(old)].parent = -1
            let view = controllers[Int(old)].view
            if views[Int(view)].parent >= 0 { unlink(view) }
        }
        for c in indices where controllers[Int(c)].parent != p {
            controllers[Int(c)].parent = p
            controllers[Int(c)].overlay = .zero
            controllers[Int(c)].updatedAt = (0, 0, 0, 0)
        }
        controllers[Int(p)].children = indices
        if controllers[Int(p)].kind == .tabBar {
            controllers[Int(p)].selected = min(max(0, controllers[Int(p)].selected), max(0, indices.count - 1))
        }
        attachContainerChild(p)
    }

    /// Attaches the visible child's view (navigation: the top; tab bar: the selected) and detaches the others.
    mutating func attachContainerChild(_ p: Int32) {
        let children = controllers[Int(p)].children
        var visible: Int32 = -1
        if !children.isEmpty {
            visible = controllers[Int(p)].kind == .navigation ? children[children.count - 1]
                                                                 : children[min(controllers[Int(p)].selected, children.count - 1)]
        }
        let box = controllers[Int(p)].view
        for c in children where c != visible {
            let view = controllers[Int(c)].view
            if views[Int(view)].parent >= 0 { unlink(view) }
        }
        if visible >= 0 {
            let view = controllers[Int(visible)].view
            if views[Int(view)].parent != box {
                if views[Int(view)].parent >= 0 { unlink(view) }
                controllers[Int(visible)].overlay = .zero
                link(view, under: box, at: nil)
            }
        }
        markDirty(box)
    }

    public func children(of controller: NodeHandle) throws(SafeAreaError) -> [NodeHandle] {
        controllers[Int(try controllerIndex(controller))].children.map(controllerHandle)
    }

    public func parent(of controller: NodeHandle) throws(SafeAreaError) -> NodeHandle? {
        let p = controllers[Int(try controllerIndex(controller))].parent
        return p >= 0 ? controllerHandle(p) : nil
    }

    /// Frees a controller that has no parent and is not the root (its root view goes with it).
    public mutating func destroyController(_ controller: NodeHandle) throws(SafeAreaError) {
        let c = try controllerIndex(controller)
        guard controllers[Int(c)].parent < 0, c != root else { throw .invalidArgument("remove the view controller from its parent or the window first") }
        for child in controllers[Int(c)].children { controllers[Int(child)].parent = -1 }
        let view = controllers[Int(c)].view
        if views[Int(view)].parent >= 0 { unlink(view) }
        views[Int(view)].controller = -1
        controllers[Int(c)].alive = false
        freeControllers.append(c)
        try destroyView(viewHandle(view))
    }

    // MARK: - Controller properties

    mutating func withController(_ controller: NodeHandle, _ body: (inout ControllerNode) throws(SafeAreaError) -> Void) throws(SafeAreaError) {
        let c = try controllerIndex(controller)
        try body(&controllers[Int(c)])
        markDirty(controllers[Int(c)].view)
        // The status bar and container bars can change what the whole window sees.
        windowDirty = true
    }

    public mutating func setAdditionalSafeAreaInsets(_ controller: NodeHandle, _ insets: SafeAreaInsets) throws(SafeAreaError) {
        try SafeAreaTree.checkInsets(insets, "additional safe area insets", allowNegative: true)
        try withController(controller) { $0.additional = insets }
    }

    public mutating func setPrefersStatusBarHidden(_ controller: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withController(controller) { $0.prefersStatusBarHidden = value }
    }

    public mutating func setAutomaticallyAdjustsScrollViewInsets(_ controller: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withController(controller) { $0.automaticallyAdjustsScrollViewInsets = value }
    }

    public mutating func setEdgesForExtendedLayout(_ controller: NodeHandle, _ edges: EdgeSet) throws(SafeAreaError) {
        try withController(controller) { $0.edgesForExtendedLayout = edges }
    }

    public mutating func setExtendedLayoutIncludesOpaqueBars(_ controller: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withController(controller) { $0.extendedLayoutIncludesOpaqueBars = value }
    }

    public mutating func setViewRespectsSystemMinimumLayoutMargins(_ controller: NodeHandle, _ value: Bool) throws(SafeAreaError) {
        try withController(controller) { $0.viewRespectsSystemMinimumLayoutMargins = value }
    }

    public mutating func setNavigationBar(_ controller: NodeHandle, hidden: Bool? = nil, translucent: Bool? = nil,
                                          prefersLargeTitles: Bool? = nil, toolbarHidden: Bool? = nil) throws(SafeAreaError) {
        let c = try controllerIndex(controller)
        guard controllers[Int(c)].kind == .navigation else { throw .invalidArgument("this view controller is not a navigation controller") }
        try withController(controller) { node in
            if let hidden { node.navigationBarHidden = hidden }
            if let translucent { node.translucent = translucent }
            if let prefersLargeTitles { node.prefersLargeTitles = prefersLargeTitles }
            if let toolbarHidden { node.toolbarHidden = toolbarHidden }
        }
    }

    public mutating func setTabBar(_ controller: NodeHandle, selected: Int? = nil, translucent: Bool? = nil) throws(SafeAreaError) {
        let c = try controllerIndex(controller)
        guard controllers[Int(c)].kind == .tabBar else { throw .invalidArgument("this view controller is not a tab bar controller") }
        if let selected {
            let count = controllers[Int(c)].children.count
            guard selected >= 0 && (selected < count || count == 0 && selected == 0) else {
                throw .indexOutOfRange("selected index \(selected) is not below the tab count \(count)")
            }
        }
        try withController(controller) { node in
            if let selected { node.selected = selected }
            if let translucent { node.translucent = translucent }
        }
        attachContainerChild(c)
    }

    /// A snapshot of a controller's settable properties (for reading back).
    public func controllerSettings(_ controller: NodeHandle) throws(SafeAreaError) -> ControllerSettings {
        let node = controllers[Int(try controllerIndex(controller))]
        return ControllerSettings(kind: node.kind, additionalSafeAreaInsets: node.additional, prefersStatusBarHidden: node.prefersStatusBarHidden,
                                  automaticallyAdjustsScrollViewInsets: node.automaticallyAdjustsScrollViewInsets,
                                  edgesForExtendedLayout: node.edgesForExtendedLayout,
                                  extendedLayoutIncludesOpaqueBars: node.extendedLayoutIncludesOpaqueBars,
                                  viewRespectsSystemMinimumLayoutMargins: node.viewRespectsSystemMinimumLayoutMargins,
                                  navigationBarHidden: node.navigationBarHidden, translucent: node.translucent,
                                  prefersLargeTitles: node.prefersLargeTitles, toolbarHidden: node.toolbarHidden, selected: node.selected)
    }

    /// A snapshot of a view's settable properties.
    public func viewSettings(_ view: NodeHandle) throws(SafeAreaError) -> ViewSettings {
        let v = try viewIndex(view)
        let p = props[Int(v)]
        return ViewSettings(isScroll: views[Int(v)].isScroll, directionalLayoutMargins: p.margins,
                            preservesSuperviewLayoutMargins: p.preservesSuperviewLayoutMargins,
                            insetsLayoutMarginsFromSafeArea: p.insetsLayoutMarginsFromSafeArea, usesBottomSafeArea: p.usesBottomSafeArea,
                            contentWidth: p.contentWidth, contentHeight: p.contentHeight, contentInset: p.contentInset,
                            adjustment: p.adjustment, alwaysBounceVertical: p.alwaysBounceVertical,
                            alwaysBounceHorizontal: p.alwaysBounceHorizontal, verticalIndicatorInsets: p.verticalIndicatorInsets,
                            horizontalIndicatorInsets: p.horizontalIndicatorInsets,
                            automaticallyAdjustsScrollIndicatorInsets: p.automaticallyAdjustsScrollIndicatorInsets)
    }
}

/// The settable properties of a view controller.
public struct ControllerSettings: Sendable, Equatable {
    public var kind: ControllerKind
    public var additionalSafeAreaInsets: SafeAreaInsets
    public var prefersStatusBarHidden: Bool
    public var automaticallyAdjustsScrollViewInsets: Bool
    public var edgesForExtendedLayout: EdgeSet
    public var extendedLayoutIncludesOpaqueBars: Bool
    public var viewRespectsSystemMinimumLayoutMargins: Bool
    public var navigationBarHidden: Bool
    public var translucent: Bool
    public var prefersLargeTitles: Bool
    public var toolbarHidden: Bool
    public var selected: Int
}

/// The settable properties of a view.
public struct ViewSettings: Sendable, Equatable {
    public var isScroll: Bool
    public var directionalLayoutMargins: DirectionalInsets
    public var preservesSuperviewLayoutMargins: Bool
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var usesBottomSafeArea: Bool
    public var contentWidth: Double
    public var contentHeight: Double
    public var contentInset: SafeAreaInsets
    public var adjustment: ScrollAdjustment
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    public var verticalIndicatorInsets: SafeAreaInsets
    public var horizontalIndicatorInsets: SafeAreaInsets
    public var automaticallyAdjustsScrollIndicatorInsets: Bool
}
