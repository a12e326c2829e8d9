/*
 * module.h - what the files of the _safearea extension share (the
 * Modules/_sqlite way: one header of module state and helpers, one file per
 * job): module.c (initialisation, the header's constants, module functions,
 * errors and argument helpers), catalog.c (the built-in Device objects and
 * the functions that find and load devices), device.c (DeviceBase), batch.c
 * (check_rects, numpy, batch queries), tree.c (Tree, with its presentations
 * in presentation.c, its app window in app_window.c and its transitions in
 * transition.c), report.c (Report, audits, SwiftUI, pictures), insets.c
 * (Insets).
 *
 * Plain C over include/safearea.h and nothing more, on CPython's limited API
 * (Py_LIMITED_API, set by setup.py): one abi3 build loads in every CPython
 * from the lowest one setup.py names. No macro that reads an object's
 * fields (PyTuple_GET_ITEM, PyList_GET_SIZE, ...), no PyTypeObject field:
 * a type's slots come from PyType_GetSlot, once, into the module state.
 */
#ifndef SAFEAREA_EXTENSION_MODULE_H
#define SAFEAREA_EXTENSION_MODULE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <string.h>

#include "safearea.h"

/* ------------------------------------------------------------------ */
/* Module state                                                         */
/* ------------------------------------------------------------------ */

typedef struct {
    PyTypeObject *device_type; /* _safearea.DeviceBase */
    PyTypeObject *insets_type; /* safearea.Insets (a tuple subclass) */
    PyTypeObject *tree_type;   /* _safearea.Tree */
    PyTypeObject *report_type; /* _safearea.Report */
    allocfunc insets_alloc;    /* the slots of the types this module makes objects of, taken once */
    /* safearea_orientation_string of each orientation, interned once: the names a caller's code
     * passes are interned too, so most orientation arguments are found by identity. */
    PyObject *orientation_names[SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT + 1];
    const char *orientation_utf8[SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT + 1]; /* the library's static names */
    size_t orientation_length[SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT + 1];
    PyObject *small_floats[256]; /* 0.0 ... 255.0: most insets are whole points */
    /* safearea_change_property_string of each change property, interned once (Tree.transition). */
    PyObject *change_names[SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE + 1];
    /* Classes of the package's Python modules, taken on first use: those modules import this
     * one, so it imports nothing of the package while it initialises. */
    PyObject *errors;            /* safearea._errors.BY_CODE: status int -> exception class (first error) */
    PyObject *base_error;        /* safearea._errors.SafeAreaError */
    PyTypeObject *device_class;  /* safearea._device.Device: what the catalog and _load_json make (first device) */
    allocfunc device_alloc;      /* its tp_alloc */
    PyObject *rect_result_type;  /* safearea._device.RectCheckResult, a named tuple (with device_class) */
    allocfunc rect_result_alloc; /* its tp_alloc */
    /* The catalog (catalog.c): the built-in Device objects, each made once. */
    PyObject *catalog;     /* tuple in safearea_device_at order */
    PyObject *builtins;    /* dict: handle address (int) -> Device, the catalog's and Display Zoom variants */
    PyObject *numpy_empty; /* numpy.empty, looked up on the first check_rects */
    PyObject *dtype_bool, *dtype_uint8, *dtype_float64; /* numpy.dtype instances */
    PyObject *ndarray_type;                             /* numpy.ndarray */
    int ndarray_data_field; /* 1: read a fresh array's data pointer directly (see out_acquire in batch.c) */
} module_state;

static inline module_state *get_state(PyObject *module) {
    return (module_state *)PyModule_GetState(module);
}

typedef struct {
    PyObject_HEAD
    const safearea_device *device;
    int owned; /* loaded from JSON: freed with the object */
    PyObject *weakreflist;
    /* The module's state; the object's type keeps the module alive. */
    module_state *state;
} DeviceObject;

/* ------------------------------------------------------------------ */
/* Tree (tree.c, presentation.c, app_window.c, transition.c)            */
/* ------------------------------------------------------------------ */

typedef struct {
    PyObject_HEAD
    safearea_tree *tree;
    module_state *state;
    int busy; /* a call has released the GIL while using the tree */
} TreeObject;

/* 0 when the tree may be used now; -1 with ValueError (closed) or RuntimeError (in use by a call
 * that released the GIL). */
