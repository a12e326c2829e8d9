// Reading designs from JSON (schema: schemas/design.schema.json). Every error
// names the element and the field.

/// Limits on design documents.
public enum DesignLimits {
    public static let maxJSONBytes = 8 * 1024 * 1024
    /// Objects and arrays: an element nesting level costs two.
    public static let maxDepth = 64
    public static let maxElements = 20_000
    public static let maxLength = 100_000.0
}

extension Design {
    /// Reads a design from UTF-8 JSON.
    public static func decode(json bytes: UnsafeBufferPointer<UInt8>) throws(SafeAreaError) -> Design {
        let value = try parseJSON(bytes, what: "the design", maxBytes: DesignLimits.maxJSONBytes, maxDepth: DesignLimits.maxDepth)
        let reader = try FieldReader(value, path: "")
        try reader.rejectUnknown(["$schema", "name", "reference_device", "elements", "description"])
        let name = try reader.optionalString("name") ?? "design"
        let reference = try reader.optionalString("reference_device")
        guard let items = try reader.array("elements", maxCount: DesignLimits.maxElements) else {
            throw .invalidProfile("elements: required field is missing")
        }
        var seen = Set<String>()
        var count = 0
        var elements: [DesignElement] = []
        for (index, item) in items.enumerated() {
            elements.append(try decodeElement(item, path: "elements[\(index)]", topLevel: true, seen: &seen, count: &count))
        }
        return Design(name: name, referenceDevice: reference, elements: elements)
    }

    public static func decode(json text: String) throws(SafeAreaError) -> Design {
        try text.withUTF8Bytes { (bytes) throws(SafeAreaError) -> Design in try decode(json: bytes) }
    }

