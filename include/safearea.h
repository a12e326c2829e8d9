/*
 * safearea.h - the whole public API of libsafearea.
 *
 * libsafearea computes safe-area insets as UIKit reports them, for every
 * Apple device profile, off Apple platforms. If it is not declared in this
 * header, it is not API.
 *
 * Ownership. Device handles obtained from the built-in catalog
 * (safearea_device_at, safearea_device_find) are owned by the library, live
 * as long as the process and must not be freed (safearea_device_free ignores
 * them). Handles returned by safearea_device_from_json are owned by the
 * caller and released with safearea_device_free; free(NULL) is a no-op.
 * Strings returned as `const char *` are owned by the library: static
 * strings live forever; strings that belong to a device live as long as the
 * device. Callers never free() library memory. Functions that produce text of
 * unknown length write into a caller buffer and return
 * SAFEAREA_E_BUFFER_TOO_SMALL with the needed length when it does not fit.
 *
 * Errors. Every function that can fail returns an int status: SAFEAREA_OK (0)
 * on success or a negative safearea_status code. On failure the calling
 * thread's message, readable by safearea_last_error_message(), names the
 * problem; output parameters are left unchanged. No input - NULL pointers,
 * unknown handles, out-of-range enum values, NaN or infinite numbers,
 * malformed or oversized JSON - crashes or aborts the process.
 *
 * Thread safety. The built-in catalog is immutable and may be shared by any
 * number of threads. A profile loaded from JSON may be read by many threads
 * at once; it must be freed exactly once, when no other thread uses it.
 * Error messages are kept per thread.
 *
 * Versioning. SAFEAREA_VERSION_* describe the header; safearea_version_number()
 * and safearea_version_string() describe the library actually loaded. The
 * shared object's soname carries the major version (libsafearea.so.0). Within
 * a major version, functions, enum values and struct layouts are only added,
 * never changed. A struct that may grow (safearea_presentation, safearea_window,
 * safearea_audit_options) starts with its version, the libgit2 way: fill it with
 * SAFEAREA_<STRUCT>_INIT or safearea_<struct>_init(&s, SAFEAREA_<STRUCT>_VERSION),
 * then set fields.
 *
 * Units. All lengths are points; insets are (top, left, bottom, right);
 * rectangles are (x, y, width, height) with the origin top-left and y down.
 *
 * Contents, in this order ("MODEL.md §N" cites docs/MODEL.md, the behaviour
 * model):
 *   Status codes
 *   Records and enums
 *   Library                  versions, status strings, error messages, parsers
 *   Device catalog
 *   Displays, vertical bars, corners and reserved regions
 *   UIKit hierarchies        trees, views, view controllers, properties, layout,
 *                            safe areas, margins, guides, explanations, transitions
 *   Containers and bars      navigation and tab bar controllers
 *   Presentations            sheets, popovers, full-screen presentations
 *   App windows              iPad app windows on iPadOS 26 and 27
 *   Design audit
 *   SwiftUI safe areas
 *   Pictures (SVG)
 *   Exports                  the device in other tools' formats
 *   Batches                  rectangle checks and query batches
 *   Deprecated names         old names kept for one release
 */
#ifndef SAFEAREA_H
#define SAFEAREA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SAFEAREA_VERSION_MAJOR 0
#define SAFEAREA_VERSION_MINOR 1
#define SAFEAREA_VERSION_PATCH 0
/** major * 10000 + minor * 100 + patch */
#define SAFEAREA_VERSION_NUMBER (SAFEAREA_VERSION_MAJOR * 10000 + SAFEAREA_VERSION_MINOR * 100 + SAFEAREA_VERSION_PATCH)
#define SAFEAREA_VERSION_STRING "0.1.0"

/* ------------------------------------------------------------------ */
/* Status codes                                                         */
/* ------------------------------------------------------------------ */

typedef enum safearea_status {
    SAFEAREA_OK = 0,
    /** A required pointer argument was NULL. */
    SAFEAREA_E_NULL_ARGUMENT = -1,
    /** An enum value, flag set or number was out of range, NaN or infinite. */
    SAFEAREA_E_INVALID_ARGUMENT = -2,
    /** No device has that name, alias or model identifier. */
    SAFEAREA_E_DEVICE_NOT_FOUND = -3,
    /** The handle is not live (never made, or freed) or not the kind the argument takes: a device,
     *  tree, report, view or view controller; the message names the kind expected and what was given. */
    SAFEAREA_E_UNKNOWN_HANDLE = -4,
    /** The device does not support that orientation (upside-down on Face ID iPhones). */
    SAFEAREA_E_UNSUPPORTED_ORIENTATION = -5,
    /** The OS version is malformed, outside the device's range, or has no data. */
    SAFEAREA_E_OS_VERSION = -6,
    /** A device profile (JSON) is malformed or invalid; the message names the
     *  field, and for a JSON error its line and column. */
    SAFEAREA_E_INVALID_PROFILE = -7,
    /** The caller's buffer is too small; the needed size was written back. */
    SAFEAREA_E_BUFFER_TOO_SMALL = -8,
    /** An index was not below the matching count. */
    SAFEAREA_E_INDEX_OUT_OF_RANGE = -9,
    /** An input exceeds a documented limit (see SAFEAREA_MAX_*). */
    SAFEAREA_E_LIMIT_EXCEEDED = -10,
    /** The engine does not predict this value, and the message says what is
     *  unmeasured or why: a view under a scale or rotation transform
     *  (MODEL.md §2.4; the message names the transformed view), a view under a navigation
     *  bar, tab bar or toolbar where that bar's size is unmeasured (on a vertical
     *  bar edge; the message names the bar), the status bar hidden or the reserved
     *  regions of an orientation where no source measured them. */
    SAFEAREA_E_UNSUPPORTED = -11,
    /** A design (JSON) is malformed or invalid; the message names the element,
     *  the field, and for a JSON error its line and column. */
    SAFEAREA_E_INVALID_DESIGN = -12,
    /** A SwiftUI scene (JSON) is malformed or invalid; the message names the
     *  view, the field, and for a JSON error its line and column. */
    SAFEAREA_E_INVALID_SCENE = -13,
    /** An audit that would check nothing: every device and orientation it
     *  chose was skipped for lack of data (an OS version they do not run, no
     *  keyboard height), or the design has no elements. The message lists what
     *  was skipped and why. */
    SAFEAREA_E_NOTHING_AUDITED = -14,
    /** A bug in the library; please report it with the message. */
    SAFEAREA_E_INTERNAL = -99
} safearea_status;

/** Largest profile JSON document accepted, in bytes. */
#define SAFEAREA_MAX_PROFILE_JSON_BYTES (1024 * 1024)
/** Deepest JSON nesting accepted in a profile. */
#define SAFEAREA_MAX_PROFILE_JSON_DEPTH 32
/** Longest name, alias or OS version string accepted, in bytes. */
#define SAFEAREA_MAX_STRING_BYTES 256

/* ------------------------------------------------------------------ */
/* Records and enums                                                    */
/* ------------------------------------------------------------------ */

typedef struct safearea_insets {
    double top, left, bottom, right;
} safearea_insets;

typedef struct safearea_rect {
    double x, y, width, height;
} safearea_rect;

/** UIKit interface orientations. */
typedef enum safearea_orientation {
    SAFEAREA_ORIENTATION_PORTRAIT = 0,
    SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN = 1,
    /** Home button / home indicator on the left: the sensor housing lands on the right. */
    SAFEAREA_ORIENTATION_LANDSCAPE_LEFT = 2,
    /** Home button / home indicator on the right: the sensor housing lands on the left. */
    SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT = 3
} safearea_orientation;

typedef enum safearea_family {
    SAFEAREA_FAMILY_PHONE = 0,
    SAFEAREA_FAMILY_PAD = 1,
    SAFEAREA_FAMILY_TV = 2
} safearea_family;

typedef enum safearea_housing {
    SAFEAREA_HOUSING_NONE = 0,
    SAFEAREA_HOUSING_NOTCH = 1,
    SAFEAREA_HOUSING_DYNAMIC_ISLAND = 2,
    /** A camera hole in the display (custom, e.g. Android, profiles). */
    SAFEAREA_HOUSING_PUNCH_HOLE = 3
} safearea_housing;

typedef enum safearea_edge {
    SAFEAREA_EDGE_NONE = 0,
    SAFEAREA_EDGE_TOP = 1,
    SAFEAREA_EDGE_LEFT = 2,
    SAFEAREA_EDGE_BOTTOM = 3,
    SAFEAREA_EDGE_RIGHT = 4
} safearea_edge;

/** What makes a region of the screen unsafe. */
typedef enum safearea_region_kind {
    /** The sensor housing outline (notch or Dynamic Island): a physical obstruction. */
    SAFEAREA_REGION_HOUSING = 0,
    /** The bounding square of a rounded display corner; the display ends at the
     *  quarter circle of `corner_radius` inside it: a physical obstruction. */
    SAFEAREA_REGION_CORNER = 1,
    /** The home indicator's zone: the bottom inset band (system gestures). */
    SAFEAREA_REGION_HOME_INDICATOR = 2,
    /** The status bar band. It is as tall as the profile's `status_bar_height`:
     *  the status bar's share of the top safe-area inset (20 on home-button
     *  devices, 24 or 32 on rounded-corner iPads), which SAFEAREA_STATUS_BAR_HIDDEN
     *  removes on devices without a sensor housing. On notch and Dynamic Island
     *  phones it is the whole top inset (44 to 68), which hiding the status bar
     *  keeps; that is not UIKit's status-bar frame (54 on the iPhone 14 Pro class,
     *  whose top inset is 59), which a profile carries, where a source gives it,
     *  as `status_bar_frame` (see safearea_device_to_json). */
    SAFEAREA_REGION_STATUS_BAR = 3,
    /** The rest of an inset band: the edge of the safe area that no named
     *  element explains (landscape side margins, tvOS overscan). */
    SAFEAREA_REGION_INSET_BAND = 4
} safearea_region_kind;

/** Flags for queries. */
#define SAFEAREA_STATUS_BAR_HIDDEN (1u << 0)
/** Refuse a derived answer (SAFEAREA_PROVENANCE_DERIVED, a measurement carried
 *  to an OS version its source did not run included) with
 *  SAFEAREA_E_OS_VERSION, whose message names the value that would have been
 *  derived and what from: only measured or documented numbers are answered. */
#define SAFEAREA_STRICT (1u << 3)
/** Every flag this version understands; other bits are rejected. */
#define SAFEAREA_QUERY_FLAGS_ALL (SAFEAREA_STATUS_BAR_HIDDEN | SAFEAREA_STRICT)

/** How a catalog answer is known. */
typedef enum safearea_provenance_kind {
    /** A public simulator or device probe, or dataset, measured this device
     *  (or its model) on this OS version (safearea_device_measured_os); at
     *  the other versions of its range the value is carried, and DERIVED. */
    SAFEAREA_PROVENANCE_MEASURED = 0,
    /** Apple's documentation or Human Interface Guidelines state it. */
    SAFEAREA_PROVENANCE_DOCUMENTED = 1,
    /** Carried from a measured device with the same screen geometry on the
     *  same OS line, or from the same device's nearest measured OS version
     *  (on its own range: "<device>, <range>: carried from iPadOS 26.5, the only version its source
     *  measured"); `basis` names the derivation. SAFEAREA_STRICT refuses it. */
    SAFEAREA_PROVENANCE_DERIVED = 2
} safearea_provenance_kind;

/** Where an answer comes from. The strings are owned by the device (built-in:
 *  for the process's life; loaded: until safearea_device_free). */
typedef struct safearea_provenance {
    safearea_provenance_kind kind;
    /** The source of the numbers; for a derived answer, of the measurement it
     *  is carried from. Never NULL (may be ""). */
    const char *source;
    /** The derivation in words for SAFEAREA_PROVENANCE_DERIVED; "" otherwise. */
    const char *basis;
} safearea_provenance;

/** One unsafe region, in the oriented screen's coordinates. */
typedef struct safearea_region {
    safearea_region_kind kind;
    /** The screen edge the region touches or sits against (a Dynamic Island
     *  floats 11 to 20 pt below the edge it sits against: 11 on the 393- and
     *  430-wide phones, 14 on the 402- and 440-wide ones, as a real iPhone 16
     *  Pro reports it, about 20 on the iPhone Air, whose outline is not
     *  measured and is given as an approximate bound). */
    safearea_edge edge;
    /** 1 for a physical obstruction (housing, corner), 0 for a reserved band. */
    int physical;
    /** 1 when the shape is not measured and the region is a conservative bound. */
    int approximate;
    safearea_rect rect;
    /** For SAFEAREA_REGION_CORNER: the display corner radius; 0 otherwise. */
    double corner_radius;
} safearea_region;

/** An OS version encoded as major * 10000 + minor * 100 + patch (17.4.1 -> 170401). */
typedef uint32_t safearea_os_version;

/** An inclusive range of OS versions for which a profile has measured data. */
typedef struct safearea_os_range {
    safearea_os_version min;
    /** Inclusive; a range given as "18" in a profile ends at 189999 (18.99.99). */
    safearea_os_version max;
} safearea_os_range;

