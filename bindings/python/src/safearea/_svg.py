"""SVG pictures of devices for notebooks (Device._repr_svg_) and the command line."""

from __future__ import annotations

from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

if TYPE_CHECKING:
    from . import Device

_COLORS = {
    "housing": "#d62728",
    "corner": "#9467bd",
    "status_bar": "#ff7f0e",
    "home_indicator": "#1f77b4",
    "inset_band": "#bcbd22",
}
_LABELS = {
    "housing": "sensor housing (physical)",
    "corner": "rounded corner (physical)",
    "status_bar": "status bar",
    "home_indicator": "home indicator zone",
    "inset_band": "other inset band",
}


def _fmt(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def device_svg(
    device: "Device", orientation: str | None = None, *, os_version: str | None = None, status_bar_hidden: bool = False,
    width: int = 420, caption: "str | None" = None, legend: "list[tuple[str, str]] | None" = None, overlay: str = "",
) -> str:
    """The oriented screen with its rounded corners, housing, bands and safe area, labelled."""
    if orientation is None:
        orientation = device.orientations[0]
    screen_w, screen_h = device.screen_size(orientation)
    insets = device.safe_area(orientation, os_version=os_version, status_bar_hidden=status_bar_hidden)
    regions = device.unsafe_regions(orientation, os_version=os_version, status_bar_hidden=status_bar_hidden)
    used = device.resolve_os_version(orientation, os_version=os_version)
    scale = width / max(screen_w, screen_h)  # the longer side is `width` pixels
    extra = legend or []
    pad, legend_h, title_h = 12, 18 * (len({r.kind for r in regions}) + 1 + len(extra)) + 8, 48 if caption else 34
    draw_w, draw_h = screen_w * scale, screen_h * scale
    total_w = max(draw_w + 2 * pad, 300)
    total_h = title_h + draw_h + 2 * pad + legend_h
    ox, oy = (total_w - draw_w) / 2, title_h + pad
    radius = device.corner_radius * scale
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_fmt(total_w)}" height="{_fmt(total_h)}" '
        f'viewBox="0 0 {_fmt(total_w)} {_fmt(total_h)}" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="12">',
        f'<title>{escape(device.name)} {orientation} safe area</title>',
        f'<text x="{_fmt(total_w / 2)}" y="16" text-anchor="middle" font-weight="bold">{escape(device.name)} · {orientation}</text>',
        f'<text x="{_fmt(total_w / 2)}" y="30" text-anchor="middle" fill="#555">'
        f"safe area ({_fmt(insets.top)}, {_fmt(insets.left)}, {_fmt(insets.bottom)}, {_fmt(insets.right)}) · OS {used}</text>",
        (f'<text x="{_fmt(total_w / 2)}" y="44" text-anchor="middle" fill="#333">{escape(caption)}</text>' if caption else ""),
        f'<defs><clipPath id="screen"><rect x="{_fmt(ox)}" y="{_fmt(oy)}" width="{_fmt(draw_w)}" height="{_fmt(draw_h)}" '
        f'rx="{_fmt(radius)}"/></clipPath></defs>',
        f'<rect x="{_fmt(ox - 4)}" y="{_fmt(oy - 4)}" width="{_fmt(draw_w + 8)}" height="{_fmt(draw_h + 8)}" '
        f'rx="{_fmt(radius + 4)}" fill="#222"/>',
        f'<rect x="{_fmt(ox)}" y="{_fmt(oy)}" width="{_fmt(draw_w)}" height="{_fmt(draw_h)}" rx="{_fmt(radius)}" fill="#f7f7f7"/>',
        '<g clip-path="url(#screen)">',
    ]
    for region in regions:
        if region.kind == "housing" or region.kind == "corner":
            continue
        x, y, w, h = (v * scale for v in region.rect)
        out.append(
            f'<rect x="{_fmt(ox + x)}" y="{_fmt(oy + y)}" width="{_fmt(w)}" height="{_fmt(h)}" '
            f'fill="{_COLORS[region.kind]}" fill-opacity="0.28"><title>{region.kind} {region.edge}</title></rect>'
        )
    out.append("</g>")
    for region in regions:
        x, y, w, h = (v * scale for v in region.rect)
        if region.kind == "housing":
            r = min(w, h) / 2 if device.housing.kind in ("dynamic_island", "punch_hole") else 6 * scale
            dash = ' stroke-dasharray="4 3"' if region.approximate else ""
            out.append(
                f'<rect x="{_fmt(ox + x)}" y="{_fmt(oy + y)}" width="{_fmt(w)}" height="{_fmt(h)}" rx="{_fmt(r)}" '
                f'fill="{_COLORS["housing"]}" fill-opacity="{0.35 if region.approximate else 0.9}" stroke="{_COLORS["housing"]}"{dash}>'
                f'<title>{device.housing.kind}{" (outline not measured: whole band)" if region.approximate else ""}</title></rect>'
            )
        elif region.kind == "corner":
            out.append(
                f'<rect x="{_fmt(ox + x)}" y="{_fmt(oy + y)}" width="{_fmt(w)}" height="{_fmt(h)}" fill="none" '
                f'stroke="{_COLORS["corner"]}" stroke-width="1" stroke-dasharray="2 2"><title>corner radius {_fmt(region.corner_radius)}</title></rect>'
            )
    sx, sy = ox + insets.left * scale, oy + insets.top * scale
    sw, sh = draw_w - (insets.left + insets.right) * scale, draw_h - (insets.top + insets.bottom) * scale
    out.append(
        f'<rect x="{_fmt(sx)}" y="{_fmt(sy)}" width="{_fmt(sw)}" height="{_fmt(sh)}" fill="#2ca02c" fill-opacity="0.08" '
        f'stroke="#2ca02c" stroke-width="1.5" stroke-dasharray="6 3"><title>safe area</title></rect>'
    )
    cx, cy = sx + sw / 2, sy + sh / 2
    labels = [
        (insets.top, cx, sy + 14),
        (insets.bottom, cx, sy + sh - 6),
        (insets.left, sx + 6, cy),
        (insets.right, sx + sw - 6, cy),
    ]
    anchors = ["middle", "middle", "start", "end"]
    names = ["top", "bottom", "left", "right"]
    for (value, x, y), anchor, name in zip(labels, anchors, names):
        if value:
            out.append(f'<text x="{_fmt(x)}" y="{_fmt(y)}" text-anchor="{anchor}" fill="#2ca02c">{name} {_fmt(value)}</text>')
    ly = oy + draw_h + pad + 14
    out.append(
        f'<rect x="{pad}" y="{_fmt(ly - 10)}" width="12" height="12" fill="#2ca02c" fill-opacity="0.2" stroke="#2ca02c"/>'
        f'<text x="{pad + 18}" y="{_fmt(ly)}">safe area</text>'
    )
    for kind in _LABELS:
        if any(region.kind == kind for region in regions):
            ly += 18
            out.append(
                f'<rect x="{pad}" y="{_fmt(ly - 10)}" width="12" height="12" fill="{_COLORS[kind]}" fill-opacity="0.6"/>'
                f'<text x="{pad + 18}" y="{_fmt(ly)}">{_LABELS[kind]}</text>'
            )
    for color, label in extra:
        ly += 18
        out.append(
            f'<rect x="{pad}" y="{_fmt(ly - 10)}" width="12" height="12" fill="{color}" fill-opacity="0.35" stroke="{color}"/>'
            f'<text x="{pad + 18}" y="{_fmt(ly)}">{escape(label)}</text>'
        )
    if overlay:
        out.append(overlay.replace("{ox}", _fmt(ox)).replace("{oy}", _fmt(oy)).replace("{scale}", repr(scale)))
    out.append("</svg>")
    return "\n".join(out)


