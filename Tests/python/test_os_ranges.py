"""OSRange answers questions by version and Device.has_data_for tells whether a query for a
version answers (MODEL.md §8: OS ranges read as people say them, "18.x" being every 18 release;
the iPhone XR's inset records cover iOS 12.0-13.x and 14.0-18.x, docs/catalog.md)."""

import json
import pathlib
import re

import pytest
import safearea

# Shared with the engine's and the refresh tool's tests (Tests/SafeAreaEngineTests/OSVersionTests.swift,
# Tests/python/test_catalog_refresh.py).
CASES = json.loads(
    (pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "os_version_cases.json").read_text(encoding="utf-8")
)


@pytest.fixture(scope="module")
def xr():
    return safearea.device("iPhone XR")


def test_the_shared_parse_cases_read_as_the_library_reads_them():
    for case in CASES["parse"]:
        assert safearea.os_version_span(case["text"]) == (case["encoded"], case["encoded"]), case["text"]
    for text in CASES["malformed"]:
        with pytest.raises(safearea.OSVersionError, match="is not an OS version"):
            safearea.os_version_span(text)


def test_the_shared_spans():
    for case in CASES["spans"]:
        assert safearea.os_version_span(case["text"]) == (case["first"], case["last"]), case["text"]
    for text in CASES["malformed_spans"]:
        with pytest.raises(safearea.OSVersionError):
            safearea.os_version_span(text)


def test_the_shared_bounds_as_format_os_version_writes_them():
    # An upper bound reads as people say it ("18.x"), a lower one as the catalog writes it.
    for case in CASES["bounds"]:
        major, minor, patch = case["version"]
        assert safearea.format_os_version(major * 10000 + minor * 100 + patch) == case["readable"], case


def test_the_shared_ranges_by_version_and_by_line():
    for case in CASES["ranges"]:
        low, high = case["readable"].split("\u2013")
        r = safearea.OSRange(low, high)
        assert str(r) == case["readable"]
        for version in case["inside"] + case["lines_inside"]:
            assert version in r, (case["readable"], version)
        for version in case["outside"] + case["lines_outside"]:
            assert version not in r, (case["readable"], version)


def test_ranges_and_their_parts():
    life = safearea.OSRange("12.0", "18.x")
    assert safearea.OSRange("14.0", "18.x") in life and safearea.OSRange("11.0", "13.x") not in life
    assert life.span() == (120000, 189999)


@pytest.mark.parametrize("case", CASES["platforms"]["refused"], ids=lambda c: f"{c['device']}/{c['os_version']}")
def test_a_version_of_another_platform_is_refused(case):
    device = safearea.device(case["device"])
    with pytest.raises(safearea.OSVersionError, match=re.escape(case["message"])):
        device.safe_area(device.orientations[0], os_version=case["os_version"])
    assert not device.has_data_for(case["os_version"])


@pytest.mark.parametrize("case", CASES["platforms"]["accepted"], ids=lambda c: f"{c['device']}/{c['os_version']}")
def test_a_version_of_the_devices_own_platform_is_taken(case):
    device = safearea.device(case["device"])
    device.safe_area(device.orientations[0], os_version=case["os_version"])
    assert device.has_data_for(case["os_version"])


def test_comparisons_by_version():
    life = safearea.OSRange("12.0", "18.x")
    assert life < "19" and not life < "18.9" and life <= "19.0" and not life <= "18.x"
    assert life > "11.x" and not life > "12.0" and life >= "12.0" and not life >= "12.1"
    assert "19" > life and "11.x" < life  # the reflected forms
    older, newer = safearea.OSRange("12.0", "13.x"), safearea.OSRange("14.0", "18.x")
    assert older < newer and newer > older and not newer < older
    assert sorted([newer, older]) == [older, newer]
    # Text order would put "9.3" after "18.x"; versions do not.
    assert safearea.OSRange("9.0", "9.3") < "18.x"


def test_bad_versions_raise_as_queries_do():
    life = safearea.OSRange("12.0", "18.x")
    with pytest.raises(safearea.OSVersionError, match="is not an OS version"):
        "twelve" in life
    with pytest.raises(safearea.OSVersionError, match="not an OS version line"):
        "16.4.1.x" in life
    with pytest.raises(TypeError, match="not int"):
        16 in life
    with pytest.raises(TypeError):
        life < 16


def test_has_data_for_at_the_ends_of_the_records(xr):
    assert [str(r) for r in xr.os_versions] == ["12.0\u201313.x", "14.0\u201318.x"]
    assert xr.has_data_for("12.0") and xr.has_data_for("13.7") and xr.has_data_for("14.0")
    assert xr.has_data_for("18.99.99") and xr.has_data_for("iOS 16.4")
    assert not xr.has_data_for("11.4") and not xr.has_data_for("19.0") and not xr.has_data_for("26")
    # Not a version a query takes: the query raises OSVersionError, so False.
    assert not xr.has_data_for("twelve") and not xr.has_data_for("16.x")
    with pytest.raises(TypeError):
        xr.has_data_for(16)  # type: ignore[arg-type]


def test_has_data_for_is_exactly_whether_a_query_answers():
    def answers(device, version, strict=False, orientations=None):
        try:
            for orientation in orientations or device.orientations:
                device.safe_area(orientation, os_version=version, strict=strict)
        except safearea.OSVersionError:
            return False
        return True

    for device in safearea.devices():
        edges = []
        for r in device.os_versions:
            low, high = r.span()
            for encoded in (low - 1, low, high, high + 1):
                major, minor, patch = encoded // 10000, encoded // 100 % 100, encoded % 100
                edges.append(f"{major}.{minor}.{patch}")
        for version in edges:
            for strict in (False, True):
                assert device.has_data_for(version, strict=strict) == answers(device, version, strict), (
                    device.name,
                    version,
                )
                for orientation in device.orientations:
                    assert device.has_data_for(version, orientation=orientation, strict=strict) == answers(
                        device, version, strict, (orientation,)
                    ), (device.name, version, orientation)
            assert device.has_data_for(version) == any(version in r for r in device.os_versions), (device.name, version)


def test_strict_counts_only_measured_or_documented_records():
    # docs/catalog.md: the iPad Pro 11-inch (4th generation) on iPadOS 18.0 is derived from the 18.x probe.
    pro = safearea.device("iPad Pro 11-inch (4th generation)")
    assert pro.provenance(os_version="18.0").kind == "derived"
    assert pro.has_data_for("18.0") and not pro.has_data_for("18.0", strict=True)


def test_has_data_for_strict_asks_each_orientation():
    # iPhone 17 Pro on iOS 27.0: portrait 62/0/34/0 measured on the 27.0 simulator (amoshydra/blog@1077606),
    # landscape not measured there (derived from the 26.5 probe), so strict answers portrait only.
    pro = safearea.device("iPhone 17 Pro")
    assert pro.has_data_for("27.0", orientation="portrait", strict=True)
    assert not pro.has_data_for("27.0", orientation="landscape_left", strict=True)
    assert not pro.has_data_for("27.0", strict=True)
    assert pro.has_data_for("27.0") and pro.has_data_for("27.0", orientation="landscape_left")
