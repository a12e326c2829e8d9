// C -> Swift: every conversion of a caller's argument into an engine value.
// Each converter validates before it converts (a NaN, an enum value out of
// range, an unterminated string) and throws the error the API reports; none
// traps on any input.
import CSafeArea
import SafeAreaEngine

// MARK: - Strings and bytes

/// SAFEAREA_MAX_STRING_BYTES as an Int.
let maxStringBytes = Int(SAFEAREA_MAX_STRING_BYTES)

/// Reads a caller's NUL-terminated string, refusing more than `limit` bytes.
func readCString(_ pointer: UnsafePointer<CChar>, argument: String, limit: Int = maxStringBytes) throws(SafeAreaError)
    -> String
{
    let length = strnlenBounded(pointer, limit + 1)
    guard length <= limit else { throw .limitExceeded("\(argument) is longer than \(limit) bytes") }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
    return String(decoding: bytes, as: UTF8.self)
}

/// An optional string argument: nil for NULL, else as `readCString` reads it.
func optionalCString(_ pointer: UnsafePointer<CChar>?, argument: String, limit: Int) throws(SafeAreaError) -> String? {
    guard let pointer else { return nil }
    return try readCString(pointer, argument: argument, limit: limit)
}

/// strnlen without Glibc's String overloads.
@inline(__always)
func strnlenBounded(_ pointer: UnsafePointer<CChar>, _ limit: Int) -> Int {
    var length = 0
    while length < limit && pointer[length] != 0 { length += 1 }
    return length
}

/// A caller's JSON document as bytes: `name` is the parameter ("design_json"),
/// `what` the document in the limit's message ("design").
func jsonArgument(
    _ json: UnsafePointer<CChar>?, _ length: Int, name: String, what: String,
    limit: Int = DesignLimits.maxJSONBytes
) throws(SafeAreaError) -> UnsafeBufferPointer<UInt8> {
    guard let json else { throw .nullArgument("\(name) is NULL") }
    // size_t arrives as Int: a huge size_t is negative here.
    guard length >= 0 && length <= limit else {
        throw .limitExceeded("the \(what) is \(UInt(bitPattern: length)) bytes; the limit is \(limit)")
    }
    return UnsafeBufferPointer(start: UnsafeRawPointer(json).assumingMemoryBound(to: UInt8.self), count: length)
}

/// An index into a list of `count` items; `what` names the count in the message ("alias count").
func indexArgument(_ index: Int, below count: Int, _ what: String) throws(SafeAreaError) -> Int {
    // size_t arrives as Int: a huge size_t is negative here.
    guard index >= 0 && index < count else {
        throw .indexOutOfRange("index \(UInt(bitPattern: index)) is not below the \(what) \(count)")
    }
    return index
}

// MARK: - Queries

/// Converts a C orientation, rejecting values outside the enum.
@inline(__always)
func orientationArgument(_ value: safearea_orientation) throws(SafeAreaError) -> Orientation {
    switch value {
    case SAFEAREA_ORIENTATION_PORTRAIT: return .portrait
    case SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN: return .portraitUpsideDown
    case SAFEAREA_ORIENTATION_LANDSCAPE_LEFT: return .landscapeLeft
    case SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT: return .landscapeRight
    default:
        throw .invalidArgument(
            "orientation \(value.rawValue) is not a safearea_orientation (\(SAFEAREA_ORIENTATION_PORTRAIT.rawValue) to "
                + "\(SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT.rawValue))"
        )
    }
}

/// Converts a C screen edge, rejecting SAFEAREA_EDGE_NONE and values outside the enum.
func edgeArgument(_ edge: safearea_edge) throws(SafeAreaError) -> ScreenEdge {
    switch edge {
    case SAFEAREA_EDGE_TOP: return .top
    case SAFEAREA_EDGE_LEFT: return .left
    case SAFEAREA_EDGE_BOTTOM: return .bottom
    case SAFEAREA_EDGE_RIGHT: return .right
    default: throw .invalidArgument("edge \(edge.rawValue) is not top, left, bottom or right")
    }
}

