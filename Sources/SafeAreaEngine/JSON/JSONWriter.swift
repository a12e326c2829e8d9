/// A small deterministic JSON writer (keys in the order written, numbers in
/// their shortest exact form), so profiles print the same on every run.
struct JSONWriter {
    private(set) var text = ""

    mutating func raw(_ s: String) { text += s }

    mutating func string(_ s: String) {
        text += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    mutating func number(_ value: Double) { text += formatNumber(value) }

    mutating func numbers(_ values: [Double]) {
        text += "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += ", " }
            number(value)
        }
        text += "]"
    }
}

/// 44 -> "44", 47.33 -> "47.33", shortest round-trip form otherwise.
public func formatNumber(_ value: Double) -> String {
    if value.isFinite && value == value.rounded() && abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
