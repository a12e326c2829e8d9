/*
 * _safearea: the private C module under the `safearea` package.
 *
 * Plain C over include/safearea.h and nothing more: heap types from
 * PyType_Spec, per-module state, multi-phase initialisation, and one function
 * (raise_status) that turns a library status into the matching
 * safearea.SafeAreaError subclass carrying the library's message.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <string.h>

#include "safearea.h"

/* ------------------------------------------------------------------ */
/* Module state                                                         */
/* ------------------------------------------------------------------ */

typedef struct {
    PyTypeObject *device_type;   /* _safearea.DeviceBase */
    PyTypeObject *insets_type;   /* safearea.Insets (a tuple subclass) */
    PyObject *errors;            /* dict: status int -> exception class */
    PyObject *base_error;        /* safearea.SafeAreaError */
    PyObject *str_portrait;      /* default orientation */
    PyObject *small_floats[256]; /* 0.0 ... 255.0: most insets are whole points */
    PyObject *rect_result_type;  /* safearea.RectCheckResult (a named tuple), set by _set_rect_result_type */
    PyObject *numpy_empty;       /* numpy.empty, looked up on the first check_rects */
    PyObject *dtype_bool, *dtype_uint8, *dtype_float64; /* numpy.dtype instances */
    PyObject *ndarray_type;      /* numpy.ndarray */
    int ndarray_data_field;      /* 1: read a fresh array's data pointer directly (see out_acquire) */
} module_state;

static inline module_state *get_state(PyObject *module) {
    return (module_state *)PyModule_GetState(module);
}

static struct PyModuleDef safearea_module;


/* Raises the exception for `status` with the library's thread-local message. */
static PyObject *raise_status(module_state *state, int status) {
    PyObject *key = PyLong_FromLong(status);
    PyObject *cls = NULL, *args = NULL, *exc = NULL;
    if (key == NULL) return NULL;
    cls = PyDict_GetItemWithError(state->errors, key);
    Py_DECREF(key);
    if (cls == NULL) {
        if (PyErr_Occurred()) return NULL;
        cls = state->base_error;
    }
    args = Py_BuildValue("(si)", safearea_last_error_message(), status);
    if (args == NULL) return NULL;
    exc = PyObject_Call(cls, args, NULL);
    Py_DECREF(args);
    if (exc == NULL) return NULL;
    PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_DECREF(exc);
    return NULL;
}

/* Raises the library's exception for an invalid argument the C API cannot see
 * (a NUL inside a Python string). */
static void raise_invalid(module_state *state, const char *message) {
    PyObject *key = PyLong_FromLong(SAFEAREA_E_INVALID_ARGUMENT), *cls, *exc;
    if (key == NULL) return;
    cls = PyDict_GetItemWithError(state->errors, key);
    Py_DECREF(key);
    if (cls == NULL) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, message);
        return;
    }
    exc = PyObject_CallFunction(cls, "si", message, SAFEAREA_E_INVALID_ARGUMENT);
    if (exc == NULL) return;
    PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_DECREF(exc);
}

/* ------------------------------------------------------------------ */
/* Argument helpers                                                     */
/* ------------------------------------------------------------------ */

/* Orientation names to the enum without a library call on the fast path. */
static int parse_orientation(module_state *state, PyObject *value, safearea_orientation *out) {
    Py_ssize_t length;
    const char *text;
    int status;
    if (!PyUnicode_Check(value)) {
        PyErr_Format(PyExc_TypeError, "orientation must be a str such as 'portrait', not %.100s", Py_TYPE(value)->tp_name);
        return -1;
    }
    text = PyUnicode_AsUTF8AndSize(value, &length);
    if (text == NULL) return -1;
    if (length == 8 && memcmp(text, "portrait", 8) == 0) { *out = SAFEAREA_ORIENTATION_PORTRAIT; return 0; }
    if (length == 14 && memcmp(text, "landscape_left", 14) == 0) { *out = SAFEAREA_ORIENTATION_LANDSCAPE_LEFT; return 0; }
    if (length == 15 && memcmp(text, "landscape_right", 15) == 0) { *out = SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT; return 0; }
    if (length == 20 && memcmp(text, "portrait_upside_down", 20) == 0) { *out = SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN; return 0; }
    if ((Py_ssize_t)strlen(text) != length) {
        raise_invalid(state, "orientation contains a NUL character");
        return -1;
    }
    status = safearea_orientation_from_string(out, text);
    if (status != SAFEAREA_OK) {
        raise_status(state, status);
        return -1;
    }
    return 0;
}

/* None -> NULL (newest); str -> its UTF-8 (owned by the str). */
static int parse_os_version(module_state *state, PyObject *value, const char **out) {
    Py_ssize_t length;
    if (value == NULL || value == Py_None) { *out = NULL; return 0; }
    if (!PyUnicode_Check(value)) {
        PyErr_Format(PyExc_TypeError, "os_version must be a str such as '17.4' or None, not %.100s", Py_TYPE(value)->tp_name);
        return -1;
    }
    *out = PyUnicode_AsUTF8AndSize(value, &length);
    if (*out == NULL) return -1;
    if ((Py_ssize_t)strlen(*out) != length) {
        raise_invalid(state, "os_version contains a NUL character");
        return -1;
    }
    return 0;
}

/* (orientation="portrait", *, os_version=None, status_bar_hidden=False) parsed by hand:
 * this is the hot path of Device.safe_area. */
static int parse_query_extra(module_state *state, const char *function, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames,
                             int allow_flags, safearea_orientation *orientation, const char **os_version, uint32_t *flags,
                             const char *extra_name, PyObject **extra);

static int parse_query(module_state *state, const char *function, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames,
                       int allow_flags, safearea_orientation *orientation, const char **os_version, uint32_t *flags) {
    return parse_query_extra(state, function, args, nargs, kwnames, allow_flags, orientation, os_version, flags, NULL, NULL);
}

