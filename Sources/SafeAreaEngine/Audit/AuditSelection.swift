/// The devices and orientations an audit covers, read from the lists a caller
/// gives (`"iPhone 15 Pro; iPad Air 11-inch (M2)"`, `"portrait,landscape_left"`).
public struct AuditSelection: Sendable {
    /// The profiles to audit, in the order named (every catalog profile when none is named).
    public var devices: [DeviceProfile]
    /// The orientations to audit; nil for every orientation each device supports.
    public var orientations: [Orientation]?

    public init(devices: [DeviceProfile], orientations: [Orientation]?) {
        self.devices = devices
        self.orientations = orientations
    }

    /// Reads the lists: `devices` names, aliases, model identifiers or families
    /// (`iphone`, `ipad`, `appletv`, or the catalog's `phone`, `pad`, `tv`: every
    /// profile of that family) separated by ',', ';' or line breaks (\n or \r\n;
    /// a ',' between two digits belongs to a model identifier, "iPhone17,1"), each
    /// device kept once in the order first named, or "all" for every profile of
    /// `catalog`; nil: the profiles of the family of `reference` (the design's
    /// reference device: an iPhone design audits iPhones), or every profile
    /// when the design names none. `orientations`: names separated by ',', ';'
    /// or line breaks (nil: all). Spaces around names are ignored and empty
    /// entries skipped; a list that names nothing, an unknown device (the
    /// reference device included) or an unknown orientation is an error naming it.
    /// The command line and Python pass their device lists here unchanged, so
    /// all three accept the same forms.
    public static func parse(
        devices: String?, orientations: String?, catalog: DeviceCatalog, reference: String? = nil
    ) throws(SafeAreaError) -> AuditSelection {
        var profiles = catalog.profiles
        if let devices {
            let names = deviceEntries(devices)
            guard !names.isEmpty else { throw .invalidArgument("devices names no device") }
            if names.count != 1 || names[0].lowercased() != "all" {
                profiles = []
                var chosen = Set<String>()
                for name in names {
                    var named: [DeviceProfile]
                    if let members = catalog.profiles(ofFamilyNamed: name) {
                        named = members
                    } else {
                        named = [catalog.all[try catalog.find(name)]]
                    }
                    for profile in named where chosen.insert(profile.name).inserted {
                        profiles.append(profile)
                    }
                }
            }
        } else if let reference {
            let index: Int
            do throws(SafeAreaError) {
                index = try catalog.find(reference)
            } catch {
                guard case .deviceNotFound(let message) = error else { throw error }
                throw .deviceNotFound("the design's reference_device: \(message)")
            }
            let reference = catalog.all[index]
            profiles = profiles.filter { $0.isSameKind(as: reference) }
        }
        var chosen: [Orientation]?
        if let orientations {
            var list: [Orientation] = []
            for name in entries(orientations, separators: [",", ";", "\n", "\r\n"]) {
                guard let orientation = Orientation(name: name) else {
                    throw .invalidArgument(
                        "'\(name)' is not an orientation: use portrait, portrait_upside_down, landscape_left or landscape_right"
                    )
                }
                list.append(orientation)
            }
            guard !list.isEmpty else { throw .invalidArgument("orientations names no orientation") }
            chosen = list
        }
        return AuditSelection(devices: profiles, orientations: chosen)
    }

    /// The app window an audit's `floating` entry stands for: the window a source measured floating
    /// mid-screen (`floating` in data/windows.json), centred on each screen (MODEL.md §4); the window
    /// rows' load error where they did not load.
    public static var floatingSize: (width: Double, height: Double) {
        get throws(SafeAreaError) { try floatingWindow.get() }
    }
    private static let floatingWindow = WindowTable.builtin.map { (width: $0.floating.0, height: $0.floating.1) }

    /// The measured floating window (`floatingSize`) centred on `device`'s screen in `orientation`, or
    /// UNSUPPORTED where it does not fit that screen (the iPad Pro 11-inch in landscape is 834 tall).
    public static func centredFloatingFrame(_ device: DeviceProfile, _ orientation: Orientation) throws(SafeAreaError)
        -> Rect
    {
        let (w, h) = try device.screenSize(orientation)
        let size = try floatingSize
        guard size.width <= w && size.height <= h else {
            throw .unsupported(
                "the \(formatNumber(size.width)) x \(formatNumber(size.height)) floating window does not fit the "
                    + "screen in \(w > h ? "landscape" : "portrait")")
        }
        return Rect(x: (w - size.width) / 2, y: (h - size.height) / 2, width: size.width, height: size.height)
    }

