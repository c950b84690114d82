/* The GObject boilerplate of every control (CC_FOR_EACH_CONTROL, CCustomControls.h), and
 * GtkBuilder's <marks> for them.
 *
 * Everything a control does lives in Swift; each vfunc here only forwards to the one hooks
 * table with the instance's Swift state. The types differ only in their names, parent types,
 * interfaces and CcControlKind (and those whose parent is GtkRange strip it in init, and of the
 * controller a newer GtkRange adds while it is constructed, once constructed). */
#include "CCustomControls.h"

#include <string.h>

#define CC_DEFINE_CONTROL(TypeName, type_name, KIND, Parent, PARENT_TYPE, interfaces)          \
  static inline gpointer type_name##_state (gpointer object)                                  \
  {                                                                                           \
    return ((TypeName *) object)->swift_state;                                                \
  }                                                                                           \
                                                                                              \
  static void type_name##_dispose (GObject *object)                                           \
  {                                                                                           \
    cc_swift_control_hooks ()->dispose (type_name##_state (object));                          \
    G_OBJECT_CLASS (type_name##_parent_class)->dispose (object);                              \
  }                                                                                           \
                                                                                              \
  static void type_name##_constructed (GObject *object)                                       \
  {                                                                                           \
    G_OBJECT_CLASS (type_name##_parent_class)->constructed (object);                          \
    if (GTK_IS_RANGE (object))                                                                \
      cc_range_remove_controllers (GTK_RANGE (object));                                       \
  }                                                                                           \
                                                                                              \
  static void type_name##_finalize (GObject *object)                                          \
  {                                                                                           \
    cc_swift_control_hooks ()->finalize (type_name##_state (object));                         \
    ((TypeName *) object)->swift_state = NULL;                                                \
    G_OBJECT_CLASS (type_name##_parent_class)->finalize (object);                             \
  }                                                                                           \
                                                                                              \
  static void type_name##_get_property (GObject *object, guint id, GValue *value,             \
                                        GParamSpec *pspec)                                    \
  {                                                                                           \
    cc_swift_control_hooks ()->get_property (type_name##_state (object), id, value, pspec);   \
  }                                                                                           \
                                                                                              \
  static void type_name##_set_property (GObject *object, guint id, const GValue *value,       \
                                        GParamSpec *pspec)                                    \
  {                                                                                           \
    cc_swift_control_hooks ()->set_property (type_name##_state (object), id, value, pspec);   \
  }                                                                                           \
                                                                                              \
  static void type_name##_measure (GtkWidget *widget, GtkOrientation orientation,             \
                                   int for_size, int *minimum, int *natural,                  \
                                   int *minimum_baseline, int *natural_baseline)              \
  {                                                                                           \
    cc_swift_control_hooks ()->measure (type_name##_state (widget), orientation, for_size,    \
                                        minimum, natural);                                    \
  }                                                                                           \
                                                                                              \
  static void type_name##_size_allocate (GtkWidget *widget, int width, int height,            \
                                         int baseline)                                        \
  {                                                                                           \
    cc_swift_control_hooks ()->size_allocate (type_name##_state (widget), width, height);     \
  }                                                                                           \
                                                                                              \
  static void type_name##_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)                 \
  {                                                                                           \
    cc_swift_control_hooks ()->snapshot (type_name##_state (widget), snapshot);               \
  }                                                                                           \
                                                                                              \
  static void type_name##_css_changed (GtkWidget *widget, GtkCssStyleChange *change)          \
  {                                                                                           \
    GTK_WIDGET_CLASS (type_name##_parent_class)->css_changed (widget, change);                \
    cc_swift_control_hooks ()->css_changed (type_name##_state (widget));                      \
  }                                                                                           \
                                                                                              \
  static gboolean type_name##_focus (GtkWidget *widget, GtkDirectionType direction)           \
  {                                                                                           \
    int moved = cc_swift_control_hooks ()->focus (type_name##_state (widget), direction);     \
    if (moved < 0)                                                                            \
      return GTK_WIDGET_CLASS (type_name##_parent_class)->focus (widget, direction);          \
    return moved;                                                                             \
  }                                                                                           \
                                                                                              \
  static void type_name##_unmap (GtkWidget *widget)                                           \
  {                                                                                           \
    cc_swift_control_hooks ()->unmap (type_name##_state (widget));                            \
    GTK_WIDGET_CLASS (type_name##_parent_class)->unmap (widget);                              \
  }                                                                                           \
                                                                                              \
  static void type_name##_map (GtkWidget *widget)                                             \
  {                                                                                           \
    GTK_WIDGET_CLASS (type_name##_parent_class)->map (widget);                                \
    cc_swift_control_hooks ()->map (type_name##_state (widget));                              \
  }                                                                                           \
                                                                                              \
  static void type_name##_notify (GObject *object, GParamSpec *pspec)                         \
  {                                                                                           \
    if (G_OBJECT_CLASS (type_name##_parent_class)->notify != NULL)                            \
      G_OBJECT_CLASS (type_name##_parent_class)->notify (object, pspec);                      \
    /* Only what another class owns (GtkRange's adjustment): the control's own properties     \
     * are notified by the control, which has nothing to follow in them. */                   \
    if (pspec->owner_type != G_OBJECT_TYPE (object) && type_name##_state (object) != NULL)    \
      cc_swift_control_hooks ()->notify (type_name##_state (object), pspec->name);            \
  }                                                                                           \
                                                                                              \
  static void type_name##_class_init (TypeName##Class *klass)                                 \
  {                                                                                           \
    GObjectClass *object_class = G_OBJECT_CLASS (klass);                                      \
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);                                  \
                                                                                              \
    object_class->constructed = type_name##_constructed;                                      \
    object_class->dispose = type_name##_dispose;                                              \
    object_class->finalize = type_name##_finalize;                                            \
    object_class->get_property = type_name##_get_property;                                    \
    object_class->set_property = type_name##_set_property;                                    \
    object_class->notify = type_name##_notify;                                                \
    widget_class->measure = type_name##_measure;                                              \
    widget_class->size_allocate = type_name##_size_allocate;                                  \
    widget_class->snapshot = type_name##_snapshot;                                            \
    widget_class->css_changed = type_name##_css_changed;                                      \
    widget_class->unmap = type_name##_unmap;                                                  \
    widget_class->map = type_name##_map;                                                      \
    widget_class->focus = type_name##_focus;                                                  \
    cc_swift_control_hooks ()->class_init (widget_class, G_TYPE_FROM_CLASS (klass),           \
                                           CC_CONTROL_##KIND);                                \
  }                                                                                           \
                                                                                              \
  static void type_name##_init (TypeName *self)                                               \
  {                                                                                           \
    if (GTK_IS_RANGE (self))                                                                  \
      cc_range_strip (GTK_RANGE (self));                                                      \
    self->swift_state = cc_swift_control_hooks ()->instance_init (GTK_WIDGET (self),          \
                                                                  CC_CONTROL_##KIND);         \
  }

/* The instance structs: the parent, then the Swift state. */
#define CC_CONTROL_STRUCT(TypeName, type_name, KIND, Parent, PARENT_TYPE, interfaces) \
  struct _##TypeName                                                                 \
  {                                                                                  \
    Parent parent_instance;                                                          \
    gpointer swift_state;                                                            \
  };
CC_FOR_EACH_CONTROL (CC_CONTROL_STRUCT)

/* GtkBuilder's <marks><mark value="…" position="…">label</mark></marks>, as GtkScale takes
 * them (gtkscale.c's marks parser): parsed into a list, added when the object is finished. */
typedef struct
{
  double value;
  GtkPositionType position;
  GString *markup;
  char *context;
  gboolean translatable;
} CcMarkData;

typedef struct
{
  GtkBuilder *builder;
  GSList *marks;  /* CcMarkData, last parsed first */
} CcMarksParser;

static void
cc_mark_data_free (gpointer data)
{
  CcMarkData *mark = data;
  g_string_free (mark->markup, TRUE);
  g_free (mark->context);
  g_free (mark);
}

static void
cc_marks_parser_free (gpointer data)
{
  CcMarksParser *marks = data;
  g_slist_free_full (marks->marks, cc_mark_data_free);
  g_free (marks);
}

static void
cc_pending_marks_free (gpointer data)
{
  g_slist_free_full (data, cc_marks_parser_free);
}

/* The `<marks>` parsers a control has begun and not finished, on the control: GtkBuilder
 * calls custom_finished only when the whole document parsed, so after an error the parser
 * would be lost; the control frees it when it is finalized. */
static GQuark
cc_pending_marks_quark (void)
{
  return g_quark_from_static_string ("cc-pending-marks");
}

static void
cc_marks_start_element (GtkBuildableParseContext *context, const char *element_name,
                        const char **names, const char **values, gpointer user_data, GError **error)
{
  CcMarksParser *parser = user_data;

  if (strcmp (element_name, "marks") == 0)
    {
      if (!g_markup_collect_attributes (element_name, names, values, error, G_MARKUP_COLLECT_INVALID, NULL, NULL))
        return;
    }
  else if (strcmp (element_name, "mark") == 0)
    {
      const char *value_text = NULL, *position_text = NULL, *msg_context = NULL;
      gboolean translatable = FALSE;
      GValue position = G_VALUE_INIT;
      CcMarkData *mark;

      if (!g_markup_collect_attributes (element_name, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "value", &value_text,
                                        G_MARKUP_COLLECT_BOOLEAN | G_MARKUP_COLLECT_OPTIONAL, "translatable", &translatable,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "comments", NULL,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "context", &msg_context,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "position", &position_text,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      if (position_text != NULL
          && !gtk_builder_value_from_string_type (parser->builder, GTK_TYPE_POSITION_TYPE, position_text, &position, error))
        return;

      mark = g_new0 (CcMarkData, 1);
      /* Not a number is the Swift side's to warn about, as for any mark. */
      mark->value = g_ascii_strtod (value_text, NULL);
      mark->position = position_text != NULL ? (GtkPositionType) g_value_get_enum (&position) : GTK_POS_TOP;
      mark->markup = g_string_new ("");
      mark->context = g_strdup (msg_context);
      mark->translatable = translatable;
      parser->marks = g_slist_prepend (parser->marks, mark);
      if (position_text != NULL)
        g_value_unset (&position);
    }
  else
    {
      g_set_error (error, GTK_BUILDER_ERROR, GTK_BUILDER_ERROR_INVALID_TAG,
                   "<%s> is not valid in <marks>", element_name);
    }
}

static void
cc_marks_text (GtkBuildableParseContext *context, const char *text, gsize text_len,
               gpointer user_data, GError **error)
{
  CcMarksParser *parser = user_data;
  const char *element = gtk_buildable_parse_context_get_element (context);

  if (element != NULL && strcmp (element, "mark") == 0 && parser->marks != NULL)
    g_string_append_len (((CcMarkData *) parser->marks->data)->markup, text, text_len);
}

static const GtkBuildableParser cc_marks_parser = {
  cc_marks_start_element,
  NULL,
  cc_marks_text,
};

/* The parent classes' buildable implementations (GtkWidget's and GtkRange's), for the tags
 * that are not ours. */
static GtkBuildableIface *cc_parent_buildable_iface[CC_N_CONTROLS];

static gboolean
cc_marks_tag_start (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                    const char *tagname, GtkBuildableParser *parser, gpointer *data, CcControlKind which)
{
  CcMarksParser *marks;
  GSList *pending;

  if (child != NULL || strcmp (tagname, "marks") != 0)
    return cc_parent_buildable_iface[which]->custom_tag_start (buildable, builder, child, tagname, parser, data);
  marks = g_new0 (CcMarksParser, 1);
  marks->builder = builder;
  pending = g_object_steal_qdata (G_OBJECT (buildable), cc_pending_marks_quark ());
  pending = g_slist_prepend (pending, marks);
  g_object_set_qdata_full (G_OBJECT (buildable), cc_pending_marks_quark (), pending, cc_pending_marks_free);
  *parser = cc_marks_parser;
  *data = marks;
  return TRUE;
}

static void
cc_marks_finished (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                   const char *tagname, gpointer data, gpointer state, CcControlKind which)
{
  CcMarksParser *marks = data;
  GSList *mark_list, *pending;

  if (child != NULL || strcmp (tagname, "marks") != 0)
    {
      cc_parent_buildable_iface[which]->custom_finished (buildable, builder, child, tagname, data);
      return;
    }
  pending = g_object_steal_qdata (G_OBJECT (buildable), cc_pending_marks_quark ());
  pending = g_slist_remove (pending, marks);
  if (pending != NULL)
    g_object_set_qdata_full (G_OBJECT (buildable), cc_pending_marks_quark (), pending, cc_pending_marks_free);
  marks->marks = g_slist_reverse (marks->marks);
  for (mark_list = marks->marks; mark_list != NULL; mark_list = mark_list->next)
    {
      CcMarkData *mark = mark_list->data;
      const char *markup = NULL;

      if (mark->markup->len > 0)
        {
          const char *domain = gtk_builder_get_translation_domain (builder);
          markup = mark->translatable
            ? (mark->context != NULL ? g_dpgettext2 (domain, mark->context, mark->markup->str) : g_dgettext (domain, mark->markup->str))
            : mark->markup->str;
        }
      cc_swift_control_hooks ()->add_mark (state, mark->value, mark->position, markup);
    }
  cc_marks_parser_free (marks);
}

#define CC_DEFINE_MARKS_BUILDABLE(type_name, which)                                            \
  static gboolean type_name##_custom_tag_start (GtkBuildable *buildable, GtkBuilder *builder,  \
                                                GObject *child, const char *tagname,           \
                                                GtkBuildableParser *parser, gpointer *data)    \
  {                                                                                            \
    return cc_marks_tag_start (buildable, builder, child, tagname, parser, data, which);       \
  }                                                                                            \
                                                                                               \
  static void type_name##_custom_finished (GtkBuildable *buildable, GtkBuilder *builder,       \
                                           GObject *child, const char *tagname, gpointer data) \
  {                                                                                            \
    cc_marks_finished (buildable, builder, child, tagname, data,                               \
                       cc_control_get_state (buildable), which);                               \
  }                                                                                            \
                                                                                               \
  static void type_name##_buildable_init (GtkBuildableIface *iface)                            \
  {                                                                                            \
    cc_parent_buildable_iface[which] = g_type_interface_peek_parent (iface);                   \
    iface->custom_tag_start = type_name##_custom_tag_start;                                    \
    iface->custom_finished = type_name##_custom_finished;                                      \
  }

#define CC_MARKS_BUILDABLE(TypeName, type_name, KIND, Parent, PARENT_TYPE, interfaces) \
  CC_DEFINE_MARKS_BUILDABLE (type_name, CC_CONTROL_##KIND)
CC_FOR_EACH_CONTROL (CC_MARKS_BUILDABLE)

#define CC_DEFINE_TYPE(TypeName, type_name, KIND, Parent, PARENT_TYPE, interfaces)            \
  G_DEFINE_FINAL_TYPE_WITH_CODE (TypeName, type_name, PARENT_TYPE,                            \
                                 G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,                   \
                                                        type_name##_buildable_init) interfaces ())
CC_FOR_EACH_CONTROL (CC_DEFINE_TYPE)

CC_FOR_EACH_CONTROL (CC_DEFINE_CONTROL)

GType
cc_control_type (CcControlKind kind)
{
#define CC_TYPE_CASE(TypeName, type_name, KIND, Parent, PARENT_TYPE, interfaces) \
  case CC_CONTROL_##KIND:                                                       \
    return type_name##_get_type ();
  switch (kind)
    {
      CC_FOR_EACH_CONTROL (CC_TYPE_CASE)
    case CC_N_CONTROLS:
      break;
    }
  return G_TYPE_INVALID;
}

gpointer
cc_control_get_state (gpointer instance)
{
  gpointer klass;

  /* The instance's first word is compared with the controls' classes, never followed: a
   * pointer to memory that is no instance (a GdkRGBA from a confused binding) is told apart
   * without a crash, as TypeInstance.swift does for the Swift API, where CC_IS_* would read
   * a GType through it. The types are final, so an instance of one has exactly its class. */
  if (instance == NULL || (klass = ((GTypeInstance *) instance)->g_class) == NULL)
    return NULL;
#define CC_STATE_OF(TypeName, type_name, KIND, Parent, PARENT_TYPE, interfaces) \
  if (klass == g_type_class_peek (type_name##_get_type ()))                      \
    return type_name##_state (instance);
  CC_FOR_EACH_CONTROL (CC_STATE_OF)
  return NULL;
}

/* ---- A control's own adjustment (cc_owned_adjustment_new) ---- */

G_DECLARE_FINAL_TYPE (CcOwnedAdjustment, cc_owned_adjustment, CC, OWNED_ADJUSTMENT, GtkAdjustment)

struct _CcOwnedAdjustment
{
  GtkAdjustment parent_instance;
  /* Not referenced: the control stops following (cc_owned_adjustment_unfollow) in dispose. */
  GtkWidget *control;
  gboolean quiet;
};

G_DEFINE_FINAL_TYPE (CcOwnedAdjustment, cc_owned_adjustment, GTK_TYPE_ADJUSTMENT)

static void
cc_owned_adjustment_tell (GtkAdjustment *adjustment, gboolean bounds)
{
  CcOwnedAdjustment *self = CC_OWNED_ADJUSTMENT (adjustment);
  gpointer state;

  /* cc_control_get_state answers NULL for a NULL control (none follows). */
  if (self->quiet || (state = cc_control_get_state (self->control)) == NULL)
    return;
  cc_swift_control_hooks ()->adjustment_changed (state, adjustment, bounds);
}

static void
cc_owned_adjustment_changed (GtkAdjustment *adjustment)
{
  cc_owned_adjustment_tell (adjustment, TRUE);
}

static void
cc_owned_adjustment_value_changed (GtkAdjustment *adjustment)
{
  cc_owned_adjustment_tell (adjustment, FALSE);
}

static void
cc_owned_adjustment_class_init (CcOwnedAdjustmentClass *klass)
{
  GTK_ADJUSTMENT_CLASS (klass)->changed = cc_owned_adjustment_changed;
  GTK_ADJUSTMENT_CLASS (klass)->value_changed = cc_owned_adjustment_value_changed;
}

static void
cc_owned_adjustment_init (CcOwnedAdjustment *self)
{
}

GtkAdjustment *
cc_owned_adjustment_new (double value, double lower, double upper, double step_increment, double page_increment)
{
  GtkAdjustment *adjustment = g_object_new (cc_owned_adjustment_get_type (), NULL);

  gtk_adjustment_configure (adjustment, value, lower, upper, step_increment, page_increment, 0);
  return adjustment;
}

gboolean
cc_owned_adjustment_follow (GtkAdjustment *adjustment, GtkWidget *control)
{
  CcOwnedAdjustment *self;

  if (!CC_IS_OWNED_ADJUSTMENT (adjustment))
    return FALSE;
  self = CC_OWNED_ADJUSTMENT (adjustment);
  if (self->control != NULL && self->control != control)
    return FALSE;
  self->control = control;
  return TRUE;
}

void
cc_owned_adjustment_unfollow (GtkAdjustment *adjustment, GtkWidget *control)
{
  if (CC_IS_OWNED_ADJUSTMENT (adjustment) && CC_OWNED_ADJUSTMENT (adjustment)->control == control)
    CC_OWNED_ADJUSTMENT (adjustment)->control = NULL;
}

gboolean
cc_owned_adjustment_set_quiet (GtkAdjustment *adjustment, gboolean quiet)
{
  gboolean was;

  if (!CC_IS_OWNED_ADJUSTMENT (adjustment))
    return FALSE;
  was = CC_OWNED_ADJUSTMENT (adjustment)->quiet;
  CC_OWNED_ADJUSTMENT (adjustment)->quiet = quiet;
  return was;
}
