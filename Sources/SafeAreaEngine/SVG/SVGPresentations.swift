// Presentations in a window picture (MODEL.md §18): a presented sheet drawn over its presenter, which a
// sheet dims; the card at the presentation's frame (UIKit's presented view frame, scaled for a floating
// card) with its corners and the grabber's place; the presented controller's views, safe area and bars
// inside it, mapped from the unscaled layout frame the tree lays them out in.

extension SheetLook {
    /// The card's outline and label colour in a picture.
    static let cardColor = "#5a5a5a"
}

/// One presentation as a window picture draws it: the card in window points, the map from the tree's
/// (unscaled) layout coordinates to the screen, and its words.
struct PresentationLayer {
    let index: Int
    let presentation: ResolvedPresentation
    /// The controller presented.
    let controller: Int32

    var frame: Rect { presentation.frame }
    var floating: Bool { presentation.scale != 1 }
    var dims: Bool { presentation.style == .pageSheet || presentation.style == .formSheet }
    var isSheet: Bool { dims }

    /// A rectangle of the layout frame's coordinates (window points, unscaled) where it shows on the screen.
    func map(_ r: Rect) -> Rect {
        let lf = presentation.layoutFrame
        let s = presentation.scale
        return Rect(
            x: frame.x + (r.x - lf.x) * s, y: frame.y + (r.y - lf.y) * s, width: r.width * s, height: r.height * s)
    }

    /// The card's corner radii on the screen (its own, drawn under its scale).
    var corners: ScreenCorners {
        guard isSheet else { return ScreenCorners(topLeft: 0, topRight: 0, bottomLeft: 0, bottomRight: 0) }
        let s = presentation.scale
        let top = SheetLook.builtin.topRadius * s
        let bottom = floating ? SheetLook.builtin.floatingBottomRadius * s : 0
        return ScreenCorners(topLeft: top, topRight: top, bottomLeft: bottom, bottomRight: bottom)
    }

    /// "page_sheet · medium 425", "full_screen": the resolved style and detent.
    var label: String {
        let p = presentation
        guard isSheet else { return p.style.name }
        let value = p.detentValue.map { " \(SVGPicture.f($0))" } ?? ""
        return "\(p.style.name) · \(p.detent.name)\(value)"
    }

    /// The label with the frame and where the numbers come from, for the card's title and the caption.
    var description: String {
        let f = frame
        return
            "\(label): frame [\(SVGPicture.f(f.x)), \(SVGPicture.f(f.y)), \(SVGPicture.f(f.width)), \(SVGPicture.f(f.height))]"
            + (floating ? ", scale \(SVGPicture.f(presentation.scale))" : "")
            + " (\(presentation.provenance.summary))"
    }

    /// The grabber's place in window points (on the card, under its scale).
    var grabber: Rect {
        let g = SheetLook.builtin.grabber
        let lf = presentation.layoutFrame
        return map(Rect(x: lf.x + (lf.width - g.width) / 2, y: lf.y + g.below, width: g.width, height: g.height))
    }
}

extension SVGPicture {
    static let dimLegend = ("#000000", "presenting controller, dimmed 20 % behind a sheet")
    static let cardLegend = (SheetLook.cardColor, "presented card, labelled with its style and detent")

    /// The dim over the screen, the card and the grabber's place of `layer` (before its views).
    static func presentationCard(_ layer: PresentationLayer, _ frame: Frame, screen: Rect) -> String {
        var out: [String] = []
        if layer.dims {
            let (x, y, w, h) = frame.rect(screen)
            out.append(
                "<g clip-path=\"url(#screen)\"><rect class=\"dim\" x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" "
                    + "fill=\"#000000\" fill-opacity=\"\(f(SheetLook.builtin.dimAlpha))\"><title>UIDimmingView, black at alpha "
                    + "\(f(SheetLook.builtin.dimAlpha))</title></rect></g>"
            )
        }
        let (x, y, w, h) = frame.rect(layer.frame)
        let c = layer.corners
        let corners = ScreenCorners(
            topLeft: c.topLeft * frame.scale, topRight: c.topRight * frame.scale,
            bottomLeft: c.bottomLeft * frame.scale, bottomRight: c.bottomRight * frame.scale)
        let path = roundedPath(x: x, y: y, width: w, height: h, corners: corners)
        out.append("<defs><clipPath id=\"card-\(layer.index)\"><path d=\"\(path)\"/></clipPath></defs>")
        out.append(
            "<g clip-path=\"url(#screen)\"><path class=\"card\" d=\"\(path)\" fill=\"#ffffff\" stroke=\"\(SheetLook.cardColor)\" "
                + "stroke-width=\"1.5\"><title>\(escape(layer.description))</title></path></g>"
        )
        if layer.isSheet {
            let (gx, gy, gw, gh) = frame.rect(layer.grabber)
            out.append(
                "<rect class=\"grabber\" x=\"\(f(gx))\" y=\"\(f(gy))\" width=\"\(f(gw))\" height=\"\(f(gh))\" rx=\"\(f(gh / 2))\" "
                    + "fill=\"none\" stroke=\"#888\" stroke-width=\"0.75\" stroke-dasharray=\"2 1\"><title>the grabber's place (36 × 5, 5 "
                    + "pt below the top), shown when prefersGrabberVisible</title></rect>"
            )
        }
        return out.joined(separator: "\n")
    }
}