/** Fixed facts of a device profile. */
typedef struct safearea_device_info {
    safearea_family family;
    /** Portrait screen size in points (tvOS: its only, landscape, size). */
    double width, height;
    /** Points to rendered pixels. */
    double scale;
    /** The panel's native pixels; differs from size * scale on downsampled
     *  panels (iPhone 8 Plus, 12 mini, 13 mini). */
    uint32_t native_width, native_height;
    /** Display corner radius in points (0 for square corners): the largest of
     *  the four (safearea_device_corner_radii) where they differ. */
    double corner_radius;
    safearea_housing housing;
    /** Housing outline bounds in portrait screen coordinates: the measured
     *  outline's when housing_measured is 1; when it is 0, a conservative bound
     *  that contains the housing (no source measured its outline, but its place
     *  is known: the profile's "approximate": true), or zero when not even that
     *  is known (the housing region is then the whole top inset band). Zero
     *  when there is no housing. */
    safearea_rect housing_rect;
    /** 1 if the housing outline is measured; 0 if housing_rect is a
     *  conservative bound or zero. */
    int housing_measured;
    /** 1 if the device has a home indicator. */
    int home_indicator;
    /** The indicator glyph in portrait screen coordinates (zero if unmeasured). */
    safearea_rect home_indicator_rect;
    /** Bit (1u << orientation) for each supported orientation. */
    uint32_t orientations;
    /** Oldest and newest OS the device runs. */
    safearea_os_version os_min, os_max;
    /** Native panel pixels per point (UIScreen.nativeScale): native_width / width. */
    double native_scale;
    /** 1 for a Display Zoom variant (safearea_device_zoomed), 0 otherwise. */
    int display_zoom;
} safearea_device_info;

/** Which display of a device with several a profile describes
 *  (safearea_device_display). Each display is a profile of its own. */
typedef enum safearea_display_role {
    /** The device's one display: every device but the iPhone Duo. */
    SAFEAREA_DISPLAY_SINGLE = 0,
    /** The display used closed (the iPhone Duo's 466 x 678 pt cover display, the
     *  simulator's main screen). */
    SAFEAREA_DISPLAY_OUTER = 1,
    /** The display used open, flat or folded like a book. */
    SAFEAREA_DISPLAY_INNER = 2
} safearea_display_role;

/** The edge where the system puts vertical bars (UITraitCollection.verticalBarEdge):
 *  the status bar, navigation and toolbar buttons and the tab bar stacked down
 *  one side (the iPhone Duo's outer display, and its inner display in landscape). */
typedef enum safearea_vertical_bar_edge {
    /** No vertical bar (UIKit's unspecified): bars are horizontal, as on every
     *  device but the iPhone Duo. */
    SAFEAREA_VERTICAL_BAR_EDGE_NONE = 0,
    SAFEAREA_VERTICAL_BAR_EDGE_LEADING = 1,
    SAFEAREA_VERTICAL_BAR_EDGE_TRAILING = 2
} safearea_vertical_bar_edge;

/** The display's corner radii in points, in the order the simulator's device
 *  profile gives them, named in the profile's portrait orientation (its width x
 *  height) and a left-to-right layout: upper_leading is the top-left corner. A
 *  profile with one radius has four equal ones (every device but the iPhone Duo's
 *  outer display, 8 / 59 / 8 / 59). */
typedef struct safearea_corner_radii {
    double upper_leading, upper_trailing, lower_leading, lower_trailing;
} safearea_corner_radii;

/** How a folding device is held (safearea_device_reserved_regions): only a
 *  fold's (a division region's) `active` depends on it. */
typedef enum safearea_pose {
    /** No pose given: open flat on a display with a fold; the only value a
     *  display without a fold takes. */
    SAFEAREA_POSE_NONE = 0,
    /** Open flat (180 degrees): the fold is reported, inactive. */
    SAFEAREA_POSE_FLAT = 1,
    /** Folded like a book (measured at 90, 113 and 130 degrees): the fold is active. */
    SAFEAREA_POSE_BOOK = 2
} safearea_pose;

/** What another entity does to a reserved region (UIView.ReservedRegion.Kind). */
typedef enum safearea_reserved_kind {
    /** Something occludes content there: a camera, the vertical bars' status strip. */
    SAFEAREA_RESERVED_OCCLUSION = 0,
    /** Content splits there into two regions: a fold. Content may cross it;
     *  controls and text should not sit on it. */
    SAFEAREA_RESERVED_DIVISION = 1
} safearea_reserved_kind;

/** The shape of what a reserved region holds, inside its frame minus its margins
 *  (UIKit reports only the rectangle; the shape is the catalog's reading of its
 *  source). */
typedef enum safearea_shape {
    SAFEAREA_SHAPE_RECTANGLE = 0,
    /** Rounded ends of half the shorter side: a circle when square (a camera hole). */
    SAFEAREA_SHAPE_CAPSULE = 1
} safearea_shape;

/** One reserved region of an oriented screen (UIView.ReservedRegion, iOS 27.1):
 *  a part of the screen deliberately not in the safe area. */
typedef struct safearea_reserved_region {
    safearea_reserved_kind kind;
    safearea_shape shape;
    /** What the region is ("camera", "bar strip", "fold"), owned by the device. */
    const char *name;
    /** The region including its margins (UIKit's frame), in the oriented screen's points. */
    safearea_rect frame;
    /** The margins for interactive content that the frame includes (UIKit's
     *  margins, top, left, bottom, right); the reserved part is the frame minus
     *  them (the fold's is a zero-width line). */
    safearea_insets margins;
    /** 1 when active (UIKit's isActive; a UIKit query without includeInactive
     *  leaves inactive regions out), 0 otherwise. */
    int active;
    /** Where the region's numbers come from (strings owned by the device). */
    safearea_provenance provenance;
} safearea_reserved_region;

/** The most reserved regions one orientation of a profile declares. */
#define SAFEAREA_MAX_RESERVED_REGIONS 16

/** Opaque device profile. */
typedef struct safearea_device safearea_device;

/* ------------------------------------------------------------------ */
/* Library                                                              */
/* ------------------------------------------------------------------ */

/** Version of the loaded library, encoded like SAFEAREA_VERSION_NUMBER. Thread-safe. Never fails. */
int safearea_version_number(void);
/** Version of the loaded library as "major.minor.patch"; static, never NULL. */
const char *safearea_version_string(void);
/** A static description of a status code ("unknown status" for others); never NULL. */
const char *safearea_status_string(int status);
/** The calling thread's last error message; "" if none. Owned by the library,
 *  valid until the next failing call on this thread. Never NULL. */
const char *safearea_last_error_message(void);

/** Static lower-case names of enum values ("portrait", "landscape_left", ...);
 *  NULL for a value out of range. */
const char *safearea_orientation_string(safearea_orientation orientation);
const char *safearea_family_string(safearea_family family);
const char *safearea_housing_string(safearea_housing housing);
const char *safearea_edge_string(safearea_edge edge);
const char *safearea_region_kind_string(safearea_region_kind kind);
const char *safearea_provenance_kind_string(safearea_provenance_kind kind);
const char *safearea_display_role_string(safearea_display_role role);
const char *safearea_vertical_bar_edge_string(safearea_vertical_bar_edge edge);
const char *safearea_pose_string(safearea_pose pose);
const char *safearea_reserved_kind_string(safearea_reserved_kind kind);
const char *safearea_shape_string(safearea_shape shape);

/** Parses an orientation name as printed by safearea_orientation_string
 *  (case-insensitive). Errors: NULL_ARGUMENT, INVALID_ARGUMENT. */
int safearea_orientation_from_string(safearea_orientation *out, const char *name);

/** Parses "17", "17.4", "17.4.1", optionally prefixed "iOS ", "iPadOS " or
 *  "tvOS ". A query of a device refuses (OS_VERSION) a version that names
 *  another platform's OS ("tvOS 17.4" for an iPhone; an iPad takes "iPadOS"
 *  and "iOS"). Errors: NULL_ARGUMENT, OS_VERSION. */
int safearea_os_version_parse(safearea_os_version *out, const char *text);

/* ------------------------------------------------------------------ */
/* Device catalog                                                       */
/* ------------------------------------------------------------------ */

/** Number of built-in device profiles. Thread-safe. */
size_t safearea_device_count(void);

/** The built-in device at `index` (< safearea_device_count()).
 *  Errors: NULL_ARGUMENT, INDEX_OUT_OF_RANGE. */
int safearea_device_at(const safearea_device **out, size_t index);

/** Finds a built-in device by display name, alias or model identifier
 *  ("iPhone 14 Pro", "iPhone15,2"), ignoring case and surrounding spaces.
 *  Errors: NULL_ARGUMENT, DEVICE_NOT_FOUND (the message suggests close names),
 *  LIMIT_EXCEEDED. */
int safearea_device_find(const safearea_device **out, const char *name_alias_or_model);

/** The device's display name, owned by the device; NULL (with the thread's
 *  error message set) for NULL or an unknown handle. */
const char *safearea_device_name(const safearea_device *device);

/** Fills `out` with the device's fixed facts. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_device_get_info(safearea_device_info *out, const safearea_device *device);

/** The Display Zoom variant of a built-in iPhone (Settings > Display Zoom >
 *  Larger Text): the same panel, scale and pixels at the zoomed point size
 *  (375x667 -> 320x568, 414x736 -> 375x667, 375- to 402-wide Face ID phones ->
 *  320x693, 414- to 440-wide -> 375x812), named "<name> (Display Zoom)" and
 *  findable by that name, with insets derived from the base device (no public
 *  measurement of zoomed insets exists: SAFEAREA_STRICT refuses them). Owned by
 *  the library like built-in devices; not listed by safearea_device_at.
 *  Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (not an iPhone with
 *  Display Zoom, already zoomed, or a loaded profile). */
int safearea_device_zoomed(const safearea_device **out, const safearea_device *device);

/** Number of aliases (marketing names and model identifiers); 0 for a bad handle. */
size_t safearea_device_alias_count(const safearea_device *device);
/** Alias `index`, owned by the device. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INDEX_OUT_OF_RANGE. */
int safearea_device_alias_at(const char **out, const safearea_device *device, size_t index);

/** Number of OS-version ranges with inset data; 0 for a bad handle. */
size_t safearea_device_os_range_count(const safearea_device *device);
/** Range `index`, oldest first. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INDEX_OUT_OF_RANGE. */
int safearea_device_os_range_at(safearea_os_range *out, const safearea_device *device, size_t index);

/** The safe-area insets of a full-screen window on `device` in `orientation`.
 *  `os_version` NULL means the newest version the profile has data for.
 *  `flags`: SAFEAREA_STATUS_BAR_HIDDEN removes the status bar's share of the
 *  top inset on devices without a sensor housing.
 *  Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (orientation or
 *  flags out of range), UNSUPPORTED_ORIENTATION (also an orientation the device
 *  has but no source measured, such as the iPhone Duo's outer display in
 *  landscape: the message says what is unmeasured), OS_VERSION, UNSUPPORTED
 *  (SAFEAREA_STATUS_BAR_HIDDEN where no source measured it: the iPhone Duo). */
int safearea_device_safe_area(safearea_insets *out, const safearea_device *device, safearea_orientation orientation,
                              const char *os_version /* NULL: newest */, uint32_t flags);

/** Where the answer of the safearea_device_safe_area query with the same
 *  arguments comes from (SAFEAREA_STRICT refuses a derived one as that query
 *  would). Per orientation: on an OS line a probe read in some orientations
 *  only (the profile's derived_orientations), the others answer
 *  SAFEAREA_PROVENANCE_DERIVED with the line's basis, the measured ones
 *  their kind with a basis of "". Errors: as safearea_device_safe_area. */
int safearea_device_provenance(safearea_provenance *out, const safearea_device *device,
                               safearea_orientation orientation, const char *os_version, uint32_t flags);

/** The OS versions the measurement behind the safearea_device_safe_area answer
 *  with the same arguments ran (see MODEL.md §8): a value is
 *  SAFEAREA_PROVENANCE_MEASURED only there, and elsewhere on its OS range
 *  carried from there (SAFEAREA_PROVENANCE_DERIVED, basis "..., carried from iPadOS 26.5,
 *  ..."). `min` equals `max` for one version (260500); a source that records
 *  only its OS line gives the line (180000 to 189999). {0, 0} when the answer
 *  rests on no measurement of this range (documented, or derived from another
 *  device or line) or a loaded profile's measured record does not say.
 *  Errors: as safearea_device_resolve_os_version. */
int safearea_device_measured_os(safearea_os_range *out, const safearea_device *device, safearea_orientation orientation,
                                const char *os_version);

/** Flag for safearea_device_keyboard_height: the keyboard without its
 *  predictive row (portrait only; where a source read it or MODEL.md §10's
 *  rule gives it). */
#define SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE (1u << 13)

/** The keyboard's height over the window in points (the system keyboard with
 *  its predictive row, as a UIKeyboardWillShow notification's frame reports
 *  it; with SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE, without the row) in
 *  `orientation` at `os_version` (NULL: newest), and where it comes from
 *  (`provenance` may be NULL). `flags`: SAFEAREA_STRICT and
 *  SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE, or 0.
 *  Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT, UNSUPPORTED_ORIENTATION,
 *  OS_VERSION (also when the catalog knows no keyboard height for the device,
 *  orientation and line, as for tvOS, most loaded profiles, an iPhone in landscape
 *  before iOS 26, iPads before iPadOS 13 and the iPad Pro 12.9-inch (2nd generation);
 *  the message says why). */
int safearea_device_keyboard_height(double *out, safearea_provenance *provenance, const safearea_device *device,
                                    safearea_orientation orientation, const char *os_version, uint32_t flags);

/** The OS version whose data a safearea_device_safe_area query with the same
 *  arguments uses: the parsed `os_version`, or the newest one with data.
 *  Errors: as safearea_device_safe_area. */
int safearea_device_resolve_os_version(safearea_os_version *out, const safearea_device *device,
                                       safearea_orientation orientation, const char *os_version);