/// Converts a C pose: nil for SAFEAREA_POSE_NONE; values outside the enum rejected.
func poseArgument(_ value: safearea_pose) throws(SafeAreaError) -> Pose? {
    switch value {
    case SAFEAREA_POSE_NONE: return nil
    case SAFEAREA_POSE_FLAT: return .flat
    case SAFEAREA_POSE_BOOK: return .book
    default:
        throw .invalidArgument(
            "pose \(value.rawValue) is not a safearea_pose (\(SAFEAREA_POSE_NONE.rawValue) to \(SAFEAREA_POSE_BOOK.rawValue))"
        )
    }
}

/// A query's flags, checked.
struct QueryFlags {
    let statusBarHidden: Bool
    /// SAFEAREA_STRICT: refuse derived answers.
    let strict: Bool

    /// Under SAFEAREA_STRICT, throws the refusal a derived answer gets.
    func check(_ profile: DeviceProfile, _ orientation: Orientation, _ version: OSVersion?) throws(SafeAreaError) {
        if strict { _ = try profile.provenance(orientation, version: version, strict: true) }
    }
}

func queryFlags(_ flags: UInt32) throws(SafeAreaError) -> QueryFlags {
    guard flags & ~SAFEAREA_QUERY_FLAGS_ALL == 0 else {
        throw .invalidArgument(
            "flags 0x\(String(flags, radix: 16)) has bits this library does not know (known: SAFEAREA_STATUS_BAR_HIDDEN, SAFEAREA_STRICT)"
        )
    }
    return QueryFlags(statusBarHidden: flags & SAFEAREA_STATUS_BAR_HIDDEN != 0, strict: flags & SAFEAREA_STRICT != 0)
}

/// Scans a caller's version string without allocating; nil when malformed or too long.
/// Out of line, so the common no-version call keeps a small frame.
@inline(never)
func scanVersion(_ text: UnsafePointer<CChar>) -> OSVersion? {
    let length = strnlenBounded(text, maxStringBytes + 1)
    guard length <= maxStringBytes else { return nil }
    return OSVersion.scan(
        UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length))
}

/// Parses an optional OS version argument without allocating on success.
@inline(__always)
func versionArgument(_ text: UnsafePointer<CChar>?) throws(SafeAreaError) -> OSVersion? {
    guard let text else { return nil }
    let length = strnlenBounded(text, maxStringBytes + 1)
    guard length <= maxStringBytes else { throw .limitExceeded("os_version is longer than \(maxStringBytes) bytes") }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length)
    return try OSVersion.parse(bytes: bytes, original: String(decoding: bytes, as: UTF8.self))
}

/// The arguments of a query about one layout (device, orientation, os_version,
/// flags), converted in that order, then SAFEAREA_STRICT's refusal of a
/// derived answer: what the functions that list, draw or check against a
/// device's layout take.
struct DeviceQuery {
    let entry: DeviceEntry
    let orientation: Orientation
    let version: OSVersion?
    let statusBarHidden: Bool

    var profile: DeviceProfile { entry.profile }

    init(
        _ device: OpaquePointer?, _ orientation: safearea_orientation, _ osVersion: UnsafePointer<CChar>?,
        _ flags: UInt32
    ) throws(SafeAreaError) {
        entry = try Handles.entry(device)
        self.orientation = try orientationArgument(orientation)
        version = try versionArgument(osVersion)
        let query = try queryFlags(flags)
        try query.check(entry.profile, self.orientation, version)
        statusBarHidden = query.statusBarHidden
    }
}

// MARK: - Trees

/// A `safearea_node` as the engine's handle (the engine checks that it is live).
func node(_ raw: UInt64) -> NodeHandle { NodeHandle(rawValue: raw) }

/// An optional node: 0 is none.
func optionalNode(_ raw: UInt64) -> NodeHandle? { raw == 0 ? nil : node(raw) }

func swiftRect(_ r: safearea_rect) -> Rect { Rect(x: r.x, y: r.y, width: r.width, height: r.height) }

