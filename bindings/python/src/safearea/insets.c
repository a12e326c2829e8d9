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
    PyObject *items[4];
    allocfunc alloc = (allocfunc)PyType_GetSlot(type, Py_tp_alloc);
    int i;
    if (check_keywords("Insets", kwargs, (const char *const *)keywords) < 0)
        return NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "dddd:Insets", keywords, &values[0], &values[1], &values[2],
                                     &values[3])) {
        return NULL;
    }
    for (i = 0; i < 4; i++)
        items[i] = PyFloat_FromDouble(values[i]);
    return untracked(fill_tuple(alloc == NULL ? NULL : alloc(type, 4), items, 4));
}

/* tuple's own slots, the same in every interpreter of the process (PyTuple_Type is static). */
static destructor tuple_dealloc;
static traverseproc tuple_traverse;

int load_tuple_slots(void) {
    tuple_dealloc = (destructor)PyType_GetSlot(&PyTuple_Type, Py_tp_dealloc);
    tuple_traverse = (traverseproc)PyType_GetSlot(&PyTuple_Type, Py_tp_traverse);
    return tuple_dealloc == NULL || tuple_traverse == NULL ? -1 : 0;
}

/* The object is a tuple: tuple's own deallocation takes it out of the collector, releases its
 * items and frees it with the type's tp_free; the instance's reference to its heap type is
 * released after (what CPython's subtype_dealloc does for a subclass written in Python). */
static void insets_dealloc(PyObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    tuple_dealloc(self);
    Py_DECREF(type);
}

static int insets_traverse(PyObject *self, visitproc visit, void *arg) {
    Py_VISIT(Py_TYPE(self));
    return tuple_traverse(self, visit, arg);
}

static PyObject *insets_repr(PyObject *self) {
    if (PyTuple_Size(self) != 4)
        return PyUnicode_FromString("safearea.Insets(?)");
    return PyUnicode_FromFormat("safearea.Insets(top=%R, left=%R, bottom=%R, right=%R)", PyTuple_GetItem(self, 0),
                                PyTuple_GetItem(self, 1), PyTuple_GetItem(self, 2), PyTuple_GetItem(self, 3));
}

static PyObject *insets_field(PyObject *self, void *closure) {
    Py_ssize_t index = (Py_ssize_t)(intptr_t)closure;
    PyObject *value;
    if (index >= PyTuple_Size(self)) {
        PyErr_SetString(PyExc_AttributeError, "malformed Insets");
        return NULL;
    }
    value = PyTuple_GetItem(self, index);
    Py_XINCREF(value);
    return value;
}

static PyObject *insets_reduce(PyObject *self, PyObject *unused) {
    PyObject *items = PyTuple_GetSlice(self, 0, PyTuple_Size(self));
    if (items == NULL)
        return NULL;
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
    {"__reduce__", insets_reduce, METH_NOARGS,
     "__reduce__($self, /)\n--\n\nPickles as Insets(top, left, bottom, right)."},
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
