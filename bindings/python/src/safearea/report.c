/*
 * Reports and documents: the design audit (safearea_report behind Report),
 * SwiftUI layouts and the engine's pictures of designs and scenes. Every text
 * result goes through text_result.
 */
#include "module.h"

typedef struct {
    PyObject_HEAD
    safearea_report *report;
    module_state *state;
} ReportObject;

static void report_dealloc(PyObject *op) {
    ReportObject *self = (ReportObject *)op;
    PyTypeObject *type = Py_TYPE(op);
    if (self->report != NULL)
        safearea_report_free(self->report);
    ((freefunc)PyType_GetSlot(type, Py_tp_free))(op);
    Py_DECREF(type);
}

static PyObject *report_counts(PyObject *op, PyObject *unused) {
    ReportObject *self = (ReportObject *)op;
    size_t errors = 0, warnings = 0, checks = 0;
    int status = safearea_report_counts(&errors, &warnings, &checks, self->report);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return Py_BuildValue("(nnn)", (Py_ssize_t)errors, (Py_ssize_t)warnings, (Py_ssize_t)checks);
}

typedef struct {
    const safearea_report *report;
    safearea_report_format format;
    const char *uri;
} report_context;

static int write_report(char *buffer, size_t capacity, size_t *length, void *context) {
    report_context *c = context;
    return safearea_report_write(buffer, capacity, length, c->report, c->format, c->uri);
}

static PyObject *report_write(PyObject *op, PyObject *args) {
    ReportObject *self = (ReportObject *)op;
    report_context context;
    int format;
    context.uri = NULL;
    if (!PyArg_ParseTuple(args, "i|z:write", &format, &context.uri))
        return NULL;
    context.report = self->report;
    context.format = (safearea_report_format)format;
    return text_result(self->state, write_report, &context);
}

static PyMethodDef report_methods[] = {
    {"counts", report_counts, METH_NOARGS,
     "counts($self, /)\n--\n\n(errors, warnings, element_checks) of the report (safearea_report_counts)."},
    {"write", report_write, METH_VARARGS,
     "write($self, format, uri=None, /)\n--\n\n"
     "The report as text (safearea_report_write): format a safearea_report_format (REPORT_JSON, REPORT_SARIF,\n"
     "REPORT_TABLE); uri names the design file in SARIF (None: 'design.json')."},
    {NULL, NULL, 0, NULL},
};

static PyObject *report_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    PyErr_SetString(PyExc_TypeError, "reports come from safearea.audit()");
    return NULL;
}

static PyType_Slot report_slots[] = {
    {Py_tp_doc, "Report()\n--\n\nA design audit report (safearea_report); made by safearea.audit(), never directly."},
    {Py_tp_new, report_new},
    {Py_tp_dealloc, report_dealloc},
    {Py_tp_methods, report_methods},
    {0, NULL},
};

PyType_Spec report_spec = {
    .name = "safearea._safearea.Report",
    .basicsize = sizeof(ReportObject),
    .flags = Py_TPFLAGS_DEFAULT,
    .slots = report_slots,
};

/* _audit(design: bytes, devices: str | None, orientations: str | None, os_version: str | None, flags=0,
 *        windows: str | None = None, window_controls=0) -> Report (safearea_audit_with_options) */
static PyObject *mod_audit(PyObject *module, PyObject *args) {
    module_state *state = get_state(module);
    Py_buffer design;
    safearea_audit_options options = SAFEAREA_AUDIT_OPTIONS_INIT;
    unsigned int flags = 0;
    int controls = SAFEAREA_WINDOW_CONTROLS_AUTOMATIC;
    safearea_report *report = NULL;
    ReportObject *object;
    int status;
    if (!PyArg_ParseTuple(args, "y*zzz|Izi:_audit", &design, &options.devices, &options.orientations,
                          &options.os_version, &flags, &options.windows, &controls))
        return NULL;
    options.flags = flags;
    options.window_controls = (safearea_window_controls)controls;
    Py_BEGIN_ALLOW_THREADS status =
        safearea_audit_with_options(&report, (const char *)design.buf, (size_t)design.len, &options);
    Py_END_ALLOW_THREADS PyBuffer_Release(&design);
    if (status != SAFEAREA_OK)
        return raise_status(state, status);
    object = (ReportObject *)((allocfunc)PyType_GetSlot(state->report_type, Py_tp_alloc))(state->report_type, 0);
    if (object == NULL) {
        safearea_report_free(report);
        return NULL;
    }
    object->report = report;
    object->state = state;
    return (PyObject *)object;
}

typedef struct {
    Py_buffer document;
    const safearea_device *device;
    safearea_orientation orientation;
    const char *os_version;
    const char *window;
    int controls;
    int scene; /* a SwiftUI scene audited as its design (safearea_audit_scene_svg) */
} document_context;

static int write_audit_svg(char *buffer, size_t capacity, size_t *length, void *context) {
    document_context *c = context;
    if (c->scene)
        return safearea_audit_scene_svg(buffer, capacity, length, (const char *)c->document.buf,
                                        (size_t)c->document.len, c->device, c->orientation, c->os_version, c->window,
                                        (safearea_window_controls)c->controls);
    if (c->window != NULL)
        return safearea_audit_window_svg(buffer, capacity, length, (const char *)c->document.buf,
                                         (size_t)c->document.len, c->device, c->orientation, c->os_version, c->window,
                                         (safearea_window_controls)c->controls);
    return safearea_audit_svg(buffer, capacity, length, (const char *)c->document.buf, (size_t)c->document.len,
                              c->device, c->orientation, c->os_version);
}