/** The screen edge the sensor housing lands on in `orientation`
 *  (SAFEAREA_EDGE_NONE without a housing). iPhones report symmetric landscape
 *  insets; this tells the physical side. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE,
 *  INVALID_ARGUMENT, UNSUPPORTED_ORIENTATION. */
int safearea_device_housing_edge(safearea_edge *out, const safearea_device *device, safearea_orientation orientation);

/** The oriented screen size in points. Errors: as safearea_device_housing_edge. */
int safearea_device_screen_size(double *width, double *height, const safearea_device *device,
                                safearea_orientation orientation);

/** The unsafe regions of the screen in `orientation`, in oriented screen
 *  coordinates: housing, rounded corners, status bar, home indicator zone and
 *  any other inset band. Writes the total to `*count` and, when it fits in
 *  `capacity`, the regions to `out` (which may be NULL when `capacity` is 0);
 *  otherwise returns BUFFER_TOO_SMALL and writes no region. At most 16
 *  regions are ever produced. Errors: as safearea_device_safe_area,
 *  BUFFER_TOO_SMALL. */
int safearea_device_unsafe_regions(safearea_region *out, size_t capacity, size_t *count, const safearea_device *device,
                                   safearea_orientation orientation, const char *os_version, uint32_t flags);

/* ------------------------------------------------------------------ */
/* Displays, vertical bars, corners and reserved regions                */
/* ------------------------------------------------------------------ */

/*
 * A device with two displays (the iPhone Duo) is two profiles, one per display,
 * each naming the other: "iPhone Duo (outer display)", which "iPhone Duo" and
 * iPhone19,4 find, and "iPhone Duo (inner display)". Every other device has one
 * display, no vertical bar edge, four equal corner radii and no reserved region,
 * and answers every function below accordingly.
 */

/** Which display `device` is (`*role`) and the other display's profile name
 *  (`*sibling_name`, owned by the device; "" for SAFEAREA_DISPLAY_SINGLE). Either
 *  output may be NULL. Errors: UNKNOWN_HANDLE. */
int safearea_device_display(safearea_display_role *role, const char **sibling_name, const safearea_device *device);

/** The built-in profile of the device's other display. For a loaded profile, the
 *  built-in device its sibling name names. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE,
 *  DEVICE_NOT_FOUND (a device with one display; a loaded profile whose sibling
 *  is not built in). */
int safearea_device_sibling(const safearea_device **out, const safearea_device *device);

/** The display's four corner radii (see safearea_corner_radii).
 *  Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_device_corner_radii(safearea_corner_radii *out, const safearea_device *device);

/** The edge where the system puts vertical bars in `orientation` (NONE where
 *  bars are horizontal). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT,
 *  UNSUPPORTED_ORIENTATION (also for an orientation no source measured, whose
 *  message says what is unmeasured). */
int safearea_device_vertical_bar_edge(safearea_vertical_bar_edge *out, const safearea_device *device,
                                      safearea_orientation orientation);

/** The reserved regions of the screen in `orientation` (UIKit's reservedRegions
 *  with includeInactive: inactive ones too, each with its `active` flag), in the
 *  oriented screen's points, in the profile's order. `pose` changes only a
 *  fold's `active`; a device with no reserved region answers none. `flags`: 0 or
 *  SAFEAREA_STRICT (an answer with a derived region is refused with
 *  SAFEAREA_E_OS_VERSION naming it). Nothing is copied: `*regions` points at
 *  `*count` records (at most SAFEAREA_MAX_RESERVED_REGIONS, possibly none) owned
 *  by the device, which live as long as its strings; never write through it.
 *  Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (orientation, pose or
 *  flags out of range; SAFEAREA_POSE_FLAT or SAFEAREA_POSE_BOOK on a display
 *  without a fold), UNSUPPORTED_ORIENTATION, OS_VERSION, UNSUPPORTED (an
 *  orientation whose regions no source measured). */
int safearea_device_reserved_regions(const safearea_reserved_region **regions, size_t *count,
                                     const safearea_device *device, safearea_orientation orientation,
                                     safearea_pose pose, const char *os_version, uint32_t flags);

/** Loads a device profile from JSON (UTF-8, `length` bytes, no NUL needed)
 *  with the schema of the built-in catalog (see data/devices.json and
 *  docs/profiles.md). The caller owns the result and frees it with
 *  safearea_device_free. Errors: NULL_ARGUMENT, INVALID_PROFILE (the message
 *  names the field), LIMIT_EXCEEDED. */
int safearea_device_from_json(safearea_device **out, const char *json, size_t length);

/** Writes the profile as JSON (same schema) into `buffer` with a NUL
 *  terminator; `*length` receives the JSON length without the NUL. Returns
 *  BUFFER_TOO_SMALL (and the needed length) when `capacity <= *length`;
 *  `buffer` may be NULL when `capacity` is 0. Errors: NULL_ARGUMENT,
 *  UNKNOWN_HANDLE, BUFFER_TOO_SMALL. */
int safearea_device_to_json(char *buffer, size_t capacity, size_t *length, const safearea_device *device);

/** Frees a profile from safearea_device_from_json. NULL and built-in devices
 *  are ignored; so is an unknown handle (the thread's error message is set). */
void safearea_device_free(safearea_device *device);

/* ------------------------------------------------------------------ */
/* UIKit hierarchies (MODEL.md §2)                                      */
/* ------------------------------------------------------------------ */

/*
 * A tree is one window on a device with its views and view controllers. It is
 * stateful as UIKit is: a child view controller's insets depend on the
 * history of its frames (MODEL.md §2.4). Mutations take effect at the next read
 * or safearea_tree_layout(), which recomputes only what they can affect.
 * A tree is used by one thread at a time; different trees are independent.
 * Nodes (views and controllers) are named by safearea_node values that stay
 * valid until the node is destroyed; a stale or foreign node is reported as
 * SAFEAREA_E_UNKNOWN_HANDLE. Every failing call leaves the tree as it was.
 */
typedef struct safearea_tree safearea_tree;

/** A view or view controller of a tree; 0 is never a valid node. */
typedef uint64_t safearea_node;

/** Flags for safearea_tree_new (SAFEAREA_STATUS_BAR_HIDDEN and SAFEAREA_STRICT also apply: a
 *  strict tree refuses derived window insets and derived container metrics, MODEL.md §17). */
#define SAFEAREA_TREE_CONTINUOUS    (1u << 1) /* child-controller policy 'continuous' (default 'freeze') */
#define SAFEAREA_TREE_RIGHT_TO_LEFT (1u << 2) /* right-to-left layout direction */

typedef enum safearea_view_kind { SAFEAREA_VIEW_PLAIN = 0, SAFEAREA_VIEW_SCROLL = 1 } safearea_view_kind;

typedef enum safearea_controller_kind {
    SAFEAREA_CONTROLLER_PLAIN = 0,
    SAFEAREA_CONTROLLER_NAVIGATION = 1,
    SAFEAREA_CONTROLLER_TAB_BAR = 2
} safearea_controller_kind;

/** UIScrollView.ContentInsetAdjustmentBehavior. */
typedef enum safearea_scroll_adjustment {
    SAFEAREA_SCROLL_AUTOMATIC = 0,
    SAFEAREA_SCROLL_SCROLLABLE_AXES = 1,
    SAFEAREA_SCROLL_NEVER = 2,
    SAFEAREA_SCROLL_ALWAYS = 3
} safearea_scroll_adjustment;

/** Layout guides of a view, as frames in the view's bounds coordinates. */
typedef enum safearea_guide {
    SAFEAREA_GUIDE_SAFE_AREA = 0,
    SAFEAREA_GUIDE_LAYOUT_MARGINS = 1,
    /** At most 672 pt wide, centred in the layout margins. */
    SAFEAREA_GUIDE_READABLE_CONTENT = 2,
    /** From the keyboard's top (hidden: the safe area's bottom) to the view's bottom. */
    SAFEAREA_GUIDE_KEYBOARD = 3
} safearea_guide;

/** Settable properties, each a fixed number of doubles (booleans 0 or 1,
 *  enums by value). View properties take a view node, controller properties a
 *  controller node, window properties the node 0. */
typedef enum safearea_property {
    /* Views */
    SAFEAREA_PROP_FRAME = 1,                                /* 4: x, y, width, height */
    SAFEAREA_PROP_BOUNDS_ORIGIN = 2,                        /* 2: x, y (scroll views: the content offset) */
    SAFEAREA_PROP_DIRECTIONAL_LAYOUT_MARGINS = 3,           /* 4: top, leading, bottom, trailing */
    SAFEAREA_PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS = 4,   /* 1 */
    SAFEAREA_PROP_INSETS_LAYOUT_MARGINS_FROM_SAFE_AREA = 5, /* 1 */
    SAFEAREA_PROP_USES_BOTTOM_SAFE_AREA = 6,                /* 1: keyboard layout guide */
    SAFEAREA_PROP_TRANSFORM = 7,                            /* 6: a, b, c, d, tx, ty (CGAffineTransform); identity
                                                              1, 0, 0, 1, 0, 0. Any other transform makes the insets
                                                              of the view and its subtree SAFEAREA_E_UNSUPPORTED
                                                              (MODEL.md §2.4); a singular matrix is refused */
    SAFEAREA_PROP_AUTORESIZING_MASK = 8,                    /* 1: SAFEAREA_AUTORESIZING_* bits (default 0; a
                                                              controller's root view W|H) */
    /* Scroll views */
    SAFEAREA_PROP_CONTENT_SIZE = 16,                                  /* 2: width, height */
    SAFEAREA_PROP_CONTENT_INSET = 17,                                 /* 4 */
    SAFEAREA_PROP_CONTENT_OFFSET = 18,                                /* 2 */
    SAFEAREA_PROP_CONTENT_INSET_ADJUSTMENT_BEHAVIOR = 19,             /* 1: safearea_scroll_adjustment */
    SAFEAREA_PROP_ALWAYS_BOUNCE_VERTICAL = 20,                        /* 1 */
    SAFEAREA_PROP_ALWAYS_BOUNCE_HORIZONTAL = 21,                      /* 1 */
    SAFEAREA_PROP_VERTICAL_SCROLL_INDICATOR_INSETS = 22,              /* 4: set the user's; get the effective */
    SAFEAREA_PROP_HORIZONTAL_SCROLL_INDICATOR_INSETS = 23,            /* 4: set the user's; get the effective */
    SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS = 24, /* 1 */
    SAFEAREA_PROP_ADJUSTED_CONTENT_INSET = 25,                        /* 4, read only */
    /* View controllers */
    SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS = 32,                 /* 4 (may be negative) */
    SAFEAREA_PROP_PREFERS_STATUS_BAR_HIDDEN = 33,                   /* 1 */
    SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_VIEW_INSETS = 34,    /* 1 */
    SAFEAREA_PROP_EDGES_FOR_EXTENDED_LAYOUT = 35,                   /* 1: bits top 1, left 2, bottom 4, right 8 */
    SAFEAREA_PROP_EXTENDED_LAYOUT_INCLUDES_OPAQUE_BARS = 36,        /* 1 */
    SAFEAREA_PROP_VIEW_RESPECTS_SYSTEM_MINIMUM_LAYOUT_MARGINS = 37, /* 1 */
    SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN = 38,                       /* 1: navigation controllers */
    SAFEAREA_PROP_TRANSLUCENT = 39,                                 /* 1: navigation and tab bar controllers' bars */
    SAFEAREA_PROP_PREFERS_LARGE_TITLES = 40,                        /* 1: navigation controllers */
    SAFEAREA_PROP_TOOLBAR_HIDDEN = 41,                              /* 1: navigation controllers */
    SAFEAREA_PROP_SELECTED_INDEX = 42,                              /* 1: tab bar controllers */
    SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH = 43,    /* 1, read only: topLayoutGuide.length (see below) */
    SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH = 44, /* 1, read only: bottomLayoutGuide.length */
    SAFEAREA_PROP_TOOLBAR_ITEMS = 45,     /* 1: toolbarItems count, 0 to 10000 (default 0; on iOS 26 and later a
                                             shown toolbar with none takes no slot) */
    SAFEAREA_PROP_SEARCH_CONTROLLER = 46, /* 1: navigationItem.searchController (a navigation controller's child) */
    SAFEAREA_PROP_BOTTOM_ACCESSORY = 47,  /* 1: tab bar controllers' bottomAccessory (a band above the tab bar) */
    SAFEAREA_PROP_BAR_MINIMIZATION = 48,  /* 1: safearea_bar_minimization (navigation and tab bar controllers) */
    /* The window (node 0) */
    SAFEAREA_PROP_ORIENTATION = 64,             /* 1: safearea_orientation */
    SAFEAREA_PROP_STATUS_BAR_HIDDEN = 65,       /* 1 */
    SAFEAREA_PROP_CHILD_INSETS_CONTINUOUS = 66, /* 1: 0 freeze, 1 continuous */
    SAFEAREA_PROP_RIGHT_TO_LEFT = 67,           /* 1 */
    SAFEAREA_PROP_KEYBOARD_HEIGHT = 68,         /* 1: 0 hides the keyboard */
    SAFEAREA_PROP_STRICT = 69                   /* 1: refuse derived answers (as the flag SAFEAREA_STRICT) */
} safearea_property;

