import XCTest

@testable import SafeAreaEngine

/// The device and orientation lists of an audit (safearea_audit's `devices` and `orientations`).
final class AuditSelectionTests: XCTestCase {
    private let catalog = DeviceCatalog.builtin

    func testNoListsMeanEveryDeviceAndEveryOrientation() throws {
        let selection = try AuditSelection.parse(devices: nil, orientations: nil, catalog: catalog)
        XCTAssertEqual(selection.devices.map(\.name), catalog.profiles.map(\.name))
        XCTAssertNil(selection.orientations)
    }

    func testTheDefaultIsTheReferenceDevicesFamilyAndAllIsEveryDevice() throws {
        let phones = try AuditSelection.parse(
            devices: nil, orientations: nil, catalog: catalog, reference: "iPhone 15 Pro")
        XCTAssertEqual(phones.devices.map(\.name), catalog.profiles.filter { $0.family == .phone }.map(\.name))
        let pads = try AuditSelection.parse(
            devices: nil, orientations: nil, catalog: catalog, reference: "iPad Air 11-inch (M2)")
        XCTAssertEqual(pads.devices.map(\.name), catalog.profiles.filter { $0.family == .pad }.map(\.name))
        let all = try AuditSelection.parse(
            devices: " ALL ", orientations: nil, catalog: catalog, reference: "iPhone 15 Pro")
        XCTAssertEqual(all.devices.map(\.name), catalog.profiles.map(\.name))
        XCTAssertThrowsError(
            try AuditSelection.parse(devices: nil, orientations: nil, catalog: catalog, reference: "iPhone 99")
        ) { error in
            guard case SafeAreaError.deviceNotFound(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("the design's reference_device: no device named 'iPhone 99'"), message)
        }
    }

    func testNamesAliasesAndModelsInOrderWithSpacesAndEmptyEntries() throws {
        let selection = try AuditSelection.parse(
            devices: " iPhone 15 Pro ;\n\tiPhone15,2 ;; iphone x\r\n",
            orientations: "landscape_left, portrait;;\nportrait_upside_down",
            catalog: catalog)
        XCTAssertEqual(selection.devices.map(\.name), ["iPhone 15 Pro", "iPhone 14 Pro", "iPhone X"])
        XCTAssertEqual(selection.orientations, [.landscapeLeft, .portrait, .portraitUpsideDown])
    }

    func testEmptyListsAndUnknownNamesAreErrorsNamingThem() {
        XCTAssertThrowsError(try AuditSelection.parse(devices: " ; \n", orientations: nil, catalog: catalog)) {
            XCTAssertEqual($0 as? SafeAreaError, .invalidArgument("devices names no device"))
        }
        XCTAssertThrowsError(try AuditSelection.parse(devices: nil, orientations: " , ", catalog: catalog)) {
            XCTAssertEqual($0 as? SafeAreaError, .invalidArgument("orientations names no orientation"))
        }
        XCTAssertThrowsError(
            try AuditSelection.parse(devices: nil, orientations: "portrait,sideways", catalog: catalog)
        ) {
            XCTAssertEqual(
                $0 as? SafeAreaError,
                .invalidArgument(
                    "'sideways' is not an orientation: use portrait, portrait_upside_down, landscape_left or landscape_right"
                ))
        }
        XCTAssertThrowsError(
            try AuditSelection.parse(devices: "iPhone 15 Pro; Nokia 3310", orientations: nil, catalog: catalog)
        ) {
            guard case .deviceNotFound(let message)? = $0 as? SafeAreaError else { return XCTFail("\($0)") }
            XCTAssertTrue(message.contains("Nokia 3310"), message)
        }
    }
}
