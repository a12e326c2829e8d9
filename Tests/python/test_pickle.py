"""Values cross process boundaries: pickle, copy and deepcopy of
devices, value objects, findings, audit reports, SwiftUI layouts and batch results;
a Window refuses with a reason; payloads of another major version or a corrupted
kind are refused; a forked child of a process that ran threaded batches works;
an audit fanned out over a multiprocessing pool equals the serial run."""

import copy
import multiprocessing
import os
import pathlib
import pickle

import pytest
import safearea
from safearea import _pickle, swiftui

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


def roundtrip(value):
    return pickle.loads(pickle.dumps(value))


def test_a_builtin_device_comes_back_as_the_same_catalog_object():
    phone = safearea.device("iPhone X")
    assert roundtrip(phone) is phone
    assert copy.copy(phone) is phone and copy.deepcopy(phone) is phone
    assert len(pickle.dumps(phone)) < 100, "a name, not a profile"


def test_a_loaded_profile_travels_as_its_json():
    text = safearea.device("iPhone 14").to_json().replace('"iPhone 14"', '"Test phone"', 1)
    loaded = safearea.load_device(text)
    again = roundtrip(loaded)
    assert again is not loaded and again.loaded and again.name == "Test phone"
    assert again.to_json() == loaded.to_json()
    assert again.safe_area("landscape_left", os_version="17") == (0, 47, 21, 47)  # MODEL.md §1, iPhone 14
    assert copy.deepcopy(loaded).to_json() == loaded.to_json()


def test_value_objects():
    phone = safearea.device("iPhone 15 Pro")
    for value in (
        phone.safe_area("landscape_left"),
        phone.housing,
        phone.home_indicator,
        phone.os_range,
        phone.os_versions,
        phone.unsafe_regions(),
    ):
        assert roundtrip(value) == value and copy.deepcopy(value) == value
    assert type(roundtrip(phone.safe_area())) is safearea.Insets


#: Value objects as pickle wrote them (protocol 0 and the default protocol 4) while they lived in
#: safearea._device, before they moved to safearea._values: each names its class by that module.
PICKLED_IN_DEVICE = [
    (
        b"csafearea._device\nHousing\np0\n(Vnotch\np1\n(F1.0\nF2.0\nF3.0\nF4.0\ntp2\nI01\nI00\ntp3\nRp4\n.",
        lambda: safearea.Housing("notch", (1.0, 2.0, 3.0, 4.0), True),
    ),
    (b"csafearea._device\nHomeIndicator\np0\n(I01\nNtp1\nRp2\n.", lambda: safearea.HomeIndicator(True, None)),
    (b"csafearea._device\nOSRange\np0\n(V17.0\np1\nV27.x\np2\ntp3\nRp4\n.", lambda: safearea.OSRange("17.0", "27.x")),
    (
        b"\x80\x04\x952\x00\x00\x00\x00\x00\x00\x00\x8c\x10safearea._device\x94\x8c\x07OSRange\x94\x93\x94\x8c\x04"
        b"17.0\x94\x8c\x0427.x\x94\x86\x94R\x94.",
        lambda: safearea.OSRange("17.0", "27.x"),
    ),
    (
        b"csafearea._device\nProvenance\np0\n(Vmeasured\np1\nVprobe\np2\nV\np3\ntp4\nRp5\n.",
        lambda: safearea.Provenance("measured", "probe", ""),
    ),
    (
        b"csafearea._device\nRegion\np0\n(Vcorner\np1\nVtop\np2\nI01\nI00\n(F0.0\nF0.0\nF55.0\nF55.0\ntp3\nF55.0\n"
        b"tp4\nRp5\n.",
        lambda: safearea.Region("corner", "top", True, False, (0.0, 0.0, 55.0, 55.0), 55.0),
    ),
    (
        b"ccopy_reg\n_reconstructor\np0\n(csafearea._device\nCornerRadii\np1\nc__builtin__\ntuple\np2\n(F8.0\n"
        b"F59.0\nF8.0\nF59.0\ntp3\ntp4\nRp5\n.",
        lambda: safearea.CornerRadii(8.0, 59.0, 8.0, 59.0),
    ),
    (
        b"csafearea._device\nReservedRegion\np0\n(Vfold\np1\nVdivision\np2\nVrectangle\np3\n(F1.0\nF0.0\nF2.0\n"
        b"F3.0\ntp4\n(F0.0\nF1.0\nF0.0\nF1.0\ntp5\nI00\ncsafearea._device\nProvenance\np6\n(Vmeasured\np7\n"
        b"Vprobe\np8\nV\np9\ntp10\nRp11\ntp12\nRp13\n.",
        lambda: safearea.ReservedRegion(
            "fold",
            "division",
            "rectangle",
            (1.0, 0.0, 2.0, 3.0),
            (0.0, 1.0, 0.0, 1.0),
            False,
            safearea.Provenance("measured", "probe", ""),
        ),
    ),
    (
        b"ccopy_reg\n_reconstructor\np0\n(csafearea._device\nRectCheckResult\np1\nc__builtin__\ntuple\np2\n(I1\nNI2\n"
        b"tp3\ntp4\nRp5\n.",
        lambda: safearea.RectCheckResult(1, None, 2),
    ),
]


