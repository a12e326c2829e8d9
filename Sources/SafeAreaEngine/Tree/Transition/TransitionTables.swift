/// What the tree keeps for transitions, in one field (`SafeAreaTree.transitionState`):
/// the undo log while the journal path runs, the per-slot tables and scratch both paths
/// use (kept between transitions for their capacity), and the last transition's changes.
struct TransitionState {
    /// While a transition takes the journal path: the old value of everything it changes (an undo log).
    var journal: TransitionJournal?
    /// The last transition's undo log, emptied and kept for its capacity.
    var spareJournal = TransitionJournal()
    /// While a linear transition runs: frames autoresize their subviews lazily (SafeAreaTree+LinearTransition).
    var lazyFrames = false
    /// Tests: transitions always take the journal path, to compare it with the linear pass.
    var forcesJournal = false
    /// The per-slot tables (raw memory, kept between transitions; a tree copy shares them until it transitions).
    var tableStore = TransitionTableStore()
    /// The linear transition's size steps, kept for their capacity.
    var steps: [SizeStep] = []
    /// The changes of the last transition (`lastTransition`, `withLastTransition`).
    var changeStore = ChangeStore()
}

/// What a transition changed in a view and what is listed of it: one set of bits for
/// both paths. The low byte is what `TransitionTables.flags` keeps of a view (what later
/// views, size steps or the listing read); `keyboard` and `fullMargins` are decided and
/// used within the view's own listing. All empty at rest.
struct ChangeBits: OptionSet {
    let rawValue: UInt16

    /// The safe area was written (journal path: `oldSafe` holds the value before).
    static let safe = ChangeBits(rawValue: 1 << 0)
    /// The frame changed: `oldFrames` holds the frame before (on the linear path, for a
    /// plain view only when a subview preserves its margins: no other reader).
    static let frame = ChangeBits(rawValue: 1 << 1)
    /// The adjusted content inset was written (journal path: `oldAdjusted` holds the value before).
    static let adjusted = ChangeBits(rawValue: 1 << 2)
    /// The layout margins are listed: computed after and before (kept in `marginsAfter` and
    /// `marginsBefore` for subviews that preserve them).
    static let margins = ChangeBits(rawValue: 1 << 3)
    /// The bounds origin moved (a scroll view's content offset): `oldBounds` holds it.
    static let bounds = ChangeBits(rawValue: 1 << 4)
    /// The view is a transformed view or lies under one (reported as unsupported, not listed).
    static let underTransform = ChangeBits(rawValue: 1 << 5)
    /// Linear pass: the view has size steps (`heads` is valid).
    static let hasSteps = ChangeBits(rawValue: 1 << 6)
    /// Linear pass: the superview's size steps were applied (a controller's view, once).
    static let caughtUp = ChangeBits(rawValue: 1 << 7)
    /// The keyboard layout guide is listed.
    static let keyboard = ChangeBits(rawValue: 1 << 8)
    /// Margins that depend on more than the view's own safe area (a controller's root
    /// view: the system minimum follows its width; preserved superview margins).
    static let fullMargins = ChangeBits(rawValue: 1 << 9)

    /// What is listed of a view.
    static let listed: ChangeBits = [.safe, .frame, .adjusted, .margins, .keyboard]

    /// The view has changes to list.
    @inline(__always)
    var isListed: Bool { !isDisjoint(with: .listed) && !contains(.underTransform) }
}

/// The flags of every slot, a byte each: the low byte of a view's `ChangeBits`.
struct SlotFlags {
    let base: UnsafeMutablePointer<UInt8>

    subscript(i: Int) -> ChangeBits {
        @inline(__always) get { ChangeBits(rawValue: UInt16(base[i])) }
        @inline(__always) nonmutating set { base[i] = UInt8(truncatingIfNeeded: newValue.rawValue) }
    }
}

