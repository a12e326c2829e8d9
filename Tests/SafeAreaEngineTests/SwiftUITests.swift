import XCTest

@testable import SafeAreaEngine

/// MODEL.md §3 and §7 E14.
final class SwiftUITests: XCTestCase {
    private func scene(_ name: String = "iPhone 15 Pro", keyboard: Double = 0, views: [SwiftUIScene.View]) throws
        -> [String: SwiftUIScene.Result]
    {
        let catalog = DeviceCatalog.builtin
        let s = try SwiftUIScene(
            device: catalog.profiles[try catalog.find(name)], orientation: .portrait, version: nil,
            keyboardOverlap: keyboard, views: views)
        return Dictionary(uniqueKeysWithValues: try s.layout().map { ($0.id, $0) })
    }

    func testE14() throws {
        let all = Set(SwiftUIScene.Region.allCases)
        let r = try scene(views: [
            .init(id: "content"),
            .init(id: "background", modifiers: [.ignoresSafeArea(regions: all, edges: .all)]),
            .init(
                id: "floating", frame: Rect(x: 0, y: 300, width: 393, height: 100),
                modifiers: [.ignoresSafeArea(regions: all, edges: .all)]),
        ])
        XCTAssertEqual(r["content"]?.frame, Rect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(r["background"]?.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        // The ignored regions are gone for the view itself and its content (MODEL.md §3).
        XCTAssertEqual(r["background"]?.safeAreaInsets, .zero)
        XCTAssertEqual(r["content"]?.proxySafeAreaInsets, SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0))
        // does not touch the boundary: unchanged
        XCTAssertEqual(r["floating"]?.frame, Rect(x: 0, y: 300, width: 393, height: 100))
        // Keyboard overlap 336: default bottom inset 336; ignoring .keyboard: 34.
        let k = try scene(
            keyboard: 336,
            views: [
                .init(id: "default"),
                .init(id: "ignores-keyboard", modifiers: [.ignoresSafeArea(regions: [.keyboard], edges: .all)]),
            ])
        XCTAssertEqual(k["default"].map { 852 - $0.frame.maxY }, 336)
        XCTAssertEqual(k["ignores-keyboard"].map { 852 - $0.frame.maxY }, 34)
        // Its content's safe area ends 34 pt from the bottom too: the keyboard element is removed for it (MODEL.md §3).
        XCTAssertEqual(k["ignores-keyboard"]?.safeAreaInsets.bottom, 0)
        XCTAssertEqual(k["ignores-keyboard"]?.proxySafeAreaInsets.bottom, 34)
        XCTAssertEqual(k["default"]?.proxySafeAreaInsets.bottom, 336)
    }

    func testSafeAreaInsetAndPadding() throws {
        // The chat view of "Always Respect Safe Areas": a 52-pt bar with safeAreaInset(edge: .bottom) shrinks the content's safe area.
        let r = try scene(views: [
            .init(
                id: "scroll", modifiers: [.safeAreaInset(edge: .bottom, size: 52, spacing: 0)],
                children: [.init(id: "messages")]),
            .init(id: "padded", modifiers: [.safeAreaPadding(edges: .all, amount: 16)], children: [.init(id: "inner")]),
        ])
        XCTAssertEqual(r["scroll"]?.insetFrames, [Rect(x: 0, y: 852 - 34 - 52, width: 393, height: 52)])
        XCTAssertEqual(r["messages"]?.frame, Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34 - 52))
        XCTAssertEqual(r["inner"]?.frame, Rect(x: 16, y: 75, width: 361, height: 852 - 59 - 34 - 32))
    }

    func testNewerElementOfAnotherRegionBlocks() throws {
        // A safeAreaInset (container) newer than the keyboard blocks ignoring the keyboard on that edge.
        let r = try scene(
            keyboard: 336,
            views: [
                .init(
                    id: "host", modifiers: [.safeAreaInset(edge: .bottom, size: 40, spacing: 0)],
                    children: [.init(id: "child", modifiers: [.ignoresSafeArea(regions: [.keyboard], edges: .bottom)])])
            ])
        XCTAssertEqual(r["child"].map { 852 - $0.frame.maxY }, 336 + 40)
    }

    func testBackgroundAndContentMargins() throws {
        let r = try scene(views: [
            .init(
                id: "card",
                modifiers: [
                    .background(ignoresSafeAreaEdges: .all),
                    .contentMargins(edges: .all, amount: 20, placement: .automatic),
                ]),
            .init(id: "list", modifiers: [.contentMargins(edges: .all, amount: 20, placement: .scrollContent)]),
        ])
        XCTAssertEqual(r["card"]?.backgroundFrame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(r["card"]?.contentFrame, Rect(x: 20, y: 79, width: 353, height: 759 - 40))
        XCTAssertEqual(r["card"]?.indicatorInsets, SafeAreaInsets(top: 20, left: 20, bottom: 20, right: 20))
        // .scrollContent leaves the indicators where the safe area puts them (MODEL.md §3, contentMargins placement).
        XCTAssertEqual(r["list"]?.contentFrame, Rect(x: 20, y: 79, width: 353, height: 759 - 40))
        XCTAssertEqual(r["list"]?.indicatorInsets, .zero)
    }
}
