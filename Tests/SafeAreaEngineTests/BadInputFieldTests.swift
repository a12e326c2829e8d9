import XCTest

@testable import SafeAreaEngine

/// Bad input named clearly in every layer that can say it (MODEL.md §4, §17, §18, §19): a bottom accessory
/// without a tab bar, a resized iPhone-app window below its minimum, a bar button item's popover from a
/// presenter outside a navigation container. Each error names the field as the layer spells it.
final class BadInputFieldTests: XCTestCase {
    func testABottomAccessoryWithoutATabBar() throws {
        // The tree: the property reaches a navigation controller.
        var tree = try SafeAreaTree(
            device: try device("iPhone 16"), orientation: .portrait, osVersion: try OSVersion.parse("26.1"),
            statusBarHidden: false, policy: .freeze)
        let nav = try tree.makeController(kind: .navigation)
        XCTAssertThrowsError(try tree.setBottomAccessory(nav, true)) {
            XCTAssertEqual(
                $0 as? SafeAreaError,
                .invalidArgument(
                    "bottom_accessory: view controller #0 is not a tab bar controller (the accessory is a band above a "
                        + "tab bar controller's tab bar)"))
        }
        // A design: the accessory given to a navigation container.
        for key in ["navigation_controller", "navigation_stack"] {
            XCTAssertThrowsError(
                try Design.decode(
                    json:
                        #"{"container": {"\#(key)": {"bottom_accessory": true}}, "elements": [{"id": "a", "role": "text"}]}"#
                )
            ) {
                XCTAssertEqual(
                    $0 as? SafeAreaError,
                    .invalidDesign(
                        "container.\(key).bottom_accessory: the bottom accessory is a tab bar controller's, a band above "
                            + "its tab bar; a navigation container shows no tab bar (give it to tab_bar_controller or tab_view)"
                    ))
            }
        }
        // A scene: the accessory given to a NavigationStack.
        let scene =
            #"{"device": "iPhone 16", "views": [{"id": "nav", "navigation_stack": {"bottom_accessory": true}}]}"#
        XCTAssertThrowsError(try SwiftUIScene.decode(json: scene)) {
            XCTAssertEqual(
                $0 as? SafeAreaError,
                .invalidScene(
                    "view 'nav' (views[0]).navigation_stack.bottom_accessory: tabViewBottomAccessory is a TabView's, a band "
                        + "above its tab bar; a NavigationStack shows no tab bar (give it to the tab_view holding the stack)"
                ))
        }
    }

    func testAResizedIPhoneAppWindowBelowItsMinimumInAScene() throws {
        // CharlesWiltgen/Axiom layout-ref.md at 002cbff5eb4b182da23bfa79c81bac0874ccbd53: an iPhone-only app's window on
        // the iPad Pro 12.9-inch at iPadOS 27.0 read 683, 477 and 375 wide, 1024 tall; narrower is refused naming the
        // frame, in a scene's window as in the tree (PhoneAppWindowTests).
        func scene(_ width: Int) -> String {
            #"""
            {"device": "iPad Pro 12.9-inch (6th generation)", "os_version": "27.0", "orientation": "landscape_left",
             "window": {"placement": "floating", "compatibility": "iphone", "frame": [0, 0, \#(width), 1024]},
             "views": [{"id": "reader"}]}
            """#
        }
        let laid = try SwiftUIScene.decode(json: scene(375)).layout()
        // The reader fills the window's safe area: 375 wide.
        XCTAssertEqual(laid.first?.frame.width, 375)
        XCTAssertThrowsError(try SwiftUIScene.decode(json: scene(374)).layout()) {
            guard case .invalidScene(let m)? = $0 as? SafeAreaError else { return XCTFail("\($0)") }
            XCTAssertTrue(
                m.hasPrefix("window.frame (0, 0, 374, 1024): an iPhone app's window is at least 375 pt wide"), m)
        }
    }
}
