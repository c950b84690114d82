#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H
#include <gtk/gtk.h>

/* ---- GLib's flags under every GLib ----
 *
 * GLib 2.86 and later mark their flags enums G_GNUC_FLAG_ENUM, and Swift then imports each as
 * an option set whose members are static (GParamFlags.G_PARAM_READWRITE) and whose raw type
 * may be signed (gint once a member is 1 << 31); older GLib gives a plain enum with global
 * constants (G_PARAM_READWRITE) and an unsigned raw type. No spelling of a member compiles
 * under both, but these constants of each flags type do, and so do the type's rawValue and
 * init(rawValue:): GParamFlags(rawValue: CC_PARAM_READWRITE.rawValue |
 * CC_PARAM_EXPLICIT_NOTIFY.rawValue), and GConnectFlags(rawValue: 0) for none. Only the
 * members the package's code uses are here. */
static const GParamFlags CC_PARAM_READABLE = G_PARAM_READABLE;
static const GParamFlags CC_PARAM_WRITABLE = G_PARAM_WRITABLE;
static const GParamFlags CC_PARAM_READWRITE = G_PARAM_READWRITE;
static const GParamFlags CC_PARAM_CONSTRUCT_ONLY = G_PARAM_CONSTRUCT_ONLY;
static const GParamFlags CC_PARAM_LAX_VALIDATION = G_PARAM_LAX_VALIDATION;
static const GParamFlags CC_PARAM_STATIC_STRINGS = G_PARAM_STATIC_STRINGS;
static const GParamFlags CC_PARAM_EXPLICIT_NOTIFY = G_PARAM_EXPLICIT_NOTIFY;
static const GParamFlags CC_PARAM_DEPRECATED = G_PARAM_DEPRECATED;
static const GTypeFundamentalFlags CC_TYPE_FLAG_CLASSED = G_TYPE_FLAG_CLASSED;
static const GApplicationFlags CC_APPLICATION_NON_UNIQUE = G_APPLICATION_NON_UNIQUE;
static const GLogLevelFlags CC_LOG_FLAG_RECURSION = G_LOG_FLAG_RECURSION;
static const GLogLevelFlags CC_LOG_FLAG_FATAL = G_LOG_FLAG_FATAL;
static const GLogLevelFlags CC_LOG_LEVEL_ERROR = G_LOG_LEVEL_ERROR;
static const GLogLevelFlags CC_LOG_LEVEL_CRITICAL = G_LOG_LEVEL_CRITICAL;
static const GLogLevelFlags CC_LOG_LEVEL_WARNING = G_LOG_LEVEL_WARNING;

#endif
