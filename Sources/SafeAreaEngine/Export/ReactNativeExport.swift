/// `react-native-safe-area-context`'s `Metrics`, as its types declare it:
/// `{"insets": {"top", "right", "bottom", "left"}, "frame": {"x", "y", "width",
/// "height"}}` in points, ready for `<SafeAreaProvider initialMetrics={...}>`
/// (keyed by orientation name when several are written). An app window (MODEL.md §15, §19)
/// gives the window's insets and its size as the frame, at 0, 0: the root view fills the window,
/// and a window's coordinates start at its own corner.
enum ReactNativeExport {
    static func write(_ states: [ExportState], keyed: Bool) -> String {
        ExportState.keyedObject(states, keyed: keyed) { w, state, _ in
            let i = state.insets
            w.raw("{\"insets\": {\"top\": ")
            w.number(i.top)
            w.raw(", \"right\": ")
            w.number(i.right)
            w.raw(", \"bottom\": ")
            w.number(i.bottom)
            w.raw(", \"left\": ")
            w.number(i.left)
            w.raw("}, \"frame\": {\"x\": 0, \"y\": 0, \"width\": ")
            w.number(state.width)
            w.raw(", \"height\": ")
            w.number(state.height)
            w.raw("}}")
        }
    }
}
