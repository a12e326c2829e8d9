/// A stylesheet of custom properties for pages that read
/// `var(--safe-area-inset-top, env(safe-area-inset-top))` in tools that cannot
/// set `env()` (Storybook, jsdom): one `:root` rule, or with several
/// orientations one `@media (orientation: portrait|landscape)` block each. CSS
/// cannot tell the two landscape (or portrait) sides apart; UIKit's insets are
/// the same on both sides of every built-in device, and the first orientation
/// of each kind is written.
enum CSSExport {
    static func write(_ device: DeviceProfile, _ states: [ExportState]) -> String {
        var text = "/* \(device.name): safe-area insets in CSS px (points), from libsafearea */\n"
        if states.count == 1 {
            text += rule(states[0], indent: "")
            return text
        }
        var written: Set<String> = []
        for state in states {
            let media = state.orientation.isLandscape ? "landscape" : "portrait"
            guard written.insert(media).inserted else { continue }
            text += "@media (orientation: \(media)) {\n" + rule(state, indent: "  ") + "}\n"
        }
        return text
    }

    private static func rule(_ state: ExportState, indent: String) -> String {
        let i = state.insets
        var text = "\(indent):root {\n"
        for (edge, value) in [("top", i.top), ("right", i.right), ("bottom", i.bottom), ("left", i.left)] {
            text += "\(indent)  --safe-area-inset-\(edge): \(formatNumber(value))px;\n"
        }
        return text + "\(indent)}\n"
    }
}
