/*
 * Tree: one window of a UIKit hierarchy (safearea_tree), behind
 * safearea.Window. Its methods are positional-only and return plain ints
 * (nodes), tuples and Insets; the Python layer gives them names and objects.
 * This file: the type, its views and controllers, properties, guides,
 * explanations, layout and the bulk calls; its presentations, app window and
 * transitions are in presentation.c, app_window.c and transition.c.
 */
#include "module.h"

int tree_enter(TreeObject *self) {
    if (self->tree == NULL) {
        PyErr_SetString(PyExc_ValueError, "the tree is closed");
        return -1;
    }
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError,
                        "this tree is in use by another thread; a tree is used by one thread at a time");
        return -1;
    }
    return 0;
}

int node_arg(PyObject *value, safearea_node *out) {
    unsigned long long raw = PyLong_AsUnsignedLongLong(value);
    if (raw == (unsigned long long)-1 && PyErr_Occurred())
        return -1;
    *out = (safearea_node)raw;
    return 0;
}

/* Up to `capacity` numbers of a sequence into out[0..*count-1]; `message` is the TypeError for a
 * value that is not a sequence. More than `capacity` numbers is a ValueError saying `too_many`. */
static int numbers_arg(PyObject *value, const char *message, double *out, Py_ssize_t capacity, Py_ssize_t *count,
                       const char *too_many) {
    PyObject *items = as_tuple(value, message);
    Py_ssize_t i, n;
    if (items == NULL)
        return -1;
    n = PyTuple_Size(items);
    if (n > capacity) {
        Py_DECREF(items);
        PyErr_SetString(PyExc_ValueError, too_many);
        return -1;
    }
    for (i = 0; i < n; i++) {
        out[i] = PyFloat_AsDouble(PyTuple_GetItem(items, i));
        if (out[i] == -1.0 && PyErr_Occurred()) {
            Py_DECREF(items);
            return -1;
        }
    }
    Py_DECREF(items);
    *count = n;
    return 0;
}

int rect_arg(PyObject *value, safearea_rect *out) {
    static const char *const four = "a rectangle has 4 numbers: (x, y, width, height)";
    double v[4];
    Py_ssize_t count = 0;
    if (numbers_arg(value, "a rectangle must be a sequence (x, y, width, height)", v, 4, &count, four) < 0)
        return -1;
    if (count != 4) {
        PyErr_SetString(PyExc_ValueError, four);
        return -1;
    }
    out->x = v[0];
    out->y = v[1];
    out->width = v[2];
    out->height = v[3];
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
    if (state == NULL)
        return NULL;
    if (check_keywords("Tree", kwargs, (const char *const *)keywords) < 0)
        return NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!|iOI:Tree", keywords, state->device_type, &device_obj,
                                     &orientation, &version_obj, &flags)) {
        return NULL;
    }
    if (parse_os_version(state, version_obj, &version) < 0)
        return NULL;
    self = (TreeObject *)((allocfunc)PyType_GetSlot(type, Py_tp_alloc))(type, 0);
    if (self == NULL)
        return NULL;
    self->state = state;
    status = safearea_tree_new(&self->tree, ((DeviceObject *)device_obj)->device, (safearea_orientation)orientation,
                               version, flags);
    if (status != SAFEAREA_OK) {
        Py_DECREF(self);
        return raise_status(state, status);
    }
    return (PyObject *)self;
}

static void tree_dealloc(PyObject *op) {
    TreeObject *self = (TreeObject *)op;
    PyTypeObject *type = Py_TYPE(op);
    if (self->tree != NULL)
        safearea_tree_free(self->tree);
    self->tree = NULL;
    ((freefunc)PyType_GetSlot(type, Py_tp_free))(op);
    Py_DECREF(type);
}

static PyObject *tree_view_new(PyObject *op, PyObject *args) {
    int kind;
    PyObject *frame_obj;
    safearea_rect frame;
    safearea_node node = 0;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "iO:view_new", &kind, &frame_obj))
        return NULL;
    if (rect_arg(frame_obj, &frame) < 0)
        return NULL;
    TREE_CALL(safearea_view_new(&node, self->tree, (safearea_view_kind)kind, frame));
    return PyLong_FromUnsignedLongLong(node);
}

/* The calls on one or two nodes, by the shape of their result: each method passes the C function
 * itself. */
