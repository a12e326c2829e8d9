import Synchronization

/// A UIKit hierarchy in one window: views, scroll views and view controllers,
/// with UIKit's safe-area propagation (MODEL.md §2).
///
/// The tree is stateful as UIKit is: a child controller's insets depend on the
/// history of its frames (MODEL.md §2.4). Mutations mark what they can affect; the
/// next read (or `layout()`) recomputes only those subtrees. Nodes are slots in
/// flat arrays linked by index, and every walk is iterative, so a chain 10^5
/// deep cannot overflow the stack.
public struct SafeAreaTree: Sendable {
    public private(set) var device: DeviceProfile
    public internal(set) var orientation: Orientation
    public internal(set) var osVersion: OSVersion?
    public internal(set) var statusBarHidden: Bool
    public private(set) var policy: ChildInsetsPolicy
    public private(set) var rightToLeft = false
    public internal(set) var keyboardHeight = 0.0
    /// The app window asked for (MODEL.md §19; nil: the app fills the screen without window controls).
    public internal(set) var windowRequest: WindowRequest?

    var views: ContiguousArray<ViewNode> = []
    var props: ContiguousArray<ViewProperties> = []
    /// Per view, the few properties a transition reads for every view, packed (ViewTraits
    /// bits; the autoresizing mask in the high byte), so that its passes stay in cache.
    var traits: ContiguousArray<UInt16> = []
    var controllers: ContiguousArray<ControllerNode> = []
    var freeViews: [Int32] = []
    var freeControllers: [Int32] = []
    /// The display names of the few controllers that have one (`setDisplayName`); empty in most trees.
    var controllerNames: [Int32: String] = [:]
    var root: Int32 = -1
    /// Views stored after one of their subviews (their slot index is greater):
    /// while 0, every walk in memory order meets a superview before its subviews.
    var viewsAfterSubviews = 0
    var windowDirty = true
    var dirtyViews: [Int32] = []
    /// Number of completed layout passes.
    public internal(set) var pass = 0
    var changed: [Int32] = []
    /// The window as its device, OS and orientation make it (resolved by `resolveWindow`).
    public internal(set) var window: WindowEnvironment {
        get { windowStorage.environment }
        set { windowStorage = WindowStorage(newValue, requestedVersion: osVersion) }
    }
    /// The window environment behind one reference: it holds dozens of strings (provenance,
    /// bars), and a tree value is copied whole on some paths of the C layer; a reference keeps
    /// that copy as cheap as it was before the environment.
    var windowStorage: WindowStorage
    /// The last window with the other status bar state (a status bar toggle swaps them back).
    var otherWindowStorage: WindowStorage?
    var effectiveStatusBarHidden = false
    /// Views carrying a transform other than the identity (reads under them are unsupported).
    var transformedViews = 0
    /// The device has window states the catalog does not predict (bars on a vertical edge, the
    /// status bar hidden where unmeasured): reads check them (`checkPredicted`).
    let deviceHasUnpredictedStates: Bool
    /// Refuse derived answers (window insets, container metrics): only measured or documented ones.
    public internal(set) var strict = false
    /// Reads under containers check their bars (`checkBars`): the window is strict, a bar has no
    /// measured metrics, or a controller shows a search field, a bottom accessory or minimized
    /// bars. Set by every window-dirty layout pass.
    var barsNeedChecks = false
    /// A change that can make reads need bar checks (a controller's container state, the OS
    /// version, the orientation, strictness) waits for the layout pass that recomputes
    /// `barsNeedChecks`: until then reads check their bars.
    var barsCheckPending = false
    /// Transitions: the undo log while one runs, the tables both paths use, the last one's changes.
    var transitionState = TransitionState()
    /// The presentation stack, presenting order (MODEL.md §18).
    var presentations: [PresentationNode] = []
    /// The layout pass's spare buffers (their capacity kept between passes).
    var layoutScratch = LayoutScratch()
    /// Distinguishes handles of different trees (their generations start apart).
    let serial: UInt32

    /// Limits: nodes per tree.
    public static let maxNodes = 4_000_000

    /// UIView's default layoutMargins.
    static let defaultMargins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    private static let serials = Atomic<UInt32>(0)

