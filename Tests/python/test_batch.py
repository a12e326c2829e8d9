"""Batch API: Device.check_rects (numpy in, numpy out, real shapes) and safearea.safe_areas."""

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
import safearea
from hypothesis import given, settings
from hypothesis import strategies as st

PRO = safearea.device("iPhone 15 Pro")  # island 125 x 37 at (134, 11); corner radius 55; safe (59, 0, 34, 0)


def _runnable_kernels():
    """The batch kernels this processor runs (the default last)."""
    default, kernels = safearea.batch_kernel(), ["baseline"]
    try:
        safearea.set_batch_kernel("x86-64-v3")
        kernels.append("x86-64-v3")
    except safearea.InvalidArgumentError:
        pass
    finally:
        safearea.set_batch_kernel("auto")
    assert safearea.batch_kernel() == default
    return kernels


KERNELS = _runnable_kernels()


def test_codes_from_the_real_shapes():
    rects = np.array(
        [
            [0, 100, 100, 100],  # clear
            [150, 20, 40, 20],  # in the Dynamic Island
            [134, 11, 3, 3],  # the island's bounding-box corner, outside the capsule: status bar band only
            [2, 2, 10, 10],  # outside the rounded top-left corner
            [40, 40, 10, 10],  # inside the corner's arc, in the status bar band
            [100, 830, 100, 10],  # home indicator zone
            [16, 75, 361, 44],  # clear
        ],
        dtype=np.float64,
    )
    result = PRO.check_rects(rects)
    assert result.safe.tolist() == [True, False, False, False, False, False, True]
    names = [safearea.OBSTRUCTIONS[code] for code in result.obstruction]
    assert names == ["none", "housing", "status_bar", "corner", "status_bar", "home_indicator", "none"]
    assert result.overlap[1].tolist() == [39, 0, 0, 0]  # top edge 20 lies 39 pt above the safe area's 59
    assert result.overlap[5].tolist() == [0, 0, 22, 0]  # bottom edge 840 is 22 pt past 818


def test_inside_the_safe_area_can_still_touch_a_corner():
    # iPhone 14 landscape: safe left 47, corner radius 47.33 (BezelKit): a rectangle at the safe
    # area's top-left corner is inside the safe-area rectangle yet outside the display's arc.
    phone = safearea.device("iPhone 14")
    result = phone.check_rects(np.array([[47.0, 0.0, 10.0, 10.0]]), "landscape_left", os_version="17")
    assert result.safe.tolist() == [True]
    assert safearea.OBSTRUCTIONS[result.obstruction[0]] == "corner"


def test_no_copy_and_buffer_inputs():
    rects = np.zeros((1000, 4))
    rects[:, 1] = 100
    rects[:, 2:] = 10
    assert PRO.check_rects(rects).safe.all()
    assert PRO.check_rects(memoryview(rects.tobytes()).cast("d")).safe.all()
    with pytest.raises(TypeError):
        PRO.check_rects(np.zeros((3, 4), dtype=np.float32))
    with pytest.raises(TypeError):
        PRO.check_rects(np.zeros((3, 5)))
    with pytest.raises(safearea.UnsupportedOrientationError):
        PRO.check_rects(rects, "portrait_upside_down")
    nan = np.array([[np.nan, 0, 1, 1]])
    PRO.check_rects(nan)  # no crash


def test_threads_share_devices():
    # 300,000 rectangles: above the 131,072 at which one call splits its batch across threads.
    rects = np.random.default_rng(7).uniform(-50, 900, size=(300_000, 4))
    expected = PRO.check_rects(rects)
    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(lambda _: PRO.check_rects(rects), range(16)))
    for result in results:
        assert (result.safe == expected.safe).all() and (result.obstruction == expected.obstruction).all()


def test_standardized_and_non_finite_rectangles():
    rects = np.array(
        [
            [110, 100, -100, 10],  # standardized: (10, 100) to (110, 110), inside the safe area
            [60, 60, -20, -20],  # standardized: (40, 40) to (60, 60): 19 pt into the status bar band
            [np.nan, 100, 10, 10],
            [0, 100, np.inf, 10],
            [1e308, 100, 1e308, 10],  # x + width overflows
        ]
    )
    result = PRO.check_rects(rects)
    assert result.safe.tolist() == [True, False, False, False, False]
    assert result.overlap[1].tolist() == [19, 0, 0, 0]
    assert [safearea.OBSTRUCTIONS[code] for code in result.obstruction[:2]] == ["none", "status_bar"]
    assert np.isnan(result.overlap[2:]).all()


