/// The bars of a window picture (MODEL.md §2.5, §17): each bar a translucent band where the OS puts it
/// (the tab bar at the top on an iPad from 26), labelled with its kind and height inside the window's
/// safe area, clear of the labels drawn before. A window with no bar is drawn exactly as before.
extension SVGPicture {
    static func barColor(_ kind: BarKind) -> String {
        switch kind {
        case .navigationBar, .largeTitle: return "#1a7f8a"
        case .tabBar: return "#b8457f"
        case .toolbar: return "#8c564b"
        case .search: return "#6b6b00"
        case .bottomAccessory: return "#666666"
        }
    }

    /// The bands, inside the screen's outline.
    static func barBands(_ bars: [BarFrame], _ frame: Frame) -> String {
        var out = ["<g clip-path=\"url(#screen)\">"]
        for bar in bars {
            let (x, y, w, h) = frame.rect(bar.frame)
            let color = barColor(bar.kind)
            out.append(
                "<rect class=\"bar\" x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"\(color)\" "
                    + "fill-opacity=\"0.2\" stroke=\"\(color)\" stroke-width=\"1\"><title>\(escape(bar.label)) "
                    + "(\(escape(bar.provenance.summary)))</title></rect>"
            )
        }
        out.append("</g>")
        return out.joined(separator: "\n")
    }

    /// The bars' labels, inside the window's safe area (`safeArea`, window points: clear of the housing and
    /// the rounded corners), overlapping neither each other nor `existing`.
    static func barLabels(
        _ bars: [BarFrame], _ frame: Frame, within safeArea: Rect, avoiding existing: [ElementLabels.Box]
    )
        -> String
    {
        var record: [ElementLabels.Box] = []
        return barLabels(bars, frame, within: safeArea, avoiding: existing, placed: &record)
    }

    /// As `barLabels(_:_:within:avoiding:)`, appending the boxes it places to `record`.
    static func barLabels(
        _ bars: [BarFrame], _ frame: Frame, within safeArea: Rect, avoiding existing: [ElementLabels.Box],
        placed record: inout [ElementLabels.Box]
    ) -> String {
        let targets = bars.map {
            ElementLabels.Target(id: $0.label, rect: frame.rect($0.frame), color: barColor($0.kind), inside: true)
        }
        return ElementLabels.draw(targets, within: frame.rect(safeArea), avoiding: existing, placed: &record)
    }

    /// Where a label anchored at (`x`, `y`) (window points) moves to clear the bars at the top of a
    /// container (a navigation bar, its search band, a tab bar on the top edge): the bottom of the
    /// lowest bar it falls in, or nil when it falls in none.
    static func clearOfTopBars(x: Double, y: Double, _ bars: [BarFrame]) -> Double? {
        let top = bars.filter { $0.placement.edge == .top }
        var anchor = y
        var moved = false
        for bar in top.sorted(by: { $0.frame.y < $1.frame.y })
        where bar.frame.y <= anchor && anchor < bar.frame.maxY && bar.frame.x <= x && x < bar.frame.maxX {
            anchor = bar.frame.maxY
            moved = true
        }
        return moved ? anchor : nil
    }
}
