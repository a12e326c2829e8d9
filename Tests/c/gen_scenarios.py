#!/usr/bin/env python3
"""Turns Tests/fixtures/tree_scenarios.json into C test functions (argv[1]) that drive the tree API."""
import json
import pathlib
import re
import sys

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "fixtures"
ORIENTATIONS = {"portrait": 0, "portrait_upside_down": 1, "landscape_left": 2, "landscape_right": 3}
KINDS = {None: 0, "navigation": 1, "tab_bar": 2}
BEHAVIORS = {"automatic": 0, "scrollable_axes": 1, "never": 2, "always": 3}


def ident(name: str) -> str:
    return "n_" + re.sub(r"[^A-Za-z0-9]", "_", name)


def c_string(value):
    return "NULL" if value is None else json.dumps(value)


def doubles(values) -> str:
    return "{" + ", ".join(repr(float(v)) for v in values) + "}"


def emit(scenario) -> str:
    sid = scenario["id"]
    lines = [f"static void scenario_{ident(sid)}(void) {{",
             "    safearea_tree *tree = NULL;",
             "    safearea_node tmp = 0;",
             "    safearea_insets got;",
             "    double values[8];",
             "    size_t count = 0;"]
    names = set()
    for step in scenario["steps"]:
        for key in ("name",):
            if key in step:
                names.add(step[key])
    for name in sorted(names):
        lines.append(f"    safearea_node {ident(name)} = 0;")
    flags = 2 if scenario.get("policy") == "continuous" else 0
    flags |= 4 if scenario.get("rtl") else 0
    lines.append(f"    CHECK(safearea_tree_new(&tree, find({c_string(scenario['device'])}), {ORIENTATIONS[scenario.get('orientation', 'portrait')]}, "
                 f"{c_string(scenario.get('os'))}, {flags}) == SAFEAREA_OK, \"{sid}: tree\");")
    lines.append("    (void)tmp; (void)got; (void)values; (void)count;")

    def view_ref(name: str) -> str:
        if name.endswith(".view"):
            return f"view_of(tree, {ident(name[:-5])})"
        return ident(name)

    def set_prop(node: str, prop: int, vals, label: str):
        lines.append(f"    {{ static const double v[] = {doubles(vals)}; CHECK(safearea_tree_set(tree, {node}, {prop}, v, {len(vals)}) == SAFEAREA_OK, \"{sid}: {label}\"); }}")

    for index, step in enumerate(scenario["steps"]):
        op = step["op"]
        at = f"{sid} step {index} {op}"
        if op == "controller":
            c = ident(step["name"])
            root_view = "0"
            if step.get("root_view") == "scroll":
                lines.append(f"    CHECK(safearea_view_new(&tmp, tree, SAFEAREA_VIEW_SCROLL, zero_rect) == SAFEAREA_OK, \"{at}\");")
                root_view = "tmp"
            lines.append(f"    CHECK(safearea_controller_new(&{c}, tree, {KINDS[step.get('kind')]}, {root_view}) == SAFEAREA_OK, \"{at}\");")
            if "additional" in step:
                set_prop(c, 32, step["additional"], at)
            if "prefers_status_bar_hidden" in step:
                set_prop(c, 33, [1 if step["prefers_status_bar_hidden"] else 0], at)
            if "children" in step:
                kids = ", ".join(ident(k) for k in step["children"])
                lines.append(f"    {{ safearea_node kids[] = {{{kids}}}; CHECK(safearea_controller_set_children(tree, {c}, kids, {len(step['children'])}) == SAFEAREA_OK, \"{at}\"); }}")
            for key, prop in (("translucent", 39), ("prefers_large_titles", 40), ("toolbar_hidden", 41)):
                if key in step:
                    set_prop(c, prop, [1 if step[key] else 0], at)
        elif op == "set_root":
            lines.append(f"    CHECK(safearea_tree_set_root(tree, {ident(step['controller'])}) == SAFEAREA_OK, \"{at}\");")
        elif op == "view":
            v = ident(step["name"])
            kind = "SAFEAREA_VIEW_SCROLL" if step.get("scroll") else "SAFEAREA_VIEW_PLAIN"
            x, y, w, h = step["frame"]
            lines.append(f"    {{ safearea_rect f = {{{x}, {y}, {w}, {h}}}; CHECK(safearea_view_new(&{v}, tree, {kind}, f) == SAFEAREA_OK, \"{at}\"); }}")
            if "parent" in step:
                lines.append(f"    CHECK(safearea_view_add_subview(tree, {view_ref(step['parent'])}, {v}) == SAFEAREA_OK, \"{at}\");")
            if "content_size" in step:
                set_prop(v, 16, step["content_size"], at)
            if "directional_layout_margins" in step:
                set_prop(v, 3, step["directional_layout_margins"], at)
        elif op == "add_child":
            frame = "NULL"
            if "frame" in step:
                x, y, w, h = step["frame"]
                lines.append(f"    {{ static const safearea_rect f = {{{x}, {y}, {w}, {h}}};")
                frame = "&f"
            else:
                lines.append("    {")
            lines.append(f"      CHECK(safearea_controller_add_child(tree, {ident(step['parent'])}, {ident(step['child'])}, {view_ref(step['container'])}, {frame}) == SAFEAREA_OK, \"{at}\"); }}")
        elif op == "frame":
            set_prop(view_ref(step["view"]), 1, step["frame"], at)
        elif op == "window":
            if "orientation" in step:
                set_prop("0", 64, [ORIENTATIONS[step["orientation"]]], at)
            if "status_bar_hidden" in step:
                set_prop("0", 65, [1 if step["status_bar_hidden"] else 0], at)
        elif op == "scroll":
            v = view_ref(step["view"])
            if "content_size" in step:
                set_prop(v, 16, step["content_size"], at)
            if "behavior" in step:
                set_prop(v, 19, [BEHAVIORS[step["behavior"]]], at)
            if "always_bounce_vertical" in step:
                set_prop(v, 20, [1 if step["always_bounce_vertical"] else 0], at)
        elif op == "controller_set":
            c = ident(step["controller"])
            for key, prop in (("automatically_adjusts_scroll_view_insets", 34), ("extended_layout_includes_opaque_bars", 36),
                              ("navigation_bar_hidden", 38)):
                if key in step:
                    set_prop(c, prop, [1 if step[key] else 0], at)
            if "selected" in step:
                set_prop(c, 42, [step["selected"]], at)
        elif op == "view_set":
            v = view_ref(step["view"])
            for key, prop in (("insets_layout_margins_from_safe_area", 5), ("preserves_superview_layout_margins", 4)):
                if key in step:
                    set_prop(v, prop, [1 if step[key] else 0], at)
        elif op == "expect":
            v = view_ref(step["view"])
            if "safe_area" in step:
                a, b, c, d = step["safe_area"]
                lines.append(f"    CHECK(safearea_view_safe_area(&got, tree, {v}) == SAFEAREA_OK && got.top == {a} && got.left == {b} && got.bottom == {c} && got.right == {d}, "
                             f"\"{at} safe area: got (%g, %g, %g, %g)\", got.top, got.left, got.bottom, got.right);")
            if "layout_margins" in step:
                a, b, c, d = step["layout_margins"]
                lines.append(f"    CHECK(safearea_view_layout_margins(&got, tree, {v}) == SAFEAREA_OK && got.top == {a} && got.left == {b} && got.bottom == {c} && got.right == {d}, "
                             f"\"{at} margins: got (%g, %g, %g, %g)\", got.top, got.left, got.bottom, got.right);")
            for key, prop in (("adjusted_content_inset", 25), ("content_offset", 18), ("frame", 1)):
                if key in step:
                    want = step[key]
                    cond = " && ".join(f"values[{i}] == {w}" for i, w in enumerate(want))
                    lines.append(f"    CHECK(safearea_tree_get(values, 8, &count, tree, {v}, {prop}) == SAFEAREA_OK && count == {len(want)} && {cond}, "
                                 f"\"{at} {key}: got (%g, %g, %g, %g)\", values[0], values[1], values[2], values[3]);")
        else:
            raise SystemExit(f"{at}: unknown op")
    lines.append("    safearea_tree_free(tree);")
    lines.append("}")
    return "\n".join(lines)


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