/*
 * Legacy layout guides (SAFEAREA_PROP_TOP/BOTTOM_LAYOUT_GUIDE_LENGTH), what the
 * safe area replaced in iOS 11 (MODEL.md §2.8): UIViewController.topLayoutGuide
 * ends at the bottom of the status bar, or of the navigation bar when one is
 * visible; bottomLayoutGuide starts at the top of a visible tab bar or toolbar
 * (Apple, "topLayoutGuide" / "bottomLayoutGuide"). Since iOS 11 the system parts
 * are the safe area's: the housing and the home indicator count (iPhone X in a
 * navigation controller 88, in a tab bar controller 83). Model: the controller
 * view's safe-area inset on that edge without its own additionalSafeAreaInsets
 * (window insets for the root; for a child, what its container adds plus its
 * overlap with the ancestor's insets, MODEL.md §2.4-2.5); 0 when not in the window.
 *
 * Autoresizing (SAFEAREA_PROP_AUTORESIZING_MASK, UIView.autoresizingMask): when a
 * view's size changes (a rotation resizing the root view, a frame set, a
 * container placing its child), subviews with flexible parts take the size
 * difference, shared among the flexible parts of an axis in proportion to their
 * current lengths (equally when those are all 0), as UIKit documents.
 */
#define SAFEAREA_AUTORESIZING_FLEXIBLE_LEFT_MARGIN   (1u << 0)
#define SAFEAREA_AUTORESIZING_FLEXIBLE_WIDTH         (1u << 1)
#define SAFEAREA_AUTORESIZING_FLEXIBLE_RIGHT_MARGIN  (1u << 2)
#define SAFEAREA_AUTORESIZING_FLEXIBLE_TOP_MARGIN    (1u << 3)
#define SAFEAREA_AUTORESIZING_FLEXIBLE_HEIGHT        (1u << 4)
#define SAFEAREA_AUTORESIZING_FLEXIBLE_BOTTOM_MARGIN (1u << 5)

/** What a transition reports changed on a view (safearea_change.property). */
typedef enum safearea_change_property {
    /** A root view resized by a rotation, a view autoresized or placed by its container: x, y, width, height. */
    SAFEAREA_CHANGE_FRAME = 0,
    /** safeAreaInsets: top, left, bottom, right. */
    SAFEAREA_CHANGE_SAFE_AREA_INSETS = 1,
    /** The effective layoutMargins. */
    SAFEAREA_CHANGE_LAYOUT_MARGINS = 2,
    /** A scroll view's adjustedContentInset. */
    SAFEAREA_CHANGE_ADJUSTED_CONTENT_INSET = 3,
    /** keyboardLayoutGuide's frame in the view's bounds coordinates. */
    SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE = 4
} safearea_change_property;

/** One changed value of one view: insets as (top, left, bottom, right), frames as (x, y, width, height). */
typedef struct safearea_change {
    safearea_node node;
    safearea_change_property property;
    double before[4];
    double after[4];
} safearea_change;

/** Which fields of a safearea_transition apply (safearea_transition.fields). */
#define SAFEAREA_TRANSITION_ORIENTATION (1u << 0)
#define SAFEAREA_TRANSITION_STATUS_BAR  (1u << 1)
#define SAFEAREA_TRANSITION_KEYBOARD    (1u << 2)
#define SAFEAREA_TRANSITION_OS_VERSION  (1u << 3)

/** A change of the window: a rotation, the status bar shown or hidden, the
 *  keyboard shown (its height in points) or hidden (0), another OS version
 *  (NULL: the newest the device has data for). Fields not named in `fields`
 *  keep their values. */
typedef struct safearea_transition {
    uint32_t fields;
    safearea_orientation orientation;
    int status_bar_hidden;
    double keyboard_height;
    const char *os_version;
} safearea_transition;

/** Static lower-case names of the tree's enum values ("scroll", "tab_bar",
 *  "scrollable_axes", "readable_content", "content_inset_adjustment_behavior"
 *  - the constant's name without its prefix); NULL for a value out of range. */
const char *safearea_view_kind_string(safearea_view_kind kind);
const char *safearea_controller_kind_string(safearea_controller_kind kind);
const char *safearea_scroll_adjustment_string(safearea_scroll_adjustment behavior);
const char *safearea_guide_string(safearea_guide guide);
const char *safearea_property_string(safearea_property property);
const char *safearea_change_property_string(safearea_change_property property);

/** Largest number of nodes in one tree. */
#define SAFEAREA_MAX_TREE_NODES 4000000

/** A window on `device` in `orientation` (`os_version` NULL: newest) with no
 *  root view controller. `flags`: SAFEAREA_STATUS_BAR_HIDDEN,
 *  SAFEAREA_TREE_CONTINUOUS, SAFEAREA_TREE_RIGHT_TO_LEFT, SAFEAREA_STRICT. Free with
 *  safearea_tree_free. The tree keeps its own copy of the device profile.
 *  Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT, UNSUPPORTED_ORIENTATION, OS_VERSION. */
int safearea_tree_new(safearea_tree **out, const safearea_device *device, safearea_orientation orientation,
                      const char *os_version, uint32_t flags);
/** Frees a tree and all its nodes; NULL is a no-op; an unknown pointer is ignored. */
void safearea_tree_free(safearea_tree *tree);

/** A new, detached view. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT
 *  (NaN, infinite, beyond 1e7 or negative size), LIMIT_EXCEEDED. */
int safearea_view_new(safearea_node *out, safearea_tree *tree, safearea_view_kind kind, safearea_rect frame);
/** Appends `child` to `parent`'s subviews (taking it from its old superview).
 *  Errors: UNKNOWN_HANDLE, INVALID_ARGUMENT (a cycle; an embedded controller's root view). */
int safearea_view_add_subview(safearea_tree *tree, safearea_node parent, safearea_node child);
/** Inserts `child` at `index` of `parent`'s subviews (past the end: last). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (a cycle; an embedded controller's root view). */
int safearea_view_insert_subview(safearea_tree *tree, safearea_node parent, safearea_node child, size_t index);
/** Removes a view (with its subtree) from its superview. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (an embedded controller's root view). */
int safearea_view_remove_from_superview(safearea_tree *tree, safearea_node view);
/** The view's superview (0: none). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_view_superview(safearea_node *out, safearea_tree *tree, safearea_node view);
/** The view's subviews in order (UIView.subviews). Writes the total to
 *  `*count` and, when it fits in `capacity`, the nodes to `out` (NULL when
 *  `capacity` is 0); otherwise returns BUFFER_TOO_SMALL and writes no node.
 *  Errors: NULL_ARGUMENT, UNKNOWN_HANDLE (also for a controller node), BUFFER_TOO_SMALL. */
int safearea_view_subviews(safearea_node *out, size_t capacity, size_t *count, safearea_tree *tree, safearea_node view);
/** The controller whose root view `view` is (0: none). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_view_controller(safearea_node *out, safearea_tree *tree, safearea_node view);

/** A new view controller of `kind` whose root view is `root_view` (a detached
 *  view), or a new plain view when `root_view` is 0. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (kind out of range; a root view that is
 *  another controller's or has a superview), LIMIT_EXCEEDED. */
int safearea_controller_new(safearea_node *out, safearea_tree *tree, safearea_controller_kind kind,
                            safearea_node root_view);
/** The controller's root view. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_controller_view(safearea_node *out, safearea_tree *tree, safearea_node controller);
/** Makes `controller` the window's root view controller (0: none); it appears and its view fills the window.
 *  Errors: UNKNOWN_HANDLE, INVALID_ARGUMENT (a controller with a parent). */
int safearea_tree_set_root(safearea_tree *tree, safearea_node controller);
/** The window's root view controller (0: none). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_tree_root(safearea_node *out, safearea_tree *tree);
/** The controller's parent: the controller it is embedded in, or the navigation
 *  or tab bar controller that holds it (0: none). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_controller_parent(safearea_node *out, safearea_tree *tree, safearea_node controller);
/** The controller's children in order: a navigation stack bottom first, tabs in
 *  order, embedded children in the order they were added. Written like
 *  safearea_view_subviews. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE (also for a
 *  view node), BUFFER_TOO_SMALL. */
int safearea_controller_children(safearea_node *out, size_t capacity, size_t *count, safearea_tree *tree,
                                 safearea_node controller);
/** Embeds `child` in the plain controller `parent` with its view in `container`
 *  (a view of the parent's hierarchy) at `frame` (NULL: the container's bounds).
 *  Its insets start at zero (MODEL.md §2.4). Errors: UNKNOWN_HANDLE, INVALID_ARGUMENT
 *  (added twice, a cycle, a container outside the parent's hierarchy). */
int safearea_controller_add_child(safearea_tree *tree, safearea_node parent, safearea_node child,
                                  safearea_node container, const safearea_rect *frame);
/** Removes a child controller from its parent; its view leaves the hierarchy. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_controller_remove_from_parent(safearea_tree *tree, safearea_node child);

/** Destroys a detached view, or a controller without parent that is not the
 *  root (with its root view). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE,
 *  INVALID_ARGUMENT (a view with a superview or a controller; an embedded or root controller). */
int safearea_node_destroy(safearea_tree *tree, safearea_node node);

/** Sets a property (see safearea_property) from `count` doubles.
 *  Errors: UNKNOWN_HANDLE, INVALID_ARGUMENT (wrong count, NaN, a property the node does not have),
 *  UNSUPPORTED (SAFEAREA_PROP_ORIENTATION to an orientation a presentation cannot follow, such as an
 *  iPad with a page sheet rotated to landscape: refused, the tree unchanged). */
int safearea_tree_set(safearea_tree *tree, safearea_node node, safearea_property property, const double *values,
                      size_t count);
/** Reads a property into `values` (laying out first for computed ones); `*count`
 *  receives the number of doubles. Errors: as safearea_tree_set, BUFFER_TOO_SMALL. */
int safearea_tree_get(double *values, size_t capacity, size_t *count, safearea_tree *tree, safearea_node node,
                      safearea_property property);

/** Runs a layout pass now (reads do it on demand). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_tree_layout(safearea_tree *tree);
/** The view's safeAreaInsets. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, UNSUPPORTED (a view under a
 *  transform; under a bar whose metrics are unmeasured on this device, OS line and orientation,
 *  as on a vertical bar edge, an iPad's compact-width tab bar or the search band before iOS 15 or
 *  at compact height before 26; under a tab
 *  bar's bottom accessory or minimized bars; in a presentation the window can no longer place; a
 *  window whose status bar is hidden where that is unmeasured: the message says which),
 *  OS_VERSION (a strict tree: derived window insets, bar metrics or presentation geometry),
 *  INVALID_ARGUMENT (a controller with a search controller outside a navigation controller).
 *  Reads of margins, guides and explain refuse the same views (MODEL.md §17, §18). */
int safearea_view_safe_area(safearea_insets *out, safearea_tree *tree, safearea_node view);
/** The view's effective layoutMargins. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_view_layout_margins(safearea_insets *out, safearea_tree *tree, safearea_node view);
/** A layout guide's frame in the view's bounds coordinates. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE,
 *  INVALID_ARGUMENT (guide out of range). */
int safearea_view_guide(safearea_rect *out, safearea_tree *tree, safearea_node view, safearea_guide guide);

/* Corner-adapted layout regions (iOS, iPadOS and tvOS 26; MODEL.md §2.9). */

/** The axis a corner-adapted region moves in along (UIView.LayoutRegion.AdaptivityAxis). */
typedef enum safearea_adaptivity_axis {
    SAFEAREA_ADAPTIVITY_AXIS_NONE = 0,       /* the region as it is */
    SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL = 1, /* the left or right edge moves in */
    SAFEAREA_ADAPTIVITY_AXIS_VERTICAL = 2    /* the top or bottom edge moves in */
} safearea_adaptivity_axis;
/** Static lower-case name ("none", "horizontal", "vertical"); NULL for a value out of range. */
const char *safearea_adaptivity_axis_string(safearea_adaptivity_axis axis);
/** The frame of `guide` (SAFE_AREA, LAYOUT_MARGINS or READABLE_CONTENT) in the view's bounds
 *  coordinates, adapted to the window's corners along `axis`, as
 *  layoutGuide(for: .safeArea(cornerAdaptation:)), .margins(...) and .readableContent(...): where the
 *  region meets a rounded display corner (or the window controls) the edge on that side moves in
 *  clear of it; elsewhere the plain guide. Amounts: measured on the iPhone Duo's inner display in
 *  landscape (margins, 16 pt), derived elsewhere (a strict tree refuses them). Errors:
 *  NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (guide KEYBOARD or out of range, axis out of
 *  range), UNSUPPORTED (the window's OS is older than 26, and as safearea_view_safe_area),
 *  OS_VERSION (a strict tree: a derived amount, and as safearea_view_safe_area). */
int safearea_view_corner_adapted_guide(safearea_rect *out, safearea_tree *tree, safearea_node view,
                                       safearea_guide guide, safearea_adaptivity_axis axis);
/** Why the view's inset on `edge` has its value (MODEL.md §5): readable text, or a
 *  JSON array of {kind, amount, value, text} when `json` is 1, written like
 *  safearea_device_to_json. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE,
 *  INVALID_ARGUMENT (edge not top, left, bottom or right), BUFFER_TOO_SMALL. */
int safearea_view_explain(char *buffer, size_t capacity, size_t *length, safearea_tree *tree, safearea_node view,
                          safearea_edge edge, int json);
/** Views whose safeAreaInsets changed since the list was last taken (UIKit's
 *  safeAreaInsetsDidChange). Lays out first. When `capacity < *count` returns
 *  BUFFER_TOO_SMALL and keeps the list. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, BUFFER_TOO_SMALL. */
int safearea_tree_changed_views(safearea_node *out, size_t capacity, size_t *count, safearea_tree *tree);

