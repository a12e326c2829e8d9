/*
 * DeviceBase, a device profile (safearea_device) built in or loaded from
 * JSON, which safearea.Device subclasses in Python; the Device objects
 * themselves are made by catalog.c. Each method parses its own parameters
 * (parse_args): a keyword a method does not take is a TypeError.
 */
#include "module.h"

/* ------------------------------------------------------------------ */
/* DeviceBase                                                           */
/* ------------------------------------------------------------------ */

static int device_traverse(PyObject *self, visitproc visit, void *arg) {
    Py_VISIT(Py_TYPE(self));
    return 0;
}

static void device_dealloc(PyObject *op) {
    DeviceObject *self = (DeviceObject *)op;
    PyTypeObject *type = Py_TYPE(op);
    PyObject_GC_UnTrack(op);
    if (self->weakreflist != NULL)
        PyObject_ClearWeakRefs(op);
    if (self->owned && self->device != NULL)
        safearea_device_free((safearea_device *)self->device);
    self->device = NULL;
    ((freefunc)PyType_GetSlot(type, Py_tp_free))(op);
    Py_DECREF(type);
}

static PyObject *device_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    PyErr_SetString(PyExc_TypeError,
                    "Device objects come from safearea.device(), safearea.devices() or safearea.load_device()");
    return NULL;
}

/* (orientation='portrait', *, os_version=None, status_bar_hidden=False): a query. */
typedef struct {
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags;
} query;

static int query_from(module_state *state, PyObject *const *values, query *out) {
    if (parse_orientation(state, values[0], &out->orientation) < 0)
        return -1;
    if (parse_os_version(state, values[1], &out->os_version) < 0)
        return -1;
    if (parse_status_bar_hidden(values[2], &out->flags) < 0)
        return -1;
    return parse_strict(values[3], &out->flags);
}

#define QUERY_NAMES "orientation", "os_version", "status_bar_hidden", "strict"

static const arg_spec safe_area_spec = ARG_SPEC("safe_area", 1, 0, QUERY_NAMES);

/* The hot path of the package: Device.safe_area. */
static PyObject *device_safe_area(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    module_state *state = self->state;
    PyObject *values[4];
    query q;
    safearea_insets insets;
    int status;
    if (kwnames == NULL && nargs <= 1) {
        /* The common call, safe_area() or safe_area("landscape_left"): nothing to match by name. */
        q.os_version = NULL;
        q.flags = 0;
        if (parse_orientation(state, nargs == 1 ? args[0] : NULL, &q.orientation) < 0)
            return NULL;
    } else {
        if (parse_args(&safe_area_spec, args, nargs, kwnames, values) < 0)
            return NULL;
        if (query_from(state, values, &q) < 0)
            return NULL;
    }
    status = safearea_device_safe_area(&insets, self->device, q.orientation, q.os_version, q.flags);
    if (status != SAFEAREA_OK)
        return raise_status(state, status);
    return new_insets(state, insets);
}

typedef struct {
    const safearea_device *device;
    query q;
} svg_context;

static int write_device_svg(char *buffer, size_t capacity, size_t *length, void *context) {
    svg_context *c = context;
    return safearea_device_svg(buffer, capacity, length, c->device, c->q.orientation, c->q.os_version, c->q.flags);
}

static const arg_spec svg_spec = ARG_SPEC("_svg", 1, 0, QUERY_NAMES);

