/*
 * _safearea: the private C module under the `safearea` package.
 *
 * This file: multi-phase initialisation, the header's constants (one line
 * each, the zlib_exec way), the module's version functions, and the helpers
 * every file shares (raise_status, the argument parser and converters, the
 * two-pass text result and the tuple builder). See module.h for the others.
 *
 * The package's Python modules import this one; it imports them only when it
 * first needs a class of theirs (safearea._errors on the first error,
 * safearea._device on the first device), never while it initialises.
 */
#include "module.h"

#include <stdarg.h>

/* ------------------------------------------------------------------ */
/* Errors                                                               */
/* ------------------------------------------------------------------ */

/* The exception class of `status` (borrowed), from safearea._errors, which is imported on the first
 * error: BY_CODE maps the statuses it names to their classes, the others are SafeAreaError. */
static PyObject *error_class(module_state *state, int status) {
    PyObject *key, *cls;
    if (state->errors == NULL) {
        PyObject *errors_module = PyImport_ImportModule("safearea._errors"), *by_code, *base;
        if (errors_module == NULL)
            return NULL;
        base = PyObject_GetAttrString(errors_module, "SafeAreaError");
        by_code = base == NULL ? NULL : PyObject_GetAttrString(errors_module, "BY_CODE");
        Py_DECREF(errors_module);
        if (by_code == NULL || !PyDict_Check(by_code)) {
            if (by_code != NULL)
                PyErr_SetString(PyExc_TypeError, "safearea._errors.BY_CODE must be a dict");
            Py_XDECREF(base);
            Py_XDECREF(by_code);
            return NULL;
        }
        if (state->errors == NULL) { /* else another thread took them while this one imported */
            state->base_error = base;
            state->errors = by_code;
        } else {
            Py_DECREF(base);
            Py_DECREF(by_code);
        }
    }
    key = PyLong_FromLong(status);
    if (key == NULL)
        return NULL;
    cls = PyDict_GetItemWithError(state->errors, key);
    Py_DECREF(key);
    if (cls == NULL && !PyErr_Occurred())
        cls = state->base_error;
    return cls;
}

/* Raises `cls(message, status)`. */
static void raise_error(PyObject *cls, const char *message, int status) {
    PyObject *exc = PyObject_CallFunction(cls, "si", message, status);
    if (exc == NULL)
        return;
    PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_DECREF(exc);
}

PyObject *raise_status(module_state *state, int status) {
    PyObject *cls = error_class(state, status);
    if (cls != NULL)
        raise_error(cls, safearea_last_error_message(), status);
    return NULL;
}

void raise_type_error(PyObject *value, const char *format, ...) {
    PyObject *expected, *name;
    va_list arguments;
    va_start(arguments, format);
    expected = PyUnicode_FromFormatV(format, arguments);
    va_end(arguments);
    name = expected == NULL ? NULL : PyType_GetName(Py_TYPE(value));
    if (name != NULL)
        PyErr_Format(PyExc_TypeError, "%U, not %U", expected, name);
    Py_XDECREF(expected);
    Py_XDECREF(name);
}

void raise_invalid(module_state *state, const char *message) {
    PyObject *cls = error_class(state, SAFEAREA_E_INVALID_ARGUMENT);
    if (cls != NULL)
        raise_error(cls, message, SAFEAREA_E_INVALID_ARGUMENT);
}

/* ------------------------------------------------------------------ */
/* Arguments                                                            */
/* ------------------------------------------------------------------ */

int parse_args(const arg_spec *spec, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, PyObject **values) {
    /* kwnames is the call's tuple of keyword names (METH_FASTCALL | METH_KEYWORDS): exact str. */
    Py_ssize_t i, nkw = kwnames == NULL ? 0 : PyTuple_Size(kwnames);
    int k;
    if (nkw < 0)
        return -1;
    for (k = 0; k < spec->count; k++)
        values[k] = NULL;
    if (nargs > spec->positional) {
        PyErr_Format(PyExc_TypeError, "%s() takes at most %d positional argument%s (%zd given)", spec->function,
                     spec->positional, spec->positional == 1 ? "" : "s", nargs);
        return -1;
    }
    for (i = 0; i < nargs; i++)
        values[i] = args[i];
    for (i = 0; i < nkw; i++) {
        PyObject *name = PyTuple_GetItem(kwnames, i);
        if (name == NULL)
            return -1;
        for (k = 0; k < spec->count; k++) {
            if (PyUnicode_CompareWithASCIIString(name, spec->names[k]) == 0)
                break;
        }
        if (k == spec->count) {
            PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%U'", spec->function, name);
            return -1;
        }
        if (values[k] != NULL) {
            PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%s'", spec->function, spec->names[k]);
            return -1;
        }
        values[k] = args[nargs + i];
    }
    for (k = 0; k < spec->required; k++) {
        if (values[k] == NULL) {
            PyErr_Format(PyExc_TypeError, "%s() missing required argument '%s' (pos %d)", spec->function,
                         spec->names[k], k + 1);
            return -1;
        }
    }
    return 0;
}

