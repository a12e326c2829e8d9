/// A searchable list of device profiles. `DeviceCatalog.builtin` holds every
/// device compiled into the library from `data/devices.json`.
public struct DeviceCatalog: Sendable {
    /// The catalog's devices, in the data file's order.
    public let profiles: [DeviceProfile]
    /// `profiles` followed by the Display Zoom variant of every phone that offers
    /// one; `find` returns positions in this list.
    public let all: [DeviceProfile]
    /// Position in `profiles` of a phone -> position in `all` of its Display Zoom variant.
    public let zoomedPositions: [Int: Int]
    private let index: [String: Int]

    /// Builds a catalog; names and aliases must be unique ignoring case. With
    /// `displayZoom`, the Display Zoom variants are made and findable by name.
    public init(profiles: [DeviceProfile], displayZoom: Bool = false) throws(SafeAreaError) {
        var all = profiles
        var zoomedPositions: [Int: Int] = [:]
        if displayZoom {
            for (position, profile) in profiles.enumerated() where profile.offersDisplayZoom {
                guard let variant = try? profile.zoomed() else { continue }
                zoomedPositions[position] = all.count
                all.append(variant)
            }
        }
        var index: [String: Int] = [:]
        for (position, profile) in all.enumerated() {
            for key in [profile.name] + profile.aliases {
                let normalized = DeviceCatalog.normalize(key)
                if let other = index[normalized], other != position {
                    throw .invalidProfile("devices[\(position)]: '\(key)' also names \(all[other].name)")
                }
                index[normalized] = position
            }
        }
        try DeviceCatalog.checkSiblings(all, index)
        self.profiles = profiles
        self.all = all
        self.zoomedPositions = zoomedPositions
        self.index = index
    }

    /// Each display of a device with several names a sibling in the catalog that
    /// names it back, with the other role.
    private static func checkSiblings(_ all: [DeviceProfile], _ index: [String: Int]) throws(SafeAreaError) {
        for (position, profile) in all.enumerated() {
            guard let display = profile.display else { continue }
            guard let other = index[normalize(display.sibling)] else {
                throw .invalidProfile(
                    "devices[\(position)].display.sibling: no device named '\(display.sibling)' in the catalog")
            }
            guard let back = all[other].display, index[normalize(back.sibling)] == position, back.role != display.role
            else {
                throw .invalidProfile(
                    "devices[\(position)].display.sibling: '\(display.sibling)' must name \(profile.name) "
                        + "as its sibling, with the other display role")
            }
        }
    }

    /// The position of the other display of the device at `position`, or nil for a device with one display.
    public func sibling(of position: Int) throws(SafeAreaError) -> Int? {
        guard position >= 0 && position < all.count else { throw .indexOutOfRange("no profile at \(position)") }
        guard let display = all[position].display else { return nil }
        return try find(display.sibling)
    }

    /// `profiles` with each one's built-in Display Zoom variant right after it
    /// (profiles without one, and variants already listed, are kept as they are).
    public func withDisplayZoom(_ profiles: [DeviceProfile]) -> [DeviceProfile] {
        var result: [DeviceProfile] = []
        var listed = Set(profiles.map(\.name))
        for profile in profiles {
            result.append(profile)
            guard profile.offersDisplayZoom, let position = index[DeviceCatalog.normalize(profile.name)],
                let zoomed = zoomedPositions[position], !listed.contains(all[zoomed].name)
            else { continue }
            listed.insert(all[zoomed].name)
            result.append(all[zoomed])
        }
        return result
    }

    /// The Display Zoom variant of the profile at `position` (in `all`).
    public func zoomed(_ position: Int) throws(SafeAreaError) -> Int {
        guard position >= 0 && position < all.count else { throw .indexOutOfRange("no profile at \(position)") }
        if let zoomed = zoomedPositions[position] { return zoomed }
        _ = try all[position].zoomed()  // its refusal names why, when there is one
        throw .invalidArgument("\(all[position].name) has no built-in Display Zoom variant")
    }

    /// The built-in catalog, decoded once on first use (thread-safe).
    public static let builtin: DeviceCatalog = {
        do throws(SafeAreaError) {
            return try DeviceCatalog(profiles: DeviceProfile.decodeCatalog(json: builtinCatalogJSON), displayZoom: true)
        } catch {
            // The embedded data is validated by the test suite; an empty catalog
            // (never a trap) is the fallback if it were ever broken.
            builtinCatalogError = error.message
            return DeviceCatalog.empty
        }
    }()