/* parse_query with one more keyword-only argument `extra_name` (its value, or NULL, in *extra). */
static int parse_query_extra(module_state *state, const char *function, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames,
                             int allow_flags, safearea_orientation *orientation, const char **os_version, uint32_t *flags,
                             const char *extra_name, PyObject **extra) {
    PyObject *orientation_obj = NULL, *version_obj = NULL, *hidden_obj = NULL;
    Py_ssize_t i, nkw = kwnames == NULL ? 0 : PyTuple_GET_SIZE(kwnames);
    if (nargs > 1) {
        PyErr_Format(PyExc_TypeError, "%s() takes at most 1 positional argument (%zd given)", function, nargs);
        return -1;
    }
    if (nargs == 1) orientation_obj = args[0];
    for (i = 0; i < nkw; i++) {
        PyObject *name = PyTuple_GET_ITEM(kwnames, i);
        PyObject *value = args[nargs + i];
        if (PyUnicode_CompareWithASCIIString(name, "os_version") == 0) {
            version_obj = value;
        } else if (allow_flags && PyUnicode_CompareWithASCIIString(name, "status_bar_hidden") == 0) {
            hidden_obj = value;
        } else if (orientation_obj == NULL && PyUnicode_CompareWithASCIIString(name, "orientation") == 0) {
            orientation_obj = value;
        } else if (extra_name != NULL && PyUnicode_CompareWithASCIIString(name, extra_name) == 0) {
            *extra = value;
        } else {
            PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%U'", function, name);
            return -1;
        }
    }
    if (orientation_obj == NULL) orientation_obj = state->str_portrait;
    if (parse_orientation(state, orientation_obj, orientation) < 0) return -1;
    if (parse_os_version(state, version_obj, os_version) < 0) return -1;
    *flags = 0;
    if (hidden_obj != NULL) {
        int truth = PyObject_IsTrue(hidden_obj);
        if (truth < 0) return -1;
        if (truth) *flags |= SAFEAREA_STATUS_BAR_HIDDEN;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* DeviceBase                                                           */
/* ------------------------------------------------------------------ */

typedef struct {
    PyObject_HEAD
    const safearea_device *device;
    int owned; /* loaded from JSON: freed with the object */
    PyObject *weakreflist;
    /* The module's state; the object's type keeps the module alive. */
    module_state *state;
} DeviceObject;

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

static DeviceObject *new_device(module_state *state, PyTypeObject *cls, const safearea_device *device, int owned) {
    DeviceObject *self = (DeviceObject *)cls->tp_alloc(cls, 0);
    if (self == NULL) {
        if (owned) safearea_device_free((safearea_device *)device);
        return NULL;
    }
    self->device = device;
    self->owned = owned;
    self->state = state;
    return self;
}

static int device_traverse(PyObject *self, visitproc visit, void *arg) {
    Py_VISIT(Py_TYPE(self));
    return 0;
}

static void device_dealloc(PyObject *op) {
    DeviceObject *self = (DeviceObject *)op;
    PyTypeObject *type = Py_TYPE(op);
    PyObject_GC_UnTrack(op);
    if (self->weakreflist != NULL) PyObject_ClearWeakRefs(op);
    if (self->owned && self->device != NULL) safearea_device_free((safearea_device *)self->device);
    self->device = NULL;
    type->tp_free(op);
    Py_DECREF(type);
}

static PyObject *device_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    PyErr_SetString(PyExc_TypeError, "Device objects come from safearea.device(), safearea.devices() or safearea.load_device()");
    return NULL;
}

static PyObject *device_safe_area(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags;
    safearea_insets insets;
    PyObject *result;
    int status;
    if (parse_query(state, "safe_area", args, nargs, kwnames, 1, &orientation, &os_version, &flags) < 0) return NULL;
    status = safearea_device_safe_area(&insets, self->device, orientation, os_version, flags);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    result = state->insets_type->tp_alloc(state->insets_type, 4);
    if (result == NULL) return NULL;
    PyTuple_SET_ITEM(result, 0, inset_float(state, insets.top));
    PyTuple_SET_ITEM(result, 1, inset_float(state, insets.left));
    PyTuple_SET_ITEM(result, 2, inset_float(state, insets.bottom));
    PyTuple_SET_ITEM(result, 3, inset_float(state, insets.right));
    if (PyTuple_GET_ITEM(result, 0) == NULL || PyTuple_GET_ITEM(result, 1) == NULL || PyTuple_GET_ITEM(result, 2) == NULL ||
        PyTuple_GET_ITEM(result, 3) == NULL) {
        Py_DECREF(result);
        return NULL;
    }
    return result;
}


/* Runs a two-pass text writer of the C API and returns a str. */
#define WRITE_TEXT(state, call_with_buffer_capacity_length)                                        \
    do {                                                                                          \
        size_t length = 0;                                                                        \
        char *buffer = NULL;                                                                      \
        size_t capacity = 0;                                                                      \
        int status = (call_with_buffer_capacity_length);                                          \
        PyObject *text;                                                                           \
        if (status != SAFEAREA_E_BUFFER_TOO_SMALL) return raise_status((state), status);          \
        capacity = length + 1;                                                                    \
        buffer = PyMem_Malloc(capacity);                                                          \
        if (buffer == NULL) return PyErr_NoMemory();                                              \
        status = (call_with_buffer_capacity_length);                                              \
        if (status != SAFEAREA_OK) {                                                              \
            PyMem_Free(buffer);                                                                   \
            return raise_status((state), status);                                                \
        }                                                                                         \
        text = PyUnicode_DecodeUTF8(buffer, (Py_ssize_t)length, "strict");                        \
        PyMem_Free(buffer);                                                                       \
        return text;                                                                              \
    } while (0)

static PyObject *device_svg_method(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags;
    if (parse_query(state, "_svg", args, nargs, kwnames, 1, &orientation, &os_version, &flags) < 0) return NULL;
    WRITE_TEXT(state, safearea_device_svg(buffer, capacity, &length, self->device, orientation, os_version, flags));
}

static PyObject *rect_tuple(safearea_rect r) {
    return Py_BuildValue("(dddd)", r.x, r.y, r.width, r.height);
}

static PyObject *device_info(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    safearea_device_info info;
    int status;
    status = safearea_device_get_info(&info, self->device);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    return Py_BuildValue(
        "{s:s,s:d,s:d,s:d,s:(II),s:d,s:s,s:N,s:O,s:O,s:N,s:I,s:I,s:I}",
        "family", safearea_family_string(info.family), "width", info.width, "height", info.height, "scale", info.scale,
        "native_pixels", info.native_width, info.native_height, "corner_radius", info.corner_radius,
        "housing", safearea_housing_string(info.housing), "housing_rect", rect_tuple(info.housing_rect),
        "housing_measured", info.housing_measured ? Py_True : Py_False,
        "home_indicator", info.home_indicator ? Py_True : Py_False,
        "home_indicator_rect", rect_tuple(info.home_indicator_rect), "orientations", info.orientations,
        "os_min", info.os_min, "os_max", info.os_max);
}

static PyObject *device_aliases(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    size_t count, i;
    PyObject *result;
    count = safearea_device_alias_count(self->device);
    result = PyTuple_New((Py_ssize_t)count);
    if (result == NULL) return NULL;
    for (i = 0; i < count; i++) {
        const char *alias = NULL;
        PyObject *text;
        int status = safearea_device_alias_at(&alias, self->device, i);
        if (status != SAFEAREA_OK) {
            Py_DECREF(result);
            return raise_status(state, status);
        }
        text = PyUnicode_FromString(alias);
        if (text == NULL) {
            Py_DECREF(result);
            return NULL;
        }
        PyTuple_SET_ITEM(result, (Py_ssize_t)i, text);
    }
    return result;
}

static PyObject *device_os_ranges(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    size_t count, i;
    PyObject *result;
    count = safearea_device_os_range_count(self->device);
    result = PyTuple_New((Py_ssize_t)count);
    if (result == NULL) return NULL;
    for (i = 0; i < count; i++) {
        safearea_os_range range;
        PyObject *pair;
        int status = safearea_device_os_range_at(&range, self->device, i);
        if (status != SAFEAREA_OK) {
            Py_DECREF(result);
            return raise_status(state, status);
        }
        pair = Py_BuildValue("(II)", range.min, range.max);
        if (pair == NULL) {
            Py_DECREF(result);
            return NULL;
        }
        PyTuple_SET_ITEM(result, (Py_ssize_t)i, pair);
    }
    return result;
}

static PyObject *device_regions(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags;
    safearea_region regions[16];
    size_t count = 0, i;
    PyObject *result;
    int status;
    if (parse_query(state, "unsafe_regions", args, nargs, kwnames, 1, &orientation, &os_version, &flags) < 0) return NULL;
    status = safearea_device_unsafe_regions(regions, 16, &count, self->device, orientation, os_version, flags);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    result = PyTuple_New((Py_ssize_t)count);
    if (result == NULL) return NULL;
    for (i = 0; i < count; i++) {
        const safearea_region *r = &regions[i];
        PyObject *item = Py_BuildValue("(ssOO(dddd)d)", safearea_region_kind_string(r->kind), safearea_edge_string(r->edge),
                                       r->physical ? Py_True : Py_False, r->approximate ? Py_True : Py_False, r->rect.x, r->rect.y,
                                       r->rect.width, r->rect.height, r->corner_radius);
        if (item == NULL) {
            Py_DECREF(result);
            return NULL;
        }
        PyTuple_SET_ITEM(result, (Py_ssize_t)i, item);
    }
    return result;
}

static PyObject *device_resolve(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags;
    safearea_os_version version;
    int status;
    if (parse_query(state, "resolve_os_version", args, nargs, kwnames, 0, &orientation, &os_version, &flags) < 0) return NULL;
    status = safearea_device_resolve_os_version(&version, self->device, orientation, os_version);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    return PyLong_FromUnsignedLong(version);
}

static PyObject *device_housing_edge(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags;
    safearea_edge edge;
    int status;
    if (parse_query(state, "housing_edge", args, nargs, kwnames, 0, &orientation, &os_version, &flags) < 0) return NULL;
    status = safearea_device_housing_edge(&edge, self->device, orientation);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    if (edge == SAFEAREA_EDGE_NONE) Py_RETURN_NONE;
    return PyUnicode_FromString(safearea_edge_string(edge));
}

static PyObject *device_screen_size(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags;
    double width, height;
    int status;
    if (parse_query(state, "screen_size", args, nargs, kwnames, 0, &orientation, &os_version, &flags) < 0) return NULL;
    status = safearea_device_screen_size(&width, &height, self->device, orientation);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    return Py_BuildValue("(dd)", width, height);
}

static PyObject *device_to_json(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    size_t length = 0;
    char *buffer;
    PyObject *result;
    int status;
    status = safearea_device_to_json(NULL, 0, &length, self->device);
    if (status != SAFEAREA_E_BUFFER_TOO_SMALL) return raise_status(state, status);
    buffer = PyMem_Malloc(length + 1);
    if (buffer == NULL) return PyErr_NoMemory();
    status = safearea_device_to_json(buffer, length + 1, &length, self->device);
    if (status != SAFEAREA_OK) {
        PyMem_Free(buffer);
        return raise_status(state, status);
    }
    result = PyUnicode_DecodeUTF8(buffer, (Py_ssize_t)length, "strict");
    PyMem_Free(buffer);
    return result;
}

static PyObject *device_get_name(PyObject *op, void *closure) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    const char *name;
    name = safearea_device_name(self->device);
    if (name == NULL) return raise_status(state, SAFEAREA_E_UNKNOWN_HANDLE);
    return PyUnicode_FromString(name);
}

static PyObject *device_get_handle(PyObject *op, void *closure) {
    return PyLong_FromVoidPtr((void *)((DeviceObject *)op)->device);
}

static PyObject *device_get_loaded(PyObject *op, void *closure) {
    return PyBool_FromLong(((DeviceObject *)op)->owned);
}

/* numpy.empty(shape, dtype) through the cached function, both positional (no
 * keyword to match, a dtype instance to use as is); shape is n or (n, 4). */
static PyObject *numpy_empty(module_state *state, Py_ssize_t n, int rows_of_four, PyObject *dtype) {
    PyObject *shape = rows_of_four ? Py_BuildValue("(ni)", n, 4) : PyLong_FromSsize_t(n), *result;
    PyObject *call_args[2];
    if (shape == NULL) return NULL;
    call_args[0] = shape;
    call_args[1] = dtype;
    result = PyObject_Vectorcall(state->numpy_empty, call_args, 2, NULL);
    Py_DECREF(shape);
    return result;
}

/* Where a fresh array made by numpy_empty keeps its data: numpy's own PyArray_DATA
 * reads the field right after the object header (PyArrayObject_fields.data, in place
 * since numpy 1.7). load_numpy compares it with the buffer protocol's answer on a real
 * array; if they ever differ, every call asks the buffer protocol instead. Asking costs
 * about 100 ns per array (numpy builds the format and shape on each export). */
typedef struct {
    PyObject_HEAD
    char *data;
} numpy_array_head;

typedef struct {
    Py_buffer view;
    int held;
    void *data;
} out_buffer;

static int out_acquire(module_state *state, PyObject *array, out_buffer *out) {
    out->held = 0;
    if (state->ndarray_data_field && Py_TYPE(array) == (PyTypeObject *)state->ndarray_type) {
        out->data = ((numpy_array_head *)array)->data;
        return 0;
    }
    if (PyObject_GetBuffer(array, &out->view, PyBUF_WRITABLE) < 0) return -1;
    out->held = 1;
    out->data = out->view.buf;
    return 0;
}

