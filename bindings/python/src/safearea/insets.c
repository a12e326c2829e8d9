/*
 * safearea.Insets: an immutable (top, left, bottom, right) tuple with named
 * fields and a readable repr. A plain tuple subclass rather than a struct
 * sequence: CPython 3.11 struct sequences look their size up in a dict on
 * every creation and deallocation, which is most of a safe_area() call.
 */
#include "module.h"

static PyObject *insets_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"top", "left", "bottom", "right", NULL};
    double values[4];
    PyObject *self;
    int i;
    if (check_keywords("Insets", kwargs, (const char *const *)keywords) < 0) return NULL;
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
    PyObject_GC_UnTrack(self);  /* four floats: no cycle (see new_insets) */
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
    {"__reduce__", insets_reduce, METH_NOARGS, "__reduce__($self, /)\n--\n\nPickles as Insets(top, left, bottom, right)."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot insets_slots[] = {
    {Py_tp_doc, "Insets(top, left, bottom, right)\n--\n\n"
                "Safe-area insets in points (safearea_insets): an immutable tuple with named fields."},
    {Py_tp_new, insets_new},
    {Py_tp_dealloc, insets_dealloc},
    {Py_tp_traverse, insets_traverse},
    {Py_tp_repr, insets_repr},
    {Py_tp_getset, insets_getset},
    {Py_tp_methods, insets_methods},
    {0, NULL},
};

PyType_Spec insets_spec = {
    .name = "safearea.Insets",
    .basicsize = 0,
    .itemsize = 0,
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .slots = insets_slots,
};
