/// How sure the engine is of its everyday answers, per OS line and question (docs/coverage.md, MODEL.md §8):
/// every iPhone and iPad of a catalog, in portrait, on each OS line it runs, asked each `CoverageQuestion`
/// through the tree, its presentations and its window (`DesignContent.tree`, the audit's path). Each answer is
/// counted by its provenance, the weakest of the sources its explanation cites (as `safearea insets` prints
/// it), or as refused with the engine's reason.
public struct CoverageReport: Sendable {
    /// The OS lines asked, in the order given.
    public let lines: [OSLine]
    /// Every question asked: one per device that runs the line, line and question it is asked.
    public private(set) var cells: [CoverageCell] = []

    /// One answer of the grid.
    public struct CoverageCell: Sendable, Equatable {
        public let device: String
        /// The index of its line in `lines`.
        public let line: Int
        /// The release asked on that device (`DeviceProfile.version(on:)`: 18.3 for the iPhone 16e on 18).
        public let version: OSVersion
        public let question: CoverageQuestion
        /// The answer's provenance; nil when the engine refused it.
        public let kind: ProvenanceKind?
        /// The engine's refusal as it says it; empty for an answer.
        public let reason: String
        /// The refusal with the device's name (and its OS name and release) replaced by words that group it:
        /// "the device", "OS".
        public let groupedReason: String
        /// A refusal because the device cannot show what the question asks on that line at all (an iPad
        /// without Stage Manager asked for a floating window before iPadOS 26): not applicable, counted apart.
        public var notApplicable: Bool = false
    }

    /// Counts of one OS line and question (or a whole line).
    public struct Counts: Sendable, Equatable {
        public var measured = 0
        public var documented = 0
        public var derived = 0
        public var refused = 0
        /// Refused because the device cannot show this on that line (`CoverageCell.notApplicable`).
        public var notApplicable = 0

        public init() {}

        /// The questions asked (the not-applicable ones too).
        public var asked: Int { measured + documented + derived + refused + notApplicable }

        mutating func add(_ kind: ProvenanceKind?, notApplicable inapplicable: Bool = false) {
            if inapplicable {
                notApplicable += 1
                return
            }
            switch kind {
            case .measured: measured += 1
            case .documented: documented += 1
            case .derived: derived += 1
            case nil: refused += 1
            }
        }
    }

    /// Refusals of one line and question that give one grouped reason, with the devices refused.
    public struct RefusalGroup: Sendable, Equatable {
        public let line: Int
        public let question: CoverageQuestion
        public let reason: String
        public var devices: [String]
    }

    /// The OS lines the report asks by default: those apps support today (15 to 18) and the current ones.
    public static let defaultLines = "15,16,17,18,26,27"

    /// Runs the grid on the iPhones and iPads of `catalog` on each of `lines`.
    public init(catalog: DeviceCatalog = .builtin, lines: [OSLine]) {
        self.lines = lines
        let phones = catalog.profiles(ofFamilyNamed: "iphone") ?? []
        let pads = catalog.profiles(ofFamilyNamed: "ipad") ?? []
        let everyDevice = CoverageQuestion.allCases.filter { !$0.iPadOnly }
        for (index, line) in lines.enumerated() {
            for (devices, questions) in [(phones, everyDevice), (pads, CoverageQuestion.allCases)] {
                for device in devices {
                    let version = device.version(on: line)
                    // A device that does not run the line is not asked on it.
                    guard (try? device.recordIndex(for: version)) != nil else { continue }
                    for question in questions {
                        cells.append(CoverageReport.ask(question, device, line: index, of: line, version: version))
                    }
                }
            }
        }
    }

    /// Reads `lines` as `OSLine.list` does ("15,16,17,18,26,27"; nil: `defaultLines`) and runs the grid.
    public init(catalog: DeviceCatalog = .builtin, lines text: String?) throws(SafeAreaError) {
        self.init(catalog: catalog, lines: try OSLine.list(text ?? CoverageReport.defaultLines))
    }

    /// The name of line `index` as asked: "18" for a whole line, "26.5" for a release.
    public func lineName(_ index: Int) -> String {
        lines[index].name
    }

    /// The devices asked on line `index`.
    public func devices(line index: Int) -> Int {
        var seen = Set<String>()
        for cell in cells where cell.line == index { seen.insert(cell.device) }
        return seen.count
    }

    /// The counts of line `index`, of one question or (nil) of every question.
    public func counts(line index: Int, question: CoverageQuestion? = nil) -> Counts {
        var counts = Counts()
        for cell in cells where cell.line == index && (question == nil || cell.question == question) {
            counts.add(cell.kind, notApplicable: cell.notApplicable)
        }
        return counts
    }

    /// The refusals grouped by line, question and grouped reason, in the grid's order (lines, questions
    /// as declared, reasons as first met), each with its devices; the not-applicable ones apart.
    public var refusalGroups: [RefusalGroup] { groups(notApplicable: false) }

    /// The not-applicable questions (the device cannot show this on that line), grouped as refusals are.
    public var notApplicableGroups: [RefusalGroup] { groups(notApplicable: true) }

    private func groups(notApplicable: Bool) -> [RefusalGroup] {
        var groups: [RefusalGroup] = []
        var position: [String: Int] = [:]
        for cell in cells where cell.kind == nil && cell.notApplicable == notApplicable {
            let key = "\(cell.line)\u{1}\(cell.question.rawValue)\u{1}\(cell.groupedReason)"
            if let at = position[key] {
                groups[at].devices.append(cell.device)
            } else {
                position[key] = groups.count
                groups.append(
                    RefusalGroup(
                        line: cell.line, question: cell.question, reason: cell.groupedReason, devices: [cell.device]))
            }
        }
        return groups.sorted { ($0.line, $0.question.rawValue) < ($1.line, $1.question.rawValue) }
    }