/// The per-slot tables of a transition (a handle on raw memory that
/// `TransitionTableStore` owns): `flags` is all empty at rest; every other table is
/// written before it is read, and read only where a view's flags say so (ChangeBits).
struct TransitionTables {
    let flags: SlotFlags
    /// The frame before the transition (`.frame`).
    let oldFrames: UnsafeMutablePointer<Rect>
    /// The bounds origin before the transition (`.bounds`; the size is unused).
    let oldBounds: UnsafeMutablePointer<Rect>
    /// The safe area and adjusted content inset before the transition (`.safe`, `.adjusted`; journal path).
    let oldSafe: UnsafeMutablePointer<SafeAreaInsets>
    let oldAdjusted: UnsafeMutablePointer<SafeAreaInsets>
    /// Effective margins after and before, of views with the `preservingSubview` trait whose margins were listed.
    let marginsAfter: UnsafeMutablePointer<SafeAreaInsets>
    let marginsBefore: UnsafeMutablePointer<SafeAreaInsets>
    /// Linear pass: the last size step of a view (`.hasSteps`), in `TransitionState.steps`.
    let heads: UnsafeMutablePointer<Int32>
    /// Linear pass: room for every slot, the views whose safe area changed in plain runs.
    let changedViews: UnsafeMutablePointer<Int32>

    init(capacity: Int) {
        flags = SlotFlags(base: .allocate(capacity: capacity))
        flags.base.initialize(repeating: 0, count: capacity)
        oldFrames = .allocate(capacity: capacity)
        oldBounds = .allocate(capacity: capacity)
        oldSafe = .allocate(capacity: capacity)
        oldAdjusted = .allocate(capacity: capacity)
        marginsAfter = .allocate(capacity: capacity)
        marginsBefore = .allocate(capacity: capacity)
        heads = .allocate(capacity: capacity)
        changedViews = .allocate(capacity: capacity)
    }

    func deallocate() {
        flags.base.deallocate()
        oldFrames.deallocate()
        oldBounds.deallocate()
        oldSafe.deallocate()
        oldAdjusted.deallocate()
        marginsAfter.deallocate()
        marginsBefore.deallocate()
        heads.deallocate()
        changedViews.deallocate()
    }

    /// The bounds of view `p` before the transition, from its bounds `now`: its old
    /// frame's size and its old bounds origin where they changed.
    @inline(__always)
    func boundsBefore(_ p: Int, now b: Rect) -> Rect {
        var old = b
        let bits = flags[p]
        if bits.contains(.frame) {
            old.width = oldFrames[p].width
            old.height = oldFrames[p].height
        }
        if bits.contains(.bounds) {
            old.x = oldBounds[p].x
            old.y = oldBounds[p].y
        }
        return old
    }
}

/// Owns the raw memory of `TransitionTables`, kept between transitions (its pages stay
/// mapped; pages of tables a transition does not write are never touched). A tree copy
/// shares it until either transitions (`SafeAreaTree.transitionTables()`).
final class TransitionTableStore: @unchecked Sendable {
    private(set) var capacity = 0
    private(set) var tables = TransitionTables(capacity: 0)

    /// Room for `count` slots (between transitions, so nothing is kept).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        tables.deallocate()
        capacity = max(count, capacity * 2)
        tables = TransitionTables(capacity: capacity)
    }

    /// Every view's flags back to empty (the end of a transition).
    func clearFlags() {
        tables.flags.base.update(repeating: 0, count: capacity)
    }

    deinit { tables.deallocate() }
}

/// One size change of a view during a linear transition; `prev` links the view's
/// earlier step (-1: its first).
struct SizeStep {
    var prev: Int32
    var fromWidth: Double
    var fromHeight: Double
    var toWidth: Double
    var toHeight: Double
}

/// The undo log of a running transition: the old value of every field the change
/// and its layout pass write, in the order written.
struct TransitionJournal {
    var frames: [(Int32, Rect)] = []
    var bounds: [(Int32, Double, Double)] = []
    var safe: [(Int32, SafeAreaInsets)] = []
    var adjusted: [(Int32, SafeAreaInsets)] = []

    mutating func removeAll() {
        frames.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        safe.removeAll(keepingCapacity: true)
        adjusted.removeAll(keepingCapacity: true)
    }
}

extension SafeAreaTree {
    /// The per-slot tables for a transition of this tree: the kept ones, or new ones when
    /// a copy of the tree still shares them; room for every slot.
    mutating func transitionTables() -> TransitionTables {
        if !isKnownUniquelyReferenced(&transitionState.tableStore) {
            transitionState.tableStore = TransitionTableStore()
        }
        transitionState.tableStore.reserve(views.count)
        return transitionState.tableStore.tables
    }

    /// Ends a transition's use of the tables: flags empty, size steps dropped.
    mutating func clearTransitionTables() {
        transitionState.steps.removeAll(keepingCapacity: true)
        transitionState.tableStore.clearFlags()
    }
}
