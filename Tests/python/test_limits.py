"""Every documented limit (docs/RELIABILITY.md, include/safearea.h) at its boundary: the
largest accepted input works, one more is a LimitExceededError naming the limit."""

import json

import numpy as np
import pytest
import safearea

# The limits as the header and docs/RELIABILITY.md state them.
PROFILE_BYTES = 1024 * 1024
PROFILE_DEPTH = 32
STRING_BYTES = 256
RECORDS = 64
ALIASES = 64
LENGTH = 100_000
DESIGN_BYTES = 8 * 1024 * 1024
DESIGN_DEPTH = 64
ELEMENTS = 20_000
TREE_NODES = 4_000_000


def _profile(**changes):
    profile = {
        "name": "Limit Phone",
        "aliases": [],
        "family": "phone",
        "os_min": "1.0",
        "os_max": "99",
        "screen": {"width": 390, "height": 844, "scale": 3, "native_pixels": [1170, 2532]},
        "corner_radius": 0,
        "housing": {"kind": "none", "rect": None},
        "home_indicator": {"present": False, "rect": None},
        "orientations": ["portrait"],
        "insets": [
            {
                "os_min": "1.0",
                "os_max": "99",
                "status_bar_height": 20,
                "portrait": [20, 0, 0, 0],
                "landscape": [0, 0, 0, 0],
                "source": "test",
            }
        ],
    }
    profile.update(changes)
    return profile


def _load(profile):
    return safearea.load_device(json.dumps(profile).encode())


def test_profile_strings_and_lengths():
    assert _load(_profile(name="n" * STRING_BYTES)).name == "n" * STRING_BYTES
    with pytest.raises(safearea.LimitExceededError, match=f"the limit is {STRING_BYTES}"):
        _load(_profile(name="n" * (STRING_BYTES + 1)))
    wide = _profile(screen={"width": LENGTH, "height": 844, "scale": 1, "native_pixels": [LENGTH, 844]})
    assert _load(wide).screen_size() == (LENGTH, 844)
    wide["screen"]["width"] = LENGTH + 1
    wide["screen"]["native_pixels"][0] = LENGTH + 1
    with pytest.raises(safearea.SafeAreaError, match="100000"):
        _load(wide)


def test_profile_aliases_and_records():
    assert len(_load(_profile(aliases=[f"alias {i}" for i in range(ALIASES)])).aliases) == ALIASES
    with pytest.raises(safearea.LimitExceededError, match=str(ALIASES)):
        _load(_profile(aliases=[f"alias {i}" for i in range(ALIASES + 1)]))

    def records(count):
        return [
            {
                "os_min": f"{i + 1}.0",
                "os_max": f"{i + 1}.9",
                "status_bar_height": 20,
                "portrait": [20, 0, 0, 0],
                "landscape": [0, 0, 0, 0],
                "source": "test",
            }
            for i in range(count)
        ]

    device = _load(_profile(insets=records(RECORDS), os_max="64.9"))
    assert device.safe_area(os_version="64.5") == (20, 0, 0, 0)
    with pytest.raises(safearea.LimitExceededError, match=str(RECORDS)):
        _load(_profile(insets=records(RECORDS + 1), os_max="65.9"))


def test_profile_size_and_depth():
    text = json.dumps(_profile()).encode()
    padded = text[:-1] + b" " * (PROFILE_BYTES - len(text)) + b"}"
    assert len(padded) == PROFILE_BYTES
    assert safearea.load_device(padded).name == "Limit Phone"
    with pytest.raises(safearea.LimitExceededError):
        safearea.load_device(padded[:-1] + b" }")
    # Nesting: at the limit the JSON is read (and refused as a profile); one deeper is a limit error.
    with pytest.raises(safearea.InvalidProfileError):
        safearea.load_device(b"[" * PROFILE_DEPTH + b"]" * PROFILE_DEPTH)
    with pytest.raises(safearea.LimitExceededError, match=f"deeper than {PROFILE_DEPTH}"):
        safearea.load_device(b"[" * (PROFILE_DEPTH + 1) + b"]" * (PROFILE_DEPTH + 1))


def _design(count):
    return {
        "name": "limits",
        "elements": [{"id": f"e{i}", "role": "image", "frame": [100, 300, 10, 10]} for i in range(count)],
    }


def test_design_elements_size_and_depth():
    phone = [safearea.device("iPhone 15 Pro")]
    report = safearea.audit(json.dumps(_design(ELEMENTS)), devices=phone, orientations=["portrait"])
    assert report.counts["errors"] == 0
    with pytest.raises(safearea.LimitExceededError, match=str(ELEMENTS)):
        safearea.audit(json.dumps(_design(ELEMENTS + 1)), devices=phone, orientations=["portrait"])
    text = json.dumps(_design(1))
    padded = text[:-1] + " " * (DESIGN_BYTES - len(text)) + "}"
    assert len(padded) == DESIGN_BYTES
    assert safearea.audit(padded, devices=phone, orientations=["portrait"]).counts["errors"] == 0
    with pytest.raises(safearea.LimitExceededError):
        safearea.audit(padded[:-1] + " }", devices=phone, orientations=["portrait"])
    with pytest.raises(safearea.SafeAreaError) as at_limit:
        safearea.audit(b"[" * DESIGN_DEPTH + b"]" * DESIGN_DEPTH, devices=phone)
    assert not isinstance(at_limit.value, safearea.LimitExceededError)
    with pytest.raises(safearea.LimitExceededError, match=f"deeper than {DESIGN_DEPTH}"):
        safearea.audit(b"[" * (DESIGN_DEPTH + 1) + b"]" * (DESIGN_DEPTH + 1), devices=phone)


def test_tree_node_limit():
    window = safearea.Window("iPhone 15 Pro")
    controller = safearea.ViewController()
    window.root = controller
    # Checked before anything is read or created: numpy's zeroed arrays cost no memory until touched.
    parents = np.zeros(TREE_NODES + 1, dtype=np.int64)
    frames = np.zeros((TREE_NODES + 1, 4))
    with pytest.raises(safearea.LimitExceededError, match=f"at most {TREE_NODES}"):
        window.add_views(controller.view, parents, frames)
    # Filling the tree to the limit would take 4 million views (about 1.4 GB at the measured 355 bytes
    # per view), too much for the everyday test; a batch within it still works.
    assert len(window.add_views(controller.view, np.array([-1], dtype=np.int64), np.zeros((1, 4)))) == 1


def test_scene_view_limit():
    from safearea import swiftui

    def scene(count):
        return swiftui.Scene("iPhone 15 Pro").add(*(swiftui.View(f"v{i}") for i in range(count)))

    layout = scene(ELEMENTS).layout()
    assert layout[f"v{ELEMENTS - 1}"].frame == (0, 59, 393, 759)  # MODEL.md §7 E14: content in the safe area
    with pytest.raises(safearea.LimitExceededError, match=str(ELEMENTS)):
        scene(ELEMENTS + 1).layout()