def test_batch_kernel_setting():
    assert safearea.batch_kernel() in ("baseline", "x86-64-v3")
    assert safearea.batch_kernel() == KERNELS[-1]  # auto: the newest this processor runs
    with pytest.raises(
        safearea.InvalidArgumentError, match='unknown batch kernel "sse9"; this library has "auto", "baseline"'
    ):
        safearea.set_batch_kernel("sse9")
    with pytest.raises(safearea.InvalidArgumentError, match="NUL"):
        safearea.set_batch_kernel("baseline\0")
    with pytest.raises(TypeError):
        safearea.set_batch_kernel(None)
    if "x86-64-v3" not in KERNELS:
        with pytest.raises(safearea.InvalidArgumentError, match="cannot run"):
            safearea.set_batch_kernel("x86-64-v3")
    rng = np.random.default_rng(5)
    rects = np.column_stack(
        [
            rng.uniform(-40, 420, 10_007),
            rng.uniform(-40, 880, 10_007),
            rng.uniform(-120, 120, 10_007),
            rng.uniform(-80, 80, 10_007),
        ]
    )
    rects[::13, rng.integers(0, 4)] = np.nan
    rects[5::17, rng.integers(0, 4)] = np.inf
    results = []
    try:
        for kernel in KERNELS:
            safearea.set_batch_kernel(kernel)
            assert safearea.batch_kernel() == kernel
            results.append(PRO.check_rects(rects, "landscape_left"))
    finally:
        safearea.set_batch_kernel("auto")
    for other in results[1:]:  # every kernel gives the same bytes
        assert np.array_equal(other.safe, results[0].safe) and np.array_equal(other.obstruction, results[0].obstruction)
        assert np.array_equal(other.overlap, results[0].overlap, equal_nan=True)


def test_outputs_through_the_buffer_protocol_too():
    """check_rects reads a fresh numpy array's data pointer directly (checked against the
    buffer protocol when numpy loads); the buffer protocol path gives the same arrays."""
    from safearea import _safearea

    rects = np.random.default_rng(8).uniform(-40, 900, size=(1_001, 4))
    direct = PRO.check_rects(rects)
    try:
        assert _safearea._set_numpy_data_field(False) is False
        through_buffers = PRO.check_rects(rects)
    finally:
        assert _safearea._set_numpy_data_field(True) is True  # numpy's layout passes the check here
    assert np.array_equal(direct.safe, through_buffers.safe) and np.array_equal(
        direct.obstruction, through_buffers.obstruction
    )
    assert np.array_equal(direct.overlap, through_buffers.overlap, equal_nan=True)
    assert direct.safe.flags.owndata and direct.safe.flags.c_contiguous and direct.overlap.shape == (1_001, 4)


def test_batch_threads_setting():
    rects = np.random.default_rng(3).uniform(-40, 900, size=(300_000, 4))
    try:
        safearea.set_batch_threads(1)
        assert safearea.batch_threads() == 1
        one = PRO.check_rects(rects)
        safearea.set_batch_threads(4)
        assert safearea.batch_threads() == 4
        four = PRO.check_rects(rects)
        assert (one.safe == four.safe).all() and (one.obstruction == four.obstruction).all()
        assert np.array_equal(one.overlap, four.overlap)
        safearea.set_batch_threads(100)
        assert safearea.batch_threads() == 16
        with pytest.raises(safearea.InvalidArgumentError, match="1024"):
            safearea.set_batch_threads(5000)
        with pytest.raises(ValueError):
            safearea.set_batch_threads(-1)
        with pytest.raises(TypeError):
            safearea.set_batch_threads("2")
    finally:
        safearea.set_batch_threads(0)
    assert 1 <= safearea.batch_threads() <= 16


def test_check_rects_arguments():
    rects = np.zeros((2, 4))
    result = PRO.check_rects(rects, "portrait", os_version="17.0", status_bar_hidden=True, overlap=False)
    assert isinstance(result, safearea.RectCheckResult) and result.overlap is None
    safe, overlap, obstruction = PRO.check_rects(rects, orientation="portrait")
    assert safe.dtype == np.bool_ and overlap.shape == (2, 4) and obstruction.dtype == np.uint8
    with pytest.raises(TypeError, match="rects"):
        PRO.check_rects()
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        PRO.check_rects(rects, colour="red")
    with pytest.raises(TypeError, match="float64"):
        PRO.check_rects(rects.astype(">f8"))  # big-endian: not this machine's doubles
    with pytest.raises(TypeError, match="float64"):
        PRO.check_rects(np.zeros((4, 4))[:, :3].copy())
    with pytest.raises(safearea.OSVersionError):
        PRO.check_rects(rects, os_version="banana")
    assert PRO.check_rects(np.zeros((0, 4))).safe.shape == (0,)