/* _audit_svg(design: bytes, device: DeviceBase, orientation: str, os_version: str | None = None,
 *            window: str | None = None, window_controls=0) -> str */
static PyObject *audit_picture(PyObject *module, PyObject *args, int scene, const char *format) {
    module_state *state = get_state(module);
    document_context context;
    PyObject *device_obj, *orientation_obj, *version_obj = Py_None, *result = NULL;
    context.window = NULL;
    context.controls = SAFEAREA_WINDOW_CONTROLS_AUTOMATIC;
    context.scene = scene;
    if (!PyArg_ParseTuple(args, format, &context.document, state->device_type, &device_obj, &orientation_obj,
                          &version_obj, &context.window, &context.controls)) {
        return NULL;
    }
    context.device = ((DeviceObject *)device_obj)->device;
    if (parse_orientation(state, orientation_obj, &context.orientation) == 0 &&
        parse_os_version(state, version_obj, &context.os_version) == 0) {
        result = text_result(state, write_audit_svg, &context);
    }
    PyBuffer_Release(&context.document);
    return result;
}

static PyObject *mod_audit_svg(PyObject *module, PyObject *args) {
    return audit_picture(module, args, 0, "y*O!O|Ozi:_audit_svg");
}

static PyObject *mod_audit_scene_svg(PyObject *module, PyObject *args) {
    return audit_picture(module, args, 1, "y*O!O|Ozi:_audit_scene_svg");
}

static int write_swiftui_layout(char *buffer, size_t capacity, size_t *length, void *context) {
    Py_buffer *scene = context;
    return safearea_swiftui_layout(buffer, capacity, length, (const char *)scene->buf, (size_t)scene->len);
}

static int write_swiftui_svg(char *buffer, size_t capacity, size_t *length, void *context) {
    Py_buffer *scene = context;
    return safearea_swiftui_svg(buffer, capacity, length, (const char *)scene->buf, (size_t)scene->len);
}

/* A SwiftUI scene (JSON bytes) through one of the two writers. */
static PyObject *swiftui_text(PyObject *module, PyObject *arg, text_writer write) {
    Py_buffer scene;
    PyObject *result;
    if (PyObject_GetBuffer(arg, &scene, PyBUF_SIMPLE) < 0)
        return NULL;
    result = text_result(get_state(module), write, &scene);
    PyBuffer_Release(&scene);
    return result;
}

static PyObject *mod_swiftui_layout(PyObject *module, PyObject *arg) {
    return swiftui_text(module, arg, write_swiftui_layout);
}

static PyObject *mod_swiftui_svg(PyObject *module, PyObject *arg) {
    return swiftui_text(module, arg, write_swiftui_svg);
}

static int write_coverage(char *buffer, size_t capacity, size_t *length, void *context) {
    return safearea_coverage_json(buffer, capacity, length, (const char *)context);
}

static PyObject *mod_coverage_json(PyObject *module, PyObject *args) {
    const char *os_lines = NULL;
    if (!PyArg_ParseTuple(args, "|z:_coverage_json", &os_lines))
        return NULL;
    return text_result(get_state(module), write_coverage, (void *)os_lines);
}

PyMethodDef report_functions[] = {
    {"_audit", mod_audit, METH_VARARGS,
     "_audit($module, design, devices, orientations, os_version, flags=0, windows=None, window_controls=0, /)\n--\n\n"
     "Audits a design (JSON bytes) on devices and orientations (';'- and ','-separated names or None for all)\n"
     "and an OS version (None: each device's newest) with SAFEAREA_AUDIT_* flags, in the app windows a\n"
     "placement list names (None: the full screen) with a safearea_window_controls style; a Report\n"
     "(safearea_audit_with_options)."},
    {"_audit_svg", mod_audit_svg, METH_VARARGS,
     "_audit_svg($module, design, device, orientation, os_version=None, window=None, window_controls=0, /)\n--\n\n"
     "The engine's SVG picture of a design (JSON bytes) on one device (safearea_audit_svg), or in one app\n"
     "window of it (safearea_audit_window_svg)."},
    {"_audit_scene_svg", mod_audit_scene_svg, METH_VARARGS,
     "_audit_scene_svg($module, scene, device, orientation, os_version=None, window=None, window_controls=0, /)\n--\n\n"
     "The engine's SVG picture of a SwiftUI scene (JSON bytes) audited as the design it stands for, on one\n"
     "device, full screen or in one app window (safearea_audit_scene_svg)."},
    {"_swiftui_layout", mod_swiftui_layout, METH_O,
     "_swiftui_layout($module, scene, /)\n--\n\nLays out a SwiftUI scene (JSON bytes); the layout as JSON "
     "(safearea_swiftui_layout)."},
    {"_swiftui_svg", mod_swiftui_svg, METH_O,
     "_swiftui_svg($module, scene, /)\n--\n\nThe engine's SVG picture of a SwiftUI scene (JSON bytes) "
     "(safearea_swiftui_svg)."},
    {"_coverage_json", mod_coverage_json, METH_VARARGS,
     "_coverage_json($module, os_lines=None, /)\n--\n\nThe coverage grid on OS lines (a ','-separated list; None: "
     "15 to 18, 26 and 27) as JSON (safearea_coverage_json)."},
    {NULL, NULL, 0, NULL},
};