static void out_release(out_buffer *out) {
    if (out->held) PyBuffer_Release(&out->view);
    out->held = 0;
}

/* Drops what load_numpy looked up; the next load_numpy starts from scratch. */
static void forget_numpy(module_state *state) {
    Py_CLEAR(state->numpy_empty);
    Py_CLEAR(state->ndarray_type);
    Py_CLEAR(state->dtype_bool);
    Py_CLEAR(state->dtype_uint8);
    Py_CLEAR(state->dtype_float64);
}

static int load_numpy(module_state *state) {
    PyObject *numpy, *probe;
    if (state->numpy_empty != NULL) return 0;
    numpy = PyImport_ImportModule("numpy");
    if (numpy == NULL) return -1;
    state->dtype_bool = PyObject_CallMethod(numpy, "dtype", "s", "bool");
    state->dtype_uint8 = PyObject_CallMethod(numpy, "dtype", "s", "uint8");
    state->dtype_float64 = PyObject_CallMethod(numpy, "dtype", "s", "float64");
    state->ndarray_type = PyObject_GetAttrString(numpy, "ndarray");
    state->numpy_empty = PyObject_GetAttrString(numpy, "empty");
    Py_DECREF(numpy);
    if (state->dtype_bool == NULL || state->dtype_uint8 == NULL || state->dtype_float64 == NULL ||
        state->ndarray_type == NULL || !PyType_Check(state->ndarray_type) || state->numpy_empty == NULL) {
        forget_numpy(state); /* all or nothing: the next call tries again */
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "numpy.ndarray is not a type");
        return -1;
    }
    /* The data field check (see out_acquire), on an array made the way check_rects makes them. */
    state->ndarray_data_field = 0;
    probe = numpy_empty(state, 3, 0, state->dtype_uint8);
    if (probe == NULL) return -1;
    if (Py_TYPE(probe) == (PyTypeObject *)state->ndarray_type) {
        Py_buffer view;
        if (PyObject_GetBuffer(probe, &view, PyBUF_WRITABLE) < 0) {
            Py_DECREF(probe);
            return -1;
        }
        state->ndarray_data_field = view.buf == (void *)((numpy_array_head *)probe)->data;
        PyBuffer_Release(&view);
    }
    Py_DECREF(probe);
    return 0;
}

/* _set_numpy_data_field(flag: bool) -> bool: for tests, turns the direct read of a fresh
 * array's data pointer off (or back on, if load_numpy found it sound); returns whether it is on. */
static PyObject *mod_set_numpy_data_field(PyObject *module, PyObject *arg) {
    module_state *state = get_state(module);
    int on = PyObject_IsTrue(arg);
    if (on < 0 || load_numpy(state) < 0) return NULL;
    if (!on) {
        state->ndarray_data_field = 0;
    } else {
        forget_numpy(state); /* load again: the check decides */
        if (load_numpy(state) < 0) return NULL;
    }
    return PyBool_FromLong(state->ndarray_data_field);
}

static PyObject *device_check_rects(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags;
    PyObject *overlap_obj = NULL, *safe = NULL, *overlap = NULL, *obstruction = NULL, *result = NULL;
    Py_buffer rects;
    Py_ssize_t count;
    int want_overlap = 1, status;
    if (nargs < 1) {
        PyErr_SetString(PyExc_TypeError, "check_rects() missing the rects argument");
        return NULL;
    }
    if (state->rect_result_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "safearea._device is not initialised");
        return NULL;
    }
    if (parse_query_extra(state, "check_rects", args + 1, nargs - 1, kwnames, 1, &orientation, &os_version, &flags, "overlap",
                          &overlap_obj) < 0) {
        return NULL;
    }
    if (overlap_obj != NULL && (want_overlap = PyObject_IsTrue(overlap_obj)) < 0) return NULL;
    if (load_numpy(state) < 0) return NULL;
    if (PyObject_GetBuffer(args[0], &rects, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return NULL;
    if (rects.itemsize != 8 || (rects.format != NULL && strcmp(rects.format, "d") != 0 && strcmp(rects.format, "<d") != 0 &&
                                strcmp(rects.format, "=d") != 0 && strcmp(rects.format, "@d") != 0) ||
        rects.len % 32 != 0 || (rects.ndim == 2 && rects.shape != NULL && rects.shape[1] != 4) || rects.ndim > 2) {
        PyErr_SetString(PyExc_TypeError, "rects must be a C-contiguous float64 buffer of shape (N, 4): x, y, width, height");
        goto done;
    }
    count = rects.len / 32;
    safe = numpy_empty(state, count, 0, state->dtype_bool);
    obstruction = safe == NULL ? NULL : numpy_empty(state, count, 0, state->dtype_uint8);
    if (obstruction == NULL) goto done;
    if (want_overlap) {
        overlap = numpy_empty(state, count, 1, state->dtype_float64);
        if (overlap == NULL) goto done;
    }
    {
        /* Fresh C-contiguous numpy arrays: their buffers are their data. */
        out_buffer safe_out, overlap_out, obstruction_out;
        overlap_out.held = 0;
        overlap_out.data = NULL;
        if (out_acquire(state, safe, &safe_out) < 0) goto done;
        if (out_acquire(state, obstruction, &obstruction_out) < 0) {
            out_release(&safe_out);
            goto done;
        }
        if (overlap != NULL && out_acquire(state, overlap, &overlap_out) < 0) {
            out_release(&safe_out);
            out_release(&obstruction_out);
            goto done;
        }
        Py_BEGIN_ALLOW_THREADS
        status = safearea_device_check_rects((uint8_t *)safe_out.data, (double *)overlap_out.data, (uint8_t *)obstruction_out.data,
                                             self->device, orientation, os_version, flags, (const double *)rects.buf, (size_t)count);
        Py_END_ALLOW_THREADS
        out_release(&safe_out);
        out_release(&obstruction_out);
        out_release(&overlap_out);
        if (status != SAFEAREA_OK) {
            raise_status(state, status);
            goto done;
        }
    }
    result = ((PyTypeObject *)state->rect_result_type)->tp_alloc((PyTypeObject *)state->rect_result_type, 3);
    if (result == NULL) goto done;
    if (overlap == NULL) {
        overlap = Py_None;
        Py_INCREF(overlap);
    }
    PyTuple_SET_ITEM(result, 0, safe);
    PyTuple_SET_ITEM(result, 1, overlap);
    PyTuple_SET_ITEM(result, 2, obstruction);
    safe = overlap = obstruction = NULL;
done:
    PyBuffer_Release(&rects);
    Py_XDECREF(safe);
    Py_XDECREF(overlap);
    Py_XDECREF(obstruction);
    return result;
}

static PyMethodDef device_methods[] = {
    {"safe_area", (PyCFunction)(void (*)(void))device_safe_area, METH_FASTCALL | METH_KEYWORDS,
     "safe_area(orientation='portrait', *, os_version=None, status_bar_hidden=False) -> Insets"},
    {"check_rects", (PyCFunction)(void (*)(void))device_check_rects, METH_FASTCALL | METH_KEYWORDS,
     "check_rects(rects, orientation='portrait', *, os_version=None, status_bar_hidden=False, overlap=True) -> RectCheckResult\n\n"
     "Checks many rectangles at once (numpy arrays out, no copy of the input). rects: a C-contiguous\n"
     "float64 array (or any buffer) of shape (N, 4): x, y, width, height in the oriented screen's points.\n"
     "Returns RectCheckResult with numpy arrays: safe (bool: inside the safe-area rectangle), overlap\n"
     "(N x 4: how far top, left, bottom, right reach into the unsafe area; None with overlap=False,\n"
     "which is faster) and obstruction (uint8 codes of OBSTRUCTIONS: 0 none, 1 housing, 2 corner,\n"
     "3 home_indicator, 4 status_bar, 5 inset_band), from the real shapes. A rectangle with a NaN or\n"
     "infinite number is never safe and gets NaN overlaps. Releases the GIL; batches of 131,072\n"
     "rectangles or more use several threads (set_batch_threads)."},
    {"_info", device_info, METH_NOARGS, "The fixed facts of the profile as a dict."},
    {"_aliases", device_aliases, METH_NOARGS, "Aliases and model identifiers."},
    {"_os_ranges", device_os_ranges, METH_NOARGS, "(min, max) encoded OS versions with data."},
    {"_unsafe_regions", (PyCFunction)(void (*)(void))device_regions, METH_FASTCALL | METH_KEYWORDS, "Raw unsafe regions."},
    {"_resolve_os_version", (PyCFunction)(void (*)(void))device_resolve, METH_FASTCALL | METH_KEYWORDS, "Encoded OS version used."},
    {"housing_edge", (PyCFunction)(void (*)(void))device_housing_edge, METH_FASTCALL | METH_KEYWORDS,
     "housing_edge(orientation='portrait') -> 'top' | 'left' | 'bottom' | 'right' | None"},
    {"screen_size", (PyCFunction)(void (*)(void))device_screen_size, METH_FASTCALL | METH_KEYWORDS,
     "screen_size(orientation='portrait') -> (width, height) in points"},
    {"to_json", device_to_json, METH_NOARGS, "The profile as JSON, in the schema load_device() reads."},
    {"_svg", (PyCFunction)(void (*)(void))device_svg_method, METH_FASTCALL | METH_KEYWORDS, "SVG picture (engine)."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef device_getset[] = {
    {"name", device_get_name, NULL, "Display name.", NULL},
    {"_handle", device_get_handle, NULL, "Address of the library handle.", NULL},
    {"loaded", device_get_loaded, NULL, "True for a profile loaded from JSON.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMemberDef device_members[] = {
    {"__weaklistoffset__", T_PYSSIZET, offsetof(DeviceObject, weakreflist), READONLY, NULL},
    {NULL, 0, 0, 0, NULL},
};

static PyType_Slot device_slots[] = {
    {Py_tp_doc, "A device profile of libsafearea (built-in or loaded from JSON)."},
    {Py_tp_dealloc, device_dealloc},
    {Py_tp_traverse, device_traverse},
    {Py_tp_new, device_new},
    {Py_tp_methods, device_methods},
    {Py_tp_getset, device_getset},
    {Py_tp_members, device_members},
    {0, NULL},
};

static PyType_Spec device_spec = {
    .name = "safearea._safearea.DeviceBase",
    .basicsize = sizeof(DeviceObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .slots = device_slots,
};


/* ------------------------------------------------------------------ */
/* Tree: a UIKit hierarchy (safearea_tree)                              */
/* ------------------------------------------------------------------ */

typedef struct {
    PyObject_HEAD
    safearea_tree *tree;
    module_state *state;
    int busy; /* a call has released the GIL while using the tree */
} TreeObject;

static int tree_enter(TreeObject *self) {
    if (self->tree == NULL) {
        PyErr_SetString(PyExc_ValueError, "the tree is closed");
        return -1;
    }
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this tree is in use by another thread; a tree is used by one thread at a time");
        return -1;
    }
    return 0;
}

static int node_arg(PyObject *value, safearea_node *out) {
    unsigned long long raw = PyLong_AsUnsignedLongLong(value);
    if (raw == (unsigned long long)-1 && PyErr_Occurred()) return -1;
    *out = (safearea_node)raw;
    return 0;
}

static int rect_arg(PyObject *value, safearea_rect *out) {
    double v[4];
    Py_ssize_t i;
    PyObject *seq = PySequence_Fast(value, "a rectangle must be a sequence (x, y, width, height)");
    if (seq == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(seq) != 4) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "a rectangle has 4 numbers: (x, y, width, height)");
        return -1;
    }
    for (i = 0; i < 4; i++) {
        v[i] = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(seq, i));
        if (v[i] == -1.0 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
    }
    Py_DECREF(seq);
    out->x = v[0]; out->y = v[1]; out->width = v[2]; out->height = v[3];
    return 0;
}

static PyObject *tree_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    module_state *state = PyType_GetModuleState(type);
    PyObject *device_obj;
    int orientation = 0;
    PyObject *version_obj = Py_None;
    unsigned int flags = 0;
    const char *version = NULL;
    TreeObject *self;
    int status;
    static char *keywords[] = {"device", "orientation", "os_version", "flags", NULL};
    if (state == NULL) return NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!|iOI:Tree", keywords, state->device_type, &device_obj, &orientation, &version_obj, &flags)) {
        return NULL;
    }
    if (parse_os_version(state, version_obj, &version) < 0) return NULL;
    self = (TreeObject *)type->tp_alloc(type, 0);
    if (self == NULL) return NULL;
    self->state = state;
    status = safearea_tree_new(&self->tree, ((DeviceObject *)device_obj)->device, (safearea_orientation)orientation, version, flags);
    if (status != SAFEAREA_OK) {
        Py_DECREF(self);
        return raise_status(state, status);
    }
    return (PyObject *)self;
}

