#!/usr/bin/env python3
"""Turns Tests/fixtures/tree_scenarios.json into C test functions (argv[1]) that drive the tree API."""

import json
import pathlib
import re
import sys

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "fixtures"
# Everything the generated C passes to the library is named by safearea.h's own
# constants (SAFEAREA_ORIENTATION_*, SAFEAREA_PROP_*, ...): no number of the
# header is typed here.


def orientation(name: str) -> str:
    return "SAFEAREA_ORIENTATION_" + name.upper()


def controller_kind(name) -> str:
    return "SAFEAREA_CONTROLLER_" + (name or "plain").upper()


def behavior(name: str) -> str:
    return "SAFEAREA_SCROLL_" + name.upper()


def prop(name: str) -> str:
    return "SAFEAREA_PROP_" + name.upper()


def ident(name: str) -> str:
    return "n_" + re.sub(r"[^A-Za-z0-9]", "_", name)


def c_string(value):
    return "NULL" if value is None else json.dumps(value)


def doubles(values) -> str:
    return "{" + ", ".join(v if isinstance(v, str) else repr(float(v)) for v in values) + "}"


class Scenario:
    """The C function of one scenario as it is written: its lines and the helpers every step uses."""

    def __init__(self, sid: str) -> None:
        self.sid = sid
        self.lines: "list[str]" = []

    def add(self, line: str) -> None:
        self.lines.append(line)

    def check(self, call: str, at: str) -> None:
        """A call that must succeed."""
        self.add(f'    CHECK({call} == SAFEAREA_OK, "{at}");')

    def set_prop(self, node: str, name: str, vals, label: str) -> None:
        self.add(
            f"    {{ static const double v[] = {doubles(vals)}; "
            f'CHECK(safearea_tree_set(tree, {node}, {prop(name)}, v, {len(vals)}) == SAFEAREA_OK, "{self.sid}: {label}"); }}'
        )

    def set_flags(self, node: str, step, keys, at: str) -> None:
        """Each boolean property of `keys` the step gives, as 0 or 1."""
        for key in keys:
            if key in step:
                self.set_prop(node, key, [1 if step[key] else 0], at)


def view_ref(name: str) -> str:
    if name.endswith(".view"):
        return f"view_of(tree, {ident(name[:-5])})"
    return ident(name)


def step_controller(out: Scenario, step, at: str) -> None:
    c = ident(step["name"])
    root_view = "0"
    if step.get("root_view") == "scroll":
        out.check("safearea_view_new(&tmp, tree, SAFEAREA_VIEW_SCROLL, zero_rect)", at)
        root_view = "tmp"
    out.check(f"safearea_controller_new(&{c}, tree, {controller_kind(step.get('kind'))}, {root_view})", at)
    if "additional" in step:
        out.set_prop(c, "additional_safe_area_insets", step["additional"], at)
    out.set_flags(c, step, ("prefers_status_bar_hidden",), at)
    if "children" in step:
        kids = ", ".join(ident(k) for k in step["children"])
        out.add(
            f"    {{ safearea_node kids[] = {{{kids}}}; "
            f'CHECK(safearea_controller_set_children(tree, {c}, kids, {len(step["children"])}) == SAFEAREA_OK, "{at}"); }}'
        )
    out.set_flags(c, step, ("translucent", "prefers_large_titles", "toolbar_hidden"), at)
    out.set_flags(c, step, ("search_controller", "bottom_accessory"), at)
    if "toolbar_items" in step:
        out.set_prop(c, "toolbar_items", [step["toolbar_items"]], at)
    if "bar_minimization" in step:
        out.set_prop(c, "bar_minimization", ["SAFEAREA_BAR_MINIMIZATION_" + step["bar_minimization"].upper()], at)


def step_set_root(out: Scenario, step, at: str) -> None:
    out.check(f"safearea_tree_set_root(tree, {ident(step['controller'])})", at)


def step_view(out: Scenario, step, at: str) -> None:
    v = ident(step["name"])
    kind = "SAFEAREA_VIEW_SCROLL" if step.get("scroll") else "SAFEAREA_VIEW_PLAIN"
    x, y, w, h = step["frame"]
    out.add(
        f"    {{ safearea_rect f = {{{x}, {y}, {w}, {h}}}; "
        f'CHECK(safearea_view_new(&{v}, tree, {kind}, f) == SAFEAREA_OK, "{at}"); }}'
    )
    if "parent" in step:
        out.check(f"safearea_view_add_subview(tree, {view_ref(step['parent'])}, {v})", at)
    for key in ("content_size", "directional_layout_margins"):
        if key in step:
            out.set_prop(v, key, step[key], at)


