// The caller's array of every function that returns a list.
import SafeAreaEngine

/// The `out`, `capacity` and `count` arguments of a function that returns a
/// list (subviews, children, changed views, a transition's changes, unsafe
/// regions).
///
/// `*count` always receives the list's length; the items are written only
/// when they all fit, else the call reports SAFEAREA_E_BUFFER_TOO_SMALL, so a
/// caller may ask with capacity 0 and call again.
struct ArrayOutput<Element> {
    let out: UnsafeMutablePointer<Element>?
    let capacity: Int
    let count: UnsafeMutablePointer<Int>

    /// Checks the array arguments: NULL `count`, or a NULL `out` with a capacity.
    init(_ out: UnsafeMutablePointer<Element>?, _ capacity: Int, _ count: UnsafeMutablePointer<Int>?)
        throws(SafeAreaError)
    {
        guard let count else { throw .nullArgument("count is NULL") }
        // A size_t capacity above Int.max arrives negative: it is large enough.
        let capacity = capacity < 0 ? Int.max : capacity
        if capacity > 0 && out == nil { throw .nullArgument("out is NULL while capacity is \(capacity)") }
        self.out = out
        self.capacity = capacity
        self.count = count
    }

    /// Stores `total` in `*count` and checks that it fits, before the list is
    /// taken (taking the changed views empties the tree's list). `tooSmall` is
    /// the message between the total and the capacity ("changes do not fit in").
    func reserve(_ total: Int, tooSmall: String) throws(SafeAreaError) {
        count.pointee = total
        guard total <= capacity else { throw .bufferTooSmall("\(total) \(tooSmall) \(capacity)") }
    }

    /// Writes `items`, each converted by `convert`, when they all fit.
    func write<Items: Collection>(_ items: Items, tooSmall: String, _ convert: (Items.Element) -> Element)
        throws(SafeAreaError)
    {
        try reserve(items.count, tooSmall: tooSmall)
        guard let out else { return }
        for (index, item) in items.enumerated() { out[index] = convert(item) }
    }
}