int check_keywords(const char *function, PyObject *kwargs, const char *const *names) {
    PyObject *key, *value;
    Py_ssize_t position = 0;
    if (kwargs == NULL)
        return 0;
    while (PyDict_Next(kwargs, &position, &key, &value)) {
        const char *const *name = names;
        while (*name != NULL && !(PyUnicode_Check(key) && PyUnicode_CompareWithASCIIString(key, *name) == 0))
            name++;
        if (*name == NULL) {
            PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%S'", function, key);
            return -1;
        }
    }
    return 0;
}

const char *utf8_arg(module_state *state, PyObject *value, const char *what, const char *example) {
    Py_ssize_t length;
    const char *text;
    if (!PyUnicode_Check(value)) {
        raise_type_error(value, "%s must be a str%s%s", what, example[0] ? " such as " : "", example);
        return NULL;
    }
    text = PyUnicode_AsUTF8AndSize(value, &length);
    if (text == NULL)
        return NULL;
    if ((Py_ssize_t)strlen(text) != length) {
        PyObject *message = PyUnicode_FromFormat("%s contains a NUL character", what);
        if (message != NULL) {
            const char *utf8 = PyUnicode_AsUTF8AndSize(message, NULL);
            if (utf8 != NULL)
                raise_invalid(state, utf8);
            Py_DECREF(message);
        }
        return NULL;
    }
    return text;
}

/* Orientation names to the enum without a library call on the fast path: the interned name
 * itself, else its UTF-8 compared with the four names (a name made at run time); the library
 * parses anything else (another case) and words the error. */
int parse_orientation(module_state *state, PyObject *value, safearea_orientation *out) {
    Py_ssize_t length;
    const char *text;
    int status, i;
    if (value == NULL) {
        *out = SAFEAREA_ORIENTATION_PORTRAIT;
        return 0;
    }
    for (i = 0; i <= SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT; i++) {
        if (value == state->orientation_names[i]) {
            *out = (safearea_orientation)i;
            return 0;
        }
    }
    if (PyUnicode_Check(value)) {
        text = PyUnicode_AsUTF8AndSize(value, &length);
        if (text == NULL)
            return -1;
        for (i = 0; i <= SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT; i++) {
            if ((size_t)length == state->orientation_length[i] &&
                memcmp(text, state->orientation_utf8[i], (size_t)length) == 0) {
                *out = (safearea_orientation)i;
                return 0;
            }
        }
    }
    text = utf8_arg(state, value, "orientation", "'portrait'");
    if (text == NULL)
        return -1;
    status = safearea_orientation_from_string(out, text);
    if (status != SAFEAREA_OK) {
        raise_status(state, status);
        return -1;
    }
    return 0;
}

int parse_os_version(module_state *state, PyObject *value, const char **out) {
    if (value == NULL || value == Py_None) {
        *out = NULL;
        return 0;
    }
    if (!PyUnicode_Check(value)) {
        raise_type_error(value, "os_version must be a str such as '17.4' or None");
        return -1;
    }
    *out = utf8_arg(state, value, "os_version", "'17.4'");
    return *out == NULL ? -1 : 0;
}

int parse_status_bar_hidden(PyObject *value, uint32_t *flags) {
    int truth;
    *flags = 0;
    if (value == NULL)
        return 0;
    truth = PyObject_IsTrue(value);
    if (truth < 0)
        return -1;
    if (truth)
        *flags |= SAFEAREA_STATUS_BAR_HIDDEN;
    return 0;
}

