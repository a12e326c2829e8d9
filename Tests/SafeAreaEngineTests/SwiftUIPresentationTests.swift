import XCTest

@testable import SafeAreaEngine

/// SwiftUI's `.sheet`, `.fullScreenCover` and `.popover` (MODEL.md §3, §18): the presented content is laid
/// out at the geometry the UIKit sheet gets. Expected values are typed from Vercantez/openuikit
/// `fixtures/realapp/detents_ios.json` at 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16 simulator,
/// iOS 26.1, window 393 × 852 with insets [59, 0, 34, 0], maximumDetentValue 759) unless said.
final class SwiftUIPresentationTests: XCTestCase {
    private typealias Scene = SwiftUIScene

    private func scene(
        _ name: String = "iPhone 16", _ os: String? = "26.1", strict: Bool = false, keyboard: Double = 0,
        views: [Scene.View]
    ) throws(SafeAreaError) -> Scene {
        let catalog = DeviceCatalog.builtin
        return try Scene(
            device: catalog.profiles[try catalog.find(name)], orientation: .portrait,
            version: try os.map { (text) throws(SafeAreaError) -> OSVersion in try OSVersion.parse(text) },
            keyboardOverlap: keyboard, views: views, strict: strict)
    }

    private func layout(
        _ name: String = "iPhone 16", _ os: String? = "26.1", strict: Bool = false, keyboard: Double = 0,
        views: [Scene.View]
    ) throws(SafeAreaError) -> [String: Scene.Result] {
        Dictionary(
            uniqueKeysWithValues: try scene(name, os, strict: strict, keyboard: keyboard, views: views).layout().map {
                ($0.id, $0)
            })
    }

    /// A button presenting `kind` whose content is a root reader holding a full-bleed view.
    private func presenting(
        _ kind: Scene.PresentationKind, detents: [Scene.Detent] = [.large], selected: Scene.Detent? = nil,
        sizing: Scene.Sizing = .automatic, content: Scene.View? = nil
    ) -> [Scene.View] {
        let reader =
            content
            ?? Scene.View(
                id: "reader",
                children: [
                    Scene.View(
                        id: "bleed", modifiers: [.ignoresSafeArea(regions: Set(Scene.Region.allCases), edges: .all)])
                ])
        let presentation = Scene.Presentation(
            kind, content: reader, detents: detents, selectedDetent: selected, sizing: sizing)
        return [
            Scene.View(
                id: "button", frame: Rect(x: 100, y: 300, width: 120, height: 44), presentation: presentation)
        ]
    }

    private func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> SafeAreaInsets {
        SafeAreaInsets(top: t, left: l, bottom: b, right: r)
    }

