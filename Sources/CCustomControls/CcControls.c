/* The GObject boilerplate of CcRangeSlider, CcKnob and CcCircularSlider.
 *
 * Everything a control does lives in Swift; each vfunc here only forwards to the hooks table
 * with the instance's Swift state. The three types differ only in their names, parent types
 * and tables (and CcKnob and CcCircularSlider strip their GtkRange in init). */
#include "CCustomControls.h"

#define CC_DEFINE_CONTROL(TypeName, type_name, hooks, instance_setup)                         \
  static inline gpointer type_name##_state (gpointer object)                                  \
  {                                                                                           \
    return ((TypeName *) object)->swift_state;                                                \
  }                                                                                           \
                                                                                              \
  static void type_name##_dispose (GObject *object)                                           \
  {                                                                                           \
    hooks ()->dispose (type_name##_state (object));                                           \
    G_OBJECT_CLASS (type_name##_parent_class)->dispose (object);                              \
  }                                                                                           \
                                                                                              \
  static void type_name##_finalize (GObject *object)                                          \
  {                                                                                           \
    hooks ()->finalize (type_name##_state (object));                                          \
    ((TypeName *) object)->swift_state = NULL;                                                \
    G_OBJECT_CLASS (type_name##_parent_class)->finalize (object);                             \
  }                                                                                           \
                                                                                              \
  static void type_name##_get_property (GObject *object, guint id, GValue *value,             \
                                        GParamSpec *pspec)                                    \
  {                                                                                           \
    hooks ()->get_property (type_name##_state (object), id, value, pspec);                    \
  }                                                                                           \
                                                                                              \
  static void type_name##_set_property (GObject *object, guint id, const GValue *value,       \
                                        GParamSpec *pspec)                                    \
  {                                                                                           \
    hooks ()->set_property (type_name##_state (object), id, value, pspec);                    \
  }                                                                                           \
                                                                                              \
  static void type_name##_measure (GtkWidget *widget, GtkOrientation orientation,             \
                                   int for_size, int *minimum, int *natural,                  \
                                   int *minimum_baseline, int *natural_baseline)              \
  {                                                                                           \
    hooks ()->measure (type_name##_state (widget), orientation, for_size, minimum, natural);  \
  }                                                                                           \
                                                                                              \
  static void type_name##_size_allocate (GtkWidget *widget, int width, int height,            \
                                         int baseline)                                        \
  {                                                                                           \
    hooks ()->size_allocate (type_name##_state (widget), width, height);                      \
  }                                                                                           \
                                                                                              \
  static void type_name##_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)                 \
  {                                                                                           \
    hooks ()->snapshot (type_name##_state (widget), snapshot);                                \
  }                                                                                           \
                                                                                              \
  static void type_name##_css_changed (GtkWidget *widget, GtkCssStyleChange *change)          \
  {                                                                                           \
    GTK_WIDGET_CLASS (type_name##_parent_class)->css_changed (widget, change);                \
    hooks ()->css_changed (type_name##_state (widget));                                       \
  }                                                                                           \
                                                                                              \
  static gboolean type_name##_focus (GtkWidget *widget, GtkDirectionType direction)           \
  {                                                                                           \
    int moved = hooks ()->focus (type_name##_state (widget), direction);                      \
    if (moved < 0)                                                                            \
      return GTK_WIDGET_CLASS (type_name##_parent_class)->focus (widget, direction);          \
    return moved;                                                                             \
  }                                                                                           \
                                                                                              \
  static void type_name##_unmap (GtkWidget *widget)                                           \
  {                                                                                           \
    hooks ()->unmap (type_name##_state (widget));                                             \
    GTK_WIDGET_CLASS (type_name##_parent_class)->unmap (widget);                              \
  }                                                                                           \
                                                                                              \
  static void type_name##_class_init (TypeName##Class *klass)                                 \
  {                                                                                           \
    GObjectClass *object_class = G_OBJECT_CLASS (klass);                                      \
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);                                  \
                                                                                              \
    object_class->dispose = type_name##_dispose;                                              \
    object_class->finalize = type_name##_finalize;                                            \
    object_class->get_property = type_name##_get_property;                                    \
    object_class->set_property = type_name##_set_property;                                    \
    widget_class->measure = type_name##_measure;                                              \
    widget_class->size_allocate = type_name##_size_allocate;                                  \
    widget_class->snapshot = type_name##_snapshot;                                            \
    widget_class->css_changed = type_name##_css_changed;                                      \
    widget_class->unmap = type_name##_unmap;                                                  \
    widget_class->focus = type_name##_focus;                                                  \
    hooks ()->class_init (widget_class, G_TYPE_FROM_CLASS (klass));                           \
  }                                                                                           \
                                                                                              \
  static void type_name##_init (TypeName *self)                                               \
  {                                                                                           \
    instance_setup;                                                                           \
    self->swift_state = hooks ()->instance_init (GTK_WIDGET (self));                          \
  }

/* The instance structs: the parent, then the Swift state. */
struct _CcRangeSlider
{
  GtkWidget parent_instance;
  gpointer swift_state;
};

struct _CcKnob
{
  GtkRange parent_instance;
  gpointer swift_state;
};

struct _CcCircularSlider
{
  GtkRange parent_instance;
  gpointer swift_state;
};

G_DEFINE_FINAL_TYPE_WITH_CODE (CcRangeSlider, cc_range_slider, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ORIENTABLE, NULL))
G_DEFINE_FINAL_TYPE (CcKnob, cc_knob, GTK_TYPE_RANGE)
G_DEFINE_FINAL_TYPE (CcCircularSlider, cc_circular_slider, GTK_TYPE_RANGE)

CC_DEFINE_CONTROL (CcRangeSlider, cc_range_slider, cc_swift_range_slider_hooks, (void) 0)
CC_DEFINE_CONTROL (CcKnob, cc_knob, cc_swift_knob_hooks, cc_range_strip (GTK_RANGE (self)))
CC_DEFINE_CONTROL (CcCircularSlider, cc_circular_slider, cc_swift_circular_slider_hooks,
                   cc_range_strip (GTK_RANGE (self)))

gpointer
cc_control_get_state (gpointer instance)
{
  if (CC_IS_RANGE_SLIDER (instance))
    return cc_range_slider_state (instance);
  if (CC_IS_KNOB (instance))
    return cc_knob_state (instance);
  if (CC_IS_CIRCULAR_SLIDER (instance))
    return cc_circular_slider_state (instance);
  return NULL;
}
