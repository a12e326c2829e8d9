/// The layout pass's spare buffers, in one field (`SafeAreaTree.layoutScratch`), kept between
/// passes for their capacity (as `TransitionState.spareJournal` is): a subtree's visiting order and
/// the plain views a run changed. Empty between passes; a tree copy shares them until it lays out.
struct LayoutScratch {
    var order: [Int32] = []
    var changed: [Int32] = []
}