/** Bulk construction: creates `count` views at once. `parents[i]` is -1 to add
 *  view i under `root` (a view node, or 0 to leave it detached) or an index
 *  j < i into this batch; `kinds` may be NULL (all plain). All input is checked
 *  before anything is created. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE,
 *  INVALID_ARGUMENT, LIMIT_EXCEEDED. */
int safearea_tree_add_views(safearea_node *out, safearea_tree *tree, safearea_node root, size_t count,
                            const int64_t *parents, const safearea_rect *frames, const uint8_t *kinds);
/** Bulk read: lays out once and writes the safeAreaInsets of `count` views. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, LIMIT_EXCEEDED,
 *  and for any of the views what safearea_view_safe_area refuses (UNSUPPORTED, OS_VERSION, INVALID_ARGUMENT). */
int safearea_tree_safe_areas(safearea_insets *out, safearea_tree *tree, const safearea_node *views, size_t count);

/** Applies a window transition and records what it changed, view by view, in
 *  the order UIKit delivers safeAreaInsetsDidChange / viewSafeAreaInsetsDidChange:
 *  a superview before its subviews (so a controller's root view before its
 *  children's views); on one view, frame, safe area, layout margins, adjusted
 *  content inset, keyboard layout guide. Unchanged values are not listed, nor
 *  views under a transform (SAFEAREA_E_UNSUPPORTED). Child controllers keep
 *  their MODEL.md §2.4 history (a frozen axis stays frozen). `*count` receives the
 *  number of changes; read them with safearea_tree_transition_changes. All
 *  input is checked first: on error the tree is unchanged. Errors: NULL_ARGUMENT,
 *  UNKNOWN_HANDLE, INVALID_ARGUMENT (unknown field bits, an orientation out of
 *  range, a status_bar_hidden not 0 or 1, a negative, NaN or infinite keyboard
 *  height), UNSUPPORTED_ORIENTATION, OS_VERSION, UNSUPPORTED (a window that would show a
 *  navigation bar, tab bar or toolbar where bars are unmeasured, or hide the status bar where
 *  that is unmeasured: the iPhone Duo). */
int safearea_tree_transition(size_t *count, safearea_tree *tree, const safearea_transition *transition);
/** The changes of the tree's last transition (kept until the next one), written
 *  like safearea_view_subviews: the total to `*count`, the changes to `out` when
 *  they fit. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, BUFFER_TOO_SMALL. */
int safearea_tree_transition_changes(safearea_change *out, size_t capacity, size_t *count, safearea_tree *tree);

/* ------------------------------------------------------------------ */
/* Containers and bars (MODEL.md §2.5, §17)                             */
/* ------------------------------------------------------------------ */

/*
 * Navigation and tab bar controllers (SAFEAREA_CONTROLLER_NAVIGATION,
 * SAFEAREA_CONTROLLER_TAB_BAR) hold their children and show the bars of the
 * window's OS line. Their settings are the navigation and tab bar controller
 * properties of safearea_property (bars hidden, translucent, large titles, toolbar
 * items, the selected tab, the search controller, the bottom accessory, bar
 * minimization); safearea_controller_parent and safearea_controller_children read
 * what they hold.
 */

/** The state of a navigation or tab bar controller's bars (SAFEAREA_PROP_BAR_MINIMIZATION):
 *  UIBarMinimization (iOS 27) and tab bars minimized on scroll (iOS 26), MODEL.md §17. */
typedef enum safearea_bar_minimization {
    SAFEAREA_BAR_MINIMIZATION_NONE = 0,              /* shown in full (the state at rest) */
    SAFEAREA_BAR_MINIMIZATION_ADJUSTS_SAFE_AREA = 1, /* minimized, the safe area following (unmeasured: refused) */
    SAFEAREA_BAR_MINIMIZATION_KEEPS_SAFE_AREA = 2    /* minimized, safeAreaAdjustment .disabled (27 and later) */
} safearea_bar_minimization;
/** Static lower-case name ("none", "adjusts_safe_area", "keeps_safe_area"); NULL for a value out of range. */
const char *safearea_bar_minimization_string(safearea_bar_minimization value);

/** Sets a navigation controller's stack (bottom first, the last is visible) or
 *  a tab bar controller's tabs. Errors: NULL_ARGUMENT,
 *  UNKNOWN_HANDLE, INVALID_ARGUMENT (a plain controller, a cycle, a child held elsewhere),
 *  LIMIT_EXCEEDED (more than 10,000). */
int safearea_controller_set_children(safearea_tree *tree, safearea_node container, const safearea_node *children,
                                     size_t count);

/* ------------------------------------------------------------------ */
/* Presentations (MODEL.md §18)                                         */
/* ------------------------------------------------------------------ */

/** UIModalPresentationStyle. On an iPhone in portrait the page sheet, the form sheet, an adapted
 *  popover and automatic are one sheet; automatic is the form sheet from iOS 18, the page sheet before. */
typedef enum safearea_presentation_style {
    SAFEAREA_PRESENTATION_AUTOMATIC = 0,
    SAFEAREA_PRESENTATION_PAGE_SHEET = 1,
    SAFEAREA_PRESENTATION_FORM_SHEET = 2,
    SAFEAREA_PRESENTATION_FULL_SCREEN = 3,
    SAFEAREA_PRESENTATION_OVER_FULL_SCREEN = 4,
    SAFEAREA_PRESENTATION_POPOVER = 5
} safearea_presentation_style;

/** A sheet's detent (UISheetPresentationController.Detent). */
typedef enum safearea_detent_kind {
    SAFEAREA_DETENT_LARGE = 0,
    SAFEAREA_DETENT_MEDIUM = 1,
    SAFEAREA_DETENT_CUSTOM = 2 /* detent_height points, within the sheet's safe area */
} safearea_detent_kind;

/** UIPopoverArrowDirection: a popover's permitted arrows (a mask of the four bits) or the one it got. */
typedef enum safearea_arrow_direction {
    SAFEAREA_ARROW_NONE = 0, /* no arrow: a sheet, a full-screen presentation, a popover adapted to a sheet */
    SAFEAREA_ARROW_UP = 1u << 0,
    SAFEAREA_ARROW_DOWN = 1u << 1,
    SAFEAREA_ARROW_LEFT = 1u << 2,
    SAFEAREA_ARROW_RIGHT = 1u << 3,
    SAFEAREA_ARROW_ANY = 15 /* the four bits */
} safearea_arrow_direction;

/** A popover's bar button item (UIPopoverPresentationController.sourceItem, a UIBarButtonItem):
 *  which bar and side. Read through the bar the nearest navigation controller at or above the
 *  presenter shows (MODEL.md §18). */
typedef enum safearea_bar_button_placement {
    SAFEAREA_BAR_BUTTON_NONE = 0,                /* no bar button item: source_view / source_rect */
    SAFEAREA_BAR_BUTTON_NAVIGATION_LEADING = 1,  /* navigationItem.leftBarButtonItems */
    SAFEAREA_BAR_BUTTON_NAVIGATION_TRAILING = 2, /* navigationItem.rightBarButtonItems */
    SAFEAREA_BAR_BUTTON_TOOLBAR = 3              /* toolbarItems (no source measured one: UNSUPPORTED on an iPad) */
} safearea_bar_button_placement;
/** "none", "navigation_leading", "navigation_trailing", "toolbar"; NULL out of range. */
const char *safearea_bar_button_placement_string(safearea_bar_button_placement placement);

/** The options of safearea_controller_present, versioned the libgit2 way: initialise with
 *  SAFEAREA_PRESENTATION_INIT or safearea_presentation_init, then set fields. Version 2 appended
 *  the fields after detent_height, version 3 those after prefers_page_sizing; a version-1 or
 *  version-2 struct is still accepted and only its fields are read. */
#define SAFEAREA_PRESENTATION_VERSION 3
typedef struct safearea_presentation {
    unsigned int version;              /* SAFEAREA_PRESENTATION_VERSION */
    safearea_presentation_style style; /* default SAFEAREA_PRESENTATION_AUTOMATIC */
    safearea_detent_kind detent;       /* default SAFEAREA_DETENT_LARGE */
    double detent_height;              /* SAFEAREA_DETENT_CUSTOM only: above 0 and finite; any other
                                          detent takes 0 (a height given with it is INVALID_ARGUMENT) */
    /* version 2: */
    safearea_node source_view;           /* a popover's source: a view in the presenter's window (0: none) */
    int has_source_rect;                 /* 1: source_rect is given (in source_view, or the presenter's view when 0) */
    safearea_rect source_rect;           /* finite, sizes 0 or more; without it the source is source_view's bounds */
    uint32_t permitted_arrow_directions; /* SAFEAREA_ARROW_* bits, not empty (default SAFEAREA_ARROW_ANY) */
    double preferred_content_width;      /* preferredContentSize: both above 0, or both 0 (unset, the default) */
    double preferred_content_height;
    int prefers_edge_attached_in_compact_height;                 /* default 0 */
    int width_follows_preferred_content_size_when_edge_attached; /* default 0 */
    int prefers_page_sizing; /* default 1; an iPad page sheet with 0 takes the form sheet's sizing */
    /* version 3: */
    safearea_bar_button_placement source_bar_button; /* a popover from a bar button item instead of source_view /
                                                        source_rect (both must then be unset); default NONE */
    unsigned int source_bar_button_index; /* the item from the bar's edge, 0 the outermost (only 0 is measured) */
    int keeps_popover_in_compact;         /* 1: a popover stays a popover where UIKit would adapt it (the delegate's
                                     adaptivePresentationStyle returning .none, SwiftUI's presentationCompactAdaptation(.popover));
                                     default 0 */
} safearea_presentation;
#define SAFEAREA_PRESENTATION_INIT                                                                                     \
    {                                                                                                                  \
        SAFEAREA_PRESENTATION_VERSION, SAFEAREA_PRESENTATION_AUTOMATIC, SAFEAREA_DETENT_LARGE, 0, 0, 0, {0, 0, 0, 0},  \
            SAFEAREA_ARROW_ANY, 0, 0, 0, 0, 1, SAFEAREA_BAR_BUTTON_NONE, 0, 0                                          \
    }
/** Fills `opts` as SAFEAREA_PRESENTATION_INIT does (libgit2's git_checkout_options_init), for
 *  `version` SAFEAREA_PRESENTATION_VERSION; versions 1 and 2 fill only their own fields.
 *  Errors: NULL_ARGUMENT, INVALID_ARGUMENT (an unknown version); `opts` is unchanged on a failure. */
int safearea_presentation_init(safearea_presentation *opts, unsigned int version);

/** What a presentation resolved to in the current window. */
typedef struct safearea_presentation_result {
    safearea_presentation_style style; /* after adaptation: a sheet on an iPhone is PAGE_SHEET */
    safearea_detent_kind detent;       /* a custom detent at or above the maximum is LARGE */
    double detent_height;              /* the detent's value (0 for full-screen styles) */
    double maximum_detent_height;      /* maximumDetentValue (0 for full-screen styles) */
    safearea_rect frame;               /* the presented view's frame in the window (scaled when floating) */
    safearea_rect layout_frame;        /* its unscaled frame, where its content is laid out */
    double scale;                      /* frame = layout_frame scaled about its centre (1: not floating) */
    safearea_insets insets;            /* the content's safe area before its additionalSafeAreaInsets */
    safearea_provenance_kind provenance;
    /* Appended with SAFEAREA_PRESENTATION_VERSION 2, before any release carried this struct: */
    safearea_arrow_direction arrow_direction; /* a popover's arrow (its frame spans it); NONE otherwise */
} safearea_presentation_result;

const char *safearea_presentation_style_string(safearea_presentation_style style);
const char *safearea_detent_kind_string(safearea_detent_kind kind);
/** "none", "up", "down", "left", "right" or "any"; NULL for another mask. */
const char *safearea_arrow_direction_string(safearea_arrow_direction direction);

/** Presents `controller` from `presenter` (a controller in the window): it becomes a window-level
 *  root with the frame and content safe area the model gives (options NULL: SAFEAREA_PRESENTATION_INIT).
 *  Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (options->version unknown, a style or detent
 *  out of range, a custom detent not above 0 or not finite, a detent_height other than 0 with a
 *  detent other than custom (naming detent_height), a controller in the tree or already
 *  presented, a presenter not in the window or already presenting; a popover on an iPad without a
 *  source, a source view not in the presenter's window, a source rectangle or preferred content
 *  size that is NaN, infinite or negative, unknown or no arrow bits; a bar button item given with a
 *  source view or rectangle, out of range, on a presenter in no navigation controller or whose bar
 *  is hidden: the message names the field),
 *  UNSUPPORTED (a window or style no source measured: before iOS 15, an iPad form sheet before
 *  iPadOS 16, an edge-attached sheet at compact height (a sheet that is not is full screen there),
 *  an iPad page sheet in landscape or in a portrait window wider than 820 pt before 26, an
 *  iPad popover without a preferred content size or that fits no permitted direction unsqueezed,
 *  a form sheet larger than the window, a presentation over a sheet, an iPad sheet or popover in a
 *  compact-width window (it adapts to a sheet no source measured), a sheet the window leaves no
 *  height; a popover from a toolbar item or an item other than the outermost, from a bar that does
 *  not span the window's top; a popover kept a popover at compact height or from a bar button item
 *  on an iPhone; the message says what, and for automatic what it resolves to). The tree is
 *  unchanged on a failure. Bars inside a popover are refused at reads (UNSUPPORTED: no source
 *  measured where a bar sits in a popover's card). */
int safearea_controller_present(safearea_tree *tree, safearea_node presenter, safearea_node controller,
                                const safearea_presentation *options);
