import Foundation
import XCTest

@testable import SafeAreaEngine

/// Window pictures draw the containers' bars (MODEL.md §2.5, §17): each bar where the OS puts it, with
/// its height, labelled inside the device outline without overlapping. Frames typed from the probes.
final class BarPictureTests: XCTestCase {
    private func tree(_ name: String, os: String, orientation: Orientation = .portrait) throws -> SafeAreaTree {
        let catalog = DeviceCatalog.builtin
        return try SafeAreaTree(
            device: catalog.profiles[try catalog.find(name)], orientation: orientation,
            osVersion: try OSVersion.parse(os), statusBarHidden: false, policy: .freeze)
    }

    /// A navigation controller over a content controller with `items` toolbar items, the toolbar shown.
    private func navigationWindow(
        _ name: String, os: String, items: Int = 0, toolbar: Bool = false, largeTitles: Bool = false
    ) throws -> SafeAreaTree {
        var t = try tree(name, os: os)
        let content = try t.makeController(kind: .plain, view: nil)
        if items > 0 { try t.setToolbarItems(content, count: items) }
        let nav = try t.makeController(kind: .navigation, view: nil)
        try t.setContainerChildren(nav, [content])
        try t.setNavigationBar(nav, translucent: nil, prefersLargeTitles: largeTitles, toolbarHidden: !toolbar)
        try t.setRoot(nav)
        return t
    }

    private func tabBarWindow(_ name: String, os: String) throws -> SafeAreaTree {
        var t = try tree(name, os: os)
        let content = try t.makeController(kind: .plain, view: nil)
        let tabs = try t.makeController(kind: .tabBar, view: nil)
        try t.setContainerChildren(tabs, [content])
        try t.setRoot(tabs)
        return t
    }

    private func rect(_ values: [Double]) -> Rect {
        Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The value of attribute `name` in an SVG element's text.
    private func attribute(_ name: String, _ element: Substring) -> Double? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let rest = element[start.upperBound...]
        return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
    }

    /// The picture's screen: origin and scale, from the drawn screen rectangle of a `width`-point-wide screen.
    private func screen(_ svg: String, width: Double) throws -> (
        x: Double, y: Double, scale: Double, w: Double, h: Double
    ) {
        let element = try XCTUnwrap(svg.split(separator: "<rect ").first { $0.contains("fill=\"#f7f7f7\"") })
        let w = try XCTUnwrap(attribute("width", element))
        return (
            try XCTUnwrap(attribute("x", " " + element)), try XCTUnwrap(attribute("y", element)), w / width, w,
            try XCTUnwrap(attribute("height", element))
        )
    }

