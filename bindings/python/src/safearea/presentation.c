/*
 * Tree's presentations (docs/MODEL.md §12, §18): presenting and dismissing a
 * controller, what a presentation resolved to, and the same steps as
 * transitions, which return their changes as Tree.transition does
 * (transition.c). Its methods are added to the Tree type with tree.c's.
 */
#include "module.h"

/* The arguments of present and present_transition: presenter, controller, style, detent, height,
 * source view or None, source rectangle or None, arrow mask, preferred width and height, and the
 * three sheet options, the bar button item (placement, index) and keeps_popover_in_compact, into a
 * version-3 safearea_presentation. */
static int present_args(PyObject *args, const char *format, safearea_node *presenter, safearea_node *controller,
                        safearea_presentation *options) {
    PyObject *presenter_obj, *controller_obj, *source_obj, *rect_obj;
    int style, detent, edge_attached, width_follows, page_sizing, bar_button, keeps_popover;
    unsigned int arrows, bar_button_index;
    double height, width, content_height;
    if (!PyArg_ParseTuple(args, format, &presenter_obj, &controller_obj, &style, &detent, &height, &source_obj,
                          &rect_obj, &arrows, &width, &content_height, &edge_attached, &width_follows, &page_sizing,
                          &bar_button, &bar_button_index, &keeps_popover))
        return -1;
    if (node_arg(presenter_obj, presenter) < 0 || node_arg(controller_obj, controller) < 0)
        return -1;
    if (source_obj != Py_None && node_arg(source_obj, &options->source_view) < 0)
        return -1;
    if (rect_obj != Py_None) {
        if (rect_arg(rect_obj, &options->source_rect) < 0)
            return -1;
        options->has_source_rect = 1;
    }
    options->style = (safearea_presentation_style)style;
    options->detent = (safearea_detent_kind)detent;
    options->detent_height = height;
    options->permitted_arrow_directions = arrows;
    options->preferred_content_width = width;
    options->preferred_content_height = content_height;
    options->prefers_edge_attached_in_compact_height = edge_attached;
    options->width_follows_preferred_content_size_when_edge_attached = width_follows;
    options->prefers_page_sizing = page_sizing;
    options->source_bar_button = (safearea_bar_button_placement)bar_button;
    options->source_bar_button_index = bar_button_index;
    options->keeps_popover_in_compact = keeps_popover;
    return 0;
}

static PyObject *tree_present(PyObject *op, PyObject *args) {
    safearea_node presenter, controller;
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    TREE_SELF;
    if (present_args(args, "OOiidOOIddpppiIp:present", &presenter, &controller, &options) < 0)
        return NULL;
    TREE_CALL(safearea_controller_present(self->tree, presenter, controller, &options));
    Py_RETURN_NONE;
}

static PyObject *tree_dismiss(PyObject *op, PyObject *arg) {
    return node_action_result(op, arg, safearea_controller_dismiss);
}

static PyObject *tree_presentation(PyObject *op, PyObject *arg) {
    safearea_node controller;
    safearea_presentation_result r;
    TREE_SELF;
    if (node_arg(arg, &controller) < 0)
        return NULL;
    TREE_CALL(safearea_controller_presentation(&r, self->tree, controller));
    return Py_BuildValue("(iidd(dddd)(dddd)d(dddd)ii)", (int)r.style, (int)r.detent, r.detent_height,
                         r.maximum_detent_height, r.frame.x, r.frame.y, r.frame.width, r.frame.height, r.layout_frame.x,
                         r.layout_frame.y, r.layout_frame.width, r.layout_frame.height, r.scale, r.insets.top,
                         r.insets.left, r.insets.bottom, r.insets.right, (int)r.provenance, (int)r.arrow_direction);
}

/* Presenting, dismissing and changing the detent as transitions (docs/MODEL.md §12, §18): each
 * returns its changes as transition_changes gives them. */
static PyObject *tree_present_transition(PyObject *op, PyObject *args) {
    safearea_node presenter, controller;
    size_t count = 0;
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    TREE_SELF;
    if (present_args(args, "OOiidOOIddpppiIp:present_transition", &presenter, &controller, &options) < 0)
        return NULL;
    TREE_CALL(safearea_controller_present_transition(&count, self->tree, presenter, controller, &options));
    return transition_changes(self, count);
}

static PyObject *tree_dismiss_transition(PyObject *op, PyObject *arg) {
    safearea_node controller;
    size_t count = 0;
    TREE_SELF;
    if (node_arg(arg, &controller) < 0)
        return NULL;
    TREE_CALL(safearea_controller_dismiss_transition(&count, self->tree, controller));
    return transition_changes(self, count);
}

static PyObject *tree_set_detent(PyObject *op, PyObject *args) {
    PyObject *controller_obj;
    safearea_node controller;
    int detent;
    double height;
    size_t count = 0;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "Oid:set_detent", &controller_obj, &detent, &height))
        return NULL;
    if (node_arg(controller_obj, &controller) < 0)
        return NULL;
    TREE_CALL(safearea_controller_set_detent(&count, self->tree, controller, (safearea_detent_kind)detent, height));
    return transition_changes(self, count);
}

PyMethodDef tree_presentation_methods[] = {
    {"present", tree_present, METH_VARARGS,
     "present($self, presenter, controller, style, detent, height, source_view, source_rect, arrows, "
     "content_width, content_height, edge_attached, width_follows, page_sizing, bar_button, bar_button_index, "
     "keeps_popover, /)\n--\n\nPresents controller from presenter (safearea_controller_present, options "
     "version 3)."},
    {"dismiss", tree_dismiss, METH_O,
     "dismiss($self, controller, /)\n--\n\nDismisses a presented controller (safearea_controller_dismiss)."},
    {"presentation", tree_presentation, METH_O,
     "presentation($self, controller, /)\n--\n\nWhat a presentation resolved to: (style, detent, detent_height, "
     "maximum_detent_height, frame, layout_frame, scale, insets, provenance, arrow_direction) "
     "(safearea_controller_presentation)."},
    {"present_transition", tree_present_transition, METH_VARARGS,
     "present_transition($self, presenter, controller, style, detent, height, source_view, source_rect, arrows, "
     "content_width, "
     "content_height, edge_attached, width_follows, page_sizing, bar_button, bar_button_index, keeps_popover, "
     "/)\n--\n\nPresents controller "
     "from presenter and returns the changes, as transition does (safearea_controller_present_transition)."},
    {"dismiss_transition", tree_dismiss_transition, METH_O,
     "dismiss_transition($self, controller, /)\n--\n\nDismisses a presented controller and returns the changes "
     "(safearea_controller_dismiss_transition)."},
    {"set_detent", tree_set_detent, METH_VARARGS,
     "set_detent($self, controller, detent, height, /)\n--\n\nChanges a presented sheet's detent and returns the "
     "changes (safearea_controller_set_detent)."},
    {NULL, NULL, 0, NULL},
};
