/// Where the containers' bars sit in the window (MODEL.md §2.5, §17), for pictures: each bar at its
/// origin (`BarMetric.originY`, the placement variants' one implementation, which the layout pass's
/// amounts share).
extension SafeAreaTree {
    /// Every bar shown by a navigation or tab bar controller in the window with a visible child, in
    /// controller order and, per container, top bars first: its kind, frame in window coordinates,
    /// height and provenance. Lays out first. Bars no source measured, bars whose own height no
    /// source gives (iPadOS 18's floating tab bar, `BarMetric.heightUnmeasured`), bars of zero height
    /// and the bars of a container whose state is refused (minimized bars) are left out: nothing is
    /// guessed.
    public mutating func barFrames() -> [BarFrame] {
        layout()
        var result: [BarFrame] = []
        for c in controllers.indices {
            let container = controllers[c]
            guard container.alive, container.kind != .plain, views[Int(container.view)].inWindow,
                let child = visibleChild(Int32(c)), controllers[Int(child)].alive
            else { continue }
            let contribution = containerContribution(child)
            guard contribution.refusal == nil, contribution.unplaced == nil else { continue }
            result.append(contentsOf: barFrames(of: Int32(c), contribution))
        }
        return result
    }

    /// The frames of the bars in `contribution`, shown by container `c` over its visible child.
    func barFrames(of c: Int32, _ contribution: ContainerContribution) -> [BarFrame] {
        let box = controllers[Int(c)].view
        let origin = originInWindow(box)
        let size = views[Int(box)].frame
        let inset = views[Int(box)].safeArea
        var navigationBarBottom: Double?
        var tabBarTop: Double?
        var frames: [BarFrame] = []
        for use in contribution.bars where use.unmeasuredMetric == nil {
            let bar = use.bar
            let height = use.height
            let y = bar.originY(
                containerHeight: size.height, inset: inset, shownHeight: height,
                navigationBarBottom: navigationBarBottom, tabBarTop: tabBarTop)
            if bar.placement == .top { navigationBarBottom = y + height }
            if bar.kind == .tabBar && bar.edge == .bottom { tabBarTop = y }
            guard height > 0, bar.heightUnmeasured == nil else { continue }
            frames.append(
                BarFrame(
                    container: controllerHandle(c), kind: bar.kind,
                    frame: Rect(x: origin.x, y: origin.y + y, width: size.width, height: height), height: height,
                    largeTitle: use.largeTitle?.height ?? 0, placement: bar.placement, provenance: use.provenance))
        }
        return frames
    }
}
