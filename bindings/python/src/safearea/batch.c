/*
 * Batches: Device.check_rects (numpy arrays in and out, the GIL released),
 * the batch settings, and batch safe-area queries.
 */
#include "module.h"

/* numpy.empty(shape, dtype) through the cached function, both positional (no
 * keyword to match, a dtype instance to use as is); shape is n or (n, 4). */
static PyObject *numpy_empty(module_state *state, Py_ssize_t n, int rows_of_four, PyObject *dtype) {
    PyObject *shape = rows_of_four ? Py_BuildValue("(ni)", n, 4) : PyLong_FromSsize_t(n), *result;
    if (shape == NULL)
        return NULL;
    result = PyObject_CallFunctionObjArgs(state->numpy_empty, shape, dtype, NULL);
    Py_DECREF(shape);
    return result;
}

/* Where a fresh array made by numpy_empty keeps its data: numpy's own PyArray_DATA
 * reads the field right after the object header (PyArrayObject_fields.data, in place
 * since numpy 1.7). load_numpy compares it with the buffer protocol's answer on a real
 * array; if they ever differ, every call asks the buffer protocol instead. Asking costs
 * about 100 ns per array (numpy builds the format and shape on each export). The
 * field sits right after a PyObject header, whose size the stable ABI fixes. */
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
    if (PyObject_GetBuffer(array, &out->view, PyBUF_WRITABLE) < 0)
        return -1;
    out->held = 1;
    out->data = out->view.buf;
    return 0;
}

static void out_release(out_buffer *out) {
    if (out->held)
        PyBuffer_Release(&out->view);
    out->held = 0;
}

/* Drops what load_numpy looked up; the next load_numpy starts from scratch. */
void forget_numpy(module_state *state) {
    Py_CLEAR(state->numpy_empty);
    Py_CLEAR(state->ndarray_type);
    Py_CLEAR(state->dtype_bool);
    Py_CLEAR(state->dtype_uint8);
    Py_CLEAR(state->dtype_float64);
}

static int load_numpy(module_state *state) {
    PyObject *numpy, *probe;
    if (state->numpy_empty != NULL)
        return 0;
    numpy = PyImport_ImportModule("numpy");
    if (numpy == NULL)
        return -1;
    state->dtype_bool = PyObject_CallMethod(numpy, "dtype", "s", "bool");
    state->dtype_uint8 = PyObject_CallMethod(numpy, "dtype", "s", "uint8");
    state->dtype_float64 = PyObject_CallMethod(numpy, "dtype", "s", "float64");
    state->ndarray_type = PyObject_GetAttrString(numpy, "ndarray");
    state->numpy_empty = PyObject_GetAttrString(numpy, "empty");
    Py_DECREF(numpy);
    if (state->dtype_bool == NULL || state->dtype_uint8 == NULL || state->dtype_float64 == NULL ||
        state->ndarray_type == NULL || !PyType_Check(state->ndarray_type) || state->numpy_empty == NULL) {
        forget_numpy(state); /* all or nothing: the next call tries again */
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_TypeError, "numpy.ndarray is not a type");
        return -1;
    }
    /* The data field check (see out_acquire), on an array made the way check_rects makes them. */
    state->ndarray_data_field = 0;
    probe = numpy_empty(state, 3, 0, state->dtype_uint8);
    if (probe == NULL)
        return -1;
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
    if (on < 0 || load_numpy(state) < 0)
        return NULL;
    if (!on) {
        state->ndarray_data_field = 0;
    } else {
        forget_numpy(state); /* load again: the check decides */
        if (load_numpy(state) < 0)
            return NULL;
    }
    return PyBool_FromLong(state->ndarray_data_field);
}

static const arg_spec check_rects_spec =
    ARG_SPEC("check_rects", 2, 1, "rects", "orientation", "os_version", "status_bar_hidden", "overlap", "strict");

