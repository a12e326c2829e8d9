// The to-string function of every enum of include/safearea.h: switches over the
// header's own constants, so no number of the header is typed here.
import CSafeArea

@_cdecl("safearea_orientation_string") @implementation
public func safearea_orientation_string(_ value: safearea_orientation) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_ORIENTATION_PORTRAIT: return cString("portrait")
    case SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN: return cString("portrait_upside_down")
    case SAFEAREA_ORIENTATION_LANDSCAPE_LEFT: return cString("landscape_left")
    case SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT: return cString("landscape_right")
    default: return nil
    }
}

@_cdecl("safearea_family_string") @implementation
public func safearea_family_string(_ value: safearea_family) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_FAMILY_PHONE: return cString("phone")
    case SAFEAREA_FAMILY_PAD: return cString("pad")
    case SAFEAREA_FAMILY_TV: return cString("tv")
    default: return nil
    }
}

@_cdecl("safearea_housing_string") @implementation
public func safearea_housing_string(_ value: safearea_housing) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_HOUSING_NONE: return cString("none")
    case SAFEAREA_HOUSING_NOTCH: return cString("notch")
    case SAFEAREA_HOUSING_DYNAMIC_ISLAND: return cString("dynamic_island")
    case SAFEAREA_HOUSING_PUNCH_HOLE: return cString("punch_hole")
    default: return nil
    }
}

@_cdecl("safearea_edge_string") @implementation
public func safearea_edge_string(_ value: safearea_edge) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_EDGE_NONE: return cString("none")
    case SAFEAREA_EDGE_TOP: return cString("top")
    case SAFEAREA_EDGE_LEFT: return cString("left")
    case SAFEAREA_EDGE_BOTTOM: return cString("bottom")
    case SAFEAREA_EDGE_RIGHT: return cString("right")
    default: return nil
    }
}

@_cdecl("safearea_provenance_kind_string") @implementation
public func safearea_provenance_kind_string(_ value: safearea_provenance_kind) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_PROVENANCE_MEASURED: return cString("measured")
    case SAFEAREA_PROVENANCE_DOCUMENTED: return cString("documented")
    case SAFEAREA_PROVENANCE_DERIVED: return cString("derived")
    default: return nil
    }
}

@_cdecl("safearea_display_role_string") @implementation
public func safearea_display_role_string(_ value: safearea_display_role) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_DISPLAY_SINGLE: return cString("single")
    case SAFEAREA_DISPLAY_OUTER: return cString("outer")
    case SAFEAREA_DISPLAY_INNER: return cString("inner")
    default: return nil
    }
}

@_cdecl("safearea_vertical_bar_edge_string") @implementation
public func safearea_vertical_bar_edge_string(_ value: safearea_vertical_bar_edge) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_VERTICAL_BAR_EDGE_NONE: return cString("none")
    case SAFEAREA_VERTICAL_BAR_EDGE_LEADING: return cString("leading")
    case SAFEAREA_VERTICAL_BAR_EDGE_TRAILING: return cString("trailing")
    default: return nil
    }
}

@_cdecl("safearea_pose_string") @implementation
public func safearea_pose_string(_ value: safearea_pose) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_POSE_NONE: return cString("none")
    case SAFEAREA_POSE_FLAT: return cString("flat")
    case SAFEAREA_POSE_BOOK: return cString("book")
    default: return nil
    }
}

@_cdecl("safearea_reserved_kind_string") @implementation
public func safearea_reserved_kind_string(_ value: safearea_reserved_kind) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_RESERVED_OCCLUSION: return cString("occlusion")
    case SAFEAREA_RESERVED_DIVISION: return cString("division")
    default: return nil
    }
}

@_cdecl("safearea_shape_string") @implementation
public func safearea_shape_string(_ value: safearea_shape) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_SHAPE_RECTANGLE: return cString("rectangle")
    case SAFEAREA_SHAPE_CAPSULE: return cString("capsule")
    default: return nil
    }
}

@_cdecl("safearea_region_kind_string") @implementation
public func safearea_region_kind_string(_ value: safearea_region_kind) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_REGION_HOUSING: return cString("housing")
    case SAFEAREA_REGION_CORNER: return cString("corner")
    case SAFEAREA_REGION_HOME_INDICATOR: return cString("home_indicator")
    case SAFEAREA_REGION_STATUS_BAR: return cString("status_bar")
    case SAFEAREA_REGION_INSET_BAND: return cString("inset_band")
    default: return nil
    }
}

@_cdecl("safearea_view_kind_string") @implementation
public func safearea_view_kind_string(_ value: safearea_view_kind) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_VIEW_PLAIN: return cString("plain")
    case SAFEAREA_VIEW_SCROLL: return cString("scroll")
    default: return nil
    }
}

