/// The settable properties of a view.
public struct ViewSettings: Sendable, Equatable {
    public var isScroll: Bool
    public var directionalLayoutMargins: DirectionalInsets
    public var preservesSuperviewLayoutMargins: Bool
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var usesBottomSafeArea: Bool
    public var contentWidth: Double
    public var contentHeight: Double
    public var contentInset: SafeAreaInsets
    public var adjustment: ScrollAdjustment
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    public var verticalIndicatorInsets: SafeAreaInsets
    public var horizontalIndicatorInsets: SafeAreaInsets
    public var automaticallyAdjustsScrollIndicatorInsets: Bool
}
