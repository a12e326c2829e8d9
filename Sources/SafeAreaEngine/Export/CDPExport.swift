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
/// - `Emulation.setUserAgentOverride`: Safari's `userAgent` and `platform`
///   (`navigator.platform`) for the device and OS version (`SafariUserAgent`:
///   desktop-class on an iPad unless `mobileUserAgent`). No
///   `userAgentMetadata`: Safari sends no User-Agent Client Hints, and without
///   metadata Chromium sends none either (the protocol's own note).
/// - On a display with a fold (the iPhone Duo's inner display), the metrics
///   also carry `devicePosture`: `continuous` open flat (the fold inactive:
///   one viewport segment, as UIKit reports no active division), `folded` as a
///   book with the fold as a `displayFeature`. CDP takes whole CSS px, so the
///   fold's frame (margins included: 455.5...495.5 pt on the Duo) is rounded
///   outward, to offset 455 and mask length 41: the two viewport segments
///   (0...455 and 496...951) keep content off the whole frame. A fold in an
///   orientation whose regions are unmeasured is not written.
/// - An app window (MODEL.md §15, §19): the metrics' `width` and `height` are the window's,
///   `screenWidth` and `screenHeight` the screen's, `positionX` and `positionY` the window's
///   origin on it (`window.screenX`, `screenY`), and the safe-area override is the window's
///   insets. CDP takes whole CSS px: a window's fractional width (a 396.5-pt third) is
///   rounded down, so that the viewport stays inside the window.
enum CDPExport {
    static func write(
        _ device: DeviceProfile, _ states: [ExportState], keyed: Bool, pose: Pose?, version: OSVersion,
        mobileUserAgent: Bool
    ) throws(SafeAreaError) -> String {
        let userAgent = try SafariUserAgent.string(device, version, mobile: mobileUserAgent)
        let platform = try SafariUserAgent.platform(device, version, mobile: mobileUserAgent)
        return ExportState.keyedObject(states, keyed: keyed) { w, state, indent in
            let (type, angle) = screenOrientation(state.orientation)
            let i = state.insets
            let window = state.window != nil
            w.raw("{\n\(indent)  \"Emulation.setDeviceMetricsOverride\": {\"width\": ")
            w.number(window ? state.width.rounded(.down) : state.width)
            w.raw(", \"height\": ")
            w.number(window ? state.height.rounded(.down) : state.height)
            w.raw(", \"deviceScaleFactor\": ")
            w.number(device.scale)
            w.raw(", \"mobile\": true, \"screenWidth\": ")
            w.number(state.screenWidth)
            w.raw(", \"screenHeight\": ")
            w.number(state.screenHeight)
            if let frame = state.window?.frame {
                w.raw(", \"positionX\": ")
                w.number(frame.x.rounded(.down))
                w.raw(", \"positionY\": ")
                w.number(frame.y.rounded(.down))
            }
            w.raw(", \"screenOrientation\": {\"type\": \"\(type)\", \"angle\": \(angle)}")
            if device.reservedRegions.hasFold {
                let fold = state.reserved?.first { $0.kind == .division && $0.isActive }
                w.raw(", \"devicePosture\": {\"type\": \"\(pose == .book ? "folded" : "continuous")\"}")
                if let fold {
                    let vertical = fold.frame.height >= fold.frame.width
                    let start = (vertical ? fold.frame.minX : fold.frame.minY).rounded(.down)
                    let end = (vertical ? fold.frame.maxX : fold.frame.maxY).rounded(.up)
                    w.raw(
                        ", \"displayFeature\": {\"orientation\": \"\(vertical ? "vertical" : "horizontal")\", \"offset\": "
                    )
                    w.number(start)
                    w.raw(", \"maskLength\": ")
                    w.number(end - start)
                    w.raw("}")
                }
            }
            w.raw("},\n")
            w.raw("\(indent)  \"Emulation.setSafeAreaInsetsOverride\": {\"insets\": {")
            var first = true
            for (edge, value) in [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)] {
                let px = formatNumber(value.rounded())
                w.raw("\(first ? "" : ", ")\"\(edge)\": \(px), \"\(edge)Max\": \(px)")
                first = false
            }
            w.raw("}},\n")
            w.raw("\(indent)  \"Emulation.setTouchEmulationEnabled\": {\"enabled\": true, \"maxTouchPoints\": 5},\n")
            w.raw("\(indent)  \"Emulation.setUserAgentOverride\": {\"userAgent\": ")
            w.string(userAgent)
            w.raw(", \"platform\": ")
            w.string(platform)
            w.raw("}\n\(indent)}")
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