@pytest.mark.parametrize("payload, expected", PICKLED_IN_DEVICE)
def test_value_objects_pickled_before_they_moved_to_values_still_load(payload, expected):
    loaded = pickle.loads(payload)
    assert type(loaded) is type(expected()) and loaded == expected()


def test_audit_reports_and_findings_keep_their_outputs():
    report = safearea.audit(
        EXAMPLES / "live-activity-incorrect.json",
        devices=["iPhone 15 Pro", "iPhone X"],
        orientations=["portrait", "landscape_left"],
    )
    again = roundtrip(report)
    assert (
        again.to_json() == report.to_json()
        and again.to_sarif() == report.to_sarif()
        and again.table() == report.table()
    )
    assert [f.message for f in again.errors] == [f.message for f in report.errors] and report.errors
    assert again.svg("iPhone 15 Pro", "portrait") == report.svg("iPhone 15 Pro", "portrait")
    assert again.source == report.source
    finding = roundtrip(report.errors[0])
    assert (finding.device, finding.rule, finding.fix, finding.message) == (
        report.errors[0].device,
        report.errors[0].rule,
        report.errors[0].fix,
        report.errors[0].message,
    )
    assert copy.deepcopy(report).to_json() == report.to_json()


def test_swiftui_layouts_and_batch_results():
    numpy = pytest.importorskip("numpy")
    layout = (
        swiftui.Scene("iPhone 15 Pro", keyboard=336)
        .add(swiftui.View("body").ignores_safe_area(regions="keyboard"))
        .layout()
    )
    again = roundtrip(layout)
    assert {k: (v.frame, tuple(v.safe_area_insets)) for k, v in again.items()} == {
        k: (v.frame, tuple(v.safe_area_insets)) for k, v in layout.items()
    }
    assert (again.device, again.orientation, again.os_version) == (layout.device, layout.orientation, layout.os_version)
    rects = numpy.array([[0, 0, 10, 10], [100, 300, 50, 50]], dtype=numpy.float64)
    result = safearea.device("iPhone 15 Pro").check_rects(rects)
    same = roundtrip(result)
    assert type(same) is type(result)
    assert all((a == b).all() for a, b in zip(same, result))


def test_a_window_refuses_with_the_reason():
    window = safearea.Window("iPhone 14")
    with pytest.raises(TypeError, match="does not pickle: its tree's state depends on the order of every change"):
        pickle.dumps(window)
    with pytest.raises(TypeError):
        copy.deepcopy(window)


def test_payloads_of_another_major_version_or_kind_are_refused():
    with pytest.raises(pickle.UnpicklingError, match=r"pickled by libsafearea 99\.x .* \(expected major version \d+\)"):
        _pickle.restore("device", 99, "iPhone X")
    with pytest.raises(pickle.UnpicklingError, match="'tree' is not a kind of safearea object"):
        _pickle.restore("tree", safearea._safearea.VERSION_MAJOR, None)
    with pytest.raises(pickle.UnpicklingError, match="corrupted safearea device payload"):
        _pickle.restore("device", safearea._safearea.VERSION_MAJOR, 12345)
    with pytest.raises(safearea.DeviceNotFoundError):
        pickle.loads(pickle.dumps(safearea.device("iPhone X")).replace(b"iPhone X", b"iPhone Q"))


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_a_forked_child_works_after_threaded_batches():
    numpy = pytest.importorskip("numpy")
    phone = safearea.device("iPhone 15 Pro")
    rects = numpy.random.default_rng(7).uniform(0, 400, size=(300_000, 4))
    expected = phone.check_rects(rects)  # large enough to run on several threads
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: batch again, query, report through the pipe
        try:
            again = phone.check_rects(rects)
            same = all((a == b).all() for a, b in zip(again[::2], expected[::2]))
            ok = same and phone.safe_area("landscape_left") == expected_insets()
            os.write(write, b"ok" if ok else b"differs")
        finally:
            os._exit(0)
    os.close(write)
    _, status = os.waitpid(pid, 0)
    assert os.read(read, 16) == b"ok" and status == 0


def expected_insets():
    return safearea.device("iPhone 15 Pro").safe_area("landscape_left")


def _audit_one(design_and_device):
    design, device = design_and_device
    return safearea.audit(design, devices=[device]).to_json()


@pytest.mark.parametrize(
    "method", [m for m in ("spawn", "forkserver", "fork") if m in multiprocessing.get_all_start_methods()]
)
def test_a_pool_audit_equals_the_serial_run(method):
    designs = sorted(str(p) for p in EXAMPLES.glob("*.json"))
    work = [
        (design, device)
        for design in designs
        for device in ("iPhone 15 Pro", "iPad Pro 11-inch (M4)", "iPhone SE (3rd generation)")
    ]
    serial = [_audit_one(item) for item in work]
    with multiprocessing.get_context(method).Pool(2) as pool:
        parallel = pool.map(_audit_one, work)
    assert parallel == serial
    # Reports themselves cross the boundary too.
    with multiprocessing.get_context(method).Pool(1) as pool:
        report = pool.apply(safearea.audit, (designs[0],), {"devices": ["iPhone 15 Pro"]})
    assert report.to_json() == safearea.audit(designs[0], devices=["iPhone 15 Pro"]).to_json()
