/* The Python benchmark's baseline: a minimal C-extension function that takes
 * one argument and returns a 4-tuple of floats. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

static PyObject *tuple4(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    return Py_BuildValue("(dddd)", 44.0, 0.0, 34.0, 0.0);
}

static PyMethodDef methods[] = {
    {"tuple4", (PyCFunction)(void (*)(void))tuple4, METH_FASTCALL, NULL},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_bench_baseline", NULL, -1, methods};

PyMODINIT_FUNC PyInit__bench_baseline(void) {
    return PyModule_Create(&module);
}
