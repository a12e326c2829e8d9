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


def emit(scenario) -> str:
    sid = scenario["id"]
    lines = [
        f"static void scenario_{ident(sid)}(void) {{",
        "    safearea_tree *tree = NULL;",
        "    safearea_node tmp = 0;",
        "    safearea_insets got;",
        "    double values[8];",
        "    size_t count = 0;",
    ]
    names = set()
    for step in scenario["steps"]:
        for key in ("name",):
            if key in step:
                names.add(step[key])
    for name in sorted(names):
        lines.append(f"    safearea_node {ident(name)} = 0;")
    flags = (["SAFEAREA_TREE_CONTINUOUS"] if scenario.get("policy") == "continuous" else []) + (
        ["SAFEAREA_TREE_RIGHT_TO_LEFT"] if scenario.get("rtl") else []
    )
    flags = " | ".join(flags) or "0"
    lines.append(
        f"    CHECK(safearea_tree_new(&tree, find({c_string(scenario['device'])}), {orientation(scenario.get('orientation', 'portrait'))}, "
        f'{c_string(scenario.get("os"))}, {flags}) == SAFEAREA_OK, "{sid}: tree");'
    )
    lines.append("    (void)tmp; (void)got; (void)values; (void)count;")

    def view_ref(name: str) -> str:
        if name.endswith(".view"):
            return f"view_of(tree, {ident(name[:-5])})"
        return ident(name)

    def set_prop(node: str, prop: str, vals, label: str):
        lines.append(
            f'    {{ static const double v[] = {doubles(vals)}; CHECK(safearea_tree_set(tree, {node}, {prop}, v, {len(vals)}) == SAFEAREA_OK, "{sid}: {label}"); }}'
        )

    for index, step in enumerate(scenario["steps"]):
        op = step["op"]
        at = f"{sid} step {index} {op}"
        if op == "controller":
            c = ident(step["name"])
            root_view = "0"
            if step.get("root_view") == "scroll":
                lines.append(
                    f'    CHECK(safearea_view_new(&tmp, tree, SAFEAREA_VIEW_SCROLL, zero_rect) == SAFEAREA_OK, "{at}");'
                )
                root_view = "tmp"
            lines.append(
                f'    CHECK(safearea_controller_new(&{c}, tree, {controller_kind(step.get("kind"))}, {root_view}) == SAFEAREA_OK, "{at}");'
            )
            if "additional" in step:
                set_prop(c, prop("additional_safe_area_insets"), step["additional"], at)
            if "prefers_status_bar_hidden" in step:
                set_prop(c, prop("prefers_status_bar_hidden"), [1 if step["prefers_status_bar_hidden"] else 0], at)
            if "children" in step:
                kids = ", ".join(ident(k) for k in step["children"])
                lines.append(
                    f'    {{ safearea_node kids[] = {{{kids}}}; CHECK(safearea_controller_set_children(tree, {c}, kids, {len(step["children"])}) == SAFEAREA_OK, "{at}"); }}'
                )
            for key in ("translucent", "prefers_large_titles", "toolbar_hidden"):
                if key in step:
                    set_prop(c, prop(key), [1 if step[key] else 0], at)
        elif op == "set_root":
            lines.append(
                f'    CHECK(safearea_tree_set_root(tree, {ident(step["controller"])}) == SAFEAREA_OK, "{at}");'
            )
        elif op == "view":
            v = ident(step["name"])
            kind = "SAFEAREA_VIEW_SCROLL" if step.get("scroll") else "SAFEAREA_VIEW_PLAIN"
            x, y, w, h = step["frame"]
            lines.append(
                f'    {{ safearea_rect f = {{{x}, {y}, {w}, {h}}}; CHECK(safearea_view_new(&{v}, tree, {kind}, f) == SAFEAREA_OK, "{at}"); }}'
            )
            if "parent" in step:
                lines.append(
                    f'    CHECK(safearea_view_add_subview(tree, {view_ref(step["parent"])}, {v}) == SAFEAREA_OK, "{at}");'
                )
            if "content_size" in step:
                set_prop(v, prop("content_size"), step["content_size"], at)
            if "directional_layout_margins" in step:
                set_prop(v, prop("directional_layout_margins"), step["directional_layout_margins"], at)
        elif op == "add_child":
            frame = "NULL"
            if "frame" in step:
                x, y, w, h = step["frame"]
                lines.append(f"    {{ static const safearea_rect f = {{{x}, {y}, {w}, {h}}};")
                frame = "&f"
            else:
                lines.append("    {")
            lines.append(
                f'      CHECK(safearea_controller_add_child(tree, {ident(step["parent"])}, {ident(step["child"])}, {view_ref(step["container"])}, {frame}) == SAFEAREA_OK, "{at}"); }}'
            )
        elif op == "frame":
            set_prop(view_ref(step["view"]), prop("frame"), step["frame"], at)
        elif op == "window":
            if "orientation" in step:
                set_prop("0", prop("orientation"), [orientation(step["orientation"])], at)
            if "status_bar_hidden" in step:
                set_prop("0", prop("status_bar_hidden"), [1 if step["status_bar_hidden"] else 0], at)
        elif op == "scroll":
            v = view_ref(step["view"])
            if "content_size" in step:
                set_prop(v, prop("content_size"), step["content_size"], at)
            if "behavior" in step:
                set_prop(v, prop("content_inset_adjustment_behavior"), [behavior(step["behavior"])], at)
            if "always_bounce_vertical" in step:
                set_prop(v, prop("always_bounce_vertical"), [1 if step["always_bounce_vertical"] else 0], at)
        elif op == "controller_set":
            c = ident(step["controller"])
            for key in (
                "automatically_adjusts_scroll_view_insets",
                "extended_layout_includes_opaque_bars",
                "navigation_bar_hidden",
            ):
                if key in step:
                    set_prop(c, prop(key), [1 if step[key] else 0], at)
            if "selected" in step:
                set_prop(c, prop("selected_index"), [step["selected"]], at)
        elif op == "view_set":
            v = view_ref(step["view"])
            for key in ("insets_layout_margins_from_safe_area", "preserves_superview_layout_margins"):
                if key in step:
                    set_prop(v, prop(key), [1 if step[key] else 0], at)
        elif op == "expect":
            v = view_ref(step["view"])
            if "safe_area" in step:
                a, b, c, d = step["safe_area"]
                lines.append(
                    f"    CHECK(safearea_view_safe_area(&got, tree, {v}) == SAFEAREA_OK && got.top == {a} && got.left == {b} && got.bottom == {c} && got.right == {d}, "
                    f'"{at} safe area: got (%g, %g, %g, %g)", got.top, got.left, got.bottom, got.right);'
                )
            if "layout_margins" in step:
                a, b, c, d = step["layout_margins"]
                lines.append(
                    f"    CHECK(safearea_view_layout_margins(&got, tree, {v}) == SAFEAREA_OK && got.top == {a} && got.left == {b} && got.bottom == {c} && got.right == {d}, "
                    f'"{at} margins: got (%g, %g, %g, %g)", got.top, got.left, got.bottom, got.right);'
                )
            for key in ("adjusted_content_inset", "content_offset", "frame"):
                if key in step:
                    want = step[key]
                    cond = " && ".join(f"values[{i}] == {w}" for i, w in enumerate(want))
                    lines.append(
                        f"    CHECK(safearea_tree_get(values, 8, &count, tree, {v}, {prop(key)}) == SAFEAREA_OK && count == {len(want)} && {cond}, "
                        f'"{at} {key}: got (%g, %g, %g, %g)", values[0], values[1], values[2], values[3]);'
                    )
        elif op == "expect_unsupported":
            v = view_ref(step["view"])
            lines.append(
                f"    CHECK(safearea_view_safe_area(&got, tree, {v}) == SAFEAREA_E_UNSUPPORTED && "
                f'strstr(safearea_last_error_message(), {c_string(step["message"])}) != NULL, "{at}: unsupported");'
            )
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
