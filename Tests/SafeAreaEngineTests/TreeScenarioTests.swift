import Foundation
import XCTest

@testable import SafeAreaEngine

/// Runs Tests/fixtures/tree_scenarios.json (MODEL.md §7 E1–E13 and rule cases) against the engine.
final class TreeScenarioTests: XCTestCase {
    func testScenarios() throws {
        let root = try XCTUnwrap(Fixtures.json("tree_scenarios.json") as? [String: Any])
        let scenarios = try XCTUnwrap(root["scenarios"] as? [[String: Any]])
        XCTAssertGreaterThan(scenarios.count, 20)
        for scenario in scenarios {
            try run(scenario)
        }
    }

    private func insets(_ value: Any?) -> SafeAreaInsets? {
        guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
        return SafeAreaInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    private func rect(_ value: Any?) -> Rect? {
        guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A "present" step: SafeAreaTree.present with the step's options, then its result or refusal (MODEL.md §18).
    private func present(
        _ step: [String: Any], at: String, tree: inout SafeAreaTree, controllers: [String: NodeHandle],
        view: (String) throws -> NodeHandle
    ) throws {
        var o = PresentationOptions()
        o.style = try XCTUnwrap(
            PresentationStyle.allCases.first { $0.name == (step["style"] as? String ?? "automatic") })
        if let value = step["detent"] as? Double {
            o.detent = .custom
            o.detentValue = value
        } else {
            o.detent = try XCTUnwrap(DetentKind.allCases.first { $0.name == (step["detent"] as? String ?? "large") })
        }
        let rect = rect(step["source_rect"])
        if let name = step["source_view"] as? String {
            o.source = .view(try view(name), rect)
        } else if let rect {
            o.source = .rect(rect)
        }
        if let arrows = step["arrows"] as? String {
            o.permittedArrowDirections = try PresentationTable.arrows(arrows, at)
        }
        if let size = step["preferred_content_size"] as? [Double], size.count == 2 {
            o.preferredContentSize = (size[0], size[1])
        }
        if let value = step["prefers_edge_attached_in_compact_height"] as? Bool {
            o.prefersEdgeAttachedInCompactHeight = value
        }
        if let value = step["prefers_page_sizing"] as? Bool { o.prefersPageSizing = value }
        let controller = try XCTUnwrap(controllers[try XCTUnwrap(step["controller"] as? String)])
        let presenter = try XCTUnwrap(controllers[try XCTUnwrap(step["presenter"] as? String)])
        if let status = step["status"] as? String {
            let message = try XCTUnwrap(step["message"] as? String)
            XCTAssertThrowsError(try tree.present(controller, from: presenter, options: o), at) { error in
                let (name, text): (String, String)
                switch error as? SafeAreaError {
                case .unsupported(let m)?: (name, text) = ("E_UNSUPPORTED", m)
                case .invalidArgument(let m)?: (name, text) = ("E_INVALID_ARGUMENT", m)
                default: return XCTFail("\(at): \(error)")
                }
                XCTAssertEqual(name, status, "\(at): \(text)")
                XCTAssertTrue(text.contains(message), "\(at): \(text)")
            }
            XCTAssertNil(try tree.presentation(of: controller), at)
            return
        }
        let r = try tree.present(controller, from: presenter, options: o)
        if let frame = step["frame"] as? [Double] {
            for (a, b) in zip([r.frame.x, r.frame.y, r.frame.width, r.frame.height], frame) {
                XCTAssertEqual(a, b, accuracy: 1e-9, "\(at): \(r.frame)")
            }
        }
        if let style = step["resolved_style"] as? String { XCTAssertEqual(r.style.name, style, at) }
        if let arrow = step["arrow"] as? String { XCTAssertEqual(r.arrowDirection.name, arrow, at) }
        if let provenance = step["provenance"] as? String { XCTAssertEqual(r.provenance.kind.name, provenance, at) }
    }

    private func run(_ scenario: [String: Any]) throws {
        let id = scenario["id"] as? String ?? "?"
        let catalog = DeviceCatalog.builtin
        let device = catalog.profiles[try catalog.find(try XCTUnwrap(scenario["device"] as? String))]
        let orientation = try XCTUnwrap(Orientation(name: scenario["orientation"] as? String ?? "portrait"))
        let version = try (scenario["os"] as? String).map { try OSVersion.parse($0) }
        let policy: ChildInsetsPolicy = (scenario["policy"] as? String) == "continuous" ? .continuous : .freeze
        var tree = try SafeAreaTree(
            device: device, orientation: orientation, osVersion: version, statusBarHidden: false, policy: policy)
        if scenario["rtl"] as? Bool == true { tree.setRightToLeft(true) }
        if scenario["strict"] as? Bool == true { tree.setStrict(true) }
        var controllers: [String: NodeHandle] = [:]
        var views: [String: NodeHandle] = [:]
        func view(_ name: String) throws -> NodeHandle {
            if name.hasSuffix(".view"), let c = controllers[String(name.dropLast(5))] {
                return try tree.controllerView(c)
            }
            return try XCTUnwrap(views[name], "\(id): no view \(name)")
        }
        for (index, step) in try XCTUnwrap(scenario["steps"] as? [[String: Any]]).enumerated() {
            let op = step["op"] as? String ?? ""
            let at = "\(id) step \(index) (\(op))"
            switch op {
            case "controller":
                let kind: ControllerKind =
                    ["navigation": .navigation, "tab_bar": .tabBar][step["kind"] as? String ?? ""] ?? .plain
                var rootView: NodeHandle?
                if step["root_view"] as? String == "scroll" {
                    rootView = try tree.makeView(frame: .zero, isScroll: true)
                }
                let c = try tree.makeController(kind: kind, view: rootView)
                controllers[try XCTUnwrap(step["name"] as? String)] = c
                if let a = insets(step["additional"]) { try tree.setAdditionalSafeAreaInsets(c, a) }
                if let hidden = step["prefers_status_bar_hidden"] as? Bool {
                    try tree.setPrefersStatusBarHidden(c, hidden)
                }
                if let children = step["children"] as? [String] {
                    try tree.setContainerChildren(c, children.map { try XCTUnwrap(controllers[$0]) })
                }
                if kind == .navigation {
                    try tree.setNavigationBar(
                        c, translucent: step["translucent"] as? Bool,
                        prefersLargeTitles: step["prefers_large_titles"] as? Bool,
                        toolbarHidden: step["toolbar_hidden"] as? Bool)
                }
                if kind == .tabBar, let value = step["translucent"] as? Bool {
                    try tree.setTabBar(c, translucent: value)
                }
                if let count = step["toolbar_items"] as? Int { try tree.setToolbarItems(c, count: count) }
                if let value = step["search_controller"] as? Bool { try tree.setSearchController(c, value) }
                if let value = step["bottom_accessory"] as? Bool { try tree.setBottomAccessory(c, value) }
                if let name = step["bar_minimization"] as? String {
                    try tree.setBarMinimization(c, try XCTUnwrap(BarMinimization(name: name)))
                }
            case "set_root":
                try tree.setRoot(try XCTUnwrap(controllers[try XCTUnwrap(step["controller"] as? String)]))
            case "view":
                let v = try tree.makeView(
                    frame: try XCTUnwrap(rect(step["frame"])), isScroll: step["scroll"] as? Bool ?? false)
                views[try XCTUnwrap(step["name"] as? String)] = v
                if let parent = step["parent"] as? String { try tree.addSubview(v, to: try view(parent)) }
                if let size = step["content_size"] as? [Double] {
                    try tree.setContentSize(v, width: size[0], height: size[1])
                }
                if let m = step["directional_layout_margins"] as? [Double] {
                    try tree.setDirectionalLayoutMargins(
                        v, DirectionalInsets(top: m[0], leading: m[1], bottom: m[2], trailing: m[3]))
                }
            case "add_child":
                try tree.addChild(
                    try XCTUnwrap(controllers[try XCTUnwrap(step["child"] as? String)]),
                    to: try XCTUnwrap(controllers[try XCTUnwrap(step["parent"] as? String)]),
                    in: try view(try XCTUnwrap(step["container"] as? String)), frame: rect(step["frame"]))
            case "frame":
                try tree.setFrame(try view(try XCTUnwrap(step["view"] as? String)), try XCTUnwrap(rect(step["frame"])))
            case "window":
                if let o = step["orientation"] as? String {
                    try tree.setOrientation(try XCTUnwrap(Orientation(name: o)))
                }
                if let hidden = step["status_bar_hidden"] as? Bool { tree.setStatusBarHidden(hidden) }
            case "scroll":
                let v = try view(try XCTUnwrap(step["view"] as? String))
                if let size = step["content_size"] as? [Double] {
                    try tree.setContentSize(v, width: size[0], height: size[1])
                }
                if let behavior = step["behavior"] as? String {
                    try tree.setAdjustmentBehavior(
                        v, try XCTUnwrap(ScrollAdjustment.allCases.first { $0.name == behavior }))
                }
                try tree.setAlwaysBounce(
                    v, vertical: step["always_bounce_vertical"] as? Bool,
                    horizontal: step["always_bounce_horizontal"] as? Bool)
            case "controller_set":
                let c = try XCTUnwrap(controllers[try XCTUnwrap(step["controller"] as? String)])
                if let value = step["automatically_adjusts_scroll_view_insets"] as? Bool {
                    try tree.setAutomaticallyAdjustsScrollViewInsets(c, value)
                }
                if let value = step["extended_layout_includes_opaque_bars"] as? Bool {
                    try tree.setExtendedLayoutIncludesOpaqueBars(c, value)
                }
                if let value = step["selected"] as? Int { try tree.setTabBar(c, selected: value) }
                if let value = step["navigation_bar_hidden"] as? Bool { try tree.setNavigationBar(c, hidden: value) }
            case "view_set":
                let v = try view(try XCTUnwrap(step["view"] as? String))
                if let value = step["insets_layout_margins_from_safe_area"] as? Bool {
                    try tree.setInsetsLayoutMarginsFromSafeArea(v, value)
                }
                if let value = step["preserves_superview_layout_margins"] as? Bool {
                    try tree.setPreservesSuperviewLayoutMargins(v, value)
                }
            case "expect":
                let v = try view(try XCTUnwrap(step["view"] as? String))
                if let expected = insets(step["safe_area"]) {
                    XCTAssertEqual(try tree.safeAreaInsets(v), expected, at)
                    // MODEL.md §5: the explanation ends at the value, for every edge.
                    for edge in ScreenEdge.allCases {
                        let steps = try tree.explain(v, edge: edge)
                        let text = try tree.explainText(v, edge: edge)
                        XCTAssertFalse(steps.isEmpty, at)
                        XCTAssertEqual(steps.last?.value, expected[edge], "\(at) explain \(edge.name): \(text)")
                    }
                }
                if let expected = insets(step["layout_margins"]) {
                    XCTAssertEqual(try tree.layoutMargins(v), expected, at)
                }
                if let expected = insets(step["adjusted_content_inset"]) {
                    XCTAssertEqual(try tree.adjustedContentInset(v), expected, at)
                }
                if let expected = step["content_offset"] as? [Double] {
                    let offset = try tree.contentOffset(v)
                    XCTAssertEqual([offset.x, offset.y], expected, at)
                }
                if let expected = rect(step["frame"]) {
                    tree.layout()
                    XCTAssertEqual(try tree.frame(v), expected, at)
                }
            case "expect_unsupported":
                // What the catalog does not predict: refused with SAFEAREA_E_UNSUPPORTED, the message saying what.
                let v = try view(try XCTUnwrap(step["view"] as? String))
                let message = try XCTUnwrap(step["message"] as? String)
                XCTAssertThrowsError(try tree.safeAreaInsets(v), at) { error in
                    guard case SafeAreaError.unsupported(let text) = error else { return XCTFail("\(at): \(error)") }
                    XCTAssertTrue(text.contains(message), "\(at): \(text)")
                }
                XCTAssertThrowsError(try tree.explain(v, edge: .right), at)
            case "expect_error":
                // Refused with the named status, the message saying why (MODEL.md §17's gate).
                let v = try view(try XCTUnwrap(step["view"] as? String))
                let message = try XCTUnwrap(step["message"] as? String)
                let status = try XCTUnwrap(step["status"] as? String)
                XCTAssertThrowsError(try tree.safeAreaInsets(v), at) { error in
                    let (name, text): (String, String)
                    switch error as? SafeAreaError {
                    case .unsupported(let m)?: (name, text) = ("E_UNSUPPORTED", m)
                    case .invalidOSVersion(let m)?: (name, text) = ("E_OS_VERSION", m)
                    case .invalidArgument(let m)?: (name, text) = ("E_INVALID_ARGUMENT", m)
                    default: return XCTFail("\(at): \(error)")
                    }
                    XCTAssertEqual(name, status, "\(at): \(text)")
                    XCTAssertTrue(text.contains(message), "\(at): \(text)")
                }
            case "present":
                try present(step, at: at, tree: &tree, controllers: controllers, view: view)
            default:
                XCTFail("\(at): unknown op")
            }
        }
    }
}

final class TreeExplainTests: XCTestCase {
    func testNavigationContentTopExplainsStatusBarAndBar() throws {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find("iPhone 8")], orientation: .portrait, osVersion: nil,
            statusBarHidden: false, policy: .freeze)
        let content = try tree.makeController(kind: .plain)
        let nav = try tree.makeController(kind: .navigation)
        try tree.setContainerChildren(nav, [content])
        try tree.setRoot(nav)
        let view = try tree.controllerView(content)
        let steps = try tree.explain(view, edge: .top)
        XCTAssertEqual(steps.map(\.kind), ["device", "overlap"])
        XCTAssertEqual(steps[0].value, 20)
        XCTAssertEqual(steps[1].value, 64)
        let text = try tree.explainText(view, edge: .top)
        XCTAssertTrue(text.hasPrefix("top = 64"), text)
        XCTAssertTrue(text.contains("navigation bar 44"), text)
        XCTAssertTrue(text.contains("status bar"), text)
    }