    /// The bands drawn in `svg`, back in window points (to a tenth: the picture keeps two decimals at about
    /// half a unit per point), with their titles.
    private func bands(_ svg: String, screenWidth: Double) throws -> [(title: String, frame: Rect)] {
        let s = try screen(svg, width: screenWidth)
        return try svg.split(separator: "<rect class=\"bar\"").dropFirst().map { element in
            let title = try XCTUnwrap(
                element.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: "</title>").first)
            func value(_ name: String) throws -> Double { try XCTUnwrap(attribute(name, " " + element)) }
            let frame = Rect(
                x: ((try value("x") - s.x) / s.scale * 10).rounded() / 10,
                y: ((try value("y") - s.y) / s.scale * 10).rounded() / 10,
                width: (try value("width") / s.scale * 10).rounded() / 10,
                height: (try value("height") / s.scale * 10).rounded() / 10)
            return (title, frame)
        }
    }

    /// The bar labels of `svg` as (text, x, baseline).
    private func barLabels(_ svg: String, _ texts: [String]) -> [(String, Double, Double)] {
        svg.split(separator: "<text class=\"element-label\"").compactMap { element in
            guard let text = texts.first(where: { element.contains(">\($0)</text>") }),
                let x = attribute("x", " " + element), let y = attribute("y", element)
            else { return nil }
            return (text, x, y)
        }
    }

    func testNavigationBarAndToolbarOnIPhone16() throws {
        // Vercantez/openuikit uikit/Tools/oracle2/toolbarheightprobe/ios-26.1-iphone16.json at
        // d61cd2daeab4912b8b7715820abc033a3e70dcd3 (portrait, default.items): navBarFrame [0,59,393,54],
        // the toolbar slot's frameInWindow [0,766,393,86].
        var t = try navigationWindow("iPhone 16", os: "26.1", items: 3, toolbar: true)
        let bars = t.barFrames()
        XCTAssertEqual(bars.map(\.kind), [.navigationBar, .toolbar])
        XCTAssertEqual(bars.map(\.frame), [rect([0, 59, 393, 54]), rect([0, 766, 393, 86])])
        XCTAssertEqual(bars.map(\.label), ["navigation bar 54", "toolbar 86"])
        XCTAssertEqual(bars.map(\.placement), [.top, .bottomBand])
        XCTAssertTrue(bars.allSatisfy { $0.provenance.kind == .measured }, "\(bars.map(\.provenance))")

        let svg = try t.svg()
        let drawn = try bands(svg, screenWidth: 393)
        XCTAssertEqual(drawn.map(\.frame), [rect([0, 59, 393, 54]), rect([0, 766, 393, 86])])
        XCTAssertTrue(drawn[0].title.hasPrefix("navigation bar 54 (measured: "), drawn[0].title)
        XCTAssertTrue(drawn[1].title.hasPrefix("toolbar 86 (measured: "), drawn[1].title)
        XCTAssertTrue(svg.contains(">navigation bar, labelled with its height</text>"))
        XCTAssertTrue(svg.contains(">toolbar, labelled with its height</text>"))
        try assertLabelsInside(svg, ["navigation bar 54", "toolbar 86"], screenWidth: 393)
    }

    func testLargeTitleIsPartOfTheNavigationBar() throws {
        // Issue table: iPhone 16, iOS 26.1, expanded large title: bar 106 = 54 + 52 at the top inset 59.
        var t = try navigationWindow("iPhone 16", os: "26.1", largeTitles: true)
        let bars = t.barFrames()
        XCTAssertEqual(bars.map(\.frame), [rect([0, 59, 393, 106])])
        XCTAssertEqual(bars.map(\.label), ["navigation bar 106 (54 + 52)"])
        try assertLabelsInside(try t.svg(), ["navigation bar 106 (54 + 52)"], screenWidth: 393)
    }

    func testEmptyToolbarTakesNoSlot() throws {
        // The same probe, default.noItems: no bottom views, rootSafeArea [113,0,34,0].
        var t = try navigationWindow("iPhone 16", os: "26.1", items: 0, toolbar: true)
        XCTAssertEqual(t.barFrames().map(\.kind), [.navigationBar])
    }

    func testDockedSearchField() throws {
        // Vercantez/openuikit uikit/Tests/OpenUIKitTests/ToolbarHeightTests.swift at
        // 183e3d6799c50953fccd4fe61bb80d34b892b915: without a tab bar the search field docks at the bottom,
        // in the toolbar's 86-pt slot (852 - 86 = 766).
        var t = try tree("iPhone 16", os: "26.1")
        let content = try t.makeController(kind: .plain, view: nil)
        try t.setSearchController(content, true)
        let nav = try t.makeController(kind: .navigation, view: nil)
        try t.setContainerChildren(nav, [content])
        try t.setRoot(nav)
        let bars = t.barFrames()
        XCTAssertEqual(bars.map(\.label), ["navigation bar 54", "search field 86"])
        XCTAssertEqual(bars.map(\.frame), [rect([0, 59, 393, 54]), rect([0, 766, 393, 86])])
        try assertLabelsInside(try t.svg(), ["navigation bar 54", "search field 86"], screenWidth: 393)
    }

    /// A navigation controller over a content controller with a search controller: (tree, content view).
    private func searchWindow(
        _ name: String, os: String, largeTitles: Bool = false, hidden: Bool = false
    ) throws -> (SafeAreaTree, NodeHandle) {
        var t = try tree(name, os: os)
        let content = try t.makeController(kind: .plain, view: nil)
        try t.setSearchController(content, true)
        let nav = try t.makeController(kind: .navigation, view: nil)
        try t.setContainerChildren(nav, [content])
        try t.setNavigationBar(nav, hidden: hidden, prefersLargeTitles: largeTitles, toolbarHidden: true)
        try t.setRoot(nav)
        return (t, try t.controllerView(content))
    }

    func testSearchBandBefore26() throws {
        // software-mansion/react-native-screens issue #1951 (iPhone 13 simulator, iOS 15.5, inline title, the
        // view inspector): "44 for the upper part, 52 for the search bar" below the 47-pt status bar, so the
        // bar [0, 47, 390, 44], the band [0, 91, 390, 52] and the child's top 47 + 44 + 52 = 143.
        var (t, view) = try searchWindow("iPhone 13", os: "15.5")
        XCTAssertEqual(try t.safeAreaInsets(view), SafeAreaInsets(top: 143, left: 0, bottom: 34, right: 0))
        let bars = t.barFrames()
        XCTAssertEqual(bars.map(\.label), ["navigation bar 44", "search field 52"])
        XCTAssertEqual(bars.map(\.frame), [rect([0, 47, 390, 44]), rect([0, 91, 390, 52])])
        let sources = try t.explain(view, edge: .top).flatMap(\.sources)
        XCTAssertTrue(
            sources.contains { $0.kind == .measured && $0.source.contains("react-native-screens issue #1951") },
            "\(sources)")
        // The rule: under a large title the band stays below its 52 (wix/react-native-navigation issue #7514:
        // a 148-pt bar = 44 + 52 + 52), carried: 47 + 148 = 195.
        var (large, largeView) = try searchWindow("iPhone 13", os: "15.5", largeTitles: true)
        XCTAssertEqual(try large.safeAreaInsets(largeView).top, 195)
        // Apple, UINavigationItem.searchController: the bar holds the search bar; hidden, it shows no band.
        var (hidden, hiddenView) = try searchWindow("iPhone 13", os: "15.5", hidden: true)
        XCTAssertEqual(try hidden.safeAreaInsets(hiddenView).top, 47)
        // iPadOS 16-18 put the field inline in the 50-pt bar by default (Apple developer forums, thread 725719):
        // the iPad (A16) on 18.3 reads 24 + 50.
        var (pad, padView) = try searchWindow("iPad (A16)", os: "18.3")
        XCTAssertEqual(try pad.safeAreaInsets(padView).top, 24 + 50)
        XCTAssertTrue(try pad.explain(padView, edge: .top).flatMap(\.sources).contains { $0.kind == .derived })
    }

    func testIPadTabBarAtTheTop() throws {
        // Vercantez/openuikit uikit/Sources/OpenUIKit/UITabBarController.swift at
        // 16654d517ed5843b52976f72e9eb3edd3432b73c: _UIFloatingTabBar at (0, 32, 820, 44) on iPadOS 26.1.
        var t = try tabBarWindow("iPad (A16)", os: "26.1")
        let bars = t.barFrames()
        XCTAssertEqual(bars.map(\.kind), [.tabBar])
        XCTAssertEqual(bars.map(\.frame), [rect([0, 32, 820, 44])])
        XCTAssertEqual(bars.map(\.placement), [.topEdge])
        let svg = try t.svg()
        XCTAssertEqual(try bands(svg, screenWidth: 820).map(\.frame), [rect([0, 32, 820, 44])])
        try assertLabelsInside(svg, ["tab bar 44"], screenWidth: 820)
    }

    func testIPadTabBarOverANavigationController() throws {
        // The same source: under the floating tab bar the navigation bar sits at the top inset, 32 + 54.
        var t = try tree("iPad (A16)", os: "26.1")
        let content = try t.makeController(kind: .plain, view: nil)
        let nav = try t.makeController(kind: .navigation, view: nil)
        try t.setContainerChildren(nav, [content])
        let tabs = try t.makeController(kind: .tabBar, view: nil)
        try t.setContainerChildren(tabs, [nav])
        try t.setRoot(tabs)
        let bars = t.barFrames()
        XCTAssertEqual(Set(bars.map(\.label)), ["tab bar 44", "navigation bar 54"])
        XCTAssertEqual(bars.first { $0.kind == .navigationBar }?.frame, rect([0, 32, 820, 54]))
        try assertLabelsInside(try t.svg(), ["tab bar 44", "navigation bar 54"], screenWidth: 820)
    }

    func testIPhoneTabBarBandAndIOS18Bars() throws {
        // Vercantez/openuikit uikit/docs/agent_reports/scroll-edge-effect.md at
        // ee922556680209e0d9461258650bd8991c8d53d0: tab bar [0,769,393,83] on iOS 26.1.
        var tabs = try tabBarWindow("iPhone 16", os: "26.1")
        XCTAssertEqual(tabs.barFrames().map(\.frame), [rect([0, 769, 393, 83])])
        // MODEL.md §2.5 (iOS 11-18): a 44-pt navigation bar under the 59-pt status area, a 49-pt tab bar
        // above the 34-pt home indicator inset (852 - 34 - 49 = 769).
        var nav = try navigationWindow("iPhone 15 Pro", os: "18.0")
        XCTAssertEqual(nav.barFrames().map(\.frame), [rect([0, 59, 393, 44])])
        var old = try tabBarWindow("iPhone 15 Pro", os: "18.0")
        XCTAssertEqual(old.barFrames().map(\.frame), [rect([0, 769, 393, 49])])
        XCTAssertEqual(old.barFrames().map(\.placement), [.aboveBottomInset])
        try assertLabelsInside(try old.svg(), ["tab bar 49"], screenWidth: 393)
    }

    func testUnmeasuredAndRefusedBarsAreNotDrawn() throws {
        // iPadOS 18's floating tab bar has no measured height (MODEL.md §17, a decompile gives its child's 50 and
        // its y, not its height): nothing is guessed, the bar is not drawn.
        var t = try tabBarWindow("iPad (A16)", os: "18.3")
        XCTAssertEqual(t.barFrames(), [])
        XCTAssertFalse(try t.svg().contains("class=\"bar\""))
        // Minimized bars with the safe area following them are refused on 26: their container draws none.
        var minimized = try navigationWindow("iPhone 16", os: "26.1")
        let nav = try XCTUnwrap(minimized.barFrames().first?.container)
        try minimized.setBarMinimization(nav, .adjustsSafeArea)
        XCTAssertEqual(minimized.barFrames(), [])
    }

    func testWindowWithoutBarsIsDrawnAsBefore() throws {
        var t = try navigationWindow("iPhone 16", os: "26.1")
        let nav = try XCTUnwrap(t.barFrames().first?.container)
        try t.setNavigationBar(nav, hidden: true)
        let svg = try t.svg()
        XCTAssertFalse(svg.contains("class=\"bar\""))
        XCTAssertFalse(svg.contains("labelled with its height"))
        XCTAssertTrue(svg.contains("text-anchor=\"middle\" fill=\"#2ca02c\">top 59</text>"))
    }

    // MARK: SwiftUI scenes: the bars of a NavigationStack or TabView, from the same frames.

    private func scene(_ name: String, os: String, _ views: [SwiftUIScene.View]) throws -> String {
        let catalog = DeviceCatalog.builtin
        return try SVGPicture.swiftUI(
            try SwiftUIScene(
                device: catalog.profiles[try catalog.find(name)], orientation: .portrait,
                version: try OSVersion.parse(os), keyboardOverlap: 0, views: views))
    }

    /// The view-id labels of a scene picture (11-point text) as boxes, estimated as the bar labels avoid them.
    private func viewLabelBoxes(_ svg: String) -> [ElementLabels.Box] {
        svg.split(separator: "<text ").compactMap { element in
            guard element.contains("font-size=\"11\">"), let x = attribute("x", " " + element),
                let y = attribute("y", element), let start = element.firstIndex(of: ">"),
                let end = element.range(of: "</text>")
            else { return nil }
            let text = String(element[element.index(after: start)..<end.lowerBound])
            return ElementLabels.box(text, x: x, baseline: y, anchor: "start", fontSize: 11)
        }
    }

    func testSceneNavigationStackWithToolbar() throws {
        // Vercantez/openuikit uikit/Tools/oracle2/toolbarheightprobe/ios-26.1-iphone16.json at
        // d61cd2daeab4912b8b7715820abc033a3e70dcd3 (portrait, default.items): navBarFrame [0,59,393,54], the
        // toolbar slot's frameInWindow [0,766,393,86].
        let svg = try scene(
            "iPhone 16", os: "26.1",
            [
                SwiftUIScene.View(
                    id: "nav", children: [SwiftUIScene.View(id: "list")],
                    container: .navigationStack(SwiftUIScene.NavigationStack(bottomToolbarItems: 2)))
            ])
        let drawn = try bands(svg, screenWidth: 393)
        XCTAssertEqual(drawn.map(\.frame), [rect([0, 59, 393, 54]), rect([0, 766, 393, 86])])
        XCTAssertTrue(drawn[0].title.hasPrefix("navigation bar 54 (measured: "), drawn[0].title)
        XCTAssertTrue(drawn[1].title.hasPrefix("toolbar 86 (measured: "), drawn[1].title)
        XCTAssertTrue(svg.contains(">navigation bar, labelled with its height</text>"))
        XCTAssertTrue(svg.contains(">toolbar, labelled with its height</text>"))
        try assertLabelsInside(svg, ["navigation bar 54", "toolbar 86"], screenWidth: 393)
        try assertClearOfViewLabels(svg, ["navigation bar 54", "toolbar 86"], views: 2)
    }

    func testSceneTabViewOnIPad() throws {
        // Vercantez/openuikit uikit/Sources/OpenUIKit/UITabBarController.swift at
        // 16654d517ed5843b52976f72e9eb3edd3432b73c: _UIFloatingTabBar at (0, 32, 820, 44) on iPadOS 26.1.
        let svg = try scene(
            "iPad (A16)", os: "26.1",
            [
                SwiftUIScene.View(
                    id: "tabs", children: [SwiftUIScene.View(id: "first"), SwiftUIScene.View(id: "second")],
                    container: .tabView(SwiftUIScene.TabView()))
            ])
        let drawn = try bands(svg, screenWidth: 820)
        XCTAssertEqual(drawn.map(\.frame), [rect([0, 32, 820, 44])])
        XCTAssertTrue(drawn[0].title.hasPrefix("tab bar 44 ("), drawn[0].title)
        try assertLabelsInside(svg, ["tab bar 44"], screenWidth: 820)
        try assertClearOfViewLabels(svg, ["tab bar 44"], views: 2)
    }

    func testSceneTabViewOverANavigationStackOnIPhone() throws {
        // iPhone 16, iOS 26.1: the navigation bar [0,59,393,54] (the toolbar probe above) and the tab bar band
        // [0,769,393,83] (Vercantez/openuikit uikit/docs/agent_reports/scroll-edge-effect.md at
        // ee922556680209e0d9461258650bd8991c8d53d0).
        let svg = try scene(
            "iPhone 16", os: "26.1",
            [
                SwiftUIScene.View(
                    id: "tabs",
                    children: [
                        SwiftUIScene.View(
                            id: "nav", children: [SwiftUIScene.View(id: "list")],
                            container: .navigationStack(SwiftUIScene.NavigationStack()))
                    ], container: .tabView(SwiftUIScene.TabView()))
            ])
        XCTAssertEqual(
            Set(try bands(svg, screenWidth: 393).map(\.frame)), [rect([0, 769, 393, 83]), rect([0, 59, 393, 54])])
        try assertLabelsInside(svg, ["tab bar 83", "navigation bar 54"], screenWidth: 393)
        try assertClearOfViewLabels(svg, ["tab bar 83", "navigation bar 54"], views: 3)
    }

    func testSceneWithoutContainersHasNoBarLayer() throws {
        let svg = try scene(
            "iPhone 16", os: "26.1", [SwiftUIScene.View(id: "root", children: [SwiftUIScene.View(id: "child")])])
        XCTAssertFalse(svg.contains("class=\"bar\""))
        XCTAssertFalse(svg.contains("element-label"))
        XCTAssertFalse(svg.contains("labelled with its height"))
        XCTAssertTrue(svg.contains("text-anchor=\"middle\" fill=\"#2ca02c\">top 59</text>"))
    }

    /// No bar label of `texts` overlaps one of the `views` view-id labels.
    private func assertClearOfViewLabels(
        _ svg: String, _ texts: [String], views: Int, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let viewBoxes = viewLabelBoxes(svg)
        XCTAssertEqual(viewBoxes.count, views, file: file, line: line)
        for label in barLabels(svg, texts) {
            let box = ElementLabels.box(label.0, x: label.1, baseline: label.2, anchor: "start", fontSize: 10)
            XCTAssertFalse(
                viewBoxes.contains { $0.overlaps(box) }, "\(label.0) overlaps a view label", file: file, line: line)
        }
    }

    /// Each of `texts` is drawn once, inside the drawn screen's safe area, and no two overlap.
    private func assertLabelsInside(
        _ svg: String, _ texts: [String], screenWidth: Double, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let s = try screen(svg, width: screenWidth)
        let labels = barLabels(svg, texts)
        XCTAssertEqual(labels.map(\.0).sorted(), texts.sorted(), file: file, line: line)
        let boxes = labels.map { ElementLabels.box($0.0, x: $0.1, baseline: $0.2, anchor: "start", fontSize: 10) }
        for box in boxes {
            XCTAssertTrue(
                box.x >= s.x && box.x + box.width <= s.x + s.w && box.y >= s.y && box.y + box.height <= s.y + s.h,
                "\(box) outside the screen \(s)", file: file, line: line)
        }
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                XCTAssertFalse(
                    boxes[i].overlaps(boxes[j]), "\(labels[i].0) overlaps \(labels[j].0)", file: file, line: line)
            }
        }
    }
}
