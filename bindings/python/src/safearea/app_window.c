/*
 * Tree's app window (docs/MODEL.md §19): placing the window on its screen (a
 * tile, a floating frame, an iPhone app on an iPad), what it resolved to, and
 * its window-level reserved regions. Its methods are added to the Tree type
 * with tree.c's.
 */
#include "module.h"

static PyObject *tree_set_window(PyObject *op, PyObject *args) {
    int placement, controls, compatibility, windowed;
    PyObject *frame_obj;
    safearea_window window = SAFEAREA_WINDOW_INIT;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "piOii:set_window", &windowed, &placement, &frame_obj, &controls, &compatibility))
        return NULL;
    if (!windowed) {
        TREE_CALL(safearea_tree_set_window(self->tree, NULL));
        Py_RETURN_NONE;
    }
    if (frame_obj != Py_None &&
        !PyArg_ParseTuple(frame_obj, "dddd;frame must be (x, y, width, height)", &window.frame.x, &window.frame.y,
                          &window.frame.width, &window.frame.height))
        return NULL;
    window.placement = (safearea_window_placement)placement;
    window.controls = (safearea_window_controls)controls;
    window.compatibility = (safearea_window_compatibility)compatibility;
    TREE_CALL(safearea_tree_set_window(self->tree, &window));
    Py_RETURN_NONE;
}

static PyObject *tree_window(PyObject *op, PyObject *unused) {
    safearea_window_info w;
    TREE_SELF;
    TREE_CALL(safearea_tree_window(&w, self->tree));
    return Py_BuildValue("(Oiii(dddd)(dddd)(dddd)(dddd)(dddd)idd(iss)(iss))", w.windowed ? Py_True : Py_False,
                         (int)w.placement, (int)w.controls, (int)w.compatibility, w.screen.x, w.screen.y,
                         w.screen.width, w.screen.height, w.frame.x, w.frame.y, w.frame.width, w.frame.height,
                         w.insets.top, w.insets.left, w.insets.bottom, w.insets.right, w.insets_with_status_bar.top,
                         w.insets_with_status_bar.left, w.insets_with_status_bar.bottom, w.insets_with_status_bar.right,
                         w.controls_rect.x, w.controls_rect.y, w.controls_rect.width, w.controls_rect.height,
                         w.horizontal_size_class, w.corner_adaptation, w.mid_window_edge_minimum_margin,
                         (int)w.provenance.kind, w.provenance.source, w.provenance.basis,
                         (int)w.controls_provenance.kind, w.controls_provenance.source, w.controls_provenance.basis);
}

static PyObject *tree_window_safe_area(PyObject *op, PyObject *unused) {
    safearea_insets insets;
    safearea_provenance p;
    TREE_SELF;
    TREE_CALL(safearea_tree_window_safe_area(&insets, &p, self->tree));
    return Py_BuildValue("((dddd)(iss))", insets.top, insets.left, insets.bottom, insets.right, (int)p.kind, p.source,
                         p.basis);
}

static PyObject *tree_window_reserved_regions(PyObject *op, PyObject *arg) {
    safearea_reserved_region regions[4];
    size_t count = 0;
    int strict = PyObject_IsTrue(arg);
    TREE_SELF;
    if (strict < 0)
        return NULL;
    TREE_CALL(safearea_tree_window_reserved_regions(regions, 4, &count, self->tree, strict ? SAFEAREA_STRICT : 0));
    return tuple_from_count(count, reserved_region_item, regions);
}

PyMethodDef tree_app_window_methods[] = {
    {"set_window", tree_set_window, METH_VARARGS,
     "set_window($self, windowed, placement, frame, controls, compatibility, /)\n--\n\nPlaces the window "
     "(safearea_tree_set_window; windowed False: the app fills the screen)."},
    {"window", tree_window, METH_NOARGS,
     "window($self, /)\n--\n\nWhat the window resolved to: (windowed, placement, controls, compatibility, screen, "
     "frame, insets, insets_with_status_bar, controls_rect, horizontal_size_class, corner_adaptation, "
     "mid_window_edge_minimum_margin, provenance, controls_provenance) (safearea_tree_window)."},
    {"window_safe_area", tree_window_safe_area, METH_NOARGS,
     "window_safe_area($self, /)\n--\n\nThe window's own safe area, with or without a root controller: (insets, "
     "provenance) (safearea_tree_window_safe_area)."},
    {"window_reserved_regions", tree_window_reserved_regions, METH_O,
     "window_reserved_regions($self, strict, /)\n--\n\nThe window-level reserved regions as the device's are "
     "given (safearea_tree_window_reserved_regions)."},
    {NULL, NULL, 0, NULL},
};
