"""pandas tables: the main job's table and an audit's findings as DataFrames,
with MODEL.md §1's iPhone 14 numbers; a clear error when pandas is missing."""

import builtins
import importlib
import pathlib

import pytest
import safearea

pandas = pytest.importorskip("pandas")
EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


def test_devices_frame_is_the_main_jobs_table():
    frame = safearea.devices_frame()
    assert list(frame.columns) == [
        "device",
        "family",
        "orientation",
        "os_min",
        "os_max",
        "top",
        "left",
        "bottom",
        "right",
        "hidden_top",
        "hidden_left",
        "hidden_bottom",
        "hidden_right",
        "housing_edge",
        "provenance",
    ]
    rows = frame[(frame.device == "iPhone 14") & (frame.os_min == "16.0")].set_index("orientation")
    assert tuple(rows.loc["portrait", ["top", "left", "bottom", "right"]]) == (47, 0, 34, 0)
    assert tuple(rows.loc["landscape_left", ["top", "left", "bottom", "right"]]) == (0, 47, 21, 47)
    assert rows.loc["landscape_left", "housing_edge"] == "right"
    assert rows.loc["portrait", "provenance"] == "derived"  # dimmmensions ran iOS 16.2: 16.0 is carried (MODEL.md §8)
    derived = frame[(frame.device == "iPad Pro 11-inch (1st generation)") & (frame.os_min == "17.0")]
    assert set(derived.provenance) == {"derived"} and set(derived.bottom) == {25}
    eight = frame[(frame.device == "iPhone 8") & (frame.orientation == "portrait")].iloc[0]
    assert (eight.top, eight.hidden_top) == (20, 0) and pandas.isna(eight.housing_edge)
    assert set(frame.family) == {"phone", "pad", "tv"}
    duo = frame[frame.device == "iPhone Duo (outer display)"].iloc[0]
    assert (duo.top, duo.left, duo.bottom, duo.right) == (0, 0, 34, 84) and pandas.isna(duo.hidden_right)  # unmeasured


def test_devices_frame_for_one_os_version_skips_devices_without_data():
    frame = safearea.devices_frame(os_version="17.0")
    assert set(frame.os_min) == {"17.0"}
    assert "iPhone X" not in set(frame.device)  # runs iOS 11 to 16
    assert "iPhone 14" in set(frame.device)


def test_findings_frame_has_one_row_per_finding():
    report = safearea.audit(EXAMPLES / "live-activity-incorrect.json", devices=["iPhone 15 Pro"])
    frame = report.to_pandas()
    assert len(frame) == len(report.findings) > 0
    first = frame.iloc[0]
    assert (first.device, first.rule, first.message) == (
        report.findings[0].device,
        report.findings[0].rule,
        report.findings[0].message,
    )
    assert set(frame.severity) <= {"error", "warning"}


def test_a_clear_error_without_pandas(monkeypatch):
    real_import = builtins.__import__

    def without_pandas(name, *args, **kwargs):
        if name == "pandas" or name.startswith("pandas."):
            raise ImportError("No module named 'pandas'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", without_pandas)
    monkeypatch.setattr(importlib, "import_module", lambda name, *a: without_pandas(name))
    with pytest.raises(ImportError, match="need pandas, which is not installed: pip install pandas"):
        safearea.devices_frame()
