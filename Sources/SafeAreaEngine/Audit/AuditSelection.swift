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

    /// Reads the lists: `devices` names, aliases or model identifiers separated
    /// by ';' or line breaks (\n or \r\n), or "all" for every profile of
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
            let names = entries(devices, separators: [";", "\n", "\r\n"])
            guard !names.isEmpty else { throw .invalidArgument("devices names no device") }
            if names.count != 1 || names[0].lowercased() != "all" {
                profiles = []
                for name in names { profiles.append(catalog.all[try catalog.find(name)]) }
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
