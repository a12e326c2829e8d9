// Reading a profile's `insets` records (the schema of data/devices.json), one
// focused function per part of a record; DeviceProfile+JSON.swift calls
// readInsetRecords. Never on a query path.

/// What a profile's records are checked against: the device's screen, OS
/// range and orientations.
struct RecordBounds {
    var family: DeviceFamily
    var width: Double
    var height: Double
    var osMin: OSVersion
    var osMax: OSVersion
    var orientations: OrientationSet

    /// The screen's size in an orientation named by a record key: a
    /// landscape key rotates it, except on a TV.
    func size(_ key: String) -> (width: Double, height: Double) {
        key.hasPrefix("landscape") && family != .tv ? (height, width) : (width, height)
    }
}

/// The screen's size in points, pixels and density.
struct ScreenFields {
    var width: Double
    var height: Double
    var scale: Double
    var nativeWidth: Int
    var nativeHeight: Int
    var ppi: Double?

    /// Reads `screen`: width, height and scale, the native pixels (width and
    /// height times scale when absent) and the density.
    static func read(_ reader: FieldReader) throws(SafeAreaError) -> ScreenFields {
        let screen = try FieldReader(try reader.required("screen"), path: reader.name("screen"))
        try screen.rejectUnknown(["width", "height", "scale", "native_pixels", "ppi"])
        let width = try screen.number("width", min: 1, max: ProfileLimits.maxLength)
        let height = try screen.number("height", min: 1, max: ProfileLimits.maxLength)
        let scale = try screen.number("scale", min: 0.5, max: 10)
        var fields = ScreenFields(
            width: width, height: height, scale: scale, nativeWidth: Int((width * scale).rounded()),
            nativeHeight: Int((height * scale).rounded()), ppi: nil)
        if let native = screen.value("native_pixels") {
            let field = screen.name("native_pixels")
            guard case .array(let items) = native, items.count == 2 else {
                throw .invalidProfile("\(field): expected [width, height]")
            }
            let w = try checkNumber(items[0], "\(field)[0]", min: 1, max: 1_000_000)
            let h = try checkNumber(items[1], "\(field)[1]", min: 1, max: 1_000_000)
            guard w == w.rounded() && h == h.rounded() else {
                throw .invalidProfile("\(field): pixels must be whole numbers")
            }
            fields.nativeWidth = Int(w)
            fields.nativeHeight = Int(h)
        }
        if screen.value("ppi") != nil { fields.ppi = try screen.number("ppi", min: 50, max: 2000) }
        return fields
    }
}

extension DeviceProfile {
    static let recordFields: Set<String> = [
        "os_min", "os_max", "status_bar_height", "portrait", "portrait_upside_down",
        "landscape", "landscape_left", "landscape_right", "source", "provenance", "basis", "keyboard",
        "status_bar_frame", "derived_orientations", "measured_os",
    ]

    /// `insets`: a non-empty list of records, oldest first, none overlapping.
    static func readInsetRecords(_ reader: FieldReader, device: RecordBounds, sourceNames: [String: String])
        throws(SafeAreaError) -> [InsetRecord]
    {
        guard let recordItems = try reader.array("insets", maxCount: ProfileLimits.maxRecords), !recordItems.isEmpty
        else {
            throw .invalidProfile("\(reader.name("insets")): required, a non-empty array of inset records")
        }
        var records: [InsetRecord] = []
        for (index, item) in recordItems.enumerated() {
            let r = try FieldReader(item, path: "\(reader.name("insets"))[\(index)]")
            records.append(try readInsetRecord(r, after: records.last, device: device, sourceNames: sourceNames))
        }
        return records
    }

    /// One record: its OS range (after `previous`'s), the insets of each
    /// orientation, provenance, keyboard and status bar frame.
    private static func readInsetRecord(
        _ r: FieldReader, after previous: InsetRecord?, device: RecordBounds, sourceNames: [String: String]
    ) throws(SafeAreaError) -> InsetRecord {
        try r.rejectUnknown(factFields(recordFields, sourceNames))
        let recordMin = try r.version("os_min", .lower)
        let recordMax = try r.version("os_max", .upper)
        guard recordMin <= recordMax else { throw .invalidProfile("\(r.name("os_max")): older than os_min") }
        guard recordMin >= device.osMin && recordMax <= device.osMax else {
            throw .invalidProfile(
                "\(r.name("os_min")): the range \(recordMin.boundText(.lower))-\(recordMax.boundText(.upper)) leaves the device's "
                    + "\(device.osMin.boundText(.lower))-\(device.osMax.boundText(.upper))"
            )
        }
        if let previous, recordMin <= previous.osMax {
            throw .invalidProfile("\(r.name("os_min")): records must be oldest first and must not overlap")
        }
        let statusBar = try r.number("status_bar_height", min: 0, max: device.height / 2, default: 0)
        let insets = try readOrientationInsets(r, device: device)
        let derivedOrientations = try readDerivedOrientations(r, device: device)
        let provenance = try readProvenance(r, sourceNames, partlyDerived: derivedOrientations.rawValue != 0)
        if provenance.kind == .derived && derivedOrientations.rawValue != 0 {
            throw .invalidProfile(
                "\(r.name("derived_orientations")): a derived record is derived in every orientation")
        }
        let keyboard = try readKeyboard(r, device: device, sourceNames: sourceNames)
        let statusBarFrame = try readStatusBarFrame(r, device: device, sourceNames: sourceNames)
        return InsetRecord(
            osMin: recordMin, osMax: recordMax, statusBarHeight: statusBar,
            portrait: insets.portrait, portraitUpsideDown: insets.upsideDown,
            landscapeLeft: insets.left, landscapeRight: insets.right,
            source: provenance.source,
            provenance: provenance.kind, basis: provenance.basis, keyboard: keyboard,
            statusBarFrame: statusBarFrame, derivedOrientations: derivedOrientations,
            measuredOS: try readMeasuredOS(r, provenance.kind))
    }

