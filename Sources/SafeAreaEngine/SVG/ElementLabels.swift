/// Labels naming the flagged elements of an audit picture (and the bars of a window picture, inside
/// their bands where they fit): each element's id beside it, placed so
/// that no two labels overlap (greedy, trying the sides of the element and then stepping down),
/// drawn with a white halo so that they read over the screen's bands, with a leader line when a
/// label had to move away from its element.
enum ElementLabels {
    struct Target {
        var id: String
        /// The element's rectangle in picture coordinates: x, y, width, height.
        var rect: (Double, Double, Double, Double)
        var color: String
        /// The label goes inside the element where it fits (a bar's label in its band), else beside it.
        var inside = false
    }

    struct Box {
        var x: Double, y: Double, width: Double, height: Double

        func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    static let fontSize = 10.0
    /// A generous advance per character for the sans-serif faces SVG viewers fall back on.
    static let advance = 6.1
    static let lineHeight = 13.0
    static let maxCharacters = 28

    /// The text shown for an id: at most `maxCharacters`, shortened in the middle.
    static func text(_ id: String) -> String {
        guard id.count > maxCharacters else { return id }
        let head = id.prefix(maxCharacters / 2 - 1)
        let tail = id.suffix(maxCharacters / 2 - 1)
        return "\(head)…\(tail)"
    }

    /// The box of a label already drawn at `x` (by `anchor`: "start", "middle" or "end") on `baseline`, at
    /// `fontSize`, estimated as generously as the labels placed here: what they keep clear of.
    static func box(_ text: String, x: Double, baseline: Double, anchor: String, fontSize size: Double) -> Box {
        let width = Double(text.count) * advance * size / fontSize + 6
        let left = anchor == "middle" ? x - width / 2 : anchor == "end" ? x - width : x - 3
        return Box(x: left, y: baseline - size, width: width, height: lineHeight * size / fontSize)
    }

    /// SVG for the labels of `targets`, kept inside `bounds` (the drawn screen) where they fit and clear
    /// of `existing` (labels drawn before them).
    static func draw(
        _ targets: [Target], within bounds: (Double, Double, Double, Double), avoiding existing: [Box] = []
    ) -> String {
        var record: [Box] = []
        return draw(targets, within: bounds, avoiding: existing, placed: &record)
    }

    /// As `draw(_:within:avoiding:)`, appending the boxes it places to `record` (what later labels avoid).
    static func draw(
        _ targets: [Target], within bounds: (Double, Double, Double, Double), avoiding existing: [Box],
        placed record: inout [Box]
    ) -> String {
        let (bx, by, bw, bh) = bounds
        // Top to bottom, then left to right: labels read in the order of the screen.
        let ordered = targets.sorted { a, b in
            a.rect.1 != b.rect.1 ? a.rect.1 < b.rect.1 : (a.rect.0 != b.rect.0 ? a.rect.0 < b.rect.0 : a.id < b.id)
        }
        var placed = existing
        var out: [String] = []
        for target in ordered {
            let label = text(target.id)
            let width = Double(label.count) * advance + 6
            let height = lineHeight
            let (x, y, w, h) = target.rect
            func clamp(_ box: Box) -> Box {
                Box(
                    x: min(max(box.x, bx), max(bx, bx + bw - box.width)),
                    y: min(max(box.y, by), max(by, by + bh - box.height)),
                    width: box.width, height: box.height)
            }
            // Inside: at the right end, then the left, of the middle, the bottom and the top of the element.
            let inside =
                target.inside && h >= height
                ? [y + (h - height) / 2, y + h - height - 1, y + 1].flatMap { top in
                    [x + w - width - 4, x + 4].map { Box(x: $0, y: top, width: width, height: height) }
                } : []
            let candidates =
                (inside + [
                    Box(x: x, y: y + h + 2, width: width, height: height),  // below
                    Box(x: x, y: y - height - 2, width: width, height: height),  // above
                    Box(x: x + 2, y: y + 2, width: width, height: height),  // inside, top-left
                    Box(x: x + w + 3, y: y, width: width, height: height),  // right
                    Box(x: x - width - 3, y: y, width: width, height: height),  // left
                ]).map(clamp)
            var chosen = candidates.first { box in !placed.contains { $0.overlaps(box) } }
            var moved = false
            if chosen == nil {
                // Step down from below the element (wrapping to the top) until a free slot appears.
                var box = candidates[inside.count]
                for _ in 0..<200 {
                    box.y += height + 1
                    if box.y + height > by + bh {
                        box.y = by
                        box.x = min(box.x + 8, max(bx, bx + bw - width))
                    }
                    if !placed.contains(where: { $0.overlaps(box) }) {
                        chosen = box
                        moved = true
                        break
                    }
                }
            }
            let box = chosen ?? candidates[inside.count]
            placed.append(box)
            record.append(box)
            if moved {
                let ex = min(max(box.x + box.width / 2, x), x + w)
                let ey = min(max(box.y + box.height / 2, y), y + h)
                out.append(
                    "<line x1=\"\(SVGPicture.f(box.x + 3))\" y1=\"\(SVGPicture.f(box.y + height / 2))\" x2=\"\(SVGPicture.f(ex))\" "
                        + "y2=\"\(SVGPicture.f(ey))\" stroke=\"\(target.color)\" stroke-width=\"0.75\"/>"
                )
            }
            out.append(
                "<text class=\"element-label\" x=\"\(SVGPicture.f(box.x + 3))\" y=\"\(SVGPicture.f(box.y + height - 3))\" "
                    + "font-size=\"\(SVGPicture.f(fontSize))\" font-weight=\"bold\" fill=\"\(target.color)\" stroke=\"#fff\" "
                    + "stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">\(SVGPicture.escape(label))</text>"
            )
        }
        return out.joined(separator: "\n")
    }
}
