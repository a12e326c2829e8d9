/// The look is data (`look` in data/presentations.json, each number with its source): the dim behind a
/// page or form sheet (none behind a popover, whose `_UIPopoverDimmingView` is clear, nor a full-screen
/// cover, which hides its presenter), the card's corners (a large sheet's bottom is the display's edge,
/// cut by the display's corners) and the grabber's place, which UIKit shows when `prefersGrabberVisible`
/// is set: the tree does not model it, so the picture outlines its place, dashed.
struct SheetLook: Sendable {
    var dimAlpha = 0.0
    var topRadius = 0.0
    var floatingBottomRadius = 0.0
    var grabber = (width: 0.0, height: 0.0, below: 0.0, radius: 0.0)

    /// The built-in look (a picture draws a sheet only once it resolved, which needs the table).
    static var builtin: SheetLook { (try? PresentationTable.builtin.get())?.look ?? SheetLook() }
}
