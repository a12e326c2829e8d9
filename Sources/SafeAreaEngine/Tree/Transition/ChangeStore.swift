/// The changes of the last transition, in a buffer kept between transitions (its pages
/// stay mapped). A tree copy shares it until either transitions again (see `changeWriter`).
final class ChangeStore: @unchecked Sendable {
    var base: UnsafeMutablePointer<TreeChange>
    var count = 0
    var capacity: Int

    init(capacity: Int = 64) {
        base = UnsafeMutablePointer<TreeChange>.allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit { base.deallocate() }
}

/// Appends changes to a `ChangeStore`; `commit` publishes the count.
struct ChangeWriter {
    let store: ChangeStore
    var base: UnsafeMutablePointer<TreeChange>
    var count = 0
    var capacity: Int

    init(_ store: ChangeStore) {
        self.store = store
        base = store.base
        capacity = store.capacity
        store.count = 0
    }

    /// Room for `n` more changes.
    @inline(__always)
    mutating func ensure(_ n: Int) {
        if count + n > capacity { grow(n) }
    }

    @inline(never)
    mutating func grow(_ n: Int) {
        let newCapacity = max(capacity * 2, count + n, 1024)
        let fresh = UnsafeMutablePointer<TreeChange>.allocate(capacity: newCapacity)
        fresh.initialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = newCapacity
        store.base = fresh
        store.capacity = newCapacity
    }

    /// Appends after `ensure` made room.
    @inline(__always)
    mutating func put(_ change: TreeChange) {
        (base + count).initialize(to: change)
        count += 1
    }

    /// Appends the change of `property` of `node` when its value moved (after `ensure` made room).
    @inline(__always)
    mutating func put(_ node: NodeHandle, _ property: TreeChange.Property, before: Quad, after: Quad) {
        if before != after { put(TreeChange(node: node, property: property, before: before, after: after)) }
    }

    func commit() { store.count = count }
}

extension SafeAreaTree {
    /// A writer for this transition's changes: the kept buffer, or a new one when a
    /// copy of the tree still shares it.
    mutating func changeWriter() -> ChangeWriter {
        if !isKnownUniquelyReferenced(&transitionState.changeStore) { transitionState.changeStore = ChangeStore() }
        return ChangeWriter(transitionState.changeStore)
    }

    /// The changes of the last transition (kept until the next one).
    public var lastTransition: [TreeChange] {
        let store = transitionState.changeStore
        return Array(UnsafeBufferPointer(start: store.base, count: store.count))
    }

    /// Reads the changes of the last transition in place.
    public func withLastTransition<R, E: Error>(_ body: (UnsafeBufferPointer<TreeChange>) throws(E) -> R) throws(E) -> R
    {
        let store = transitionState.changeStore
        return try body(UnsafeBufferPointer(start: store.base, count: store.count))
    }
}
