"""Custom profiles from JSON (files and text), round trips, and errors naming the field."""

import copy
import json

import pytest
import safearea
from conftest import load_fixture

BAD = load_fixture("bad_profiles.json")


def test_load_android_profile_from_path(fixtures_dir):
    pixel = safearea.load_device(fixtures_dir / "profiles" / "google-pixel-9.json")
    assert pixel.loaded and pixel.name == "Pixel 9"
    # flutter_device_preview google-pixel-9: portrait 54/0/24/0, landscape 52/0/24/0.
    assert pixel.safe_area() == (54, 0, 24, 0)
    assert pixel.safe_area("landscape_right") == (52, 0, 24, 0)
    assert pixel.housing.kind == "punch_hole"
    assert pixel.scale == 2.625 and pixel.native_pixels == (1080, 2424)
    with pytest.raises(safearea.UnsupportedOrientationError):
        pixel.safe_area("portrait_upside_down")


def test_load_from_text_and_bytes(fixtures_dir):
    text = (fixtures_dir / "profiles" / "future-iphone.json").read_text()
    for source in (text, text.encode(), str(fixtures_dir / "profiles" / "future-iphone.json")):
        future = safearea.load_device(source)
        assert future.safe_area("landscape_left", os_version="27.2") == (0, 62, 20, 62)
        assert future.native_pixels == (1200, 2640)


def test_every_builtin_round_trips_through_json():
    for device in safearea.devices():
        copy_ = safearea.load_device(device.to_json())
        assert copy_.name == device.name
        assert copy_.to_json() == device.to_json()
        for orientation in device.orientations:
            for os_range in device.os_versions:
                assert copy_.safe_area(orientation, os_version=os_range.min) == device.safe_area(
                    orientation, os_version=os_range.min
                )


@pytest.mark.parametrize("case", BAD["cases"], ids=lambda c: c["message"])
def test_bad_profiles_name_the_field(case):
    document = copy.deepcopy(BAD["base"])
    for key, value in case["patch"].items():
        if value is None:
            document.pop(key, None)
        else:
            document[key] = value
    with pytest.raises(safearea.InvalidProfileError) as info:
        safearea.load_device(json.dumps(document))
    assert case["message"] in str(info.value)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("case", BAD["raw"], ids=lambda c: c["message"])
def test_bad_raw_json(case):
    with pytest.raises(safearea.SafeAreaError) as info:
        safearea.load_device(case["json"].encode())
    assert case["message"] in str(info.value)


def test_limits():
    with pytest.raises(safearea.LimitExceededError, match="deeper than 32"):
        safearea.load_device(b"[" * 100_000 + b"]" * 100_000)
    with pytest.raises(safearea.LimitExceededError):
        safearea.load_device(b"{" + b" " * (2 * 1024 * 1024) + b"}")


def test_bad_argument_types():
    with pytest.raises(TypeError):
        safearea.load_device(42)
    with pytest.raises(FileNotFoundError):
        safearea.load_device("/nonexistent/profile.json")
    with pytest.raises(TypeError):
        safearea.device(42)
    with pytest.raises(safearea.InvalidArgumentError, match="NUL"):
        safearea.device("iPhone\0X")


def test_loaded_profiles_are_freed():
    import gc

    for _ in range(200):
        safearea.load_device(safearea.device("iPhone X").to_json())
    gc.collect()