    /// Asks `question` of `device` at `version` in portrait: the answer's provenance, or the refusal.
    static func ask(
        _ question: CoverageQuestion, _ device: DeviceProfile, line: Int, of osLine: OSLine, version: OSVersion
    ) -> CoverageCell {
        do throws(SafeAreaError) {
            let kind = try answer(question, device, version: version)
            return CoverageCell(
                device: device.name, line: line, version: version, question: question, kind: kind, reason: "",
                groupedReason: "")
        } catch {
            var unsupported = false
            if case .unsupported = error { unsupported = true }
            return CoverageCell(
                device: device.name, line: line, version: version, question: question, kind: nil, reason: error.message,
                groupedReason: grouped(error.message, device, version, line: osLine),
                notApplicable: unsupported && inapplicable(question, device, version: version))
        }
    }

    /// True when `device` cannot show what `question` asks at `version` at all (the window table's rule,
    /// MODEL.md §19: no Stage Manager on iPadOS 15 or on the device, no Split View half in portrait), as opposed to a
    /// refusal for want of a source.
    static func inapplicable(_ question: CoverageQuestion, _ device: DeviceProfile, version: OSVersion) -> Bool {
        guard let request = try? question.window(on: device, .portrait) else { return false }
        return WindowRequest.inapplicable(request, on: device, .portrait, version: version) != nil
    }

    /// The provenance of the answer to `question`: the weakest of the sources the explanations of the content
    /// view's four insets cite (the device's own where they cite none), and the keyboard's.
    static func answer(_ question: CoverageQuestion, _ device: DeviceProfile, version: OSVersion) throws(SafeAreaError)
        -> ProvenanceKind
    {
        let orientation = Orientation.portrait
        let window = try question.window(on: device, orientation)
        let screen = try device.screenSize(orientation)
        let built = try DesignContent.tree(
            container: question.container, presentation: question.presentation(in: screen), device: device,
            orientation: orientation, version: version, window: window)
        var tree = built.tree
        var weakest: ProvenanceKind?
        func weaken(_ kind: ProvenanceKind) {
            if kind.rawValue > weakest?.rawValue ?? -1 { weakest = kind }
        }
        if question == .keyboard {
            let keyboard = try device.keyboard(orientation, version: version)
            try tree.setKeyboardHeight(keyboard.height)
            weaken(keyboard.provenance.kind)
        }
        let view = try tree.controllerView(built.content)
        _ = try tree.safeAreaInsets(view)
        if question == .keyboard { _ = try tree.keyboardLayoutFrame(view) }
        var cited = false
        for edge in [ScreenEdge.top, .left, .bottom, .right] {
            for step in try tree.explain(view, edge: edge) {
                for source in step.sources {
                    cited = true
                    weaken(source.kind)
                }
            }
        }
        // A presentation's geometry rests on the window it is presented in (a sheet's top on the window's top inset),
        // which its own rows do not cite: the strict gate reads the window too.
        if !cited || built.presentation != nil { weaken(try device.provenance(orientation, version: version).kind) }
        return weakest ?? .derived
    }

    /// `reason` with what names this device and this question's tree replaced, so that one refusal groups
    /// across devices and questions: its name ("the device"; not where it begins another name of `catalog`,
    /// "iPhone 16" in "iPhone 16 Pro" or "iPhone 16e"), on a whole line the release asked as the line
    /// ("iOS 18.3" → "iOS 18"), and the tree's node numbers ("navigation_controller #1" → "navigation_controller").
    static func grouped(
        _ reason: String, _ device: DeviceProfile, _ version: OSVersion, line: OSLine, catalog: DeviceCatalog = .builtin
    ) -> String {
        let longer = catalog.all.map(\.name).filter { $0 != device.name && $0.hasPrefix(device.name) }
        var text = replacing(device.name, in: reason, with: "the device", unlessItBegins: longer)
        if line.wholeLine {
            text = replacing(
                "\(device.osName) \(version.description)", in: text, with: "\(device.osName) \(line.name)",
                unlessItBegins: [])
        }
        return withoutNodeNumbers(text)
    }

    /// `text` with each `name` replaced by `word`, except where one of `longer` (names that begin with `name`)
    /// starts; a name followed by a letter or digit is part of a word, and kept.
    static func replacing(_ name: String, in text: String, with word: String, unlessItBegins longer: [String])
        -> String
    {
        guard !name.isEmpty else { return text }
        var out = ""
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix(name), !longer.contains(where: { rest.hasPrefix($0) }) {
                let after = rest.dropFirst(name.count)
                if !(after.first.map { $0.isLetter || $0.isNumber } ?? false) {
                    out += word
                    rest = after
                    continue
                }
            }
            out.append(first)
            rest = rest.dropFirst()
        }
        return out
    }

    /// `text` without " #N" after a word (a node's number in its tree).
    static func withoutNodeNumbers(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix(" #"), let digit = rest.dropFirst(2).first, digit.isNumber, out.last?.isLetter == true {
                rest = rest.dropFirst(2).drop(while: { $0.isNumber })
                continue
            }
            out.append(first)
            rest = rest.dropFirst()
        }
        return out
    }
}