    /// Why the built-in catalog failed to load; nil when it loaded.
    nonisolated(unsafe) public static var builtinCatalogError: String?

    static let empty: DeviceCatalog = DeviceCatalog(uncheckedProfiles: [])

    private init(uncheckedProfiles: [DeviceProfile]) {
        profiles = uncheckedProfiles
        all = uncheckedProfiles
        zoomedPositions = [:]
        index = [:]
    }

    /// Lower-cased, trimmed, runs of spaces collapsed.
    public static func normalize(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text.lowercased() {
            if character == " " || character == "\t" || character == "\n" || character == "\r" {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }

    /// The profiles of the family a list entry names (MODEL.md §4, choosing devices by family): the
    /// spoken names `iphone`, `ipad`, `appletv` (or `apple tv`) or the catalog's `phone`, `pad`, `tv`,
    /// any case; nil for any other text (a device name).
    public func profiles(ofFamilyNamed text: String) -> [DeviceProfile]? {
        let family: DeviceFamily
        switch DeviceCatalog.normalize(text) {
        case "iphone", "iphones", "phone": family = .phone
        case "ipad", "ipads", "pad": family = .pad
        case "appletv", "apple tv", "tv": family = .tv
        default: return nil
        }
        return profiles.filter { $0.family == family }
    }

    /// The position of the device named `text` (name, alias or model identifier, any case).
    public func find(_ text: String) throws(SafeAreaError) -> Int {
        guard text.utf8.count <= ProfileLimits.maxStringBytes else {
            throw .limitExceeded(
                "a device name is at most \(ProfileLimits.maxStringBytes) bytes; got \(text.utf8.count)")
        }
        if let position = index[DeviceCatalog.normalize(text)] { return position }
        let suggestions = suggest(text)
        var message = "no device named '\(text)'"
        if !suggestions.isEmpty {
            message += "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
        }
        throw .deviceNotFound(message)
    }

    /// Up to three device names close to `text`. A family name (`iPad Pro 13`, `iPad Air 11`: the
    /// start of catalog names, ending where a word does) gets that family's devices, newest first
    /// (the latest first OS version, then the later catalog entry); any other text, the names
    /// nearest in spelling.
    public func suggest(_ text: String) -> [String] {
        let family = familyMembers(text)
        if !family.isEmpty { return family }
        let query = Array(DeviceCatalog.normalize(text))
        guard !query.isEmpty else { return [] }
        var scored: [(Int, Int, String)] = []
        for (position, profile) in all.enumerated() {
            var best = Int.max
            for key in [profile.name] + profile.aliases {
                let candidate = Array(DeviceCatalog.normalize(key))
                var distance = editDistance(query, candidate)
                if candidate.starts(with: query) || query.starts(with: candidate) {
                    distance = min(distance, abs(candidate.count - query.count) / 2)
                }
                best = min(best, distance)
            }
            if best <= max(2, query.count / 3) {
                scored.append((best, position, profile.name))
            }
        }
        scored.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        return scored.prefix(3).map(\.2)
    }

    /// Up to three catalog devices (not Display Zoom variants) whose name or an alias starts with
    /// `text` followed by a space, `-` or `(`, newest first.
    private func familyMembers(_ text: String) -> [String] {
        let query = DeviceCatalog.normalize(text)
        guard !query.isEmpty else { return [] }
        let members = profiles.indices.filter { position in
            let profile = profiles[position]
            return ([profile.name] + profile.aliases).contains { key in
                let candidate = DeviceCatalog.normalize(key)
                guard candidate.hasPrefix(query), candidate.count > query.count else { return false }
                let next = candidate[candidate.index(candidate.startIndex, offsetBy: query.count)]
                return next == " " || next == "-" || next == "("
            }
        }
        let newest = members.sorted { a, b in
            profiles[a].osMin != profiles[b].osMin ? profiles[a].osMin > profiles[b].osMin : a > b
        }
        return newest.prefix(3).map { profiles[$0].name }
    }
}

/// Levenshtein distance between two character arrays.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
