import XCTest

@testable import SafeAreaEngine

/// A SwiftUI scene in an iPad app window (MODEL.md §3, §19): the scene's window environment resolves the
/// placement as a UIKit tree's does, the scene lays out in the window's bounds, and each view's
/// `containerCornerInsets` clears its overlap with the window controls. Expected values are typed from the
/// sources MODEL.md §19 cites: the pill x 20.5-59.5 from the window's leading edge, y 21-43 under `.unified`
/// (iPadOS 26's default) and 6-27.5 under `.minimal` (multiplex-term/Multiplex
/// `docs/agents/input-and-windows.md` at 4d26b092b698e5e8d21036b4579bcb2587ee58bb, measured on a 1032 × 1376
/// iPad), moved down 32 - 10 in a window reaching the screen's top (minh-ton/reynard-browser issue #186, derived:
/// 43-65 in the halves here); a half tile off the iPad Pro 11-inch is (screen - 10) / 2 wide (§19, derived); Apple's
/// `GeometryProxy.containerCornerInsets`: "When that window does display window controls, and the view
/// overlaps the window control area, the corner inset size for the top leading corner will be the size of
/// the overlapping area".
final class SwiftUIWindowTests: XCTestCase {
    private typealias Scene = SwiftUIScene

    private func scene(
        _ name: String = "iPad Pro 13-inch (M4)", _ os: String? = "26.5", strict: Bool = false,
        window: WindowRequest?, views: [Scene.View]
    ) throws(SafeAreaError) -> Scene {
        let catalog = DeviceCatalog.builtin
        return try Scene(
            device: catalog.profiles[try catalog.find(name)], orientation: .portrait,
            version: try os.map { (text) throws(SafeAreaError) -> OSVersion in try OSVersion.parse(text) },
            keyboardOverlap: 0, views: views, strict: strict, window: window)
    }

    private func layout(
        _ name: String = "iPad Pro 13-inch (M4)", _ os: String? = "26.5", window: WindowRequest?,
        views: [Scene.View]
    ) throws(SafeAreaError) -> [String: Scene.Result] {
        Dictionary(
            uniqueKeysWithValues: try scene(name, os, window: window, views: views).layout().map { ($0.id, $0) })
    }

    private func refusal(_ body: () throws(SafeAreaError) -> Void) -> SafeAreaError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// A view ignoring every safe-area region (filling the window) and a fixed one away from the corner.
    private let views = [
        Scene.View(id: "bleed", modifiers: [.ignoresSafeArea(regions: Set(Scene.Region.allCases), edges: .all)]),
        Scene.View(id: "away", frame: Rect(x: 200, y: 300, width: 100, height: 100)),
    ]

    func testAFullBleedViewReadsThePillAtItsTopLeadingCorner() throws {
        let half = WindowRequest(placement: .halfLeading, controls: .unified)
        let r = try layout(window: half, views: views)
        // The scene lays out in the window's bounds: (1032 - 10) / 2 = 511 wide, the screen's 1376 high.
        XCTAssertEqual(r["bleed"]?.frame, Rect(x: 0, y: 0, width: 511, height: 1376))
        let corners = try XCTUnwrap(r["bleed"]?.containerCornerInsets)
        // The half reaches the screen's top: the unified pill 21-43 moved down 32 - 10 there
        // (minh-ton/reynard-browser issue #186, "shifted down"; derived), so 43-65.
        XCTAssertEqual(corners.topLeft, CornerSize(width: 59.5, height: 65))
        XCTAssertEqual(corners.topRight, .zero)
        XCTAssertEqual(corners.bottomLeft, .zero)
        XCTAssertEqual(corners.bottomRight, .zero)
        XCTAssertEqual(r["away"]?.containerCornerInsets, .zero)
        // Under .minimal the pill ends 27.5 below the window's top.
        let minimal = try layout(window: WindowRequest(placement: .halfLeading, controls: .minimal), views: views)
        XCTAssertEqual(minimal["bleed"]?.containerCornerInsets?.topLeft, CornerSize(width: 59.5, height: 27.5))
        // Filling the screen there are no controls: zero (Apple).
        let full = try layout(window: nil, views: views)
        XCTAssertEqual(full["bleed"]?.containerCornerInsets, .zero)
    }

    func testFramesAreInTheWindowsCoordinates() throws {
        // The trailing half sits at x 1032 - 511 = 521 on the screen; its views are laid out from its own origin.
        let trailing = try scene(window: WindowRequest(placement: .halfTrailing, controls: .unified), views: views)
        XCTAssertEqual(trailing.window.frame, Rect(x: 521, y: 0, width: 511, height: 1376))
        let r = Dictionary(uniqueKeysWithValues: try trailing.layout().map { ($0.id, $0) })
        XCTAssertEqual(r["bleed"]?.frame, Rect(x: 0, y: 0, width: 511, height: 1376))
        XCTAssertEqual(r["bleed"]?.containerCornerInsets?.topLeft, CornerSize(width: 59.5, height: 65))
        // A top-level fixed frame is in the window's coordinates too.
        XCTAssertEqual(r["away"]?.frame, Rect(x: 200, y: 300, width: 100, height: 100))
    }

