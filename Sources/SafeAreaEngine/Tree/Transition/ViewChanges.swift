/// One view's part of a transition, written once for both paths: which of its values
/// are listed (`markChanges`) and the listing itself from its values before the
/// transition (`listChanges`). The journal path (SafeAreaTree+Transition) calls them on
/// the tree with the values its undo log kept; the linear pass
/// (SafeAreaTree+LinearTransition) on its raw views with the values it kept while
/// laying the view out. Either way a superview is marked and listed before its
/// subviews, so a subview that preserves its superview's margins reads them, after and
/// before, from the tables instead of walking up.
extension ViewArrays {
    /// Marks view `i` (in the window; its superview marked before it) in `tables.flags`:
    /// its flags, plus `changed`, plus what follows from them; returns them.
    /// A moved frame or bounds matters to the margins of a controller's root view (the
    /// system minimum follows its width) and of subviews that preserve them; a plain
    /// view's margins are its base margins plus its safe area whatever its frame.
    @inline(__always)
    func markChanges(_ i: Int, adding changed: ChangeBits, transforms: Bool, tables: TransitionTables) -> ChangeBits {
        let n = node(i)
        let p = Int(n.parent)
        let t = traitBits(i)
        let parentBits: ChangeBits = p >= 0 ? tables.flags[p] : []
        var f = tables.flags[i].union(changed)
        if !f.isDisjoint(with: [.safe, .frame, .bounds]) { f.formUnion([.margins, .keyboard]) }
        if n.controller >= 0 { f.insert(.fullMargins) }
        if p >= 0 && t & ViewTraits.preserves != 0 {
            if parentBits.contains(.margins) { f.formUnion([.margins, .fullMargins]) }
            // Preserved margins are not the base plus the safe area: computed both ways.
            if f.contains(.margins) { f.insert(.fullMargins) }
        }
        if transforms && (t & ViewTraits.transformed != 0 || parentBits.contains(.underTransform)) {
            f.insert(.underTransform)
        }
        tables.flags[i] = f
        return f
    }

    /// Lists the changes of view `i`, marked `f` (`markChanges`), from its values before
    /// the transition, in the order UIKit reports them: frame, safe area, layout margins,
    /// adjusted content inset, keyboard layout guide. `keyboardGuides` gives the guide
    /// before and after when a keyboard is up before or after (the guides are then in
    /// window terms); without, both rest on the safe area's bottom (MODEL.md §2.7).
    /// Keeps the view's margins, after and before, for subviews that preserve them.
    @inline(never)
    func listChanges(
        _ i: Int, _ f: ChangeBits, safeBefore oldSafe: SafeAreaInsets, frameBefore oldFrame: Rect,
        adjustedBefore oldAdjusted: SafeAreaInsets, keyboardGuides: (before: Rect, after: Rect)?,
        tables: TransitionTables, into out: inout ChangeWriter
    ) {
        out.ensure(5)
        let n = node(i)
        let p = Int(n.parent)
        let t = traitBits(i)
        let handle = NodeHandle(index: Int32(i), generation: n.generation, isController: false)
        let newSafe = n.safeArea
        let newFrame = n.frame
        out.put(handle, .frame, before: Quad(oldFrame), after: Quad(newFrame))
        out.put(handle, .safeAreaInsets, before: Quad(oldSafe), after: Quad(newSafe))
        if f.contains(.margins) {
            // effectiveMargins, after and before, with the superview's from the tables when
            // they were computed here (it precedes its subviews), else unchanged and read now.
            let preserving = p >= 0 && t & ViewTraits.preserves != 0
            let superFlagged = preserving && tables.flags[p].contains(.margins)
            var after = ownMargins(i, safe: newSafe, width: newFrame.width)
            if preserving {
                after = SafeAreaTree.preservedMargins(
                    own: after, superview: superFlagged ? tables.marginsAfter[p] : effectiveMargins(p),
                    frame: newFrame, superBounds: bounds(p))
            }
            var before = after
            let keep = t & ViewTraits.preservingSubview != 0  // for subviews that preserve them
            if f.contains(.fullMargins) || keep {
                before = ownMargins(i, safe: oldSafe, width: oldFrame.width)
                if preserving {
                    before = SafeAreaTree.preservedMargins(
                        own: before, superview: superFlagged ? tables.marginsBefore[p] : effectiveMargins(p),
                        frame: oldFrame, superBounds: tables.boundsBefore(p, now: bounds(p)))
                }
                if keep {
                    tables.marginsAfter[i] = after
                    tables.marginsBefore[i] = before
                }
            }
            if !f.contains(.fullMargins) {
                // A plain view's margins: its base margins plus its safe area (MODEL.md §2.7),
                // reported as the change of its safe area.
                before = SafeAreaTree.plainMarginsBefore(
                    after, newSafe: newSafe, oldSafe: oldSafe,
                    fromSafeArea: t & ViewTraits.insetsFromSafeArea != 0)
            }
            out.put(handle, .layoutMargins, before: Quad(before), after: Quad(after))
        }
        if f.contains(.adjusted) {
            let new = props[i].adjustedContentInset
            out.put(handle, .adjustedContentInset, before: Quad(oldAdjusted), after: Quad(new))
        }
        if f.contains(.keyboard) {
            let before: Rect
            let after: Rect
            if let keyboardGuides {
                (before, after) = keyboardGuides
            } else {
                let usesBottom = t & ViewTraits.usesBottomSafeArea != 0
                let b = bounds(i)
                after = SafeAreaTree.restingKeyboardGuide(b, safeBottom: newSafe.bottom, usesBottom: usesBottom)
                var old = Rect(x: b.x, y: b.y, width: oldFrame.width, height: oldFrame.height)
                if f.contains(.bounds) {
                    old.x = tables.oldBounds[i].x
                    old.y = tables.oldBounds[i].y
                }
                before = SafeAreaTree.restingKeyboardGuide(old, safeBottom: oldSafe.bottom, usesBottom: usesBottom)
            }
            out.put(handle, .keyboardLayoutGuide, before: Quad(before), after: Quad(after))
        }
    }

