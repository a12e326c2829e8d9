/// Display Zoom (Settings > Display & Brightness > Display Zoom > Larger Text):
/// the phone renders a smaller point size on the same panel.
///
/// Zoomed sizes, from two public tables that agree (alpatiev/swift_tools
/// `iPhone_iPad_screen_sizes.md` at bc694c5 and atommclain/dot-files
/// `screenRes.md` at 4937471; the 402-, 420- and 440-wide phones are in the
/// second only): 375×667 → 320×568, 414×736 → 375×667, the 375/390/393/402-wide
/// Face ID phones → 320×693, the 414/420/428/430/440-wide ones → 375×812.
/// `UIScreen.scale` is unchanged and `nativeScale` becomes native pixels over the
/// zoomed points (iPhone 8: 2 and 2.34375; iPhone 13 Pro: 3 and 3.65625 —
/// measured, qiita.com/rseki/items/6774f9ce73308e701ed2). iPhone X, XS and
/// 11 Pro gained Display Zoom with iOS 14.
///
/// No public measurement of zoomed safe-area insets is known, so every zoomed
/// record is `derived` (strict queries refuse it): the status bar of a
/// home-button phone is 20 pt at every zoom; on Face ID phones the inset bands
/// cover the same panel pixels, so each inset is the base inset scaled by
/// zoomed width / base width and rounded to whole points; the housing, home
/// indicator and corner radius scale the same way; a zoomed phone has no
/// status-bar frame height (nobody measured one).
extension DeviceProfile {
    /// The zoomed point size of a portrait screen, or nil when no table gives one.
    static func zoomedSize(width: Double, height: Double) -> (width: Double, height: Double)? {
        switch (width, height) {
        case (375, 667): return (320, 568)
        case (414, 736): return (375, 667)
        case (375, 812), (390, 844), (393, 852), (402, 874): return (320, 693)
        case (414, 896), (420, 912), (428, 926), (430, 932), (440, 956): return (375, 812)
        default: return nil
        }
    }

    /// True for a phone that offers Display Zoom (and is not itself zoomed).
    public var offersDisplayZoom: Bool {
        family == .phone && zoomedFrom == nil && DeviceProfile.zoomedSize(width: width, height: height) != nil
    }

    /// The Display Zoom variant: same panel, scale and pixels, the zoomed point
    /// size, and derived insets (see the type's comment).
    public func zoomed() throws(SafeAreaError) -> DeviceProfile {
        if zoomedFrom != nil { throw .invalidArgument("\(name) is already a Display Zoom variant") }
        guard family == .phone else { throw .invalidArgument("\(name) does not offer Display Zoom: only iPhones do") }
        guard let size = DeviceProfile.zoomedSize(width: width, height: height) else {
            throw .invalidArgument(
                "\(name) does not offer Display Zoom: its \(formatNumber(width))x\(formatNumber(height)) pt screen "
                    + "is in no public Display Zoom table")
        }
        let factor = size.width / width
        let f = formatNumber
        // Display Zoom came to the 375x812 notch phones with iOS 14 (X, XS, 11 Pro).
        let zoomMin = housing.kind == .notch && width == 375 && height == 812 ? max(osMin, OSVersion(major: 14)) : osMin
        guard zoomMin <= osMax else {
            throw .invalidArgument(
                "\(name) runs iOS \(osMin.readable(.lower)) to \(osMax.readable(.upper)); Display Zoom came to it with iOS 14"
            )
        }
        let faceID = housing.kind != .none
        func scaled(_ insets: SafeAreaInsets) -> SafeAreaInsets {
            guard faceID else { return insets }
            return SafeAreaInsets(
                top: (insets.top * factor).rounded(), left: (insets.left * factor).rounded(),
                bottom: (insets.bottom * factor).rounded(), right: (insets.right * factor).rounded())
        }
        func scaled(_ rect: Rect) -> Rect {
            Rect(x: rect.x * factor, y: rect.y * factor, width: rect.width * factor, height: rect.height * factor)
        }
        let what = "\(name) with Display Zoom (\(f(width))x\(f(height)) -> \(f(size.width))x\(f(size.height)) pt)"
        let rule =
            faceID
            ? "no public measurement of zoomed insets; the base record's insets scaled by \(f(size.width))/\(f(width)), rounded to whole "
                + "points (same panel pixels)"
            : "no public measurement of zoomed insets; the status bar is 20 pt at every zoom"
        var zoomedRecords: [InsetRecord] = []
        for record in records where record.osMax >= zoomMin {
            var r = record
            r.osMin = max(record.osMin, zoomMin)
            r.portrait = scaled(record.portrait)
            r.portraitUpsideDown = scaled(record.portraitUpsideDown)
            r.landscapeLeft = scaled(record.landscapeLeft)
            r.landscapeRight = scaled(record.landscapeRight)
            r.statusBarHeight = faceID ? (record.statusBarHeight * factor).rounded() : record.statusBarHeight
            r.provenanceKind = .derived
            r.derivedOrientations = OrientationSet(rawValue: 0)
            r.measuredOS = nil
            r.basis =
                "\(what), \(family.osName) \(r.osMin.readable(.lower))\u{2013}\(r.osMax.readable(.upper)): \(rule)"
            r.keyboard = nil
            r.statusBarFrame = nil
            zoomedRecords.append(r)
        }
        var notes = self.notes
        notes.append(
            "Display Zoom variant of \(name): sizes from two public tables (alpatiev/swift_tools, atommclain/dot-files); "
                + "insets derived, not measured.")
        return DeviceProfile(
            name: "\(name) (Display Zoom)", aliases: [], family: family, osMin: zoomMin, osMax: osMax,
            width: size.width, height: size.height, scale: scale, nativeWidth: nativeWidth, nativeHeight: nativeHeight,
            cornerRadius: cornerRadius * factor,
            housing: SensorHousing(
                kind: housing.kind, outline: housing.outline.map(scaled),
                approximateOutline: housing.approximateOutline.map(scaled)),
            homeIndicator: HomeIndicator(isPresent: homeIndicator.isPresent, glyph: homeIndicator.glyph.map(scaled)),
            orientations: orientations, records: zoomedRecords,
            sources: (sources + [
                SourceNote(
                    field: "display_zoom",
                    source: "alpatiev/swift_tools iPhone_iPad_screen_sizes.md (bc694c5) "
                        + "and atommclain/dot-files screenRes.md (4937471)")
            ])
            .sorted { $0.field < $1.field },
            notes: notes, ppi: ppi, zoomedFrom: name, cornerRadii: cornerRadii.scaled(by: factor))
    }
}
