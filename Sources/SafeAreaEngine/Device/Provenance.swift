/// How a catalog value is known (MODEL.md §1): measured on a simulator or
/// device, stated by Apple, or carried over from another measurement.
public enum ProvenanceKind: Int, Sendable, CaseIterable, NamedCase {
    /// A public simulator or device probe, or dataset, measured this device
    /// (or its model) on this OS version (MODEL.md §8: elsewhere on its line
    /// the value is carried, and answers as derived).
    case measured = 0
    /// Apple's documentation or the Human Interface Guidelines state it.
    case documented = 1
    /// Carried from a measured device with the same screen geometry on the
    /// same OS line, or from the same device's nearest measured OS version
    /// (on its own line: "carried from 26.5"); the `basis` names the derivation in full.
    case derived = 2

    /// The name used in JSON, the C API and Python.
    public var name: String {
        switch self {
        case .measured: return "measured"
        case .documented: return "documented"
        case .derived: return "derived"
        }
    }
}

/// Where one answer of the catalog comes from.
public struct Provenance: Sendable, Equatable {
    public var kind: ProvenanceKind
    /// The source of the numbers (for a derived value, the measurement it is carried from).
    public var source: String
    /// For a derived value, the derivation in words; empty otherwise.
    public var basis: String

    public init(kind: ProvenanceKind, source: String, basis: String = "") {
        self.kind = kind
        self.source = source
        self.basis = basis
    }

    /// True when `strict` queries accept the value (measured or documented).
    @inline(__always)
    public var isFirstHand: Bool { kind != .derived }

    /// "measured: dimmmensions (...)" or "derived: <basis> [source]".
    public var summary: String {
        switch kind {
        case .derived: return "derived: \(basis)" + (source.isEmpty ? "" : " [\(source)]")
        case .measured, .documented: return "\(kind.name): \(source)"
        }
    }
}

/// The keyboard's height over the window for one OS range (predictive row
/// included), in points, with where it comes from. A height no source read and
/// no rule gives is nil, and `unknown` says why (MODEL.md §10).
public struct KeyboardHeights: Sendable, Equatable {
    public var portrait: Double?
    public var landscape: Double?
    public var provenance: Provenance
    /// For a measured height, the OS versions its source ran (MODEL.md §8): at
    /// the rest of the record's range the height is carried from there. Nil:
    /// measured on the whole range, or not measured.
    public var measuredOS: MeasuredOS?
    /// Why the orientations without a height have none (empty when both are known).
    public var unknown: String
    /// The keyboard without its predictive row (portrait), where a source read it or a rule gives it.
    public var withoutPredictive: KeyboardWithoutPredictive?

    public init(
        portrait: Double?, landscape: Double?, provenance: Provenance, measuredOS: MeasuredOS? = nil,
        unknown: String = "", withoutPredictive: KeyboardWithoutPredictive? = nil
    ) {
        self.portrait = portrait
        self.landscape = landscape
        self.provenance = provenance
        self.measuredOS = provenance.kind == .measured ? measuredOS : nil
        self.unknown = unknown
        self.withoutPredictive = withoutPredictive
    }

    /// Where the height comes from at `version`: measured where its source ran, carried elsewhere.
    /// `carriedBasis` words the basis (its record's `carriedBasis`).
    public func provenance(at version: OSVersion, carriedBasis: (MeasuredOS) -> String) -> Provenance {
        carried(provenance, measuredOS, at: version, carriedBasis)
    }
}

/// The portrait keyboard without its predictive row (MODEL.md §10), with where it comes from.
public struct KeyboardWithoutPredictive: Sendable, Equatable {
    public var portrait: Double
    public var provenance: Provenance
    public var measuredOS: MeasuredOS?

    public init(portrait: Double, provenance: Provenance, measuredOS: MeasuredOS? = nil) {
        self.portrait = portrait
        self.provenance = provenance
        self.measuredOS = provenance.kind == .measured ? measuredOS : nil
    }

    /// As `KeyboardHeights.provenance(at:carriedBasis:)`.
    public func provenance(at version: OSVersion, carriedBasis: (MeasuredOS) -> String) -> Provenance {
        carried(provenance, measuredOS, at: version, carriedBasis)
    }
}

/// A measured value's provenance at `version`: measured where its source ran, carried (derived) elsewhere.
private func carried(
    _ provenance: Provenance, _ measuredOS: MeasuredOS?, at version: OSVersion, _ carriedBasis: (MeasuredOS) -> String
) -> Provenance {
    guard provenance.kind == .measured, let measuredOS, !measuredOS.contains(version) else { return provenance }
    return Provenance(kind: .derived, source: provenance.source, basis: carriedBasis(measuredOS))
}