/** Dismisses a presented controller and what it presents. Errors: UNKNOWN_HANDLE, INVALID_ARGUMENT (not presented). */
int safearea_controller_dismiss(safearea_tree *tree, safearea_node controller);
/** What `controller`'s presentation resolved to, after laying out pending changes (a popover
 *  follows its source view's window-space frame). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE,
 *  INVALID_ARGUMENT (not presented), UNSUPPORTED (the current window no longer resolves it; a
 *  popover whose source view left the window, removed or destroyed: "the popover's source view
 *  left the window", until it is dismissed). */
int safearea_controller_presentation(safearea_presentation_result *out, safearea_tree *tree, safearea_node controller);

/* Presenting, dismissing and changing the detent as transitions (MODEL.md §12, §18): each
 * applies the change and its one layout pass and records what it changed, view by view, in the
 * order UIKit delivers safeAreaInsetsDidChange (a superview before its subviews), read with
 * safearea_tree_transition_changes as a window transition's; `*count` receives the number of
 * changes. A presented controller's views enter with their detached values before (their frame
 * as it was, zero insets); a dismissed one's leave with them after (it keeps its frame). The frame
 * listed for a presented controller's root view is UIKit's, scaled when the card floats
 * (safearea_presentation_result.frame); views under it are in its unscaled layout frame. On a
 * failure `*count` is 0 and the tree, its last transition included, is unchanged.
 * The keyboard in a phone sheet is unmeasured: presenting a sheet while the keyboard is up, and
 * showing the keyboard (SAFEAREA_PROP_KEYBOARD_HEIGHT, a transition) while a sheet is presented,
 * are UNSUPPORTED; full-screen presentations keep the window's keyboard. */

/** safearea_controller_present as a transition. Errors: as safearea_controller_present, NULL_ARGUMENT
 *  (count), UNSUPPORTED (a sheet while the keyboard is up). */
int safearea_controller_present_transition(size_t *count, safearea_tree *tree, safearea_node presenter,
                                           safearea_node controller, const safearea_presentation *options);
/** safearea_controller_dismiss as a transition. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (not presented). */
int safearea_controller_dismiss_transition(size_t *count, safearea_tree *tree, safearea_node controller);
/** Changes a presented sheet's detent (UISheetPresentationController.selectedDetentIdentifier;
 *  `detent_height` for SAFEAREA_DETENT_CUSTOM only) as a transition. Errors: NULL_ARGUMENT,
 *  UNKNOWN_HANDLE, INVALID_ARGUMENT (not presented; a detent out of range; a custom height not above 0
 *  or not finite; a detent_height other than 0 with another detent; a detent other than LARGE for a
 *  full-screen presentation), UNSUPPORTED (a window that no longer places the presentation). */
int safearea_controller_set_detent(size_t *count, safearea_tree *tree, safearea_node controller,
                                   safearea_detent_kind detent, double detent_height);

/* ------------------------------------------------------------------ */
/* App windows on iPadOS 26 and 27 (MODEL.md §19)                       */
/* ------------------------------------------------------------------ */

/** Where an app's window sits on an iPad's screen. Leading is the screen's left side. */
typedef enum safearea_window_placement {
    SAFEAREA_WINDOW_PLACEMENT_FULL = 0, /* the whole screen; a window spanning the screen shows no window controls */
    SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING = 1,
    SAFEAREA_WINDOW_PLACEMENT_HALF_TRAILING = 2,
    SAFEAREA_WINDOW_PLACEMENT_THIRD_LEADING = 3,
    SAFEAREA_WINDOW_PLACEMENT_THIRD_TRAILING = 4,
    SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_LEADING = 5,
    SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_TRAILING = 6,
    SAFEAREA_WINDOW_PLACEMENT_SLIDE_OVER = 7,
    SAFEAREA_WINDOW_PLACEMENT_FLOATING = 8 /* at safearea_window.frame */
} safearea_window_placement;

/** UIWindowScene.WindowingControlStyle. */
typedef enum safearea_window_controls {
    SAFEAREA_WINDOW_CONTROLS_AUTOMATIC = 0,
    SAFEAREA_WINDOW_CONTROLS_UNIFIED = 1,
    SAFEAREA_WINDOW_CONTROLS_MINIMAL = 2
} safearea_window_controls;

/** How an app not made for a resizable window runs in one. */
typedef enum safearea_window_compatibility {
    SAFEAREA_WINDOW_COMPATIBILITY_NONE = 0,
    SAFEAREA_WINDOW_COMPATIBILITY_IPHONE = 1,              /* an iPhone-only app on an iPad */
    SAFEAREA_WINDOW_COMPATIBILITY_REQUIRES_FULL_SCREEN = 2 /* UIRequiresFullScreen, in a window */
} safearea_window_compatibility;

/** The window a tree asks for (safearea_tree_set_window), versioned the libgit2 way:
 *  initialise with SAFEAREA_WINDOW_INIT or safearea_window_init, then set fields. */
#define SAFEAREA_WINDOW_VERSION 1
typedef struct safearea_window {
    unsigned int version;                /* SAFEAREA_WINDOW_VERSION */
    safearea_window_placement placement; /* default SAFEAREA_WINDOW_PLACEMENT_FULL */
    safearea_rect frame;                 /* SAFEAREA_WINDOW_PLACEMENT_FLOATING only, oriented screen points; any other
                            placement takes {0, 0, 0, 0} (a frame given with it is INVALID_ARGUMENT) */
    safearea_window_controls controls;   /* default SAFEAREA_WINDOW_CONTROLS_AUTOMATIC */
    safearea_window_compatibility compatibility; /* default SAFEAREA_WINDOW_COMPATIBILITY_NONE */
} safearea_window;
#define SAFEAREA_WINDOW_INIT                                                                                           \
    {                                                                                                                  \
        SAFEAREA_WINDOW_VERSION, SAFEAREA_WINDOW_PLACEMENT_FULL, {0, 0, 0, 0}, SAFEAREA_WINDOW_CONTROLS_AUTOMATIC,     \
            SAFEAREA_WINDOW_COMPATIBILITY_NONE                                                                         \
    }
/** Fills `opts` as SAFEAREA_WINDOW_INIT does (libgit2's git_checkout_options_init), for `version`
 *  SAFEAREA_WINDOW_VERSION. Errors: NULL_ARGUMENT, INVALID_ARGUMENT (an unknown version); `opts`
 *  is unchanged on a failure. */
int safearea_window_init(safearea_window *opts, unsigned int version);

/** What a tree's window resolved to. Strings are owned by the tree and stay valid until the
 *  tree's window changes or the tree is freed. */
typedef struct safearea_window_info {
    int windowed;                                /* 0: the app fills the screen without window controls */
    safearea_window_placement placement;         /* as asked (FULL when not windowed) */
    safearea_window_controls controls;           /* resolved: UNIFIED or MINIMAL (AUTOMATIC when not windowed) */
    safearea_window_compatibility compatibility; /* as asked */
    safearea_rect screen;                        /* the oriented screen */
    safearea_rect frame;                         /* the window on the oriented screen */
    safearea_insets insets;                      /* the window's safeAreaInsets, status bar as it is */
    safearea_insets insets_with_status_bar;      /* ... with the status bar shown */
    safearea_rect controls_rect;                 /* the window controls in the window's coordinates; all 0: none */
    int horizontal_size_class;                   /* 0 compact, 1 regular (UIUserInterfaceSizeClass order) */
    double corner_adaptation;                    /* a UIRequiresFullScreen window's top corner adaptation; else 0 */
    double mid_window_edge_minimum_margin;       /* system minimum margin at a mid-window edge (MODEL.md §2.7) */
    safearea_provenance provenance;              /* the layout's: frame, insets, size class */
    safearea_provenance controls_provenance;     /* the controls' rectangle; with none, the window's provenance */
} safearea_window_info;

const char *safearea_window_placement_string(safearea_window_placement placement);
const char *safearea_window_controls_string(safearea_window_controls controls);
const char *safearea_window_compatibility_string(safearea_window_compatibility compatibility);
/** Parses the placement of one window, as every layer spells it (Python's Window(placement=) and
 *  Device.export(placement=), the command line's --placement, a SwiftUI scene's window): a name
 *  printed by safearea_window_placement_string, any case, '-' for '_'; "half", "third" and
 *  "two_thirds" (a tile without its side) are the leading side, whose window differs from the
 *  trailing one only in where it sits (MODEL.md §19). Errors: NULL_ARGUMENT, INVALID_ARGUMENT
 *  (any other name, "all" included: the message names the placements). */
int safearea_window_placement_from_string(safearea_window_placement *out, const char *name);

/** Places the tree's window as `window` asks (NULL: the app fills the screen without window
 *  controls, the default); the root view fills the new window, presentations are placed again,
 *  and later orientation, OS version and transition changes keep the placement (refusing a
 *  change the window cannot follow). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT
 *  (window->version unknown; a placement, control style or compatibility out of range; a
 *  floating frame NaN, infinite, negative, outside the screen, narrower than the minimum
 *  window or shorter than the least height that holds its own insets and its controls; a frame
 *  with any number other than 0 given with a placement other than floating: the message names the
 *  field and the numbers), UNSUPPORTED (a device without app windows: an iPhone, an Apple TV, an
 *  iPad before iPadOS 15; a window the device cannot show: before iPadOS 26 a Split View half in
 *  portrait, a floating window on an iPad without Stage Manager or on iPadOS 15; a placement no
 *  source measured: Slide Over, thirds off the measured screens, an iPhone app's window where half
 *  the screen is under 375 pt; a presentation the new window cannot place, e.g. an iPad sheet or
 *  popover in a compact-width window). The tree is unchanged on a failure. */
int safearea_tree_set_window(safearea_tree *tree, const safearea_window *window);
/** What the tree's window resolved to. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, OS_VERSION (a strict
 *  tree whose window frame, insets or size class are derived). */
int safearea_tree_window(safearea_window_info *out, safearea_tree *tree);
/** The window's own safe area (UIWindow.safeAreaInsets, MODEL.md §19): the window's insets, status
 *  bar as it is, with or without a root view controller. `provenance` (may be NULL; strings owned
 *  as in safearea_window_info) is the window's with a root controller; without one it is derived
 *  (Apple documents UIView.safeAreaInsets for a view in a visible hierarchy; no printout of a window
 *  without a root controller was found). Errors: NULL_ARGUMENT (out), UNKNOWN_HANDLE, OS_VERSION (a
 *  strict tree and a derived answer). */
int safearea_tree_window_safe_area(safearea_insets *out, safearea_provenance *provenance, safearea_tree *tree);
/** The window-level reserved regions: the window controls, one record of the occlusion kind named
 *  "window_controls" (a capsule, no margins, active), in the window's coordinates; none when the
 *  app fills the screen without controls. Written like safearea_view_subviews; strings owned as in
 *  safearea_window_info; pending changes are laid out first. `flags`: 0 or SAFEAREA_STRICT (a
 *  derived rectangle is refused with SAFEAREA_E_OS_VERSION, as it is in a strict tree without the
 *  flag). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (flags),
 *  BUFFER_TOO_SMALL, OS_VERSION. */
int safearea_tree_window_reserved_regions(safearea_reserved_region *out, size_t capacity, size_t *count,
                                          safearea_tree *tree, uint32_t flags);

/* ------------------------------------------------------------------ */
/* Design audit (MODEL.md §4)                                           */
/* ------------------------------------------------------------------ */

/*
 * A design (JSON, schema in schemas/design.schema.json) places elements by
 * anchors to the screen, the safe area, the layout margins or their parent,
 * so it resolves on every device and orientation. The audit reports text,
 * controls and icons that collide with a physical obstruction (the housing's
 * real shape, the rounded display corners: errors) or sit in an inset band
 * (status bar, home indicator, other safe-area bands: warnings), and
 * backgrounds that stop at the safe area (warnings), each with the smallest
 * move that fixes it. Reports are immutable and may be shared between threads.
 */
typedef struct safearea_report safearea_report;

typedef enum safearea_report_format {
    SAFEAREA_REPORT_JSON = 0,
    /** SARIF 2.1.0, for code scanning. */
    SAFEAREA_REPORT_SARIF = 1,
    /** A readable table, errors first. */
    SAFEAREA_REPORT_TABLE = 2
} safearea_report_format;

/** Static lower-case name of a report format ("json", "sarif", "table"); NULL out of range. */
const char *safearea_report_format_string(safearea_report_format format);

/** Largest design JSON document accepted, in bytes. */
#define SAFEAREA_MAX_DESIGN_JSON_BYTES (8 * 1024 * 1024)

/** Flag for safearea_audit: the JSON report also lists every element's
 *  resolved frame on each device and orientation ("layouts"). */
#define SAFEAREA_AUDIT_FRAMES (1u << 0)
/** Flag for safearea_audit: every layout shows the keyboard at the catalog's
 *  height (safearea_device_keyboard_height); elements anchored to "keyboard"
 *  sit above it and text, controls and icons it covers are errors
 *  (clear-of-keyboard). Layouts without a known keyboard height are skipped
 *  and listed in the report. */
#define SAFEAREA_AUDIT_KEYBOARD (1u << 1)
/** Flag for safearea_audit: each audited iPhone that offers Display Zoom is
 *  audited again as its zoomed variant (safearea_device_zoomed), right after it. */
