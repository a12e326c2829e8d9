/// One everyday question of the coverage grid (docs/coverage.md, MODEL.md §8): where a plain controller's
/// content lives in the containers, presentation, keyboard or iPad window it names, on a device in portrait.
/// Each is asked through the tree, its presentations and its window (`DesignContent.tree`), the path an
/// audit's `container` and `presentation` take: no second table.
public enum CoverageQuestion: Int, Sendable, CaseIterable, NamedCase {
    /// The window's root is a plain controller.
    case plain = 0
    /// A navigation controller with an inline title.
    case navigationInline
    /// A navigation controller with the expanded large title (prefersLargeTitles).
    case navigationLarge
    /// A tab bar controller holding the content.
    case tabBar
    /// A tab bar controller holding a navigation controller (inline) holding the content.
    case tabBarNavigation
    /// A navigation controller (inline) showing its toolbar with three items.
    case toolbar
    /// A navigation controller (inline) whose content has a search controller.
    case searchController
    /// A plain controller with the system keyboard shown at the catalog's height.
    case keyboard
    /// A page sheet at the large detent.
    case pageSheetLarge
    /// A page sheet at the medium detent.
    case pageSheetMedium
    /// A form sheet (a page sheet on iPhones).
    case formSheet
    /// A popover from a view: a 44 x 44 source at the window's centre, 320 x 320 preferred (a sheet on iPhones).
    case popover
    /// A full-screen cover.
    case fullScreenCover
    /// iPads: the app in a leading half tile.
    case halfTile
    /// iPads: the app in the measured floating window, centred.
    case floatingWindow
    /// iPads: an iPhone app's window.
    case iphoneAppWindow

    public var name: String {
        switch self {
        case .plain: "plain"
        case .navigationInline: "navigation_inline"
        case .navigationLarge: "navigation_large"
        case .tabBar: "tab_bar"
        case .tabBarNavigation: "tab_bar_navigation"
        case .toolbar: "toolbar"
        case .searchController: "search_controller"
        case .keyboard: "keyboard"
        case .pageSheetLarge: "page_sheet_large"
        case .pageSheetMedium: "page_sheet_medium"
        case .formSheet: "form_sheet"
        case .popover: "popover"
        case .fullScreenCover: "full_screen_cover"
        case .halfTile: "half_tile"
        case .floatingWindow: "floating_window"
        case .iphoneAppWindow: "iphone_app_window"
        }
    }

    /// True for the questions asked of iPads only (an app window on the iPad's screen).
    public var iPadOnly: Bool { self == .halfTile || self == .floatingWindow || self == .iphoneAppWindow }

    /// The three toolbar items of `toolbar`.
    static let toolbarItems = 3
    /// A popover's source (44 x 44 pt at the window's centre) and preferred content size.
    static let popoverSource = 44.0
    static let popoverSize = DesignPresentation.Size(width: 320, height: 320)

    /// The containers the content sits in, in the design schema's words.
    var container: DesignContainer? {
        typealias Navigation = DesignContainer.Navigation
        switch self {
        case .navigationInline: return DesignContainer(navigation: Navigation())
        case .navigationLarge: return DesignContainer(navigation: Navigation(prefersLargeTitles: true))
        case .tabBar: return DesignContainer(tabBar: .init())
        case .tabBarNavigation: return DesignContainer(navigation: Navigation(), tabBar: .init())
        case .toolbar: return DesignContainer(navigation: Navigation(toolbarItems: CoverageQuestion.toolbarItems))
        case .searchController: return DesignContainer(navigation: Navigation(searchController: true))
        default: return nil
        }
    }

    /// The presentation asked, in a window of `size`; nil: the content is the window's root.
    func presentation(in size: (width: Double, height: Double)) -> DesignPresentation? {
        switch self {
        case .pageSheetLarge: return DesignPresentation(style: .pageSheet)
        case .pageSheetMedium: return DesignPresentation(style: .pageSheet, detent: .medium)
        case .formSheet: return DesignPresentation(style: .formSheet)
        case .fullScreenCover: return DesignPresentation(style: .fullScreen)
        case .popover:
            let s = CoverageQuestion.popoverSource
            return DesignPresentation(
                style: .popover,
                sourceRect: Rect(x: (size.width - s) / 2, y: (size.height - s) / 2, width: s, height: s),
                preferredContentSize: CoverageQuestion.popoverSize)
        default: return nil
        }
    }

    /// The app window asked on `device` in `orientation`; nil: the app fills the screen.
    func window(on device: DeviceProfile, _ orientation: Orientation) throws(SafeAreaError) -> WindowRequest? {
        switch self {
        case .halfTile: return WindowRequest(placement: .halfLeading)
        case .iphoneAppWindow: return WindowRequest(placement: .full, compatibility: .iphone)
        case .floatingWindow:
            return WindowRequest(
                placement: .floating, frame: try AuditSelection.centredFloatingFrame(device, orientation))
        default: return nil
        }
    }
}