    /// A window on `device`, placed as `window` asks (nil: filling the screen); fails for an
    /// unsupported orientation, an OS version without data or a window the device cannot show.
    public init(
        device: DeviceProfile, orientation: Orientation, osVersion: OSVersion?, statusBarHidden: Bool,
        policy: ChildInsetsPolicy, window: WindowRequest? = nil
    ) throws(SafeAreaError) {
        windowStorage = WindowStorage(
            try WindowEnvironment(
                device: device, orientation: orientation, version: osVersion, statusBarHidden: statusBarHidden,
                window: window),
            requestedVersion: osVersion)
        windowRequest = window
        self.device = device
        barsNeedChecks = windowStorage.bars.baseUnmeasured
        self.orientation = orientation
        self.osVersion = osVersion
        self.statusBarHidden = statusBarHidden
        self.policy = policy
        deviceHasUnpredictedStates = device.hasUnpredictedWindowStates
        let next = SafeAreaTree.serials.wrappingAdd(1, ordering: .relaxed).newValue
        serial = (next & 0x7FFF) << 16
    }

    // MARK: - Handles

    func viewIndex(_ handle: NodeHandle) throws(SafeAreaError) -> Int32 {
        let index = handle.index
        guard !handle.isController, index >= 0, Int(index) < views.count, views[Int(index)].alive,
            views[Int(index)].generation == handle.generation
        else { throw nodeRefusal(handle, expected: "view") }
        return index
    }

    func controllerIndex(_ handle: NodeHandle) throws(SafeAreaError) -> Int32 {
        let index = handle.index
        guard handle.isController, index >= 0, Int(index) < controllers.count, controllers[Int(index)].alive,
            controllers[Int(index)].generation == handle.generation
        else { throw nodeRefusal(handle, expected: "view controller") }
        return index
    }

    /// The refusal of a handle that is not a live node of the kind a call takes: it names the kind
    /// expected and what the handle is (a live node of the other kind, or none of this tree).
    private func nodeRefusal(_ handle: NodeHandle, expected: String) -> SafeAreaError {
        let hex = "0x" + String(handle.rawValue, radix: 16)
        let i = Int(handle.index)
        if handle.isController, i < controllers.count, controllers[i].alive,
            controllers[i].generation == handle.generation
        {
            return .unknownHandle(
                "\(hex) is a view controller of this tree where a \(expected) is expected "
                    + "(a view controller's root view is safearea_controller_view's)")
        }
        if !handle.isController, i < views.count, views[i].alive, views[i].generation == handle.generation {
            return .unknownHandle("\(hex) is a view of this tree where a \(expected) is expected")
        }
        return .unknownHandle(
            "\(expected) handle \(hex) is not a live \(expected) of this tree (never created, destroyed, or another tree's)"
        )
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
        guard values.allSatisfy({ $0.isFinite }) else {
            throw .invalidArgument("\(what) must be finite, got \(describe(rect))")
        }
        guard values.allSatisfy({ abs($0) <= 1e7 }) else {
            throw .invalidArgument("\(what) is beyond ±10,000,000 points: \(describe(rect))")
        }
        guard rect.width >= 0 && rect.height >= 0 else {
            throw .invalidArgument("\(what) has a negative size: \(describe(rect))")
        }
    }

    static func checkInsets(_ insets: SafeAreaInsets, _ what: String, allowNegative: Bool) throws(SafeAreaError) {
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        guard values.allSatisfy({ $0.isFinite && abs($0) <= 1e7 }) else {
            throw .invalidArgument("\(what) must be finite numbers within ±10,000,000")
        }
        guard allowNegative || values.allSatisfy({ $0 >= 0 }) else {
            throw .invalidArgument("\(what) must not be negative")
        }
    }

    static func checkNumber(_ value: Double, _ what: String) throws(SafeAreaError) {
        guard value.isFinite && abs(value) <= 1e7 else {
            throw .invalidArgument("\(what) must be a finite number within ±10,000,000")
        }
    }

    static func describe(_ rect: Rect) -> String { rect.described }

    // MARK: - Window

    /// Rotates the window; refused, the tree unchanged, when the window does not exist in
    /// `orientation` or a presentation cannot follow it (as a transition refuses, MODEL.md §18).
    public mutating func setOrientation(_ orientation: Orientation) throws(SafeAreaError) {
        _ = try device.safeArea(orientation, version: osVersion, statusBarHidden: statusBarHidden)
        if let windowRequest {  // the window must exist in the new orientation too
            _ = try WindowEnvironment(
                device: device, orientation: orientation, version: osVersion, statusBarHidden: statusBarHidden,
                window: windowRequest)
        }
        if !presentations.isEmpty && orientation != self.orientation {
            // Pending mutations first, so the popover sources are read as the pass places them.
            layout()
            let rotated = try WindowEnvironment(
                device: device, orientation: orientation, version: osVersion,
                statusBarHidden: effectiveStatusBarHidden, window: windowRequest)
            if let refusal = unplacedPresentation(in: rotated) { throw refusal }
        }
        rotateWindow(to: orientation)
    }