    /// Reads a list of app windows (MODEL.md §4): placement names separated by ',', ';' or line
    /// breaks, `-` and `_` alike in names: `full`, `half_leading`, `half_trailing`, `third_leading`,
    /// `third_trailing`, `two_thirds_leading`, `two_thirds_trailing`, `slide_over`, `floating`
    /// (the measured floating window, centred), `floating:X:Y:W:H` (a frame in points of the oriented
    /// screen, its numbers signed); `half`, `third` and `two_thirds` stand for both sides, `all` for every
    /// placement. Each window asks for `controls`. An unknown name or a frame no screen takes (not
    /// finite, a negative origin, no height, narrower than a window's minimum width, MODEL.md §19) is an
    /// error naming the entry; whether a frame fits a device's screen is the engine's check, per layout.
    public static func windows(_ text: String, controls: WindowControlStyle = .automatic) throws(SafeAreaError)
        -> [WindowRequest]
    {
        var placements: [(WindowPlacement, Rect?)] = []
        for entry in entries(text, separators: [",", ";", "\n", "\r\n"]) {
            let lowered = entry.lowercased()
            if lowered.hasPrefix("floating:") {
                placements.append((.floating, try floatingFrame(entry, lowered.dropFirst("floating:".count))))
                continue
            }
            guard let group = WindowPlacement.placements(named: lowered) else {
                throw .invalidArgument(
                    "windows: '\(entry)' is not a window placement: use full, half, half_leading, half_trailing, third, third_leading, "
                        + "third_trailing, two_thirds, two_thirds_leading, two_thirds_trailing, slide_over, floating, "
                        + "floating:X:Y:WIDTH:HEIGHT or all"
                )
            }
            placements += group.map { ($0, nil) }
        }
        guard !placements.isEmpty else { throw .invalidArgument("windows names no window") }
        return placements.map { placement, frame in
            WindowRequest(placement: placement, frame: frame, controls: controls)
        }
    }

    /// One app window (a picture's, MODEL.md §4): an entry of `windows`; a tile named without its
    /// side (`half`) is its leading side, as `WindowPlacement.single(named:field:)` reads one window.
    /// A list of more than one window is refused.
    public static func window(_ text: String, controls: WindowControlStyle = .automatic) throws(SafeAreaError)
        -> WindowRequest
    {
        let requests = try windows(text, controls: controls)
        if requests.count == 1 { return requests[0] }
        if let placement = try? WindowPlacement.single(named: String(text.trimmingSpaces), field: "window") {
            return WindowRequest(placement: placement, controls: controls)
        }
        throw .invalidArgument("window: '\(text)' names \(requests.count) windows; a picture shows one")
    }

    /// The frame of a `floating:X:Y:W:H` entry, its numbers as written ('-' is a sign there), refused
    /// (naming the entry) where no screen would take it: numbers that are not finite or negative, no
    /// width or height, or narrower than the minimum width of a window (375 pt, measured:
    /// data/windows.json, MODEL.md §19). A frame off one device's screen is that layout's skip.
    private static func floatingFrame(_ entry: String, _ numbers: Substring) throws(SafeAreaError) -> Rect {
        let parts = numbers.split(separator: ":", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double(String($0).trimmingSpaces) }
        guard parts.count == 4, values.count == 4 else {
            throw .invalidArgument(
                "windows: '\(entry)' is not a floating frame: write floating:X:Y:WIDTH:HEIGHT in points of the oriented screen"
            )
        }
        let frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw .invalidArgument(
                "windows: '\(entry)': a floating frame's X, Y, WIDTH and HEIGHT are finite points of 0 or more")
        }
        guard frame.width > 0, frame.height > 0 else {
            throw .invalidArgument("windows: '\(entry)': a floating window's width and height must be above 0")
        }
        let table = try WindowTable.builtin.get()
        if frame.width < table.minimumWidth.value {
            throw .invalidArgument(
                "windows: '\(entry)': a window is at least \(formatNumber(table.minimumWidth.value)) pt wide")
        }
        return frame
    }

    /// The entries of a device list: split on ';' and line breaks, then on ',' except between two digits
    /// (a model identifier's, "iPad16,3"), trimmed, empty entries dropped.
    static func deviceEntries(_ text: String) -> [String] {
        let digits: ClosedRange<Character> = "0"..."9"
        var marked = ""
        var previous: Character = " "
        var pendingComma = false
        for character in text {
            if pendingComma {
                // A ',' between two digits stays in the name; any other separates entries.
                marked.append(digits.contains(previous) && digits.contains(character) ? "," : ";")
                pendingComma = false
            }
            if character == "," {
                pendingComma = true
                continue
            }
            marked.append(character)
            previous = character
        }
        if pendingComma { marked.append(";") }
        return entries(marked, separators: [";", "\n", "\r\n"])
    }

    /// Splits a list on `separators`, trimming spaces, tabs and carriage returns, dropping empty entries.
    static func entries(_ text: String, separators: Set<Character>) -> [String] {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return text.split(whereSeparator: { separators.contains($0) }).compactMap { part in
            guard let start = part.firstIndex(where: { !isSpace($0) }),
                let end = part.lastIndex(where: { !isSpace($0) })
            else { return nil }
            return String(part[start...end])
        }
    }
}