    private func assertRect(_ r: Rect?, _ e: [Double], file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("no rectangle", file: file, line: line) }
        for (a, b) in zip([r.x, r.y, r.width, r.height], e) {
            XCTAssertEqual(a, b, accuracy: 1e-9, file: file, line: line)
        }
    }

    private func refusal(_ body: () throws(SafeAreaError) -> Void) -> SafeAreaError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    func testLargeSheet() throws {
        // detents_ios.json case `large`: [0, 59, 393, 793], content insets [0, 0, 34, 0].
        let r = try layout(views: presenting(.sheet))
        let p = try XCTUnwrap(r["reader"]?.presentation)
        XCTAssertEqual(p.kind, .sheet)
        XCTAssertEqual(p.sizing, .form)  // .automatic is .form on iOS (Apple, presentationSizing)
        XCTAssertEqual(p.detent, .large)
        XCTAssertEqual(p.resolved.style, .pageSheet)  // a form sheet on an iPhone is the page sheet
        XCTAssertEqual(p.resolved.frame, Rect(x: 0, y: 59, width: 393, height: 793))
        XCTAssertEqual(p.resolved.maximumDetentValue, 759)
        XCTAssertEqual(p.provenance.kind, .measured)
        // A GeometryReader at the content's root: the safe area of the 793-pt sheet less its bottom 34.
        XCTAssertEqual(r["reader"]?.frame, Rect(x: 0, y: 59, width: 393, height: 793 - 34))
        XCTAssertEqual(r["reader"]?.proxySafeAreaInsets, insets(0, 0, 34, 0))
        XCTAssertEqual(r["bleed"]?.frame, Rect(x: 0, y: 59, width: 393, height: 793))
        // The presenter keeps the window's safe area.
        XCTAssertNil(r["button"]?.presentation)
    }

    func testMediumSheetIsUIKitsMediumAndDerived() throws {
        // detents_ios.json case `medium`: [8, 403.6870229007634, 377, 440.3129770992366], insets
        // [0, 0, 34, 0]: UIKit's 425 of 759, unscaled 393 × (425 + 34) about the card's centre.
        let r = try layout(views: presenting(.sheet, detents: [.medium, .large]))
        let p = try XCTUnwrap(r["reader"]?.presentation)
        XCTAssertEqual(p.detent, .medium)  // the smallest detent shows (UIKit's selectedDetentIdentifier nil)
        XCTAssertEqual(p.resolved.detentValue, 425)
        assertRect(p.resolved.frame, [8, 403.6870229007634, 377, 440.3129770992366])
        let centre = 403.6870229007634 + 440.3129770992366 / 2
        assertRect(p.resolved.layoutFrame, [0, centre - 459 / 2, 393, 459])
        assertRect(r["reader"]?.frame, [0, centre - 459 / 2, 393, 425])
        XCTAssertEqual(r["reader"]?.proxySafeAreaInsets, insets(0, 0, 34, 0))
        // swiftui-web's SwiftUI medium (351/667 of an SE window) disagrees: derived (MODEL.md §16).
        XCTAssertEqual(p.provenance.kind, .derived)
        XCTAssertTrue(p.provenance.basis.contains("351/667"))
        let selected = try layout(views: presenting(.sheet, detents: [.medium, .large], selected: .large))
        XCTAssertEqual(selected["reader"]?.presentation?.resolved.frame, Rect(x: 0, y: 59, width: 393, height: 793))
    }

    func testHeightDetents() throws {
        // Cases `custom-300.0` and `custom-100.0`.
        let r300 = try layout(views: presenting(.sheet, detents: [.height(300)]))
        let p300 = try XCTUnwrap(r300["reader"]?.presentation)
        assertRect(p300.resolved.frame, [8, 523.59796437659031, 377, 320.40203562340969])
        XCTAssertEqual(r300["reader"]?.proxySafeAreaInsets, insets(0, 0, 34, 0))
        XCTAssertEqual(p300.provenance.kind, .measured)
        let r100 = try layout(views: presenting(.sheet, detents: [.height(100), .large]))
        let p100 = try XCTUnwrap(r100["reader"]?.presentation)
        XCTAssertEqual(p100.detent, .height(100))
        assertRect(
            p100.resolved.frame, [21.513513513513516, 741.4348394195722, 349.97297297297291, 89.051647066914256])
        XCTAssertEqual(r100["reader"]?.proxySafeAreaInsets, insets(0, 0, 11, 0))
        // Case `custom-10000.0`: at or above the maximum is the large sheet.
        let big = try layout(views: presenting(.sheet, detents: [.height(10_000)]))
        XCTAssertEqual(big["reader"]?.presentation?.resolved.frame, Rect(x: 0, y: 59, width: 393, height: 793))
    }

    func testFractionIsOfTheMaximumDetentValue() throws {
        // fraction(0.5) = 0.5 × 759 = 379.5, then a partial detent: 393 × (379.5 + 34) under the scale
        // 377/393, 8 in from the sides and the bottom.
        let r = try layout(views: presenting(.sheet, detents: [.fraction(0.5)]))
        let p = try XCTUnwrap(r["reader"]?.presentation)
        XCTAssertEqual(p.resolved.detentValue, 379.5)
        let h = 413.5 * 377 / 393
        assertRect(p.resolved.frame, [8, 852 - 8 - h, 377, h])
        XCTAssertEqual(r["reader"]?.proxySafeAreaInsets, insets(0, 0, 34, 0))
    }

    func testFullScreenCoverIsTheWindow() throws {
        // The window's frame and insets (iPhone 16: [59, 0, 34, 0]), derived as UIKit's full-screen style is.
        let r = try layout(views: presenting(.fullScreenCover))
        let p = try XCTUnwrap(r["reader"]?.presentation)
        XCTAssertEqual(p.resolved.style, .fullScreen)
        XCTAssertNil(p.detent)
        XCTAssertEqual(p.resolved.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(r["reader"]?.frame, Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        XCTAssertEqual(r["reader"]?.proxySafeAreaInsets, insets(59, 0, 34, 0))
        XCTAssertEqual(p.provenance.kind, .derived)
    }

    func testPopoverOnAnIPhoneAdaptsToTheSheet() throws {
        // openuikit wordpressrowsprobe README @ d8dca8ad: a popover on the iPhone 16 adapts to the sheet
        // [0, 59, 393, 793].
        let r = try layout(views: presenting(.popover))
        let p = try XCTUnwrap(r["reader"]?.presentation)
        XCTAssertEqual(p.kind, .popover)
        XCTAssertTrue(p.adapted)
        XCTAssertEqual(p.resolved.style, .pageSheet)
        XCTAssertEqual(p.resolved.frame, Rect(x: 0, y: 59, width: 393, height: 793))
        XCTAssertEqual(p.anchor, Rect(x: 100, y: 300, width: 120, height: 44))
        XCTAssertNil(p.arrowEdge)
        XCTAssertEqual(r["reader"]?.proxySafeAreaInsets, insets(0, 0, 34, 0))
    }

    func testNavigationStackInASheetIsRefusedAsItsUIKitTwin() throws {
        // As the UIKit navigation controller presented as a sheet: no source measured a bar in a sheet's card
        // (MODEL.md §18, §16), so the layout is refused naming the SwiftUI node and the reason.
        let content = Scene.View(
            id: "nav", children: [Scene.View(id: "reader")], container: .navigationStack(Scene.NavigationStack()))
        XCTAssertThrowsError(try layout(views: presenting(.sheet, content: content))) {
            guard case SafeAreaError.unsupported(let m) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(
                m.hasPrefix("NavigationStack 'nav' (views[0].sheet.content) shows its bars inside a sheet"), m)
        }
    }

    func testStrictRefusesDerivedAnswers() throws {
        // The catalog measures the iPhone 16's window on 26.5 (on 26.1 it is derived, and a strict scene is
        // refused before any presentation); the sheet rows were measured on 26.1 and are carried to 26.5.
        let strictError = { (views: [Scene.View]) -> String in
            do throws(SafeAreaError) {
                _ = try self.layout("iPhone 16", "26.5", strict: true, views: views)
                return ""
            } catch {
                guard case .invalidOSVersion = error else { return "not a strict refusal: \(error)" }
                return error.message
            }
        }
        XCTAssertNoThrow(try layout("iPhone 16", "26.5", strict: true, views: [Scene.View(id: "alone")]))
        let large = strictError(presenting(.sheet))
        XCTAssertTrue(
            large.hasPrefix("strict: the page_sheet presentation of view 'button' (views[0]).sheet (large) is derived"),
            large)
        XCTAssertTrue(large.contains("carried from iOS 26.1"), large)
        XCTAssertTrue(strictError(presenting(.sheet, detents: [.medium])).contains("is derived"))
        let cover = strictError(presenting(.fullScreenCover))
        XCTAssertTrue(
            cover.hasPrefix("strict: the full_screen presentation of view 'button' (views[0]).full_screen_cover"), cover
        )
        // Not strict, the same answers are given as derived.
        let r = try layout("iPhone 16", "26.5", views: presenting(.sheet))
        XCTAssertEqual(r["reader"]?.presentation?.provenance.kind, .derived)
    }

    func testRefusals() throws {
        // An iPad popover without a content size: SwiftUI sizes it to its content, which the scene does not.
        let pad = refusal { () throws(SafeAreaError) in
            _ = try self.layout("iPad (A16)", "26.1", views: self.presenting(.popover))
        }
        guard case .unsupported(let text)? = pad else { return XCTFail("\(String(describing: pad))") }
        XCTAssertTrue(text.hasPrefix("view 'button' (views[0]).popover"), text)
        XCTAssertTrue(text.contains("give a content_size"), text)
        // The keyboard in a sheet is unmeasured.
        let keyboard = refusal { () throws(SafeAreaError) in
            _ = try self.layout(keyboard: 300, views: self.presenting(.sheet))
        }
        guard case .unsupported? = keyboard else { return XCTFail("\(String(describing: keyboard))") }
    }

    func testASheetOnAnIPadIsTheFormSheet() throws {
        // presentationSizing .automatic is .form (Apple), the UIKit form sheet: openuikit's ipadprobe on the
        // iPad (A16), iPadOS 26.1 (uikit/Sources/OpenUIKit/UIPresentation.swift at
        // 0969a86788cec5c0ed9c90f478d63d4ff737ceb2): [120, 260, 580, 650], content insets 0.
        let r = try layout("iPad (A16)", "26.1", views: presenting(.sheet))
        let p = try XCTUnwrap(r["reader"]?.presentation)
        XCTAssertEqual(p.resolved.style, .formSheet)
        XCTAssertEqual(p.resolved.frame, Rect(x: 120, y: 260, width: 580, height: 650))
        XCTAssertEqual(r["reader"]?.proxySafeAreaInsets, insets(0, 0, 0, 0))
    }

    func testAPopoverOnAnIPad() throws {
        // openuikit's wordpressrowsprobe (uikit/Tools/oracle2/wordpressrowsprobe/README.md at
        // d8dca8adc9ce50db786d0df95aa98d790ea3e079), iPad (A16), iPadOS 26.1: a 240 × 180 popover from a view at
        // [100, 300, 60, 40] is [160, 230, 253, 180] with its arrow left (the 13-pt arrow inside the frame).
        var views = presenting(.popover)
        views[0].frame = Rect(x: 100, y: 300, width: 60, height: 40)
        views[0].presentation?.contentSize = Scene.Presentation.ContentSize(width: 240, height: 180)
        let r = try layout("iPad (A16)", "26.1", views: views)
        let p = try XCTUnwrap(r["reader"]?.presentation)
        XCTAssertEqual(p.resolved.style, .popover)
        XCTAssertFalse(p.adapted)
        XCTAssertEqual(p.resolved.frame, Rect(x: 160, y: 230, width: 253, height: 180))
        XCTAssertEqual(p.resolved.arrowDirection, .left)
        // arrowEdge .bottom permits only UIKit's down arrow: the card above the source.
        views[0].presentation?.arrowEdge = .bottom
        let below = try XCTUnwrap(try layout("iPad (A16)", "26.1", views: views)["reader"]?.presentation)
        XCTAssertEqual(below.resolved.arrowDirection, .down)
        XCTAssertEqual(below.resolved.frame.maxY, 300)
    }

    func testBadDetents() throws {
        let cases: [(Scene.Detent, String)] = [
            (.height(-5), "view 'button' (views[0]).sheet.presentation_detents[0].height: -5 is not a height"),
            (.height(.nan), "view 'button' (views[0]).sheet.presentation_detents[0].height: nan is not a height"),
            (.fraction(0), "view 'button' (views[0]).sheet.presentation_detents[0].fraction: 0 is not a fraction"),
        ]
        for (detent, prefix) in cases {
            let error = refusal { () throws(SafeAreaError) in
                _ = try self.scene(views: self.presenting(.sheet, detents: [detent]))
            }
            guard case .invalidScene(let text)? = error else { return XCTFail("\(String(describing: error))") }
            XCTAssertTrue(text.hasPrefix(prefix), text)
        }
        let empty = refusal { () throws(SafeAreaError) in
            _ = try self.scene(views: self.presenting(.sheet, detents: []))
        }
        guard case .invalidScene(let text)? = empty else { return XCTFail("\(String(describing: empty))") }
        XCTAssertTrue(text.hasPrefix("view 'button' (views[0]).sheet.presentation_detents: give at least one"), text)
        let notOne = refusal { () throws(SafeAreaError) in
            _ = try self.scene(views: self.presenting(.sheet, detents: [.large], selected: .medium))
        }
        guard case .invalidScene(let sel)? = notOne else { return XCTFail("\(String(describing: notOne))") }
        XCTAssertTrue(sel.hasPrefix("view 'button' (views[0]).sheet.selected_detent: medium is not one"), sel)
    }

    func testJSON() throws {
        let text = """
            {"device": "iPhone 16", "os_version": "26.1", "views": [{"id": "button", "frame": [100, 300, 120, 44],
             "sheet": {"presentation_detents": ["medium", {"height": 300}], "presentation_sizing": "page",
                       "content": {"id": "reader"}}}]}
            """
        let s = try Scene.decode(json: text)
        XCTAssertEqual(s.views[0].presentation?.detents, [.medium, .height(300)])
        XCTAssertEqual(s.views[0].presentation?.sizing, .page)
        let json = try s.layoutJSON()
        // height(300) is below the medium's 425: it shows.
        XCTAssertTrue(json.contains("\"presentation\": {\"kind\": \"sheet\", \"presenter\": \"button\""), json)
        XCTAssertTrue(json.contains("\"detent\": \"height(300)\""), json)
        func error(_ text: String) -> String {
            do {
                _ = try Scene.decode(json: text)
                return ""
            } catch {
                return error.message
            }
        }
        let head = "{\"device\": \"iPhone 16\", \"views\": [{\"id\": \"b\", "
        XCTAssertEqual(
            error(head + "\"sheet\": {}}]}"), "view 'b' (views[0]).sheet.content: required field is missing")
        XCTAssertEqual(
            error(head + "\"sheet\": {\"presentation_sizing\": \"huge\", \"content\": {\"id\": \"c\"}}}]}"),
            "view 'b' (views[0]).sheet.presentation_sizing: 'huge' is not automatic, page, form or fitted")
        XCTAssertTrue(
            error(head + "\"sheet\": {\"presentation_detents\": [{\"height\": -1}], \"content\": {\"id\": \"c\"}}}]}")
                .hasPrefix("view 'b' (views[0]).sheet.presentation_detents[0].height: -1 is not a height"))
        XCTAssertEqual(
            error(
                head + "\"full_screen_cover\": {\"presentation_detents\": [\"large\"], \"content\": {\"id\": \"c\"}}}]}"
            ),
            "view 'b' (views[0]).full_screen_cover.presentation_detents: unknown field (known fields: content)")
        XCTAssertTrue(
            error(
                head
                    + "\"sheet\": {\"content\": {\"id\": \"c\", \"sheet\": {\"content\": {\"id\": \"d\"}}}}}]}"
            ).contains("a scene shows one presentation at a time"))
    }
}