    private static func decodeElement(_ value: JSONValue, path: String, topLevel: Bool, seen: inout Set<String>,
                                      count: inout Int) throws(SafeAreaError) -> DesignElement {
        count += 1
        guard count <= DesignLimits.maxElements else { throw .limitExceeded("a design holds at most \(DesignLimits.maxElements) elements") }
        let reader = try FieldReader(value, path: path)
        let id = try reader.string("id")
        let at = "element '\(id)' (\(path))"
        func fail(_ field: String, _ message: String) -> SafeAreaError { .invalidProfile("\(at).\(field): \(message)") }
        let known: Set<String> = ["id", "role", "anchors", "width", "height", "frame", "children", "note"]
        for key in reader.fields.keys.sorted() where !known.contains(key) {
            throw fail(key, "unknown field (known fields: \(known.sorted().joined(separator: ", ")))")
        }
        guard !id.isEmpty else { throw .invalidProfile("\(path).id: must not be empty") }
        guard seen.insert(id).inserted else { throw fail("id", "'\(id)' is used by another element; ids must be unique") }
        let roleName = try reader.string("role")
        guard let role = DesignRole(rawValue: roleName) else {
            throw fail("role", "'\(roleName)' is not one of \(DesignRole.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        func size(_ key: String) throws(SafeAreaError) -> Double? {
            guard let value = reader.value(key) else { return nil }
            guard case .number(let number) = value else { throw fail(key, "expected a number, not \(value.typeName)") }
            guard number.isFinite, number >= 0, number <= DesignLimits.maxLength else {
                throw fail(key, "must be a finite number from 0 to \(formatNumber(DesignLimits.maxLength))")
            }
            return number
        }
        var element = DesignElement(id: id, role: role, top: nil, bottom: nil, left: nil, right: nil, centerX: nil, centerY: nil,
                                    width: try size("width"), height: try size("height"), frame: nil, children: [])
        if let frameValue = reader.value("frame") {
            guard case .array(let items) = frameValue, items.count == 4 else { throw fail("frame", "expected [x, y, width, height]") }
            var numbers: [Double] = []
            for (index, item) in items.enumerated() {
                guard case .number(let number) = item, number.isFinite, abs(number) <= DesignLimits.maxLength else {
                    throw fail("frame[\(index)]", "must be a finite number within ±\(formatNumber(DesignLimits.maxLength))")
                }
                numbers.append(number)
            }
            guard numbers[2] >= 0 && numbers[3] >= 0 else { throw fail("frame", "width and height must not be negative") }
            element.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        if let anchorsValue = reader.value("anchors") {
            let anchors = try FieldReader(anchorsValue, path: "\(path).anchors")
            let edges = ["top", "bottom", "left", "right", "center_x", "center_y"]
            for key in anchors.fields.keys.sorted() where !edges.contains(key) {
                throw fail("anchors.\(key)", "unknown anchor (use top, bottom, left, right, center_x, center_y)")
            }
            for key in edges {
                guard let anchorValue = anchors.value(key) else { continue }
                let a = try FieldReader(anchorValue, path: "\(path).anchors.\(key)")
                for field in a.fields.keys.sorted() where field != "to" && field != "offset" {
                    throw fail("anchors.\(key).\(field)", "unknown field (use to, offset)")
                }
                let targetName = try a.string("to")
                guard let target = AnchorTarget(rawValue: targetName) else {
                    throw fail("anchors.\(key).to", "'\(targetName)' is not one of screen, safe_area, margins, parent")
                }
                if target == .parent && topLevel { throw fail("anchors.\(key).to", "a top-level element has no parent") }
                var offset = 0.0
                if let offsetValue = a.value("offset") {
                    guard case .number(let number) = offsetValue, number.isFinite, abs(number) <= DesignLimits.maxLength else {
                        throw fail("anchors.\(key).offset", "must be a finite number within ±\(formatNumber(DesignLimits.maxLength))")
                    }
                    offset = number
                }
                let anchor = Anchor(target: target, offset: offset)
                switch key {
                case "top": element.top = anchor
                case "bottom": element.bottom = anchor
                case "left": element.left = anchor
                case "right": element.right = anchor
                case "center_x": element.centerX = anchor
                default: element.centerY = anchor
                }
            }
        }
        try validateGeometry(element, fail)
        if let children = try reader.array("children", maxCount: DesignLimits.maxElements) {
            for (index, child) in children.enumerated() {
                element.children.append(try decodeElement(child, path: "\(path).children[\(index)]", topLevel: false, seen: &seen, count: &count))
            }
        }
        return element
    }

    /// Each axis needs exactly enough: two of (start, end, size), or centre + size; or a frame.
    private static func validateGeometry(_ e: DesignElement, _ fail: (String, String) -> SafeAreaError) throws(SafeAreaError) {
        let hasAnchors = e.top != nil || e.bottom != nil || e.left != nil || e.right != nil || e.centerX != nil || e.centerY != nil
        if e.frame != nil {
            if hasAnchors || e.width != nil || e.height != nil {
                throw fail("frame", "a frame fixes the element; it cannot also have anchors, width or height")
            }
            return
        }
        func axis(_ start: Anchor?, _ end: Anchor?, _ center: Anchor?, _ size: Double?, _ names: (String, String, String, String)) throws(SafeAreaError) {
            let given = [start != nil, end != nil, size != nil].filter { $0 }.count
            if center != nil {
                if start != nil || end != nil { throw fail("anchors.\(names.2)", "conflicts with the \(names.0)/\(names.1) anchor") }
                if size == nil { throw fail(names.3, "required with a \(names.2) anchor") }
                return
            }
            if given == 3 { throw fail(names.3, "conflicts with the \(names.0) and \(names.1) anchors, which already fix it") }
            if given < 2 || (start == nil && end == nil) {
                throw fail("anchors", "not enough to place the element on this axis: give two of \(names.0), \(names.1), \(names.3), or \(names.2) with \(names.3)")
            }
        }
        try axis(e.left, e.right, e.centerX, e.width, ("left", "right", "center_x", "width"))
        try axis(e.top, e.bottom, e.centerY, e.height, ("top", "bottom", "center_y", "height"))
    }
}
