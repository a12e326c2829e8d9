import XCTest

@testable import SafeAreaEngine

/// iPad sheets and popovers on iPadOS 15–18 and the page sheet's partial detents (MODEL.md §18).
/// Expected values are typed from UIKit's constants in EthanArbuckle/iPad_10.2_18.0_22A3354_Restore at
/// 72b0cf9bce0398fd8141f5dec3a304bf19566f28, System/Library/PrivateFrameworks/UIKitCore.framework/:
/// `_UISheetPresentationMetrics.m` (default form sheet by the screen's longer side: up to 1024 pt
/// 540 x 600, otherwise below 1590 pt 580 x 640; topOffset 10), `_UISheetLayoutInfo.m` (a floating
/// sheet centred on its container), `_UIPopoverShapeLayerChromeView.m` (arrowHeight 13),
/// `_UIPopoverStandardChromeView.m` (the content's safe area the arrow's height on its side) and
/// `UIPopoverPresentationController.m` (default popover margins top 30, left and right 19); the
/// windows' insets from the catalog (24/25 on the iPad (10th generation) at 18.0, 20/0 on the iPad
/// mini (5th generation)), and from openuikit's iPad (A16) at 26.1 (page sheet [0, 42, 820, 1138],
/// medium 425/759 of the maximum).
final class PadPresentationBefore26Tests: XCTestCase {
    func testTheFormSheetIsUIKitsDefaultSizeCentred() throws {
        // 820 x 1180: the longer side 1180 gives 580 x 640, centred: x (820 - 580)/2, y (1180 - 640)/2.
        var (tree, root) = try padTree("iPad (10th generation)", os: "18.0")
        let sheet = try tree.makeController(kind: .plain)
        let r = try tree.present(sheet, from: root, style: .formSheet)
        XCTAssertEqual(r.frame, rect([120, 270, 580, 640]))
        XCTAssertEqual(r.maximumDetentValue, 640)
        XCTAssertEqual(r.insets, .zero)
        // Read from a decompile (weak), not measured: derived, with the decompile named as its basis, so
        // strict refuses it (the one measured form sheet, 580 x 650 at y 260 at 26.1, disagrees: MODEL.md §16 item 40).
        XCTAssertEqual(r.provenance.kind, .derived)
        XCTAssertTrue(r.provenance.source.contains("_UISheetPresentationMetrics.m"), r.provenance.source)
        XCTAssertTrue(r.provenance.basis.contains("EthanArbuckle/iPad_10.2_18.0_22A3354_Restore"), r.provenance.basis)
        XCTAssertFalse(r.provenance.isFirstHand)
        try tree.dismiss(sheet)
        // automatic is the form sheet from 18 (documented).
        XCTAssertEqual(try tree.present(sheet, from: root, style: .automatic).frame, rect([120, 270, 580, 640]))
        try tree.dismiss(sheet)
        // A 768 x 1024 screen: 540 x 600, at ((768 - 540)/2, (1024 - 600)/2).
        var (mini, miniRoot) = try padTree("iPad mini (5th generation)", os: "18.0")
        let s = try mini.makeController(kind: .plain)
        let m = try mini.present(s, from: miniRoot, style: .formSheet)
        XCTAssertEqual(m.frame, rect([114, 212, 540, 600]))
        XCTAssertEqual(m.provenance.kind, .derived)
        // Carried to 17 (form sheets grew at 16.0 beta 4): the same card, derived.
        var (old, oldRoot) = try padTree("iPad (10th generation)", os: "17.0")
        let o = try old.makeController(kind: .plain)
        let c = try old.present(o, from: oldRoot, style: .formSheet)
        XCTAssertEqual(c.frame, rect([120, 270, 580, 640]))
        XCTAssertEqual(c.provenance.kind, .derived)
        XCTAssertTrue(c.provenance.basis.contains("carried from iPadOS 18.0"), c.provenance.basis)
    }