static void tree_dealloc(PyObject *op) {
    TreeObject *self = (TreeObject *)op;
    PyTypeObject *type = Py_TYPE(op);
    if (self->tree != NULL) safearea_tree_free(self->tree);
    self->tree = NULL;
    type->tp_free(op);
    Py_DECREF(type);
}

#define TREE_SELF TreeObject *self = (TreeObject *)op; if (tree_enter(self) < 0) return NULL
#define TREE_CALL(expr) do { int status_ = (expr); if (status_ != SAFEAREA_OK) return raise_status(self->state, status_); } while (0)

static PyObject *tree_view_new(PyObject *op, PyObject *args) {
    int kind;
    PyObject *frame_obj;
    safearea_rect frame;
    safearea_node node = 0;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "iO:view_new", &kind, &frame_obj)) return NULL;
    if (rect_arg(frame_obj, &frame) < 0) return NULL;
    TREE_CALL(safearea_view_new(&node, self->tree, (safearea_view_kind)kind, frame));
    return PyLong_FromUnsignedLongLong(node);
}

static PyObject *tree_two_nodes(PyObject *op, PyObject *args, int which) {
    PyObject *a_obj, *b_obj;
    safearea_node a, b;
    Py_ssize_t index = -1;
    TREE_SELF;
    if (which == 1) {
        if (!PyArg_ParseTuple(args, "OOn:insert_subview", &a_obj, &b_obj, &index)) return NULL;
    } else if (!PyArg_ParseTuple(args, "OO", &a_obj, &b_obj)) {
        return NULL;
    }
    if (node_arg(a_obj, &a) < 0 || node_arg(b_obj, &b) < 0) return NULL;
    if (which == 0) TREE_CALL(safearea_view_add_subview(self->tree, a, b));
    else TREE_CALL(safearea_view_insert_subview(self->tree, a, b, index < 0 ? (size_t)-1 : (size_t)index));
    Py_RETURN_NONE;
}

static PyObject *tree_add_subview(PyObject *op, PyObject *args) { return tree_two_nodes(op, args, 0); }
static PyObject *tree_insert_subview(PyObject *op, PyObject *args) { return tree_two_nodes(op, args, 1); }

static PyObject *tree_one_node(PyObject *op, PyObject *arg, int which) {
    safearea_node node, result = 0;
    safearea_insets insets;
    TREE_SELF;
    if (node_arg(arg, &node) < 0) return NULL;
    switch (which) {
    case 0: TREE_CALL(safearea_view_remove_from_superview(self->tree, node)); Py_RETURN_NONE;
    case 1: TREE_CALL(safearea_view_superview(&result, self->tree, node)); return PyLong_FromUnsignedLongLong(result);
    case 2: TREE_CALL(safearea_controller_view(&result, self->tree, node)); return PyLong_FromUnsignedLongLong(result);
    case 3: TREE_CALL(safearea_tree_set_root(self->tree, node)); Py_RETURN_NONE;
    case 4: TREE_CALL(safearea_controller_remove_from_parent(self->tree, node)); Py_RETURN_NONE;
    case 5: TREE_CALL(safearea_node_destroy(self->tree, node)); Py_RETURN_NONE;
    case 6:
        TREE_CALL(safearea_view_safe_area(&insets, self->tree, node));
        break;
    default:
        TREE_CALL(safearea_view_layout_margins(&insets, self->tree, node));
        break;
    }
    {
        PyObject *result_obj = self->state->insets_type->tp_alloc(self->state->insets_type, 4);
        if (result_obj == NULL) return NULL;
        PyTuple_SET_ITEM(result_obj, 0, inset_float(self->state, insets.top));
        PyTuple_SET_ITEM(result_obj, 1, inset_float(self->state, insets.left));
        PyTuple_SET_ITEM(result_obj, 2, inset_float(self->state, insets.bottom));
        PyTuple_SET_ITEM(result_obj, 3, inset_float(self->state, insets.right));
        return result_obj;
    }
}

static PyObject *tree_remove_from_superview(PyObject *op, PyObject *arg) { return tree_one_node(op, arg, 0); }
static PyObject *tree_superview(PyObject *op, PyObject *arg) { return tree_one_node(op, arg, 1); }
static PyObject *tree_controller_view(PyObject *op, PyObject *arg) { return tree_one_node(op, arg, 2); }
static PyObject *tree_set_root(PyObject *op, PyObject *arg) { return tree_one_node(op, arg, 3); }
static PyObject *tree_remove_from_parent(PyObject *op, PyObject *arg) { return tree_one_node(op, arg, 4); }
static PyObject *tree_destroy(PyObject *op, PyObject *arg) { return tree_one_node(op, arg, 5); }
static PyObject *tree_safe_area(PyObject *op, PyObject *arg) { return tree_one_node(op, arg, 6); }
static PyObject *tree_layout_margins(PyObject *op, PyObject *arg) { return tree_one_node(op, arg, 7); }

static PyObject *tree_controller_new(PyObject *op, PyObject *args) {
    int kind;
    PyObject *view_obj;
    safearea_node view, node = 0;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "iO:controller_new", &kind, &view_obj)) return NULL;
    if (node_arg(view_obj, &view) < 0) return NULL;
    TREE_CALL(safearea_controller_new(&node, self->tree, (safearea_controller_kind)kind, view));
    return PyLong_FromUnsignedLongLong(node);
}

static PyObject *tree_add_child(PyObject *op, PyObject *args) {
    PyObject *parent_obj, *child_obj, *container_obj, *frame_obj = Py_None;
    safearea_node parent, child, container;
    safearea_rect frame;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "OOO|O:add_child", &parent_obj, &child_obj, &container_obj, &frame_obj)) return NULL;
    if (node_arg(parent_obj, &parent) < 0 || node_arg(child_obj, &child) < 0 || node_arg(container_obj, &container) < 0) return NULL;
    if (frame_obj != Py_None && rect_arg(frame_obj, &frame) < 0) return NULL;
    TREE_CALL(safearea_controller_add_child(self->tree, parent, child, container, frame_obj == Py_None ? NULL : &frame));
    Py_RETURN_NONE;
}

