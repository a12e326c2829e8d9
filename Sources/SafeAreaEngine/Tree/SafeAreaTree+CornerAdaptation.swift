/// Layout regions that adapt to the window's corners (MODEL.md §2.9): UIKit's
/// `layoutGuide(for: .safeArea(cornerAdaptation:))`, `.margins(cornerAdaptation:)` and
/// `.readableContent(cornerAdaptation:)`, iOS, iPadOS and tvOS 26.
extension SafeAreaTree {
    /// The frame of `region` of a view, in its bounds coordinates, moved in along `axis` by the
    /// window's corner obstacles it meets (`WindowEnvironment.cornerObstacles`): a rounded display
    /// corner, the window controls. `.none` gives the plain guide. Fails where the OS has no such
    /// regions (before 26), as every guide read fails, and in a strict window when an amount it
    /// used is derived.
    public mutating func cornerAdaptedFrame(
        _ view: NodeHandle, region: CornerAdaptedRegion, axis: AdaptivityAxis
    ) throws(SafeAreaError) -> Rect {
        let base: Rect
        switch region {
        case .safeArea: base = try safeAreaFrame(view)
        case .margins: base = try layoutMarginsFrame(view)
        case .readableContent: base = try readableContentFrame(view)
        }
        let obstacles = window.cornerObstacles(of: device)
        if let reason = obstacles.unavailable { throw .unsupported(reason) }
        let v = try viewIndex(view)
        guard axis != .none, views[Int(v)].inWindow else { return base }
        // The region in window coordinates, where the obstacles are.
        let origin = originInWindow(v)
        let b = bounds(v)
        let dx = origin.x - b.x
        let dy = origin.y - b.y
        let placed = Rect(x: base.x + dx, y: base.y + dy, width: base.width, height: base.height)
        let (adapted, used) = obstacles.adapt(placed, axis: axis, window: window.bounds, kind: region)
        if strict, let derived = used.first(where: { $0.kind == .derived }) {
            throw .invalidOSVersion(
                "strict: the \(region.name) region of view #\(v) adapted along the \(axis.name) axis on \(device.name) in "
                    + "\(orientation.name) is derived, not measured or documented: \(derived.basis)")
        }
        return Rect(x: adapted.x - dx, y: adapted.y - dy, width: adapted.width, height: adapted.height)
    }
}
