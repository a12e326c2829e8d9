/// A `device_preview` 3 `DevicePreset` (its `device_specs/<id>.json` shape):
/// `id`, `name`, `brand`, `platform`, `kind`, `portraitSize`,
/// `devicePixelRatio`, `portraitPadding` and `landscapePadding` in points (null
/// for a profile without a landscape orientation; device_preview then derives one
/// by its rotation rule, since a preset cannot say that a device does not turn:
/// `DevicePreset.resolve` in aloisdeniel/flutter_device_preview
/// `device_preview/lib/presets.dart` at commit 061d936), and `frame` with `screenPath`: SVG path
/// data of the real screen outline from the engine's shapes (the rounded
/// display corners as circular arcs, the Dynamic Island as a capsule and a
/// notch as its measured bounds, each cut out with the even-odd rule), with no
/// bezel drawn (`body` empty, the screen at the frame's origin). Keyboard
/// heights are left out: the catalog has none yet.
enum FlutterExport {
    static func write(_ device: DeviceProfile, version: OSVersion?, statusBarHidden: Bool) throws(SafeAreaError)
        -> String
    {
        let portrait = try device.safeArea(.portrait, version: version, statusBarHidden: statusBarHidden)
        let landscapeOrientation = Orientation.allCases.first { $0.isLandscape && device.orientations.contains($0) }
        let landscape = try landscapeOrientation.map { (o) throws(SafeAreaError) -> SafeAreaInsets in
            try device.safeArea(o, version: version, statusBarHidden: statusBarHidden)
        }
        var w = JSONWriter()
        w.raw("{\n  \"id\": ")
        w.string(identifier(device))
        w.raw(",\n  \"name\": ")
        w.string(device.name)
        w.raw(",\n  \"brand\": \"Apple\",\n  \"platform\": \"iOS\",\n  \"kind\": ")
        w.string(device.family == .pad ? "tablet" : "phone")
        w.raw(",\n  \"portraitSize\": {\"width\": ")
        w.number(device.width)
        w.raw(", \"height\": ")
        w.number(device.height)
        w.raw("},\n  \"devicePixelRatio\": ")
        w.number(device.scale)
        w.raw(",\n  \"portraitPadding\": ")
        padding(&w, portrait)
        w.raw(",\n  \"landscapePadding\": ")
        if let landscape { padding(&w, landscape) } else { w.raw("null") }
        w.raw(",\n  \"frame\": {\"size\": {\"width\": ")
        w.number(device.width)
        w.raw(", \"height\": ")
        w.number(device.height)
        w.raw("}, \"screenOffset\": {\"x\": 0, \"y\": 0}, \"screenPath\": ")
        w.string(screenPath(device))
        w.raw(", \"body\": []}\n}\n")
        return w.text
    }

    /// "apple-" and the name in lower case, words joined by hyphens ("apple-iphone-16-pro").
    static func identifier(_ device: DeviceProfile) -> String {
        var words: [String] = []
        var word = ""
        for character in device.name.lowercased() {
            if character.isLetter || character.isNumber || character == "." {
                word.append(character == "." ? "-" : character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return "apple-" + words.joined(separator: "-")
    }

    private static func padding(_ w: inout JSONWriter, _ i: SafeAreaInsets) {
        w.raw("{\"left\": ")
        w.number(i.left)
        w.raw(", \"top\": ")
        w.number(i.top)
        w.raw(", \"right\": ")
        w.number(i.right)
        w.raw(", \"bottom\": ")
        w.number(i.bottom)
        w.raw("}")
    }

    /// The portrait screen outline with the housing cut out: each corner with
    /// its own radius where they differ (the iPhone Duo's outer display), a
    /// punch hole as the circle (or capsule) of its bounds.
    static func screenPath(_ device: DeviceProfile) -> String {
        let width = device.width
        let height = device.height
        let r = device.cornerRadius
        let n = formatNumber
        var path: String
        if !device.cornerRadii.isUniform {
            let c = device.cornerRadii
            path = "M \(n(c.upperLeading)),0 H \(n(width - c.upperTrailing))"
            for (radius, x, y, hx, hy) in [
                (c.upperTrailing, width, c.upperTrailing, "V", height - c.lowerTrailing),
                (c.lowerTrailing, width - c.lowerTrailing, height, "H", c.lowerLeading),
                (c.lowerLeading, 0, height - c.lowerLeading, "V", c.upperLeading),
            ] {
                if radius > 0 { path += " A \(n(radius)),\(n(radius)) 0 0 1 \(n(x)),\(n(y))" }
                path += " \(hx) \(n(hy))"
            }
            if c.upperLeading > 0 {
                path += " A \(n(c.upperLeading)),\(n(c.upperLeading)) 0 0 1 \(n(c.upperLeading)),0"
            }
            path += " Z"
        } else if r > 0 {
            path =
                "M \(n(r)),0 H \(n(width - r)) A \(n(r)),\(n(r)) 0 0 1 \(n(width)),\(n(r)) V \(n(height - r)) "
                + "A \(n(r)),\(n(r)) 0 0 1 \(n(width - r)),\(n(height)) H \(n(r)) A \(n(r)),\(n(r)) 0 0 1 0,\(n(height - r)) "
                + "V \(n(r)) A \(n(r)),\(n(r)) 0 0 1 \(n(r)),0 Z"
        } else {
            path = "M 0,0 H \(n(width)) V \(n(height)) H 0 Z"
        }
        if let outline = device.housing.outline {
            let x = outline.x
            let y = outline.y
            let w = outline.width
            let h = outline.height
            if device.housing.kind == .dynamicIsland {
                let radius = h / 2
                path +=
                    " M \(n(x + w - radius)),\(n(y)) H \(n(x + radius)) A \(n(radius)),\(n(radius)) 0 0 0 \(n(x + radius)),\(n(y + h)) "
                    + "H \(n(x + w - radius)) A \(n(radius)),\(n(radius)) 0 0 0 \(n(x + w - radius)),\(n(y)) Z"
            } else if device.housing.kind == .punchHole {
                // The hole's capsule (a circle when its bounds are square), drawn as two half-turns.
                let radius = min(w, h) / 2
                let (x0, y0, x1, y1) =
                    w >= h ? (x + radius, y, x + w - radius, y + h) : (x, y + radius, x + w, y + h - radius)
                path +=
                    w >= h
                    ? " M \(n(x1)),\(n(y0)) H \(n(x0)) A \(n(radius)),\(n(radius)) 0 0 0 \(n(x0)),\(n(y1)) H \(n(x1)) A "
                        + "\(n(radius)),\(n(radius)) 0 0 0 \(n(x1)),\(n(y0)) Z"
                    : " M \(n(x0)),\(n(y0)) V \(n(y1)) A \(n(radius)),\(n(radius)) 0 0 0 \(n(x1)),\(n(y1)) V \(n(y0)) A "
                        + "\(n(radius)),\(n(radius)) 0 0 0 \(n(x0)),\(n(y0)) Z"
            } else {
                path += " M \(n(x)),\(n(y)) V \(n(y + h)) H \(n(x + w)) V \(n(y)) Z"
            }
        }
        return path
    }
}
