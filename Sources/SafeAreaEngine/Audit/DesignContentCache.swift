import Synchronization

/// Where designs live on the built-in devices, kept across audits (MODEL.md §4): the content a design's
/// containers and presentation leave on one layout (`DesignContent`, with its bars' provenance combined with
/// the layout's), for each container and presentation asked and each device, orientation, OS version and
/// window. A design pipeline audits thousands of screens in the same few containers on every device; each
/// layout's controllers are built in a tree once, not once per screen.
///
/// The content is a function of those inputs and the built-in tables alone, so an entry never goes stale. A
/// device is keyed by its name, which is unique only in one catalog: use a cache for the profiles of one
/// catalog (the library keeps `builtin` for the built-in catalog and its Display Zoom variants), never for
/// profiles made by hand. At most `capacity` entries are kept; past that the cache starts again empty.
public final class DesignContentCache: Sendable {
    /// The cache for audits of the built-in catalog (the C API's and Python's).
    public static let builtin = DesignContentCache()

    /// The most entries kept (each a few hundred bytes).
    public let capacity: Int
    private let state = Mutex(State())

    private struct State {
        /// The containers and presentations asked, each with its layouts (a few configurations per process).
        var configurations: [(container: DesignContainer?, presentation: DesignPresentation?, layouts: [Key: Entry])] =
            []
        var count = 0
    }

    struct Entry {
        let content: DesignContent
        /// The bars with their provenance combined with the layout's (`ScreenLayout.host`).
        let bars: [BarFrame]
    }

    /// One layout: the device, its orientation, the OS version asked and the window.
    private struct Key: Hashable {
        let device: String
        let orientation: Orientation
        let version: OSVersion?
        let placement: WindowPlacement?
        let frame: [Double]?
        let controls: WindowControlStyle?
        let compatibility: WindowCompatibility?
    }

    public init(capacity: Int = 16_384) {
        self.capacity = max(capacity, 0)
    }

    /// The number of layouts kept.
    public var count: Int { state.withLock { $0.count } }

    /// The content of `design` on one layout: the one kept, or `make()`'s, which is kept (a refusal is not).
    func content(
        _ design: Design, device: DeviceProfile, orientation: Orientation, version: OSVersion?,
        window request: WindowRequest?, make: () throws(SafeAreaError) -> Entry
    ) throws(SafeAreaError) -> Entry {
        let key = Key(
            device: device.name, orientation: orientation, version: version, placement: request?.placement,
            frame: request?.frame.map { [$0.x, $0.y, $0.width, $0.height] }, controls: request?.controls,
            compatibility: request?.compatibility)
        let found = state.withLock { state -> Entry? in
            guard
                let c = state.configurations.firstIndex(where: {
                    $0.container == design.container && $0.presentation == design.presentation
                })
            else { return nil }
            return state.configurations[c].layouts[key]
        }
        if let found { return found }
        let entry = try make()
        state.withLock { state in
            if state.count >= capacity {
                state.configurations = []
                state.count = 0
            }
            guard capacity > 0 else { return }
            if let c = state.configurations.firstIndex(where: {
                $0.container == design.container && $0.presentation == design.presentation
            }) {
                if state.configurations[c].layouts.updateValue(entry, forKey: key) == nil { state.count += 1 }
            } else {
                state.configurations.append((design.container, design.presentation, [key: entry]))
                state.count += 1
            }
        }
        return entry
    }
}