def step_add_child(out: Scenario, step, at: str) -> None:
    frame = "NULL"
    if "frame" in step:
        x, y, w, h = step["frame"]
        out.add(f"    {{ static const safearea_rect f = {{{x}, {y}, {w}, {h}}};")
        frame = "&f"
    else:
        out.add("    {")
    out.add(
        f"      CHECK(safearea_controller_add_child(tree, {ident(step['parent'])}, {ident(step['child'])}, "
        f'{view_ref(step["container"])}, {frame}) == SAFEAREA_OK, "{at}"); }}'
    )


def step_frame(out: Scenario, step, at: str) -> None:
    out.set_prop(view_ref(step["view"]), "frame", step["frame"], at)


def step_window(out: Scenario, step, at: str) -> None:
    if "orientation" in step:
        out.set_prop("0", "orientation", [orientation(step["orientation"])], at)
    out.set_flags("0", step, ("status_bar_hidden",), at)


def step_scroll(out: Scenario, step, at: str) -> None:
    v = view_ref(step["view"])
    if "content_size" in step:
        out.set_prop(v, "content_size", step["content_size"], at)
    if "behavior" in step:
        out.set_prop(v, "content_inset_adjustment_behavior", [behavior(step["behavior"])], at)
    out.set_flags(v, step, ("always_bounce_vertical",), at)


def step_controller_set(out: Scenario, step, at: str) -> None:
    c = ident(step["controller"])
    keys = ("automatically_adjusts_scroll_view_insets", "extended_layout_includes_opaque_bars", "navigation_bar_hidden")
    out.set_flags(c, step, keys, at)
    if "selected" in step:
        out.set_prop(c, "selected_index", [step["selected"]], at)


def step_view_set(out: Scenario, step, at: str) -> None:
    keys = ("insets_layout_margins_from_safe_area", "preserves_superview_layout_margins")
    out.set_flags(view_ref(step["view"]), step, keys, at)


def step_expect(out: Scenario, step, at: str) -> None:
    v = view_ref(step["view"])
    for key, function, label in (
        ("safe_area", "safearea_view_safe_area", "safe area"),
        ("layout_margins", "safearea_view_layout_margins", "margins"),
    ):
        if key in step:
            a, b, c, d = step[key]
            out.add(
                f"    CHECK({function}(&got, tree, {v}) == SAFEAREA_OK && got.top == {a} && got.left == {b} && "
                f"got.bottom == {c} && got.right == {d}, "
                f'"{at} {label}: got (%g, %g, %g, %g)", got.top, got.left, got.bottom, got.right);'
            )
    for key in ("adjusted_content_inset", "content_offset", "frame"):
        if key in step:
            want = step[key]
            cond = " && ".join(f"values[{i}] == {w}" for i, w in enumerate(want))
            out.add(
                f"    CHECK(safearea_tree_get(values, 8, &count, tree, {v}, {prop(key)}) == SAFEAREA_OK && "
                f"count == {len(want)} && {cond}, "
                f'"{at} {key}: got (%g, %g, %g, %g)", values[0], values[1], values[2], values[3]);'
            )


def step_expect_unsupported(out: Scenario, step, at: str) -> None:
    out.add(
        f"    CHECK(safearea_view_safe_area(&got, tree, {view_ref(step['view'])}) == SAFEAREA_E_UNSUPPORTED && "
        f'strstr(safearea_last_error_message(), {c_string(step["message"])}) != NULL, "{at}: unsupported");'
    )


def step_expect_error(out: Scenario, step, at: str) -> None:
    out.add(
        f"    CHECK(safearea_view_safe_area(&got, tree, {view_ref(step['view'])}) == SAFEAREA_{step['status']} && "
        f'strstr(safearea_last_error_message(), {c_string(step["message"])}) != NULL, "{at}: {step["status"]}");'
    )