#define SAFEAREA_AUDIT_DISPLAY_ZOOM (1u << 2)
/** Flag for safearea_audit: `design_json` is a SwiftUI scene (schemas/swiftui-scene.schema.json), audited
 *  as the design it stands for (MODEL.md §4, "Scenes audited") by the same auditor: a TabView and a
 *  NavigationStack at the top of the scene (or of its presented content) are the design's container, a
 *  .sheet or .fullScreenCover its presentation, and every other view an element with its `role`, placed
 *  by its anchors, its frame (inside containers measured from their content's safe area) or, without
 *  either, filling the safe area (the screen on edges it ignores the safe area on). The scene's device is
 *  the reference device; its orientation and os_version are the audit's when `orientations` and
 *  `os_version` are NULL. What a design cannot say (a view without a role, a popover, a fraction detent,
 *  minimized bars, safeAreaInset content, a background beyond its view, a keyboard, a window, a strict or
 *  status-bar-hidden scene) is INVALID_SCENE naming the view and field. Not with SAFEAREA_AUDIT_KEYBOARD
 *  (INVALID_ARGUMENT). */
#define SAFEAREA_AUDIT_SCENE (1u << 3)
/** Every flag safearea_audit understands. */
#define SAFEAREA_AUDIT_FLAGS_ALL                                                                                       \
    (SAFEAREA_AUDIT_FRAMES | SAFEAREA_AUDIT_KEYBOARD | SAFEAREA_AUDIT_DISPLAY_ZOOM | SAFEAREA_AUDIT_SCENE)

/** Audits a design. `devices`: names, aliases, model identifiers or families
 *  ("iphone", "ipad", "appletv", or the catalog's "phone", "pad", "tv": every
 *  built-in device of that family) separated by ',', ';' or newlines (a ','
 *  between two digits belongs to a model identifier, "iPhone17,1"), each device
 *  audited once, or "all" for every built-in device; NULL for the
 *  built-in devices of the design's reference device's family (an iPhone
 *  design audits iPhones), or every built-in device when the design names no
 *  reference device. `orientations`: NULL for all, or names separated by ','
 *  or ';'. `os_version`: NULL for each device's newest; else one OS version or
 *  several separated by ',', ';' or newlines ("18,26,27"), each device audited
 *  on each (MODEL.md §4): a whole line ("26", "26.x", "iOS 18") is the line's
 *  first release the device runs (26.0; 18.3 on the iPhone 16e, which shipped
 *  with it), a release ("26.5", "18.0") is itself. A device that does not run
 *  a version asked is skipped on it as one entry; layouts without data for it
 *  are skipped (listed in every report format with the reason). Every report
 *  format gives each audited layout's OS version; the table sums skips up by
 *  reason. An entry that is not a version is OS_VERSION naming it.
 *  An audit that would check nothing (every layout skipped, or a design
 *  without elements) fails with NOTHING_AUDITED, the message listing what was
 *  skipped and why. Free the report with safearea_report_free. Errors:
 *  NULL_ARGUMENT, INVALID_DESIGN (the message names the element, the field and,
 *  for a JSON error, its line and column), INVALID_SCENE (with SAFEAREA_AUDIT_SCENE), LIMIT_EXCEEDED,
 *  DEVICE_NOT_FOUND (a device or the design's reference device), INVALID_ARGUMENT, OS_VERSION, NOTHING_AUDITED. */
int safearea_audit(safearea_report **out, const char *design_json, size_t length, const char *devices,
                   const char *orientations, const char *os_version, uint32_t flags);
/** Counts of a report (any output pointer may be NULL). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE. */
int safearea_report_counts(size_t *errors, size_t *warnings, size_t *element_checks, const safearea_report *report);
/** Writes the report like safearea_device_to_json. `uri` names the design
 *  file in SARIF output (NULL: "design.json"). Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, INVALID_ARGUMENT (format out of range), LIMIT_EXCEEDED
 *  (a uri over 4096 bytes), BUFFER_TOO_SMALL. */
int safearea_report_write(char *buffer, size_t capacity, size_t *length, const safearea_report *report,
                          safearea_report_format format, const char *uri);
/** Frees a report; NULL is a no-op. */
void safearea_report_free(safearea_report *report);

/** The options of safearea_audit_with_options, versioned the libgit2 way: initialise with
 *  SAFEAREA_AUDIT_OPTIONS_INIT or safearea_audit_options_init, then set fields. `devices`,
 *  `orientations`, `os_version` and `flags` as for safearea_audit. `windows`: NULL audits the full screen; else app windows
 *  (MODEL.md §4, §19), each orientation audited in each: placement names separated by ',', ';' or
 *  newlines ("full", "half_leading", "half_trailing", "third_leading", "third_trailing",
 *  "two_thirds_leading", "two_thirds_trailing", "slide_over"; '-' for '_'), "half", "third" and
 *  "two_thirds" for both sides, "all" for every placement, "floating" for the 711 x 941 window
 *  measured floating mid-screen, centred, or "floating:X:Y:W:H" in points of the oriented screen.
 *  Each window asks for `window_controls`. The layout's screen is the window: elements anchored to
 *  the screen resolve in it, findings are in its coordinates, and an element under the window
 *  controls is an error (clear-of-window-controls). A device without app windows on the OS audited
 *  (iPhones, Apple TVs, iPads before iPadOS 15) is audited full screen beside the windows, once per
 *  orientation (its layouts have no window). A window the engine refuses (one the iPad cannot show
 *  on its line, such as a Split View half in portrait before 26; a placement no source measured; a
 *  floating window off the screen) is skipped with its reason. */
#define SAFEAREA_AUDIT_OPTIONS_VERSION 1
typedef struct safearea_audit_options {
    unsigned int version;                     /* SAFEAREA_AUDIT_OPTIONS_VERSION */
    const char *devices;                      /* NULL: the design's reference device's family */
    const char *orientations;                 /* NULL: all */
    const char *os_version;                   /* NULL: each device's newest */
    uint32_t flags;                           /* SAFEAREA_AUDIT_* */
    const char *windows;                      /* NULL: the full screen */
    safearea_window_controls window_controls; /* default SAFEAREA_WINDOW_CONTROLS_AUTOMATIC */
} safearea_audit_options;
#define SAFEAREA_AUDIT_OPTIONS_INIT                                                                                    \
    { SAFEAREA_AUDIT_OPTIONS_VERSION, NULL, NULL, NULL, 0, NULL, SAFEAREA_WINDOW_CONTROLS_AUTOMATIC }
/** Fills `opts` as SAFEAREA_AUDIT_OPTIONS_INIT does (libgit2's git_checkout_options_init), for
 *  `version` SAFEAREA_AUDIT_OPTIONS_VERSION. Errors: NULL_ARGUMENT, INVALID_ARGUMENT (an unknown
 *  version); `opts` is unchanged on a failure. */
int safearea_audit_options_init(safearea_audit_options *opts, unsigned int version);

/** Audits a design as `options` ask (NULL: SAFEAREA_AUDIT_OPTIONS_INIT); otherwise as
 *  safearea_audit. Errors: those of safearea_audit, and INVALID_ARGUMENT for an unknown
 *  options->version, an unknown window placement or a bad floating frame in `windows` (not four
 *  numbers, or NaN, infinite or negative ones: the message names the entry), or window_controls out
 *  of range. A floating frame off one device's screen is that layout's skip. */
int safearea_audit_with_options(safearea_report **out, const char *design_json, size_t length,
                                const safearea_audit_options *options);

/* ------------------------------------------------------------------ */
/* Coverage: how sure the everyday answers are (docs/coverage.md)       */
/* ------------------------------------------------------------------ */

/** Runs the coverage grid (docs/coverage.md, MODEL.md §8): every built-in iPhone and iPad, in
 *  portrait, on each OS line of `os_lines` it runs (as safearea_audit's os_version list reads it,
 *  "15,16,17,18,26,27"; NULL: those six), asked the everyday questions (a plain controller,
 *  navigation and tab bar controllers, a toolbar, a search controller, the keyboard, sheets, a
 *  form sheet, a popover, a full-screen cover; on iPads a half tile, a floating window and an
 *  iPhone app's window) through the tree, and writes per line and question how many answers are
 *  measured, documented, derived or refused, or not applicable (the device cannot show what is asked
 *  on that line, e.g. a floating window without Stage Manager before 26), the refusals and the not
 *  applicable questions grouped by reason and every answer, as
 *  JSON like safearea_device_to_json (its shape in docs/coverage.md). The last report is kept, so
 *  that asking for the length and then the text runs the grid once. Errors: NULL_ARGUMENT,
 *  OS_VERSION (an entry of os_lines that is no OS version), INVALID_ARGUMENT (a list that
 *  names none), BUFFER_TOO_SMALL. Thread-safe. */
int safearea_coverage_json(char *buffer, size_t capacity, size_t *length, const char *os_lines);

/* ------------------------------------------------------------------ */
/* SwiftUI safe areas (MODEL.md §3)                                     */
/* ------------------------------------------------------------------ */

/** Lays out a SwiftUI scene given as JSON (schemas/swiftui-scene.schema.json:
 *  a device, orientation, OS version, keyboard overlap, status bar, strict flag
 *  and views with ignores_safe_area, safe_area_inset, safe_area_padding,
 *  background and content_margins modifiers, or navigation_stack and tab_view
 *  containers, and an optional "window": the iPad app window it runs in, named as
 *  safearea_tree_set_window's placement, frame, controls and compatibility, MODEL.md §19)
 *  and writes the layout as JSON (each view's frame in the window's coordinates, the
 *  safe-area insets it sees, its container_corner_insets, background, inset and content
 *  frames, a container's insets and bars, the window as resolved) like
 *  safearea_device_to_json. Errors: NULL_ARGUMENT, INVALID_SCENE
 *  (naming the view and field), LIMIT_EXCEEDED, DEVICE_NOT_FOUND,
 *  UNSUPPORTED_ORIENTATION, OS_VERSION (also a strict scene's derived answer),
 *  UNSUPPORTED (a bar or state no source measured; a window the device or OS does not
 *  have), BUFFER_TOO_SMALL. Thread-safe. */
int safearea_swiftui_layout(char *buffer, size_t capacity, size_t *length, const char *scene_json, size_t scene_length);

/* ------------------------------------------------------------------ */
/* Pictures (SVG)                                                       */
/* ------------------------------------------------------------------ */

/*
 * SVG 1.1 documents about 420 points on the long side, each with a title,
 * labelled inset values and a legend. All are written like
 * safearea_device_to_json (caller buffer, BUFFER_TOO_SMALL with the length).
 */

/** The device's screen in an orientation: rounded corners, housing, status
 *  bar, home indicator, other bands and the safe area. `flags` as for
 *  safearea_device_safe_area. Errors: as safearea_device_safe_area, BUFFER_TOO_SMALL. */
int safearea_device_svg(char *buffer, size_t capacity, size_t *length, const safearea_device *device,
                        safearea_orientation orientation, const char *os_version, uint32_t flags);
/** A tree's window: every view with its frame, safe-area and layout-margins guides, and each bar its
 *  containers show, labelled with its height (MODEL.md §2.5, §17).
 *  Errors: NULL_ARGUMENT, UNKNOWN_HANDLE, BUFFER_TOO_SMALL. */
int safearea_tree_svg(char *buffer, size_t capacity, size_t *length, safearea_tree *tree);
/** A design on one built-in or loaded device: elements coloured by their worst finding. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE,
 *  INVALID_DESIGN, LIMIT_EXCEEDED, INVALID_ARGUMENT, UNSUPPORTED_ORIENTATION, OS_VERSION,
 *  BUFFER_TOO_SMALL. */
int safearea_audit_svg(char *buffer, size_t capacity, size_t *length, const char *design_json, size_t design_length,
                       const safearea_device *device, safearea_orientation orientation, const char *os_version);
/** A design in one app window on one device (MODEL.md §4, §19), as safearea_audit_svg: the screen around
 *  the window greyed, the window's frame, its controls' pill labelled with its style and its safe area.
 *  `window`: one entry of safearea_audit_options.windows ("half_leading", "floating",
 *  "floating:X:Y:W:H", ...; "half", "third" and "two_thirds" are the leading side, as
 *  safearea_window_placement_from_string reads them), asking for `controls`. Errors: those of safearea_audit_svg, INVALID_ARGUMENT
 *  (an unknown placement, a list of more than one, controls out of range), UNSUPPORTED (the engine's
 *  refusal of the window: a device without app windows, a placement no source measured). */
int safearea_audit_window_svg(char *buffer, size_t capacity, size_t *length, const char *design_json,
                              size_t design_length, const safearea_device *device, safearea_orientation orientation,
                              const char *os_version, const char *window, safearea_window_controls controls);
/** A SwiftUI scene audited as the design it stands for (safearea_audit with SAFEAREA_AUDIT_SCENE, MODEL.md
 *  §4, "Scenes audited"), drawn as safearea_audit_svg draws a design: on `device` in `orientation`, at
 *  `os_version` (NULL: the scene's, else the device's newest); `window` NULL for the full screen, else one
 *  entry as for safearea_audit_window_svg, asking for `controls`. Errors: those of safearea_audit_window_svg,
 *  with INVALID_SCENE for a scene the audit refuses (naming the view and field). */
int safearea_audit_scene_svg(char *buffer, size_t capacity, size_t *length, const char *scene_json, size_t scene_length,
                             const safearea_device *device, safearea_orientation orientation, const char *os_version,
                             const char *window, safearea_window_controls controls);
/** A SwiftUI scene (as for safearea_swiftui_layout): each view's frame and the insets it sees, its containers'
 *  bars, a presented sheet or popover over its dimmed presenter, and a windowed scene in its window on its
 *  screen. Errors: as safearea_swiftui_layout. */
