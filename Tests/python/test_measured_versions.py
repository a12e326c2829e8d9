"""A value is measured only on the OS version its source ran, and carried (derived, with a basis that
names that version) to the rest of its line (MODEL.md §8), through Python and the command line's table.

The versions are the sources' own, as data/devices.json names them: flutter_device_preview probed the
iOS/iPadOS 26.5 simulator (32/0/25/0 on the iPad Pro 13-inch (M5), 0/62/20/62 landscape on the iPhone 16
Pro); dimmmensions dumped the iOS 16.2 simulator (59/0/34/0 on the iPhone 14 Pro); flutter_device_preview
at bfdd4e7 ran an iOS 18 simulator whose minor it did not record."""

import json

import pytest
import safearea
from safearea.cli import main

CARRIED_26_5 = "carried from iPadOS 26.5, the only version its source measured"


@pytest.mark.parametrize("version, line", [("26.0", "26.0\u201326.4.x"), ("26.5.1", "26.5\u201326.x")])
def test_the_basis_names_the_device_and_its_range(version, line):
    basis = safearea.device("iPad Pro 13-inch (M5)").provenance(os_version=version).basis
    assert basis == f"iPad Pro 13-inch (M5), iPadOS {line}: {CARRIED_26_5}"


def test_the_ipad_pro_m5_is_measured_on_26_5():
    pad = safearea.device("iPad Pro 13-inch (M5)")
    provenance = pad.provenance(os_version="26.5")
    assert (provenance.kind, provenance.basis) == ("measured", "")
    assert pad.safe_area(os_version="26.5", strict=True) == (32, 0, 25, 0)
    assert pad.measured_os(os_version="26.5") == "26.5"


@pytest.mark.parametrize("version", ["26.0", "26.4", "26.5.1", "26.6"])
def test_the_ipad_pro_m5_is_carried_elsewhere_on_its_line(version):
    pad = safearea.device("iPad Pro 13-inch (M5)")
    provenance = pad.provenance("landscape_left", os_version=version)
    assert provenance.kind == "derived" and provenance.basis.endswith(": " + CARRIED_26_5)
    assert provenance.source.startswith("flutter_device_preview apple-ipad-pro-13-m5")
    assert str(provenance).startswith("derived: iPad Pro 13-inch (M5), iPadOS 26.")
    assert pad.safe_area(os_version=version) == (32, 0, 25, 0)
    assert pad.measured_os(os_version=version) == "26.5"


def test_strict_refuses_the_carried_value_naming_26_5():
    pad = safearea.device("iPad Pro 13-inch (M5)")
    with pytest.raises(safearea.OSVersionError) as error:
        pad.safe_area(os_version="26.0", strict=True)
    message = str(error.value)
    assert "iPad Pro 13-inch (M5) on iPadOS 26.0" in message
    assert (
        "(32, 0, 25, 0) is derived: iPad Pro 13-inch (M5), iPadOS 26.0\u201326.4.x: carried from iPadOS 26.5" in message
    )
    with pytest.raises(safearea.OSVersionError, match="carried from iPadOS 26.5"):
        pad.provenance(os_version="26.0", strict=True)
    assert pad.has_data_for("26.5", strict=True) and not pad.has_data_for("26.0", strict=True)


def test_an_iphone_line_is_measured_on_the_version_its_probe_ran():
    phone = safearea.device("iPhone 14 Pro")
    assert phone.provenance(os_version="16.2").kind == "measured"
    assert phone.safe_area(os_version="16.2", strict=True) == (59, 0, 34, 0)
    carried = phone.provenance(os_version="17.0")
    assert carried.kind == "derived"
    assert (
        carried.basis
        == "iPhone 14 Pro, iOS 16.0\u201318.x: carried from iOS 16.2, the only version its source measured"
    )
    with pytest.raises(safearea.OSVersionError, match="carried from iOS 16.2"):
        phone.safe_area(os_version="16.0", strict=True)
    pro = safearea.device("iPhone 16 Pro")
    assert pro.safe_area("landscape_left", os_version="26.5", strict=True) == (0, 62, 20, 62)
    assert pro.provenance("landscape_left", os_version="26.5.1").kind == "derived"


def test_a_source_that_records_only_its_line_is_measured_on_the_line():
    pro = safearea.device("iPhone 16 Pro")
    assert pro.measured_os(os_version="18.3") == "18.x"
    assert pro.provenance(os_version="18.3").kind == "measured"


def test_nothing_measured_on_a_derived_line():
    assert safearea.device("iPad Pro 13-inch (M5)").measured_os(os_version="27.0") is None
    assert safearea.device("iPhone 15").measured_os(os_version="26.5") is None  # from the 16's panel


def test_keyboards_are_carried_from_the_probes_version():
    phone = safearea.device("iPhone 16 Pro")
    assert phone.keyboard_provenance(os_version="26.5").kind == "measured"
    carried = phone.keyboard_provenance(os_version="26.6")
    assert carried.kind == "derived"
    assert (
        carried.basis
        == "iPhone 16 Pro, iOS 26.5\u201326.x: carried from iOS 26.5, the only version its source measured"
    )
    assert phone.keyboard_height(os_version="26.6") == 335
    with pytest.raises(safearea.OSVersionError, match="carried from iOS 26.5"):
        phone.keyboard_height(os_version="26.6", strict=True)


def test_measured_os_arguments():
    pad = safearea.device("iPad Pro 13-inch (M5)")
    with pytest.raises(safearea.OSVersionError):
        pad.measured_os(os_version="25.0")
    with pytest.raises(TypeError):
        pad.measured_os(os_versions="26.0")  # type: ignore[call-arg]


def test_the_table_says_measured_or_carried(capsys):
    assert main(["table", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)

    def provenance(device, orientation, os):
        return next(
            r["provenance"] for r in rows if r["device"] == device and r["orientation"] == orientation and r["os"] == os
        )

    assert provenance("iPad Pro 13-inch (M5)", "portrait", "26.0\u201326.4.x") == "carried from 26.5"
    assert provenance("iPad Pro 13-inch (M5)", "portrait", "26.5\u201326.x") == "measured on 26.5, carried to the rest"
    assert provenance("iPad Pro 13-inch (M5)", "portrait", "27.0\u201327.x") == "derived"
    assert provenance("iPhone 16 Pro", "portrait", "18.0\u201318.x") == "measured"  # the 18 line, minor unrecorded
    assert provenance("iPhone 14 Pro", "portrait", "16.0\u201318.x") == "measured on 16.2, carried to the rest"


def test_the_printed_table_shows_the_difference(capsys):
    assert main(["table"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("iPad Pro 13-inch (M5)")]
    assert any("26.0\u201326.4.x" in line and line.rstrip().endswith("carried from 26.5") for line in lines)
    assert any("26.5\u201326.x" in line and "measured on 26.5, carried to the rest" in line for line in lines)


def test_explain_says_where_the_value_is_carried_from():
    def top_explanation(version):
        window = safearea.Window(safearea.device("iPad Pro 13-inch (M5)"), os_version=version)
        controller = safearea.ViewController()
        window.root = controller
        return str(controller.view.explain("top"))

    assert "[measured: flutter_device_preview apple-ipad-pro-13-m5" in top_explanation("26.5")
    assert (
        "[derived: iPad Pro 13-inch (M5), iPadOS 26.0\u201326.4.x: carried from iPadOS 26.5, the only version its "
        "source measured [flutter_device_preview apple-ipad-pro-13-m5" in top_explanation("26.0")
    )