typedef int (*pair_action)(safearea_tree *tree, safearea_node a, safearea_node b);
typedef int (*node_query)(safearea_node *out, safearea_tree *tree, safearea_node node);
typedef int (*insets_query)(safearea_insets *out, safearea_tree *tree, safearea_node node);

PyObject *node_action_result(PyObject *op, PyObject *arg, node_action action) {
    safearea_node node;
    TREE_SELF;
    if (node_arg(arg, &node) < 0)
        return NULL;
    TREE_CALL(action(self->tree, node));
    Py_RETURN_NONE;
}

/* An action on two nodes, given as a 2-tuple of arguments: None. */
static PyObject *pair_action_result(PyObject *op, PyObject *args, const char *format, pair_action action) {
    PyObject *a_obj, *b_obj;
    safearea_node a, b;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, format, &a_obj, &b_obj))
        return NULL;
    if (node_arg(a_obj, &a) < 0 || node_arg(b_obj, &b) < 0)
        return NULL;
    TREE_CALL(action(self->tree, a, b));
    Py_RETURN_NONE;
}

/* The node a query of one node answers: an int, 0 for none. */
static PyObject *node_query_result(PyObject *op, PyObject *arg, node_query query) {
    safearea_node node, result = 0;
    TREE_SELF;
    if (node_arg(arg, &node) < 0)
        return NULL;
    TREE_CALL(query(&result, self->tree, node));
    return PyLong_FromUnsignedLongLong(result);
}

/* The insets a query of one view answers: Insets. */
static PyObject *insets_query_result(PyObject *op, PyObject *arg, insets_query query) {
    safearea_node node;
    safearea_insets insets;
    TREE_SELF;
    if (node_arg(arg, &node) < 0)
        return NULL;
    TREE_CALL(query(&insets, self->tree, node));
    return new_insets(self->state, insets);
}

static PyObject *tree_add_subview(PyObject *op, PyObject *args) {
    return pair_action_result(op, args, "OO:add_subview", safearea_view_add_subview);
}

static PyObject *tree_insert_subview(PyObject *op, PyObject *args) {
    PyObject *a_obj, *b_obj;
    safearea_node a, b;
    Py_ssize_t index;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "OOn:insert_subview", &a_obj, &b_obj, &index))
        return NULL;
    if (node_arg(a_obj, &a) < 0 || node_arg(b_obj, &b) < 0)
        return NULL;
    TREE_CALL(safearea_view_insert_subview(self->tree, a, b, index < 0 ? (size_t)-1 : (size_t)index));
    Py_RETURN_NONE;
}

static PyObject *tree_remove_from_superview(PyObject *op, PyObject *arg) {
    return node_action_result(op, arg, safearea_view_remove_from_superview);
}
static PyObject *tree_set_root(PyObject *op, PyObject *arg) {
    return node_action_result(op, arg, safearea_tree_set_root);
}
static PyObject *tree_remove_from_parent(PyObject *op, PyObject *arg) {
    return node_action_result(op, arg, safearea_controller_remove_from_parent);
}
static PyObject *tree_destroy(PyObject *op, PyObject *arg) {
    return node_action_result(op, arg, safearea_node_destroy);
}
static PyObject *tree_superview(PyObject *op, PyObject *arg) {
    return node_query_result(op, arg, safearea_view_superview);
}
static PyObject *tree_controller_view(PyObject *op, PyObject *arg) {
    return node_query_result(op, arg, safearea_controller_view);
}
static PyObject *tree_parent(PyObject *op, PyObject *arg) {
    return node_query_result(op, arg, safearea_controller_parent);
}
static PyObject *tree_view_controller(PyObject *op, PyObject *arg) {
    return node_query_result(op, arg, safearea_view_controller);
}
static PyObject *tree_safe_area(PyObject *op, PyObject *arg) {
    return insets_query_result(op, arg, safearea_view_safe_area);
}
static PyObject *tree_layout_margins(PyObject *op, PyObject *arg) {
    return insets_query_result(op, arg, safearea_view_layout_margins);
}

static PyObject *tree_controller_new(PyObject *op, PyObject *args) {
    int kind;
    PyObject *view_obj;
    safearea_node view, node = 0;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "iO:controller_new", &kind, &view_obj))
        return NULL;
    if (node_arg(view_obj, &view) < 0)
        return NULL;
    TREE_CALL(safearea_controller_new(&node, self->tree, (safearea_controller_kind)kind, view));
    return PyLong_FromUnsignedLongLong(node);
}