static PyObject *tree_set_children(PyObject *op, PyObject *args) {
    PyObject *container_obj, *list_obj, *seq;
    safearea_node container, *children;
    Py_ssize_t count, i;
    int status;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "OO:set_children", &container_obj, &list_obj)) return NULL;
    if (node_arg(container_obj, &container) < 0) return NULL;
    seq = PySequence_Fast(list_obj, "children must be a sequence of nodes");
    if (seq == NULL) return NULL;
    count = PySequence_Fast_GET_SIZE(seq);
    children = PyMem_Malloc(sizeof(safearea_node) * (size_t)(count > 0 ? count : 1));
    if (children == NULL) {
        Py_DECREF(seq);
        return PyErr_NoMemory();
    }
    for (i = 0; i < count; i++) {
        if (node_arg(PySequence_Fast_GET_ITEM(seq, i), &children[i]) < 0) {
            PyMem_Free(children);
            Py_DECREF(seq);
            return NULL;
        }
    }
    Py_DECREF(seq);
    status = safearea_controller_set_children(self->tree, container, children, (size_t)count);
    PyMem_Free(children);
    if (status != SAFEAREA_OK) return raise_status(self->state, status);
    Py_RETURN_NONE;
}

static PyObject *tree_set(PyObject *op, PyObject *args) {
    PyObject *node_obj, *values_obj, *seq;
    safearea_node node;
    int property;
    double values[8];
    Py_ssize_t count, i;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "OiO:set", &node_obj, &property, &values_obj)) return NULL;
    if (node_arg(node_obj, &node) < 0) return NULL;
    seq = PySequence_Fast(values_obj, "values must be a sequence of numbers");
    if (seq == NULL) return NULL;
    count = PySequence_Fast_GET_SIZE(seq);
    if (count > 8) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "at most 8 values");
        return NULL;
    }
    for (i = 0; i < count; i++) {
        values[i] = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(seq, i));
        if (values[i] == -1.0 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return NULL;
        }
    }
    Py_DECREF(seq);
    TREE_CALL(safearea_tree_set(self->tree, node, (safearea_property)property, values, (size_t)count));
    Py_RETURN_NONE;
}

static PyObject *tree_get(PyObject *op, PyObject *args) {
    PyObject *node_obj, *result;
    safearea_node node;
    int property;
    double values[8];
    size_t count = 0, i;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "Oi:get", &node_obj, &property)) return NULL;
    if (node_arg(node_obj, &node) < 0) return NULL;
    TREE_CALL(safearea_tree_get(values, 8, &count, self->tree, node, (safearea_property)property));
    result = PyTuple_New((Py_ssize_t)count);
    if (result == NULL) return NULL;
    for (i = 0; i < count; i++) {
        PyObject *item = PyFloat_FromDouble(values[i]);
        if (item == NULL) {
            Py_DECREF(result);
            return NULL;
        }
        PyTuple_SET_ITEM(result, (Py_ssize_t)i, item);
    }
    return result;
}

static PyObject *tree_guide(PyObject *op, PyObject *args) {
    PyObject *node_obj;
    safearea_node node;
    int guide;
    safearea_rect rect;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "Oi:guide", &node_obj, &guide)) return NULL;
    if (node_arg(node_obj, &node) < 0) return NULL;
    TREE_CALL(safearea_view_guide(&rect, self->tree, node, (safearea_guide)guide));
    return Py_BuildValue("(dddd)", rect.x, rect.y, rect.width, rect.height);
}

static PyObject *tree_explain(PyObject *op, PyObject *args) {
    PyObject *node_obj, *result;
    safearea_node node;
    int edge, json;
    size_t length = 0;
    char *buffer;
    int status;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "Oip:explain", &node_obj, &edge, &json)) return NULL;
    if (node_arg(node_obj, &node) < 0) return NULL;
    status = safearea_view_explain(NULL, 0, &length, self->tree, node, (safearea_edge)edge, json);
    if (status != SAFEAREA_E_BUFFER_TOO_SMALL) return raise_status(self->state, status);
    buffer = PyMem_Malloc(length + 1);
    if (buffer == NULL) return PyErr_NoMemory();
    status = safearea_view_explain(buffer, length + 1, &length, self->tree, node, (safearea_edge)edge, json);
    if (status != SAFEAREA_OK) {
        PyMem_Free(buffer);
        return raise_status(self->state, status);
    }
    result = PyUnicode_DecodeUTF8(buffer, (Py_ssize_t)length, "strict");
    PyMem_Free(buffer);
    return result;
}

static PyObject *tree_changed_views(PyObject *op, PyObject *unused) {
    safearea_node *nodes;
    size_t count = 0, i;
    PyObject *result;
    int status;
    TREE_SELF;
    status = safearea_tree_changed_views(NULL, 0, &count, self->tree);
    if (status != SAFEAREA_OK && status != SAFEAREA_E_BUFFER_TOO_SMALL) return raise_status(self->state, status);
    nodes = PyMem_Malloc(sizeof(safearea_node) * (count > 0 ? count : 1));
    if (nodes == NULL) return PyErr_NoMemory();
    status = safearea_tree_changed_views(nodes, count, &count, self->tree);
    if (status != SAFEAREA_OK) {
        PyMem_Free(nodes);
        return raise_status(self->state, status);
    }
    result = PyTuple_New((Py_ssize_t)count);
    for (i = 0; result != NULL && i < count; i++) {
        PyObject *item = PyLong_FromUnsignedLongLong(nodes[i]);
        if (item == NULL) {
            Py_CLEAR(result);
            break;
        }
        PyTuple_SET_ITEM(result, (Py_ssize_t)i, item);
    }
    PyMem_Free(nodes);
    return result;
}

static PyObject *tree_layout(PyObject *op, PyObject *unused) {
    int status;
    TREE_SELF;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    status = safearea_tree_layout(self->tree);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    if (status != SAFEAREA_OK) return raise_status(self->state, status);
    Py_RETURN_NONE;
}

/* add_views(root, parents: buffer of int64, frames: buffer of float64 (N x 4), kinds: buffer of uint8 or None) -> bytes of uint64 */
static PyObject *tree_add_views(PyObject *op, PyObject *args) {
    PyObject *root_obj, *parents_obj, *frames_obj, *kinds_obj = Py_None, *result = NULL;
    Py_buffer parents, frames, kinds;
    safearea_node root;
    size_t count;
    int status, have_kinds = 0;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "OOO|O:add_views", &root_obj, &parents_obj, &frames_obj, &kinds_obj)) return NULL;
    if (node_arg(root_obj, &root) < 0) return NULL;
    if (PyObject_GetBuffer(parents_obj, &parents, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return NULL;
    if (PyObject_GetBuffer(frames_obj, &frames, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) {
        PyBuffer_Release(&parents);
        return NULL;
    }
    if (kinds_obj != Py_None) {
        if (PyObject_GetBuffer(kinds_obj, &kinds, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) goto done;
        have_kinds = 1;
    }
    if (parents.itemsize != 8 || (parents.format != NULL && strchr("qlL", parents.format[strlen(parents.format) - 1]) == NULL)) {
        PyErr_SetString(PyExc_TypeError, "parents must be a buffer of int64");
        goto done;
    }
    if (frames.itemsize != 8 || (frames.format != NULL && frames.format[strlen(frames.format) - 1] != 'd')) {
        PyErr_SetString(PyExc_TypeError, "frames must be a buffer of float64");
        goto done;
    }
    count = (size_t)(parents.len / 8);
    if ((size_t)frames.len != count * 32) {
        PyErr_Format(PyExc_ValueError, "frames must hold 4 numbers for each of the %zu views", count);
        goto done;
    }
    if (have_kinds && (size_t)kinds.len != count) {
        PyErr_Format(PyExc_ValueError, "kinds must hold one byte for each of the %zu views", count);
        goto done;
    }
    result = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(count * 8));
    if (result == NULL) goto done;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    status = safearea_tree_add_views((safearea_node *)PyBytes_AS_STRING(result), self->tree, root, count, (const int64_t *)parents.buf,
                                     (const safearea_rect *)frames.buf, have_kinds ? (const uint8_t *)kinds.buf : NULL);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    if (status != SAFEAREA_OK) {
        Py_CLEAR(result);
        raise_status(self->state, status);
    }
done:
    PyBuffer_Release(&parents);
    PyBuffer_Release(&frames);
    if (have_kinds) PyBuffer_Release(&kinds);
    return result;
}

/* safe_areas(nodes: buffer of uint64) -> bytes of float64 (N x 4) */
static PyObject *tree_safe_areas(PyObject *op, PyObject *arg) {
    Py_buffer nodes;
    PyObject *result;
    size_t count;
    int status;
    TREE_SELF;
    if (PyObject_GetBuffer(arg, &nodes, PyBUF_C_CONTIGUOUS) < 0) return NULL;
    if (nodes.itemsize != 8 && nodes.itemsize != 1) {
        PyBuffer_Release(&nodes);
        PyErr_SetString(PyExc_TypeError, "nodes must be a buffer of uint64");
        return NULL;
    }
    count = (size_t)(nodes.len / 8);
    result = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(count * 32));
    if (result == NULL) {
        PyBuffer_Release(&nodes);
        return NULL;
    }
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    status = safearea_tree_safe_areas((safearea_insets *)PyBytes_AS_STRING(result), self->tree, (const safearea_node *)nodes.buf, count);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    PyBuffer_Release(&nodes);
    if (status != SAFEAREA_OK) {
        Py_DECREF(result);
        return raise_status(self->state, status);
    }
    return result;
}

static PyObject *tree_svg(PyObject *op, PyObject *unused) {
    TREE_SELF;
    WRITE_TEXT(self->state, safearea_tree_svg(buffer, capacity, &length, self->tree));
}

static PyObject *tree_close(PyObject *op, PyObject *unused) {
    TreeObject *self = (TreeObject *)op;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this tree is in use by another thread");
        return NULL;
    }
    if (self->tree != NULL) safearea_tree_free(self->tree);
    self->tree = NULL;
    Py_RETURN_NONE;
}