PyObject *device_check_rects(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags;
    PyObject *values[6];
    PyObject *overlap_obj = NULL, *safe = NULL, *overlap = NULL, *obstruction = NULL, *result = NULL;
    Py_buffer rects;
    Py_ssize_t count;
    int want_overlap = 1, status;
    if (load_device_classes(state) < 0)
        return NULL;
    if (parse_args(&check_rects_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (parse_orientation(state, values[1], &orientation) < 0 || parse_os_version(state, values[2], &os_version) < 0 ||
        parse_status_bar_hidden(values[3], &flags) < 0 || parse_strict(values[5], &flags) < 0) {
        return NULL;
    }
    overlap_obj = values[4];
    if (overlap_obj != NULL && (want_overlap = PyObject_IsTrue(overlap_obj)) < 0)
        return NULL;
    if (load_numpy(state) < 0)
        return NULL;
    if (PyObject_GetBuffer(values[0], &rects, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0)
        return NULL;
    if (rects.itemsize != 8 ||
        (rects.format != NULL && strcmp(rects.format, "d") != 0 && strcmp(rects.format, "<d") != 0 &&
         strcmp(rects.format, "=d") != 0 && strcmp(rects.format, "@d") != 0) ||
        rects.len % 32 != 0 || (rects.ndim == 2 && rects.shape != NULL && rects.shape[1] != 4) || rects.ndim > 2) {
        PyErr_SetString(PyExc_TypeError,
                        "rects must be a C-contiguous float64 buffer of shape (N, 4): x, y, width, height");
        goto done;
    }
    count = rects.len / 32;
    safe = numpy_empty(state, count, 0, state->dtype_bool);
    obstruction = safe == NULL ? NULL : numpy_empty(state, count, 0, state->dtype_uint8);
    if (obstruction == NULL)
        goto done;
    if (want_overlap) {
        overlap = numpy_empty(state, count, 1, state->dtype_float64);
        if (overlap == NULL)
            goto done;
    }
    {
        /* Fresh C-contiguous numpy arrays: their buffers are their data. */
        out_buffer safe_out, overlap_out, obstruction_out;
        overlap_out.held = 0;
        overlap_out.data = NULL;
        if (out_acquire(state, safe, &safe_out) < 0)
            goto done;
        if (out_acquire(state, obstruction, &obstruction_out) < 0) {
            out_release(&safe_out);
            goto done;
        }
        if (overlap != NULL && out_acquire(state, overlap, &overlap_out) < 0) {
            out_release(&safe_out);
            out_release(&obstruction_out);
            goto done;
        }
        Py_BEGIN_ALLOW_THREADS status = safearea_device_check_rects(
            (uint8_t *)safe_out.data, (double *)overlap_out.data, (uint8_t *)obstruction_out.data, self->device,
            orientation, os_version, flags, (const double *)rects.buf, (size_t)count);
        Py_END_ALLOW_THREADS out_release(&safe_out);
        out_release(&obstruction_out);
        out_release(&overlap_out);
        if (status != SAFEAREA_OK) {
            raise_status(state, status);
            goto done;
        }
    }
    if (overlap == NULL) {
        overlap = Py_None;
        Py_INCREF(overlap);
    }
    {
        PyObject *items[3] = {safe, overlap, obstruction};
        safe = overlap = obstruction = NULL; /* fill_tuple takes them, whatever happens */
        result = fill_tuple(state->rect_result_alloc((PyTypeObject *)state->rect_result_type, 3), items, 3);
    }
done:
    PyBuffer_Release(&rects);
    Py_XDECREF(safe);
    Py_XDECREF(overlap);
    Py_XDECREF(obstruction);
    return result;
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
    if (status != SAFEAREA_OK)
        return raise_status(get_state(module), status);
    Py_RETURN_NONE;
}

/* batch_threads() -> int */
static PyObject *mod_batch_threads(PyObject *module, PyObject *Py_UNUSED(ignored)) {
    return PyLong_FromSize_t(safearea_batch_threads());
}

/* set_batch_kernel(name: str) -> None */
static PyObject *mod_set_batch_kernel(PyObject *module, PyObject *arg) {
    const char *name = utf8_arg(get_state(module), arg, "name", "'auto'");
    int status;
    if (name == NULL)
        return NULL;
    status = safearea_set_batch_kernel(name);
    if (status != SAFEAREA_OK)
        return raise_status(get_state(module), status);
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
    if (!PyArg_ParseTuple(args, "OOOOO:_safe_areas", &devices, &orientations, &versions, &flag_list, &out_obj))
        return NULL;
    count = PyList_Check(devices) ? PyList_Size(devices) : -1;
    if (count < 0 || !PyList_Check(orientations) || !PyList_Check(versions) || !PyList_Check(flag_list) ||
        PyList_Size(orientations) != count || PyList_Size(versions) != count || PyList_Size(flag_list) != count) {
        PyErr_SetString(PyExc_TypeError, "_safe_areas takes four lists of one length");
        return NULL;
    }
    if (PyObject_GetBuffer(out_obj, &out, PyBUF_WRITABLE) < 0)
        return NULL;
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
        /* Borrowed items of the lists the package built for this call (safearea.safe_areas). */
        PyObject *device = PyList_GetItem(devices, i), *orientation = PyList_GetItem(orientations, i);
        PyObject *version = PyList_GetItem(versions, i), *flag = PyList_GetItem(flag_list, i);
        int hidden;
        if (device == NULL || orientation == NULL || version == NULL || flag == NULL)
            goto done;
        if (!PyObject_TypeCheck(device, state->device_type)) {
            PyErr_Format(PyExc_TypeError, "query %zd: not a Device", i);
            goto done;
        }
        queries[i].device = ((DeviceObject *)device)->device;
        if (parse_orientation(state, orientation, &queries[i].orientation) < 0)
            goto done;
        if (parse_os_version(state, version, &queries[i].os_version) < 0)
            goto done;
        if ((hidden = PyObject_IsTrue(flag)) < 0)
            goto done;
        queries[i].flags = hidden ? SAFEAREA_STATUS_BAR_HIDDEN : 0;
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

PyMethodDef batch_functions[] = {
    {"set_batch_threads", mod_set_batch_threads, METH_O,
     "set_batch_threads($module, threads, /)\n--\n\n"
     "How many threads a large check_rects batch may use (safearea_set_batch_threads): 0 the online\n"
     "processors (at most 16), 1 never start a thread."},
    {"batch_threads", mod_batch_threads, METH_NOARGS,
     "batch_threads($module, /)\n--\n\nThe thread count a large batch uses now (safearea_batch_threads)."},
    {"_set_numpy_data_field", mod_set_numpy_data_field, METH_O,
     "_set_numpy_data_field($module, flag, /)\n--\n\n"
     "For tests: read fresh arrays' data pointers directly (True, if sound) or through the buffer protocol; returns "
     "the setting."},
    {"set_batch_kernel", mod_set_batch_kernel, METH_O,
     "set_batch_kernel($module, name, /)\n--\n\n"
     "The compilation check_rects uses (safearea_set_batch_kernel): 'auto' (the newest this processor runs),\n"
     "'baseline' (any x86-64) or 'x86-64-v3' (AVX2); results are identical."},
    {"batch_kernel", mod_batch_kernel, METH_NOARGS,
     "batch_kernel($module, /)\n--\n\nThe compilation check_rects uses now (safearea_batch_kernel)."},
    {"_safe_areas", mod_safe_areas, METH_VARARGS,
     "_safe_areas($module, devices, orientations, versions, flags, out, /)\n--\n\n"
     "Batch safe-area queries (safearea_safe_areas): four lists of one length; out a writable N x 4 float64 buffer."},
    {NULL, NULL, 0, NULL},
};