static PyObject *device_svg_method(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[4];
    svg_context context;
    if (parse_args(&svg_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (query_from(self->state, values, &context.q) < 0)
        return NULL;
    context.device = self->device;
    return text_result(self->state, write_device_svg, &context);
}

static PyObject *rect_tuple(safearea_rect r) {
    return Py_BuildValue("(dddd)", r.x, r.y, r.width, r.height);
}

static PyObject *device_info(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    safearea_device_info info;
    int status = safearea_device_get_info(&info, self->device);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return Py_BuildValue("{s:s,s:d,s:d,s:d,s:(II),s:d,s:s,s:N,s:O,s:O,s:N,s:I,s:I,s:I,s:d,s:O}", "family",
                         safearea_family_string(info.family), "width", info.width, "height", info.height, "scale",
                         info.scale, "native_pixels", info.native_width, info.native_height, "corner_radius",
                         info.corner_radius, "housing", safearea_housing_string(info.housing), "housing_rect",
                         rect_tuple(info.housing_rect), "housing_measured", info.housing_measured ? Py_True : Py_False,
                         "home_indicator", info.home_indicator ? Py_True : Py_False, "home_indicator_rect",
                         rect_tuple(info.home_indicator_rect), "orientations", info.orientations, "os_min", info.os_min,
                         "os_max", info.os_max, "native_scale", info.native_scale, "display_zoom",
                         info.display_zoom ? Py_True : Py_False);
}

static PyObject *device_zoomed(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    const safearea_device *zoomed = NULL;
    int status = safearea_device_zoomed(&zoomed, self->device);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return builtin_device(self->state, zoomed);
}

static PyObject *alias_item(void *context, size_t index) {
    DeviceObject *self = context;
    const char *alias = NULL;
    int status = safearea_device_alias_at(&alias, self->device, index);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return PyUnicode_FromString(alias);
}

static PyObject *device_aliases(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    return tuple_from_count(safearea_device_alias_count(self->device), alias_item, self);
}

static PyObject *os_range_item(void *context, size_t index) {
    DeviceObject *self = context;
    safearea_os_range range;
    int status = safearea_device_os_range_at(&range, self->device, index);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return Py_BuildValue("(II)", range.min, range.max);
}

static PyObject *device_os_ranges(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    return tuple_from_count(safearea_device_os_range_count(self->device), os_range_item, self);
}

static PyObject *region_item(void *context, size_t index) {
    const safearea_region *r = (const safearea_region *)context + index;
    return Py_BuildValue("(ssOO(dddd)d)", safearea_region_kind_string(r->kind), safearea_edge_string(r->edge),
                         r->physical ? Py_True : Py_False, r->approximate ? Py_True : Py_False, r->rect.x, r->rect.y,
                         r->rect.width, r->rect.height, r->corner_radius);
}

static const arg_spec regions_spec = ARG_SPEC("_unsafe_regions", 1, 0, QUERY_NAMES);

static PyObject *device_regions(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[4];
    query q;
    safearea_region regions[16];
    size_t count = 0;
    int status;
    if (parse_args(&regions_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (query_from(self->state, values, &q) < 0)
        return NULL;
    status = safearea_device_unsafe_regions(regions, 16, &count, self->device, q.orientation, q.os_version, q.flags);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return tuple_from_count(count, region_item, regions);
}

static const arg_spec resolve_spec = ARG_SPEC("_resolve_os_version", 1, 0, "orientation", "os_version");

static PyObject *device_resolve(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[4] = {NULL, NULL, NULL, NULL};
    query q;
    safearea_os_version version;
    int status;
    if (parse_args(&resolve_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (query_from(self->state, values, &q) < 0)
        return NULL;
    status = safearea_device_resolve_os_version(&version, self->device, q.orientation, q.os_version);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return PyLong_FromUnsignedLong(version);
}

static const arg_spec measured_os_spec = ARG_SPEC("_measured_os", 1, 0, "orientation", "os_version");

static PyObject *device_measured_os(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[4] = {NULL, NULL, NULL, NULL};
    query q;
    safearea_os_range range;
    int status;
    if (parse_args(&measured_os_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (query_from(self->state, values, &q) < 0)
        return NULL;
    status = safearea_device_measured_os(&range, self->device, q.orientation, q.os_version);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return Py_BuildValue("(II)", range.min, range.max);
}

/* (kind, source, basis) of a safearea_provenance. */
static PyObject *provenance_tuple(const safearea_provenance *p) {
    return Py_BuildValue("(sss)", safearea_provenance_kind_string(p->kind), p->source, p->basis);
}

static const arg_spec provenance_spec = ARG_SPEC("_provenance", 1, 0, QUERY_NAMES);

static PyObject *device_provenance(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[4];
    query q;
    safearea_provenance provenance;
    int status;
    if (parse_args(&provenance_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (query_from(self->state, values, &q) < 0)
        return NULL;
    status = safearea_device_provenance(&provenance, self->device, q.orientation, q.os_version, q.flags);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return provenance_tuple(&provenance);
}

static const arg_spec keyboard_spec =
    ARG_SPEC("_keyboard_height", 1, 0, "orientation", "os_version", "strict", "predictive");

static PyObject *device_keyboard_height(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[4];
    safearea_orientation orientation;
    const char *os_version;
    uint32_t flags = 0;
    int predictive = 1;
    double height;
    safearea_provenance provenance;
    int status;
    if (parse_args(&keyboard_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (parse_orientation(self->state, values[0], &orientation) < 0 ||
        parse_os_version(self->state, values[1], &os_version) < 0 || parse_strict(values[2], &flags) < 0) {
        return NULL;
    }
    if (values[3] != NULL && (predictive = PyObject_IsTrue(values[3])) < 0)
        return NULL;
    if (!predictive)
        flags |= SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE;
    status = safearea_device_keyboard_height(&height, &provenance, self->device, orientation, os_version, flags);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return Py_BuildValue("(dN)", height, provenance_tuple(&provenance));
}

static const arg_spec housing_edge_spec = ARG_SPEC("housing_edge", 1, 0, "orientation");

static PyObject *device_housing_edge(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[1];
    safearea_orientation orientation;
    safearea_edge edge;
    int status;
    if (parse_args(&housing_edge_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (parse_orientation(self->state, values[0], &orientation) < 0)
        return NULL;
    status = safearea_device_housing_edge(&edge, self->device, orientation);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    if (edge == SAFEAREA_EDGE_NONE)
        Py_RETURN_NONE;
    return PyUnicode_FromString(safearea_edge_string(edge));
}

static const arg_spec screen_size_spec = ARG_SPEC("screen_size", 1, 0, "orientation");

static PyObject *device_screen_size(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[1];
    safearea_orientation orientation;
    double width, height;
    int status;
    if (parse_args(&screen_size_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (parse_orientation(self->state, values[0], &orientation) < 0)
        return NULL;
    status = safearea_device_screen_size(&width, &height, self->device, orientation);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return Py_BuildValue("(dd)", width, height);
}

/* ------------------------------------------------------------------ */
/* Displays, vertical bars, corners and reserved regions                */
/* ------------------------------------------------------------------ */

/* _display() -> (role, sibling name): ('outer' or 'inner', str), or (None, None) for one display. */
static PyObject *device_display(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    safearea_display_role role;
    const char *sibling = NULL;
    int status = safearea_device_display(&role, &sibling, self->device);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    if (role == SAFEAREA_DISPLAY_SINGLE)
        return Py_BuildValue("(OO)", Py_None, Py_None);
    return Py_BuildValue("(ss)", safearea_display_role_string(role), sibling);
}

static PyObject *device_sibling(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    const safearea_device *sibling = NULL;
    int status = safearea_device_sibling(&sibling, self->device);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return builtin_device(self->state, sibling);
}

static PyObject *device_corner_radii(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    safearea_corner_radii r;
    int status = safearea_device_corner_radii(&r, self->device);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    return Py_BuildValue("(dddd)", r.upper_leading, r.upper_trailing, r.lower_leading, r.lower_trailing);
}

static const arg_spec vertical_bar_edge_spec = ARG_SPEC("vertical_bar_edge", 1, 0, "orientation");

static PyObject *device_vertical_bar_edge(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[1];
    safearea_orientation orientation;
    safearea_vertical_bar_edge edge;
    int status;
    if (parse_args(&vertical_bar_edge_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (parse_orientation(self->state, values[0], &orientation) < 0)
        return NULL;
    status = safearea_device_vertical_bar_edge(&edge, self->device, orientation);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    if (edge == SAFEAREA_VERTICAL_BAR_EDGE_NONE)
        Py_RETURN_NONE;
    return PyUnicode_FromString(safearea_vertical_bar_edge_string(edge));
}

/* None -> SAFEAREA_POSE_NONE; a pose's name as safearea_pose_string spells it ('flat', 'book'). */
static int parse_pose(module_state *state, PyObject *value, safearea_pose *out) {
    const char *text, *name;
    int pose;
    *out = SAFEAREA_POSE_NONE;
    if (value == NULL || value == Py_None)
        return 0;
    if (!PyUnicode_Check(value)) {
        raise_type_error(value, "pose must be 'flat', 'book' or None");
        return -1;
    }
    text = utf8_arg(state, value, "pose", "'book'");
    if (text == NULL)
        return -1;
    for (pose = SAFEAREA_POSE_NONE + 1; (name = safearea_pose_string((safearea_pose)pose)) != NULL; pose++) {
        if (strcmp(name, text) == 0) {
            *out = (safearea_pose)pose;
            return 0;
        }
    }
    {
        PyObject *message = PyUnicode_FromFormat("pose must be 'flat', 'book' or None, not %R", value);
        if (message != NULL) {
            const char *utf8 = PyUnicode_AsUTF8AndSize(message, NULL);
            if (utf8 != NULL)
                raise_invalid(state, utf8);
            Py_DECREF(message);
        }
    }
    return -1;
}

PyObject *reserved_region_item(void *context, size_t index) {
    const safearea_reserved_region *r = (const safearea_reserved_region *)context + index;
    return Py_BuildValue("(sss(dddd)(dddd)O(sss))", r->name, safearea_reserved_kind_string(r->kind),
                         safearea_shape_string(r->shape), r->frame.x, r->frame.y, r->frame.width, r->frame.height,
                         r->margins.top, r->margins.left, r->margins.bottom, r->margins.right,
                         r->active ? Py_True : Py_False, safearea_provenance_kind_string(r->provenance.kind),
                         r->provenance.source, r->provenance.basis);
}

static const arg_spec reserved_regions_spec =
    ARG_SPEC("_reserved_regions", 1, 0, "orientation", "pose", "os_version", "strict");

static PyObject *device_reserved_regions(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[4];
    safearea_orientation orientation;
    safearea_pose pose;
    const char *os_version;
    uint32_t flags = 0;
    const safearea_reserved_region *regions = NULL;
    size_t count = 0;
    int status;
    if (parse_args(&reserved_regions_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    if (parse_orientation(self->state, values[0], &orientation) < 0 || parse_pose(self->state, values[1], &pose) < 0 ||
        parse_os_version(self->state, values[2], &os_version) < 0 || parse_strict(values[3], &flags) < 0) {
        return NULL;
    }
    status = safearea_device_reserved_regions(&regions, &count, self->device, orientation, pose, os_version, flags);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    /* The records are the device's; self keeps it alive while they are read. */
    return tuple_from_count(count, reserved_region_item, (void *)regions);
}

static int write_device_json(char *buffer, size_t capacity, size_t *length, void *context) {
    return safearea_device_to_json(buffer, capacity, length, ((DeviceObject *)context)->device);
}

static PyObject *device_to_json(PyObject *op, PyObject *unused) {
    DeviceObject *self = (DeviceObject *)op;
    return text_result(self->state, write_device_json, self);
}

static PyObject *device_get_name(PyObject *op, void *closure) {
    DeviceObject *self = (DeviceObject *)op;
    const char *name = safearea_device_name(self->device);
    if (name == NULL)
        return raise_status(self->state, SAFEAREA_E_UNKNOWN_HANDLE);
    return PyUnicode_FromString(name);
}

static PyObject *device_get_loaded(PyObject *op, void *closure) {
    return PyBool_FromLong(((DeviceObject *)op)->owned);
}

typedef struct {
    const safearea_device *device;
    safearea_export_format format;
    query q;
    const safearea_window *window; /* NULL: the screen */
} export_context;

static int write_export(char *buffer, size_t capacity, size_t *length, void *context) {
    export_context *c = context;
    return safearea_device_export_window(buffer, capacity, length, c->device, c->format, c->q.orientation,
                                         c->q.os_version, c->q.flags, c->window);
}

static const char *window_controls_name(int value) {
    return safearea_window_controls_string((safearea_window_controls)value);
}
static const char *window_compatibility_name(int value) {
    return safearea_window_compatibility_string((safearea_window_compatibility)value);
}

/* One enum field of an exported window, by the name its to-string function spells; an unknown name
 * is InvalidArgumentError naming the field and the names it takes. */
static int parse_window_name(module_state *state, PyObject *value, const char *field, const char *(*name_of)(int),
                             int *out) {
    const char *text, *name;
    int code;
    PyObject *names, *message;
    if (!PyUnicode_Check(value)) {
        raise_type_error(value, "a window's controls and compatibility are names (str)");
        return -1;
    }
    text = utf8_arg(state, value, field, "'half_leading'");
    if (text == NULL)
        return -1;
    for (code = 0; (name = name_of(code)) != NULL; code++) {
        if (strcmp(name, text) == 0) {
            *out = code;
            return 0;
        }
    }
    names = PyUnicode_FromString("");
    for (code = 0; names != NULL && (name = name_of(code)) != NULL; code++)
        PyUnicode_AppendAndDel(&names, PyUnicode_FromFormat("%s%s", code ? ", " : "", name));
    if (names == NULL)
        return -1;
    message = PyUnicode_FromFormat("window %s: %R is not one of %U", field, value, names);
    Py_DECREF(names);
    if (message != NULL) {
        const char *utf8 = PyUnicode_AsUTF8AndSize(message, NULL);
        if (utf8 != NULL)
            raise_invalid(state, utf8);
        Py_DECREF(message);
    }
    return -1;
}

/* None, or (placement, frame, controls, compatibility): the placement of one window as
 * safearea_window_placement_from_string reads it, the others as the header's to-string functions
 * spell them, frame None or (x, y, width, height). */
static int parse_export_window(module_state *state, PyObject *value, safearea_window *out, int *given) {
    PyObject *placement, *frame, *controls, *compatibility;
    int code;
    *given = 0;
    if (value == NULL || value == Py_None)
        return 0;
    if (!PyArg_ParseTuple(value, "OOOO:window", &placement, &frame, &controls, &compatibility))
        return -1;
    if (parse_window_placement(state, placement, &out->placement) < 0)
        return -1;
    if (parse_window_name(state, controls, "controls", window_controls_name, &code) < 0)
        return -1;
    out->controls = (safearea_window_controls)code;
    if (parse_window_name(state, compatibility, "compatibility", window_compatibility_name, &code) < 0)
        return -1;
    out->compatibility = (safearea_window_compatibility)code;
    if (frame != Py_None && !PyArg_ParseTuple(frame, "dddd;frame must be (x, y, width, height)", &out->frame.x,
                                              &out->frame.y, &out->frame.width, &out->frame.height))
        return -1;
    *given = 1;
    return 0;
}

static const arg_spec export_spec =
    ARG_SPEC("_export", 2, 1, "format", QUERY_NAMES, "pose", "mobile_user_agent", "window");

/* _export(format: int, orientation: str | None = None, ...): None leaves the choice to the format
 * (safearea_device_export without an orientation flag: unity and flutter write every orientation
 * the device supports, the others portrait), 'all' sets SAFEAREA_ALL_ORIENTATIONS, a name
 * SAFEAREA_ONE_ORIENTATION; pose 'flat' or 'book' sets SAFEAREA_FLAT_POSE or
 * SAFEAREA_BOOK_POSE; a true mobile_user_agent sets SAFEAREA_MOBILE_USER_AGENT. */
static PyObject *device_export(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    DeviceObject *self = (DeviceObject *)op;
    PyObject *values[8];
    export_context context;
    safearea_window window = SAFEAREA_WINDOW_INIT;
    int windowed = 0;
    int mobile_user_agent = 0;
    uint32_t choice = SAFEAREA_ONE_ORIENTATION;
    safearea_pose pose;
    long format;
    if (parse_args(&export_spec, args, nargs, kwnames, values) < 0)
        return NULL;
    format = PyLong_AsLong(values[0]);
    if (format == -1 && PyErr_Occurred())
        return NULL;
    if (format < 0 || format > 0xFFFF) {
        raise_invalid(self->state, "format is not a safearea_export_format");
        return NULL;
    }
    if (values[1] == NULL || values[1] == Py_None) {
        choice = 0;
        values[1] = NULL;
    } else if (PyUnicode_Check(values[1]) && PyUnicode_CompareWithASCIIString(values[1], "all") == 0) {
        choice = SAFEAREA_ALL_ORIENTATIONS;
        values[1] = NULL;
    }
    if (query_from(self->state, values + 1, &context.q) < 0 || parse_pose(self->state, values[5], &pose) < 0)
        return NULL;
    if (values[6] != NULL && (mobile_user_agent = PyObject_IsTrue(values[6])) < 0)
        return NULL;
    if (parse_export_window(self->state, values[7], &window, &windowed) < 0)
        return NULL;
    context.window = windowed ? &window : NULL;
    context.q.flags |= choice;
    if (mobile_user_agent)
        context.q.flags |= SAFEAREA_MOBILE_USER_AGENT;
    if (pose == SAFEAREA_POSE_FLAT)
        context.q.flags |= SAFEAREA_FLAT_POSE;
    if (pose == SAFEAREA_POSE_BOOK)
        context.q.flags |= SAFEAREA_BOOK_POSE;
    context.device = self->device;
    context.format = (safearea_export_format)format;
    return text_result(self->state, write_export, &context);
}

#define QUERY_SIGNATURE "orientation='portrait', *, os_version=None, status_bar_hidden=False, strict=False"

static PyMethodDef device_methods[] = {
    {"safe_area", (PyCFunction)(void (*)(void))device_safe_area, METH_FASTCALL | METH_KEYWORDS,
     "safe_area($self, /, " QUERY_SIGNATURE ")\n--\n\n"
     "The safe-area insets of a full-screen window (safearea_device_safe_area) as Insets(top, left, bottom, right).\n"
     "os_version None means the newest data; status_bar_hidden removes the status bar's share of the top inset\n"
     "on devices without a sensor housing; strict refuses a derived answer (safearea.OSVersionError naming the\n"
     "derivation): only measured or documented numbers."},
    {"_provenance", (PyCFunction)(void (*)(void))device_provenance, METH_FASTCALL | METH_KEYWORDS,
     "_provenance($self, /, " QUERY_SIGNATURE ")\n--\n\n"
     "Where a safe_area answer comes from (safearea_device_provenance) as (kind, source, basis)."},
    {"_keyboard_height", (PyCFunction)(void (*)(void))device_keyboard_height, METH_FASTCALL | METH_KEYWORDS,
     "_keyboard_height($self, /, orientation='portrait', *, os_version=None, strict=False, predictive=True)\n--\n\n"
     "The keyboard's height in points and its provenance (safearea_device_keyboard_height) as\n"
     "(height, (kind, source, basis))."},
    {"check_rects", (PyCFunction)(void (*)(void))device_check_rects, METH_FASTCALL | METH_KEYWORDS,
     "check_rects($self, /, rects, " QUERY_SIGNATURE ", overlap=True)\n--\n\n"
     "Checks many rectangles at once (safearea_device_check_rects; numpy arrays out, no copy of the input).\n"
     "rects: a C-contiguous float64 array (or any buffer) of shape (N, 4): x, y, width, height in the oriented\n"
     "screen's points. Returns RectCheckResult with numpy arrays: safe (bool: inside the safe-area rectangle),\n"
     "overlap (N x 4: how far top, left, bottom, right reach into the unsafe area; None with overlap=False,\n"
     "which is faster) and obstruction (uint8 codes of OBSTRUCTIONS: 0 none, 1 housing, 2 corner,\n"
     "3 home_indicator, 4 status_bar, 5 inset_band), from the real shapes. A rectangle with a NaN or\n"
     "infinite number is never safe and gets NaN overlaps. Releases the GIL; batches of 131,072\n"
     "rectangles or more use several threads (set_batch_threads)."},
    {"_info", device_info, METH_NOARGS,
     "_info($self, /)\n--\n\nThe fixed facts of the profile (safearea_device_get_info) as a dict."},
    {"_zoomed", device_zoomed, METH_NOARGS,
     "_zoomed($self, /)\n--\n\nThe Display Zoom variant (safearea_device_zoomed): the same Device object on every "
     "call."},
    {"_aliases", device_aliases, METH_NOARGS,
     "_aliases($self, /)\n--\n\nThe aliases and model identifiers (safearea_device_alias_at) as a tuple of str."},
    {"_os_ranges", device_os_ranges, METH_NOARGS,
     "_os_ranges($self, /)\n--\n\nThe (min, max) encoded OS versions with inset data (safearea_device_os_range_at), "
     "oldest first."},
    {"_unsafe_regions", (PyCFunction)(void (*)(void))device_regions, METH_FASTCALL | METH_KEYWORDS,
     "_unsafe_regions($self, /, " QUERY_SIGNATURE ")\n--\n\n"
     "The unsafe regions (safearea_device_unsafe_regions) as tuples (kind, edge, physical, approximate, rect, "
     "corner_radius)."},
    {"_resolve_os_version", (PyCFunction)(void (*)(void))device_resolve, METH_FASTCALL | METH_KEYWORDS,
     "_resolve_os_version($self, /, orientation='portrait', *, os_version=None)\n--\n\n"
     "The encoded OS version whose data a query uses (safearea_device_resolve_os_version)."},
    {"_measured_os", (PyCFunction)(void (*)(void))device_measured_os, METH_FASTCALL | METH_KEYWORDS,
     "_measured_os($self, /, orientation='portrait', *, os_version=None)\n--\n\n"
     "The encoded (min, max) OS versions the measurement behind a query's answer ran, (0, 0) for none\n"
     "(safearea_device_measured_os)."},
    {"housing_edge", (PyCFunction)(void (*)(void))device_housing_edge, METH_FASTCALL | METH_KEYWORDS,
     "housing_edge($self, /, orientation='portrait')\n--\n\n"
     "The screen edge the sensor housing lands on ('top', 'left', 'bottom', 'right'), or None without a housing\n"
     "(safearea_device_housing_edge). iPhones report symmetric landscape insets; this tells the physical side."},
    {"screen_size", (PyCFunction)(void (*)(void))device_screen_size, METH_FASTCALL | METH_KEYWORDS,
     "screen_size($self, /, orientation='portrait')\n--\n\n"
     "The oriented screen size (width, height) in points (safearea_device_screen_size)."},
    {"_display", device_display, METH_NOARGS,
     "_display($self, /)\n--\n\nWhich display the profile is and its sibling's name (safearea_device_display) as\n"
     "('outer' or 'inner', name), or (None, None) for a device with one display."},
    {"_sibling", device_sibling, METH_NOARGS,
     "_sibling($self, /)\n--\n\nThe built-in Device of the other display (safearea_device_sibling); "
     "DeviceNotFoundError\n"
     "for a device with one display or a loaded profile whose sibling is not built in."},
    {"_corner_radii", device_corner_radii, METH_NOARGS,
     "_corner_radii($self, /)\n--\n\nThe four corner radii (safearea_device_corner_radii): upper-leading, "
     "upper-trailing,\n"
     "lower-leading, lower-trailing."},
    {"vertical_bar_edge", (PyCFunction)(void (*)(void))device_vertical_bar_edge, METH_FASTCALL | METH_KEYWORDS,
     "vertical_bar_edge($self, /, orientation='portrait')\n--\n\n"
     "The edge where the system puts vertical bars in that orientation ('leading' or 'trailing'), or None where\n"
     "bars are horizontal (safearea_device_vertical_bar_edge; UIKit's verticalBarEdge). On the iPhone Duo's outer\n"
     "display and its inner display in landscape: 'trailing'. UnsupportedOrientationError for an orientation no\n"
     "source measured."},
    {"_reserved_regions", (PyCFunction)(void (*)(void))device_reserved_regions, METH_FASTCALL | METH_KEYWORDS,
     "_reserved_regions($self, /, orientation='portrait', *, pose=None, os_version=None, strict=False)\n--\n\n"
     "The reserved regions (safearea_device_reserved_regions) as tuples (name, kind, shape, frame, margins, active,\n"
     "(kind, source, basis))."},
    {"to_json", device_to_json, METH_NOARGS,
     "to_json($self, /)\n--\n\nThe profile as JSON (safearea_device_to_json), in the schema load_device() reads."},
    {"_export", (PyCFunction)(void (*)(void))device_export, METH_FASTCALL | METH_KEYWORDS,
     "_export($self, /, format, orientation=None, *, os_version=None, status_bar_hidden=False, strict=False, "
     "pose=None, mobile_user_agent=False, window=None)\n--\n\n"
     "The device in an export format (a safearea_export_format value) for one orientation, 'all', or None\n"
     "for what the format's owner keeps in a document (unity, flutter: every orientation; the others:\n"
     "portrait) (safearea_device_export); mobile_user_agent gives an iPad Safari's mobile user agent\n"
     "(SAFEAREA_MOBILE_USER_AGENT); window None (the screen) or (placement, frame, controls, compatibility), names\n"
     "as the header spells them, frame None or (x, y, width, height) (safearea_device_export_window)."},
    {"_svg", (PyCFunction)(void (*)(void))device_svg_method, METH_FASTCALL | METH_KEYWORDS,
     "_svg($self, /, " QUERY_SIGNATURE ")\n--\n\nThe engine's SVG picture of the screen (safearea_device_svg)."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef device_getset[] = {
    {"name", device_get_name, NULL, "Display name (safearea_device_name).", NULL},
    {"loaded", device_get_loaded, NULL, "True for a profile loaded from JSON.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMemberDef device_members[] = {
    {"__weaklistoffset__", T_PYSSIZET, offsetof(DeviceObject, weakreflist), READONLY, NULL},
    {NULL, 0, 0, 0, NULL},
};

static PyType_Slot device_slots[] = {
    {Py_tp_doc, "DeviceBase()\n--\n\n"
                "A device profile of libsafearea (built-in or loaded from JSON); made by safearea.device(),\n"
                "safearea.devices() and safearea.load_device(), never directly."},
    {Py_tp_dealloc, device_dealloc},
    {Py_tp_traverse, device_traverse},
    {Py_tp_new, device_new},
    {Py_tp_methods, device_methods},
    {Py_tp_getset, device_getset},
    {Py_tp_members, device_members},
    {0, NULL},
};

PyType_Spec device_spec = {
    .name = "safearea._safearea.DeviceBase",
    .basicsize = sizeof(DeviceObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .slots = device_slots,
};