static PyMethodDef tree_methods[] = {
    {"view_new", tree_view_new, METH_VARARGS, NULL},
    {"add_subview", tree_add_subview, METH_VARARGS, NULL},
    {"insert_subview", tree_insert_subview, METH_VARARGS, NULL},
    {"remove_from_superview", tree_remove_from_superview, METH_O, NULL},
    {"superview", tree_superview, METH_O, NULL},
    {"controller_new", tree_controller_new, METH_VARARGS, NULL},
    {"controller_view", tree_controller_view, METH_O, NULL},
    {"set_root", tree_set_root, METH_O, NULL},
    {"add_child", tree_add_child, METH_VARARGS, NULL},
    {"remove_from_parent", tree_remove_from_parent, METH_O, NULL},
    {"set_children", tree_set_children, METH_VARARGS, NULL},
    {"destroy", tree_destroy, METH_O, NULL},
    {"set", tree_set, METH_VARARGS, NULL},
    {"get", tree_get, METH_VARARGS, NULL},
    {"safe_area", tree_safe_area, METH_O, NULL},
    {"layout_margins", tree_layout_margins, METH_O, NULL},
    {"guide", tree_guide, METH_VARARGS, NULL},
    {"explain", tree_explain, METH_VARARGS, NULL},
    {"changed_views", tree_changed_views, METH_NOARGS, NULL},
    {"layout", tree_layout, METH_NOARGS, NULL},
    {"add_views", tree_add_views, METH_VARARGS, NULL},
    {"safe_areas", tree_safe_areas, METH_O, NULL},
    {"close", tree_close, METH_NOARGS, NULL},
    {"svg", tree_svg, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot tree_slots[] = {
    {Py_tp_doc, "Tree(device, orientation=0, os_version=None, flags=0): a safearea_tree; used by safearea.Window."},
    {Py_tp_new, tree_new},
    {Py_tp_dealloc, tree_dealloc},
    {Py_tp_methods, tree_methods},
    {0, NULL},
};

static PyType_Spec tree_spec = {
    .name = "safearea._safearea.Tree",
    .basicsize = sizeof(TreeObject),
    .flags = Py_TPFLAGS_DEFAULT,
    .slots = tree_slots,
};


/* ------------------------------------------------------------------ */
/* Report: a design audit (safearea_report)                             */
/* ------------------------------------------------------------------ */

typedef struct {
    PyObject_HEAD
    safearea_report *report;
    module_state *state;
} ReportObject;

static void report_dealloc(PyObject *op) {
    ReportObject *self = (ReportObject *)op;
    PyTypeObject *type = Py_TYPE(op);
    if (self->report != NULL) safearea_report_free(self->report);
    type->tp_free(op);
    Py_DECREF(type);
}

static PyObject *report_counts(PyObject *op, PyObject *unused) {
    ReportObject *self = (ReportObject *)op;
    size_t errors = 0, warnings = 0, checks = 0;
    int status = safearea_report_counts(&errors, &warnings, &checks, self->report);
    if (status != SAFEAREA_OK) return raise_status(self->state, status);
    return Py_BuildValue("(nnn)", (Py_ssize_t)errors, (Py_ssize_t)warnings, (Py_ssize_t)checks);
}

static PyObject *report_write(PyObject *op, PyObject *args) {
    ReportObject *self = (ReportObject *)op;
    int format;
    const char *uri = NULL;
    size_t length = 0;
    char *buffer;
    PyObject *result;
    int status;
    if (!PyArg_ParseTuple(args, "i|z:write", &format, &uri)) return NULL;
    status = safearea_report_write(NULL, 0, &length, self->report, (safearea_report_format)format, uri);
    if (status != SAFEAREA_E_BUFFER_TOO_SMALL) return raise_status(self->state, status);
    buffer = PyMem_Malloc(length + 1);
    if (buffer == NULL) return PyErr_NoMemory();
    status = safearea_report_write(buffer, length + 1, &length, self->report, (safearea_report_format)format, uri);
    if (status != SAFEAREA_OK) {
        PyMem_Free(buffer);
        return raise_status(self->state, status);
    }
    result = PyUnicode_DecodeUTF8(buffer, (Py_ssize_t)length, "strict");
    PyMem_Free(buffer);
    return result;
}

static PyMethodDef report_methods[] = {
    {"counts", report_counts, METH_NOARGS, "(errors, warnings, element_checks)"},
    {"write", report_write, METH_VARARGS, "write(format, uri=None) -> str: 0 JSON, 1 SARIF, 2 table"},
    {NULL, NULL, 0, NULL},
};

static PyObject *report_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    PyErr_SetString(PyExc_TypeError, "reports come from safearea.audit()");
    return NULL;
}

static PyType_Slot report_slots[] = {
    {Py_tp_doc, "A design audit report (safearea_report)."},
    {Py_tp_new, report_new},
    {Py_tp_dealloc, report_dealloc},
    {Py_tp_methods, report_methods},
    {0, NULL},
};

static PyType_Spec report_spec = {
    .name = "safearea._safearea.Report",
    .basicsize = sizeof(ReportObject),
    .flags = Py_TPFLAGS_DEFAULT,
    .slots = report_slots,
};

/* _audit(design: bytes, devices: str | None, orientations: str | None, os_version: str | None) -> Report */
static PyObject *mod_audit(PyObject *module, PyObject *args) {
    module_state *state = get_state(module);
    Py_buffer design;
    const char *devices = NULL, *orientations = NULL, *version = NULL;
    unsigned int flags = 0;
    safearea_report *report = NULL;
    ReportObject *object;
    PyObject *report_type;
    int status;
    if (!PyArg_ParseTuple(args, "y*zzz|I:_audit", &design, &devices, &orientations, &version, &flags)) return NULL;
    Py_BEGIN_ALLOW_THREADS
    status = safearea_audit(&report, (const char *)design.buf, (size_t)design.len, devices, orientations, version, flags);
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&design);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    report_type = PyObject_GetAttrString(module, "Report");
    if (report_type == NULL) {
        safearea_report_free(report);
        return NULL;
    }
    object = (ReportObject *)((PyTypeObject *)report_type)->tp_alloc((PyTypeObject *)report_type, 0);
    Py_DECREF(report_type);
    if (object == NULL) {
        safearea_report_free(report);
        return NULL;
    }
    object->report = report;
    object->state = state;
    return (PyObject *)object;
}

/* _audit_svg(design: bytes, device: DeviceBase, orientation: str, os_version: str | None) -> str */
static PyObject *mod_audit_svg(PyObject *module, PyObject *args) {
    module_state *state = get_state(module);
    Py_buffer design;
    PyObject *device_obj, *orientation_obj, *version_obj = Py_None, *result;
    safearea_orientation orientation;
    const char *version = NULL;
    if (!PyArg_ParseTuple(args, "y*O!O|O:_audit_svg", &design, state->device_type, &device_obj, &orientation_obj, &version_obj)) return NULL;
    if (parse_orientation(state, orientation_obj, &orientation) < 0 || parse_os_version(state, version_obj, &version) < 0) {
        PyBuffer_Release(&design);
        return NULL;
    }
    result = NULL;
    {
        size_t length = 0;
        int status = safearea_audit_svg(NULL, 0, &length, (const char *)design.buf, (size_t)design.len, ((DeviceObject *)device_obj)->device,
                                        orientation, version);
        if (status != SAFEAREA_E_BUFFER_TOO_SMALL) {
            raise_status(state, status);
        } else {
            char *buffer = PyMem_Malloc(length + 1);
            if (buffer == NULL) {
                PyErr_NoMemory();
            } else {
                status = safearea_audit_svg(buffer, length + 1, &length, (const char *)design.buf, (size_t)design.len,
                                            ((DeviceObject *)device_obj)->device, orientation, version);
                if (status == SAFEAREA_OK) result = PyUnicode_DecodeUTF8(buffer, (Py_ssize_t)length, "strict");
                else raise_status(state, status);
                PyMem_Free(buffer);
            }
        }
    }
    PyBuffer_Release(&design);
    return result;
}

/* _swiftui_svg(scene: bytes) -> str */
static PyObject *mod_swiftui_svg(PyObject *module, PyObject *arg) {
    module_state *state = get_state(module);
    Py_buffer scene;
    PyObject *result = NULL;
    size_t length = 0;
    int status;
    if (PyObject_GetBuffer(arg, &scene, PyBUF_SIMPLE) < 0) return NULL;
    status = safearea_swiftui_svg(NULL, 0, &length, (const char *)scene.buf, (size_t)scene.len);
    if (status != SAFEAREA_E_BUFFER_TOO_SMALL) {
        raise_status(state, status);
    } else {
        char *buffer = PyMem_Malloc(length + 1);
        if (buffer == NULL) {
            PyErr_NoMemory();
        } else {
            status = safearea_swiftui_svg(buffer, length + 1, &length, (const char *)scene.buf, (size_t)scene.len);
            if (status == SAFEAREA_OK) result = PyUnicode_DecodeUTF8(buffer, (Py_ssize_t)length, "strict");
            else raise_status(state, status);
            PyMem_Free(buffer);
        }
    }
    PyBuffer_Release(&scene);
    return result;
}

/* _set_rect_result_type(cls): the named tuple DeviceBase.check_rects returns (a tuple subclass without a dict). */
static PyObject *mod_set_rect_result_type(PyObject *module, PyObject *cls) {
    module_state *state = get_state(module);
    if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject *)cls, &PyTuple_Type) ||
        ((PyTypeObject *)cls)->tp_basicsize != PyTuple_Type.tp_basicsize) {
        PyErr_SetString(PyExc_TypeError, "expected a named tuple class");
        return NULL;
    }
    Py_INCREF(cls);
    Py_XSETREF(state->rect_result_type, cls);
    Py_RETURN_NONE;
}