static PyObject *tree_add_child(PyObject *op, PyObject *args) {
    PyObject *parent_obj, *child_obj, *container_obj, *frame_obj = Py_None;
    safearea_node parent, child, container;
    safearea_rect frame;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "OOO|O:add_child", &parent_obj, &child_obj, &container_obj, &frame_obj))
        return NULL;
    if (node_arg(parent_obj, &parent) < 0 || node_arg(child_obj, &child) < 0 || node_arg(container_obj, &container) < 0)
        return NULL;
    if (frame_obj != Py_None && rect_arg(frame_obj, &frame) < 0)
        return NULL;
    TREE_CALL(
        safearea_controller_add_child(self->tree, parent, child, container, frame_obj == Py_None ? NULL : &frame));
    Py_RETURN_NONE;
}

static PyObject *tree_set_children(PyObject *op, PyObject *args) {
    PyObject *container_obj, *list_obj, *items;
    safearea_node container, *children;
    Py_ssize_t count, i;
    int status;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "OO:set_children", &container_obj, &list_obj))
        return NULL;
    if (node_arg(container_obj, &container) < 0)
        return NULL;
    items = as_tuple(list_obj, "children must be a sequence of nodes");
    if (items == NULL)
        return NULL;
    count = PyTuple_Size(items);
    children = PyMem_Malloc(sizeof(safearea_node) * (size_t)(count > 0 ? count : 1));
    if (children == NULL) {
        Py_DECREF(items);
        return PyErr_NoMemory();
    }
    for (i = 0; i < count; i++) {
        if (node_arg(PyTuple_GetItem(items, i), &children[i]) < 0) {
            PyMem_Free(children);
            Py_DECREF(items);
            return NULL;
        }
    }
    Py_DECREF(items);
    status = safearea_controller_set_children(self->tree, container, children, (size_t)count);
    PyMem_Free(children);
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
    Py_RETURN_NONE;
}

static PyObject *tree_set(PyObject *op, PyObject *args) {
    PyObject *node_obj, *values_obj;
    safearea_node node;
    int property;
    double values[8];
    Py_ssize_t count = 0;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "OiO:set", &node_obj, &property, &values_obj))
        return NULL;
    if (node_arg(node_obj, &node) < 0)
        return NULL;
    if (numbers_arg(values_obj, "values must be a sequence of numbers", values, 8, &count, "at most 8 values") < 0)
        return NULL;
    TREE_CALL(safearea_tree_set(self->tree, node, (safearea_property)property, values, (size_t)count));
    Py_RETURN_NONE;
}

static PyObject *double_item(void *context, size_t index) {
    return PyFloat_FromDouble(((const double *)context)[index]);
}

static PyObject *tree_get(PyObject *op, PyObject *args) {
    PyObject *node_obj;
    safearea_node node;
    int property;
    double values[8];
    size_t count = 0;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "Oi:get", &node_obj, &property))
        return NULL;
    if (node_arg(node_obj, &node) < 0)
        return NULL;
    TREE_CALL(safearea_tree_get(values, 8, &count, self->tree, node, (safearea_property)property));
    return tuple_from_count(count, double_item, values);
}

static PyObject *tree_guide(PyObject *op, PyObject *args) {
    PyObject *node_obj;
    safearea_node node;
    int guide;
    safearea_rect rect;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "Oi:guide", &node_obj, &guide))
        return NULL;
    if (node_arg(node_obj, &node) < 0)
        return NULL;
    TREE_CALL(safearea_view_guide(&rect, self->tree, node, (safearea_guide)guide));
    return Py_BuildValue("(dddd)", rect.x, rect.y, rect.width, rect.height);
}

static PyObject *tree_corner_adapted_guide(PyObject *op, PyObject *args) {
    PyObject *node_obj;
    safearea_node node;
    int guide, axis;
    safearea_rect rect;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "Oii:corner_adapted_guide", &node_obj, &guide, &axis))
        return NULL;
    if (node_arg(node_obj, &node) < 0)
        return NULL;
    TREE_CALL(safearea_view_corner_adapted_guide(&rect, self->tree, node, (safearea_guide)guide,
                                                 (safearea_adaptivity_axis)axis));
    return Py_BuildValue("(dddd)", rect.x, rect.y, rect.width, rect.height);
}

typedef struct {
    safearea_tree *tree;
    safearea_node node;
    safearea_edge edge;
    int json;
} explain_context;

