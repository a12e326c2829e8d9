import XCTest

@testable import SafeAreaEngine

/// The linear transition (one pass in memory order, lazy autoresizing) lists exactly what
/// the general path (undo log, collecting walk) lists, on mixed trees: an opaque navigation
/// bar (a controller's view autoresized, then placed: two size steps), autoresizing masks,
/// scroll views, preserved margins, a child controller, explicit margins, a transform.
final class TreeLinearTransitionTests: XCTestCase {
    private func mixedTree(seed: UInt32, views n: Int, transform: Bool) throws -> SafeAreaTree {
        var state = seed
        func next() -> Double {
            state = state &* 1_103_515_245 &+ 12345
            return Double((state >> 8) & 0xFFFFFF) / 16777216.0
        }
        let catalog = DeviceCatalog.builtin
        var t = try SafeAreaTree(
            device: catalog.profiles[try catalog.find("iPhone 15 Pro")], orientation: .portrait,
            osVersion: try OSVersion.parse("17.0"), statusBarHidden: false, policy: .freeze)
        let nav = try t.makeController(kind: .navigation)
        let content = try t.makeController(kind: .plain)
        try t.setContainerChildren(nav, [content])
        try t.setNavigationBar(nav, translucent: false)
        try t.setRoot(nav)
        let contentView = try t.controllerView(content)
        try t.setAutoresizingMask(contentView, AutoresizingMask.flexibleWidth | AutoresizingMask.flexibleHeight)
        var nodes: [NodeHandle] = []
        var frames: [Rect] = []
        for i in 0..<n {
            let parentIndex = i < 4 || next() < 0.3 ? -1 : Int(next() * Double(i))
            let pw = parentIndex < 0 ? 393 : frames[parentIndex].width
            let ph = parentIndex < 0 ? 852 : frames[parentIndex].height
            let frame = Rect(
                x: (next() * 0.4 - 0.1) * pw, y: (next() * 0.4 - 0.1) * ph, width: (0.2 + 0.8 * next()) * pw,
                height: (0.2 + 0.8 * next()) * ph)
            let view = try t.makeView(frame: frame, isScroll: i % 13 == 5)
            try t.addSubview(view, to: parentIndex < 0 ? contentView : nodes[parentIndex])
            if i % 13 == 5 { try t.setContentSize(view, width: frame.width, height: 3000) }
            if i % 5 == 2 { try t.setPreservesSuperviewLayoutMargins(view, true) }
            if i % 7 == 3 {
                try t.setDirectionalLayoutMargins(view, DirectionalInsets(top: 4, leading: 12, bottom: 4, trailing: 2))
            }
            if i % 11 == 6 { try t.setInsetsLayoutMarginsFromSafeArea(view, false) }
            if i % 3 == 1 { try t.setAutoresizingMask(view, UInt32(next() * 64)) }
            nodes.append(view)
            frames.append(frame)
        }
        let child = try t.makeController(kind: .plain)
        try t.addChild(child, to: content, in: nodes[1], frame: nil)
        try t.setAutoresizingMask(
            try t.controllerView(child), AutoresizingMask.flexibleWidth | AutoresizingMask.flexibleHeight)
        if transform { try t.setTransform(nodes[2], AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)) }
        t.layout()
        return t
    }

    func testLinearPassListsWhatTheGeneralPathLists() throws {
        for (seed, transform) in [(UInt32(7), false), (UInt32(99), true), (UInt32(2024), false)] {
            var linear = try mixedTree(seed: seed, views: 400, transform: transform)
            XCTAssertTrue(linear.parentsPrecedeChildren())
            var general = linear
            general.transitionState.forcesJournal = true
            let steps: [WindowTransition] = [
                WindowTransition(orientation: .landscapeLeft), WindowTransition(statusBarHidden: true),
                WindowTransition(orientation: .portrait),
                WindowTransition(orientation: .landscapeRight, statusBarHidden: false),
                WindowTransition(orientation: .landscapeRight),
                WindowTransition(orientation: .portrait, keyboardHeight: 0),
            ]
            for (k, step) in steps.enumerated() {
                let a = try linear.transition(step)
                let b = try general.transition(step)
                XCTAssertEqual(a, b, "seed \(seed) step \(k): number of changes")
                XCTAssertEqual(linear.lastTransition, general.lastTransition, "seed \(seed) step \(k)")
                if k == 0 { XCTAssertGreaterThan(a, 100, "a rotation changes many values") }
            }
            // Both trees end in the same state.
            for v in 0..<linear.views.count {
                XCTAssertEqual(linear.views[v].frame, general.views[v].frame)
                XCTAssertEqual(linear.views[v].safeArea, general.views[v].safeArea)
            }
            XCTAssertEqual(linear.takeChangedViews(), general.takeChangedViews())
        }
    }

    /// What `viewsAfterSubviews` counts, by a walk over every slot.
    private func scannedViewsAfterSubviews(_ t: SafeAreaTree) -> Int {
        (0..<t.views.count).filter { t.views[$0].parent > Int32($0) }.count
    }

    /// Random edits (new views, moves, removals, destroyed and reused slots, margins that
    /// start or stop preserving) keep the count of views stored after a subview exact, and
    /// the linear pass, whose margins for preserving subviews rest on the preservingSubview
    /// trait, still lists what the general path lists.
    func testEditsKeepTheOrderCountAndTheLinearPassExact() throws {
        for seed in [UInt32(3), UInt32(41), UInt32(977)] {
            var state = seed
            func next() -> Double {
                state = state &* 1_103_515_245 &+ 12345
                return Double((state >> 8) & 0xFFFFFF) / 16777216.0
            }
            var t = try mixedTree(seed: seed, views: 150, transform: false)
            let content = t.views[Int(t.controllers[Int(t.root)].view)].firstChild
            var linearRuns = 0
            for round in 0..<6 {
                for _ in 0..<60 {
                    let live = (0..<t.views.count).filter { t.views[$0].alive && t.views[$0].controller < 0 }
                    let v = live[Int(next() * Double(live.count))]
                    let handle = t.viewHandle(Int32(v))
                    switch Int(next() * 5) {
                    case 0:  // a new view (in a reused slot after a destroy), mostly under a view stored before it
                        let slot = t.freeViews.last.map(Int.init) ?? t.views.count
                        let earlier = live.filter { $0 < slot && t.views[$0].inWindow }
                        let pool = next() < 0.9 && !earlier.isEmpty ? earlier : live
                        let parent = pool[Int(next() * Double(pool.count))]
                        let view = try t.makeView(
                            frame: Rect(x: 4, y: 10, width: 200 * next(), height: 400 * next()), isScroll: false)
                        if next() < 0.5 { try t.setPreservesSuperviewLayoutMargins(view, true) }
                        try t.addSubview(view, to: t.viewHandle(Int32(parent)))
                    case 1:  // a move under a view stored earlier, so that the order mostly holds
                        let parent = Int(next() * Double(v))
                        if t.views[parent].alive && t.views[parent].inWindow {
                            try? t.addSubview(handle, to: t.viewHandle(Int32(parent)))
                        }
                    case 2:  // removed, then destroyed or added back under the content view
                        if t.views[v].parent >= 0 && Int32(v) != content {
                            try t.removeFromSuperview(handle)
                            if next() < 0.5 {
                                try t.destroyView(handle)
                            } else {
                                try t.addSubview(handle, to: t.viewHandle(content))
                            }
                        }
                    default:
                        try t.setPreservesSuperviewLayoutMargins(handle, next() < 0.6)
                    }
                    XCTAssertEqual(t.viewsAfterSubviews, scannedViewsAfterSubviews(t), "seed \(seed)")
                    XCTAssertEqual(t.parentsPrecedeChildren(), scannedViewsAfterSubviews(t) == 0)
                }
                t.layout()
                if t.parentsPrecedeChildren() { linearRuns += 1 }
                var general = t
                general.transitionState.forcesJournal = true
                let step = WindowTransition(orientation: round % 2 == 0 ? .landscapeLeft : .portrait)
                XCTAssertEqual(try t.transition(step), try general.transition(step), "seed \(seed) round \(round)")
                XCTAssertEqual(t.lastTransition, general.lastTransition, "seed \(seed) round \(round)")
            }
            XCTAssertGreaterThan(
                linearRuns, 0, "seed \(seed): the edits left no tree in order; the linear pass was not run")
        }
    }

    /// A caller that never asks which views changed does not make the tree grow: after
    /// many rotations the pending list stays within four times the slots, and what it returns
    /// is every view whose safe area changed, once.
    func testChangedViewsStayBoundedWithoutReads() throws {
        var t = try mixedTree(seed: 5, views: 300, transform: false)
        _ = t.takeChangedViews()
        var changedSafeAreas = Set<NodeHandle>()
        for round in 0..<40 {
            try t.transition(WindowTransition(orientation: round % 2 == 0 ? .landscapeLeft : .portrait))
            for change in t.lastTransition where change.property == .safeAreaInsets {
                changedSafeAreas.insert(change.node)
            }
            XCTAssertLessThanOrEqual(t.changed.count, 4 * t.views.count + 1024, "round \(round)")
        }
        let taken = t.takeChangedViews()
        XCTAssertEqual(taken.count, Set(taken).count, "no view twice")
        XCTAssertEqual(Set(taken), changedSafeAreas)
        XCTAssertGreaterThan(taken.count, 100)
    }

    /// The linear pass prefetches a superview's fields by their first, middle and last
    /// byte, which names every cache line they span only while they lie within 96 bytes.
    func testSuperviewFieldsLieTogether() {
        let first = MemoryLayout<ViewNode>.offset(of: \ViewNode.inWindow)!
        let end = MemoryLayout<ViewNode>.offset(of: \ViewNode.propagated)! + MemoryLayout<SafeAreaInsets>.size
        for field in [\ViewNode.frame, \ViewNode.boundsX, \ViewNode.boundsY] as [PartialKeyPath<ViewNode>] {
            let offset = MemoryLayout<ViewNode>.offset(of: field)!
            XCTAssertTrue(offset > first && offset < end)
        }
        XCTAssertLessThanOrEqual(end - first, 96)
        XCTAssertEqual(end - first, 82)
    }
}