/* set_batch_threads(threads: int) -> None */
static PyObject *mod_set_batch_threads(PyObject *module, PyObject *arg) {
    size_t threads = PyLong_AsSize_t(arg);
    int status;
    if (threads == (size_t)-1 && PyErr_Occurred()) {
        if (PyErr_ExceptionMatches(PyExc_OverflowError)) {
            PyErr_Clear();
            PyErr_SetString(PyExc_ValueError, "threads must be 0 (automatic) to 1024");
        }
        return NULL;
    }
    status = safearea_set_batch_threads(threads);
    if (status != SAFEAREA_OK) return raise_status(get_state(module), status);
    Py_RETURN_NONE;
}

/* batch_threads() -> int */
static PyObject *mod_batch_threads(PyObject *module, PyObject *Py_UNUSED(ignored)) {
    return PyLong_FromSize_t(safearea_batch_threads());
}

/* set_batch_kernel(name: str) -> None */
static PyObject *mod_set_batch_kernel(PyObject *module, PyObject *arg) {
    const char *name;
    Py_ssize_t length;
    int status;
    if (!PyUnicode_Check(arg)) {
        PyErr_Format(PyExc_TypeError, "name must be a str such as 'auto', not %.100s", Py_TYPE(arg)->tp_name);
        return NULL;
    }
    name = PyUnicode_AsUTF8AndSize(arg, &length);
    if (name == NULL) return NULL;
    if ((Py_ssize_t)strlen(name) != length) {
        raise_invalid(get_state(module), "name contains a NUL character");
        return NULL;
    }
    status = safearea_set_batch_kernel(name);
    if (status != SAFEAREA_OK) return raise_status(get_state(module), status);
    Py_RETURN_NONE;
}

/* batch_kernel() -> str */
static PyObject *mod_batch_kernel(PyObject *module, PyObject *Py_UNUSED(ignored)) {
    return PyUnicode_FromString(safearea_batch_kernel());
}

/* _safe_areas(devices, orientations, versions, flags, out) -> None: parallel sequences; out: writable N x 4 float64 */
static PyObject *mod_safe_areas(PyObject *module, PyObject *args) {
    module_state *state = get_state(module);
    PyObject *devices, *orientations, *versions, *flag_list, *out_obj, *result = NULL;
    Py_buffer out;
    Py_ssize_t count, i;
    safearea_query *queries;
    size_t failed = 0;
    int status;
    if (!PyArg_ParseTuple(args, "OOOOO:_safe_areas", &devices, &orientations, &versions, &flag_list, &out_obj)) return NULL;
    count = PyList_Check(devices) ? PyList_GET_SIZE(devices) : -1;
    if (count < 0 || !PyList_Check(orientations) || !PyList_Check(versions) || !PyList_Check(flag_list) ||
        PyList_GET_SIZE(orientations) != count || PyList_GET_SIZE(versions) != count || PyList_GET_SIZE(flag_list) != count) {
        PyErr_SetString(PyExc_TypeError, "_safe_areas takes four lists of one length");
        return NULL;
    }
    if (PyObject_GetBuffer(out_obj, &out, PyBUF_WRITABLE) < 0) return NULL;
    if ((size_t)out.len != (size_t)count * 32) {
        PyBuffer_Release(&out);
        PyErr_SetString(PyExc_ValueError, "out must hold N x 4 float64");
        return NULL;
    }
    queries = PyMem_Calloc((size_t)(count > 0 ? count : 1), sizeof(safearea_query));
    if (queries == NULL) {
        PyBuffer_Release(&out);
        return PyErr_NoMemory();
    }
    for (i = 0; i < count; i++) {
        PyObject *device = PyList_GET_ITEM(devices, i);
        if (!PyObject_TypeCheck(device, state->device_type)) {
            PyErr_Format(PyExc_TypeError, "query %zd: not a Device", i);
            goto done;
        }
        queries[i].device = ((DeviceObject *)device)->device;
        if (parse_orientation(state, PyList_GET_ITEM(orientations, i), &queries[i].orientation) < 0) goto done;
        if (parse_os_version(state, PyList_GET_ITEM(versions, i), &queries[i].os_version) < 0) goto done;
        queries[i].flags = PyObject_IsTrue(PyList_GET_ITEM(flag_list, i)) ? SAFEAREA_STATUS_BAR_HIDDEN : 0;
    }
    status = safearea_safe_areas((safearea_insets *)out.buf, queries, (size_t)count, &failed);
    if (status != SAFEAREA_OK) {
        raise_status(state, status);
        goto done;
    }
    result = Py_None;
    Py_INCREF(result);
done:
    PyMem_Free(queries);
    PyBuffer_Release(&out);
    return result;
}

/* _swiftui_layout(scene: bytes) -> str (layout JSON) */
static PyObject *mod_swiftui_layout(PyObject *module, PyObject *arg) {
    module_state *state = get_state(module);
    Py_buffer scene;
    size_t length = 0;
    char *buffer;
    PyObject *result;
    int status;
    if (PyObject_GetBuffer(arg, &scene, PyBUF_SIMPLE) < 0) return NULL;
    status = safearea_swiftui_layout(NULL, 0, &length, (const char *)scene.buf, (size_t)scene.len);
    if (status != SAFEAREA_E_BUFFER_TOO_SMALL) {
        PyBuffer_Release(&scene);
        return raise_status(state, status);
    }
    buffer = PyMem_Malloc(length + 1);
    if (buffer == NULL) {
        PyBuffer_Release(&scene);
        return PyErr_NoMemory();
    }
    status = safearea_swiftui_layout(buffer, length + 1, &length, (const char *)scene.buf, (size_t)scene.len);
    PyBuffer_Release(&scene);
    if (status != SAFEAREA_OK) {
        PyMem_Free(buffer);
        return raise_status(state, status);
    }
    result = PyUnicode_DecodeUTF8(buffer, (Py_ssize_t)length, "strict");
    PyMem_Free(buffer);
    return result;
}

/* ------------------------------------------------------------------ */
/* Module functions                                                     */
/* ------------------------------------------------------------------ */

static PyObject *mod_builtin_devices(PyObject *module, PyObject *cls) {
    module_state *state = get_state(module);
    size_t count = safearea_device_count(), i;
    PyObject *result;
    if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject *)cls, state->device_type)) {
        PyErr_SetString(PyExc_TypeError, "expected a DeviceBase subclass");
        return NULL;
    }
    result = PyTuple_New((Py_ssize_t)count);
    if (result == NULL) return NULL;
    for (i = 0; i < count; i++) {
        const safearea_device *device = NULL;
        DeviceObject *object;
        int status = safearea_device_at(&device, i);
        if (status != SAFEAREA_OK) {
            Py_DECREF(result);
            return raise_status(state, status);
        }
        object = new_device(state, (PyTypeObject *)cls, device, 0);
        if (object == NULL) {
            Py_DECREF(result);
            return NULL;
        }
        PyTuple_SET_ITEM(result, (Py_ssize_t)i, (PyObject *)object);
    }
    return result;
}

static PyObject *mod_find(PyObject *module, PyObject *name) {
    module_state *state = get_state(module);
    const safearea_device *device = NULL;
    Py_ssize_t length;
    const char *text;
    int status;
    if (!PyUnicode_Check(name)) {
        PyErr_Format(PyExc_TypeError, "a device name must be a str, not %.100s", Py_TYPE(name)->tp_name);
        return NULL;
    }
    text = PyUnicode_AsUTF8AndSize(name, &length);
    if (text == NULL) return NULL;
    if ((Py_ssize_t)strlen(text) != length) {
        raise_invalid(state, "a device name must not contain NUL characters");
        return NULL;
    }
    status = safearea_device_find(&device, text);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    return PyLong_FromVoidPtr((void *)device);
}

static PyObject *mod_load_json(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    module_state *state = get_state(module);
    safearea_device *device = NULL;
    Py_buffer view;
    PyObject *cls;
    int status;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "_load_json(cls, data) takes 2 arguments");
        return NULL;
    }
    cls = args[0];
    if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject *)cls, state->device_type)) {
        PyErr_SetString(PyExc_TypeError, "expected a DeviceBase subclass");
        return NULL;
    }
    if (PyObject_GetBuffer(args[1], &view, PyBUF_SIMPLE) < 0) return NULL;
    Py_BEGIN_ALLOW_THREADS
    status = safearea_device_from_json(&device, (const char *)view.buf, (size_t)view.len);
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&view);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    return (PyObject *)new_device(state, (PyTypeObject *)cls, device, 1);
}

static PyObject *mod_parse_os_version(PyObject *module, PyObject *text) {
    module_state *state = get_state(module);
    const char *utf8;
    safearea_os_version version;
    int status;
    if (parse_os_version(state, text, &utf8) < 0) return NULL;
    if (utf8 == NULL) Py_RETURN_NONE;
    status = safearea_os_version_parse(&version, utf8);
    if (status != SAFEAREA_OK) return raise_status(state, status);
    return PyLong_FromUnsignedLong(version);
}

static PyObject *mod_library_version(PyObject *module, PyObject *unused) {
    return Py_BuildValue("(is)", safearea_version_number(), safearea_version_string());
}

