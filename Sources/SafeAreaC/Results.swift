// Swift -> C: every conversion of an engine value into the header's types.
// The engine's enums are exhaustive, so these switches cannot fail; the C enum
// values are the header's own constants.
import CSafeArea
import SafeAreaEngine

/// A pointer to a static string's bytes, valid forever.
@inline(__always)
func cString(_ text: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

// MARK: - Geometry

@inline(__always)
func cRect(_ rect: Rect) -> safearea_rect {
    safearea_rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
}

@inline(__always)
func cInsets(_ i: SafeAreaInsets) -> safearea_insets {
    safearea_insets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
}

// MARK: - Enums

/// The C value of an orientation.
func cOrientation(_ orientation: Orientation) -> safearea_orientation {
    switch orientation {
    case .portrait: return SAFEAREA_ORIENTATION_PORTRAIT
    case .portraitUpsideDown: return SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN
    case .landscapeLeft: return SAFEAREA_ORIENTATION_LANDSCAPE_LEFT
    case .landscapeRight: return SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT
    }
}

/// The C value of a device family.
func cFamily(_ family: DeviceFamily) -> safearea_family {
    switch family {
    case .phone: return SAFEAREA_FAMILY_PHONE
    case .pad: return SAFEAREA_FAMILY_PAD
    case .tv: return SAFEAREA_FAMILY_TV
    }
}

/// The C value of a provenance kind.
func cProvenanceKind(_ kind: ProvenanceKind) -> safearea_provenance_kind {
    switch kind {
    case .measured: return SAFEAREA_PROVENANCE_MEASURED
    case .documented: return SAFEAREA_PROVENANCE_DOCUMENTED
    case .derived: return SAFEAREA_PROVENANCE_DERIVED
    }
}

/// The C value of a sensor housing kind.
func cHousing(_ kind: SensorHousingKind) -> safearea_housing {
    switch kind {
    case .none: return SAFEAREA_HOUSING_NONE
    case .notch: return SAFEAREA_HOUSING_NOTCH
    case .dynamicIsland: return SAFEAREA_HOUSING_DYNAMIC_ISLAND
    case .punchHole: return SAFEAREA_HOUSING_PUNCH_HOLE
    }
}

/// The C value of an unsafe region's kind.
func cRegionKind(_ kind: UnsafeRegionKind) -> safearea_region_kind {
    switch kind {
    case .housing: return SAFEAREA_REGION_HOUSING
    case .corner: return SAFEAREA_REGION_CORNER
    case .homeIndicator: return SAFEAREA_REGION_HOME_INDICATOR
    case .statusBar: return SAFEAREA_REGION_STATUS_BAR
    case .insetBand: return SAFEAREA_REGION_INSET_BAND
    }
}

/// The C value of a screen edge (SAFEAREA_EDGE_NONE for nil).
func cEdge(_ edge: ScreenEdge?) -> safearea_edge {
    switch edge {
    case nil: return SAFEAREA_EDGE_NONE
    case .top?: return SAFEAREA_EDGE_TOP
    case .left?: return SAFEAREA_EDGE_LEFT
    case .bottom?: return SAFEAREA_EDGE_BOTTOM
    case .right?: return SAFEAREA_EDGE_RIGHT
    }
}

/// The C value of a display role (SAFEAREA_DISPLAY_SINGLE for a device with one display).
func cDisplayRole(_ role: DisplayRole?) -> safearea_display_role {
    switch role {
    case nil: return SAFEAREA_DISPLAY_SINGLE
    case .outer?: return SAFEAREA_DISPLAY_OUTER
    case .inner?: return SAFEAREA_DISPLAY_INNER
    }
}

/// The C value of a vertical bar edge.
func cVerticalBarEdge(_ edge: VerticalBarEdge) -> safearea_vertical_bar_edge {
    switch edge {
    case .none: return SAFEAREA_VERTICAL_BAR_EDGE_NONE
    case .leading: return SAFEAREA_VERTICAL_BAR_EDGE_LEADING
    case .trailing: return SAFEAREA_VERTICAL_BAR_EDGE_TRAILING
    }
}

/// The C value of a reserved region's kind.
func cReservedKind(_ kind: ReservedRegionKind) -> safearea_reserved_kind {
    switch kind {
    case .occlusion: return SAFEAREA_RESERVED_OCCLUSION
    case .division: return SAFEAREA_RESERVED_DIVISION
    }
}

/// The C value of a reserved region's shape.
func cShape(_ shape: ReservedRegionShape) -> safearea_shape {
    switch shape {
    case .rectangle: return SAFEAREA_SHAPE_RECTANGLE
    case .capsule: return SAFEAREA_SHAPE_CAPSULE
    }
}

/// The C value of a scroll adjustment behavior.
func cScrollAdjustment(_ value: ScrollAdjustment) -> safearea_scroll_adjustment {
    switch value {
    case .automatic: return SAFEAREA_SCROLL_AUTOMATIC
    case .scrollableAxes: return SAFEAREA_SCROLL_SCROLLABLE_AXES
    case .never: return SAFEAREA_SCROLL_NEVER
    case .always: return SAFEAREA_SCROLL_ALWAYS
    }
}

/// The C value of what a transition changed.
func cChangeProperty(_ property: TreeChange.Property) -> safearea_change_property {
    switch property {
    case .frame: return SAFEAREA_CHANGE_FRAME
    case .safeAreaInsets: return SAFEAREA_CHANGE_SAFE_AREA_INSETS
    case .layoutMargins: return SAFEAREA_CHANGE_LAYOUT_MARGINS
    case .adjustedContentInset: return SAFEAREA_CHANGE_ADJUSTED_CONTENT_INSET
    case .keyboardLayoutGuide: return SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE
    }
}

// MARK: - Records

/// A profile's fixed facts as `safearea_device_info`.
func cDeviceInfo(_ profile: DeviceProfile) -> safearea_device_info {
    var info = safearea_device_info()
    info.family = cFamily(profile.family)
    info.width = profile.width
    info.height = profile.height
    info.scale = profile.scale
    info.native_width = UInt32(clamping: profile.nativeWidth)
    info.native_height = UInt32(clamping: profile.nativeHeight)
    info.corner_radius = profile.cornerRadius
    info.housing = cHousing(profile.housing.kind)
    info.housing_rect = cRect(profile.housing.outline ?? profile.housing.approximateOutline ?? .zero)
    info.housing_measured = profile.housing.outline == nil ? 0 : 1
    info.home_indicator = profile.homeIndicator.isPresent ? 1 : 0
    info.home_indicator_rect = cRect(profile.homeIndicator.glyph ?? .zero)
    info.orientations = profile.orientations.rawValue
    info.os_min = profile.osMin.encoded
    info.os_max = profile.osMax.encoded
    info.native_scale = profile.nativeScale
    info.display_zoom = profile.zoomedFrom == nil ? 0 : 1
    return info
}

/// An unsafe region as `safearea_region`.
func cRegion(_ region: UnsafeRegion) -> safearea_region {
    safearea_region(
        kind: cRegionKind(region.kind), edge: cEdge(region.edge), physical: region.isPhysical ? 1 : 0,
        approximate: region.isApproximate ? 1 : 0, rect: cRect(region.rect), corner_radius: region.cornerRadius)
}

/// Corner radii as `safearea_corner_radii`.
func cCornerRadii(_ radii: CornerRadii) -> safearea_corner_radii {
    safearea_corner_radii(
        upper_leading: radii.upperLeading, upper_trailing: radii.upperTrailing,
        lower_leading: radii.lowerLeading, lower_trailing: radii.lowerTrailing)
}

/// A reserved region as `safearea_reserved_region`, with its strings (owned by the device).
func cReservedRegion(_ region: ReservedRegion, _ strings: DeviceEntry.RegionStrings) -> safearea_reserved_region {
    safearea_reserved_region(
        kind: cReservedKind(region.kind), shape: cShape(region.shape), name: UnsafePointer(strings.name),
        frame: cRect(region.frame), margins: cInsets(region.margins), active: region.isActive ? 1 : 0,
        provenance: safearea_provenance(
            kind: cProvenanceKind(region.provenance.kind),
            source: UnsafePointer(strings.source),
            basis: UnsafePointer(strings.basis)))
}

/// A transition's change as `safearea_change`.
func cChange(_ change: TreeChange) -> safearea_change {
    safearea_change(
        node: change.node.rawValue, property: cChangeProperty(change.property),
        before: (change.before.v0, change.before.v1, change.before.v2, change.before.v3),
        after: (change.after.v0, change.after.v1, change.after.v2, change.after.v3))
}

func cBarMinimization(_ value: BarMinimization) -> safearea_bar_minimization {
    switch value {
    case .none: return SAFEAREA_BAR_MINIMIZATION_NONE
    case .adjustsSafeArea: return SAFEAREA_BAR_MINIMIZATION_ADJUSTS_SAFE_AREA
    case .keepsSafeArea: return SAFEAREA_BAR_MINIMIZATION_KEEPS_SAFE_AREA
    }
}
