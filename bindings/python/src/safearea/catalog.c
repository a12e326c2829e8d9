/*
 * The catalog: every built-in Device object, made once and kept in the
 * module state, so that a name, a Display Zoom variant and a pickled device
 * all come back as the same object; the module functions that find and load
 * devices; and the Python classes (safearea._device) this module makes
 * devices and check_rects results of.
 */
#include "module.h"

/* A type's __basicsize__ (the limited API has no tp_basicsize); -1 with an exception. */
static Py_ssize_t basic_size(PyObject *type) {
    PyObject *size = PyObject_GetAttrString(type, "__basicsize__");
    Py_ssize_t result;
    if (size == NULL)
        return -1;
    result = PyLong_AsSsize_t(size);
    Py_DECREF(size);
    return result;
}

int load_device_classes(module_state *state) {
    PyObject *module, *device_class, *rect_result_type = NULL;
    Py_ssize_t rect_size, tuple_size;
    if (state->device_class != NULL)
        return 0;
    module = PyImport_ImportModule("safearea._device");
    if (module == NULL)
        return -1;
    device_class = PyObject_GetAttrString(module, "Device");
    if (device_class != NULL)
        rect_result_type = PyObject_GetAttrString(module, "RectCheckResult");
    Py_DECREF(module);
    if (rect_result_type == NULL) {
        Py_XDECREF(device_class);
        return -1;
    }
    /* RectCheckResult is filled as a plain tuple (its items where a tuple's are): no field of its own. */
    rect_size = PyType_Check(rect_result_type) ? basic_size(rect_result_type) : -1;
    tuple_size = rect_size < 0 ? -1 : basic_size((PyObject *)&PyTuple_Type);
    if (PyErr_Occurred() || !PyType_Check(device_class) ||
        !PyType_IsSubtype((PyTypeObject *)device_class, state->device_type) || !PyType_Check(rect_result_type) ||
        !PyType_IsSubtype((PyTypeObject *)rect_result_type, &PyTuple_Type) || rect_size != tuple_size) {
        if (!PyErr_Occurred()) {
            PyErr_SetString(PyExc_TypeError,
                            "safearea._device.Device must subclass DeviceBase and RectCheckResult be a named tuple");
        }
        Py_DECREF(device_class);
        Py_DECREF(rect_result_type);
        return -1;
    }
    if (state->device_class == NULL) { /* else another thread took them while this one imported */
        state->device_alloc = (allocfunc)PyType_GetSlot((PyTypeObject *)device_class, Py_tp_alloc);
        state->rect_result_alloc = (allocfunc)PyType_GetSlot((PyTypeObject *)rect_result_type, Py_tp_alloc);
        state->device_class = (PyTypeObject *)device_class;
        state->rect_result_type = rect_result_type;
    } else {
        Py_DECREF(device_class);
        Py_DECREF(rect_result_type);
    }
    return 0;
}

/* A new Device for a handle; an owned (loaded) handle is freed with it, or now on failure. */
static PyObject *new_device(module_state *state, const safearea_device *device, int owned) {
    DeviceObject *self = NULL;
    if (load_device_classes(state) == 0)
        self = (DeviceObject *)state->device_alloc(state->device_class, 0);
    if (self == NULL) {
        if (owned)
            safearea_device_free((safearea_device *)device);
        return NULL;
    }
    self->device = device;
    self->owned = owned;
    self->state = state;
    return (PyObject *)self;
}

/* The catalog tuple (borrowed), made on first use with the handle -> Device dict. */
static PyObject *catalog(module_state *state) {
    PyObject *devices, *builtins;
    size_t count, i;
    if (state->catalog != NULL)
        return state->catalog;
    count = safearea_device_count();
    devices = PyTuple_New((Py_ssize_t)count);
    builtins = devices == NULL ? NULL : PyDict_New();
    if (builtins == NULL)
        goto fail;
    for (i = 0; i < count; i++) {
        const safearea_device *handle = NULL;
        PyObject *device, *key;
        int status = safearea_device_at(&handle, i);
        if (status != SAFEAREA_OK) {
            raise_status(state, status);
            goto fail;
        }
        if ((device = new_device(state, handle, 0)) == NULL || PyTuple_SetItem(devices, (Py_ssize_t)i, device) < 0)
            goto fail;
        key = PyLong_FromVoidPtr((void *)handle);
        if (key == NULL || PyDict_SetItem(builtins, key, device) < 0) {
            Py_XDECREF(key);
            goto fail;
        }
        Py_DECREF(key);
    }
    if (state->catalog == NULL) { /* else another thread made it while this one imported the classes */
        state->catalog = devices;
        state->builtins = builtins;
    } else {
        Py_DECREF(devices);
        Py_DECREF(builtins);
    }
    return state->catalog;
fail:
    Py_XDECREF(devices);
    Py_XDECREF(builtins);
    return NULL;
}

/* The Device of a built-in handle (a new reference): the catalog's object, or a Display Zoom
 * variant's, made on first use and kept beside the catalog's. */
PyObject *builtin_device(module_state *state, const safearea_device *handle) {
    PyObject *key, *device;
    if (catalog(state) == NULL)
        return NULL;
    if ((key = PyLong_FromVoidPtr((void *)handle)) == NULL)
        return NULL;
    device = PyDict_GetItemWithError(state->builtins, key);
    if (device != NULL) {
        Py_INCREF(device);
    } else if (!PyErr_Occurred() && (device = new_device(state, handle, 0)) != NULL &&
               PyDict_SetItem(state->builtins, key, device) < 0) {
        Py_CLEAR(device);
    }
    Py_DECREF(key);
    return device;
}

static PyObject *mod_builtin_devices(PyObject *module, PyObject *unused) {
    PyObject *devices = catalog(get_state(module));
    Py_XINCREF(devices);
    return devices;
}

static PyObject *mod_find(PyObject *module, PyObject *name) {
    module_state *state = get_state(module);
    const safearea_device *device = NULL;
    const char *text = utf8_arg(state, name, "a device name", "");
    int status;
    if (text == NULL)
        return NULL;
    status = safearea_device_find(&device, text);
    if (status != SAFEAREA_OK)
        return raise_status(state, status);
    return builtin_device(state, device);
}

static PyObject *mod_load_json(PyObject *module, PyObject *data) {
    module_state *state = get_state(module);
    safearea_device *device = NULL;
    Py_buffer view;
    int status;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    Py_BEGIN_ALLOW_THREADS status = safearea_device_from_json(&device, (const char *)view.buf, (size_t)view.len);
    Py_END_ALLOW_THREADS PyBuffer_Release(&view);
    if (status != SAFEAREA_OK)
        return raise_status(state, status);
    return new_device(state, device, 1);
}

PyMethodDef catalog_functions[] = {
    {"_builtin_devices", mod_builtin_devices, METH_NOARGS,
     "_builtin_devices($module, /)\n--\n\n"
     "Every built-in device (safearea_device_at) as a safearea.Device, in catalog order: the same tuple on every "
     "call."},
    {"_find", mod_find, METH_O,
     "_find($module, name, /)\n--\n\n"
     "The built-in Device with that name, alias or model identifier (safearea_device_find): the catalog's own object."},
    {"_load_json", mod_load_json, METH_O,
     "_load_json($module, data, /)\n--\n\n"
     "A new safearea.Device loaded from a profile in JSON bytes (safearea_device_from_json)."},
    {NULL, NULL, 0, NULL},
};