static PyMethodDef module_methods[] = {
    {"_builtin_devices", mod_builtin_devices, METH_O, "Every built-in device as an instance of the given class."},
    {"_find", mod_find, METH_O, "Handle address of a built-in device by name, alias or model identifier."},
    {"_load_json", (PyCFunction)(void (*)(void))mod_load_json, METH_FASTCALL, "Load a profile from JSON bytes."},
    {"_parse_os_version", mod_parse_os_version, METH_O, "Encoded OS version of a string, or None."},
    {"library_version", mod_library_version, METH_NOARGS, "(number, string) of the loaded libsafearea."},
    {"_swiftui_layout", mod_swiftui_layout, METH_O, "Lay out a SwiftUI scene (JSON bytes) -> layout JSON."},
    {"_swiftui_svg", mod_swiftui_svg, METH_O, "SVG picture of a SwiftUI scene (engine)."},
    {"_set_rect_result_type", mod_set_rect_result_type, METH_O, "Registers safearea.RectCheckResult."},
    {"set_batch_threads", mod_set_batch_threads, METH_O,
     "set_batch_threads(threads) -> None: how many threads a large check_rects batch may use\n"
     "(0: the online processors, at most 16; 1: never start a thread)."},
    {"batch_threads", mod_batch_threads, METH_NOARGS, "batch_threads() -> int: the thread count a large batch uses now."},
    {"_set_numpy_data_field", mod_set_numpy_data_field, METH_O, "For tests: read fresh arrays' data pointers directly or not."},
    {"set_batch_kernel", mod_set_batch_kernel, METH_O,
     "set_batch_kernel(name) -> None: the compilation check_rects uses: 'auto' (the newest this\n"
     "processor runs), 'baseline' (any x86-64) or 'x86-64-v3' (AVX2); results are identical."},
    {"batch_kernel", mod_batch_kernel, METH_NOARGS, "batch_kernel() -> str: the compilation check_rects uses now."},
    {"_safe_areas", mod_safe_areas, METH_VARARGS, "Batch safe-area queries into a caller buffer."},
    {"_audit_svg", mod_audit_svg, METH_VARARGS, "SVG picture of a design on one device (engine)."},
    {"_audit", mod_audit, METH_VARARGS, "Audit a design: (bytes, devices, orientations, os_version) -> Report."},
    {NULL, NULL, 0, NULL},
};

/* ------------------------------------------------------------------ */
/* Initialisation                                                       */
/* ------------------------------------------------------------------ */

/* safearea.Insets: an immutable (top, left, bottom, right) tuple with named
 * fields and a readable repr. A plain tuple subclass rather than a struct
 * sequence: CPython 3.11 struct sequences look their size up in a dict on
 * every creation and deallocation, which is most of a safe_area() call. */

static PyObject *insets_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"top", "left", "bottom", "right", NULL};
    double values[4];
    PyObject *self;
    int i;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "dddd:Insets", keywords, &values[0], &values[1], &values[2], &values[3])) {
        return NULL;
    }
    self = type->tp_alloc(type, 4);
    if (self == NULL) return NULL;
    for (i = 0; i < 4; i++) {
        PyObject *item = PyFloat_FromDouble(values[i]);
        if (item == NULL) {
            Py_DECREF(self);
            return NULL;
        }
        PyTuple_SET_ITEM(self, i, item);
    }
    return self;
}

static void insets_dealloc(PyObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    Py_ssize_t i;
    PyObject_GC_UnTrack(self);
    for (i = 0; i < Py_SIZE(self); i++) Py_CLEAR(((PyTupleObject *)self)->ob_item[i]);
    type->tp_free(self);
    Py_DECREF(type);
}

static int insets_traverse(PyObject *self, visitproc visit, void *arg) {
    Py_ssize_t i;
    Py_VISIT(Py_TYPE(self));
    for (i = 0; i < Py_SIZE(self); i++) Py_VISIT(((PyTupleObject *)self)->ob_item[i]);
    return 0;
}

static PyObject *insets_repr(PyObject *self) {
    if (Py_SIZE(self) != 4) return PyUnicode_FromString("safearea.Insets(?)");
    return PyUnicode_FromFormat("safearea.Insets(top=%R, left=%R, bottom=%R, right=%R)", PyTuple_GET_ITEM(self, 0),
                                PyTuple_GET_ITEM(self, 1), PyTuple_GET_ITEM(self, 2), PyTuple_GET_ITEM(self, 3));
}

static PyObject *insets_field(PyObject *self, void *closure) {
    Py_ssize_t index = (Py_ssize_t)(intptr_t)closure;
    PyObject *value;
    if (index >= Py_SIZE(self)) {
        PyErr_SetString(PyExc_AttributeError, "malformed Insets");
        return NULL;
    }
    value = PyTuple_GET_ITEM(self, index);
    Py_INCREF(value);
    return value;
}

static PyObject *insets_reduce(PyObject *self, PyObject *unused) {
    PyObject *items = PyTuple_GetSlice(self, 0, Py_SIZE(self));
    if (items == NULL) return NULL;
    return Py_BuildValue("(ON)", (PyObject *)Py_TYPE(self), items);
}

static PyGetSetDef insets_getset[] = {
    {"top", insets_field, NULL, "inset from the top edge, in points", (void *)0},
    {"left", insets_field, NULL, "inset from the left edge, in points", (void *)1},
    {"bottom", insets_field, NULL, "inset from the bottom edge, in points", (void *)2},
    {"right", insets_field, NULL, "inset from the right edge, in points", (void *)3},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMethodDef insets_methods[] = {
    {"__reduce__", insets_reduce, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot insets_slots[] = {
    {Py_tp_doc, "Insets(top, left, bottom, right): safe-area insets in points; an immutable tuple."},
    {Py_tp_new, insets_new},
    {Py_tp_dealloc, insets_dealloc},
    {Py_tp_traverse, insets_traverse},
    {Py_tp_repr, insets_repr},
    {Py_tp_getset, insets_getset},
    {Py_tp_methods, insets_methods},
    {0, NULL},
};

static PyType_Spec insets_spec = {
    .name = "safearea.Insets",
    .basicsize = 0,
    .itemsize = 0,
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .slots = insets_slots,
};

static int module_exec(PyObject *module) {
    module_state *state = get_state(module);
    PyObject *errors_module = NULL, *mapping = NULL;
    int number = safearea_version_number();

    if (number / 10000 != SAFEAREA_VERSION_MAJOR) {
        PyErr_Format(PyExc_ImportError,
                     "libsafearea %s is loaded but this extension was built for %s; the major versions differ",
                     safearea_version_string(), SAFEAREA_VERSION_STRING);
        return -1;
    }
    state->device_type = (PyTypeObject *)PyType_FromModuleAndSpec(module, &device_spec, NULL);
    if (state->device_type == NULL) return -1;
    if (PyModule_AddType(module, state->device_type) < 0) return -1;

    state->insets_type = (PyTypeObject *)PyType_FromModuleAndSpec(module, &insets_spec, (PyObject *)&PyTuple_Type);
    if (state->insets_type == NULL) return -1;
    if (PyModule_AddType(module, state->insets_type) < 0) return -1;
    {
        PyObject *tree_type = PyType_FromModuleAndSpec(module, &tree_spec, NULL);
        if (tree_type == NULL) return -1;
        if (PyModule_AddType(module, (PyTypeObject *)tree_type) < 0) {
            Py_DECREF(tree_type);
            return -1;
        }
        Py_DECREF(tree_type);
    }
    {
        PyObject *report_type = PyType_FromModuleAndSpec(module, &report_spec, NULL);
        if (report_type == NULL) return -1;
        if (PyModule_AddType(module, (PyTypeObject *)report_type) < 0) {
            Py_DECREF(report_type);
            return -1;
        }
        Py_DECREF(report_type);
    }

    state->str_portrait = PyUnicode_InternFromString("portrait");
    if (state->str_portrait == NULL) return -1;
    {
        int i;
        for (i = 0; i < 256; i++) {
            state->small_floats[i] = PyFloat_FromDouble((double)i);
            if (state->small_floats[i] == NULL) return -1;
        }
    }

    /* The package defines its exceptions before importing this module. */
    errors_module = PyImport_ImportModule("safearea");
    if (errors_module == NULL) return -1;
    mapping = PyObject_CallMethod(errors_module, "_status_classes", NULL);
    state->base_error = PyObject_GetAttrString(errors_module, "SafeAreaError");
    Py_DECREF(errors_module);
    if (mapping == NULL || state->base_error == NULL) {
        Py_XDECREF(mapping);
        return -1;
    }
    if (!PyDict_Check(mapping)) {
        Py_DECREF(mapping);
        PyErr_SetString(PyExc_TypeError, "safearea._status_classes() must return a dict");
        return -1;
    }
    state->errors = mapping;

    if (PyModule_AddIntConstant(module, "VERSION_NUMBER", SAFEAREA_VERSION_NUMBER) < 0) return -1;
    if (PyModule_AddStringConstant(module, "VERSION_STRING", SAFEAREA_VERSION_STRING) < 0) return -1;
    if (PyModule_AddIntConstant(module, "MAX_PROFILE_JSON_BYTES", SAFEAREA_MAX_PROFILE_JSON_BYTES) < 0) return -1;
    return 0;
}

static int module_traverse(PyObject *module, visitproc visit, void *arg) {
    module_state *state = get_state(module);
    Py_VISIT(state->device_type);
    Py_VISIT(state->insets_type);
    Py_VISIT(state->errors);
    Py_VISIT(state->base_error);
    Py_VISIT(state->rect_result_type);
    Py_VISIT(state->numpy_empty);
    Py_VISIT(state->ndarray_type);
    Py_VISIT(state->dtype_bool);
    Py_VISIT(state->dtype_uint8);
    Py_VISIT(state->dtype_float64);
    return 0;
}

static int module_clear(PyObject *module) {
    module_state *state = get_state(module);
    Py_CLEAR(state->device_type);
    Py_CLEAR(state->insets_type);
    Py_CLEAR(state->errors);
    Py_CLEAR(state->base_error);
    Py_CLEAR(state->str_portrait);
    Py_CLEAR(state->rect_result_type);
    forget_numpy(state);
    {
        int i;
        for (i = 0; i < 256; i++) Py_CLEAR(state->small_floats[i]);
    }
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
    .m_doc = "Private C binding of libsafearea; use the safearea package.",
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