    /// The window in `new` orientation: the root view fills it; its subviews autoresize.
    mutating func rotateWindow(to new: Orientation) {
        orientation = new
        windowDirty = true
        barsCheckPending = true
        resolveWindow()
        if root >= 0 { applyFrame(controllers[Int(root)].view, window.bounds) }
        resolvePresentations()
        for p in presentations { applyFrame(controllers[Int(p.controller)].view, windowLevelFrame(p.controller)) }
    }

    /// Resolves the window environment again after one of its inputs changed (the device's
    /// answers were checked by the caller; on a failure the last one is kept).
    mutating func resolveWindow() {
        // The same inputs resolve to the same window: a layout pass that recomputes the window
        // (any controller setting does) does not resolve it again.
        let current = windowStorage
        if current.environment.orientation == orientation && current.requestedVersion == osVersion
            && current.environment.placement?.request == windowRequest
        {
            if current.environment.statusBarHidden == effectiveStatusBarHidden { return }
            if let other = otherWindowStorage, other.environment.orientation == orientation,
                other.requestedVersion == osVersion, other.environment.statusBarHidden == effectiveStatusBarHidden,
                other.environment.placement?.request == windowRequest
            {
                windowStorage = other
                otherWindowStorage = current
                return
            }
            // Resolved whole (the presentation geometry follows the insets too), then kept for the
            // next toggle back.
            if let changed = try? WindowEnvironment(
                device: device, orientation: orientation, version: osVersion, statusBarHidden: effectiveStatusBarHidden,
                window: windowRequest)
            {
                windowStorage = WindowStorage(changed, requestedVersion: osVersion)
                otherWindowStorage = current
            }
            return
        }
        if let resolved = try? WindowEnvironment(
            device: device, orientation: orientation, version: osVersion, statusBarHidden: effectiveStatusBarHidden,
            window: windowRequest)
        {
            window = resolved
        }
    }

    /// True for the controllers whose view the window itself places: the root view controller
    /// (MODEL.md §2.2) and the presented ones (§18).
    @inline(__always)
    func isWindowLevel(_ c: Int32) -> Bool { c >= 0 && (c == root || presentationIndex(c) != nil) }

    public mutating func setStatusBarHidden(_ hidden: Bool) {
        statusBarHidden = hidden
        windowDirty = true
    }

    public mutating func setOSVersion(_ version: OSVersion?) throws(SafeAreaError) {
        _ = try device.safeArea(orientation, version: version, statusBarHidden: statusBarHidden)
        if let windowRequest {  // the window must exist on the new version too
            _ = try WindowEnvironment(
                device: device, orientation: orientation, version: version, statusBarHidden: statusBarHidden,
                window: windowRequest)
        }
        osVersion = version
        windowDirty = true
        barsCheckPending = true
        resolveWindow()
    }

    public mutating func setPolicy(_ policy: ChildInsetsPolicy) {
        self.policy = policy
        windowDirty = true
    }

    /// A strict window refuses derived answers (MODEL.md §8, §17).
    public mutating func setStrict(_ strict: Bool) {
        self.strict = strict
        windowDirty = true
        barsCheckPending = true
    }

    public mutating func setRightToLeft(_ rtl: Bool) {
        rightToLeft = rtl
    }

    /// The keyboard's height over the window (0: hidden).
    public mutating func setKeyboardHeight(_ height: Double) throws(SafeAreaError) {
        try SafeAreaTree.checkNumber(height, "keyboard height")
        guard height >= 0 else { throw .invalidArgument("keyboard height must not be negative") }
        if let refusal = keyboardRefusal(height) { throw refusal }
        keyboardHeight = height
    }

    /// Places the window as `request` asks (nil: filling the screen without window controls,
    /// MODEL.md §19): resolved now, with every presentation in it, so a refusal (the window's, or
    /// a presentation's that cannot follow it, as a transition refuses) leaves the tree
    /// unchanged; the root view fills the new window and presentations are placed again.
    public mutating func setWindow(_ request: WindowRequest?) throws(SafeAreaError) {
        if !presentations.isEmpty { layout() }  // the popover sources as the pass places them
        let resolved = try WindowEnvironment(
            device: device, orientation: orientation, version: osVersion,
            statusBarHidden: effectiveStatusBarHidden, window: request)
        if let refusal = unplacedPresentation(in: resolved) { throw refusal }
        windowRequest = request
        otherWindowStorage = nil
        window = resolved
        windowDirty = true
        barsCheckPending = true
        if root >= 0 { applyFrame(controllers[Int(root)].view, window.bounds) }
        resolvePresentations()
        for p in presentations { applyFrame(controllers[Int(p.controller)].view, windowLevelFrame(p.controller)) }
    }

    /// The window's size.
    public var windowSize: (width: Double, height: Double) { (window.frame.width, window.frame.height) }
}