int safearea_swiftui_svg(char *buffer, size_t capacity, size_t *length, const char *scene_json, size_t scene_length);

/* ------------------------------------------------------------------ */
/* Exports: the device in other tools' formats                          */
/* ------------------------------------------------------------------ */

/** Formats of safearea_device_export, each exactly in its owner's shape. */
typedef enum safearea_export_format {
    /** Chrome DevTools Protocol: a JSON object keyed by method name
     *  (Emulation.setDeviceMetricsOverride, Emulation.setSafeAreaInsetsOverride,
     *  Emulation.setTouchEmulationEnabled, Emulation.setUserAgentOverride), each
     *  value that method's params: sending every entry to a page emulates the
     *  device's screen, safe area (env(safe-area-inset-*), in whole CSS px), touch
     *  and Safari's user agent and navigator.platform (as for playwright). */
    SAFEAREA_EXPORT_CDP = 0,
    /** A stylesheet of --safe-area-inset-* custom properties (px), with
     *  @media (orientation: ...) blocks when several orientations are written. */
    SAFEAREA_EXPORT_CSS = 1,
    /** react-native-safe-area-context's Metrics: {"insets": {top, right,
     *  bottom, left}, "frame": {x, y, width, height}} in points. */
    SAFEAREA_EXPORT_REACT_NATIVE = 2,
    /** A Playwright device descriptor as in Playwright's deviceDescriptorsSource.json,
     *  keys in its order: userAgent (Safari's for the device and OS version:
     *  desktop-class on an iPad from iPadOS 13 on unless SAFEAREA_MOBILE_USER_AGENT),
     *  screen, viewport (the whole screen for the orientation), deviceScaleFactor,
     *  isMobile, hasTouch, defaultBrowserType "chromium": a descriptor has no key
     *  for the safe-area insets, which reach a page only in Chromium, through the
     *  DevTools protocol (the cdp export). */
    SAFEAREA_EXPORT_PLAYWRIGHT = 3,
    /** Flutter widget-test values for tester.view: physicalSize, devicePixelRatio,
     *  padding and viewPadding (FakeViewPadding) in physical pixels. */
    SAFEAREA_EXPORT_FLUTTER_TEST = 4,
    /** A Unity Device Simulator .device definition: native pixels, dpi, Unity's
     *  ScreenOrientation codes (device orientations: 3 LandscapeLeft is UIKit's
     *  landscape_right), safeArea and cutouts with a bottom-left origin. Holds
     *  every orientation the device supports unless SAFEAREA_ONE_ORIENTATION
     *  is set (Device Simulator rotates only into the orientations a file
     *  lists). Unity apps hide the status bar by default: pass
     *  SAFEAREA_STATUS_BAR_HIDDEN for the safe area Unity's own definitions
     *  record. */
    SAFEAREA_EXPORT_UNITY = 5,
    /** A device_preview 3 DevicePreset (its device_specs/<id>.json shape): id,
     *  name, brand, platform, kind, portraitSize, devicePixelRatio,
     *  portraitPadding, landscapePadding (null for a device without a landscape
     *  orientation) and frame.screenPath, the screen outline from the engine's
     *  shapes. A preset holds every orientation the device supports (device_preview
     *  turns it itself): SAFEAREA_ONE_ORIENTATION naming fewer is INVALID_ARGUMENT. */
    SAFEAREA_EXPORT_FLUTTER = 6
} safearea_export_format;

/** Static name of a format as the command line takes it ("cdp", "css",
 *  "react-native", "playwright", "flutter-test", "unity", "flutter"); NULL out of
 *  range. */
const char *safearea_export_format_string(safearea_export_format format);

/** Flags for safearea_device_export choosing the orientations the document
 *  holds. With neither, each format writes what its owner's documents hold:
 *  unity and flutter every orientation the device supports, the other formats
 *  `orientation` alone. SAFEAREA_ALL_ORIENTATIONS: every orientation the
 *  device supports (`orientation` is ignored); cdp, react-native, playwright
 *  and flutter-test then write an object keyed by orientation name, css one
 *  @media block per orientation kind. SAFEAREA_ONE_ORIENTATION: `orientation`
 *  alone, in unity too (flutter refuses to leave one out). Both at once is
 *  INVALID_ARGUMENT. */
#define SAFEAREA_ALL_ORIENTATIONS (1u << 8)
#define SAFEAREA_ONE_ORIENTATION  (1u << 9)

/** Flags for safearea_device_export choosing how a display with a fold is held
 *  (the safearea_pose values as flags). With neither, the fold is open flat
 *  (SAFEAREA_POSE_NONE). SAFEAREA_FLAT_POSE: open flat, the fold
 *  reported inactive. SAFEAREA_BOOK_POSE: folded like a book, the fold
 *  active: cdp's setDeviceMetricsOverride carries devicePosture "folded" and
 *  the fold as its displayFeature (rounded outward to whole CSS px), css
 *  --reserved-<fold>-active: 1; the other formats have no place for an
 *  active fold and refuse it (INVALID_ARGUMENT). Either on a display without a
 *  fold, or both at once, is INVALID_ARGUMENT. */
#define SAFEAREA_FLAT_POSE (1u << 10)
#define SAFEAREA_BOOK_POSE (1u << 11)

/** Flag for safearea_device_export: an iPad's user agent in the cdp and
 *  playwright formats is Safari's mobile one ("iPad; CPU OS ...",
 *  navigator.platform "iPad") instead of the desktop-class one Safari on
 *  iPadOS 13 and later sends by default ("Macintosh; Intel Mac OS X 10_15_7",
 *  navigator.platform "MacIntel"). No effect on iPhones and other formats. */
#define SAFEAREA_MOBILE_USER_AGENT (1u << 12)

/** The device's screen and safe area in `format`, in the orientations the
 *  flags above choose (`orientation` must be a safearea_orientation unless
 *  SAFEAREA_ALL_ORIENTATIONS is set), at `os_version` (NULL: newest);
 *  SAFEAREA_STATUS_BAR_HIDDEN and SAFEAREA_STRICT as for
 *  safearea_device_safe_area; the pose flags and SAFEAREA_MOBILE_USER_AGENT above. Written like
 *  safearea_device_to_json. Errors: NULL_ARGUMENT, UNKNOWN_HANDLE,
 *  INVALID_ARGUMENT (format or flags out of range, both orientation flags,
 *  both pose flags, a pose flag on a display without a fold, an active fold in
 *  a format without a place for it, flutter narrowed to one orientation; a
 *  web (cdp, css, playwright), Flutter or Unity format for a tvOS device,
 *  checked before the orientation and OS version; unity for a profile
 *  without ppi), UNSUPPORTED_ORIENTATION, OS_VERSION, UNSUPPORTED (a book pose
 *  in an orientation whose reserved regions no source measured),
 *  BUFFER_TOO_SMALL. */
int safearea_device_export(char *buffer, size_t capacity, size_t *length, const safearea_device *device,
                           safearea_export_format format, safearea_orientation orientation, const char *os_version,
                           uint32_t flags);

/** safearea_device_export for an app window on an iPad instead of the whole screen (docs/exports.md,
 *  MODEL.md §15, §19): `window` as for safearea_tree_set_window (SAFEAREA_WINDOW_INIT, then fields;
 *  NULL: exactly safearea_device_export), resolved for each exported orientation. Where the format
 *  describes a view the window takes the screen's place: cdp's metrics are the window's width and
 *  height (whole CSS px, rounded down), the screen's screenWidth/screenHeight and the window's origin
 *  as positionX/positionY, its safe-area override the window's insets; playwright's viewport is the
 *  window's size (rounded down), its screen the device's; react-native's Metrics and flutter-test's
 *  tester.view values are the window's size and insets; css's --safe-area-inset-* are the window's
 *  insets, beside --window-x, -y, -width, -height (the window on the oriented screen) and
 *  --window-controls-x, -y, -width, -height, -inset-top, -inset-left (the controls' rectangle in the
 *  window and the edges that clear it; all 0 where the window shows no controls), each group after a
 *  comment with its provenance. unity and flutter describe the device's hardware and refuse a window.
 *  SAFEAREA_STRICT also refuses a derived window. Errors: as safearea_device_export, and
 *  INVALID_ARGUMENT (window->version unknown; a placement, control style or compatibility out of
 *  range, or a bad floating frame, the message naming the field; a window in unity or flutter,
 *  naming the format), UNSUPPORTED (a device or OS without app windows, a placement no source
 *  measured: the reasons of safearea_tree_set_window), OS_VERSION (strict, a derived window). */
int safearea_device_export_window(char *buffer, size_t capacity, size_t *length, const safearea_device *device,
                                  safearea_export_format format, safearea_orientation orientation,
                                  const char *os_version, uint32_t flags, const safearea_window *window);

/* ------------------------------------------------------------------ */
/* Batches                                                              */
/* ------------------------------------------------------------------ */

/** What a rectangle runs into first (physical obstructions before bands). */
typedef enum safearea_obstruction {
    SAFEAREA_OBSTRUCTION_NONE = 0,
    /** The sensor housing's real shape (the Dynamic Island is a capsule). */
    SAFEAREA_OBSTRUCTION_HOUSING = 1,
    /** The display outside a rounded corner's quarter circle. */
    SAFEAREA_OBSTRUCTION_CORNER = 2,
    /** The home indicator zone. */
    SAFEAREA_OBSTRUCTION_HOME_INDICATOR = 3,
    /** The status bar band. */
    SAFEAREA_OBSTRUCTION_STATUS_BAR = 4,
    /** Another safe-area band (landscape sides, tvOS overscan). */
    SAFEAREA_OBSTRUCTION_INSET_BAND = 5
} safearea_obstruction;

/** Static lower-case name of an obstruction ("none", "housing", ..., "inset_band"); NULL out of range. */
const char *safearea_obstruction_string(safearea_obstruction obstruction);

/** Checks `count` rectangles (`rects`: count x 4 doubles, x, y, width, height,
 *  in the oriented screen's coordinates) against one device layout. Writes, for
 *  each rectangle i: `safe[i]` 1 when it lies inside the safe-area rectangle;
 *  `overlap[4i..4i+3]` how far its top, left, bottom and right reach into the
 *  unsafe area; `obstruction[i]` a safearea_obstruction from the real shapes
 *  (a rectangle inside the safe area can still touch a rounded corner). Any
 *  output may be NULL. A negative width or height is standardized as
 *  CGRect.standardized does. A rectangle with a NaN or infinite number is
 *  never safe and gets NaN overlaps, never a crash.
 *  Batches of 131,072 rectangles or more are split across threads (see
 *  safearea_set_batch_threads), joined before returning.
 *  Thread-safe. Errors: as safearea_device_safe_area, LIMIT_EXCEEDED. */
int safearea_device_check_rects(uint8_t *safe, double *overlap, uint8_t *obstruction, const safearea_device *device,
                                safearea_orientation orientation, const char *os_version, uint32_t flags,
                                const double *rects, size_t count);

/** Sets how many threads a large safearea_device_check_rects batch may use:
 *  0 (the default) the online processors (at most 16), 1 never start a thread
 *  (for hosts that schedule their own work); values above 16 are clamped.
 *  Threads are plain POSIX threads started and joined within the call; a
 *  thread that cannot be started leaves its part to the calling thread.
 *  Process-wide and thread-safe. Errors: INVALID_ARGUMENT for more than 1024. */
int safearea_set_batch_threads(size_t threads);

/** The thread count a large batch uses now (after safearea_set_batch_threads). */
size_t safearea_batch_threads(void);

/** Chooses the compilation of safearea_device_check_rects' kernel: "auto" (the
 *  default: the newest this processor runs), "baseline" (any x86-64: SSE2, two
 *  doubles per vector) or "x86-64-v3" (AVX2, BMI and friends: four doubles per
 *  vector; x86-64 builds of the library only). Every kernel gives bit-identical
 *  results; the choice exists for reproducing a report and for testing both.
 *  Process-wide and thread-safe. Errors: NULL_ARGUMENT; INVALID_ARGUMENT for a
 *  name this library lacks or a kernel this processor cannot run (the message
 *  names the choices). */
int safearea_set_batch_kernel(const char *name);

/** The kernel safearea_device_check_rects uses now: "baseline" or "x86-64-v3"
 *  (a static string, never NULL). */
const char *safearea_batch_kernel(void);

/** One safe-area query of a batch. */
typedef struct safearea_query {
    const safearea_device *device;
    safearea_orientation orientation;
    const char *os_version; /* NULL: newest */
    uint32_t flags;
} safearea_query;

/** Runs `count` safe-area queries. On an error, `*failed` (may be NULL) gets
 *  the index of the first failing query, whose error is reported; earlier
 *  results are written. Thread-safe. Errors: NULL_ARGUMENT, LIMIT_EXCEEDED, and each query's as
 *  safearea_device_safe_area. */
int safearea_safe_areas(safearea_insets *out, const safearea_query *queries, size_t count, size_t *failed);

/* ------------------------------------------------------------------ */
/* Deprecated names                                                     */
/* ------------------------------------------------------------------ */

/* Deprecated: the versions' names before every versioned struct was named one way
 * (SAFEAREA_<STRUCT>_VERSION). Kept for one release for code outside this repository;
 * removed in the next. */
#define SAFEAREA_PRESENT_OPTIONS_VERSION SAFEAREA_PRESENTATION_VERSION /* deprecated */
#define SAFEAREA_WINDOW_OPTIONS_VERSION  SAFEAREA_WINDOW_VERSION       /* deprecated */

#ifdef __cplusplus
}
#endif

#endif /* SAFEAREA_H */