int tree_enter(TreeObject *self);
/* A node (an int) into *out; 0, or -1 with an exception. */
int node_arg(PyObject *value, safearea_node *out);
/* A sequence (x, y, width, height) into *out; 0, or -1 with TypeError or ValueError. */
int rect_arg(PyObject *value, safearea_rect *out);
/* An action on one node: the C function itself, called on the node `arg`; None. */
typedef int (*node_action)(safearea_tree *tree, safearea_node node);
PyObject *node_action_result(PyObject *op, PyObject *arg, node_action action);
/* transition.c: the tree's last transition, `count` changes, as a tuple of (node, property name,
 * before, after) in delivery order. */
PyObject *transition_changes(TreeObject *self, size_t count);

/* The first statement of a Tree method: `self`, or return NULL when the tree may not be used now. */
#define TREE_SELF                                                                                                      \
    TreeObject *self = (TreeObject *)op;                                                                               \
    if (tree_enter(self) < 0)                                                                                          \
    return NULL
/* A call of the C API in a Tree method: a failing status returns its exception. */
#define TREE_CALL(expr)                                                                                                \
    do {                                                                                                               \
        int status_ = (expr);                                                                                          \
        if (status_ != SAFEAREA_OK)                                                                                    \
            return raise_status(self->state, status_);                                                                 \
    } while (0)

/* ------------------------------------------------------------------ */
/* Errors (module.c)                                                    */
/* ------------------------------------------------------------------ */

/* Raises the exception for `status` with the library's thread-local message; returns NULL. */
PyObject *raise_status(module_state *state, int status);
/* Raises TypeError: the text PyUnicode_FromFormat makes of `format` and what follows, then
 * ", not " and the name of `value`'s type. */
void raise_type_error(PyObject *value, const char *format, ...);
/* Raises InvalidArgumentError with `message` (an argument the C API cannot see, such as a NUL in a str). */
void raise_invalid(module_state *state, const char *message);

/* ------------------------------------------------------------------ */
/* Arguments (module.c)                                                 */
/* ------------------------------------------------------------------ */

/* A method's parameters, for parse_args: `names` lists every parameter, the
 * ones that may be given by position first (`positional` of them), then the
 * keyword-only ones; the first `required` are required. */
typedef struct {
    const char *function;
    const char *const *names;
    int count;
    int positional;
    int required;
} arg_spec;

#define ARG_SPEC(function, positional, required, ...)                                                                  \
    {                                                                                                                  \
        function, (const char *const[]){__VA_ARGS__},                                                                  \
            (int)(sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *)), positional, required             \
    }

/* Parses a METH_FASTCALL | METH_KEYWORDS call into values[0..count-1]
 * (borrowed; NULL when not given). Unknown keywords, too many positional
 * arguments, a parameter given twice and a missing required one raise
 * TypeError with CPython's wording. */
int parse_args(const arg_spec *spec, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, PyObject **values);

/* For a tp_new parsed by PyArg_ParseTupleAndKeywords: a TypeError naming the
 * first keyword of `kwargs` that is not in `names` (NULL-terminated), as
 * parse_args words it (CPython's parser would only count the arguments). */
int check_keywords(const char *function, PyObject *kwargs, const char *const *names);

/* A str argument as UTF-8 owned by the str: TypeError for another type (the
 * message names `what` and an example), InvalidArgumentError for a NUL inside. */
const char *utf8_arg(module_state *state, PyObject *value, const char *what, const char *example);
/* An orientation name (or the default "portrait" when `value` is NULL). */
int parse_orientation(module_state *state, PyObject *value, safearea_orientation *out);
/* One window's placement name (safearea_window_placement_from_string: "half" is the leading half). */
int parse_window_placement(module_state *state, PyObject *value, safearea_window_placement *out);
/* None or NULL -> NULL (newest); a str -> its UTF-8. */
int parse_os_version(module_state *state, PyObject *value, const char **out);
/* NULL -> 0; otherwise the truth of `value` as SAFEAREA_STATUS_BAR_HIDDEN. */
int parse_status_bar_hidden(PyObject *value, uint32_t *flags);
/* NULL -> unchanged; otherwise the truth of `value` adds SAFEAREA_STRICT to `flags`. */
int parse_strict(PyObject *value, uint32_t *flags);

/* ------------------------------------------------------------------ */
/* Results (module.c, insets.c)                                          */
/* ------------------------------------------------------------------ */

/* A two-pass text writer of the C API: called with (NULL, 0, &length) for the
 * length, then with a buffer; the text as a str. */
