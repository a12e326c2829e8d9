extension CoverageReport {
    /// The report as JSON (C `safearea_coverage_json`, Python `safearea.coverage`, `safearea coverage --json`):
    ///
    ///     {"os_lines": ["15", ...], "questions": ["plain", ...],
    ///      "lines": [{"os_line": "15", "devices": N, "total": COUNTS,
    ///                 "questions": [{"question": "plain", "counts": COUNTS}, ...]}, ...],
    ///      "refusals": [{"os_line": "15", "question": "keyboard", "reason": "...", "count": N,
    ///                    "devices": ["iPhone 13", ...]}, ...],
    ///      "not_applicable": [the same shape: the questions the device cannot show on that line],
    ///      "cells": [{"device": "iPhone 13", "os_line": "15", "os_version": "15.0", "question": "plain",
    ///                 "answer": "measured" | "documented" | "derived" | "refused" | "not_applicable",
    ///                 "reason": "..."}, ...]}
    ///
    /// COUNTS is `{"asked": N, "measured": N, "documented": N, "derived": N, "refused": N, "not_applicable": N}`
    /// (asked counts the not-applicable ones too); a refusal's grouped reason names the
    /// device "the device" (`CoverageCell.groupedReason`), a cell's reason is the engine's own message.
    public var json: String {
        var w = JSONWriter()
        w.raw("{\"os_lines\": [")
        for index in lines.indices {
            if index > 0 { w.raw(", ") }
            w.string(lineName(index))
        }
        w.raw("],\n \"questions\": [")
        for (i, question) in CoverageQuestion.allCases.enumerated() {
            if i > 0 { w.raw(", ") }
            w.string(question.name)
        }
        w.raw("],\n \"lines\": [")
        for index in lines.indices {
            w.raw(index > 0 ? ",\n  {\"os_line\": " : "\n  {\"os_line\": ")
            w.string(lineName(index))
            w.raw(", \"devices\": \(devices(line: index)), \"total\": ")
            CoverageReport.write(counts(line: index), into: &w)
            w.raw(", \"questions\": [")
            for (i, question) in CoverageQuestion.allCases.enumerated() {
                w.raw(i > 0 ? ",\n    {\"question\": " : "\n    {\"question\": ")
                w.string(question.name)
                w.raw(", \"counts\": ")
                CoverageReport.write(counts(line: index, question: question), into: &w)
                w.raw("}")
            }
            w.raw("]}")
        }
        CoverageReport.write(refusalGroups, named: "refusals", lineName: lineName, into: &w)
        CoverageReport.write(notApplicableGroups, named: "not_applicable", lineName: lineName, into: &w)
        w.raw("],\n \"cells\": [")
        for (i, cell) in cells.enumerated() {
            w.raw(i > 0 ? ",\n  {\"device\": " : "\n  {\"device\": ")
            w.string(cell.device)
            w.raw(", \"os_line\": ")
            w.string(lineName(cell.line))
            w.raw(", \"os_version\": ")
            w.string(cell.version.description)
            w.raw(", \"question\": ")
            w.string(cell.question.name)
            w.raw(", \"answer\": ")
            w.string(cell.kind?.name ?? (cell.notApplicable ? "not_applicable" : "refused"))
            if cell.kind == nil {
                w.raw(", \"reason\": ")
                w.string(cell.reason)
            }
            w.raw("}")
        }
        w.raw("]}\n")
        return w.text
    }

    private static func write(
        _ groups: [RefusalGroup], named key: String, lineName: (Int) -> String, into w: inout JSONWriter
    ) {
        w.raw("],\n \"\(key)\": [")
        for (i, group) in groups.enumerated() {
            w.raw(i > 0 ? ",\n  {\"os_line\": " : "\n  {\"os_line\": ")
            w.string(lineName(group.line))
            w.raw(", \"question\": ")
            w.string(group.question.name)
            w.raw(", \"reason\": ")
            w.string(group.reason)
            w.raw(", \"count\": \(group.devices.count), \"devices\": [")
            for (j, device) in group.devices.enumerated() {
                if j > 0 { w.raw(", ") }
                w.string(device)
            }
            w.raw("]}")
        }
    }

    private static func write(_ counts: Counts, into w: inout JSONWriter) {
        w.raw(
            "{\"asked\": \(counts.asked), \"measured\": \(counts.measured), \"documented\": \(counts.documented), "
                + "\"derived\": \(counts.derived), \"refused\": \(counts.refused), "
                + "\"not_applicable\": \(counts.notApplicable)}")
    }
}