    /// The insets of each orientation: `portrait_upside_down` defaults to
    /// `portrait`, each landscape side to `landscape`; every orientation the
    /// device supports needs its insets (zero for the others).
    private static func readOrientationInsets(_ r: FieldReader, device: RecordBounds) throws(SafeAreaError) -> (
        portrait: SafeAreaInsets, upsideDown: SafeAreaInsets, left: SafeAreaInsets, right: SafeAreaInsets
    ) {
        func insets(_ key: String) throws(SafeAreaError) -> SafeAreaInsets? {
            guard let value = r.value(key) else { return nil }
            let size = device.size(key)
            return try readInsets(value, r.name(key), width: size.width, height: size.height)
        }
        let portrait = try insets("portrait")
        let upsideDown = try insets("portrait_upside_down") ?? portrait
        let landscape = try insets("landscape")
        let left = try insets("landscape_left") ?? landscape
        let right = try insets("landscape_right") ?? landscape
        let byOrientation: [(Orientation, SafeAreaInsets?)] = [
            (.portrait, portrait), (.portraitUpsideDown, upsideDown),
            (.landscapeLeft, left), (.landscapeRight, right),
        ]
        for (orientation, value) in byOrientation where device.orientations.contains(orientation) && value == nil {
            let key = orientation.isLandscape ? "landscape" : "portrait"
            throw .invalidProfile("\(r.name(key)): required because the device supports \(orientation.name)")
        }
        return (portrait ?? .zero, upsideDown ?? .zero, left ?? .zero, right ?? .zero)
    }

    /// `derived_orientations`: supported orientations, each once.
    private static func readDerivedOrientations(_ r: FieldReader, device: RecordBounds) throws(SafeAreaError)
        -> OrientationSet
    {
        var derivedOrientations = OrientationSet(rawValue: 0)
        for (index, item) in (try r.array("derived_orientations", maxCount: 4) ?? []).enumerated() {
            let field = "\(r.name("derived_orientations"))[\(index)]"
            let text = try checkString(item, field)
            guard let orientation = Orientation(name: text), orientation.name == text,
                device.orientations.contains(orientation)
            else {
                throw .invalidProfile("\(field): '\(text)' is not an orientation the device supports")
            }
            guard !derivedOrientations.contains(orientation) else {
                throw .invalidProfile("\(field): '\(text)' is listed twice")
            }
            derivedOrientations.rawValue |= orientation.bit
        }
        return derivedOrientations
    }

    private static func readKeyboard(_ r: FieldReader, device: RecordBounds, sourceNames: [String: String])
        throws(SafeAreaError) -> KeyboardHeights?
    {
        guard let keyboardValue = r.value("keyboard") else { return nil }
        let k = try FieldReader(keyboardValue, path: r.name("keyboard"))
        try k.rejectUnknown(
            factFields(
                [
                    "portrait", "landscape", "source", "provenance", "basis", "measured_os", "unknown",
                    "without_predictive",
                ],
                sourceNames))
        let limit = max(device.width, device.height)
        let portrait = k.value("portrait") == nil ? nil : try k.number("portrait", min: 0, max: limit)
        let landscape = k.value("landscape") == nil ? nil : try k.number("landscape", min: 0, max: limit)
        let unknown = try k.optionalString("unknown") ?? ""
        if (portrait == nil || landscape == nil) && unknown.trimmingSpaces.isEmpty {
            throw .invalidProfile(
                "\(k.name("unknown")): a keyboard without a portrait or landscape height must say why none is known")
        }
        guard portrait != nil || landscape != nil else {
            try k.rejectUnknown(["unknown"])
            return KeyboardHeights(
                portrait: nil, landscape: nil, provenance: Provenance(kind: .derived, source: "", basis: unknown),
                unknown: unknown)
        }
        let provenance = try readProvenance(k, sourceNames)
        var withoutPredictive: KeyboardWithoutPredictive?
        if let rowValue = k.value("without_predictive") {
            let w = try FieldReader(rowValue, path: k.name("without_predictive"))
            try w.rejectUnknown(factFields(["portrait", "source", "provenance", "basis", "measured_os"], sourceNames))
            let rowProvenance = try readProvenance(w, sourceNames)
            withoutPredictive = KeyboardWithoutPredictive(
                portrait: try w.number("portrait", min: 0, max: limit), provenance: rowProvenance,
                measuredOS: try readMeasuredOS(w, rowProvenance.kind))
        }
        return KeyboardHeights(
            portrait: portrait, landscape: landscape, provenance: provenance,
            measuredOS: try readMeasuredOS(k, provenance.kind), unknown: unknown, withoutPredictive: withoutPredictive)
    }

    private static func readStatusBarFrame(_ r: FieldReader, device: RecordBounds, sourceNames: [String: String])
        throws(SafeAreaError) -> StatusBarFrame?
    {
        guard let frameValue = r.value("status_bar_frame") else { return nil }
        let f = try FieldReader(frameValue, path: r.name("status_bar_frame"))
        try f.rejectUnknown(factFields(["height", "source", "provenance", "basis"], sourceNames))
        return StatusBarFrame(
            height: try f.number("height", min: 0, max: device.height / 2),
            provenance: try readProvenance(f, sourceNames))
    }
}
