/// A stylesheet of custom properties for pages that read
/// `var(--safe-area-inset-top, env(safe-area-inset-top))` in tools that cannot
/// set `env()` (Storybook, jsdom): one `:root` rule, or with several
/// orientations one `@media (orientation: portrait|landscape)` block each. CSS's
/// orientation is the viewport's shape (Media Queries 4: portrait when the height is
/// at least the width), so a block is keyed by the exported view's shape, not the
/// device's orientation: an app window may be portrait on a landscape screen (a
/// 585 × 820 half). Where one shape holds views of different sizes (the half windows
/// of both orientations), each of those blocks also names its view's size,
/// `and (width: 585px) and (height: 820px)`; a size with a fraction takes the whole CSS
/// px below it too (`(min-width: 396px) and (max-width: 396.5px)`), as the browser
/// formats round a viewport down. CSS cannot tell the two landscape (or portrait)
/// sides apart; UIKit's insets are the same on both sides of every built-in device,
/// and the first orientation of each shape and size is written.
///
/// A display with reserved regions (UIKit's `UIView.ReservedRegion`: the
/// iPhone Duo's camera hole, bar strip and fold) also gets, per region,
/// `--reserved-<name>-x`, `-y`, `-width` and `-height` (its frame, margins
/// included, in CSS px from the screen's top-left), `-margin-top`, `-right`,
/// `-bottom` and `-left` where it has margins, `-radius` for a round or
/// pill-shaped hole, and `-active` (1 or 0: the fold is active only folded
/// like a book). No `env()` or media feature describes such regions (WebKit
/// fills no viewport segments), so custom properties are their only carrier.
/// Where a profile says an orientation's regions are unmeasured, a comment
/// says so instead.
///
/// An app window (MODEL.md §15, §19) makes the `--safe-area-inset-*` values the window's
/// own insets, and adds `--window-x`, `-y`, `-width`, `-height` (the window on the oriented
/// screen) and the window controls' rectangle in the window, in CSS px = points:
/// `--window-controls-x`, `-y`, `-width`, `-height`, with what a page clears them by:
/// `--window-controls-inset-top` (the rectangle's bottom: content below it is clear) and
/// `--window-controls-inset-left` (its trailing edge: content right of it is clear). A window
/// without controls (spanning the screen, a UIRequiresFullScreen canvas) writes them all 0.
/// Each group follows a comment with its provenance. No `env()` carries the controls: WebKit
/// reports `env(safe-area-inset-*)` 0 under them.
enum CSSExport {
    static func write(_ device: DeviceProfile, _ states: [ExportState]) -> String {
        var text = "/* \(device.name): safe-area insets in CSS px (points), from libsafearea */\n"
        if states.count == 1 {
            text += rule(states[0], indent: "")
            return text
        }
        var sizesOfShape: [String: Set<String>] = [:]
        for state in states { sizesOfShape[shape(state), default: []].insert(size(state)) }
        var written: Set<String> = []
        for state in states {
            var media = "(orientation: \(shape(state)))"
            if (sizesOfShape[shape(state)]?.count ?? 0) > 1 { media += " and " + size(state) }
            guard written.insert(media).inserted else { continue }
            text += "@media \(media) {\n" + rule(state, indent: "  ") + "}\n"
        }
        return text
    }

    /// The view's shape as CSS names it: portrait when its height is at least its width.
    private static func shape(_ state: ExportState) -> String {
        state.height >= state.width ? "portrait" : "landscape"
    }

    /// The media features of the view's size: its width and height, each with the whole CSS px below
    /// it where it has a fraction.
    private static func size(_ state: ExportState) -> String {
        func feature(_ name: String, _ value: Double) -> String {
            let whole = value.rounded(.down)
            if whole == value { return "(\(name): \(formatNumber(value))px)" }
            return "(min-\(name): \(formatNumber(whole))px) and (max-\(name): \(formatNumber(value))px)"
        }
        return feature("width", state.width) + " and " + feature("height", state.height)
    }

    private static func rule(_ state: ExportState, indent: String) -> String {
        let i = state.insets
        var text = "\(indent):root {\n"
        for (edge, value) in [("top", i.top), ("right", i.right), ("bottom", i.bottom), ("left", i.left)] {
            text += "\(indent)  --safe-area-inset-\(edge): \(formatNumber(value))px;\n"
        }
        if let window = state.window { text += windowLines(window, indent: indent + "  ") }
        if let reason = state.reservedUnmeasured {
            text += "\(indent)  /* \(comment(reason)) */\n"
        }
        for region in state.reserved ?? [] {
            let name = "--reserved-" + String(region.name.lowercased().map { $0 == " " || $0 == "_" ? "-" : $0 })
            let f = region.frame
            let m = region.margins
            var lines = [("x", f.x), ("y", f.y), ("width", f.width), ("height", f.height)]
            if m != SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0) {
                lines += [
                    ("margin-top", m.top), ("margin-right", m.right), ("margin-bottom", m.bottom),
                    ("margin-left", m.left),
                ]
            }
            if region.shape == .capsule {
                let hole = region.reservedRect
                lines.append(("radius", min(hole.width, hole.height) / 2))
            }
            for (key, value) in lines { text += "\(indent)  \(name)-\(key): \(formatNumber(value))px;\n" }
            text += "\(indent)  \(name)-active: \(region.isActive ? 1 : 0);\n"
        }
        return text + "\(indent)}\n"
    }
}

extension CSSExport {
    /// The window's frame and its controls' rectangle, each group after its provenance.
    fileprivate static func windowLines(_ window: ResolvedWindow, indent: String) -> String {
        let f = window.frame
        var text =
            "\(indent)/* window \(window.request.placement.name), insets: \(comment(window.insetsProvenance.summary)) */\n"
        if let p = window.frameProvenance { text += "\(indent)/* window frame: \(comment(p.summary)) */\n" }
        for (key, value) in [("x", f.x), ("y", f.y), ("width", f.width), ("height", f.height)] {
            text += "\(indent)--window-\(key): \(formatNumber(value))px;\n"
        }
        let c = window.controlsRegion?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        if let region = window.controlsRegion {
            text += "\(indent)/* window controls (\(window.controls.name)): \(comment(region.provenance.summary)) */\n"
        } else {
            text += "\(indent)/* window controls: none in this window */\n"
        }
        let lines = [
            ("x", c.x), ("y", c.y), ("width", c.width), ("height", c.height), ("inset-top", c.maxY),
            ("inset-left", c.maxX),
        ]
        for (key, value) in lines { text += "\(indent)--window-controls-\(key): \(formatNumber(value))px;\n" }
        return text
    }
}

/// `text` safe inside a CSS comment.
private func comment(_ text: String) -> String {
    var out = ""
    for character in text {
        if character == "/" && out.last == "*" { out.append(" ") }
        out.append(character)
    }
    return out
}