@_cdecl("safearea_controller_kind_string") @implementation
public func safearea_controller_kind_string(_ value: safearea_controller_kind) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_CONTROLLER_PLAIN: return cString("plain")
    case SAFEAREA_CONTROLLER_NAVIGATION: return cString("navigation")
    case SAFEAREA_CONTROLLER_TAB_BAR: return cString("tab_bar")
    default: return nil
    }
}

@_cdecl("safearea_scroll_adjustment_string") @implementation
public func safearea_scroll_adjustment_string(_ value: safearea_scroll_adjustment) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_SCROLL_AUTOMATIC: return cString("automatic")
    case SAFEAREA_SCROLL_SCROLLABLE_AXES: return cString("scrollable_axes")
    case SAFEAREA_SCROLL_NEVER: return cString("never")
    case SAFEAREA_SCROLL_ALWAYS: return cString("always")
    default: return nil
    }
}

@_cdecl("safearea_bar_minimization_string") @implementation
public func safearea_bar_minimization_string(_ value: safearea_bar_minimization) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_BAR_MINIMIZATION_NONE: return cString("none")
    case SAFEAREA_BAR_MINIMIZATION_ADJUSTS_SAFE_AREA: return cString("adjusts_safe_area")
    case SAFEAREA_BAR_MINIMIZATION_KEEPS_SAFE_AREA: return cString("keeps_safe_area")
    default: return nil
    }
}

@_cdecl("safearea_guide_string") @implementation
public func safearea_guide_string(_ value: safearea_guide) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_GUIDE_SAFE_AREA: return cString("safe_area")
    case SAFEAREA_GUIDE_LAYOUT_MARGINS: return cString("layout_margins")
    case SAFEAREA_GUIDE_READABLE_CONTENT: return cString("readable_content")
    case SAFEAREA_GUIDE_KEYBOARD: return cString("keyboard")
    default: return nil
    }
}

@_cdecl("safearea_adaptivity_axis_string") @implementation
public func safearea_adaptivity_axis_string(_ value: safearea_adaptivity_axis) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_ADAPTIVITY_AXIS_NONE: return cString("none")
    case SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL: return cString("horizontal")
    case SAFEAREA_ADAPTIVITY_AXIS_VERTICAL: return cString("vertical")
    default: return nil
    }
}