_FINDING_COLORS = {"error": "#d62728", "warning": "#ff7f0e", None: "#2ca02c"}


def audit_svg(report, device, orientation="portrait", os_version=None, width=420):
    """The design on one device: the device picture with every element outlined,
    coloured by its worst finding there (red error, orange warning, green clear)."""
    import json as _json

    from ._audit import audit as _audit_again

    single = _audit_again(report._design_text, devices=[device.name], orientations=[orientation], os_version=os_version, frames=True)
    frames = {}
    for layout in single.data.get("layouts", []):
        frames.update(layout["frames"])
    worst = {}
    for item in single.data["findings"]:
        if worst.get(item["element"]) != "error":
            worst[item["element"]] = item["severity"]
    design = _json.loads(report._design_text)
    elements, stack = [], list(design.get("elements", []))
    while stack:
        element = stack.pop(0)
        elements.append(element)
        stack.extend(element.get("children", []))
    screen_w, screen_h = device.screen_size(orientation)
    scale = width / max(screen_w, screen_h)
    shapes = []
    for element in elements:
        rect = frames.get(element["id"])
        if rect is None:
            continue
        x, y, w, h = (v * scale for v in rect)
        state = worst.get(element["id"])
        color = _FINDING_COLORS[state]
        if element["role"] == "background":
            style = f'fill="none" stroke="{color if state else "#777"}" stroke-width="1" stroke-dasharray="3 3"'
        else:
            style = f'fill="{color}" fill-opacity="0.35" stroke="{color}" stroke-width="1.5"'
        shapes.append(f'<rect x="{{ox}}" y="{{oy}}" transform="translate({_fmt(x)} {_fmt(y)})" width="{_fmt(w)}" height="{_fmt(h)}" {style}>'
                      f'<title>{escape(element["id"])} ({escape(element["role"])}): {state or "clear"}</title></rect>')
    errors = sum(1 for v in worst.values() if v == "error")
    warnings = sum(1 for v in worst.values() if v == "warning")
    caption = f"{errors} element(s) with errors, {warnings} with warnings"
    legend = [(_FINDING_COLORS["error"], "element with an error"), (_FINDING_COLORS["warning"], "element with a warning"),
              (_FINDING_COLORS[None], "element clear")]
    return device_svg(device, orientation, os_version=os_version, width=width, caption=caption, legend=legend, overlay="\n".join(shapes))