int parse_strict(PyObject *value, uint32_t *flags) {
    int truth;
    if (value == NULL)
        return 0;
    truth = PyObject_IsTrue(value);
    if (truth < 0)
        return -1;
    if (truth)
        *flags |= SAFEAREA_STRICT;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Results                                                              */
/* ------------------------------------------------------------------ */

PyObject *text_result(module_state *state, text_writer write, void *context) {
    size_t length = 0;
    char *buffer;
    PyObject *text;
    int status = write(NULL, 0, &length, context);
    if (status != SAFEAREA_E_BUFFER_TOO_SMALL)
        return raise_status(state, status);
    buffer = PyMem_Malloc(length + 1);
    if (buffer == NULL)
        return PyErr_NoMemory();
    status = write(buffer, length + 1, &length, context);
    if (status != SAFEAREA_OK) {
        PyMem_Free(buffer);
        return raise_status(state, status);
    }
    text = PyUnicode_DecodeUTF8(buffer, (Py_ssize_t)length, "strict");
    PyMem_Free(buffer);
    return text;
}

PyObject *tuple_from_count(size_t count, item_maker make, void *context) {
    PyObject *result = PyTuple_New((Py_ssize_t)count);
    size_t i;
    if (result == NULL)
        return NULL;
    for (i = 0; i < count; i++) {
        PyObject *item = make(context, i);
        if (item == NULL || PyTuple_SetItem(result, (Py_ssize_t)i, item) < 0) {
            Py_DECREF(result);
            return NULL;
        }
    }
    return result;
}

PyObject *fill_tuple(PyObject *tuple, PyObject *const *items, Py_ssize_t count) {
    Py_ssize_t i;
    int failed = tuple == NULL;
    for (i = 0; i < count; i++) {
        if (failed || items[i] == NULL) {
            failed = 1;
            Py_XDECREF(items[i]);
        } else if (PyTuple_SetItem(tuple, i, items[i]) < 0) { /* it released the item */
            failed = 1;
        }
    }
    if (failed) {
        Py_XDECREF(tuple);
        return NULL;
    }
    return tuple;
}

PyObject *as_tuple(PyObject *value, const char *message) {
    PyObject *fast, *result;
    if (PyTuple_Check(value)) {
        Py_INCREF(value);
        return value;
    }
    /* PySequence_Fast gives the TypeError its message; a list or a tuple comes back. */
    fast = PySequence_Fast(value, message);
    if (fast == NULL || PyTuple_Check(fast))
        return fast;
    result = PyList_AsTuple(fast);
    Py_DECREF(fast);
    return result;
}

/* ------------------------------------------------------------------ */
/* Module functions                                                     */
/* ------------------------------------------------------------------ */

static PyObject *mod_parse_os_version(PyObject *module, PyObject *text) {
    module_state *state = get_state(module);
    const char *utf8;
    safearea_os_version version;
    int status;
    if (parse_os_version(state, text, &utf8) < 0)
        return NULL;
    if (utf8 == NULL)
        Py_RETURN_NONE;
    status = safearea_os_version_parse(&version, utf8);
    if (status != SAFEAREA_OK)
        return raise_status(state, status);
    return PyLong_FromUnsignedLong(version);
}

/* The placement of one window (safearea_window_placement_from_string): "half" is the leading half. */
int parse_window_placement(module_state *state, PyObject *value, safearea_window_placement *out) {
    const char *text;
    int status;
    if (!PyUnicode_Check(value)) {
        raise_type_error(value, "a window's placement is a name (str)");
        return -1;
    }
    text = utf8_arg(state, value, "placement", "'half_leading'");
    if (text == NULL)
        return -1;
    status = safearea_window_placement_from_string(out, text);
    if (status != SAFEAREA_OK) {
        raise_status(state, status);
        return -1;
    }
    return 0;
}

static PyObject *mod_window_placement(PyObject *module, PyObject *name) {
    safearea_window_placement placement;
    if (parse_window_placement(get_state(module), name, &placement) < 0)
        return NULL;
    return PyLong_FromLong((long)placement);
}

static PyObject *mod_library_version(PyObject *module, PyObject *unused) {
    return Py_BuildValue("(is)", safearea_version_number(), safearea_version_string());
}

static PyMethodDef module_methods[] = {
    {"_parse_os_version", mod_parse_os_version, METH_O,
     "_parse_os_version($module, text, /)\n--\n\n"
     "The encoded OS version of a string (safearea_os_version_parse: 170401 for '17.4.1'), or None for None."},
    {"_window_placement", mod_window_placement, METH_O,
     "_window_placement($module, name, /)\n--\n\n"
     "The safearea_window_placement of one window's placement name (safearea_window_placement_from_string: "
     "'half' is the leading half)."},
    {"library_version", mod_library_version, METH_NOARGS,
     "library_version($module, /)\n--\n\n"
     "(number, string) of the libsafearea actually loaded: safearea_version_number(), safearea_version_string()."},
    {NULL, NULL, 0, NULL},
};

/* ------------------------------------------------------------------ */
/* Initialisation                                                       */
/* ------------------------------------------------------------------ */

/* Every integer constant of safearea.h under its name without SAFEAREA_. */
static int add_constants(PyObject *module) {
#define ADD_INT(name)                                                                                                  \
    if (PyModule_AddIntConstant(module, #name, (long)SAFEAREA_##name) < 0)                                             \
    return -1
    /* #define constants */
    ADD_INT(VERSION_MAJOR);
    ADD_INT(VERSION_MINOR);
    ADD_INT(VERSION_PATCH);
    ADD_INT(VERSION_NUMBER);
    ADD_INT(MAX_PROFILE_JSON_BYTES);
    ADD_INT(MAX_PROFILE_JSON_DEPTH);
    ADD_INT(MAX_STRING_BYTES);
    ADD_INT(STATUS_BAR_HIDDEN);
    ADD_INT(STRICT);
    ADD_INT(KEYBOARD_WITHOUT_PREDICTIVE);
    ADD_INT(QUERY_FLAGS_ALL);
    ADD_INT(TREE_CONTINUOUS);
    ADD_INT(TREE_RIGHT_TO_LEFT);
    ADD_INT(AUTORESIZING_FLEXIBLE_LEFT_MARGIN);
    ADD_INT(AUTORESIZING_FLEXIBLE_WIDTH);
    ADD_INT(AUTORESIZING_FLEXIBLE_RIGHT_MARGIN);
    ADD_INT(AUTORESIZING_FLEXIBLE_TOP_MARGIN);
    ADD_INT(AUTORESIZING_FLEXIBLE_HEIGHT);
    ADD_INT(AUTORESIZING_FLEXIBLE_BOTTOM_MARGIN);
    ADD_INT(TRANSITION_ORIENTATION);
    ADD_INT(TRANSITION_STATUS_BAR);
    ADD_INT(TRANSITION_KEYBOARD);
    ADD_INT(TRANSITION_OS_VERSION);
    ADD_INT(MAX_TREE_NODES);
    ADD_INT(MAX_DESIGN_JSON_BYTES);
    ADD_INT(AUDIT_FRAMES);
    ADD_INT(AUDIT_KEYBOARD);
    ADD_INT(AUDIT_DISPLAY_ZOOM);
    ADD_INT(AUDIT_SCENE);
    ADD_INT(AUDIT_FLAGS_ALL);
    ADD_INT(ALL_ORIENTATIONS);
    ADD_INT(ONE_ORIENTATION);
    ADD_INT(FLAT_POSE);
    ADD_INT(BOOK_POSE);
    ADD_INT(MOBILE_USER_AGENT);
    /* safearea_status */
    ADD_INT(OK);
    ADD_INT(E_NULL_ARGUMENT);
    ADD_INT(E_INVALID_ARGUMENT);
    ADD_INT(E_DEVICE_NOT_FOUND);
    ADD_INT(E_UNKNOWN_HANDLE);
    ADD_INT(E_UNSUPPORTED_ORIENTATION);
    ADD_INT(E_OS_VERSION);
    ADD_INT(E_INVALID_PROFILE);
    ADD_INT(E_BUFFER_TOO_SMALL);
    ADD_INT(E_INDEX_OUT_OF_RANGE);
    ADD_INT(E_LIMIT_EXCEEDED);
    ADD_INT(E_UNSUPPORTED);
    ADD_INT(E_INVALID_DESIGN);
    ADD_INT(E_INVALID_SCENE);
    ADD_INT(E_NOTHING_AUDITED);
    ADD_INT(E_INTERNAL);
    /* safearea_orientation */
    ADD_INT(ORIENTATION_PORTRAIT);
    ADD_INT(ORIENTATION_PORTRAIT_UPSIDE_DOWN);
    ADD_INT(ORIENTATION_LANDSCAPE_LEFT);
    ADD_INT(ORIENTATION_LANDSCAPE_RIGHT);
    /* safearea_family */
    ADD_INT(FAMILY_PHONE);
    ADD_INT(FAMILY_PAD);
    ADD_INT(FAMILY_TV);
    /* safearea_housing */
    ADD_INT(HOUSING_NONE);
    ADD_INT(HOUSING_NOTCH);
    ADD_INT(HOUSING_DYNAMIC_ISLAND);
    ADD_INT(HOUSING_PUNCH_HOLE);
    /* safearea_edge */
    ADD_INT(EDGE_NONE);
    ADD_INT(EDGE_TOP);
    ADD_INT(EDGE_LEFT);
    ADD_INT(EDGE_BOTTOM);
    ADD_INT(EDGE_RIGHT);
    /* safearea_region_kind */
    ADD_INT(REGION_HOUSING);
    ADD_INT(REGION_CORNER);
    ADD_INT(REGION_HOME_INDICATOR);
    ADD_INT(REGION_STATUS_BAR);
    ADD_INT(REGION_INSET_BAND);
    ADD_INT(PROVENANCE_MEASURED);
    ADD_INT(PROVENANCE_DOCUMENTED);
    ADD_INT(PROVENANCE_DERIVED);
    /* safearea_view_kind */
    ADD_INT(VIEW_PLAIN);
    ADD_INT(VIEW_SCROLL);
    /* safearea_controller_kind */
    ADD_INT(CONTROLLER_PLAIN);
    ADD_INT(CONTROLLER_NAVIGATION);
    ADD_INT(CONTROLLER_TAB_BAR);
    ADD_INT(PRESENTATION_AUTOMATIC);
    ADD_INT(PRESENTATION_PAGE_SHEET);
    ADD_INT(PRESENTATION_FORM_SHEET);
    ADD_INT(PRESENTATION_FULL_SCREEN);
    ADD_INT(PRESENTATION_OVER_FULL_SCREEN);
    ADD_INT(PRESENTATION_POPOVER);
    ADD_INT(DETENT_LARGE);
    ADD_INT(DETENT_MEDIUM);
    ADD_INT(DETENT_CUSTOM);
    ADD_INT(PRESENTATION_VERSION);
    ADD_INT(PRESENT_OPTIONS_VERSION); /* deprecated name of PRESENTATION_VERSION */
    ADD_INT(ARROW_NONE);
    ADD_INT(ARROW_UP);
    ADD_INT(ARROW_DOWN);
    ADD_INT(ARROW_LEFT);
    ADD_INT(ARROW_RIGHT);
    ADD_INT(ARROW_ANY);
    /* safearea_bar_button_placement */
    ADD_INT(BAR_BUTTON_NONE);
    ADD_INT(BAR_BUTTON_NAVIGATION_LEADING);
    ADD_INT(BAR_BUTTON_NAVIGATION_TRAILING);
    ADD_INT(BAR_BUTTON_TOOLBAR);
    /* safearea_window_placement, safearea_window_controls, safearea_window_compatibility */
    ADD_INT(WINDOW_PLACEMENT_FULL);
    ADD_INT(WINDOW_PLACEMENT_HALF_LEADING);
    ADD_INT(WINDOW_PLACEMENT_HALF_TRAILING);
    ADD_INT(WINDOW_PLACEMENT_THIRD_LEADING);
    ADD_INT(WINDOW_PLACEMENT_THIRD_TRAILING);
    ADD_INT(WINDOW_PLACEMENT_TWO_THIRDS_LEADING);
    ADD_INT(WINDOW_PLACEMENT_TWO_THIRDS_TRAILING);
    ADD_INT(WINDOW_PLACEMENT_SLIDE_OVER);
    ADD_INT(WINDOW_PLACEMENT_FLOATING);
    ADD_INT(WINDOW_CONTROLS_AUTOMATIC);
    ADD_INT(WINDOW_CONTROLS_UNIFIED);
    ADD_INT(WINDOW_CONTROLS_MINIMAL);
    ADD_INT(WINDOW_COMPATIBILITY_NONE);
    ADD_INT(WINDOW_COMPATIBILITY_IPHONE);
    ADD_INT(WINDOW_COMPATIBILITY_REQUIRES_FULL_SCREEN);
    ADD_INT(WINDOW_VERSION);
    ADD_INT(WINDOW_OPTIONS_VERSION); /* deprecated name of WINDOW_VERSION */
    ADD_INT(AUDIT_OPTIONS_VERSION);
    /* safearea_scroll_adjustment */
    ADD_INT(SCROLL_AUTOMATIC);
    ADD_INT(SCROLL_SCROLLABLE_AXES);
    ADD_INT(SCROLL_NEVER);
    ADD_INT(SCROLL_ALWAYS);
    ADD_INT(BAR_MINIMIZATION_NONE);
    ADD_INT(BAR_MINIMIZATION_ADJUSTS_SAFE_AREA);
    ADD_INT(BAR_MINIMIZATION_KEEPS_SAFE_AREA);
    /* safearea_guide */
    ADD_INT(GUIDE_SAFE_AREA);
    ADD_INT(GUIDE_LAYOUT_MARGINS);
    ADD_INT(GUIDE_READABLE_CONTENT);
    ADD_INT(GUIDE_KEYBOARD);
    ADD_INT(ADAPTIVITY_AXIS_NONE);
    ADD_INT(ADAPTIVITY_AXIS_HORIZONTAL);
    ADD_INT(ADAPTIVITY_AXIS_VERTICAL);
    /* safearea_change_property */
    ADD_INT(CHANGE_FRAME);
    ADD_INT(CHANGE_SAFE_AREA_INSETS);
    ADD_INT(CHANGE_LAYOUT_MARGINS);
    ADD_INT(CHANGE_ADJUSTED_CONTENT_INSET);
    ADD_INT(CHANGE_KEYBOARD_LAYOUT_GUIDE);
    /* safearea_property */
    ADD_INT(PROP_FRAME);
    ADD_INT(PROP_BOUNDS_ORIGIN);
    ADD_INT(PROP_DIRECTIONAL_LAYOUT_MARGINS);
    ADD_INT(PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS);
    ADD_INT(PROP_INSETS_LAYOUT_MARGINS_FROM_SAFE_AREA);
    ADD_INT(PROP_USES_BOTTOM_SAFE_AREA);
    ADD_INT(PROP_TRANSFORM);
    ADD_INT(PROP_AUTORESIZING_MASK);
    ADD_INT(PROP_CONTENT_SIZE);
    ADD_INT(PROP_CONTENT_INSET);
    ADD_INT(PROP_CONTENT_OFFSET);
    ADD_INT(PROP_CONTENT_INSET_ADJUSTMENT_BEHAVIOR);
    ADD_INT(PROP_ALWAYS_BOUNCE_VERTICAL);
    ADD_INT(PROP_ALWAYS_BOUNCE_HORIZONTAL);
    ADD_INT(PROP_VERTICAL_SCROLL_INDICATOR_INSETS);
    ADD_INT(PROP_HORIZONTAL_SCROLL_INDICATOR_INSETS);
    ADD_INT(PROP_AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS);
    ADD_INT(PROP_ADJUSTED_CONTENT_INSET);
    ADD_INT(PROP_ADDITIONAL_SAFE_AREA_INSETS);
    ADD_INT(PROP_PREFERS_STATUS_BAR_HIDDEN);
    ADD_INT(PROP_AUTOMATICALLY_ADJUSTS_SCROLL_VIEW_INSETS);
    ADD_INT(PROP_EDGES_FOR_EXTENDED_LAYOUT);
    ADD_INT(PROP_EXTENDED_LAYOUT_INCLUDES_OPAQUE_BARS);
    ADD_INT(PROP_VIEW_RESPECTS_SYSTEM_MINIMUM_LAYOUT_MARGINS);
    ADD_INT(PROP_NAVIGATION_BAR_HIDDEN);
    ADD_INT(PROP_TRANSLUCENT);
    ADD_INT(PROP_PREFERS_LARGE_TITLES);
    ADD_INT(PROP_TOOLBAR_HIDDEN);
    ADD_INT(PROP_TOOLBAR_ITEMS);
    ADD_INT(PROP_SEARCH_CONTROLLER);
    ADD_INT(PROP_BOTTOM_ACCESSORY);
    ADD_INT(PROP_BAR_MINIMIZATION);
    ADD_INT(PROP_SELECTED_INDEX);
    ADD_INT(PROP_TOP_LAYOUT_GUIDE_LENGTH);
    ADD_INT(PROP_BOTTOM_LAYOUT_GUIDE_LENGTH);
    ADD_INT(PROP_ORIENTATION);
    ADD_INT(PROP_STATUS_BAR_HIDDEN);
    ADD_INT(PROP_CHILD_INSETS_CONTINUOUS);
    ADD_INT(PROP_RIGHT_TO_LEFT);
    ADD_INT(PROP_KEYBOARD_HEIGHT);
    ADD_INT(PROP_STRICT);
    /* safearea_report_format */
    ADD_INT(REPORT_JSON);
    ADD_INT(REPORT_SARIF);
    ADD_INT(REPORT_TABLE);
    /* safearea_export_format */
    ADD_INT(EXPORT_CDP);
    ADD_INT(EXPORT_CSS);
    ADD_INT(EXPORT_REACT_NATIVE);
    ADD_INT(EXPORT_PLAYWRIGHT);
    ADD_INT(EXPORT_FLUTTER_TEST);
    ADD_INT(EXPORT_UNITY);
    ADD_INT(EXPORT_FLUTTER);
    /* safearea_display_role */
    ADD_INT(DISPLAY_SINGLE);
    ADD_INT(DISPLAY_OUTER);
    ADD_INT(DISPLAY_INNER);
    /* safearea_vertical_bar_edge */
    ADD_INT(VERTICAL_BAR_EDGE_NONE);
    ADD_INT(VERTICAL_BAR_EDGE_LEADING);
    ADD_INT(VERTICAL_BAR_EDGE_TRAILING);
    /* safearea_pose */
    ADD_INT(POSE_NONE);
    ADD_INT(POSE_FLAT);
    ADD_INT(POSE_BOOK);
    /* safearea_reserved_kind */
    ADD_INT(RESERVED_OCCLUSION);
    ADD_INT(RESERVED_DIVISION);
    /* safearea_shape */
    ADD_INT(SHAPE_RECTANGLE);
    ADD_INT(SHAPE_CAPSULE);
    ADD_INT(MAX_RESERVED_REGIONS);
    /* safearea_obstruction */
    ADD_INT(OBSTRUCTION_NONE);
    ADD_INT(OBSTRUCTION_HOUSING);
    ADD_INT(OBSTRUCTION_CORNER);
    ADD_INT(OBSTRUCTION_HOME_INDICATOR);
    ADD_INT(OBSTRUCTION_STATUS_BAR);
    ADD_INT(OBSTRUCTION_INSET_BAND);
#undef ADD_INT
    if (PyModule_AddStringConstant(module, "VERSION_STRING", SAFEAREA_VERSION_STRING) < 0)
        return -1;
    return 0;
}

static PyTypeObject *add_type(PyObject *module, PyType_Spec *spec, PyObject *base) {
    PyTypeObject *type = (PyTypeObject *)PyType_FromModuleAndSpec(module, spec, base);
    if (type == NULL)
        return NULL;
    if (PyModule_AddType(module, type) < 0) {
        Py_DECREF(type);
        return NULL;
    }
    return type;
}

/* Adds a file's table of methods to a type made from its spec, as PyModule_AddFunctions adds a
 * file's functions to the module: a type whose methods live in several files (Tree) takes each
 * file's table. */
static int add_methods(PyTypeObject *type, PyMethodDef *methods) {
    for (; methods->ml_name != NULL; methods++) {
        PyObject *method = PyDescr_NewMethod(type, methods);
        int status;
        if (method == NULL)
            return -1;
        status = PyObject_SetAttrString((PyObject *)type, methods->ml_name, method);
        Py_DECREF(method);
        if (status < 0)
            return -1;
    }
    return 0;
}

static int module_exec(PyObject *module) {
    module_state *state = get_state(module);
    int number = safearea_version_number(), i;

    if (number / 10000 != SAFEAREA_VERSION_MAJOR) {
        PyErr_Format(PyExc_ImportError,
                     "libsafearea %s is loaded but this extension was built for %s; the major versions differ",
                     safearea_version_string(), SAFEAREA_VERSION_STRING);
        return -1;
    }
    if (add_constants(module) < 0)
        return -1;
    if (PyModule_AddFunctions(module, catalog_functions) < 0 || PyModule_AddFunctions(module, batch_functions) < 0 ||
        PyModule_AddFunctions(module, report_functions) < 0) {
        return -1;
    }
    if ((state->device_type = add_type(module, &device_spec, NULL)) == NULL)
        return -1;
    if (load_tuple_slots() < 0 ||
        (state->insets_type = add_type(module, &insets_spec, (PyObject *)&PyTuple_Type)) == NULL) {
        return -1;
    }
    state->insets_alloc = (allocfunc)PyType_GetSlot(state->insets_type, Py_tp_alloc);
    if (state->insets_alloc == NULL)
        return -1;
    if ((state->tree_type = add_type(module, &tree_spec, NULL)) == NULL ||
        add_methods(state->tree_type, tree_presentation_methods) < 0 ||
        add_methods(state->tree_type, tree_app_window_methods) < 0 ||
        add_methods(state->tree_type, tree_transition_methods) < 0) {
        return -1;
    }
    if ((state->report_type = add_type(module, &report_spec, NULL)) == NULL)
        return -1;
    for (i = 0; i <= SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT; i++) {
        const char *name = safearea_orientation_string((safearea_orientation)i);
        if (name == NULL) {
            PyErr_Format(PyExc_ImportError, "libsafearea names no orientation %d", i);
            return -1;
        }
        state->orientation_utf8[i] = name;
        state->orientation_length[i] = strlen(name);
        if ((state->orientation_names[i] = PyUnicode_InternFromString(name)) == NULL)
            return -1;
    }
    for (i = 0; i < 256; i++) {
        state->small_floats[i] = PyFloat_FromDouble((double)i);
        if (state->small_floats[i] == NULL)
            return -1;
    }
    for (i = 0; i <= SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE; i++) {
        const char *name = safearea_change_property_string((safearea_change_property)i);
        if (name == NULL) {
            PyErr_Format(PyExc_ImportError, "libsafearea names no change property %d", i);
            return -1;
        }
        if ((state->change_names[i] = PyUnicode_InternFromString(name)) == NULL)
            return -1;
    }
    return 0;
}

static int module_traverse(PyObject *module, visitproc visit, void *arg) {
    module_state *state = get_state(module);
    Py_VISIT(state->device_type);
    Py_VISIT(state->insets_type);
    Py_VISIT(state->tree_type);
    Py_VISIT(state->report_type);
    Py_VISIT(state->errors);
    Py_VISIT(state->base_error);
    Py_VISIT(state->device_class);
    Py_VISIT(state->rect_result_type);
    Py_VISIT(state->catalog);
    Py_VISIT(state->builtins);
    Py_VISIT(state->numpy_empty);
    Py_VISIT(state->ndarray_type);
    Py_VISIT(state->dtype_bool);
    Py_VISIT(state->dtype_uint8);
    Py_VISIT(state->dtype_float64);
    return 0;
}

static int module_clear(PyObject *module) {
    module_state *state = get_state(module);
    int i;
    Py_CLEAR(state->device_type);
    Py_CLEAR(state->insets_type);
    Py_CLEAR(state->tree_type);
    Py_CLEAR(state->report_type);
    Py_CLEAR(state->errors);
    Py_CLEAR(state->base_error);
    Py_CLEAR(state->device_class);
    Py_CLEAR(state->rect_result_type);
    Py_CLEAR(state->catalog);
    Py_CLEAR(state->builtins);
    forget_numpy(state);
    for (i = 0; i < 256; i++)
        Py_CLEAR(state->small_floats[i]);
    for (i = 0; i <= SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE; i++)
        Py_CLEAR(state->change_names[i]);
    for (i = 0; i <= SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT; i++)
        Py_CLEAR(state->orientation_names[i]);
    return 0;
}

static void module_free(void *module) {
    module_clear((PyObject *)module);
}

static PyModuleDef_Slot module_slots[] = {
    {Py_mod_exec, module_exec},
    {0, NULL},
};

static struct PyModuleDef safearea_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "safearea._safearea",
    .m_doc = "Private C binding of libsafearea (include/safearea.h); use the safearea package.",
    .m_size = sizeof(module_state),
    .m_methods = module_methods,
    .m_slots = module_slots,
    .m_traverse = module_traverse,
    .m_clear = module_clear,
    .m_free = module_free,
};

PyMODINIT_FUNC PyInit__safearea(void) {
    return PyModuleDef_Init(&safearea_module);
}