    func testThePageSheetAndItsMediumDetent() throws {
        // Top inset 24 + topOffset 10; maximumDetentValue 1180 - 34 - 25 = 1121; medium 1121/2.
        var (tree, root) = try padTree("iPad (10th generation)", os: "18.0")
        let sheet = try tree.makeController(kind: .plain)
        let r = try tree.present(sheet, from: root, style: .pageSheet)
        XCTAssertEqual(r.frame, rect([0, 34, 820, 1146]))
        XCTAssertEqual(r.maximumDetentValue, 1121)
        XCTAssertEqual(r.insets, SafeAreaInsets(top: 0, left: 0, bottom: 25, right: 0))
        XCTAssertEqual(r.provenance.kind, .derived)
        try tree.dismiss(sheet)
        let m = try tree.present(sheet, from: root, style: .pageSheet, detent: .medium)
        XCTAssertEqual(m.detentValue, 560.5)
        XCTAssertEqual(m.frame, rect([0, 1180 - 25 - 560.5, 820, 560.5 + 25]))
        XCTAssertEqual(m.insets, SafeAreaInsets(top: 0, left: 0, bottom: 25, right: 0))
        XCTAssertEqual(m.provenance.kind, .derived)
        try tree.dismiss(sheet)
        // automatic is the page sheet before 18.
        var (old, oldRoot) = try padTree("iPad (10th generation)", os: "17.0")
        let o = try old.makeController(kind: .plain)
        let a = try old.present(o, from: oldRoot, style: .automatic)
        XCTAssertEqual(a.style, .pageSheet)
        XCTAssertEqual(a.frame, rect([0, 34, 820, 1146]))
        // Wider than the 820-pt window measured: the readable width decides, unread.
        var (pro, proRoot) = try padTree("iPad Pro 12.9-inch (6th generation)", os: "18.0")
        let p = try pro.makeController(kind: .plain)
        unsupported("follows the readable width") { try pro.present(p, from: proRoot, style: .pageSheet) }
        XCTAssertNil(try pro.presentation(of: p))
        // Its form sheet answers (1366: 580 x 640 centred in 1024 x 1366).
        XCTAssertEqual(try pro.present(p, from: proRoot, style: .formSheet).frame, rect([222, 363, 580, 640]))
    }

    func testThePopoverKeepsTheArrowAndMargins() throws {
        // A 44-pt source at the window's centre (388, 568), 320 x 320: the card above it, the
        // 13-pt arrow below the card pointing down: [410 - 160, 568 - 320 - 13, 320, 333].
        var (tree, root) = try padTree("iPad (10th generation)", os: "18.0")
        let pop = try tree.makeController(kind: .plain)
        let r = try tree.present(
            pop, from: root,
            options: PresentationOptions(
                style: .popover, source: .rect(rect([388, 568, 44, 44])), preferredContentSize: (320, 320)))
        XCTAssertEqual(r.frame, rect([250, 235, 320, 333]))
        XCTAssertEqual(r.arrowDirection, .down)
        XCTAssertEqual(r.insets, SafeAreaInsets(top: 0, left: 0, bottom: 13, right: 0))
        XCTAssertEqual(r.provenance.kind, .derived)
    }

    func testPageSheetAndPopoverCarriedTo15FormSheetRefused() throws {
        // iPadOS 15.0 on the iPad (9th generation), 810 x 1080 with the catalog's 20 / 0 insets: the 16-18
        // rules carried (hacknicity, "View Controller Presentation Changes in iOS and iPadOS 16": only the form
        // sheet grew, at 16.0 beta 4). Page sheet: top 20 + topOffset 10 (18.0's _UISheetPresentationMetrics),
        // full width to the bottom; maximum 1080 - 30 - 0 = 1050, medium 1050/2.
        var (old, root) = try padTree("iPad (9th generation)", os: "15.0")
        let s = try old.makeController(kind: .plain)
        let p = try old.present(s, from: root, style: .pageSheet)
        XCTAssertEqual(p.frame, rect([0, 30, 810, 1050]))
        XCTAssertEqual(p.maximumDetentValue, 1050)
        XCTAssertEqual(p.insets, .zero)
        XCTAssertEqual(p.provenance.kind, .derived)
        XCTAssertTrue(p.provenance.basis.contains("carried from iPadOS 18.0"), p.provenance.basis)
        try old.dismiss(s)
        let m = try old.present(s, from: root, style: .pageSheet, detent: .medium)
        XCTAssertEqual(m.detentValue, 525)
        XCTAssertEqual(m.frame, rect([0, 555, 810, 525]))
        try old.dismiss(s)
        // automatic is the page sheet before 18 (Apple, UIModalPresentationStyle.automatic).
        let a = try old.present(s, from: root, style: .automatic)
        XCTAssertEqual(a.style, .pageSheet)
        XCTAssertEqual(a.frame, rect([0, 30, 810, 1050]))
        try old.dismiss(s)
        // The form sheet, and a page sheet with the form sheet's sizing: refused (no size before 16.0 beta 4).
        unsupported("before iPadOS 16") { try old.present(s, from: root, style: .formSheet) }
        unsupported("prefers_page_sizing false") {
            try old.present(s, from: root, options: PresentationOptions(style: .pageSheet, prefersPageSizing: false))
        }
        XCTAssertNil(try old.presentation(of: s))
        // Popover: a 44-pt source at (383, 518), 320 x 320: above it with the 13-pt arrow pointing down
        // (_UIPopoverShapeLayerChromeView arrowHeight 13): [405 - 160, 518 - 333, 320, 333]; the content's
        // safe area 13 on the arrow's side (_UIPopoverStandardChromeView).
        let pop = try old.present(
            s, from: root,
            options: PresentationOptions(
                style: .popover, source: .rect(rect([383, 518, 44, 44])), preferredContentSize: (320, 320)))
        XCTAssertEqual(pop.frame, rect([245, 185, 320, 333]))
        XCTAssertEqual(pop.arrowDirection, .down)
        XCTAssertEqual(pop.insets, SafeAreaInsets(top: 0, left: 0, bottom: 13, right: 0))
        XCTAssertEqual(pop.provenance.kind, .derived)
    }