typedef int (*text_writer)(char *buffer, size_t capacity, size_t *length, void *context);
PyObject *text_result(module_state *state, text_writer write, void *context);

/* A tuple of `count` items, item i made by make(context, i) (a new reference or NULL). */
typedef PyObject *(*item_maker)(void *context, size_t index);
PyObject *tuple_from_count(size_t count, item_maker make, void *context);
/* One safearea_reserved_region of an array at `context` as (name, kind, shape, frame, margins, active,
 * (kind, source, basis)): the item maker of the device's and the window's reserved regions. */
PyObject *reserved_region_item(void *context, size_t index);

/* Fills `tuple` (fresh from a tp_alloc of a tuple type, or NULL after a failed one) with
 * items[0..count-1], new references it steals, any of them NULL after a failure that set the
 * exception. Returns `tuple`, or NULL with every item and the tuple released. */
PyObject *fill_tuple(PyObject *tuple, PyObject *const *items, Py_ssize_t count);

/* Takes a fresh tuple of untracked values (floats, ints, str) out of the collector's lists:
 * it cannot make a cycle, as CPython takes plain tuples of atomic values out (a list of 10^5
 * Insets would otherwise be traversed by every collection of the generation it reached). */
static inline PyObject *untracked(PyObject *tuple) {
    if (tuple != NULL)
        PyObject_GC_UnTrack(tuple);
    return tuple;
}

/* The items of a sequence as a tuple (a new reference): `value` itself when it is a tuple,
 * else a tuple of what it yields; TypeError `message` for a value that is not iterable. */
PyObject *as_tuple(PyObject *value, const char *message);

/* A float object for an inset: shared objects for whole points 0..255. */
static inline PyObject *inset_float(module_state *state, double value) {
    if (value >= 0.0 && value < 256.0) {
        int whole = (int)value;
        if ((double)whole == value) {
            PyObject *cached = state->small_floats[whole];
            Py_INCREF(cached);
            return cached;
        }
    }
    return PyFloat_FromDouble(value);
}

/* A safearea.Insets (inline: it is half of Device.safe_area's cost). */
static inline PyObject *new_insets(module_state *state, safearea_insets insets) {
    PyObject *result = state->insets_alloc(state->insets_type, 4), *item;
    if (result == NULL)
        return NULL;
    /* PyTuple_SetItem takes the item, or releases it when it fails; a NULL item stays NULL. */
    if ((item = inset_float(state, insets.top)) == NULL || PyTuple_SetItem(result, 0, item) < 0 ||
        (item = inset_float(state, insets.left)) == NULL || PyTuple_SetItem(result, 1, item) < 0 ||
        (item = inset_float(state, insets.bottom)) == NULL || PyTuple_SetItem(result, 2, item) < 0 ||
        (item = inset_float(state, insets.right)) == NULL || PyTuple_SetItem(result, 3, item) < 0) {
        Py_DECREF(result);
        return NULL;
    }
    return untracked(result);
}

/* ------------------------------------------------------------------ */
/* Types and functions of each file                                     */
/* ------------------------------------------------------------------ */

extern PyType_Spec device_spec; /* device.c */
extern PyType_Spec tree_spec;   /* tree.c */
extern PyType_Spec report_spec; /* report.c */
extern PyType_Spec insets_spec; /* insets.c */
/* insets.c: takes tuple's deallocation and traversal, which Insets objects use; 0 or -1. */
int load_tuple_slots(void);
/* The Tree's methods in the other files, added to the type after tree.c's (module.c's add_methods). */
extern PyMethodDef tree_presentation_methods[]; /* presentation.c */
extern PyMethodDef tree_app_window_methods[];   /* app_window.c */
extern PyMethodDef tree_transition_methods[];   /* transition.c */

/* catalog.c: safearea._device's classes (Device, RectCheckResult) into the state, once; 0 or -1. */
int load_device_classes(module_state *state);
/* catalog.c: the Device of a built-in handle (a new reference): the catalog's object, or a Display
 * Zoom variant's, made on first use and kept beside the catalog's. */
PyObject *builtin_device(module_state *state, const safearea_device *handle);
extern PyMethodDef catalog_functions[];
/* batch.c */
PyObject *device_check_rects(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames);
void forget_numpy(module_state *state);
extern PyMethodDef batch_functions[];
/* report.c */
extern PyMethodDef report_functions[];

#endif
