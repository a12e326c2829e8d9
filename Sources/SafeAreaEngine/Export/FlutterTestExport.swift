/// The values a Flutter widget test gives `tester.view` to stand in for the
/// device: `physicalSize` and the paddings in **physical pixels** (points x
/// `devicePixelRatio`, UIKit's scale), `padding` and `viewPadding` as
/// `FakeViewPadding(left:, top:, right:, bottom:)` takes them (equal: no
/// keyboard is shown). An app window (MODEL.md §15, §19) gives the window's size and insets:
/// `tester.view` stands for the app's own `FlutterView`, which is the window.
enum FlutterTestExport {
    static func write(_ device: DeviceProfile, _ states: [ExportState], keyed: Bool) -> String {
        ExportState.keyedObject(states, keyed: keyed) { w, state, _ in
            let scale = device.scale
            let i = state.insets
            w.raw("{\"physicalSize\": {\"width\": ")
            w.number(state.width * scale)
            w.raw(", \"height\": ")
            w.number(state.height * scale)
            w.raw("}, \"devicePixelRatio\": ")
            w.number(scale)
            for key in ["padding", "viewPadding"] {
                w.raw(", \"\(key)\": {\"left\": ")
                w.number(i.left * scale)
                w.raw(", \"top\": ")
                w.number(i.top * scale)
                w.raw(", \"right\": ")
                w.number(i.right * scale)
                w.raw(", \"bottom\": ")
                w.number(i.bottom * scale)
                w.raw("}")
            }
            w.raw("}")
        }
    }
}