    func testRefusedBefore15AndInLandscape() throws {
        var (old, root) = try padTree("iPad (8th generation)", os: "14.0")
        let s = try old.makeController(kind: .plain)
        unsupported("before iPadOS 15") { try old.present(s, from: root, style: .pageSheet) }
        // In landscape the page sheet floats as a card of the readable width plus margins (_UISheetLayoutInfo.m;
        // MODEL.md §16 item 42), unmeasured: refused on every line, automatic too where it resolves to it (17).
        var (land15, land15Root) = try padTree("iPad (9th generation)", os: "15.0", orientation: .landscapeLeft)
        let l15 = try land15.makeController(kind: .plain)
        unsupported("readable width plus margins") { try land15.present(l15, from: land15Root, style: .pageSheet) }
        unsupported("before iPadOS 16") { try land15.present(l15, from: land15Root, style: .formSheet) }
        var (land17, land17Root) = try padTree("iPad (10th generation)", os: "17.0", orientation: .landscapeRight)
        let l17 = try land17.makeController(kind: .plain)
        unsupported("automatic resolves to page_sheet") { try land17.present(l17, from: land17Root, style: .automatic) }
    }

    func testFormSheetsAndPopoversInLandscape() throws {
        // UIKit 18.0's constants do not depend on orientation: the screen's longer side 1180 gives 580 x 640
        // (_UISheetPresentationMetrics.m) centred on the 1180 x 820 window (_UISheetLayoutInfo.m):
        // x = (1180 - 580)/2 = 300, y = (820 - 640)/2 = 90, between the insets 24 and 25. Derived even at 18.0.
        var (land, landRoot) = try padTree("iPad (10th generation)", os: "18.0", orientation: .landscapeLeft)
        let l = try land.makeController(kind: .plain)
        let f = try land.present(l, from: landRoot, style: .formSheet)
        XCTAssertEqual(f.frame, rect([300, 90, 580, 640]))
        XCTAssertEqual(f.insets, .zero)
        XCTAssertEqual(f.provenance.kind, .derived)
        try land.dismiss(l)
        // The iPad Pro 11-inch (3rd generation), 1194 x 834: x = (1194 - 580)/2 = 307, y = (834 - 640)/2 = 97.
        var (pro, proRoot) = try padTree("iPad Pro 11-inch (3rd generation)", os: "18.0", orientation: .landscapeLeft)
        let s = try pro.makeController(kind: .plain)
        XCTAssertEqual(try pro.present(s, from: proRoot, style: .automatic).frame, rect([307, 97, 580, 640]))
        try pro.dismiss(s)
        // Too tall for the room between the insets (y = (834 - 800)/2 = 17 < 24): refused, as in portrait.
        unsupported("does not fit") {
            try pro.present(
                s, from: proRoot, options: PresentationOptions(style: .formSheet, preferredContentSize: (580, 800)))
        }
        // A popover on 15 (iPad (9th generation), 1080 x 810, top inset 20): a source (500, 400, 80, 40) and
        // 320 x 200 centred above it: x = 540 - 160 = 380, y = 400 - 200 - 13 = 187 (arrow 13, 50 >= 20 + 30).
        var (p15, p15Root) = try padTree("iPad (9th generation)", os: "15.0", orientation: .landscapeLeft)
        let pop = try p15.makeController(kind: .plain)
        let p = try p15.present(
            pop, from: p15Root,
            options: PresentationOptions(
                style: .popover, source: .rect(rect([500, 400, 80, 40])), preferredContentSize: (320, 200)))
        XCTAssertEqual(p.frame, rect([380, 187, 320, 213]))
        XCTAssertEqual(p.arrowDirection, .down)
        XCTAssertEqual(p.insets, SafeAreaInsets(top: 0, left: 0, bottom: 13, right: 0))
        XCTAssertEqual(p.provenance.kind, .derived)
    }

    func testThePageSheetsMediumDetentOn26() throws {
        // iPad (A16), 26.1: maximum 1180 - 42 - 25 = 1113; medium 1113 x 425/759 = 623.22 -> 623 at @2x;
        // edge-attached: [0, 1180 - 25 - 623, 820, 623 + 25].
        var (tree, root) = try padTree("iPad (A16)", os: "26.1")
        let sheet = try tree.makeController(kind: .plain)
        let m = try tree.present(sheet, from: root, style: .pageSheet, detent: .medium)
        XCTAssertEqual(m.detentValue, 623)
        XCTAssertEqual(m.frame, rect([0, 532, 820, 648]))
        XCTAssertEqual(m.insets, SafeAreaInsets(top: 0, left: 0, bottom: 25, right: 0))
        XCTAssertEqual(m.provenance.kind, .derived)
        try tree.dismiss(sheet)
        let c = try tree.present(sheet, from: root, style: .pageSheet, detent: .custom, detentValue: 300)
        XCTAssertEqual(c.frame, rect([0, 855, 820, 325]))
    }
}