/// Converts a C view kind to whether the view scrolls, rejecting values outside the enum.
func viewKindArgument(_ kind: safearea_view_kind) throws(SafeAreaError) -> Bool {
    switch kind {
    case SAFEAREA_VIEW_PLAIN: return false
    case SAFEAREA_VIEW_SCROLL: return true
    default:
        throw .invalidArgument(
            "view kind \(kind.rawValue) is not a safearea_view_kind (SAFEAREA_VIEW_PLAIN or SAFEAREA_VIEW_SCROLL)")
    }
}

/// Converts a C controller kind, rejecting values outside the enum.
func controllerKindArgument(_ kind: safearea_controller_kind) throws(SafeAreaError) -> ControllerKind {
    switch kind {
    case SAFEAREA_CONTROLLER_PLAIN: return .plain
    case SAFEAREA_CONTROLLER_NAVIGATION: return .navigation
    case SAFEAREA_CONTROLLER_TAB_BAR: return .tabBar
    default:
        throw .invalidArgument(
            "controller kind \(kind.rawValue) is not a safearea_controller_kind (\(SAFEAREA_CONTROLLER_PLAIN.rawValue) to "
                + "\(SAFEAREA_CONTROLLER_TAB_BAR.rawValue))"
        )
    }
}

/// Converts a C scroll adjustment behavior, rejecting values outside the enum.
func scrollAdjustmentArgument(_ value: safearea_scroll_adjustment) throws(SafeAreaError) -> ScrollAdjustment {
    switch value {
    case SAFEAREA_SCROLL_AUTOMATIC: return .automatic
    case SAFEAREA_SCROLL_SCROLLABLE_AXES: return .scrollableAxes
    case SAFEAREA_SCROLL_NEVER: return .never
    case SAFEAREA_SCROLL_ALWAYS: return .always
    default:
        throw .invalidArgument(
            "content inset adjustment behavior \(value.rawValue) is not a safearea_scroll_adjustment")
    }
}

func barMinimizationArgument(_ value: safearea_bar_minimization) throws(SafeAreaError) -> BarMinimization {
    switch value {
    case SAFEAREA_BAR_MINIMIZATION_NONE: return .none
    case SAFEAREA_BAR_MINIMIZATION_ADJUSTS_SAFE_AREA: return .adjustsSafeArea
    case SAFEAREA_BAR_MINIMIZATION_KEEPS_SAFE_AREA: return .keepsSafeArea
    default: throw .invalidArgument("bar minimization \(value.rawValue) is not a safearea_bar_minimization")
    }
}

/// Reads the caller's property values: exactly `expected` of them, all finite.
func values(_ pointer: UnsafePointer<Double>?, _ count: Int, expected: Int, _ name: String) throws(SafeAreaError)
    -> [Double]
{
    guard count == expected else {
        throw .invalidArgument("\(name) takes \(expected) value\(expected == 1 ? "" : "s"), got \(count)")
    }
    guard let pointer else { throw .nullArgument("values is NULL") }
    let list = (0..<count).map { pointer[$0] }
    guard list.allSatisfy({ $0.isFinite }) else { throw .invalidArgument("\(name) must be finite numbers") }
    return list
}

/// A property value that is a boolean: exactly 0 or 1.
func flag(_ value: Double, _ name: String) throws(SafeAreaError) -> Bool {
    guard value == 0 || value == 1 else {
        throw .invalidArgument("\(name) is a boolean: 0 or 1, got \(formatNumber(value))")
    }
    return value == 1
}

/// A property value that is a whole number in `range` (checked before `Int(_:)`, which traps on NaN or overflow).
func integer(_ value: Double, _ name: String, range: ClosedRange<Int>) throws(SafeAreaError) -> Int {
    guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
        throw .invalidArgument(
            "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(formatNumber(value))"
        )
    }
    return Int(value)
}

/// Four property values (top, left, bottom, right) as insets; `values` has checked the count.
func insets4(_ v: [Double]) -> SafeAreaInsets { SafeAreaInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }

/// Converts a `safearea_transition`: only the fields its `fields` bits name are read.
func windowTransitionArgument(_ t: safearea_transition) throws(SafeAreaError) -> WindowTransition {
    let known =
        SAFEAREA_TRANSITION_ORIENTATION | SAFEAREA_TRANSITION_STATUS_BAR | SAFEAREA_TRANSITION_KEYBOARD
        | SAFEAREA_TRANSITION_OS_VERSION
    guard t.fields & ~known == 0 else {
        throw .invalidArgument("transition fields 0x\(String(t.fields, radix: 16)) has bits this library does not know")
    }
    var change = WindowTransition()
    if t.fields & SAFEAREA_TRANSITION_ORIENTATION != 0 { change.orientation = try orientationArgument(t.orientation) }
    if t.fields & SAFEAREA_TRANSITION_STATUS_BAR != 0 {
        guard t.status_bar_hidden == 0 || t.status_bar_hidden == 1 else {
            throw .invalidArgument("status_bar_hidden is 0 or 1, got \(t.status_bar_hidden)")
        }
        change.statusBarHidden = t.status_bar_hidden == 1
    }
    if t.fields & SAFEAREA_TRANSITION_KEYBOARD != 0 { change.keyboardHeight = t.keyboard_height }
    if t.fields & SAFEAREA_TRANSITION_OS_VERSION != 0 {
        change.changesOSVersion = true
        change.osVersion = try versionArgument(t.os_version)
    }
    return change
}

// MARK: - Exports

/// Converts a C export format, rejecting values outside the enum.
func exportFormatArgument(_ value: safearea_export_format) throws(SafeAreaError) -> ExportFormat {
    switch value {
    case SAFEAREA_EXPORT_CDP: return .cdp
    case SAFEAREA_EXPORT_CSS: return .css
    case SAFEAREA_EXPORT_REACT_NATIVE: return .reactNative
    case SAFEAREA_EXPORT_PLAYWRIGHT: return .playwright
    case SAFEAREA_EXPORT_FLUTTER_TEST: return .flutterTest
    case SAFEAREA_EXPORT_UNITY: return .unity
    case SAFEAREA_EXPORT_FLUTTER: return .flutter
    default:
        let names = ExportFormat.allCases.map(\.name).joined(separator: ", ")
        throw .invalidArgument("format \(value.rawValue) is not a safearea_export_format (the formats: \(names))")
    }
}

// MARK: - Versioned structs

/// A struct of the header that may grow (safearea_presentation, safearea_window,
/// safearea_audit_options), named the one way: SAFEAREA_<STRUCT>_VERSION, SAFEAREA_<STRUCT>_INIT
/// and safearea_<struct>_init, as libgit2's git_checkout_options.
struct VersionedStruct {
    /// The struct's C name ("safearea_window").
    let name: String
    /// Its SAFEAREA_<STRUCT>_VERSION.
    let current: UInt32
    /// Older versions still read (a version-1 safearea_presentation).
    var older: [UInt32] = []

    /// The prefix of its macros ("SAFEAREA_WINDOW").
    var macro: String { "SAFEAREA_" + name.dropFirst("safearea_".count).uppercased() }

    /// A caller's version, one this library reads; `argument` names it in the message ("window->version").
    /// The message of a filled struct's version says how to fill one; safearea_<struct>_init's
    /// (`filling`) says only which versions there are.
    func version(_ value: UInt32, _ argument: String, filling: Bool = false) throws(SafeAreaError) -> UInt32 {
        guard value == current || older.contains(value) else {
            let known = (["\(macro)_VERSION (\(current))"] + older.map { "\($0)" }).joined(separator: " or ")
            let advice = filling ? "" : "; initialise with \(macro)_INIT or \(name)_init()"
            throw .invalidArgument("\(argument): \(value) is not \(known)\(advice)")
        }
        return value
    }

    /// The one body of the safearea_<struct>_init functions (libgit2's git_checkout_options_init):
    /// `opts` not NULL and `version` one this library reads, then `fill` writes the struct as
    /// SAFEAREA_<STRUCT>_INIT does for that version. On an error `opts` is untouched.
    func initialise<T>(
        _ opts: UnsafeMutablePointer<T>?, _ version: UInt32, _ fill: (UnsafeMutablePointer<T>, UInt32) -> Void
    ) throws(SafeAreaError) {
        guard let opts else { throw .nullArgument("opts is NULL") }
        fill(opts, try self.version(version, "version", filling: true))
    }
}