static int write_explanation(char *buffer, size_t capacity, size_t *length, void *context) {
    explain_context *c = context;
    return safearea_view_explain(buffer, capacity, length, c->tree, c->node, c->edge, c->json);
}

static PyObject *tree_explain(PyObject *op, PyObject *args) {
    PyObject *node_obj;
    explain_context context;
    int edge;
    TREE_SELF;
    if (!PyArg_ParseTuple(args, "Oip:explain", &node_obj, &edge, &context.json))
        return NULL;
    if (node_arg(node_obj, &context.node) < 0)
        return NULL;
    context.tree = self->tree;
    context.edge = (safearea_edge)edge;
    return text_result(self->state, write_explanation, &context);
}

static PyObject *node_item(void *context, size_t index) {
    return PyLong_FromUnsignedLongLong(((const safearea_node *)context)[index]);
}

/* A node list of the C API (count first, then the nodes) as a tuple of ints. */
typedef int (*node_lister)(safearea_node *out, size_t capacity, size_t *count, safearea_tree *tree, safearea_node node);

static int changed_views_lister(safearea_node *out, size_t capacity, size_t *count, safearea_tree *tree,
                                safearea_node node) {
    return safearea_tree_changed_views(out, capacity, count, tree);
}

static PyObject *node_list(TreeObject *self, node_lister list, safearea_node node) {
    safearea_node *nodes;
    size_t count = 0;
    PyObject *result;
    int status = list(NULL, 0, &count, self->tree, node);
    if (status != SAFEAREA_OK && status != SAFEAREA_E_BUFFER_TOO_SMALL)
        return raise_status(self->state, status);
    nodes = PyMem_Malloc(sizeof(safearea_node) * (count > 0 ? count : 1));
    if (nodes == NULL)
        return PyErr_NoMemory();
    status = list(nodes, count, &count, self->tree, node);
    if (status != SAFEAREA_OK) {
        PyMem_Free(nodes);
        return raise_status(self->state, status);
    }
    result = tuple_from_count(count, node_item, nodes);
    PyMem_Free(nodes);
    return result;
}

static PyObject *tree_changed_views(PyObject *op, PyObject *unused) {
    TREE_SELF;
    return node_list(self, changed_views_lister, 0);
}

static PyObject *tree_subviews(PyObject *op, PyObject *arg) {
    safearea_node node;
    TREE_SELF;
    if (node_arg(arg, &node) < 0)
        return NULL;
    return node_list(self, safearea_view_subviews, node);
}

static PyObject *tree_children(PyObject *op, PyObject *arg) {
    safearea_node node;
    TREE_SELF;
    if (node_arg(arg, &node) < 0)
        return NULL;
    return node_list(self, safearea_controller_children, node);
}

static PyObject *tree_root(PyObject *op, PyObject *unused) {
    safearea_node root = 0;
    TREE_SELF;
    TREE_CALL(safearea_tree_root(&root, self->tree));
    return PyLong_FromUnsignedLongLong(root);
}

