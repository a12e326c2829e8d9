/// The settable properties of a view controller.
public struct ControllerSettings: Sendable, Equatable {
    public var kind: ControllerKind
    public var additionalSafeAreaInsets: SafeAreaInsets
    public var prefersStatusBarHidden: Bool
    public var automaticallyAdjustsScrollViewInsets: Bool
    public var edgesForExtendedLayout: EdgeSet
    public var extendedLayoutIncludesOpaqueBars: Bool
    public var viewRespectsSystemMinimumLayoutMargins: Bool
    public var navigationBarHidden: Bool
    public var translucent: Bool
    public var prefersLargeTitles: Bool
    public var toolbarHidden: Bool
    public var selected: Int
    public var toolbarItems: Int
    public var searchController: Bool
    public var bottomAccessory: Bool
    public var barMinimization: BarMinimization
}