def test_batch_safe_areas_match_single_queries():
    # The status bar hidden is refused on the iPhone Duo's displays (unmeasured), so they are asked with it shown.
    queries = [
        (d, o, None, hidden)
        for d in safearea.devices()
        for o in d.orientations
        for hidden in (False, True)
        if not (hidden and d.display is not None)
    ]
    out = safearea.safe_areas(queries)
    assert out.shape == (len(queries), 4)
    for (device, orientation, _, hidden), row in zip(queries, out):
        assert tuple(row) == device.safe_area(orientation, status_bar_hidden=hidden)
    with pytest.raises(safearea.UnsupportedOrientationError):
        safearea.safe_areas([(PRO, "portrait"), (PRO, "portrait_upside_down")])
    with pytest.raises(safearea.UnsupportedError, match="with the status bar hidden is unmeasured"):
        safearea.safe_areas([(PRO, "portrait"), (safearea.device("iPhone Duo"), "portrait", None, True)])


# An independent model of the shapes, written the plain way from Device.unsafe_regions():
# each corner square tested on its own (nearest clipped point to the screen corner against
# the circle), the capsule island as a rounded box, every band as a box, in priority order.
def _reference(regions, round_housing, x0, y0, x1, y1):
    def overlaps(rect):
        x, y, w, h = rect
        return x1 > x and x0 < x + w and y1 > y and y0 < y + h

    for region in regions:
        if region.kind == "housing" and overlaps(region.rect):
            x, y, w, h = region.rect
            if region.approximate or not round_housing:
                return 1
            radius = min(w, h) / 2
            dx = max(x + radius - x1, 0, x0 - (x + w - radius))
            dy = max(y + radius - y1, 0, y0 - (y + h - radius))
            if dx * dx + dy * dy < radius * radius - 1e-6:
                return 1
    for region in regions:
        if region.kind == "corner" and overlaps(region.rect):
            x, y, side, _ = region.rect
            left, top = x <= 0, y <= 0
            centre_x, centre_y = (
                (x + side, y + side) if (left and top) else (x + side if left else x, y + side if top else y)
            )
            px = max(x0, x) if left else min(x1, x + side)
            py = max(y0, y) if top else min(y1, y + side)
            if (px - centre_x) ** 2 + (py - centre_y) ** 2 > side * side + 1e-6:
                return 2
    for kind, code in (("home_indicator", 3), ("status_bar", 4), ("inset_band", 5)):
        if any(region.kind == kind and overlaps(region.rect) for region in regions):
            return code
    return 0


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_obstructions_match_an_independent_model(data):
    kernel = data.draw(st.sampled_from(KERNELS))
    try:
        safearea.set_batch_kernel(kernel)
        _check_against_the_model(data)
    finally:
        safearea.set_batch_kernel("auto")


def _check_against_the_model(data):
    devices = [d for d in safearea.devices() if d.corner_radius > 0 or d.housing.kind != "none"]
    device = data.draw(st.sampled_from(devices))
    orientation = data.draw(st.sampled_from(device.orientations))
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    width, height = device.screen_size(orientation)
    n = 400
    rects = np.column_stack(
        [
            rng.uniform(-30, width + 10, n),
            rng.uniform(-30, height + 10, n),
            rng.uniform(0.5, 150, n),
            rng.uniform(0.5, 150, n),
        ]
    )
    rects[: n // 2] = np.round(rects[: n // 2])  # whole points: edges land exactly on the shapes' edges
    rects[n // 4 : n // 2, 2:] *= rng.choice([-1, 1], size=(n // 4, 2))  # negative sizes, standardized as CGRect does
    result = device.check_rects(rects, orientation)
    top, left, bottom, right = device.safe_area(orientation)
    # A Dynamic Island is a capsule and a punch hole (the iPhone Duo's outer camera) a circle; a notch is square.
    regions, round_housing = device.unsafe_regions(orientation), device.housing.kind in ("dynamic_island", "punch_hole")
    for (x, y, w, h), safe, code in zip(rects.tolist(), result.safe, result.obstruction):
        x, y, x1, y1 = min(x, x + w), min(y, y + h), max(x, x + w), max(y, y + h)
        assert bool(safe) == (x >= left and y >= top and x1 <= width - right and y1 <= height - bottom)
        assert code == _reference(regions, round_housing, x, y, x1, y1), (device.name, orientation, (x, y, w, h))