static PyObject *tree_layout(PyObject *op, PyObject *unused) {
    int status;
    TREE_SELF;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS status = safearea_tree_layout(self->tree);
    Py_END_ALLOW_THREADS self->busy = 0;
    if (status != SAFEAREA_OK)
        return raise_status(self->state, status);
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
    if (!PyArg_ParseTuple(args, "OOO|O:add_views", &root_obj, &parents_obj, &frames_obj, &kinds_obj))
        return NULL;
    if (node_arg(root_obj, &root) < 0)
        return NULL;
    if (PyObject_GetBuffer(parents_obj, &parents, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0)
        return NULL;
    if (PyObject_GetBuffer(frames_obj, &frames, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) {
        PyBuffer_Release(&parents);
        return NULL;
    }
    if (kinds_obj != Py_None) {
        if (PyObject_GetBuffer(kinds_obj, &kinds, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0)
            goto done;
        have_kinds = 1;
    }
    if (parents.itemsize != 8 ||
        (parents.format != NULL && strchr("qlL", parents.format[strlen(parents.format) - 1]) == NULL)) {
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
    if (result == NULL)
        goto done;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS status = safearea_tree_add_views(
        (safearea_node *)PyBytes_AsString(result), self->tree, root, count, (const int64_t *)parents.buf,
        (const safearea_rect *)frames.buf, have_kinds ? (const uint8_t *)kinds.buf : NULL);
    Py_END_ALLOW_THREADS self->busy = 0;
    if (status != SAFEAREA_OK) {
        Py_CLEAR(result);
        raise_status(self->state, status);
    }
done:
    PyBuffer_Release(&parents);
    PyBuffer_Release(&frames);
    if (have_kinds)
        PyBuffer_Release(&kinds);
    return result;
}

/* safe_areas(nodes: buffer of uint64) -> bytes of float64 (N x 4) */
static PyObject *tree_safe_areas(PyObject *op, PyObject *arg) {
    Py_buffer nodes;
    PyObject *result;
    size_t count;
    int status;
    TREE_SELF;
    if (PyObject_GetBuffer(arg, &nodes, PyBUF_C_CONTIGUOUS) < 0)
        return NULL;
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
    Py_BEGIN_ALLOW_THREADS status = safearea_tree_safe_areas((safearea_insets *)PyBytes_AsString(result), self->tree,
                                                             (const safearea_node *)nodes.buf, count);
    Py_END_ALLOW_THREADS self->busy = 0;
    PyBuffer_Release(&nodes);
    if (status != SAFEAREA_OK) {
        Py_DECREF(result);
        return raise_status(self->state, status);
    }
    return result;
}

static int write_tree_svg(char *buffer, size_t capacity, size_t *length, void *context) {
    return safearea_tree_svg(buffer, capacity, length, (safearea_tree *)context);
}

static PyObject *tree_svg(PyObject *op, PyObject *unused) {
    TREE_SELF;
    return text_result(self->state, write_tree_svg, self->tree);
}

static PyObject *tree_close(PyObject *op, PyObject *unused) {
    TreeObject *self = (TreeObject *)op;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this tree is in use by another thread");
        return NULL;
    }
    if (self->tree != NULL)
        safearea_tree_free(self->tree);
    self->tree = NULL;
    Py_RETURN_NONE;
}

static PyMethodDef tree_methods[] = {
    {"view_new", tree_view_new, METH_VARARGS,
     "view_new($self, kind, frame, /)\n--\n\nA new detached view of kind (0 plain, 1 scroll) with frame (x, y, width, "
     "height); its node (safearea_view_new)."},
    {"add_subview", tree_add_subview, METH_VARARGS,
     "add_subview($self, parent, child, /)\n--\n\nAppends child to parent's subviews (safearea_view_add_subview)."},
    {"insert_subview", tree_insert_subview, METH_VARARGS,
     "insert_subview($self, parent, child, index, /)\n--\n\nInserts child at index of parent's subviews; past the end "
     "or negative: last (safearea_view_insert_subview)."},
    {"remove_from_superview", tree_remove_from_superview, METH_O,
     "remove_from_superview($self, view, /)\n--\n\nRemoves a view with its subtree from its superview "
     "(safearea_view_remove_from_superview)."},
    {"superview", tree_superview, METH_O,
     "superview($self, view, /)\n--\n\nThe view's superview, 0 for none (safearea_view_superview)."},
    {"subviews", tree_subviews, METH_O,
     "subviews($self, view, /)\n--\n\nThe view's subviews in order, a tuple of nodes (safearea_view_subviews)."},
    {"view_controller", tree_view_controller, METH_O,
     "view_controller($self, view, /)\n--\n\nThe controller whose root view this is, 0 for none "
     "(safearea_view_controller)."},
    {"controller_new", tree_controller_new, METH_VARARGS,
     "controller_new($self, kind, root_view, /)\n--\n\nA new controller of kind (0 plain, 1 navigation, 2 tab bar) "
     "with root_view (0: a new view); its node (safearea_controller_new)."},
    {"controller_view", tree_controller_view, METH_O,
     "controller_view($self, controller, /)\n--\n\nThe controller's root view (safearea_controller_view)."},
    {"root", tree_root, METH_NOARGS,
     "root($self, /)\n--\n\nThe window's root view controller, 0 for none (safearea_tree_root)."},
    {"set_root", tree_set_root, METH_O,
     "set_root($self, controller, /)\n--\n\nMakes controller the window's root view controller; 0 for none "
     "(safearea_tree_set_root)."},
    {"parent", tree_parent, METH_O,
     "parent($self, controller, /)\n--\n\nThe controller's parent controller, 0 for none "
     "(safearea_controller_parent)."},
    {"children", tree_children, METH_O,
     "children($self, controller, /)\n--\n\nThe controller's children in order, a tuple of nodes "
     "(safearea_controller_children)."},
    {"add_child", tree_add_child, METH_VARARGS,
     "add_child($self, parent, child, container, frame=None, /)\n--\n\nEmbeds child in parent with its view in "
     "container at frame (None: the container's bounds) (safearea_controller_add_child)."},
    {"remove_from_parent", tree_remove_from_parent, METH_O,
     "remove_from_parent($self, controller, /)\n--\n\nRemoves a child controller from its parent "
     "(safearea_controller_remove_from_parent)."},
    {"set_children", tree_set_children, METH_VARARGS,
     "set_children($self, container, children, /)\n--\n\nSets a navigation controller's stack or a tab bar "
     "controller's tabs (safearea_controller_set_children)."},
    {"destroy", tree_destroy, METH_O,
     "destroy($self, node, /)\n--\n\nDestroys a detached view or a parentless, non-root controller "
     "(safearea_node_destroy)."},
    {"set", tree_set, METH_VARARGS,
     "set($self, node, property, values, /)\n--\n\nSets a safearea_property of a node (0: the window) from a sequence "
     "of numbers (safearea_tree_set)."},
    {"get", tree_get, METH_VARARGS,
     "get($self, node, property, /)\n--\n\nA safearea_property of a node (0: the window) as a tuple of floats, laying "
     "out first (safearea_tree_get)."},
    {"safe_area", tree_safe_area, METH_O,
     "safe_area($self, view, /)\n--\n\nThe view's safeAreaInsets as Insets (safearea_view_safe_area)."},
    {"layout_margins", tree_layout_margins, METH_O,
     "layout_margins($self, view, /)\n--\n\nThe view's effective layoutMargins as Insets "
     "(safearea_view_layout_margins)."},
    {"guide", tree_guide, METH_VARARGS,
     "guide($self, view, guide, /)\n--\n\nA layout guide's frame (x, y, width, height) in the view's bounds "
     "(safearea_view_guide)."},
    {"corner_adapted_guide", tree_corner_adapted_guide, METH_VARARGS,
     "corner_adapted_guide($self, view, guide, axis, /)\n--\n\nA layout guide's frame adapted to the window's "
     "corners along axis (safearea_view_corner_adapted_guide)."},
    {"explain", tree_explain, METH_VARARGS,
     "explain($self, view, edge, json, /)\n--\n\nWhy the view's inset on edge has its value: text, or a JSON array "
     "when json is true (safearea_view_explain)."},
    {"changed_views", tree_changed_views, METH_NOARGS,
     "changed_views($self, /)\n--\n\nViews whose safeAreaInsets changed since the last call, a tuple of nodes "
     "(safearea_tree_changed_views)."},
    {"layout", tree_layout, METH_NOARGS,
     "layout($self, /)\n--\n\nRuns a layout pass now, without the GIL (safearea_tree_layout)."},
    {"add_views", tree_add_views, METH_VARARGS,
     "add_views($self, root, parents, frames, kinds=None, /)\n--\n\nBuilds views in bulk from int64 parents, float64 N "
     "x 4 frames and uint8 kinds; bytes of uint64 nodes (safearea_tree_add_views)."},
    {"safe_areas", tree_safe_areas, METH_O,
     "safe_areas($self, nodes, /)\n--\n\nThe safeAreaInsets of many views (a uint64 buffer) as bytes of N x 4 float64 "
     "(safearea_tree_safe_areas)."},
    {"close", tree_close, METH_NOARGS,
     "close($self, /)\n--\n\nFrees the tree now (safearea_tree_free); later calls raise ValueError."},
    {"svg", tree_svg, METH_NOARGS, "svg($self, /)\n--\n\nThe engine's SVG picture of the window (safearea_tree_svg)."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot tree_slots[] = {
    {Py_tp_doc,
     "Tree(device, orientation=0, os_version=None, flags=0)\n--\n\n"
     "A safearea_tree: one window on device (a DeviceBase) in an orientation (a safearea_orientation value)\n"
     "with SAFEAREA_* tree flags (safearea_tree_new); used by safearea.Window."},
    {Py_tp_new, tree_new},
    {Py_tp_dealloc, tree_dealloc},
    {Py_tp_methods, tree_methods},
    {0, NULL},
};

PyType_Spec tree_spec = {
    .name = "safearea._safearea.Tree",
    .basicsize = sizeof(TreeObject),
    .flags = Py_TPFLAGS_DEFAULT,
    .slots = tree_slots,
};