    func testRefusedWhereThereAreNoAppWindows() {
        let half = WindowRequest(placement: .halfLeading)
        let phone = refusal { () throws(SafeAreaError) in _ = try scene("iPhone 16", "26.1", window: half, views: []) }
        guard case .unsupported(let message)? = phone else {
            return XCTFail("expected a refusal, got \(String(describing: phone))")
        }
        XCTAssertTrue(message.contains("iPhone 16 is not an iPad"), message)
        let old = refusal { () throws(SafeAreaError) in
            _ = try scene("iPad Pro 13-inch (M4)", "18.0", window: half, views: [])
        }
        guard case .unsupported? = old else {
            return XCTFail("expected a refusal before 26, got \(String(describing: old))")
        }
        // Slide Over: no source measured it.
        let slide = refusal { () throws(SafeAreaError) in
            _ = try scene(window: WindowRequest(placement: .slideOver), views: [])
        }
        guard case .unsupported? = slide else { return XCTFail("expected slide over refused") }
        // A floating frame off the screen is a bad field of the scene, named.
        let off = refusal { () throws(SafeAreaError) in
            _ = try scene(
                window: WindowRequest(placement: .floating, frame: Rect(x: -10, y: 0, width: 400, height: 400)),
                views: [])
        }
        guard case .invalidScene(let text)? = off else {
            return XCTFail("expected an invalid scene, got \(String(describing: off))")
        }
        XCTAssertTrue(text.contains("window.frame"), text)
    }

    func testStrictRefusesADerivedWindow() {
        // A half off the iPad Pro 11-inch is derived ((screen - 10) / 2), so a strict scene refuses it.
        let strict = refusal { () throws(SafeAreaError) in
            _ = try scene(strict: true, window: WindowRequest(placement: .halfLeading), views: views).layout()
        }
        guard case .invalidOSVersion(let message)? = strict else {
            return XCTFail("expected strict to refuse, got \(String(describing: strict))")
        }
        XCTAssertTrue(message.hasPrefix("strict:"), message)
    }

    func testContainersAndPresentationsAreLaidOutInTheSameWindow() throws {
        // The NavigationStack's twin is a UIKit navigation controller in a tree placed in the same window:
        // its content reads what a navigation controller's child reads there.
        let half = WindowRequest(placement: .halfLeading, controls: .unified)
        let stack = Scene.View(
            id: "nav", children: [Scene.View(id: "reader")], container: .navigationStack(Scene.NavigationStack()))
        let r = try layout(window: half, views: [stack])
        let device = DeviceCatalog.builtin.profiles[try DeviceCatalog.builtin.find("iPad Pro 13-inch (M4)")]
        var tree = try SafeAreaTree(
            device: device, orientation: .portrait, osVersion: try OSVersion.parse("26.5"), statusBarHidden: false,
            policy: .continuous)
        try tree.setWindow(half)
        let nav = try tree.makeController(kind: .navigation)
        try tree.setRoot(nav)
        let child = try tree.makeController(kind: .plain)
        try tree.setContainerChildren(nav, [child])
        let uikit = try tree.safeAreaInsets(try tree.controllerView(child))
        XCTAssertEqual(r["reader"]?.proxySafeAreaInsets, uikit)
        XCTAssertEqual(r["nav"]?.frame.width, 511)
        // A sheet's twin is presented in the same window: the scene answers what the UIKit tree answers there
        // (its frame, or the same refusal).
        let button = Scene.View(
            id: "button", frame: Rect(x: 100, y: 300, width: 120, height: 44),
            presentation: Scene.Presentation(.sheet, content: Scene.View(id: "content"), sizing: .page))
        let sheetScene = refusal { () throws(SafeAreaError) in _ = try layout(window: half, views: [button]) }
        var sheetTree = try SafeAreaTree(
            device: device, orientation: .portrait, osVersion: try OSVersion.parse("26.5"), statusBarHidden: false,
            policy: .continuous)
        try sheetTree.setWindow(half)
        let presenter = try sheetTree.makeController(kind: .plain)
        try sheetTree.setRoot(presenter)
        let content = try sheetTree.makeController(kind: .plain)
        do {
            let resolved = try sheetTree.present(
                content, from: presenter, options: PresentationOptions(style: .pageSheet, detent: .large))
            _ = try sheetTree.safeAreaInsets(try sheetTree.controllerView(content))
            XCTAssertNil(sheetScene)
            let sheet = try layout(window: half, views: [button])
            XCTAssertEqual(sheet["content"]?.presentation?.resolved.frame, resolved.frame)
        } catch {
            XCTAssertNotNil(sheetScene)
            XCTAssertTrue(sheetScene?.message.hasSuffix(error.message) ?? false, sheetScene?.message ?? "")
        }
    }

