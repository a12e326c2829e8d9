"""A smoke run of the Python extension for valgrind memcheck (Tests/python/memcheck.sh):
every kind of call, good and bad input, once each, small enough to run under valgrind."""

import math

import numpy as np
import safearea
from safearea import swiftui

pro = safearea.device("iPhone 15 Pro")
assert pro.safe_area() == (59, 0, 34, 0)
assert safearea.device("iPhone X").safe_area("landscape_right") == (0, 44, 21, 44)
for bad in (
    lambda: safearea.device("iPhone 99"),
    lambda: pro.safe_area("sideways"),
    lambda: pro.safe_area(os_version="x.y"),
    lambda: safearea.load_device(b"{not json"),
    lambda: pro.check_rects(np.zeros((2, 5))),
):
    try:
        bad()
    except (safearea.SafeAreaError, TypeError, ValueError) as error:
        assert str(error)
    else:
        raise AssertionError("no error")
for device in safearea.devices():
    for orientation in device.orientations:
        device.safe_area(orientation)
        device.unsafe_regions(orientation)
    device.svg()

window = safearea.Window("iPhone 14")
root = safearea.ViewController()
window.root = root
box = root.view.add_subview(frame=(0, 0, 390, 844))
child = safearea.ViewController()
root.add_child(child, box)
box.frame = (0, 50, 390, 844)
child.view.safe_area_insets
child.view.explain("top")
try:
    box.frame = (math.nan, 0, 1, 1)
except safearea.SafeAreaError:
    pass

report = safearea.audit("examples/live-activity-incorrect.json", devices=["iPhone 15 Pro"])
assert report.errors
report.to_sarif()
report.svg()
swiftui.Scene("iPhone 15 Pro", keyboard=336).add(swiftui.View("body").ignores_safe_area(regions="keyboard")).layout()

rects = np.random.default_rng(1).uniform(-20, 800, size=(2000, 4))
result = pro.check_rects(rects)
assert result.safe.shape == (2000,)
safearea.safe_areas([(pro, "portrait"), (pro, "landscape_left")])
print("memcheck smoke: done")