    /// `markChanges` and `listChanges` for a plain view of a tree without transforms
    /// whose traits are UIView's defaults (own margins 8, inset from the safe area, not
    /// preserving, not a controller's view) and whose safe area or frame changed: the
    /// same values in the same order, without the cases such a view cannot have.
    ///
    /// A hand-specialised twin of the general functions, for the views most transitions
    /// list; kept because the benchmark proves it: on bench_tree's rotation of a mixed
    /// 10^5-view tree, listing these views with `markChanges` and `listChanges` instead
    /// ran 18% more instructions (callgrind: 153.4 M against 129.5 M for four rotations)
    /// and took 9 to 14% more CPU time (two sets of eight runs, each the median of 101
    /// rotations), and put the rotation ratio of docs/PERFORMANCE.md over its goal in one
    /// run of three. The journal path lists the same views with the general functions,
    /// and TreeLinearTransitionTests holds the two to the same changes.
    @inline(__always)
    func listPlainChanges(
        _ i: Int, safeBefore oldSafe: SafeAreaInsets, frameBefore oldFrame: Rect,
        tables: TransitionTables, into out: inout ChangeWriter
    ) {
        tables.flags[i].insert(.margins)
        out.ensure(4)
        let n = node(i)
        let handle = NodeHandle(index: Int32(i), generation: n.generation, isController: false)
        let newSafe = n.safeArea
        let newFrame = n.frame
        out.put(handle, .frame, before: Quad(oldFrame), after: Quad(newFrame))
        out.put(handle, .safeAreaInsets, before: Quad(oldSafe), after: Quad(newSafe))
        let after = SafeAreaInsets(
            top: 8 + newSafe.top, left: 8 + newSafe.left, bottom: 8 + newSafe.bottom, right: 8 + newSafe.right)
        if traitBits(i) & ViewTraits.preservingSubview != 0 {  // for subviews that preserve them
            tables.marginsAfter[i] = after
            tables.marginsBefore[i] = SafeAreaInsets(
                top: 8 + oldSafe.top, left: 8 + oldSafe.left, bottom: 8 + oldSafe.bottom, right: 8 + oldSafe.right)
        }
        let before = SafeAreaTree.plainMarginsBefore(after, newSafe: newSafe, oldSafe: oldSafe, fromSafeArea: true)
        out.put(handle, .layoutMargins, before: Quad(before), after: Quad(after))
        // A plain view's bounds origin does not move in a transition.
        let guideAfter = SafeAreaTree.restingKeyboardGuide(
            Rect(x: n.boundsX, y: n.boundsY, width: newFrame.width, height: newFrame.height),
            safeBottom: newSafe.bottom, usesBottom: true)
        let guideBefore = SafeAreaTree.restingKeyboardGuide(
            Rect(x: n.boundsX, y: n.boundsY, width: oldFrame.width, height: oldFrame.height),
            safeBottom: oldSafe.bottom, usesBottom: true)
        out.put(handle, .keyboardLayoutGuide, before: Quad(guideBefore), after: Quad(guideAfter))
    }
}

extension SafeAreaTree {
    /// A plain view's margins before a change: its base margins plus its safe
    /// area (MODEL.md §2.7), so they moved exactly as the safe area did when
    /// `insetsLayoutMarginsFromSafeArea`, and not at all otherwise.
    @inline(__always)
    static func plainMarginsBefore(
        _ after: SafeAreaInsets, newSafe: SafeAreaInsets, oldSafe: SafeAreaInsets,
        fromSafeArea: Bool
    ) -> SafeAreaInsets {
        guard fromSafeArea else { return after }
        return SafeAreaInsets(
            top: after.top - newSafe.top + oldSafe.top, left: after.left - newSafe.left + oldSafe.left,
            bottom: after.bottom - newSafe.bottom + oldSafe.bottom, right: after.right - newSafe.right + oldSafe.right)
    }
}