    func testJSONCarriesTheWindow() throws {
        let scene = try Scene.decode(
            json: """
                {"device": "iPad Pro 13-inch (M4)", "os_version": "26.5",
                 "window": {"placement": "half_leading", "controls": "unified"},
                 "views": [{"id": "bleed", "modifiers": [{"ignores_safe_area": {}}]}]}
                """)
        XCTAssertEqual(scene.windowRequest, WindowRequest(placement: .halfLeading, controls: .unified))
        let json = try scene.layoutJSON()
        XCTAssertTrue(json.contains("\"window\": {\"placement\": \"half_leading\", \"frame\": [0, 0, 511, 1376]"), json)
        XCTAssertTrue(json.contains("\"controls_frame\": [20.5, 43, 39, 22]"), json)
        XCTAssertTrue(json.contains("\"container_corner_insets\": [59.5, 65, 0, 0, 0, 0, 0, 0]"), json)
        // A frame alone is a floating window; an unknown name is refused naming the field.
        let floating = try Scene.decode(
            json: """
                {"device": "iPad Pro 13-inch (M4)", "os_version": "26.5",
                 "window": {"frame": [100, 200, 711, 941], "controls": "minimal"}, "views": []}
                """)
        XCTAssertEqual(floating.window.frame, Rect(x: 100, y: 200, width: 711, height: 941))
        XCTAssertThrowsError(
            try Scene.decode(
                json: #"{"device": "iPad Pro 13-inch (M4)", "window": {"placement": "quarter"}, "views": []}"#)
        ) { error in
            XCTAssertTrue((error as? SafeAreaError)?.message.contains("window.placement: 'quarter'") ?? false)
        }
        // keyboard: true is the catalog's height rising from the screen's bottom; a window above it is refused.
        XCTAssertThrowsError(
            try Scene.decode(
                json: """
                    {"device": "iPad Pro 13-inch (M4)", "os_version": "26.5", "keyboard": true,
                     "window": {"frame": [100, 200, 711, 941]}, "views": []}
                    """)
        ) { error in
            XCTAssertTrue((error as? SafeAreaError)?.message.contains("keyboard: true in a window") ?? false)
        }
    }

    func testPicturesDrawTheSheetOverTheDimmedPresenterAndTheWindowOnItsScreen() throws {
        // The iPhone 16 large page sheet on 26.1, [0, 59, 393, 793] (Vercantez/openuikit
        // fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2), over the dim, black at
        // alpha 0.2 (uikit/Sources/OpenUIKit/UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2).
        let catalog = DeviceCatalog.builtin
        let button = Scene.View(
            id: "button", frame: Rect(x: 100, y: 300, width: 120, height: 44),
            presentation: Scene.Presentation(.sheet, content: Scene.View(id: "reader")))
        let sheet = try Scene(
            device: catalog.profiles[try catalog.find("iPhone 16")], orientation: .portrait,
            version: try OSVersion.parse("26.1"), keyboardOverlap: 0, views: [button])
        let svg = try SVGPicture.swiftUI(sheet)
        XCTAssertTrue(svg.contains("class=\"dim\""), svg)
        XCTAssertTrue(svg.contains("fill-opacity=\"0.2\"><title>UIDimmingView"), svg)
        XCTAssertTrue(svg.contains("page_sheet · large 759: frame [0, 59, 393, 793]"), svg)
        XCTAssertTrue(svg.contains("class=\"grabber\""), svg)
        // No presentation: no card.
        let plain = try Scene(
            device: catalog.profiles[try catalog.find("iPhone 16")], orientation: .portrait,
            version: try OSVersion.parse("26.1"), keyboardOverlap: 0, views: [Scene.View(id: "reader")])
        XCTAssertFalse(try SVGPicture.swiftUI(plain).contains("class=\"card\""))
        // A windowed scene is drawn in its window on the screen: (1032 - 10) / 2 = 511 wide, the pill inside.
        let windowed = try scene(window: WindowRequest(placement: .halfLeading, controls: .unified), views: views)
        let picture = try SVGPicture.swiftUI(windowed)
        XCTAssertTrue(picture.contains("half_leading window (0, 0, 511, 1376)"), picture)
        XCTAssertTrue(picture.contains("window controls (unified): (20.5, 43, 39, 22) in the window"), picture)
    }
}