@_cdecl("safearea_property_string") @implementation
public func safearea_property_string(_ value: safearea_property) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_PROP_FRAME: return cString("frame")
    case SAFEAREA_PROP_BOUNDS_ORIGIN: return cString("bounds_origin")
    case SAFEAREA_PROP_DIRECTIONAL_LAYOUT_MARGINS: return cString("directional_layout_margins")
    case SAFEAREA_PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS: return cString("preserves_superview_layout_margins")
    case SAFEAREA_PROP_INSETS_LAYOUT_MARGINS_FROM_SAFE_AREA: return cString("insets_layout_margins_from_safe_area")
    case SAFEAREA_PROP_USES_BOTTOM_SAFE_AREA: return cString("uses_bottom_safe_area")
    case SAFEAREA_PROP_TRANSFORM: return cString("transform")
    case SAFEAREA_PROP_AUTORESIZING_MASK: return cString("autoresizing_mask")
    case SAFEAREA_PROP_CONTENT_SIZE: return cString("content_size")
    case SAFEAREA_PROP_CONTENT_INSET: return cString("content_inset")
    case SAFEAREA_PROP_CONTENT_OFFSET: return cString("content_offset")
    case SAFEAREA_PROP_CONTENT_INSET_ADJUSTMENT_BEHAVIOR: return cString("content_inset_adjustment_behavior")
    case SAFEAREA_PROP_ALWAYS_BOUNCE_VERTICAL: return cString("always_bounce_vertical")
    case SAFEAREA_PROP_ALWAYS_BOUNCE_HORIZONTAL: return cString("always_bounce_horizontal")
    case SAFEAREA_PROP_VERTICAL_SCROLL_INDICATOR_INSETS: return cString("vertical_scroll_indicator_insets")
    case SAFEAREA_PROP_HORIZONTAL_SCROLL_INDICATOR_INSETS: return cString("horizontal_scroll_indicator_insets")
    case SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS:
        return cString("automatically_adjusts_scroll_indicator_insets")
    case SAFEAREA_PROP_ADJUSTED_CONTENT_INSET: return cString("adjusted_content_inset")
    case SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS: return cString("additional_safe_area_insets")
    case SAFEAREA_PROP_PREFERS_STATUS_BAR_HIDDEN: return cString("prefers_status_bar_hidden")
    case SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_VIEW_INSETS:
        return cString("automatically_adjusts_scroll_view_insets")
    case SAFEAREA_PROP_EDGES_FOR_EXTENDED_LAYOUT: return cString("edges_for_extended_layout")
    case SAFEAREA_PROP_EXTENDED_LAYOUT_INCLUDES_OPAQUE_BARS: return cString("extended_layout_includes_opaque_bars")
    case SAFEAREA_PROP_VIEW_RESPECTS_SYSTEM_MINIMUM_LAYOUT_MARGINS:
        return cString("view_respects_system_minimum_layout_margins")
    case SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN: return cString("navigation_bar_hidden")
    case SAFEAREA_PROP_TRANSLUCENT: return cString("translucent")
    case SAFEAREA_PROP_PREFERS_LARGE_TITLES: return cString("prefers_large_titles")
    case SAFEAREA_PROP_TOOLBAR_HIDDEN: return cString("toolbar_hidden")
    case SAFEAREA_PROP_TOOLBAR_ITEMS: return cString("toolbar_items")
    case SAFEAREA_PROP_SEARCH_CONTROLLER: return cString("search_controller")
    case SAFEAREA_PROP_BOTTOM_ACCESSORY: return cString("bottom_accessory")
    case SAFEAREA_PROP_BAR_MINIMIZATION: return cString("bar_minimization")
    case SAFEAREA_PROP_SELECTED_INDEX: return cString("selected_index")
    case SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH: return cString("top_layout_guide_length")
    case SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH: return cString("bottom_layout_guide_length")
    case SAFEAREA_PROP_ORIENTATION: return cString("orientation")
    case SAFEAREA_PROP_STATUS_BAR_HIDDEN: return cString("status_bar_hidden")
    case SAFEAREA_PROP_CHILD_INSETS_CONTINUOUS: return cString("child_insets_continuous")
    case SAFEAREA_PROP_RIGHT_TO_LEFT: return cString("right_to_left")
    case SAFEAREA_PROP_KEYBOARD_HEIGHT: return cString("keyboard_height")
    case SAFEAREA_PROP_STRICT: return cString("strict")
    default: return nil
    }
}

@_cdecl("safearea_report_format_string") @implementation
public func safearea_report_format_string(_ value: safearea_report_format) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_REPORT_JSON: return cString("json")
    case SAFEAREA_REPORT_SARIF: return cString("sarif")
    case SAFEAREA_REPORT_TABLE: return cString("table")
    default: return nil
    }
}

@_cdecl("safearea_obstruction_string") @implementation
public func safearea_obstruction_string(_ value: safearea_obstruction) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_OBSTRUCTION_NONE: return cString("none")
    case SAFEAREA_OBSTRUCTION_HOUSING: return cString("housing")
    case SAFEAREA_OBSTRUCTION_CORNER: return cString("corner")
    case SAFEAREA_OBSTRUCTION_HOME_INDICATOR: return cString("home_indicator")
    case SAFEAREA_OBSTRUCTION_STATUS_BAR: return cString("status_bar")
    case SAFEAREA_OBSTRUCTION_INSET_BAND: return cString("inset_band")
    default: return nil
    }
}

@_cdecl("safearea_change_property_string") @implementation
public func safearea_change_property_string(_ value: safearea_change_property) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_CHANGE_FRAME: return cString("frame")
    case SAFEAREA_CHANGE_SAFE_AREA_INSETS: return cString("safe_area_insets")
    case SAFEAREA_CHANGE_LAYOUT_MARGINS: return cString("layout_margins")
    case SAFEAREA_CHANGE_ADJUSTED_CONTENT_INSET: return cString("adjusted_content_inset")
    case SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE: return cString("keyboard_layout_guide")
    default: return nil
    }
}

@_cdecl("safearea_export_format_string") @implementation
public func safearea_export_format_string(_ value: safearea_export_format) -> UnsafePointer<CChar>? {
    switch value {
    case SAFEAREA_EXPORT_CDP: return cString("cdp")
    case SAFEAREA_EXPORT_CSS: return cString("css")
    case SAFEAREA_EXPORT_REACT_NATIVE: return cString("react-native")
    case SAFEAREA_EXPORT_PLAYWRIGHT: return cString("playwright")
    case SAFEAREA_EXPORT_FLUTTER_TEST: return cString("flutter-test")
    case SAFEAREA_EXPORT_UNITY: return cString("unity")
    case SAFEAREA_EXPORT_FLUTTER: return cString("flutter")
    default: return nil
    }
}
