/*
 * Tree's transitions (docs/MODEL.md §12): a window transition (rotation, the
 * status bar, the keyboard, the OS version) and the changes it delivers, which
 * the presentation transitions (presentation.c) return too. Its methods are
 * added to the Tree type with tree.c's.
 */
#include "module.h"

/* The change as the Python layer lists it: its values as Insets for insets, (x, y, width, height)
 * for a frame or a keyboard guide. */
static PyObject *change_values(module_state *state, safearea_change_property property, const double *values) {
    PyObject *items[4];
    int i;
    if (property == SAFEAREA_CHANGE_SAFE_AREA_INSETS || property == SAFEAREA_CHANGE_LAYOUT_MARGINS ||
        property == SAFEAREA_CHANGE_ADJUSTED_CONTENT_INSET) {
        safearea_insets insets = {values[0], values[1], values[2], values[3]};
        return new_insets(state, insets);
    }
    for (i = 0; i < 4; i++)
        items[i] = inset_float(state, values[i]);
    return untracked(fill_tuple(PyTuple_New(4), items, 4));
}

/* The tree's last transition, `count` changes, as a tuple of (node, property name, before, after) in
 * delivery order; before and after as change_values makes them, the property's name from
 * safearea_change_property_string (interned once in the state). */
PyObject *transition_changes(TreeObject *self, size_t count) {
    PyObject *result = NULL, *const * names;
    safearea_change *changes = NULL;
    size_t i;
    int status;
    changes = PyMem_Malloc(sizeof(safearea_change) * (count > 0 ? count : 1));
    if (changes == NULL)
        return PyErr_NoMemory();
    status = safearea_tree_transition_changes(changes, count, &count, self->tree);
    if (status != SAFEAREA_OK) {
        PyMem_Free(changes);
        return raise_status(self->state, status);
    }
    names = self->state->change_names;
    result = PyTuple_New((Py_ssize_t)count);
    for (i = 0; result != NULL && i < count; i++) {
        const safearea_change *c = &changes[i];
        PyObject *items[4], *item;
        if ((int)c->property < 0 || (int)c->property > SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE) {
            PyErr_Format(PyExc_SystemError, "change property %d is unknown to this extension", (int)c->property);
            Py_CLEAR(result);
            break;
        }
        items[0] = PyLong_FromUnsignedLongLong((unsigned long long)c->node);
        items[1] = names[c->property];
        Py_INCREF(items[1]);
        items[2] = change_values(self->state, c->property, c->before);
        items[3] = change_values(self->state, c->property, c->after);
        /* An int, a str and two untracked values: no cycle, so out of the collector's lists
         * (CPython would untrack it at its first collection; 10^5 changes trigger many). */
        item = untracked(fill_tuple(PyTuple_New(4), items, 4));
        if (item == NULL || PyTuple_SetItem(result, (Py_ssize_t)i, item) < 0)
            Py_CLEAR(result);
    }
    PyMem_Free(changes);
    return result;
}

/* transition(fields, orientation, status_bar_hidden, keyboard_height, os_version) -> its changes, as
 * transition_changes gives them. */
static PyObject *tree_transition(PyObject *op, PyObject *args) {
    PyObject *version_obj;
    safearea_transition transition;
    unsigned int fields;
    int orientation, hidden;
    double keyboard;
    size_t count = 0;
    int status;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "IipdO:transition", &fields, &orientation, &hidden, &keyboard, &version_obj))
        return NULL;
    if (parse_os_version(self->state, version_obj, &transition.os_version) < 0)
        return NULL;
    transition.fields = fields;
    transition.orientation = (safearea_orientation)orientation;
    transition.status_bar_hidden = hidden;
    transition.keyboard_height = keyboard;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS status = safearea_tree_transition(&count, self->tree, &transition);
    Py_END_ALLOW_THREADS self->busy = 0;
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return transition_changes(self, count);
}

PyMethodDef tree_transition_methods[] = {
    {"transition", tree_transition, METH_VARARGS,
     "transition($self, fields, orientation, status_bar_hidden, keyboard_height, os_version, /)\n--\n\n"
     "Applies a window transition (SAFEAREA_TRANSITION_* fields) and returns its changes in delivery order, a tuple of "
     "(node, property name, before, after): Insets for insets, (x, y, width, height) for a frame or a keyboard guide "
     "(safearea_tree_transition, safearea_tree_transition_changes, safearea_change_property_string)."},
    {NULL, NULL, 0, NULL},
};
