"""OSRange answers questions by version and Device.has_data_for tells whether a query for a
version answers (MODEL.md §8: OS ranges read as people say them, "18.x" being every 18 release;
the iPhone XR's inset records cover iOS 12.0-13.x and 14.0-18.x, docs/catalog.md)."""

import pytest
import safearea


@pytest.fixture(scope="module")
def xr():
    return safearea.device("iPhone XR")


def test_containment_at_the_ends_of_a_range():
    life = safearea.OSRange("12.0", "18.x")
    assert "12.0" in life and "12" in life and "iOS 12.0" in life
    assert "11.4" not in life and "11.99.99" not in life
    assert "18.7.1" in life and "18.99.99" in life
    assert "19.0" not in life and "26" not in life


def test_containment_of_version_lines():
    life = safearea.OSRange("12.0", "18.x")
    assert "18.x" in life and "12.x" in life and "16.4.x" in life
    assert "11.x" not in life and "19.x" not in life
    # A range that starts inside a line does not hold the whole line.
    late = safearea.OSRange("16.1", "16.x")
    assert "16.0" not in late and "16.1" in late and "16.99" in late and "17.0" not in late
    assert "16.x" not in late and "16.1.x" in late
    # An end without ".x" is that version alone.
    exact = safearea.OSRange("17.4", "17.4")
    assert "17.4" in exact and "17.4.1" not in exact and "17.4.x" not in exact and "17.3.9" not in exact


def test_ranges_and_their_parts():
    life = safearea.OSRange("12.0", "18.x")
    assert safearea.OSRange("14.0", "18.x") in life and safearea.OSRange("11.0", "13.x") not in life
    assert life.span() == (120000, 189999)
    assert safearea.os_version_span("16.x") == (160000, 169999)
    assert safearea.os_version_span("16.4.x") == (160400, 160499)
    assert safearea.os_version_span("iPadOS 17.4.1") == (170401, 170401)


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
