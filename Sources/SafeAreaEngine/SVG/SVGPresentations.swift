/// Presentations in a window picture (MODEL.md §18): a presented sheet drawn over its presenter, which a
/// sheet dims; the card at the presentation's frame (UIKit's presented view frame, scaled for a floating
/// card) with its corners and the grabber's place; the presented controller's views, safe area and bars
/// inside it, mapped from the unscaled layout frame the tree lays them out in.
///
/// The look (MODEL.md §18, "Pictures"), measured on iOS 26.1:
/// - the dim: a `UIDimmingView`, black at alpha 0.2, behind a page sheet (Vercantez/openuikit
///   `uikit/Sources/OpenUIKit/UIPresentation.swift` at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2); none
///   behind a popover (`_UIPopoverDimmingView` clear, `uikit/Sources/OpenUIKit/UIAdaptivePresentation.swift`
///   at 16068effa638f0c375b62238ff6a3326becc6462) nor a full-screen cover, which hides its presenter;
/// - the floating card's `cornerConfiguration`: top 38, bottom 47.7407 (the same UIPresentation.swift);
/// - the large sheet's 38-pt top corners (iamcgn/swiftui-web `Docs/elements/UIKit/Presentation.md` at
///   8999ccafffce1be32261ddfab7ea993ad57be96b); its bottom is the display's edge, cut by the display's corners;
/// - the grabber `[178.5, 64, 36, 5]`, corner radius 2.5, on the 393-pt sheet from y 59: 36 × 5, 5 pt below
///   the top, centred (Vercantez/openuikit `Sources/OpenUIKit/UIPresentation.swift` at
///   00b529ea3d309b7af1d742a3565daa4d06910211). UIKit shows it when `prefersGrabberVisible` is set, which the
///   tree does not model: the picture outlines its place, dashed.
enum SheetLook {
    static let dimAlpha = 0.2
    static let topRadius = 38.0
    static let floatingBottomRadius = 47.7407
    static let grabber = (width: 36.0, height: 5.0, below: 5.0, radius: 2.5)
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
        let top = SheetLook.topRadius * s
        let bottom = floating ? SheetLook.floatingBottomRadius * s : 0
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
        let g = SheetLook.grabber
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
                "<g clip-path=\"url(#screen)\"><rect class=\"dim\" x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"#000000\" fill-opacity=\"\(f(SheetLook.dimAlpha))\"><title>UIDimmingView, black at alpha \(f(SheetLook.dimAlpha))</title></rect></g>"
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
            "<g clip-path=\"url(#screen)\"><path class=\"card\" d=\"\(path)\" fill=\"#ffffff\" stroke=\"\(SheetLook.cardColor)\" stroke-width=\"1.5\"><title>\(escape(layer.description))</title></path></g>"
        )
        if layer.isSheet {
            let (gx, gy, gw, gh) = frame.rect(layer.grabber)
            out.append(
                "<rect class=\"grabber\" x=\"\(f(gx))\" y=\"\(f(gy))\" width=\"\(f(gw))\" height=\"\(f(gh))\" rx=\"\(f(gh / 2))\" fill=\"none\" stroke=\"#888\" stroke-width=\"0.75\" stroke-dasharray=\"2 1\"><title>the grabber's place (36 × 5, 5 pt below the top), shown when prefersGrabberVisible</title></rect>"
            )
        }
        return out.joined(separator: "\n")
    }
}