def step_present(out: Scenario, step, at: str) -> None:
    """safearea_controller_present with the version-2 options, then the result or the refusal."""
    controller = ident(step["controller"])
    out.add("    {")
    out.add("      safearea_presentation o = SAFEAREA_PRESENTATION_INIT;")
    out.add("      safearea_presentation_result r;")
    out.add(f"      o.style = SAFEAREA_PRESENTATION_{step.get('style', 'automatic').upper()};")
    detent = step.get("detent", "large")
    if isinstance(detent, str):
        out.add(f"      o.detent = SAFEAREA_DETENT_{detent.upper()};")
    else:
        out.add(f"      o.detent = SAFEAREA_DETENT_CUSTOM; o.detent_height = {float(detent)!r};")
    if "source_view" in step:
        out.add(f"      o.source_view = {view_ref(step['source_view'])};")
    if "source_rect" in step:
        x, y, w, h = step["source_rect"]
        out.add(f"      o.has_source_rect = 1; o.source_rect = (safearea_rect){{{x}, {y}, {w}, {h}}};")
    if "arrows" in step:
        out.add(f"      o.permitted_arrow_directions = SAFEAREA_ARROW_{step['arrows'].upper()};")
    if "preferred_content_size" in step:
        w, h = step["preferred_content_size"]
        out.add(f"      o.preferred_content_width = {float(w)!r}; o.preferred_content_height = {float(h)!r};")
    for key in ("prefers_edge_attached_in_compact_height", "prefers_page_sizing"):
        if key in step:
            out.add(f"      o.{key} = {1 if step[key] else 0};")
    call = f"safearea_controller_present(tree, {ident(step['presenter'])}, {controller}, &o)"
    if "status" in step:
        out.add(
            f"      CHECK({call} == SAFEAREA_{step['status']} && "
            f'strstr(safearea_last_error_message(), {c_string(step["message"])}) != NULL, "{at}: %s", '
            "safearea_last_error_message());"
        )
        out.add(
            f'      CHECK(safearea_controller_presentation(&r, tree, {controller}) == SAFEAREA_E_INVALID_ARGUMENT, "{at}: unchanged");'
        )
    else:
        out.add(f'      CHECK({call} == SAFEAREA_OK, "{at}: %s", safearea_last_error_message());')
        conds = [f"safearea_controller_presentation(&r, tree, {controller}) == SAFEAREA_OK"]
        if "frame" in step:
            conds += [
                f"fabs(r.frame.{f} - {float(v)!r}) < 1e-9" for f, v in zip(("x", "y", "width", "height"), step["frame"])
            ]
        if "resolved_style" in step:
            conds.append(f"r.style == SAFEAREA_PRESENTATION_{step['resolved_style'].upper()}")
        if "arrow" in step:
            conds.append(f"r.arrow_direction == SAFEAREA_ARROW_{step['arrow'].upper()}")
        if "provenance" in step:
            conds.append(f"r.provenance == SAFEAREA_PROVENANCE_{step['provenance'].upper()}")
        out.add(
            f"      CHECK({' && '.join(conds)}, "
            f'"{at}: got (%g, %g, %g, %g)", r.frame.x, r.frame.y, r.frame.width, r.frame.height);'
        )
    out.add("    }")


# The fixture's step kinds ("op"), each written by its own function.
STEPS = {
    "controller": step_controller,
    "set_root": step_set_root,
    "view": step_view,
    "add_child": step_add_child,
    "frame": step_frame,
    "window": step_window,
    "scroll": step_scroll,
    "controller_set": step_controller_set,
    "view_set": step_view_set,
    "expect": step_expect,
    "expect_unsupported": step_expect_unsupported,
    "expect_error": step_expect_error,
    "present": step_present,
}


def emit(scenario) -> str:
    sid = scenario["id"]
    out = Scenario(sid)
    for line in (
        f"static void scenario_{ident(sid)}(void) {{",
        "    safearea_tree *tree = NULL;",
        "    safearea_node tmp = 0;",
        "    safearea_insets got;",
        "    double values[8];",
        "    size_t count = 0;",
    ):
        out.add(line)
    for name in sorted({step["name"] for step in scenario["steps"] if "name" in step}):
        out.add(f"    safearea_node {ident(name)} = 0;")
    flags = (
        (["SAFEAREA_TREE_CONTINUOUS"] if scenario.get("policy") == "continuous" else [])
        + (["SAFEAREA_TREE_RIGHT_TO_LEFT"] if scenario.get("rtl") else [])
        + (["SAFEAREA_STRICT"] if scenario.get("strict") else [])
    )
    out.add(
        f"    CHECK(safearea_tree_new(&tree, find({c_string(scenario['device'])}), "
        f"{orientation(scenario.get('orientation', 'portrait'))}, "
        f'{c_string(scenario.get("os"))}, {" | ".join(flags) or "0"}) == SAFEAREA_OK, "{sid}: tree");'
    )
    out.add("    (void)tmp; (void)got; (void)values; (void)count;")
    for index, step in enumerate(scenario["steps"]):
        at = f"{sid} step {index} {step['op']}"
        if step["op"] not in STEPS:
            raise SystemExit(f"{at}: unknown op")
        STEPS[step["op"]](out, step, at)
    out.add("    safearea_tree_free(tree);")
    out.add("}")
    return "\n".join(out.lines)


def main() -> None:
    data = json.loads((FIXTURES / "tree_scenarios.json").read_text(encoding="utf-8"))
    out = ["/* Generated from Tests/fixtures/tree_scenarios.json by Tests/c/gen_scenarios.py. */", ""]
    out += [emit(s) + "\n" for s in data["scenarios"]]
    out.append("static void run_scenarios(void) {")
    out += [f"    scenario_{ident(s['id'])}();" for s in data["scenarios"]]
    out.append("}")
    pathlib.Path(sys.argv[1]).write_text("\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
