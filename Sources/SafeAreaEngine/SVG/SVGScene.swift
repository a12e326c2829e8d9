/// Pictures of SwiftUI scenes (MODEL.md §3): the views with the insets each sees, their containers' bars,
/// a presented sheet or popover over its presenter, and the scene's app window on its screen.
extension SVGPicture {
    static let scenePalette = ["#1f77b4", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22"]

    /// A SwiftUI layout: each view's frame, labelled with the insets it sees, and the bars its
    /// containers show (a NavigationStack's, a TabView's) as in a window picture: bands where the OS puts
    /// them, labelled with their heights inside the safe area, clear of the view labels (which move below
    /// a bar at the top). A presented `.sheet`, `.fullScreenCover` or `.popover` is drawn as a window
    /// picture draws a presented controller (the card at the presented view's frame over the presenter, a
    /// sheet's dim and grabber's place; `SVGPresentations.swift`), from the scene's own presentation reading
    /// (no second layout), its content's views and bars inside the card. A scene in an app window is drawn
    /// in that window on its screen (the rest greyed, the window's frame and controls). A scene without
    /// bars, presentation or window is drawn exactly as before.
    public static func swiftUI(_ scene: SwiftUIScene) throws(SafeAreaError) -> String {
        let results = try scene.layout()
        // The presented content follows the presenter's views in the walk (a scene shows one presentation).
        let split = results.firstIndex { $0.presentation != nil } ?? results.count
        let layer = results[split...].first?.presentation.map {
            PresentationLayer(index: 0, presentation: $0.resolved, controller: -1)
        }
        let rootBars = results[..<split].flatMap(\.barFrames)
        // The content's bars are in its unscaled layout frame; on the screen they are on the card.
        let cardBars: [BarFrame] =
            layer.map { layer in
                results[split...].flatMap(\.barFrames).map { bar in
                    var mapped = bar
                    mapped.frame = layer.map(bar.frame)
                    return mapped
                }
            } ?? []
        let bars = rootBars + cardBars
        let barKinds = BarKind.allCases.filter { kind in bars.contains { $0.kind == kind } }
        let screen = scene.window.bounds
        let safeArea = SafeAreaTree.inset(screen, scene.window.insets)
        var caption =
            "SwiftUI scene: \(results.count) views"
            + (scene.keyboardOverlap > 0 ? ", keyboard \(f(scene.keyboardOverlap)) pt" : "")
        var legend: [(color: String, label: String)] = [("#1f77b4", "view frames, labelled with the insets each sees")]
        if let layer, let reading = results[split].presentation {
            caption += " · \(reading.kind.modifierName): \(layer.label)"
            if layer.dims { legend.append(dimLegend) }
            legend.append(cardLegend)
        }
        legend += barKinds.map { (barColor($0), "\($0.words), labelled with its height") }
        return try device(
            scene.device, orientation: scene.orientation, version: scene.version,
            statusBarHidden: scene.statusBarHidden, caption: caption, legend: legend, bars: rootBars.map(\.frame),
            window: scene.windowRequest
        ) { frame in
            var shapes: [String] = []
            var viewLabels = frame.labels
            let cover = layer.map { frame.rect($0.frame) }
            /// The views of `results[range]`, mapped from their layout coordinates to the screen by `map`; a
            /// label under `cover` (the card, for the presenter's views) is not drawn.
            func draw(
                _ range: Range<Int>, map: (Rect) -> Rect, bars: [BarFrame],
                under cover: (Double, Double, Double, Double)?
            ) {
                for index in range {
                    let r = results[index]
                    let color = scenePalette[index % scenePalette.count]
                    let shown = map(r.frame)
                    let (x, y, w, h) = frame.rect(shown)
                    let i = r.safeAreaInsets
                    let seen = "\(f(i.top)), \(f(i.left)), \(f(i.bottom)), \(f(i.right))"
                    shapes.append(
                        "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"\(color)\" fill-opacity=\"0.12\" "
                            + "stroke=\"\(color)\" stroke-width=\"1.5\"><title>\(escape(r.id)): sees (\(seen))</title></rect>"
                    )
                    // A label that would fall in a bar at the top (a container's own) goes below it, as in windows.
                    var top = y
                    if let below = clearOfTopBars(x: shown.x, y: shown.y, bars) {
                        top = frame.originY + below * frame.scale
                    }
                    let baseline = top + 12 + 12 * Double(index % 3)
                    let box = ElementLabels.box(
                        "\(r.id) (\(seen))", x: x + 4, baseline: baseline, anchor: "start", fontSize: 11)
                    let hidden =
                        cover.map { c in box.overlaps(ElementLabels.Box(x: c.0, y: c.1, width: c.2, height: c.3)) }
                        ?? false
                    if !hidden {
                        shapes.append(
                            "<text x=\"\(f(x + 4))\" y=\"\(f(baseline))\" fill=\"\(color)\" font-size=\"11\">\(escape(r.id)) "
                                + "(\(seen))</text>"
                        )
                        if !bars.isEmpty || layer != nil { viewLabels.append(box) }
                    }
                    for inset in r.insetFrames {
                        let (ix, iy, iw, ih) = frame.rect(map(inset))
                        shapes.append(
                            "<rect x=\"\(f(ix))\" y=\"\(f(iy))\" width=\"\(f(iw))\" height=\"\(f(ih))\" fill=\"\(color)\" "
                                + "fill-opacity=\"0.35\"><title>\(escape(r.id)) safeAreaInset content</title></rect>"
                        )
                    }
                }
            }
            if !rootBars.isEmpty { shapes.append(barBands(rootBars, frame)) }
            draw(0..<split, map: { $0 }, bars: rootBars, under: cover)
            if !rootBars.isEmpty {
                shapes.append(barLabels(rootBars, frame, within: safeArea, avoiding: viewLabels, placed: &viewLabels))
            }
            guard let layer else { return shapes.joined(separator: "\n") }
            shapes.append(presentationCard(layer, frame, screen: screen))
            shapes.append("<g clip-path=\"url(#card-\(layer.index))\">")
            if !cardBars.isEmpty { shapes.append(barBands(cardBars, frame)) }
            draw(split..<results.count, map: layer.map, bars: cardBars, under: nil)
            shapes.append("</g>")
            // The card's safe area on the screen: where its bars and its own label go.
            let content = layer.map(SafeAreaTree.inset(layer.presentation.layoutFrame, layer.presentation.insets))
            if !cardBars.isEmpty {
                shapes.append(barLabels(cardBars, frame, within: content, avoiding: viewLabels, placed: &viewLabels))
            }
            let target = ElementLabels.Target(
                id: layer.label, rect: frame.rect(layer.frame), color: SheetLook.cardColor, inside: true)
            shapes.append(
                ElementLabels.draw(
                    [target], within: frame.rect(layer.isSheet ? content : safeArea), avoiding: viewLabels,
                    placed: &viewLabels))
            return shapes.joined(separator: "\n")
        }
    }
}