    func testFrozenChildSaysSince() throws {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find("iPhone 14")], orientation: .portrait, osVersion: nil,
            statusBarHidden: false, policy: .freeze)
        let root = try tree.makeController(kind: .plain)
        try tree.setRoot(root)
        let box = try tree.makeView(frame: Rect(x: 0, y: 0, width: 390, height: 844), isScroll: false)
        try tree.addSubview(box, to: try tree.controllerView(root))
        let child = try tree.makeController(kind: .plain)
        try tree.addChild(child, to: root, in: box, frame: nil)
        _ = try tree.safeAreaInsets(try tree.controllerView(child))
        try tree.setFrame(box, Rect(x: 0, y: 50, width: 390, height: 844))
        let text = try tree.explainText(try tree.controllerView(child), edge: .top)
        XCTAssertTrue(text.contains("frozen since layout pass"), text)
        XCTAssertTrue(text.hasPrefix("top = 47"), text)
    }

    func testNotInWindow() throws {
        let catalog = DeviceCatalog.builtin
        var tree = try SafeAreaTree(
            device: catalog.profiles[try catalog.find("iPhone X")], orientation: .portrait, osVersion: nil,
            statusBarHidden: false, policy: .freeze)
        let v = try tree.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10), isScroll: false)
        XCTAssertEqual(try tree.explain(v, edge: .top).map(\.kind), ["not_in_window"])
    }
}
