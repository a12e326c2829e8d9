"""Every public callable has a signature (inspect.signature works, so IDEs,
help() and notebooks show it) and rejects a keyword it does not take with a
TypeError naming the keyword (issue: the shared parser accepted keywords its
method ignored)."""

import inspect
import pathlib

import pytest
import safearea
from safearea import _safearea, swiftui
from safearea import playwright as sp

BOGUS = "bogus_keyword"


EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


def _instances():
    """One live instance of each class whose methods are checked, by class."""
    device = safearea.device("iPhone X")
    window = safearea.Window("iPhone 14")
    report = safearea.audit(EXAMPLES / "live-activity-incorrect.json", devices=["iPhone 15 Pro"])
    scene = swiftui.Scene("iPhone 15 Pro")
    return {
        safearea.Device: device,
        _safearea.DeviceBase: device,
        _safearea.Tree: _safearea.Tree(device),
        _safearea.Report: _safearea._audit((EXAMPLES / "live-activity-incorrect.json").read_bytes(), None, None, None),
        safearea.Insets: safearea.Insets(0, 0, 0, 0),
        safearea.Window: window,
        safearea.View: safearea.View(),
        safearea.ScrollView: safearea.ScrollView(),
        safearea.ViewController: safearea.ViewController(),
        safearea.NavigationController: safearea.NavigationController(),
        safearea.TabBarController: safearea.TabBarController(),
        safearea.AuditReport: report,
        swiftui.Scene: scene,
        swiftui.View: swiftui.View("body"),
    }


INSTANCES = _instances()


def _methods(cls, instance):
    for name in sorted(dir(cls)):
        if name.startswith("_") and not (cls.__module__ == "safearea._safearea" or cls is safearea.Insets):
            continue
        if name.startswith("__") and name != "__reduce__":
            continue
        static = inspect.getattr_static(cls, name)
        if isinstance(static, property) or not callable(getattr(instance, name, None)):
            continue
        owner = next((k for k in cls.__mro__ if name in vars(k)), None)
        if owner in (object, tuple, dict, Exception, BaseException):
            continue
        yield name, getattr(instance, name)


def _callables():
    """(label, callable) for the package's public functions and classes, the public methods of
    their instances, and everything the C module exposes (functions, types, their methods)."""
    seen = []
    targets = [(f"safearea.{name}", getattr(safearea, name)) for name in safearea.__all__]
    targets += [
        (f"safearea.swiftui.{name}", getattr(swiftui, name)) for name in dir(swiftui) if not name.startswith("_")
    ]
    targets += [(f"safearea.playwright.{name}", getattr(sp, name)) for name in sp.__all__]
    targets += [(f"_safearea.{name}", getattr(_safearea, name)) for name in dir(_safearea) if not name.startswith("__")]
    for label, value in targets:
        if (
            inspect.ismodule(value)
            or not callable(value)
            or not getattr(value, "__module__", "").startswith("safearea")
        ):
            continue
        if isinstance(value, type) and issubclass(value, (BaseException, int)):
            continue  # exceptions and the header's IntEnum/IntFlag classes
        seen.append((label, value))
        if isinstance(value, type) and value in INSTANCES:
            seen.extend((f"{label}.{name}", method) for name, method in _methods(value, INSTANCES[value]))
    return seen


CALLABLES = _callables()
#: Types made only by the library (safearea.device(), audit()): calling them is a TypeError whatever the arguments.
NOT_CONSTRUCTIBLE = {"safearea.Device", "_safearea.DeviceBase", "_safearea.Report"}


def test_the_list_covers_the_c_module():
    labels = {label for label, _ in CALLABLES}
    for name in (
        "_safearea.Tree.subviews",
        "_safearea.Tree.set",
        "_safearea.DeviceBase.safe_area",
        "_safearea._audit",
        "_safearea.Report.write",
        "safearea.Device.housing_edge",
        "safearea.device",
        "safearea.Insets",
        "_safearea.Tree",
    ):
        assert name in labels


@pytest.mark.parametrize("label,target", CALLABLES, ids=[label for label, _ in CALLABLES])
def test_signature_is_available(label, target):
    inspect.signature(target)
    assert inspect.getdoc(target), f"{label} has no docstring"


@pytest.mark.parametrize("label,target", CALLABLES, ids=[label for label, _ in CALLABLES])
def test_unknown_keyword_is_a_type_error(label, target):
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in inspect.signature(target).parameters.values()):
        pytest.skip(f"{label} takes **kwargs by design")
    with pytest.raises(TypeError) as caught:
        target(**{BOGUS: 1})
    if label not in NOT_CONSTRUCTIBLE:
        message = str(caught.value)
        assert BOGUS in message or "takes no keyword arguments" in message, message


@pytest.fixture(scope="module")
def phone():
    return safearea.device("iPhone X")


DEVICE_METHODS = [
    "export",
    "safe_area",
    "check_rects",
    "housing_edge",
    "screen_size",
    "to_json",
    "unsafe_regions",
    "resolve_os_version",
    "svg",
    "explain",
    "provenance",
    "keyboard_height",
    "keyboard_provenance",
]


@pytest.mark.parametrize("method", [m for m in DEVICE_METHODS])
def test_device_methods_reject_unknown_keywords(phone, method):
    target = getattr(phone, method, None)
    if target is None:
        pytest.skip(f"Device has no {method}")
    with pytest.raises(TypeError, match=f"{BOGUS}|takes no keyword arguments"):
        target(**{BOGUS: 1})


def test_inapplicable_keywords_are_refused(phone):
    # Before: housing_edge and screen_size silently ignored os_version.
    with pytest.raises(TypeError, match="housing_edge\\(\\) got an unexpected keyword argument 'os_version'"):
        phone.housing_edge("portrait", os_version="anything")
    with pytest.raises(TypeError, match="screen_size\\(\\) got an unexpected keyword argument 'os_version'"):
        phone.screen_size(os_version="zzz")
    with pytest.raises(TypeError, match="got an unexpected keyword argument 'status_bar_hidden'"):
        phone._resolve_os_version("portrait", status_bar_hidden=True)


def test_parameter_errors_read_like_cpython(phone):
    with pytest.raises(TypeError, match=r"safe_area\(\) takes at most 1 positional argument \(2 given\)"):
        phone.safe_area("portrait", "17.0")
    with pytest.raises(TypeError, match=r"safe_area\(\) got multiple values for argument 'orientation'"):
        phone.safe_area("portrait", orientation="portrait")
    with pytest.raises(TypeError, match=r"check_rects\(\) missing required argument 'rects'"):
        phone.check_rects()


def test_signatures_name_the_parameters(phone):
    assert (
        str(inspect.signature(phone.safe_area))
        == "(orientation='portrait', *, os_version=None, status_bar_hidden=False, strict=False)"
    )
    assert str(inspect.signature(phone.housing_edge)) == "(orientation='portrait')"
    assert list(inspect.signature(phone.check_rects).parameters) == [
        "rects",
        "orientation",
        "os_version",
        "status_bar_hidden",
        "strict",
        "overlap",
    ]
    assert str(inspect.signature(_safearea.Tree)) == "(device, orientation=0, os_version=None, flags=0)"
    assert str(inspect.signature(safearea.Insets)) == "(top, left, bottom, right)"
    assert str(inspect.signature(_safearea.Tree.subviews)) == "(self, view, /)"
    # Keywords still work where they are taken.
    assert phone.safe_area(orientation="landscape_left", os_version=None, status_bar_hidden=False) == (0, 44, 21, 44)