def swiftui_svg(layout, width=420):
    """A SwiftUI layout on its device: each view's frame, labelled with the insets it sees."""
    from . import device as find_device

    device = find_device(layout.device)
    orientation = layout.orientation
    screen_w, screen_h = device.screen_size(orientation)
    scale = width / max(screen_w, screen_h)
    palette = ["#1f77b4", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22"]
    shapes = []
    for index, view in enumerate(layout.values()):
        color = palette[index % len(palette)]
        x, y, w, h = (v * scale for v in view.frame)
        insets = ", ".join(_fmt(v) for v in view.safe_area_insets)
        shapes.append(f'<rect x="{{ox}}" y="{{oy}}" transform="translate({_fmt(x)} {_fmt(y)})" width="{_fmt(w)}" height="{_fmt(h)}" '
                      f'fill="{color}" fill-opacity="0.12" stroke="{color}" stroke-width="1.5"><title>{escape(view.id)}: '
                      f'frame {tuple(round(v, 2) for v in view.frame)}, sees ({insets})</title></rect>')
        shapes.append(f'<text x="{{ox}}" y="{{oy}}" transform="translate({_fmt(x + 4)} {_fmt(y + 12 + 12 * (index % 3))})" '
                      f'fill="{color}" font-size="11">{escape(view.id)} ({insets})</text>')
        for inset in view.inset_frames:
            ix, iy, iw, ih = (v * scale for v in inset)
            shapes.append(f'<rect x="{{ox}}" y="{{oy}}" transform="translate({_fmt(ix)} {_fmt(iy)})" width="{_fmt(iw)}" height="{_fmt(ih)}" '
                          f'fill="{color}" fill-opacity="0.35"><title>{escape(view.id)} safeAreaInset content</title></rect>')
    caption = f"SwiftUI scene: {len(layout)} views" + (f", keyboard {layout.scene.keyboard:g} pt" if layout.scene and layout.scene.keyboard else "")
    return device_svg(device, orientation, os_version=layout.os_version, width=width, caption=caption,
                      legend=[("#1f77b4", "view frames, labelled with the insets each sees")], overlay="\n".join(shapes))


def tree_svg(window, width=420):
    """A UIKit window: every view in the hierarchy with its frame (solid), safe-area
    guide (dashed green) and layout-margins guide (dotted blue), labelled with its insets."""
    device = window.device
    orientation = window.orientation
    screen_w, screen_h = device.screen_size(orientation)
    scale = width / max(screen_w, screen_h)
    shapes = []
    root = window.root
    if root is None:
        return device_svg(device, orientation, width=width, caption="window without a root view controller")

    def origin(view):
        x, y = 0.0, 0.0
        node = view
        while node is not None:
            fx, fy, _, _ = node.frame
            x += fx
            y += fy
            parent = node.superview
            if parent is not None:
                bx, by = parent.bounds_origin
                x -= bx
                y -= by
            node = parent
        return x, y

    views = []
    stack = [root.view]
    while stack:
        view = stack.pop()
        views.append(view)
        stack.extend(reversed(view.subviews))
        controller = view._controller
        if controller is not None:
            stack.extend(child.view for child in reversed(controller.children) if child.view.window is window)
    for depth, view in enumerate(views):
        ox_, oy_ = origin(view)
        _, _, w, h = view.frame
        x, y = ox_ * scale, oy_ * scale
        insets = view.safe_area_insets
        bx, by = view.bounds_origin
        sx, sy, sw, sh = view.safe_area_frame
        mx, my, mw, mh = view.layout_margins_frame
        kind = "controller root view" if view._controller is not None else type(view).__name__
        label = f"{kind} ({', '.join(_fmt(v) for v in insets)})"
        shapes.append(f'<rect x="{{ox}}" y="{{oy}}" transform="translate({_fmt(x)} {_fmt(y)})" width="{_fmt(w * scale)}" '
                      f'height="{_fmt(h * scale)}" fill="none" stroke="#444" stroke-width="1"><title>{escape(label)}</title></rect>')
        shapes.append(f'<rect x="{{ox}}" y="{{oy}}" transform="translate({_fmt((ox_ + sx - bx) * scale)} {_fmt((oy_ + sy - by) * scale)})" '
                      f'width="{_fmt(sw * scale)}" height="{_fmt(sh * scale)}" fill="none" stroke="#2ca02c" stroke-dasharray="5 3"/>')
        shapes.append(f'<rect x="{{ox}}" y="{{oy}}" transform="translate({_fmt((ox_ + mx - bx) * scale)} {_fmt((oy_ + my - by) * scale)})" '
                      f'width="{_fmt(mw * scale)}" height="{_fmt(mh * scale)}" fill="none" stroke="#1f77b4" stroke-dasharray="1 2"/>')
        shapes.append(f'<text x="{{ox}}" y="{{oy}}" transform="translate({_fmt(x + 3)} {_fmt(y + 11 + 11 * (depth % 4))})" '
                      f'font-size="10" fill="#333">{escape(label)}</text>')
    legend = [("#444", "view frame, labelled with its safeAreaInsets"), ("#2ca02c", "safe-area layout guide"),
              ("#1f77b4", "layout-margins guide")]
    return device_svg(device, orientation, width=width, caption=f"UIKit window: {len(views)} views", legend=legend,
                      overlay="\n".join(shapes))
