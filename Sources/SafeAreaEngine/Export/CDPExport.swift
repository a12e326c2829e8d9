/// Chrome DevTools Protocol commands that make a page look like the device:
/// an object keyed by method name whose values are that method's params, so
/// sending every entry as-is emulates the screen, the safe area and touch.
///
/// - `Emulation.setDeviceMetricsOverride`: the viewport and screen in CSS px
///   (= points) for the orientation, `deviceScaleFactor` = the screen scale,
///   `mobile: true`, `screenOrientation` as the Screen Orientation API names it
///   (UIKit's `landscape_right`, home indicator on the right, is the device
///   turned counter-clockwise: `landscapePrimary`, 90 degrees).
/// - `Emulation.setSafeAreaInsetsOverride`: every edge and every `*Max` set
///   explicitly (an unset one would leave `env()` undefined); CDP takes whole
///   pixels, so a loaded profile's fractional inset is rounded.
/// - `Emulation.setTouchEmulationEnabled`: touch with five points.
enum CDPExport {
    static func write(_ device: DeviceProfile, _ states: [ExportState], keyed: Bool) -> String {
        ExportState.keyedObject(states, keyed: keyed) { w, state, indent in
            let (type, angle) = screenOrientation(state.orientation)
            let i = state.insets
            w.raw("{\n\(indent)  \"Emulation.setDeviceMetricsOverride\": {\"width\": ")
            w.number(state.width)
            w.raw(", \"height\": ")
            w.number(state.height)
            w.raw(", \"deviceScaleFactor\": ")
            w.number(device.scale)
            w.raw(", \"mobile\": true, \"screenWidth\": ")
            w.number(state.width)
            w.raw(", \"screenHeight\": ")
            w.number(state.height)
            w.raw(", \"screenOrientation\": {\"type\": \"\(type)\", \"angle\": \(angle)}},\n")
            w.raw("\(indent)  \"Emulation.setSafeAreaInsetsOverride\": {\"insets\": {")
            var first = true
            for (edge, value) in [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)] {
                let px = formatNumber(value.rounded())
                w.raw("\(first ? "" : ", ")\"\(edge)\": \(px), \"\(edge)Max\": \(px)")
                first = false
            }
            w.raw("}},\n")
            w.raw("\(indent)  \"Emulation.setTouchEmulationEnabled\": {\"enabled\": true, \"maxTouchPoints\": 5}\n\(indent)}")
        }
    }

    /// The Screen Orientation API's type and angle for a UIKit interface orientation.
    static func screenOrientation(_ orientation: Orientation) -> (String, Int) {
        switch orientation {
        case .portrait: return ("portraitPrimary", 0)
        case .portraitUpsideDown: return ("portraitSecondary", 180)
        case .landscapeRight: return ("landscapePrimary", 90)
        case .landscapeLeft: return ("landscapeSecondary", 270)
        }
    }
}
