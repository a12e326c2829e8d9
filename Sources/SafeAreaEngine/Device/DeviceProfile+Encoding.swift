// Writing device profiles as JSON (the schema DeviceProfile.decode(json:) reads), with JSONWriter.

extension DeviceProfile {
    /// The profile as JSON with the schema `decode(json:)` reads.
    public func encodeJSON() -> String {
        var w = JSONWriter()
        w.raw("{\n  \"schema_version\": 1,\n  \"name\": ")
        w.string(name)
        w.raw(",\n  \"aliases\": [")
        for (index, alias) in aliases.enumerated() {
            if index > 0 { w.raw(", ") }
            w.string(alias)
        }
        w.raw("],\n  \"family\": ")
        w.string(family.name)
        w.raw(",\n  \"os_min\": ")
        w.string(osMin.boundText(.lower))
        w.raw(",\n  \"os_max\": ")
        w.string(osMax.boundText(.upper))
        w.raw(",\n  \"screen\": {\"width\": ")
        w.number(width)
        w.raw(", \"height\": ")
        w.number(height)
        w.raw(", \"scale\": ")
        w.number(scale)
        w.raw(", \"native_pixels\": ")
        w.numbers([Double(nativeWidth), Double(nativeHeight)])
        if let ppi {
            w.raw(", \"ppi\": ")
            w.number(ppi)
        }
        w.raw("},\n  \"corner_radius\": ")
        DisplayFields.writeCornerRadii(&w, cornerRadii)
        w.raw(",\n  \"housing\": {\"kind\": ")
        w.string(housing.kind.name)
        w.raw(", \"rect\": ")
        if let rect = housing.outline ?? housing.approximateOutline {
            w.numbers([rect.x, rect.y, rect.width, rect.height])
        } else {
            w.raw("null")
        }
        if housing.approximateOutline != nil { w.raw(", \"approximate\": true") }
        w.raw("},\n  \"home_indicator\": {\"present\": ")
        w.raw(homeIndicator.isPresent ? "true" : "false")
        w.raw(", \"rect\": ")
        if let rect = homeIndicator.glyph {
            w.numbers([rect.x, rect.y, rect.width, rect.height])
        } else {
            w.raw("null")
        }
        w.raw("},\n  \"orientations\": [")
        for (index, orientation) in orientations.members.enumerated() {
            if index > 0 { w.raw(", ") }
            w.string(orientation.name)
        }
        w.raw("]")
        DisplayFields.write(&w, self)
        w.raw(",\n  \"insets\": [")
        for (index, record) in records.enumerated() {
            w.raw(index > 0 ? ",\n    {" : "\n    {")
            w.raw("\"os_min\": ")
            w.string(record.osMin.boundText(.lower))
            w.raw(", \"os_max\": ")
            w.string(record.osMax.boundText(.upper))
            w.raw(", \"status_bar_height\": ")
            w.number(record.statusBarHeight)
            let entries: [(String, SafeAreaInsets)] = [
                ("portrait", record.portrait), ("portrait_upside_down", record.portraitUpsideDown),
                ("landscape_left", record.landscapeLeft), ("landscape_right", record.landscapeRight),
            ]
            for (key, insets) in entries {
                w.raw(", \"\(key)\": ")
                w.numbers([insets.top, insets.left, insets.bottom, insets.right])
            }
            writeSource(&w, record.provenance)
            writeMeasuredOS(&w, record.measuredOS)
            if record.derivedOrientations.rawValue != 0 {
                w.raw(", \"derived_orientations\": [")
                for (index, orientation) in record.derivedOrientations.members.enumerated() {
                    if index > 0 { w.raw(", ") }
                    w.string(orientation.name)
                }
                w.raw("], \"basis\": ")
                w.string(record.basis)
            }
            if let keyboard = record.keyboard {
                writeKeyboard(&w, keyboard)
            }
            if let frame = record.statusBarFrame {
                writeSourced(&w, "status_bar_frame", [("height", frame.height)], frame.provenance)
            }
            w.raw("}")
        }
        w.raw("\n  ],\n  \"sources\": {")
        for (index, note) in sources.enumerated() {
            w.raw(index > 0 ? ",\n    " : "\n    ")
            w.string(note.field)
            w.raw(": ")
            w.string(note.source)
        }
        w.raw(sources.isEmpty ? "},\n  \"notes\": [" : "\n  },\n  \"notes\": [")
        for (index, note) in notes.enumerated() {
            w.raw(index > 0 ? ",\n    " : "\n    ")
            w.string(note)
        }
        w.raw(notes.isEmpty ? "]" : "\n  ]")
        if let zoomedFrom {
            w.raw(",\n  \"zoomed_from\": ")
            w.string(zoomedFrom)
        }
        w.raw("\n}\n")
        return w.text
    }
}

/// `, "key": {"name": number, ..., "source": "...", "provenance": ...}`: a value with its own provenance.
private func writeSourced(
    _ w: inout JSONWriter, _ key: String, _ numbers: [(String, Double)], _ provenance: Provenance,
    measuredOS: MeasuredOS? = nil
) {
    w.raw(", \"\(key)\": {")
    for (index, (name, value)) in numbers.enumerated() {
        w.raw(index > 0 ? ", \"\(name)\": " : "\"\(name)\": ")
        w.number(value)
    }
    writeSource(&w, provenance)
    writeMeasuredOS(&w, measuredOS)
    w.raw("}")
}

/// `, "keyboard": {...}`: the heights known, why the others are not, and the row-less height.
private func writeKeyboard(_ w: inout JSONWriter, _ keyboard: KeyboardHeights) {
    let numbers = [("portrait", keyboard.portrait), ("landscape", keyboard.landscape)].compactMap { name, value in
        value.map { (name, $0) }
    }
    w.raw(", \"keyboard\": {")
    if numbers.isEmpty {
        w.raw("\"unknown\": ")
        w.string(keyboard.unknown)
        w.raw("}")
        return
    }
    for (index, (name, value)) in numbers.enumerated() {
        w.raw(index > 0 ? ", \"\(name)\": " : "\"\(name)\": ")
        w.number(value)
    }
    writeSource(&w, keyboard.provenance)
    writeMeasuredOS(&w, keyboard.measuredOS)
    if !keyboard.unknown.isEmpty {
        w.raw(", \"unknown\": ")
        w.string(keyboard.unknown)
    }
    if let row = keyboard.withoutPredictive {
        w.raw(", \"without_predictive\": {\"portrait\": ")
        w.number(row.portrait)
        writeSource(&w, row.provenance)
        writeMeasuredOS(&w, row.measuredOS)
        w.raw("}")
    }
    w.raw("}")
}

/// `, "measured_os": "26.5"` when a measured value says which OS versions its source ran.
private func writeMeasuredOS(_ w: inout JSONWriter, _ measuredOS: MeasuredOS?) {
    guard let measuredOS else { return }
    w.raw(", \"measured_os\": ")
    w.string(measuredOS.description)
}

/// `, "source": "...", "provenance": ...`.
func writeSource(_ w: inout JSONWriter, _ provenance: Provenance) {
    w.raw(", \"source\": ")
    w.string(provenance.source)
    writeProvenance(&w, provenance)
}

/// `, "provenance": "derived", "basis": "..."` (no basis unless derived).
private func writeProvenance(_ w: inout JSONWriter, _ provenance: Provenance) {
    w.raw(", \"provenance\": ")
    w.string(provenance.kind.name)
    if provenance.kind == .derived {
        w.raw(", \"basis\": ")
        w.string(provenance.basis)
    }
}
