/// The layout pass's spare buffers, in one field (`SafeAreaTree.layoutScratch`), kept between
/// passes for their capacity (as `TransitionState.spareJournal` is): a subtree's visiting order,
/// and a slot per view for the plain views a run changed (as large as the largest run laid out:
/// 4 bytes a view). Their contents mean nothing between passes; a tree copy shares them until
/// it lays out.
struct LayoutScratch {
    var order: [Int32] = []
    var changed: [Int32] = []
}
