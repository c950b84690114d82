/* customcontrols.h: the C API of CustomControls, a GTK 4 widget library written in Swift.
 *
 * Installed as <customcontrols-1/customcontrols.h>; `pkg-config --cflags customcontrols-1`
 * puts that folder on the include path, so apps write `#include <customcontrols.h>`.
 * Introspection (Cc-1.gir, Cc-1.typelib) and the Vala binding (customcontrols-1.vapi) are
 * generated from this header.
 *
 * The functions are implemented in Swift (Sources/CustomControlsCAPI) as a thin layer over the
 * library's own API; the GObject boilerplate is C (Sources/CCustomControls). This header is no
 * SwiftPM module's: Swift never sees these declarations next to the functions that define them.
 * Keep CcKnobDragMode, CcValueScale, CcAppearance and the type declarations in step with Sources/CCustomControls.
 *
 * Partly generated: scripts/generate-c-api.py writes each `BEGIN GENERATED` to `END GENERATED`
 * section (property accessors) from the property declarations in Sources/CustomControls/Widgets
 * (docs/properties.md), and customcontrols.map from this header. The rest is written by hand.
 */
#ifndef CUSTOMCONTROLS_H
#define CUSTOMCONTROLS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- Everything the controls share ---- */

/**
 * CcKnobDragMode:
 * @CC_KNOB_DRAG_MODE_ROTARY: the value follows the pointer's angle around the centre; a
 *   press jumps to it (the default)
 * @CC_KNOB_DRAG_MODE_VERTICAL: moving up raises the value, moving down lowers it; relative,
 *   no jump on press
 * @CC_KNOB_DRAG_MODE_HORIZONTAL: moving right raises the value, moving left lowers it;
 *   relative, no jump on press
 *
 * How a drag turns a [class@Knob] (its [property@Knob:drag-mode]).
 *
 * GtkBuilder XML takes the nicks `rotary`, `vertical` and `horizontal`.
 */
typedef enum {
  CC_KNOB_DRAG_MODE_ROTARY,
  CC_KNOB_DRAG_MODE_VERTICAL,
  CC_KNOB_DRAG_MODE_HORIZONTAL,
} CcKnobDragMode;

#define CC_TYPE_KNOB_DRAG_MODE (cc_knob_drag_mode_get_type ())
GType cc_knob_drag_mode_get_type (void) G_GNUC_CONST;

/**
 * CcValueScale:
 * @CC_VALUE_SCALE_LINEAR: equal travel, equal change of value (the default)
 * @CC_VALUE_SCALE_LOGARITHMIC: equal travel, equal ratio of values (octaves, decades); needs
 *   a minimum above 0
 * @CC_VALUE_SCALE_SKEWED: a power curve with the control's `skew-mid-value` at half the
 *   travel; needs that value strictly inside the range
 *
 * How a control's values spread along its travel (its `value-scale` property): what a drag,
 * the wheel and the drawing follow. Values, bounds and signals stay in value units.
 *
 * GtkBuilder XML takes the nicks `linear`, `logarithmic` and `skewed`.
 */
typedef enum {
  CC_VALUE_SCALE_LINEAR,
  CC_VALUE_SCALE_LOGARITHMIC,
  CC_VALUE_SCALE_SKEWED,
} CcValueScale;

#define CC_TYPE_VALUE_SCALE (cc_value_scale_get_type ())
GType cc_value_scale_get_type (void) G_GNUC_CONST;

/**
 * CcAppearance:
 * @CC_APPEARANCE_GLOSSY: the control's own look: a glossy track and thumbs after the
 *   tutorial's (the default)
 * @CC_APPEARANCE_THEME: the GTK theme's look: the trough, the highlight and the thumbs are
 *   drawn by the theme from CSS nodes named as [class@Gtk.Scale]'s, so the range slider looks
 *   like the scales beside it in any theme, dark style, high contrast or accent colour
 *
 * How a [class@RangeSlider] is drawn (its [property@RangeSlider:appearance]).
 *
 * GtkBuilder XML takes the nicks `glossy` and `theme`.
 */
typedef enum {
  CC_APPEARANCE_GLOSSY,
  CC_APPEARANCE_THEME,
} CcAppearance;

#define CC_TYPE_APPEARANCE (cc_appearance_get_type ())
GType cc_appearance_get_type (void) G_GNUC_CONST;

/**
 * CcFormatValueFunc:
 * @control: the control whose value is shown: a [class@Knob], [class@RangeSlider],
 *   [class@CircularSlider], [class@CircularRangeSlider] or [class@XYPad]
 * @value: the value to show
 * @user_data: (closure): the data given with the function
 *
 * Turns a value into the text that a control's labels and its accessible value show, in
 * place of the value with the control's `digits` decimals.
 *
 * Returns: (transfer full) (not nullable): the text, a newly allocated string
 */
typedef char * (* CcFormatValueFunc) (GtkWidget *control,
                                      double     value,
                                      gpointer   user_data);

/**
 * cc_register_types:
 *
 * Registers the types [class@RangeSlider], [class@Knob], [class@CircularSlider], [class@CircularRangeSlider],
 * [class@XYPad], [enum@KnobDragMode], [enum@ValueScale] and [enum@Appearance], so that GtkBuilder
 * XML can name them before any was created; call it before loading such XML. Calling it again does
 * no harm.
 *
 * GtkBuilder looks an unknown type up by its `*_get_type` function among the program's
 * symbols; that finds these only in a program linked to the library that calls it (a linker
 * with `--as-needed` drops a library nothing calls), never when a binding loads the library
 * at run time, as PyGObject and GJS do (Python: `Cc.register_types ()`).
 */
void cc_register_types (void);

/**
 * cc_set_inherited_tint:
 * @container: any widget, usually a window or a box
 * @color: (nullable): the tint to pass down (copied), or %NULL to remove the container's tint
 *
 * Sets the tint that @container passes down to every control among its descendants that has
 * no tint of its own, as iOS's `tintColor` flows down the view tree, and redraws them.
 *
 * A control's tint is, in this order: its own `tint-color`; the tint of its nearest ancestor
 * that has one; the CSS `color` of its node, which the library's fallback stylesheet derives
 * from the theme's accent colour. The tint is looked up each time a control draws, so a
 * control moved into another container takes that container's tint.
 */
void cc_set_inherited_tint (GtkWidget     *container,
                            const GdkRGBA *color);

/* ---- CcKnob ---- */

/**
 * CcKnob:
 *
 * A rotary knob, as on a sound desk.
 *
 * The knob shows its value as a pointer on an arc from [property@Knob:start-angle] to
 * [property@Knob:end-angle] (by default from −11π/8 to 3π/8, leaving a 45° gap at the
 * bottom). In the default [property@Knob:drag-mode] the value follows the pointer's angle
 * around the centre; vertical and horizontal drags move it over
 * [property@Knob:drag-distance] pixels for the whole range. A double click resets it to
 * [property@Knob:default-value], Shift during a drag fine-tunes it and Escape cancels it.
 *
 * `CcKnob` is a final [class@Gtk.Range] subclass, so that screen readers get the AT-SPI
 * Value interface; GtkRange only holds the value: the knob draws and handles input itself.
 * [property@Gtk.Range:inverted] and [property@Gtk.Range:adjustment] are GtkRange's (the
 * adjustment property overridden so that %NULL gives the knob one of its own, see
 * cc_knob_set_adjustment()). The knob emits GtkRange's [signal@Gtk.Range::value-changed] once
 * per committed change: on every change during a drag when [property@Knob:continuous] is
 * true, once at the end of the drag otherwise, once per programmatic change, key press or
 * wheel notch, never per animation frame.
 *
 * Values outside the bounds are clamped; NaN and ±infinity are rejected with one warning
 * naming the control, the property and the value, leaving the state unchanged.
 *
 * ## CSS nodes
 *
 * ```
 * knob[.dragging][.fine-tune]
 * ╰── [value]
 * ```
 *
 * The `knob` node's `color` is the tint when neither [property@Knob:tint-color] nor an
 * inherited tint ([func@set_inherited_tint]) is set. The `value` child, there once the value
 * is shown, gives the value's text its colour.
 *
 * ## Accessibility
 *
 * `CcKnob` uses the %GTK_ACCESSIBLE_ROLE_SLIDER role; an unlabelled knob is called "Knob".
 */
#define CC_TYPE_KNOB (cc_knob_get_type ())
G_DECLARE_FINAL_TYPE (CcKnob, cc_knob, CC, KNOB, GtkRange)

/**
 * CcKnob::drag-begin:
 * @self: the knob
 *
 * Emitted when a drag starts, before the press's own [signal@Gtk.Range::value-changed].
 */

/**
 * CcKnob::drag-end:
 * @self: the knob
 *
 * Emitted when a drag ends, released or cancelled, after its last
 * [signal@Gtk.Range::value-changed].
 */

/**
 * CcKnob::edit-begin:
 * @self: the knob
 *
 * Emitted when a person begins an edit, before its first [signal@Gtk.Range::value-changed]:
 * this and [signal@Knob::edit-end] enclose each change a person makes, for a host that
 * records automation (VST3's beginEdit, LV2's touch). A drag is one edit around
 * [signal@Knob::drag-begin] and [signal@Knob::drag-end]; a burst of keys or wheel steps is
 * one, ending half a second after the last step or when focus leaves; a typed value is one,
 * from the first change of its text to its commit or cancel; a double-click reset that
 * changes the value is one. So is a menu action that changes it (Reset to Default,
 * Swap with Previous Value). A program's changes are no edit.
 */

/**
 * CcKnob::edit-end:
 * @self: the knob
 *
 * Emitted when the person's edit ends, after its last [signal@Gtk.Range::value-changed]; also
 * when the knob is destroyed during one.
 */

/**
 * CcKnob::input:
 * @self: the knob
 * @new_value: (out) (type gpointer): return location for the new value, a `double *`
 *   (annotated as a pointer: PyGObject would read a double from it and log a critical)
 *
 * Emitted to turn the text typed into the knob's entry ([property@Knob:editable]) into a
 * value, as [signal@Gtk.SpinButton::input]: the handler reads the text with
 * cc_knob_get_input_text(), sets @new_value (from Python or JavaScript, whose signal handlers
 * have no out arguments: calls cc_knob_set_input_value()) and returns %TRUE; it returns
 * %GTK_INPUT_ERROR for text that is no value (the entry keeps it, with the `error` style
 * class), or %FALSE to leave the text to the default. The default reads the number in the text
 * and ignores the unit and the currency sign the display adds ("-6 dB", "€12", "75 %"), with
 * the locale's decimal separator as well as ".". The knob then clamps the value into its
 * range.
 *
 * Returns: %TRUE for a successful conversion, %FALSE if the input was not handled, and
 *   %GTK_INPUT_ERROR if the conversion failed
 */

/**
 * cc_knob_new:
 *
 * Creates a new knob with the default property values.
 *
 * Returns: the new knob, a floating reference as every GTK constructor returns
 */
GtkWidget *cc_knob_new (void);

/* BEGIN GENERATED CcKnob ArcProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcKnob:value:
 *
 * The value, clamped into [property@Knob:minimum-value] … [property@Knob:maximum-value].
 *
 * Default: 0.
 */

/**
 * cc_knob_get_value:
 * @self: a knob
 *
 * Gets the value ([property@Knob:value]).
 *
 * Returns: the value
 */
double cc_knob_get_value (CcKnob *self);

/**
 * cc_knob_set_value:
 * @self: a knob
 * @value: the new value
 *
 * Sets [property@Knob:value]. The value is clamped into the bounds, and the drawing jumps to
 * it (see cc_knob_set_value_animated()); [signal@Gtk.Range::value-changed] is emitted once if
 * it changed. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_knob_set_value (CcKnob *self,
                        double value);

/**
 * CcKnob:minimum-value:
 *
 * The lowest value, at the start angle.
 *
 * Default: 0.
 */

/**
 * cc_knob_get_minimum_value:
 * @self: a knob
 *
 * Gets the lowest value ([property@Knob:minimum-value]).
 *
 * Returns: the lowest value
 */
double cc_knob_get_minimum_value (CcKnob *self);

/**
 * cc_knob_set_minimum_value:
 * @self: a knob
 * @minimum_value: the new value
 *
 * Sets [property@Knob:minimum-value]. A minimum above the maximum moves the maximum up to
 * meet it; the value is clamped into the new bounds. NaN and ±infinity are rejected with a
 * warning, leaving it unchanged.
 */
void cc_knob_set_minimum_value (CcKnob *self,
                                double minimum_value);

/**
 * CcKnob:maximum-value:
 *
 * The highest value, at the end angle.
 *
 * Default: 1.
 */

/**
 * cc_knob_get_maximum_value:
 * @self: a knob
 *
 * Gets the highest value ([property@Knob:maximum-value]).
 *
 * Returns: the highest value
 */
double cc_knob_get_maximum_value (CcKnob *self);

/**
 * cc_knob_set_maximum_value:
 * @self: a knob
 * @maximum_value: the new value
 *
 * Sets [property@Knob:maximum-value]. A maximum below the minimum moves the minimum down to
 * meet it; the value is clamped into the new bounds. NaN and ±infinity are rejected with a
 * warning, leaving it unchanged.
 */
void cc_knob_set_maximum_value (CcKnob *self,
                                double maximum_value);

/**
 * CcKnob:default-value:
 *
 * The value a double click resets to.
 *
 * Default: 0.
 */

/**
 * cc_knob_get_default_value:
 * @self: a knob
 *
 * Gets the value a double click resets to ([property@Knob:default-value]).
 *
 * Returns: the value a double click resets to
 */
double cc_knob_get_default_value (CcKnob *self);

/**
 * cc_knob_set_default_value:
 * @self: a knob
 * @default_value: the new value
 *
 * Sets [property@Knob:default-value]. NaN and ±infinity are rejected with a warning, leaving
 * it unchanged.
 */
void cc_knob_set_default_value (CcKnob *self,
                                double default_value);

/**
 * CcKnob:start-angle:
 *
 * The screen angle of the minimum, in radians clockwise from 3 o'clock. The knob keeps
 * `start-angle <= end-angle <= start-angle + 2π`, moving the other angle when needed.
 *
 * Default: −11π/8.
 */

/**
 * cc_knob_get_start_angle:
 * @self: a knob
 *
 * Gets the screen angle of the minimum ([property@Knob:start-angle]).
 *
 * Returns: the screen angle of the minimum
 */
double cc_knob_get_start_angle (CcKnob *self);

/**
 * cc_knob_set_start_angle:
 * @self: a knob
 * @start_angle: the new value
 *
 * Sets [property@Knob:start-angle]. The end angle moves to keep `start <= end <= start + 2π`.
 * NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_knob_set_start_angle (CcKnob *self,
                              double start_angle);

/**
 * CcKnob:end-angle:
 *
 * The screen angle of the maximum, in radians clockwise from 3 o'clock, within a turn after
 * the start angle.
 *
 * Default: 3π/8.
 */

/**
 * cc_knob_get_end_angle:
 * @self: a knob
 *
 * Gets the screen angle of the maximum ([property@Knob:end-angle]).
 *
 * Returns: the screen angle of the maximum
 */
double cc_knob_get_end_angle (CcKnob *self);

/**
 * cc_knob_set_end_angle:
 * @self: a knob
 * @end_angle: the new value
 *
 * Sets [property@Knob:end-angle]. The start angle moves to keep `start <= end <= start + 2π`.
 * NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_knob_set_end_angle (CcKnob *self,
                            double end_angle);

/**
 * CcKnob:modulation-value:
 *
 * Where modulation moves the value to (an LFO's or an envelope's output, in value units):
 * with [property@Knob:show-modulation], the knob draws a thin arc in its tint from
 * the value to it, beside the track, without changing [property@Knob:value]. Drive it
 * each frame (an `AdwTimedAnimation` on the property, a tick callback) to animate it.
 *
 * Default: 0.
 */

/**
 * cc_knob_get_modulation_value:
 * @self: a knob
 *
 * Gets the modulated value the modulation arc reaches ([property@Knob:modulation-value]).
 *
 * Returns: the modulated value the modulation arc reaches
 */
double cc_knob_get_modulation_value (CcKnob *self);

/**
 * cc_knob_set_modulation_value:
 * @self: a knob
 * @modulation_value: the new value
 *
 * Sets [property@Knob:modulation-value]. Kept as set; the arc stops at the range's ends. NaN
 * and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_knob_set_modulation_value (CcKnob *self,
                                   double modulation_value);

/**
 * CcKnob:show-modulation:
 *
 * Whether the knob draws its modulation arc, from the value to
 * [property@Knob:modulation-value].
 *
 * Default: false.
 */

/**
 * cc_knob_get_show_modulation:
 * @self: a knob
 *
 * Gets whether the modulation arc is drawn ([property@Knob:show-modulation]).
 *
 * Returns: whether the modulation arc is drawn
 */
gboolean cc_knob_get_show_modulation (CcKnob *self);

/**
 * cc_knob_set_show_modulation:
 * @self: a knob
 * @show_modulation: the new value
 *
 * Sets [property@Knob:show-modulation].
 */
void cc_knob_set_show_modulation (CcKnob *self,
                                  gboolean show_modulation);

/* END GENERATED CcKnob ArcProperty */

/**
 * cc_knob_set_value_animated:
 * @self: a knob
 * @value: the new value
 *
 * Sets [property@Knob:value] as cc_knob_set_value() does, then moves the drawing to it
 * over 0.25 s. The property changes and [signal@Gtk.Range::value-changed] is emitted at once,
 * never per animation frame. There is no animation while the knob is not mapped, when
 * #GtkSettings:gtk-enable-animations is off or (GTK 4.22+)
 * #GtkSettings:gtk-interface-reduced-motion asks for less motion, or during a drag.
 */
void cc_knob_set_value_animated (CcKnob *self,
                                 double value);

/* BEGIN GENERATED CcKnob SharedProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcKnob:continuous:
 *
 * Whether [signal@Gtk.Range::value-changed] is emitted on every change during a drag (true)
 * or once, when the drag ends (false). Programmatic changes, keys and the wheel emit at once
 * either way.
 *
 * Default: true.
 */

/**
 * cc_knob_get_continuous:
 * @self: a knob
 *
 * Gets whether value-changed is emitted during a drag ([property@Knob:continuous]).
 *
 * Returns: whether value-changed is emitted during a drag
 */
gboolean cc_knob_get_continuous (CcKnob *self);

/**
 * cc_knob_set_continuous:
 * @self: a knob
 * @continuous: the new value
 *
 * Sets [property@Knob:continuous].
 */
void cc_knob_set_continuous (CcKnob *self,
                             gboolean continuous);

/**
 * CcKnob:step:
 *
 * What arrow keys, +/- and the scroll wheel move a value by; 0 is 1% of the range.
 *
 * Default: 0.
 */

/**
 * cc_knob_get_step:
 * @self: a knob
 *
 * Gets what keys and the scroll wheel move the value by ([property@Knob:step]).
 *
 * Returns: what keys and the scroll wheel move the value by
 */
double cc_knob_get_step (CcKnob *self);

/**
 * cc_knob_set_step:
 * @self: a knob
 * @step: the new value
 *
 * Sets [property@Knob:step]. Negative steps become 0 (automatic); NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_knob_set_step (CcKnob *self,
                       double step);

/**
 * CcKnob:page:
 *
 * What Page Up/Down, Ctrl+arrows and Ctrl+wheel move a value by; 0 is 10% of the range.
 *
 * Default: 0.
 */

/**
 * cc_knob_get_page:
 * @self: a knob
 *
 * Gets what Page Up/Down move the value by ([property@Knob:page]).
 *
 * Returns: what Page Up/Down move the value by
 */
double cc_knob_get_page (CcKnob *self);

/**
 * cc_knob_set_page:
 * @self: a knob
 * @page: the new value
 *
 * Sets [property@Knob:page]. Negative pages become 0 (automatic); NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_knob_set_page (CcKnob *self,
                       double page);

/**
 * CcKnob:digits:
 *
 * Decimals in the value's text (shown values and the accessible value), 0 to 10, unless a
 * format function is set.
 *
 * Default: 2.
 */

/**
 * cc_knob_get_digits:
 * @self: a knob
 *
 * Gets the decimals of the value's text ([property@Knob:digits]).
 *
 * Returns: the decimals of the value's text
 */
int cc_knob_get_digits (CcKnob *self);

/**
 * cc_knob_set_digits:
 * @self: a knob
 * @digits: the new value
 *
 * Sets [property@Knob:digits]. Values outside 0…10 are clamped.
 */
void cc_knob_set_digits (CcKnob *self,
                         int digits);

/**
 * CcKnob:tint-color:
 *
 * The knob's own tint, colouring its arc and pointer. Unset, the knob takes the tint of its
 * nearest ancestor that has one ([func@set_inherited_tint]), else the CSS `color` of its
 * `knob` node.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_knob_get_tint_color:
 * @self: a knob
 *
 * Gets the knob's own tint ([property@Knob:tint-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_knob_get_tint_color (CcKnob *self);

/**
 * cc_knob_set_tint_color:
 * @self: a knob
 * @tint_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@Knob:tint-color].
 */
void cc_knob_set_tint_color (CcKnob *self,
                             const GdkRGBA *tint_color);

/**
 * CcKnob:value-scale:
 *
 * How values spread along the knob's travel: evenly (linear), by equal ratios
 * (logarithmic, for frequencies and prices) or with [property@Knob:skew-mid-value] at
 * half the travel (skewed). Drags, the scroll wheel and the drawing follow the travel; a
 * key's step or page moves the share of the travel it is of the range. The value, the
 * bounds, the signals and the accessible value stay in value units.
 *
 * A logarithmic scale over a range that reaches 0 or below, or a skewed one whose
 * [property@Knob:skew-mid-value] is not strictly inside the range, behaves linearly until
 * the range fits again; it is kept as set, so the order in which properties are set does not
 * matter, and one warning names it when that begins.
 *
 * Default: %CC_VALUE_SCALE_LINEAR.
 */

/**
 * cc_knob_get_value_scale:
 * @self: a knob
 *
 * Gets how values spread along the travel ([property@Knob:value-scale]).
 *
 * Returns: how values spread along the travel
 */
CcValueScale cc_knob_get_value_scale (CcKnob *self);

/**
 * cc_knob_set_value_scale:
 * @self: a knob
 * @value_scale: the new value
 *
 * Sets [property@Knob:value-scale].
 */
void cc_knob_set_value_scale (CcKnob *self,
                              CcValueScale value_scale);

/**
 * CcKnob:skew-mid-value:
 *
 * The value at half the knob's travel when [property@Knob:value-scale] is
 * %CC_VALUE_SCALE_SKEWED; kept, and unused, otherwise.
 *
 * Default: 0.
 */

/**
 * cc_knob_get_skew_mid_value:
 * @self: a knob
 *
 * Gets the value at half the travel of a skewed scale ([property@Knob:skew-mid-value]).
 *
 * Returns: the value at half the travel of a skewed scale
 */
double cc_knob_get_skew_mid_value (CcKnob *self);

/**
 * cc_knob_set_skew_mid_value:
 * @self: a knob
 * @skew_mid_value: the new value
 *
 * Sets [property@Knob:skew-mid-value]. A value not strictly inside the range makes a skewed
 * scale behave linearly (with one warning) until the range fits it. NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_knob_set_skew_mid_value (CcKnob *self,
                                 double skew_mid_value);

/**
 * CcKnob:snap-to-marks:
 *
 * Whether marks hold a drag and stop keys: a drag that reaches a mark sticks there for 8 pixels
 * of further pointer travel, then leaves it (a detent), and arrow keys or Page Up/Down that
 * would cross a mark stop on it. Marks are added with [method@Knob.add_mark].
 *
 * Default: false.
 */

/**
 * cc_knob_get_snap_to_marks:
 * @self: a knob
 *
 * Gets whether drags and keys stop at marks ([property@Knob:snap-to-marks]).
 *
 * Returns: whether drags and keys stop at marks
 */
gboolean cc_knob_get_snap_to_marks (CcKnob *self);

/**
 * cc_knob_set_snap_to_marks:
 * @self: a knob
 * @snap_to_marks: the new value
 *
 * Sets [property@Knob:snap-to-marks].
 */
void cc_knob_set_snap_to_marks (CcKnob *self,
                                gboolean snap_to_marks);

/**
 * CcKnob:editable:
 *
 * Whether the value can be typed: the knob shows its value in the centre as an entry
 * (also with [property@Knob:show-value] off). Enter, or focus leaving the entry, sets the
 * typed value, clamped into the range; Escape shows the value again; text that is no
 * value keeps the entry open with the `error` style class. The text is parsed by
 * [signal@Knob::input]. Keyboard: Enter on the focused knob, or Tab from it, moves focus
 * into the entry.
 *
 * Default: false.
 */

/**
 * cc_knob_get_editable:
 * @self: a knob
 *
 * Gets whether the value can be typed ([property@Knob:editable]).
 *
 * Returns: whether the value can be typed
 */
gboolean cc_knob_get_editable (CcKnob *self);

/**
 * cc_knob_set_editable:
 * @self: a knob
 * @editable: the new value
 *
 * Sets [property@Knob:editable].
 */
void cc_knob_set_editable (CcKnob *self,
                           gboolean editable);

/**
 * CcKnob:show-menu:
 *
 * Whether the knob has a context menu: a secondary click, a long press, the Menu key
 * or Shift+F10 opens it, with "Reset to Default", "Type a Value…" (when
 * [property@Knob:editable]), "Swap with Previous Value" (back to the value before the last
 * edit, and again to return) and the items of [property@Knob:extra-menu]. Each of its
 * actions is an edit ([signal@Knob::edit-begin]).
 *
 * Default: true.
 */

/**
 * cc_knob_get_show_menu:
 * @self: a knob
 *
 * Gets whether the context menu opens ([property@Knob:show-menu]).
 *
 * Returns: whether the context menu opens
 */
gboolean cc_knob_get_show_menu (CcKnob *self);

/**
 * cc_knob_set_show_menu:
 * @self: a knob
 * @show_menu: the new value
 *
 * Sets [property@Knob:show-menu].
 */
void cc_knob_set_show_menu (CcKnob *self,
                            gboolean show_menu);

/**
 * CcKnob:extra-menu:
 *
 * A menu model whose items the knob's context menu shows after its own, as
 * [property@Gtk.Text:extra-menu] does. An item with an action and no target gets the
 * control's widget name ([method@Gtk.Widget.get_name]) as a string target, so one model
 * and one action taking a string serve every control of a window: name each control.
 *
 * Default: %NULL.
 */

/**
 * cc_knob_get_extra_menu:
 * @self: a knob
 *
 * Gets the model of the items the context menu shows after its own, or %NULL
 * ([property@Knob:extra-menu]).
 *
 * Returns: (transfer none) (nullable): the model of the items the context menu shows after
 *   its own
 */
GMenuModel *cc_knob_get_extra_menu (CcKnob *self);

/**
 * cc_knob_set_extra_menu:
 * @self: a knob
 * @extra_menu: (nullable): a menu model, or %NULL for the control's own items only
 *
 * Sets [property@Knob:extra-menu].
 */
void cc_knob_set_extra_menu (CcKnob *self,
                             GMenuModel *extra_menu);

/* END GENERATED CcKnob SharedProperty */

/* BEGIN GENERATED CcKnob KnobProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcKnob:drag-mode:
 *
 * How a drag turns the knob.
 *
 * Default: %CC_KNOB_DRAG_MODE_ROTARY.
 */

/**
 * cc_knob_get_drag_mode:
 * @self: a knob
 *
 * Gets how a drag turns the knob ([property@Knob:drag-mode]).
 *
 * Returns: how a drag turns the knob
 */
CcKnobDragMode cc_knob_get_drag_mode (CcKnob *self);

/**
 * cc_knob_set_drag_mode:
 * @self: a knob
 * @drag_mode: the new value
 *
 * Sets [property@Knob:drag-mode].
 */
void cc_knob_set_drag_mode (CcKnob *self,
                            CcKnobDragMode drag_mode);

/**
 * CcKnob:drag-distance:
 *
 * Pixels of vertical or horizontal drag that cover the whole range (only the vertical and
 * horizontal drag modes use it).
 *
 * Default: 200.
 */

/**
 * cc_knob_get_drag_distance:
 * @self: a knob
 *
 * Gets the pixels of drag that cover the whole range ([property@Knob:drag-distance]).
 *
 * Returns: the pixels of drag that cover the whole range
 */
double cc_knob_get_drag_distance (CcKnob *self);

/**
 * cc_knob_set_drag_distance:
 * @self: a knob
 * @drag_distance: the new value
 *
 * Sets [property@Knob:drag-distance]. Distances below 1 become 1; NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_knob_set_drag_distance (CcKnob *self,
                                double drag_distance);

/**
 * CcKnob:grab-pointer-only:
 *
 * Whether a rotary drag starts only on the pointer (within about 17° of it) and then moves
 * relatively, instead of jumping to wherever the knob is pressed.
 *
 * Default: false.
 */

/**
 * cc_knob_get_grab_pointer_only:
 * @self: a knob
 *
 * Gets whether a rotary drag starts only on the pointer ([property@Knob:grab-pointer-only]).
 *
 * Returns: whether a rotary drag starts only on the pointer
 */
gboolean cc_knob_get_grab_pointer_only (CcKnob *self);

/**
 * cc_knob_set_grab_pointer_only:
 * @self: a knob
 * @grab_pointer_only: the new value
 *
 * Sets [property@Knob:grab-pointer-only].
 */
void cc_knob_set_grab_pointer_only (CcKnob *self,
                                    gboolean grab_pointer_only);

/**
 * CcKnob:show-value:
 *
 * Whether the value is shown as text in the centre.
 *
 * Default: false.
 */

/**
 * cc_knob_get_show_value:
 * @self: a knob
 *
 * Gets whether the value is shown in the centre ([property@Knob:show-value]).
 *
 * Returns: whether the value is shown in the centre
 */
gboolean cc_knob_get_show_value (CcKnob *self);

/**
 * cc_knob_set_show_value:
 * @self: a knob
 * @show_value: the new value
 *
 * Sets [property@Knob:show-value].
 */
void cc_knob_set_show_value (CcKnob *self,
                             gboolean show_value);

/**
 * CcKnob:show-fill:
 *
 * Whether the arc from [property@Knob:origin] to the value is highlighted over a faded track
 * (a bipolar knob, such as a pan knob filled from its centre).
 *
 * Default: false.
 */

/**
 * cc_knob_get_show_fill:
 * @self: a knob
 *
 * Gets whether the arc from the origin to the value is highlighted
 * ([property@Knob:show-fill]).
 *
 * Returns: whether the arc from the origin to the value is highlighted
 */
gboolean cc_knob_get_show_fill (CcKnob *self);

/**
 * cc_knob_set_show_fill:
 * @self: a knob
 * @show_fill: the new value
 *
 * Sets [property@Knob:show-fill].
 */
void cc_knob_set_show_fill (CcKnob *self,
                            gboolean show_fill);

/**
 * CcKnob:origin:
 *
 * Where the fill starts: a value on the knob's scale; an origin outside the bounds fills from
 * the nearer end.
 *
 * Default: 0.
 */

/**
 * cc_knob_get_origin:
 * @self: a knob
 *
 * Gets where the fill starts ([property@Knob:origin]).
 *
 * Returns: where the fill starts
 */
double cc_knob_get_origin (CcKnob *self);

/**
 * cc_knob_set_origin:
 * @self: a knob
 * @origin: the new value
 *
 * Sets [property@Knob:origin]. NaN and ±infinity are rejected with a warning, leaving it
 * unchanged.
 */
void cc_knob_set_origin (CcKnob *self,
                         double origin);

/**
 * CcKnob:line-width:
 *
 * The width of the arc and the pointer, in pixels.
 *
 * Default: 2.
 */

/**
 * cc_knob_get_line_width:
 * @self: a knob
 *
 * Gets the width of the arc and the pointer ([property@Knob:line-width]).
 *
 * Returns: the width of the arc and the pointer
 */
double cc_knob_get_line_width (CcKnob *self);

/**
 * cc_knob_set_line_width:
 * @self: a knob
 * @line_width: the new value
 *
 * Sets [property@Knob:line-width]. Negative widths become 0; NaN and ±infinity are rejected
 * with a warning, leaving it unchanged.
 */
void cc_knob_set_line_width (CcKnob *self,
                             double line_width);

/**
 * CcKnob:pointer-length:
 *
 * The length of the pointer, in pixels.
 *
 * Default: 6.
 */

/**
 * cc_knob_get_pointer_length:
 * @self: a knob
 *
 * Gets the length of the pointer ([property@Knob:pointer-length]).
 *
 * Returns: the length of the pointer
 */
double cc_knob_get_pointer_length (CcKnob *self);

/**
 * cc_knob_set_pointer_length:
 * @self: a knob
 * @pointer_length: the new value
 *
 * Sets [property@Knob:pointer-length]. Negative lengths become 0; NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_knob_set_pointer_length (CcKnob *self,
                                 double pointer_length);

/**
 * CcKnob:pointer-paintable:
 *
 * An image drawn instead of the pointer line, turned with the value: any #GdkPaintable,
 * such as a #GdkTexture from a resource or a file, or a #GtkIconPaintable. It is drawn
 * upright at the top of the knob and turned with it: fitted into the disc inside the track
 * (keeping its shape), centred, its top towards the value, so an image of a knob's cap with
 * a mark at the top turns as a real knob's cap would. The knob redraws whenever the
 * paintable's contents or size change.
 *
 * Default: %NULL (the pointer line).
 */

/**
 * cc_knob_get_pointer_paintable:
 * @self: a knob
 *
 * Gets the image drawn instead of the pointer line ([property@Knob:pointer-paintable]).
 *
 * Returns: (transfer none) (nullable): the paintable, or %NULL for the pointer line
 */
GdkPaintable *cc_knob_get_pointer_paintable (CcKnob *self);

/**
 * cc_knob_set_pointer_paintable:
 * @self: a knob
 * @paintable: (nullable): the image to turn with the value, or %NULL for the pointer line
 *
 * Sets [property@Knob:pointer-paintable]. The knob keeps a reference to @paintable.
 */
void cc_knob_set_pointer_paintable (CcKnob *self,
                                    GdkPaintable *paintable);

/* END GENERATED CcKnob KnobProperty */

/**
 * cc_knob_get_adjustment:
 * @self: a knob
 *
 * Gets the adjustment holding the bounds, the value and the increments
 * ([property@Gtk.Range:adjustment]).
 *
 * Returns: (transfer none): the adjustment, never %NULL
 */
GtkAdjustment *cc_knob_get_adjustment (CcKnob *self);

/**
 * cc_knob_set_adjustment:
 * @self: a knob
 * @adjustment: (nullable): the adjustment, or %NULL for a new one of the knob's own
 *   holding its bounds and value
 *
 * Sets [property@Gtk.Range:adjustment]. The knob takes the adjustment's lower bound, upper
 * bound less its page size, value and increments, now and whenever they change, and writes
 * its own changes back; share one with a #GtkScale and both stay in step. Unlike
 * gtk_range_set_adjustment(), %NULL gives the knob a new adjustment holding its current
 * bounds and value.
 */
void cc_knob_set_adjustment (CcKnob *self,
                             GtkAdjustment *adjustment);

/**
 * cc_knob_set_format_value_func:
 * @self: a knob
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy_notify): the function
 *   that turns a value into text, or %NULL to show the value with [property@Knob:digits]
 *   decimals
 * @user_data: data for @func
 * @destroy_notify: (nullable): called with @user_data when @func is no longer used
 *
 * Sets the function that turns values into the text the knob's labels and its accessible
 * value show (as gtk_scale_set_format_value_func() does for a #GtkScale). The knob is
 * redrawn and its accessible value text updated at once.
 */
void cc_knob_set_format_value_func (CcKnob *self,
                                    CcFormatValueFunc func,
                                    gpointer user_data,
                                    GDestroyNotify destroy_notify);

/**
 * cc_knob_get_input_text:
 * @self: a knob
 *
 * Gets the text that [signal@Knob::input] is turning into a value, for its handlers.
 *
 * Returns: (nullable) (transfer none): the typed text during an emission of
 *   [signal@Knob::input], else %NULL
 */
const char *cc_knob_get_input_text (CcKnob *self);

/**
 * cc_knob_set_input_value:
 * @self: a knob
 * @value: the value the typed text stands for
 *
 * Sets the value a handler of [signal@Knob::input] gives the typed text, as setting the
 * signal's @new_value does, then the handler returns %TRUE: for languages whose signal
 * handlers have no out arguments (Python, JavaScript). Only during an emission of
 * [signal@Knob::input]; a value that is not finite refuses the text, as %GTK_INPUT_ERROR.
 */
void cc_knob_set_input_value (CcKnob *self,
                              double value);

/**
 * cc_knob_add_mark:
 * @self: a knob
 * @value: the value to mark, within the knob's range
 * @position: where the label goes: %GTK_POS_TOP and %GTK_POS_LEFT outside the arc (the knob
 *   shrinks to make room), %GTK_POS_BOTTOM and %GTK_POS_RIGHT inside it
 * @markup: (nullable): the label in Pango markup, or %NULL for a tick only
 *
 * Adds a mark at @value: a tick across the arc, with its label (as gtk_scale_add_mark() does
 * for a #GtkScale). With [property@Knob:snap-to-marks] a mark is a detent: a drag that
 * reaches it sticks there for 8 pixels of pointer travel, and keys that would cross it stop
 * on it. A value that is NaN, infinite or outside the range is ignored with a warning;
 * markup that does not parse is shown as plain text, with a warning.
 */
void cc_knob_add_mark (CcKnob          *self,
                       double           value,
                       GtkPositionType  position,
                       const char      *markup);

/**
 * cc_knob_clear_marks:
 * @self: a knob
 *
 * Removes every mark added with cc_knob_add_mark().
 */
void cc_knob_clear_marks (CcKnob *self);

/* ---- CcRangeSlider ---- */

/**
 * CcRangeSlider:
 *
 * A slider with two thumbs that select a range between [property@RangeSlider:minimum-value]
 * and [property@RangeSlider:maximum-value].
 *
 * The thumbs hold [property@RangeSlider:lower-value] and [property@RangeSlider:upper-value],
 * always ordered and at least [property@RangeSlider:minimum-distance] apart: a dragged thumb
 * stops at the other, or pushes it along with [property@RangeSlider:push-mode]. Setting the
 * lower value above the upper one moves the upper value along (and the other way round), so
 * properties can be set one by one in any order. A double click resets both values to their
 * defaults.
 *
 * `CcRangeSlider` is a final [class@Gtk.Widget] implementing [iface@Gtk.Orientable]: set its
 * orientation with [method@Gtk.Orientable.set_orientation]; a vertical range slider runs
 * upwards from the minimum at the bottom. It emits [signal@RangeSlider::value-changed] once
 * per committed change of either value.
 *
 * ## CSS nodes
 *
 * ```
 * rangeslider[.dragging]
 * ├── trough
 * │   ╰── highlight
 * ├── slider
 * ├── slider
 * ╰── [value]
 * ```
 *
 * ## Accessibility
 *
 * `CcRangeSlider` uses the %GTK_ACCESSIBLE_ROLE_GROUP role; each thumb is a focusable slider
 * named "Lower value" or "Upper value".
 */
#define CC_TYPE_RANGE_SLIDER (cc_range_slider_get_type ())
G_DECLARE_FINAL_TYPE (CcRangeSlider, cc_range_slider, CC, RANGE_SLIDER, GtkWidget)

/**
 * CcRangeSlider::value-changed:
 * @self: the range slider
 *
 * Emitted once per committed change of either value: on every change during a drag when
 * [property@RangeSlider:continuous] is true, once at the end of the drag otherwise, once per
 * programmatic change, key press or wheel notch that changed a value; never when nothing
 * changed, never per animation frame.
 */

/**
 * CcRangeSlider::drag-begin:
 * @self: the range slider
 *
 * Emitted when a drag starts, before the press's own [signal@RangeSlider::value-changed].
 */

/**
 * CcRangeSlider::drag-end:
 * @self: the range slider
 *
 * Emitted when a drag ends, released or cancelled, after its last
 * [signal@RangeSlider::value-changed].
 */

/**
 * CcRangeSlider::edit-begin:
 * @self: the range slider
 *
 * Emitted when a person begins an edit, before its first [signal@RangeSlider::value-changed]:
 * this and [signal@RangeSlider::edit-end] enclose each change a person makes, for a host that
 * records automation (VST3's beginEdit, LV2's touch). A drag is one edit around
 * [signal@RangeSlider::drag-begin] and [signal@RangeSlider::drag-end]; a burst of keys or
 * wheel steps is one, ending half a second after the last step or when focus leaves; a typed
 * value is one, from the first change of its text to its commit or cancel; a double-click
 * reset that changes the value is one. So is a menu action that changes it (Reset to Default,
 * Swap with Previous Value). A program's changes are no edit.
 */

/**
 * CcRangeSlider::edit-end:
 * @self: the range slider
 *
 * Emitted when the person's edit ends, after its last [signal@RangeSlider::value-changed];
 * also when the range slider is destroyed during one.
 */

/**
 * CcRangeSlider::input:
 * @self: the range slider
 * @new_value: (out) (type gpointer): return location for the new value, a `double *`
 *   (annotated as a pointer: PyGObject would read a double from it and log a critical)
 *
 * Emitted to turn the text typed into the range slider's entry
 * ([property@RangeSlider:editable]) into a value, as [signal@Gtk.SpinButton::input]: the
 * handler reads the text with cc_range_slider_get_input_text(), sets @new_value (from Python
 * or JavaScript, whose signal handlers have no out arguments: calls
 * cc_range_slider_set_input_value()) and returns %TRUE; it returns %GTK_INPUT_ERROR for text
 * that is no value (the entry keeps it, with the `error` style class), or %FALSE to leave the
 * text to the default. The default reads the number in the text and ignores the unit and the
 * currency sign the display adds ("-6 dB", "€12", "75 %"), with the locale's decimal separator
 * as well as ".". The range slider then clamps the value into its range.
 *
 * Returns: %TRUE for a successful conversion, %FALSE if the input was not handled, and
 *   %GTK_INPUT_ERROR if the conversion failed
 */

/**
 * cc_range_slider_new:
 *
 * Creates a new range slider with the default property values.
 *
 * Returns: the new range slider, a floating reference as every GTK constructor returns
 */
GtkWidget *cc_range_slider_new (void);

/* BEGIN GENERATED CcRangeSlider RangeSliderProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcRangeSlider:minimum-value:
 *
 * The lowest value.
 *
 * Default: 0.
 */

/**
 * cc_range_slider_get_minimum_value:
 * @self: a range slider
 *
 * Gets the lowest value ([property@RangeSlider:minimum-value]).
 *
 * Returns: the lowest value
 */
double cc_range_slider_get_minimum_value (CcRangeSlider *self);

/**
 * cc_range_slider_set_minimum_value:
 * @self: a range slider
 * @minimum_value: the new value
 *
 * Sets [property@RangeSlider:minimum-value]. A minimum above the maximum moves the maximum up
 * to meet it; the values are clamped into the new bounds. NaN and ±infinity are rejected with
 * a warning, leaving it unchanged.
 */
void cc_range_slider_set_minimum_value (CcRangeSlider *self,
                                        double minimum_value);

/**
 * CcRangeSlider:maximum-value:
 *
 * The highest value.
 *
 * Default: 1.
 */

/**
 * cc_range_slider_get_maximum_value:
 * @self: a range slider
 *
 * Gets the highest value ([property@RangeSlider:maximum-value]).
 *
 * Returns: the highest value
 */
double cc_range_slider_get_maximum_value (CcRangeSlider *self);

/**
 * cc_range_slider_set_maximum_value:
 * @self: a range slider
 * @maximum_value: the new value
 *
 * Sets [property@RangeSlider:maximum-value]. A maximum below the minimum moves the minimum
 * down to meet it; the values are clamped into the new bounds. NaN and ±infinity are rejected
 * with a warning, leaving it unchanged.
 */
void cc_range_slider_set_maximum_value (CcRangeSlider *self,
                                        double maximum_value);

/**
 * CcRangeSlider:lower-value:
 *
 * The value of the thumb nearer the minimum.
 *
 * Default: 0.2.
 */

/**
 * cc_range_slider_get_lower_value:
 * @self: a range slider
 *
 * Gets the value of the thumb nearer the minimum ([property@RangeSlider:lower-value]).
 *
 * Returns: the value of the thumb nearer the minimum
 */
double cc_range_slider_get_lower_value (CcRangeSlider *self);

/**
 * cc_range_slider_set_lower_value:
 * @self: a range slider
 * @lower_value: the new value
 *
 * Sets [property@RangeSlider:lower-value]. A lower value above the upper one moves the upper
 * value along. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_range_slider_set_lower_value (CcRangeSlider *self,
                                      double lower_value);

/**
 * CcRangeSlider:upper-value:
 *
 * The value of the thumb nearer the maximum.
 *
 * Default: 0.8.
 */

/**
 * cc_range_slider_get_upper_value:
 * @self: a range slider
 *
 * Gets the value of the thumb nearer the maximum ([property@RangeSlider:upper-value]).
 *
 * Returns: the value of the thumb nearer the maximum
 */
double cc_range_slider_get_upper_value (CcRangeSlider *self);

/**
 * cc_range_slider_set_upper_value:
 * @self: a range slider
 * @upper_value: the new value
 *
 * Sets [property@RangeSlider:upper-value]. An upper value below the lower one moves the lower
 * value along. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_range_slider_set_upper_value (CcRangeSlider *self,
                                      double upper_value);

/**
 * CcRangeSlider:inverted:
 *
 * Whether the minimum is on the right (on the left under right-to-left text); a vertical
 * range slider then runs downwards.
 *
 * Default: false.
 */

/**
 * cc_range_slider_get_inverted:
 * @self: a range slider
 *
 * Gets whether the minimum is on the right ([property@RangeSlider:inverted]).
 *
 * Returns: whether the minimum is on the right
 */
gboolean cc_range_slider_get_inverted (CcRangeSlider *self);

/**
 * cc_range_slider_set_inverted:
 * @self: a range slider
 * @inverted: the new value
 *
 * Sets [property@RangeSlider:inverted].
 */
void cc_range_slider_set_inverted (CcRangeSlider *self,
                                   gboolean inverted);

/**
 * CcRangeSlider:show-labels:
 *
 * Whether the dragged values are shown above the thumbs while dragging.
 *
 * Default: false.
 */

/**
 * cc_range_slider_get_show_labels:
 * @self: a range slider
 *
 * Gets whether the dragged values are shown above the thumbs
 * ([property@RangeSlider:show-labels]).
 *
 * Returns: whether the dragged values are shown above the thumbs
 */
gboolean cc_range_slider_get_show_labels (CcRangeSlider *self);

/**
 * cc_range_slider_set_show_labels:
 * @self: a range slider
 * @show_labels: the new value
 *
 * Sets [property@RangeSlider:show-labels].
 */
void cc_range_slider_set_show_labels (CcRangeSlider *self,
                                      gboolean show_labels);

/**
 * CcRangeSlider:minimum-distance:
 *
 * The least distance between the two values.
 *
 * Default: 0.
 */

/**
 * cc_range_slider_get_minimum_distance:
 * @self: a range slider
 *
 * Gets the least distance between the two values ([property@RangeSlider:minimum-distance]).
 *
 * Returns: the least distance between the two values
 */
double cc_range_slider_get_minimum_distance (CcRangeSlider *self);

/**
 * cc_range_slider_set_minimum_distance:
 * @self: a range slider
 * @minimum_distance: the new value
 *
 * Sets [property@RangeSlider:minimum-distance]. NaN and ±infinity are rejected with a
 * warning, leaving it unchanged.
 */
void cc_range_slider_set_minimum_distance (CcRangeSlider *self,
                                           double minimum_distance);

/**
 * CcRangeSlider:push-mode:
 *
 * Whether a dragged thumb pushes the other along instead of stopping at it.
 *
 * Default: false.
 */

/**
 * cc_range_slider_get_push_mode:
 * @self: a range slider
 *
 * Gets whether a dragged thumb pushes the other along ([property@RangeSlider:push-mode]).
 *
 * Returns: whether a dragged thumb pushes the other along
 */
gboolean cc_range_slider_get_push_mode (CcRangeSlider *self);

/**
 * cc_range_slider_set_push_mode:
 * @self: a range slider
 * @push_mode: the new value
 *
 * Sets [property@RangeSlider:push-mode].
 */
void cc_range_slider_set_push_mode (CcRangeSlider *self,
                                    gboolean push_mode);

/**
 * CcRangeSlider:default-lower-value:
 *
 * The lower value a double click resets to.
 *
 * Default: 0.2.
 */

/**
 * cc_range_slider_get_default_lower_value:
 * @self: a range slider
 *
 * Gets the lower value a double click resets to ([property@RangeSlider:default-lower-value]).
 *
 * Returns: the lower value a double click resets to
 */
double cc_range_slider_get_default_lower_value (CcRangeSlider *self);

/**
 * cc_range_slider_set_default_lower_value:
 * @self: a range slider
 * @default_lower_value: the new value
 *
 * Sets [property@RangeSlider:default-lower-value]. NaN and ±infinity are rejected with a
 * warning, leaving it unchanged.
 */
void cc_range_slider_set_default_lower_value (CcRangeSlider *self,
                                              double default_lower_value);

/**
 * CcRangeSlider:default-upper-value:
 *
 * The upper value a double click resets to.
 *
 * Default: 0.8.
 */

/**
 * cc_range_slider_get_default_upper_value:
 * @self: a range slider
 *
 * Gets the upper value a double click resets to ([property@RangeSlider:default-upper-value]).
 *
 * Returns: the upper value a double click resets to
 */
double cc_range_slider_get_default_upper_value (CcRangeSlider *self);

/**
 * cc_range_slider_set_default_upper_value:
 * @self: a range slider
 * @default_upper_value: the new value
 *
 * Sets [property@RangeSlider:default-upper-value]. NaN and ±infinity are rejected with a
 * warning, leaving it unchanged.
 */
void cc_range_slider_set_default_upper_value (CcRangeSlider *self,
                                              double default_upper_value);

/**
 * CcRangeSlider:track-color:
 *
 * The colour of the track outside the range; unset is the `trough` node's CSS `color`.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_range_slider_get_track_color:
 * @self: a range slider
 *
 * Gets the colour of the track outside the range ([property@RangeSlider:track-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_range_slider_get_track_color (CcRangeSlider *self);

/**
 * cc_range_slider_set_track_color:
 * @self: a range slider
 * @track_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@RangeSlider:track-color].
 */
void cc_range_slider_set_track_color (CcRangeSlider *self,
                                      const GdkRGBA *track_color);

/**
 * CcRangeSlider:track-highlight-color:
 *
 * The colour of the track between the thumbs; unset is the tint.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_range_slider_get_track_highlight_color:
 * @self: a range slider
 *
 * Gets the colour of the track between the thumbs
 * ([property@RangeSlider:track-highlight-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_range_slider_get_track_highlight_color (CcRangeSlider *self);

/**
 * cc_range_slider_set_track_highlight_color:
 * @self: a range slider
 * @track_highlight_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@RangeSlider:track-highlight-color].
 */
void cc_range_slider_set_track_highlight_color (CcRangeSlider *self,
                                                const GdkRGBA *track_highlight_color);

/**
 * CcRangeSlider:thumb-color:
 *
 * The colour of the thumbs; unset is each `slider` node's CSS `color`. Its old name,
 * `knob-color`, is a deprecated property of its own.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_range_slider_get_thumb_color:
 * @self: a range slider
 *
 * Gets the colour of the thumbs ([property@RangeSlider:thumb-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_range_slider_get_thumb_color (CcRangeSlider *self);

/**
 * cc_range_slider_set_thumb_color:
 * @self: a range slider
 * @thumb_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@RangeSlider:thumb-color].
 */
void cc_range_slider_set_thumb_color (CcRangeSlider *self,
                                      const GdkRGBA *thumb_color);

/**
 * CcRangeSlider:knob-color:
 *
 * The old name of [property@RangeSlider:thumb-color].
 *
 * Deprecated: 0.1: Use [property@RangeSlider:thumb-color].
 */

/**
 * CcRangeSlider:curvaceousness:
 *
 * The roundness of the track and the thumbs, from 0 (square) to 1 (round).
 *
 * Default: 1.
 */

/**
 * cc_range_slider_get_curvaceousness:
 * @self: a range slider
 *
 * Gets the roundness of the track and the thumbs ([property@RangeSlider:curvaceousness]).
 *
 * Returns: the roundness of the track and the thumbs
 */
double cc_range_slider_get_curvaceousness (CcRangeSlider *self);

/**
 * cc_range_slider_set_curvaceousness:
 * @self: a range slider
 * @curvaceousness: the new value
 *
 * Sets [property@RangeSlider:curvaceousness]. Values outside 0…1 are clamped; NaN and
 * ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_range_slider_set_curvaceousness (CcRangeSlider *self,
                                         double curvaceousness);

/**
 * CcRangeSlider:lower-adjustment:
 *
 * The `GtkAdjustment` of the lower thumb: its value is the lower value, its bounds
 * the range slider's bounds and its increments the step and page.
 *
 * Share it with a #GtkScale (or a #GtkSpinButton) and each follows the other, with
 * no feedback loop. Its value behaves as a drag of the lower thumb: with
 * [property@RangeSlider:push-mode] it pushes the upper thumb along, without it the
 * thumb stops at the upper one (keeping [property@RangeSlider:minimum-distance]), and the
 * adjustment then shows where the thumb stopped. Bounds and increments set on either
 * adjustment become the range slider's, and so the other adjustment's too.
 *
 * Default: one of the range slider's own.
 */

/**
 * cc_range_slider_get_lower_adjustment:
 * @self: a range slider
 *
 * Gets the lower thumb's adjustment ([property@RangeSlider:lower-adjustment]).
 *
 * Returns: (transfer none): the lower thumb's adjustment
 */
GtkAdjustment *cc_range_slider_get_lower_adjustment (CcRangeSlider *self);

/**
 * cc_range_slider_set_lower_adjustment:
 * @self: a range slider
 * @adjustment: (nullable): the new adjustment, or %NULL for one of the range slider's own
 *
 * Sets [property@RangeSlider:lower-adjustment]. The range slider takes the adjustment's
 * bounds (upper less the page size, at least lower), increments and value (as
 * [property@RangeSlider:lower-value] takes it: past the upper value it moves that along), and
 * the same when the adjustment is configured later. It holds a reference to the adjustment
 * until it is replaced or the range slider is disposed. %NULL gives the thumb a fresh
 * adjustment of the range slider's own; the upper thumb's adjustment is refused with a
 * warning.
 */
void cc_range_slider_set_lower_adjustment (CcRangeSlider *self,
                                           GtkAdjustment *adjustment);

/**
 * CcRangeSlider:upper-adjustment:
 *
 * The `GtkAdjustment` of the upper thumb: its value is the upper value, its bounds
 * the range slider's bounds and its increments the step and page.
 *
 * Share it with a #GtkScale (or a #GtkSpinButton) and each follows the other, with
 * no feedback loop. Its value behaves as a drag of the upper thumb: with
 * [property@RangeSlider:push-mode] it pushes the lower thumb along, without it the
 * thumb stops at the lower one (keeping [property@RangeSlider:minimum-distance]), and the
 * adjustment then shows where the thumb stopped. Bounds and increments set on either
 * adjustment become the range slider's, and so the other adjustment's too.
 *
 * Default: one of the range slider's own.
 */

/**
 * cc_range_slider_get_upper_adjustment:
 * @self: a range slider
 *
 * Gets the upper thumb's adjustment ([property@RangeSlider:upper-adjustment]).
 *
 * Returns: (transfer none): the upper thumb's adjustment
 */
GtkAdjustment *cc_range_slider_get_upper_adjustment (CcRangeSlider *self);

/**
 * cc_range_slider_set_upper_adjustment:
 * @self: a range slider
 * @adjustment: (nullable): the new adjustment, or %NULL for one of the range slider's own
 *
 * Sets [property@RangeSlider:upper-adjustment]. The range slider takes the adjustment's
 * bounds (upper less the page size, at least lower), increments and value (as
 * [property@RangeSlider:upper-value] takes it: past the lower value it moves that along), and
 * the same when the adjustment is configured later. It holds a reference to the adjustment
 * until it is replaced or the range slider is disposed. %NULL gives the thumb a fresh
 * adjustment of the range slider's own; the lower thumb's adjustment is refused with a
 * warning.
 */
void cc_range_slider_set_upper_adjustment (CcRangeSlider *self,
                                           GtkAdjustment *adjustment);

/**
 * CcRangeSlider:appearance:
 *
 * How the range slider is drawn: glossy, after the tutorial, or by the GTK theme, as
 * a [class@Gtk.Scale] is.
 *
 * In %CC_APPEARANCE_THEME the trough, the highlight between the thumbs and the
 * thumbs are the theme's, from CSS nodes named as a scale's
 * (`rangeslider > scale.horizontal > trough > highlight, slider`), so Adwaita, its
 * dark style, high contrast, the accent colour and any other theme apply. A colour
 * that is set ([property@RangeSlider:tint-color], [property@RangeSlider:track-color],
 * [property@RangeSlider:track-highlight-color], [property@RangeSlider:thumb-color])
 * still wins over the theme's; [property@RangeSlider:curvaceousness] is the theme's.
 *
 * Default: %CC_APPEARANCE_GLOSSY.
 */

/**
 * cc_range_slider_get_appearance:
 * @self: a range slider
 *
 * Gets how the range slider is drawn ([property@RangeSlider:appearance]).
 *
 * Returns: how the range slider is drawn
 */
CcAppearance cc_range_slider_get_appearance (CcRangeSlider *self);

/**
 * cc_range_slider_set_appearance:
 * @self: a range slider
 * @appearance: the new value
 *
 * Sets [property@RangeSlider:appearance].
 */
void cc_range_slider_set_appearance (CcRangeSlider *self,
                                     CcAppearance appearance);

/* END GENERATED CcRangeSlider RangeSliderProperty */

/**
 * cc_range_slider_set_values:
 * @self: a range slider
 * @lower_value: the new lower value
 * @upper_value: the new upper value
 *
 * Sets both values at once, as one change: [signal@RangeSlider::value-changed] is emitted
 * once if either changed. The values are ordered and clamped into the bounds, keeping
 * [property@RangeSlider:minimum-distance]; NaN and ±infinity are rejected with a warning,
 * leaving both unchanged.
 */
void cc_range_slider_set_values (CcRangeSlider *self,
                                 double         lower_value,
                                 double         upper_value);

/**
 * cc_range_slider_set_values_animated:
 * @self: a range slider
 * @lower_value: the new lower value
 * @upper_value: the new upper value
 *
 * Sets both values as cc_range_slider_set_values() does, then moves the thumbs to them over
 * 0.25 s. The properties change and [signal@RangeSlider::value-changed] is emitted at once,
 * never per animation frame. There is no animation while the range slider is not mapped,
 * when #GtkSettings:gtk-enable-animations is off or (GTK 4.22+)
 * #GtkSettings:gtk-interface-reduced-motion asks for less motion, or during a drag.
 */
void cc_range_slider_set_values_animated (CcRangeSlider *self,
                                          double         lower_value,
                                          double         upper_value);

/* BEGIN GENERATED CcRangeSlider SharedProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcRangeSlider:continuous:
 *
 * Whether [signal@RangeSlider::value-changed] is emitted on every change during a drag (true)
 * or once, when the drag ends (false). Programmatic changes, keys and the wheel emit at once
 * either way.
 *
 * Default: true.
 */

/**
 * cc_range_slider_get_continuous:
 * @self: a range slider
 *
 * Gets whether value-changed is emitted during a drag ([property@RangeSlider:continuous]).
 *
 * Returns: whether value-changed is emitted during a drag
 */
gboolean cc_range_slider_get_continuous (CcRangeSlider *self);

/**
 * cc_range_slider_set_continuous:
 * @self: a range slider
 * @continuous: the new value
 *
 * Sets [property@RangeSlider:continuous].
 */
void cc_range_slider_set_continuous (CcRangeSlider *self,
                                     gboolean continuous);

/**
 * CcRangeSlider:step:
 *
 * What arrow keys, +/- and the scroll wheel move a value by; 0 is 1% of the range.
 *
 * Default: 0.
 */

/**
 * cc_range_slider_get_step:
 * @self: a range slider
 *
 * Gets what keys and the scroll wheel move the value by ([property@RangeSlider:step]).
 *
 * Returns: what keys and the scroll wheel move the value by
 */
double cc_range_slider_get_step (CcRangeSlider *self);

/**
 * cc_range_slider_set_step:
 * @self: a range slider
 * @step: the new value
 *
 * Sets [property@RangeSlider:step]. Negative steps become 0 (automatic); NaN and ±infinity
 * are rejected with a warning, leaving it unchanged.
 */
void cc_range_slider_set_step (CcRangeSlider *self,
                               double step);

/**
 * CcRangeSlider:page:
 *
 * What Page Up/Down, Ctrl+arrows and Ctrl+wheel move a value by; 0 is 10% of the range.
 *
 * Default: 0.
 */

/**
 * cc_range_slider_get_page:
 * @self: a range slider
 *
 * Gets what Page Up/Down move the value by ([property@RangeSlider:page]).
 *
 * Returns: what Page Up/Down move the value by
 */
double cc_range_slider_get_page (CcRangeSlider *self);

/**
 * cc_range_slider_set_page:
 * @self: a range slider
 * @page: the new value
 *
 * Sets [property@RangeSlider:page]. Negative pages become 0 (automatic); NaN and ±infinity
 * are rejected with a warning, leaving it unchanged.
 */
void cc_range_slider_set_page (CcRangeSlider *self,
                               double page);

/**
 * CcRangeSlider:digits:
 *
 * Decimals in the value's text (shown values and the accessible value), 0 to 10, unless a
 * format function is set.
 *
 * Default: 2.
 */

/**
 * cc_range_slider_get_digits:
 * @self: a range slider
 *
 * Gets the decimals of the value's text ([property@RangeSlider:digits]).
 *
 * Returns: the decimals of the value's text
 */
int cc_range_slider_get_digits (CcRangeSlider *self);

/**
 * cc_range_slider_set_digits:
 * @self: a range slider
 * @digits: the new value
 *
 * Sets [property@RangeSlider:digits]. Values outside 0…10 are clamped.
 */
void cc_range_slider_set_digits (CcRangeSlider *self,
                                 int digits);

/**
 * CcRangeSlider:tint-color:
 *
 * The range slider's own tint, colouring the track between the thumbs unless
 * [property@RangeSlider:track-highlight-color] is set. Unset, the range slider takes the tint
 * of its nearest ancestor that has one ([func@set_inherited_tint]), else the CSS `color` of
 * its `highlight` node.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_range_slider_get_tint_color:
 * @self: a range slider
 *
 * Gets the range slider's own tint ([property@RangeSlider:tint-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_range_slider_get_tint_color (CcRangeSlider *self);

/**
 * cc_range_slider_set_tint_color:
 * @self: a range slider
 * @tint_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@RangeSlider:tint-color].
 */
void cc_range_slider_set_tint_color (CcRangeSlider *self,
                                     const GdkRGBA *tint_color);

/**
 * CcRangeSlider:value-scale:
 *
 * How values spread along the range slider's travel: evenly (linear), by equal ratios
 * (logarithmic, for frequencies and prices) or with [property@RangeSlider:skew-mid-value] at
 * half the travel (skewed). Drags, the scroll wheel and the drawing follow the travel; a
 * key's step or page moves the share of the travel it is of the range. The value, the
 * bounds, the signals and the accessible value stay in value units.
 *
 * A logarithmic scale over a range that reaches 0 or below, or a skewed one whose
 * [property@RangeSlider:skew-mid-value] is not strictly inside the range, behaves linearly until
 * the range fits again; it is kept as set, so the order in which properties are set does not
 * matter, and one warning names it when that begins.
 *
 * Default: %CC_VALUE_SCALE_LINEAR.
 */

/**
 * cc_range_slider_get_value_scale:
 * @self: a range slider
 *
 * Gets how values spread along the travel ([property@RangeSlider:value-scale]).
 *
 * Returns: how values spread along the travel
 */
CcValueScale cc_range_slider_get_value_scale (CcRangeSlider *self);

/**
 * cc_range_slider_set_value_scale:
 * @self: a range slider
 * @value_scale: the new value
 *
 * Sets [property@RangeSlider:value-scale].
 */
void cc_range_slider_set_value_scale (CcRangeSlider *self,
                                      CcValueScale value_scale);

/**
 * CcRangeSlider:skew-mid-value:
 *
 * The value at half the range slider's travel when [property@RangeSlider:value-scale] is
 * %CC_VALUE_SCALE_SKEWED; kept, and unused, otherwise.
 *
 * Default: 0.
 */

/**
 * cc_range_slider_get_skew_mid_value:
 * @self: a range slider
 *
 * Gets the value at half the travel of a skewed scale
 * ([property@RangeSlider:skew-mid-value]).
 *
 * Returns: the value at half the travel of a skewed scale
 */
double cc_range_slider_get_skew_mid_value (CcRangeSlider *self);

/**
 * cc_range_slider_set_skew_mid_value:
 * @self: a range slider
 * @skew_mid_value: the new value
 *
 * Sets [property@RangeSlider:skew-mid-value]. A value not strictly inside the range makes a
 * skewed scale behave linearly (with one warning) until the range fits it. NaN and ±infinity
 * are rejected with a warning, leaving it unchanged.
 */
void cc_range_slider_set_skew_mid_value (CcRangeSlider *self,
                                         double skew_mid_value);

/**
 * CcRangeSlider:snap-to-marks:
 *
 * Whether marks hold a drag and stop keys: a thumb dragged onto a mark sticks
 * there for 8 pixels of further pointer travel, then leaves it (a detent), and arrow keys or
 * Page Up/Down that would carry the focused thumb across a mark stop on it. Marks are added
 * with [method@RangeSlider.add_mark].
 *
 * Default: false.
 */

/**
 * cc_range_slider_get_snap_to_marks:
 * @self: a range slider
 *
 * Gets whether drags and keys stop at marks ([property@RangeSlider:snap-to-marks]).
 *
 * Returns: whether drags and keys stop at marks
 */
gboolean cc_range_slider_get_snap_to_marks (CcRangeSlider *self);

/**
 * cc_range_slider_set_snap_to_marks:
 * @self: a range slider
 * @snap_to_marks: the new value
 *
 * Sets [property@RangeSlider:snap-to-marks].
 */
void cc_range_slider_set_snap_to_marks (CcRangeSlider *self,
                                        gboolean snap_to_marks);

/**
 * CcRangeSlider:editable:
 *
 * Whether the values can be typed: Enter on a focused thumb opens a popover at
 * it with an entry holding its value. Enter, or focus leaving the entry, sets the typed
 * value (the thumb stops at the other one, as for a key); Escape closes it and leaves the
 * value; text that is no value keeps it open with the `error` style class. The text is
 * parsed by [signal@RangeSlider::input].
 *
 * Default: false.
 */

/**
 * cc_range_slider_get_editable:
 * @self: a range slider
 *
 * Gets whether the value can be typed ([property@RangeSlider:editable]).
 *
 * Returns: whether the value can be typed
 */
gboolean cc_range_slider_get_editable (CcRangeSlider *self);

/**
 * cc_range_slider_set_editable:
 * @self: a range slider
 * @editable: the new value
 *
 * Sets [property@RangeSlider:editable].
 */
void cc_range_slider_set_editable (CcRangeSlider *self,
                                   gboolean editable);

/**
 * CcRangeSlider:show-menu:
 *
 * Whether the range slider has a context menu: a secondary click, a long press, the Menu key
 * or Shift+F10 opens it, with "Reset to Default", "Type a Value…" (when
 * [property@RangeSlider:editable]), "Swap with Previous Value" (back to the value before the last
 * edit, and again to return) and the items of [property@RangeSlider:extra-menu]. Each of its
 * actions is an edit ([signal@RangeSlider::edit-begin]).
 *
 * Default: true.
 */

/**
 * cc_range_slider_get_show_menu:
 * @self: a range slider
 *
 * Gets whether the context menu opens ([property@RangeSlider:show-menu]).
 *
 * Returns: whether the context menu opens
 */
gboolean cc_range_slider_get_show_menu (CcRangeSlider *self);

/**
 * cc_range_slider_set_show_menu:
 * @self: a range slider
 * @show_menu: the new value
 *
 * Sets [property@RangeSlider:show-menu].
 */
void cc_range_slider_set_show_menu (CcRangeSlider *self,
                                    gboolean show_menu);

/**
 * CcRangeSlider:extra-menu:
 *
 * A menu model whose items the range slider's context menu shows after its own, as
 * [property@Gtk.Text:extra-menu] does. An item with an action and no target gets the
 * control's widget name ([method@Gtk.Widget.get_name]) as a string target, so one model
 * and one action taking a string serve every control of a window: name each control.
 *
 * Default: %NULL.
 */

/**
 * cc_range_slider_get_extra_menu:
 * @self: a range slider
 *
 * Gets the model of the items the context menu shows after its own, or %NULL
 * ([property@RangeSlider:extra-menu]).
 *
 * Returns: (transfer none) (nullable): the model of the items the context menu shows after
 *   its own
 */
GMenuModel *cc_range_slider_get_extra_menu (CcRangeSlider *self);

/**
 * cc_range_slider_set_extra_menu:
 * @self: a range slider
 * @extra_menu: (nullable): a menu model, or %NULL for the control's own items only
 *
 * Sets [property@RangeSlider:extra-menu].
 */
void cc_range_slider_set_extra_menu (CcRangeSlider *self,
                                     GMenuModel *extra_menu);

/* END GENERATED CcRangeSlider SharedProperty */

/**
 * cc_range_slider_set_format_value_func:
 * @self: a range slider
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy_notify): the function
 *   that turns a value into text, or %NULL to show the value with [property@RangeSlider:digits]
 *   decimals
 * @user_data: data for @func
 * @destroy_notify: (nullable): called with @user_data when @func is no longer used
 *
 * Sets the function that turns values into the text the range slider's labels and its accessible
 * value show (as gtk_scale_set_format_value_func() does for a #GtkScale). The range slider is
 * redrawn and its accessible value text updated at once.
 */
void cc_range_slider_set_format_value_func (CcRangeSlider *self,
                                            CcFormatValueFunc func,
                                            gpointer user_data,
                                            GDestroyNotify destroy_notify);

/**
 * cc_range_slider_get_input_text:
 * @self: a range slider
 *
 * Gets the text that [signal@RangeSlider::input] is turning into a value, for its handlers.
 *
 * Returns: (nullable) (transfer none): the typed text during an emission of
 *   [signal@RangeSlider::input], else %NULL
 */
const char *cc_range_slider_get_input_text (CcRangeSlider *self);

/**
 * cc_range_slider_set_input_value:
 * @self: a range slider
 * @value: the value the typed text stands for
 *
 * Sets the value a handler of [signal@RangeSlider::input] gives the typed text, as setting the
 * signal's @new_value does, then the handler returns %TRUE: for languages whose signal
 * handlers have no out arguments (Python, JavaScript). Only during an emission of
 * [signal@RangeSlider::input]; a value that is not finite refuses the text, as %GTK_INPUT_ERROR.
 */
void cc_range_slider_set_input_value (CcRangeSlider *self,
                                      double value);

/**
 * cc_range_slider_add_mark:
 * @self: a range slider
 * @value: the value to mark, within the slider's range
 * @position: where the label goes, as on a #GtkScale: %GTK_POS_TOP (or %GTK_POS_LEFT) above
 *   a horizontal slider and left of a vertical one, %GTK_POS_BOTTOM (or %GTK_POS_RIGHT) below
 *   a horizontal slider and right of a vertical one; the slider asks for room for its labels
 * @markup: (nullable): the label in Pango markup, or %NULL for a tick only
 *
 * Adds a mark at @value: a tick across the track, with its label (as gtk_scale_add_mark() does
 * for a #GtkScale). With [property@RangeSlider:snap-to-marks] a mark is a detent for either
 * thumb: a drag that reaches it sticks there for 8 pixels of pointer travel, and keys that
 * would cross it stop on it. A value that is NaN, infinite or outside the range is ignored
 * with a warning; markup that does not parse is shown as plain text, with a warning.
 */
void cc_range_slider_add_mark (CcRangeSlider   *self,
                               double           value,
                               GtkPositionType  position,
                               const char      *markup);

/**
 * cc_range_slider_clear_marks:
 * @self: a range slider
 *
 * Removes every mark added with cc_range_slider_add_mark().
 */
void cc_range_slider_clear_marks (CcRangeSlider *self);

/* ---- CcCircularSlider ---- */

/**
 * CcCircularSlider:
 *
 * A 360° slider: a handle on a ring, with the value in the centre.
 *
 * By default the value runs from 0 to 360 in whole steps, growing counter-clockwise from
 * 3 o'clock over a full turn; [property@CircularSlider:start-angle] and
 * [property@CircularSlider:end-angle] make a half, quarter or pie instead, and
 * [property@CircularSlider:wraps] lets a drag across 0/360 come round. With
 * [property@CircularSlider:editable] the value in the centre is an entry: type a number and
 * press Enter.
 *
 * `CcCircularSlider` is a final [class@Gtk.Range] subclass, so that screen readers get the
 * AT-SPI Value interface; GtkRange only holds the value. [property@Gtk.Range:inverted] and
 * [property@Gtk.Range:adjustment] are GtkRange's (the adjustment property overridden so that
 * %NULL gives the circular slider one of its own, see cc_circular_slider_set_adjustment()). It
 * emits GtkRange's [signal@Gtk.Range::value-changed] once per committed change, as
 * [class@Knob] does.
 *
 * ## CSS nodes
 *
 * ```
 * circularslider[.dragging]
 * ├── [value]
 * ╰── [entry.value]
 * ```
 *
 * ## Accessibility
 *
 * `CcCircularSlider` uses the %GTK_ACCESSIBLE_ROLE_SLIDER role; an unlabelled one is called
 * "Circular slider".
 */
#define CC_TYPE_CIRCULAR_SLIDER (cc_circular_slider_get_type ())
G_DECLARE_FINAL_TYPE (CcCircularSlider, cc_circular_slider, CC, CIRCULAR_SLIDER, GtkRange)

/**
 * CcCircularSlider::drag-begin:
 * @self: the circular slider
 *
 * Emitted when a drag starts, before the press's own [signal@Gtk.Range::value-changed].
 */

/**
 * CcCircularSlider::drag-end:
 * @self: the circular slider
 *
 * Emitted when a drag ends, released or cancelled, after its last
 * [signal@Gtk.Range::value-changed].
 */

/**
 * CcCircularSlider::edit-begin:
 * @self: the circular slider
 *
 * Emitted when a person begins an edit, before its first [signal@Gtk.Range::value-changed]:
 * this and [signal@CircularSlider::edit-end] enclose each change a person makes, for a host
 * that records automation (VST3's beginEdit, LV2's touch). A drag is one edit around
 * [signal@CircularSlider::drag-begin] and [signal@CircularSlider::drag-end]; a burst of keys
 * or wheel steps is one, ending half a second after the last step or when focus leaves; a
 * typed value is one, from the first change of its text to its commit or cancel; a
 * double-click reset that changes the value is one. So is a menu action that changes it (Reset to Default,
 * Swap with Previous Value). A program's changes are no edit.
 */

/**
 * CcCircularSlider::edit-end:
 * @self: the circular slider
 *
 * Emitted when the person's edit ends, after its last [signal@Gtk.Range::value-changed]; also
 * when the circular slider is destroyed during one.
 */

/**
 * CcCircularSlider::input:
 * @self: the circular slider
 * @new_value: (out) (type gpointer): return location for the new value, a `double *`
 *   (annotated as a pointer: PyGObject would read a double from it and log a critical)
 *
 * Emitted to turn the text typed into the circular slider's entry
 * ([property@CircularSlider:editable]) into a value, as [signal@Gtk.SpinButton::input]: the
 * handler reads the text with cc_circular_slider_get_input_text(), sets @new_value (from
 * Python or JavaScript, whose signal handlers have no out arguments: calls
 * cc_circular_slider_set_input_value()) and returns %TRUE; it returns %GTK_INPUT_ERROR for
 * text that is no value (the entry keeps it, with the `error` style class), or %FALSE to leave
 * the text to the default. The default reads the number in the text and ignores the unit and
 * the currency sign the display adds ("-6 dB", "€12", "75 %"), with the locale's decimal
 * separator as well as ".". The circular slider then clamps the value into its range.
 *
 * Returns: %TRUE for a successful conversion, %FALSE if the input was not handled, and
 *   %GTK_INPUT_ERROR if the conversion failed
 */

/**
 * cc_circular_slider_new:
 *
 * Creates a new circular slider with the default property values.
 *
 * Returns: the new circular slider, a floating reference as every GTK constructor returns
 */
GtkWidget *cc_circular_slider_new (void);

/* BEGIN GENERATED CcCircularSlider ArcProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcCircularSlider:value:
 *
 * The value, clamped into the bounds and snapped to the [property@CircularSlider:step] grid.
 *
 * Default: 0.
 */

/**
 * cc_circular_slider_get_value:
 * @self: a circular slider
 *
 * Gets the value ([property@CircularSlider:value]).
 *
 * Returns: the value
 */
double cc_circular_slider_get_value (CcCircularSlider *self);

/**
 * cc_circular_slider_set_value:
 * @self: a circular slider
 * @value: the new value
 *
 * Sets [property@CircularSlider:value]. The value is clamped into the bounds and snapped to
 * the step grid, and the drawing jumps to it (see cc_circular_slider_set_value_animated());
 * [signal@Gtk.Range::value-changed] is emitted once if it changed. NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_value (CcCircularSlider *self,
                                   double value);

/**
 * CcCircularSlider:minimum-value:
 *
 * The lowest value, at the start angle.
 *
 * Default: 0.
 */

/**
 * cc_circular_slider_get_minimum_value:
 * @self: a circular slider
 *
 * Gets the lowest value ([property@CircularSlider:minimum-value]).
 *
 * Returns: the lowest value
 */
double cc_circular_slider_get_minimum_value (CcCircularSlider *self);

/**
 * cc_circular_slider_set_minimum_value:
 * @self: a circular slider
 * @minimum_value: the new value
 *
 * Sets [property@CircularSlider:minimum-value]. A minimum above the maximum moves the maximum
 * up to meet it. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_minimum_value (CcCircularSlider *self,
                                           double minimum_value);

/**
 * CcCircularSlider:maximum-value:
 *
 * The highest value, at the end angle.
 *
 * Default: 360.
 */

/**
 * cc_circular_slider_get_maximum_value:
 * @self: a circular slider
 *
 * Gets the highest value ([property@CircularSlider:maximum-value]).
 *
 * Returns: the highest value
 */
double cc_circular_slider_get_maximum_value (CcCircularSlider *self);

/**
 * cc_circular_slider_set_maximum_value:
 * @self: a circular slider
 * @maximum_value: the new value
 *
 * Sets [property@CircularSlider:maximum-value]. A maximum below the minimum moves the minimum
 * down to meet it. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_maximum_value (CcCircularSlider *self,
                                           double maximum_value);

/**
 * CcCircularSlider:default-value:
 *
 * The value a double click resets to.
 *
 * Default: 0.
 */

/**
 * cc_circular_slider_get_default_value:
 * @self: a circular slider
 *
 * Gets the value a double click resets to ([property@CircularSlider:default-value]).
 *
 * Returns: the value a double click resets to
 */
double cc_circular_slider_get_default_value (CcCircularSlider *self);

/**
 * cc_circular_slider_set_default_value:
 * @self: a circular slider
 * @default_value: the new value
 *
 * Sets [property@CircularSlider:default-value]. NaN and ±infinity are rejected with a
 * warning, leaving it unchanged.
 */
void cc_circular_slider_set_default_value (CcCircularSlider *self,
                                           double default_value);

/**
 * CcCircularSlider:start-angle:
 *
 * The screen angle of the minimum, in radians clockwise from 3 o'clock.
 *
 * Default: 0.
 */

/**
 * cc_circular_slider_get_start_angle:
 * @self: a circular slider
 *
 * Gets the screen angle of the minimum ([property@CircularSlider:start-angle]).
 *
 * Returns: the screen angle of the minimum
 */
double cc_circular_slider_get_start_angle (CcCircularSlider *self);

/**
 * cc_circular_slider_set_start_angle:
 * @self: a circular slider
 * @start_angle: the new value
 *
 * Sets [property@CircularSlider:start-angle]. The end angle moves to stay within a turn of
 * it. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_start_angle (CcCircularSlider *self,
                                         double start_angle);

/**
 * CcCircularSlider:end-angle:
 *
 * The screen angle of the maximum, within a turn of the start angle on either side; the sign
 * of `end-angle - start-angle` is the direction the value grows in.
 *
 * Default: −2π (a full turn counter-clockwise).
 */

/**
 * cc_circular_slider_get_end_angle:
 * @self: a circular slider
 *
 * Gets the screen angle of the maximum ([property@CircularSlider:end-angle]).
 *
 * Returns: the screen angle of the maximum
 */
double cc_circular_slider_get_end_angle (CcCircularSlider *self);

/**
 * cc_circular_slider_set_end_angle:
 * @self: a circular slider
 * @end_angle: the new value
 *
 * Sets [property@CircularSlider:end-angle]. The start angle moves to stay within a turn of
 * it. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_end_angle (CcCircularSlider *self,
                                       double end_angle);

/**
 * CcCircularSlider:modulation-value:
 *
 * Where modulation moves the value to (an LFO's or an envelope's output, in value units):
 * with [property@CircularSlider:show-modulation], the circular slider draws a thin arc in its tint from
 * the value to it, beside the track, without changing [property@CircularSlider:value]. Drive it
 * each frame (an `AdwTimedAnimation` on the property, a tick callback) to animate it.
 *
 * Default: 0.
 */

/**
 * cc_circular_slider_get_modulation_value:
 * @self: a circular slider
 *
 * Gets the modulated value the modulation arc reaches
 * ([property@CircularSlider:modulation-value]).
 *
 * Returns: the modulated value the modulation arc reaches
 */
double cc_circular_slider_get_modulation_value (CcCircularSlider *self);

/**
 * cc_circular_slider_set_modulation_value:
 * @self: a circular slider
 * @modulation_value: the new value
 *
 * Sets [property@CircularSlider:modulation-value]. Kept as set; the arc stops at the range's
 * ends. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_modulation_value (CcCircularSlider *self,
                                              double modulation_value);

/**
 * CcCircularSlider:show-modulation:
 *
 * Whether the circular slider draws its modulation arc, from the value to
 * [property@CircularSlider:modulation-value].
 *
 * Default: false.
 */

/**
 * cc_circular_slider_get_show_modulation:
 * @self: a circular slider
 *
 * Gets whether the modulation arc is drawn ([property@CircularSlider:show-modulation]).
 *
 * Returns: whether the modulation arc is drawn
 */
gboolean cc_circular_slider_get_show_modulation (CcCircularSlider *self);

/**
 * cc_circular_slider_set_show_modulation:
 * @self: a circular slider
 * @show_modulation: the new value
 *
 * Sets [property@CircularSlider:show-modulation].
 */
void cc_circular_slider_set_show_modulation (CcCircularSlider *self,
                                             gboolean show_modulation);

/* END GENERATED CcCircularSlider ArcProperty */

/**
 * cc_circular_slider_set_value_animated:
 * @self: a circular slider
 * @value: the new value
 *
 * Sets [property@CircularSlider:value] as cc_circular_slider_set_value() does, then moves
 * the drawing to it over 0.25 s. The property changes and [signal@Gtk.Range::value-changed]
 * is emitted at once, never per animation frame. There is no animation while the circular
 * slider is not mapped, when #GtkSettings:gtk-enable-animations is off or (GTK 4.22+)
 * #GtkSettings:gtk-interface-reduced-motion asks for less motion, or during a drag.
 */
void cc_circular_slider_set_value_animated (CcCircularSlider *self,
                                            double value);

/* BEGIN GENERATED CcCircularSlider SharedProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcCircularSlider:continuous:
 *
 * Whether [signal@Gtk.Range::value-changed] is emitted on every change during a drag (true)
 * or once, when the drag ends (false). Programmatic changes, keys and the wheel emit at once
 * either way.
 *
 * Default: true.
 */

/**
 * cc_circular_slider_get_continuous:
 * @self: a circular slider
 *
 * Gets whether value-changed is emitted during a drag ([property@CircularSlider:continuous]).
 *
 * Returns: whether value-changed is emitted during a drag
 */
gboolean cc_circular_slider_get_continuous (CcCircularSlider *self);

/**
 * cc_circular_slider_set_continuous:
 * @self: a circular slider
 * @continuous: the new value
 *
 * Sets [property@CircularSlider:continuous].
 */
void cc_circular_slider_set_continuous (CcCircularSlider *self,
                                        gboolean continuous);

/**
 * CcCircularSlider:step:
 *
 * What arrow keys, +/- and the scroll wheel move a value by; 0 is 1% of the range. It is also
 * the grid the value snaps to (0: none).
 *
 * Default: 1.
 */

/**
 * cc_circular_slider_get_step:
 * @self: a circular slider
 *
 * Gets what keys and the scroll wheel move the value by ([property@CircularSlider:step]).
 *
 * Returns: what keys and the scroll wheel move the value by
 */
double cc_circular_slider_get_step (CcCircularSlider *self);

/**
 * cc_circular_slider_set_step:
 * @self: a circular slider
 * @step: the new value
 *
 * Sets [property@CircularSlider:step]. Negative steps become 0 (automatic); NaN and ±infinity
 * are rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_step (CcCircularSlider *self,
                                  double step);

/**
 * CcCircularSlider:page:
 *
 * What Page Up/Down, Ctrl+arrows and Ctrl+wheel move a value by; 0 is 10% of the range.
 *
 * Default: 15.
 */

/**
 * cc_circular_slider_get_page:
 * @self: a circular slider
 *
 * Gets what Page Up/Down move the value by ([property@CircularSlider:page]).
 *
 * Returns: what Page Up/Down move the value by
 */
double cc_circular_slider_get_page (CcCircularSlider *self);

/**
 * cc_circular_slider_set_page:
 * @self: a circular slider
 * @page: the new value
 *
 * Sets [property@CircularSlider:page]. Negative pages become 0 (automatic); NaN and ±infinity
 * are rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_page (CcCircularSlider *self,
                                  double page);

/**
 * CcCircularSlider:digits:
 *
 * Decimals in the value's text (shown values and the accessible value), 0 to 10, unless a
 * format function is set.
 *
 * Default: 0.
 */

/**
 * cc_circular_slider_get_digits:
 * @self: a circular slider
 *
 * Gets the decimals of the value's text ([property@CircularSlider:digits]).
 *
 * Returns: the decimals of the value's text
 */
int cc_circular_slider_get_digits (CcCircularSlider *self);

/**
 * cc_circular_slider_set_digits:
 * @self: a circular slider
 * @digits: the new value
 *
 * Sets [property@CircularSlider:digits]. Values outside 0…10 are clamped.
 */
void cc_circular_slider_set_digits (CcCircularSlider *self,
                                    int digits);

/**
 * CcCircularSlider:tint-color:
 *
 * The circular slider's own tint, the start of its gradient unless
 * [property@CircularSlider:gradient-start-color] is set. Unset, it takes the tint of its
 * nearest ancestor that has one ([func@set_inherited_tint]), else the CSS `color` of its
 * `circularslider` node.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_circular_slider_get_tint_color:
 * @self: a circular slider
 *
 * Gets the circular slider's own tint ([property@CircularSlider:tint-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_circular_slider_get_tint_color (CcCircularSlider *self);

/**
 * cc_circular_slider_set_tint_color:
 * @self: a circular slider
 * @tint_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@CircularSlider:tint-color].
 */
void cc_circular_slider_set_tint_color (CcCircularSlider *self,
                                        const GdkRGBA *tint_color);

/**
 * CcCircularSlider:value-scale:
 *
 * How values spread along the circular slider's travel: evenly (linear), by equal ratios
 * (logarithmic, for frequencies and prices) or with [property@CircularSlider:skew-mid-value] at
 * half the travel (skewed). Drags, the scroll wheel and the drawing follow the travel; a
 * key's step or page moves the share of the travel it is of the range. The value, the
 * bounds, the signals and the accessible value stay in value units.
 *
 * A logarithmic scale over a range that reaches 0 or below, or a skewed one whose
 * [property@CircularSlider:skew-mid-value] is not strictly inside the range, behaves linearly until
 * the range fits again; it is kept as set, so the order in which properties are set does not
 * matter, and one warning names it when that begins.
 *
 * Default: %CC_VALUE_SCALE_LINEAR.
 */

/**
 * cc_circular_slider_get_value_scale:
 * @self: a circular slider
 *
 * Gets how values spread along the travel ([property@CircularSlider:value-scale]).
 *
 * Returns: how values spread along the travel
 */
CcValueScale cc_circular_slider_get_value_scale (CcCircularSlider *self);

/**
 * cc_circular_slider_set_value_scale:
 * @self: a circular slider
 * @value_scale: the new value
 *
 * Sets [property@CircularSlider:value-scale].
 */
void cc_circular_slider_set_value_scale (CcCircularSlider *self,
                                         CcValueScale value_scale);

/**
 * CcCircularSlider:skew-mid-value:
 *
 * The value at half the circular slider's travel when [property@CircularSlider:value-scale] is
 * %CC_VALUE_SCALE_SKEWED; kept, and unused, otherwise.
 *
 * Default: 0.
 */

/**
 * cc_circular_slider_get_skew_mid_value:
 * @self: a circular slider
 *
 * Gets the value at half the travel of a skewed scale
 * ([property@CircularSlider:skew-mid-value]).
 *
 * Returns: the value at half the travel of a skewed scale
 */
double cc_circular_slider_get_skew_mid_value (CcCircularSlider *self);

/**
 * cc_circular_slider_set_skew_mid_value:
 * @self: a circular slider
 * @skew_mid_value: the new value
 *
 * Sets [property@CircularSlider:skew-mid-value]. A value not strictly inside the range makes
 * a skewed scale behave linearly (with one warning) until the range fits it. NaN and
 * ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_skew_mid_value (CcCircularSlider *self,
                                            double skew_mid_value);

/**
 * CcCircularSlider:snap-to-marks:
 *
 * Whether marks hold a drag and stop keys: a drag that reaches a mark sticks there for 8 pixels
 * of further pointer travel, then leaves it (a detent), and arrow keys or Page Up/Down that
 * would cross a mark stop on it. Marks are added with [method@CircularSlider.add_mark].
 *
 * Default: false.
 */

/**
 * cc_circular_slider_get_snap_to_marks:
 * @self: a circular slider
 *
 * Gets whether drags and keys stop at marks ([property@CircularSlider:snap-to-marks]).
 *
 * Returns: whether drags and keys stop at marks
 */
gboolean cc_circular_slider_get_snap_to_marks (CcCircularSlider *self);

/**
 * cc_circular_slider_set_snap_to_marks:
 * @self: a circular slider
 * @snap_to_marks: the new value
 *
 * Sets [property@CircularSlider:snap-to-marks].
 */
void cc_circular_slider_set_snap_to_marks (CcCircularSlider *self,
                                           gboolean snap_to_marks);

/**
 * CcCircularSlider:editable:
 *
 * Whether the value in the centre is an entry (while
 * [property@CircularSlider:show-value] is on). Enter, or focus leaving the entry, sets the
 * typed value, wrapped or clamped into the range; Escape shows the value again; text that
 * is no value keeps the entry open with the `error` style class. The text is parsed by
 * [signal@CircularSlider::input]. Keyboard: Enter on the focused slider, or Tab from it,
 * moves focus into the entry.
 *
 * Default: false.
 */

/**
 * cc_circular_slider_get_editable:
 * @self: a circular slider
 *
 * Gets whether the value can be typed ([property@CircularSlider:editable]).
 *
 * Returns: whether the value can be typed
 */
gboolean cc_circular_slider_get_editable (CcCircularSlider *self);

/**
 * cc_circular_slider_set_editable:
 * @self: a circular slider
 * @editable: the new value
 *
 * Sets [property@CircularSlider:editable].
 */
void cc_circular_slider_set_editable (CcCircularSlider *self,
                                      gboolean editable);

/**
 * CcCircularSlider:show-menu:
 *
 * Whether the circular slider has a context menu: a secondary click, a long press, the Menu key
 * or Shift+F10 opens it, with "Reset to Default", "Type a Value…" (when
 * [property@CircularSlider:editable]), "Swap with Previous Value" (back to the value before the last
 * edit, and again to return) and the items of [property@CircularSlider:extra-menu]. Each of its
 * actions is an edit ([signal@CircularSlider::edit-begin]).
 *
 * Default: true.
 */

/**
 * cc_circular_slider_get_show_menu:
 * @self: a circular slider
 *
 * Gets whether the context menu opens ([property@CircularSlider:show-menu]).
 *
 * Returns: whether the context menu opens
 */
gboolean cc_circular_slider_get_show_menu (CcCircularSlider *self);

/**
 * cc_circular_slider_set_show_menu:
 * @self: a circular slider
 * @show_menu: the new value
 *
 * Sets [property@CircularSlider:show-menu].
 */
void cc_circular_slider_set_show_menu (CcCircularSlider *self,
                                       gboolean show_menu);

/**
 * CcCircularSlider:extra-menu:
 *
 * A menu model whose items the circular slider's context menu shows after its own, as
 * [property@Gtk.Text:extra-menu] does. An item with an action and no target gets the
 * control's widget name ([method@Gtk.Widget.get_name]) as a string target, so one model
 * and one action taking a string serve every control of a window: name each control.
 *
 * Default: %NULL.
 */

/**
 * cc_circular_slider_get_extra_menu:
 * @self: a circular slider
 *
 * Gets the model of the items the context menu shows after its own, or %NULL
 * ([property@CircularSlider:extra-menu]).
 *
 * Returns: (transfer none) (nullable): the model of the items the context menu shows after
 *   its own
 */
GMenuModel *cc_circular_slider_get_extra_menu (CcCircularSlider *self);

/**
 * cc_circular_slider_set_extra_menu:
 * @self: a circular slider
 * @extra_menu: (nullable): a menu model, or %NULL for the control's own items only
 *
 * Sets [property@CircularSlider:extra-menu].
 */
void cc_circular_slider_set_extra_menu (CcCircularSlider *self,
                                        GMenuModel *extra_menu);

/* END GENERATED CcCircularSlider SharedProperty */

/* BEGIN GENERATED CcCircularSlider CircularSliderProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcCircularSlider:wraps:
 *
 * Whether a drag across the start comes round from the other end instead of stopping.
 *
 * Default: false.
 */

/**
 * cc_circular_slider_get_wraps:
 * @self: a circular slider
 *
 * Gets whether a drag across the start comes round ([property@CircularSlider:wraps]).
 *
 * Returns: whether a drag across the start comes round
 */
gboolean cc_circular_slider_get_wraps (CcCircularSlider *self);

/**
 * cc_circular_slider_set_wraps:
 * @self: a circular slider
 * @wraps: the new value
 *
 * Sets [property@CircularSlider:wraps].
 */
void cc_circular_slider_set_wraps (CcCircularSlider *self,
                                   gboolean wraps);

/**
 * CcCircularSlider:gradient-start-color:
 *
 * The top colour of the active arc; unset is the tint.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_circular_slider_get_gradient_start_color:
 * @self: a circular slider
 *
 * Gets the top colour of the active arc ([property@CircularSlider:gradient-start-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_circular_slider_get_gradient_start_color (CcCircularSlider *self);

/**
 * cc_circular_slider_set_gradient_start_color:
 * @self: a circular slider
 * @gradient_start_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@CircularSlider:gradient-start-color].
 */
void cc_circular_slider_set_gradient_start_color (CcCircularSlider *self,
                                                  const GdkRGBA *gradient_start_color);

/**
 * CcCircularSlider:gradient-end-color:
 *
 * The bottom colour of the active arc; unset is the start colour turned 60° in hue.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_circular_slider_get_gradient_end_color:
 * @self: a circular slider
 *
 * Gets the bottom colour of the active arc ([property@CircularSlider:gradient-end-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_circular_slider_get_gradient_end_color (CcCircularSlider *self);

/**
 * cc_circular_slider_set_gradient_end_color:
 * @self: a circular slider
 * @gradient_end_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@CircularSlider:gradient-end-color].
 */
void cc_circular_slider_set_gradient_end_color (CcCircularSlider *self,
                                                const GdkRGBA *gradient_end_color);

/**
 * CcCircularSlider:line-width:
 *
 * The width of the active arc and the handle, in pixels.
 *
 * Default: 20.
 */

/**
 * cc_circular_slider_get_line_width:
 * @self: a circular slider
 *
 * Gets the width of the active arc and the handle ([property@CircularSlider:line-width]).
 *
 * Returns: the width of the active arc and the handle
 */
double cc_circular_slider_get_line_width (CcCircularSlider *self);

/**
 * cc_circular_slider_set_line_width:
 * @self: a circular slider
 * @line_width: the new value
 *
 * Sets [property@CircularSlider:line-width]. Negative widths become 0; NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_circular_slider_set_line_width (CcCircularSlider *self,
                                        double line_width);

/**
 * CcCircularSlider:show-value:
 *
 * Whether the value is shown as text in the centre.
 *
 * Default: true.
 */

/**
 * cc_circular_slider_get_show_value:
 * @self: a circular slider
 *
 * Gets whether the value is shown in the centre ([property@CircularSlider:show-value]).
 *
 * Returns: whether the value is shown in the centre
 */
gboolean cc_circular_slider_get_show_value (CcCircularSlider *self);

/**
 * cc_circular_slider_set_show_value:
 * @self: a circular slider
 * @show_value: the new value
 *
 * Sets [property@CircularSlider:show-value].
 */
void cc_circular_slider_set_show_value (CcCircularSlider *self,
                                        gboolean show_value);

/**
 * CcCircularSlider:grab-handle-only:
 *
 * Whether only a press on the handle starts a drag, which then moves the handle relatively;
 * a press elsewhere starts none.
 *
 * Default: false.
 */

/**
 * cc_circular_slider_get_grab_handle_only:
 * @self: a circular slider
 *
 * Gets whether only a press on the handle starts a drag
 * ([property@CircularSlider:grab-handle-only]).
 *
 * Returns: whether only the handle starts a drag
 */
gboolean cc_circular_slider_get_grab_handle_only (CcCircularSlider *self);

/**
 * cc_circular_slider_set_grab_handle_only:
 * @self: a circular slider
 * @grab_handle_only: the new value
 *
 * Sets [property@CircularSlider:grab-handle-only].
 */
void cc_circular_slider_set_grab_handle_only (CcCircularSlider *self,
                                              gboolean grab_handle_only);

/**
 * CcCircularSlider:show-lighting:
 *
 * Whether light catches the ring's edges along the active arc: a faint white line just
 * inside the ring's inner and outer edge, as in the original circular slider design.
 *
 * Default: true.
 */

/**
 * cc_circular_slider_get_show_lighting:
 * @self: a circular slider
 *
 * Gets whether the ring's edges catch the light along the active arc
 * ([property@CircularSlider:show-lighting]).
 *
 * Returns: whether the ring's edges catch the light
 */
gboolean cc_circular_slider_get_show_lighting (CcCircularSlider *self);

/**
 * cc_circular_slider_set_show_lighting:
 * @self: a circular slider
 * @show_lighting: the new value
 *
 * Sets [property@CircularSlider:show-lighting].
 */
void cc_circular_slider_set_show_lighting (CcCircularSlider *self,
                                           gboolean show_lighting);

/* END GENERATED CcCircularSlider CircularSliderProperty */

/**
 * cc_circular_slider_get_adjustment:
 * @self: a circular slider
 *
 * Gets the adjustment holding the bounds, the value and the increments
 * ([property@Gtk.Range:adjustment]).
 *
 * Returns: (transfer none): the adjustment, never %NULL
 */
GtkAdjustment *cc_circular_slider_get_adjustment (CcCircularSlider *self);

/**
 * cc_circular_slider_set_adjustment:
 * @self: a circular slider
 * @adjustment: (nullable): the adjustment, or %NULL for a new one of the circular slider's
 *   own holding its bounds and value
 *
 * Sets [property@Gtk.Range:adjustment]. The circular slider takes the adjustment's lower
 * bound, upper bound less its page size, value and increments, now and whenever they change,
 * and writes its own changes back. Unlike gtk_range_set_adjustment(), %NULL gives it a new
 * adjustment holding its current bounds and value.
 */
void cc_circular_slider_set_adjustment (CcCircularSlider *self,
                                        GtkAdjustment *adjustment);

/**
 * cc_circular_slider_set_format_value_func:
 * @self: a circular slider
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy_notify): the function
 *   that turns a value into text, or %NULL to show the value with [property@CircularSlider:digits]
 *   decimals
 * @user_data: data for @func
 * @destroy_notify: (nullable): called with @user_data when @func is no longer used
 *
 * Sets the function that turns values into the text the circular slider's labels and its accessible
 * value show (as gtk_scale_set_format_value_func() does for a #GtkScale). The circular slider is
 * redrawn and its accessible value text updated at once.
 */
void cc_circular_slider_set_format_value_func (CcCircularSlider *self,
                                               CcFormatValueFunc func,
                                               gpointer user_data,
                                               GDestroyNotify destroy_notify);

/**
 * cc_circular_slider_get_input_text:
 * @self: a circular slider
 *
 * Gets the text that [signal@CircularSlider::input] is turning into a value, for its handlers.
 *
 * Returns: (nullable) (transfer none): the typed text during an emission of
 *   [signal@CircularSlider::input], else %NULL
 */
const char *cc_circular_slider_get_input_text (CcCircularSlider *self);

/**
 * cc_circular_slider_set_input_value:
 * @self: a circular slider
 * @value: the value the typed text stands for
 *
 * Sets the value a handler of [signal@CircularSlider::input] gives the typed text, as setting the
 * signal's @new_value does, then the handler returns %TRUE: for languages whose signal
 * handlers have no out arguments (Python, JavaScript). Only during an emission of
 * [signal@CircularSlider::input]; a value that is not finite refuses the text, as %GTK_INPUT_ERROR.
 */
void cc_circular_slider_set_input_value (CcCircularSlider *self,
                                         double value);

/**
 * cc_circular_slider_add_mark:
 * @self: a circular slider
 * @value: the value to mark, within the slider's range
 * @position: where the label goes: %GTK_POS_TOP and %GTK_POS_LEFT outside the arc (the ring
 *   shrinks to make room), %GTK_POS_BOTTOM and %GTK_POS_RIGHT inside it
 * @markup: (nullable): the label in Pango markup, or %NULL for a tick only
 *
 * Adds a mark at @value: a tick across the ring, with its label (as gtk_scale_add_mark() does
 * for a #GtkScale). With [property@CircularSlider:snap-to-marks] a mark is a detent: a drag
 * that reaches it sticks there for 8 pixels of pointer travel, and keys that would cross it
 * stop on it. A value that is NaN, infinite or outside the range is ignored with a warning;
 * markup that does not parse is shown as plain text, with a warning.
 */
void cc_circular_slider_add_mark (CcCircularSlider *self,
                                  double            value,
                                  GtkPositionType   position,
                                  const char       *markup);

/**
 * cc_circular_slider_clear_marks:
 * @self: a circular slider
 *
 * Removes every mark added with cc_circular_slider_add_mark().
 */
void cc_circular_slider_clear_marks (CcCircularSlider *self);

/* ---- CcCircularRangeSlider ---- */

/**
 * CcCircularRangeSlider:
 *
 * Two handles on a ring that select a range, which may cross the ring's end: a sleep
 * schedule from 22:00 to 06:00 on a 24-hour ring.
 *
 * The range runs from [property@CircularRangeSlider:lower-value] in the direction the values
 * grow (counter-clockwise, clockwise when [property@CircularRangeSlider:inverted]) to
 * [property@CircularRangeSlider:upper-value]: lower 330 and upper 30 is a range of 60 over 0.
 * Lower equal to upper is a range of no length, never the whole ring. The ring is linear: it
 * has no `value-scale`.
 *
 * A drag on a handle moves that handle round the ring (across the end with
 * [property@CircularRangeSlider:wraps]), stopping at the other one; a drag on the lit arc turns
 * both, keeping the length; a press elsewhere on the ring moves the nearer handle there. Keys
 * move the focused handle; Tab goes from the lower handle to the upper one.
 *
 * ## CSS nodes
 *
 * `circularrangeslider` with the children `trough` (its `color` is the ring's) and two
 * `slider` nodes, the lower and the upper handle.
 *
 * ## Accessibility
 *
 * `CcCircularRangeSlider` uses the %GTK_ACCESSIBLE_ROLE_GROUP role; each handle is a
 * focusable slider named "Lower value" or "Upper value", with the value interface.
 */
#define CC_TYPE_CIRCULAR_RANGE_SLIDER (cc_circular_range_slider_get_type ())
G_DECLARE_FINAL_TYPE (CcCircularRangeSlider, cc_circular_range_slider, CC, CIRCULAR_RANGE_SLIDER, GtkWidget)

/**
 * CcCircularRangeSlider::value-changed:
 * @self: the circular range slider
 *
 * Emitted once per committed change of either value: on every change during a drag when
 * [property@CircularRangeSlider:continuous] is true, once at the end of the drag otherwise,
 * once per programmatic change or key press that changed a value; never when nothing changed.
 */

/**
 * CcCircularRangeSlider::drag-begin:
 * @self: the circular range slider
 *
 * Emitted when a drag starts, before the press's own [signal@CircularRangeSlider::value-changed].
 */

/**
 * CcCircularRangeSlider::drag-end:
 * @self: the circular range slider
 *
 * Emitted when a drag ends, released or cancelled, after its last
 * [signal@CircularRangeSlider::value-changed].
 */

/**
 * CcCircularRangeSlider::edit-begin:
 * @self: the circular range slider
 *
 * Emitted when a person begins an edit, before its first
 * [signal@CircularRangeSlider::value-changed]: this and
 * [signal@CircularRangeSlider::edit-end] enclose each change a person makes, for a host that
 * records automation (VST3's beginEdit, LV2's touch). A drag is one edit around
 * [signal@CircularRangeSlider::drag-begin] and [signal@CircularRangeSlider::drag-end]; a
 * burst of keys or wheel steps is one, ending half a second after the last step or when focus
 * leaves; a typed value is one, from the first change of its text to its commit or cancel; a
 * double-click reset that changes the value is one. So is a menu action that changes it (Reset to Default,
 * Swap with Previous Value). A program's changes are no edit.
 */

/**
 * CcCircularRangeSlider::edit-end:
 * @self: the circular range slider
 *
 * Emitted when the person's edit ends, after its last
 * [signal@CircularRangeSlider::value-changed]; also when the circular range slider is
 * destroyed during one.
 */

/**
 * CcCircularRangeSlider::input:
 * @self: the circular range slider
 * @new_value: (out) (type gpointer): return location for the new value, a `double *`
 *   (annotated as a pointer: PyGObject would read a double from it and log a critical)
 *
 * Emitted to turn the text typed into the circular range slider's entry
 * ([property@CircularRangeSlider:editable]) into a value, as [signal@Gtk.SpinButton::input]:
 * the handler reads the text with cc_circular_range_slider_get_input_text(), sets @new_value
 * (from Python or JavaScript, whose signal handlers have no out arguments: calls
 * cc_circular_range_slider_set_input_value()) and returns %TRUE; it returns %GTK_INPUT_ERROR
 * for text that is no value (the entry keeps it, with the `error` style class), or %FALSE to
 * leave the text to the default. The default reads the number in the text and ignores the unit
 * and the currency sign the display adds ("22 h", "€12", "75 %"), with the locale's decimal
 * separator as well as ".". The circular range slider then wraps the value round into its
 * range when it [property@CircularRangeSlider:wraps], else clamps it.
 *
 * Returns: %TRUE for a successful conversion, %FALSE if the input was not handled, and
 *   %GTK_INPUT_ERROR if the conversion failed
 */

/**
 * cc_circular_range_slider_new:
 *
 * Creates a new circular range slider: 0…360 in whole degrees, the range 0…90.
 *
 * Returns: the new circular range slider, a floating reference as every GTK constructor returns
 */
GtkWidget *cc_circular_range_slider_new (void);

/* BEGIN GENERATED CcCircularRangeSlider CircularRangeSliderProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcCircularRangeSlider:minimum-value:
 *
 * The value at the ring's start (which is also its end).
 *
 * Default: 0.
 */

/**
 * cc_circular_range_slider_get_minimum_value:
 * @self: a circular range slider
 *
 * Gets the value at the ring's start ([property@CircularRangeSlider:minimum-value]).
 *
 * Returns: the value at the ring's start
 */
double cc_circular_range_slider_get_minimum_value (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_minimum_value:
 * @self: a circular range slider
 * @minimum_value: the new value
 *
 * Sets [property@CircularRangeSlider:minimum-value]. A minimum above the maximum moves the
 * maximum up to meet it; the values are clamped into the new bounds. NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_circular_range_slider_set_minimum_value (CcCircularRangeSlider *self,
                                                 double minimum_value);

/**
 * CcCircularRangeSlider:maximum-value:
 *
 * The value at the ring's end, the same angle as the minimum.
 *
 * Default: 360.
 */

/**
 * cc_circular_range_slider_get_maximum_value:
 * @self: a circular range slider
 *
 * Gets the value at the ring's end ([property@CircularRangeSlider:maximum-value]).
 *
 * Returns: the value at the ring's end
 */
double cc_circular_range_slider_get_maximum_value (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_maximum_value:
 * @self: a circular range slider
 * @maximum_value: the new value
 *
 * Sets [property@CircularRangeSlider:maximum-value]. A maximum below the minimum moves the
 * minimum down to meet it; the values are clamped into the new bounds. NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_circular_range_slider_set_maximum_value (CcCircularRangeSlider *self,
                                                 double maximum_value);

/**
 * CcCircularRangeSlider:lower-value:
 *
 * Where the range begins: it runs from here in the direction the values grow to
 * [property@CircularRangeSlider:upper-value], across the ring's end if it has to
 * (lower 330 and upper 30 is a range of 60 over 0).
 *
 * Default: 0.
 */

/**
 * cc_circular_range_slider_get_lower_value:
 * @self: a circular range slider
 *
 * Gets where the range begins ([property@CircularRangeSlider:lower-value]).
 *
 * Returns: where the range begins
 */
double cc_circular_range_slider_get_lower_value (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_lower_value:
 * @self: a circular range slider
 * @lower_value: the new value
 *
 * Sets [property@CircularRangeSlider:lower-value]. Clamped into the bounds and snapped to the
 * step; a range then shorter than [property@CircularRangeSlider:minimum-distance] moves the
 * upper value on. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_range_slider_set_lower_value (CcCircularRangeSlider *self,
                                               double lower_value);

/**
 * CcCircularRangeSlider:upper-value:
 *
 * Where the range ends. Equal to the lower value it is a range of no length, never the
 * whole ring.
 *
 * Default: 90.
 */

/**
 * cc_circular_range_slider_get_upper_value:
 * @self: a circular range slider
 *
 * Gets where the range ends ([property@CircularRangeSlider:upper-value]).
 *
 * Returns: where the range ends
 */
double cc_circular_range_slider_get_upper_value (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_upper_value:
 * @self: a circular range slider
 * @upper_value: the new value
 *
 * Sets [property@CircularRangeSlider:upper-value]. Clamped into the bounds and snapped to the
 * step; a range then shorter than [property@CircularRangeSlider:minimum-distance] moves the
 * lower value back. NaN and ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_range_slider_set_upper_value (CcCircularRangeSlider *self,
                                               double upper_value);

/**
 * CcCircularRangeSlider:minimum-distance:
 *
 * The least length of the range; 0 lets the handles meet. More than the ring less one
 * step counts as that.
 *
 * Default: 0.
 */

/**
 * cc_circular_range_slider_get_minimum_distance:
 * @self: a circular range slider
 *
 * Gets the least length of the range ([property@CircularRangeSlider:minimum-distance]).
 *
 * Returns: the least length of the range
 */
double cc_circular_range_slider_get_minimum_distance (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_minimum_distance:
 * @self: a circular range slider
 * @minimum_distance: the new value
 *
 * Sets [property@CircularRangeSlider:minimum-distance]. Negative distances become 0; NaN and
 * ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_range_slider_set_minimum_distance (CcCircularRangeSlider *self,
                                                    double minimum_distance);

/**
 * CcCircularRangeSlider:wraps:
 *
 * Whether a handle dragged or stepped across the ring's end comes round from the other
 * side; without it a handle stops at the end. Values set by the app may cross it either way.
 *
 * Default: false.
 */

/**
 * cc_circular_range_slider_get_wraps:
 * @self: a circular range slider
 *
 * Gets whether a handle comes round across the ring's end
 * ([property@CircularRangeSlider:wraps]).
 *
 * Returns: whether a handle comes round across the ring's end
 */
gboolean cc_circular_range_slider_get_wraps (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_wraps:
 * @self: a circular range slider
 * @wraps: the new value
 *
 * Sets [property@CircularRangeSlider:wraps].
 */
void cc_circular_range_slider_set_wraps (CcCircularRangeSlider *self,
                                         gboolean wraps);

/**
 * CcCircularRangeSlider:inverted:
 *
 * Whether the values grow clockwise (counter-clockwise by default, as on
 * [class@CircularSlider]).
 *
 * Default: false.
 */

/**
 * cc_circular_range_slider_get_inverted:
 * @self: a circular range slider
 *
 * Gets whether the values grow clockwise ([property@CircularRangeSlider:inverted]).
 *
 * Returns: whether the values grow clockwise
 */
gboolean cc_circular_range_slider_get_inverted (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_inverted:
 * @self: a circular range slider
 * @inverted: the new value
 *
 * Sets [property@CircularRangeSlider:inverted].
 */
void cc_circular_range_slider_set_inverted (CcCircularRangeSlider *self,
                                            gboolean inverted);

/**
 * CcCircularRangeSlider:start-angle:
 *
 * The screen angle of the ring's start, in radians clockwise from 3 o'clock
 * (-π/2 is 12 o'clock).
 *
 * Default: 0.
 */

/**
 * cc_circular_range_slider_get_start_angle:
 * @self: a circular range slider
 *
 * Gets the screen angle of the ring's start ([property@CircularRangeSlider:start-angle]).
 *
 * Returns: the screen angle of the ring's start
 */
double cc_circular_range_slider_get_start_angle (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_start_angle:
 * @self: a circular range slider
 * @start_angle: the new value
 *
 * Sets [property@CircularRangeSlider:start-angle]. NaN and ±infinity are rejected with a
 * warning, leaving it unchanged.
 */
void cc_circular_range_slider_set_start_angle (CcCircularRangeSlider *self,
                                               double start_angle);

/**
 * CcCircularRangeSlider:line-width:
 *
 * The width of the lit arc and the handles, in pixels.
 *
 * Default: 20.
 */

/**
 * cc_circular_range_slider_get_line_width:
 * @self: a circular range slider
 *
 * Gets the width of the lit arc and the handles ([property@CircularRangeSlider:line-width]).
 *
 * Returns: the width of the lit arc and the handles
 */
double cc_circular_range_slider_get_line_width (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_line_width:
 * @self: a circular range slider
 * @line_width: the new value
 *
 * Sets [property@CircularRangeSlider:line-width]. Negative widths become 0; NaN and ±infinity
 * are rejected with a warning, leaving it unchanged.
 */
void cc_circular_range_slider_set_line_width (CcCircularRangeSlider *self,
                                              double line_width);

/**
 * CcCircularRangeSlider:show-value:
 *
 * Whether the range's length is shown as text in the centre.
 *
 * Default: true.
 */

/**
 * cc_circular_range_slider_get_show_value:
 * @self: a circular range slider
 *
 * Gets whether the range's length is shown in the centre
 * ([property@CircularRangeSlider:show-value]).
 *
 * Returns: whether the range's length is shown in the centre
 */
gboolean cc_circular_range_slider_get_show_value (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_show_value:
 * @self: a circular range slider
 * @show_value: the new value
 *
 * Sets [property@CircularRangeSlider:show-value].
 */
void cc_circular_range_slider_set_show_value (CcCircularRangeSlider *self,
                                              gboolean show_value);

/**
 * CcCircularRangeSlider:show-lighting:
 *
 * Whether light catches the ring's edges along the lit arc, as on the circular slider.
 *
 * Default: true.
 */

/**
 * cc_circular_range_slider_get_show_lighting:
 * @self: a circular range slider
 *
 * Gets whether the ring's edges catch the light along the lit arc
 * ([property@CircularRangeSlider:show-lighting]).
 *
 * Returns: whether the ring's edges catch the light
 */
gboolean cc_circular_range_slider_get_show_lighting (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_show_lighting:
 * @self: a circular range slider
 * @show_lighting: the new value
 *
 * Sets [property@CircularRangeSlider:show-lighting].
 */
void cc_circular_range_slider_set_show_lighting (CcCircularRangeSlider *self,
                                                 gboolean show_lighting);

/**
 * CcCircularRangeSlider:gradient-start-color:
 *
 * The top colour of the lit arc; unset is the tint.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_circular_range_slider_get_gradient_start_color:
 * @self: a circular range slider
 *
 * Gets the top colour of the lit arc ([property@CircularRangeSlider:gradient-start-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_circular_range_slider_get_gradient_start_color (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_gradient_start_color:
 * @self: a circular range slider
 * @gradient_start_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@CircularRangeSlider:gradient-start-color].
 */
void cc_circular_range_slider_set_gradient_start_color (CcCircularRangeSlider *self,
                                                        const GdkRGBA *gradient_start_color);

/**
 * CcCircularRangeSlider:gradient-end-color:
 *
 * The bottom colour of the lit arc; unset is the start colour turned 60° in hue.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_circular_range_slider_get_gradient_end_color:
 * @self: a circular range slider
 *
 * Gets the bottom colour of the lit arc ([property@CircularRangeSlider:gradient-end-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_circular_range_slider_get_gradient_end_color (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_gradient_end_color:
 * @self: a circular range slider
 * @gradient_end_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@CircularRangeSlider:gradient-end-color].
 */
void cc_circular_range_slider_set_gradient_end_color (CcCircularRangeSlider *self,
                                                      const GdkRGBA *gradient_end_color);

/* END GENERATED CcCircularRangeSlider CircularRangeSliderProperty */

/**
 * cc_circular_range_slider_set_values:
 * @self: a circular range slider
 * @lower_value: where the range begins
 * @upper_value: where the range ends
 *
 * Sets both values at once, as one change: [signal@CircularRangeSlider::value-changed] is
 * emitted once if either changed. They are taken in this order round the ring (330 and 30 is a
 * range of 60 over 0), clamped into the bounds and snapped to the step, keeping
 * [property@CircularRangeSlider:minimum-distance]; NaN and ±infinity are rejected with a
 * warning, leaving both unchanged.
 */
void cc_circular_range_slider_set_values (CcCircularRangeSlider *self,
                                          double                 lower_value,
                                          double                 upper_value);

/**
 * cc_circular_range_slider_set_values_animated:
 * @self: a circular range slider
 * @lower_value: where the range begins
 * @upper_value: where the range ends
 *
 * Sets both values as cc_circular_range_slider_set_values() does, then moves the handles to
 * them over 0.25 s. The properties change and [signal@CircularRangeSlider::value-changed] is
 * emitted at once, never per animation frame.
 */
void cc_circular_range_slider_set_values_animated (CcCircularRangeSlider *self,
                                                   double                 lower_value,
                                                   double                 upper_value);

/**
 * cc_circular_range_slider_get_length:
 * @self: a circular range slider
 *
 * Gets the range's length: from the lower value forwards round the ring to the upper one.
 *
 * Returns: the length, at least 0 and less than the ring's
 */
double cc_circular_range_slider_get_length (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_format_value_func:
 * @self: a circular range slider
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy_notify): the function
 *   that turns a value into text, or %NULL to show it with
 *   [property@CircularRangeSlider:digits] decimals
 * @user_data: data for @func
 * @destroy_notify: (nullable): called with @user_data when @func is no longer used
 *
 * Sets the function that turns values into text: the range's length in the centre and each
 * handle's accessible value.
 */
void cc_circular_range_slider_set_format_value_func (CcCircularRangeSlider *self,
                                                     CcFormatValueFunc      func,
                                                     gpointer               user_data,
                                                     GDestroyNotify         destroy_notify);

/**
 * cc_circular_range_slider_get_input_text:
 * @self: a circular range slider
 *
 * Gets the text that [signal@CircularRangeSlider::input] is turning into a value, for its
 * handlers.
 *
 * Returns: (nullable) (transfer none): the typed text during an emission of
 *   [signal@CircularRangeSlider::input], else %NULL
 */
const char *cc_circular_range_slider_get_input_text (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_input_value:
 * @self: a circular range slider
 * @value: the value the typed text stands for
 *
 * Sets the value a handler of [signal@CircularRangeSlider::input] gives the typed text, as setting the
 * signal's @new_value does, then the handler returns %TRUE: for languages whose signal
 * handlers have no out arguments (Python, JavaScript). Only during an emission of
 * [signal@CircularRangeSlider::input]; a value that is not finite refuses the text, as %GTK_INPUT_ERROR.
 */
void cc_circular_range_slider_set_input_value (CcCircularRangeSlider *self,
                                               double value);

/**
 * cc_circular_range_slider_add_mark:
 * @self: a circular range slider
 * @value: the value to mark, within the ring's range
 * @position: where the label goes: %GTK_POS_TOP and %GTK_POS_LEFT outside the ring (which
 *   shrinks to make room), %GTK_POS_BOTTOM and %GTK_POS_RIGHT inside it
 * @markup: (nullable): the label in Pango markup, or %NULL for a tick only
 *
 * Adds a mark at @value, as cc_circular_slider_add_mark() does: with
 * [property@CircularRangeSlider:snap-to-marks] it holds a dragged handle and stops keys. A
 * value that is NaN, infinite or outside the range is ignored with a warning.
 */
void cc_circular_range_slider_add_mark (CcCircularRangeSlider *self,
                                        double                 value,
                                        GtkPositionType        position,
                                        const char            *markup);

/**
 * cc_circular_range_slider_clear_marks:
 * @self: a circular range slider
 *
 * Removes every mark added with cc_circular_range_slider_add_mark().
 */
void cc_circular_range_slider_clear_marks (CcCircularRangeSlider *self);

/* BEGIN GENERATED CcCircularRangeSlider SharedProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcCircularRangeSlider:continuous:
 *
 * Whether [signal@CircularRangeSlider::value-changed] is emitted on every change during a drag (true)
 * or once, when the drag ends (false). Programmatic changes, keys and the wheel emit at once
 * either way.
 *
 * Default: true.
 */

/**
 * cc_circular_range_slider_get_continuous:
 * @self: a circular range slider
 *
 * Gets whether value-changed is emitted during a drag
 * ([property@CircularRangeSlider:continuous]).
 *
 * Returns: whether value-changed is emitted during a drag
 */
gboolean cc_circular_range_slider_get_continuous (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_continuous:
 * @self: a circular range slider
 * @continuous: the new value
 *
 * Sets [property@CircularRangeSlider:continuous].
 */
void cc_circular_range_slider_set_continuous (CcCircularRangeSlider *self,
                                              gboolean continuous);

/**
 * CcCircularRangeSlider:step:
 *
 * What arrow keys, +/- and the scroll wheel move a value by; 0 is 1% of the range.
 *
 * Default: 1.
 */

/**
 * cc_circular_range_slider_get_step:
 * @self: a circular range slider
 *
 * Gets what keys and the scroll wheel move the value by
 * ([property@CircularRangeSlider:step]).
 *
 * Returns: what keys and the scroll wheel move the value by
 */
double cc_circular_range_slider_get_step (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_step:
 * @self: a circular range slider
 * @step: the new value
 *
 * Sets [property@CircularRangeSlider:step]. Negative steps become 0 (automatic); NaN and
 * ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_range_slider_set_step (CcCircularRangeSlider *self,
                                        double step);

/**
 * CcCircularRangeSlider:page:
 *
 * What Page Up/Down, Ctrl+arrows and Ctrl+wheel move a value by; 0 is 10% of the range.
 *
 * Default: 15.
 */

/**
 * cc_circular_range_slider_get_page:
 * @self: a circular range slider
 *
 * Gets what Page Up/Down move the value by ([property@CircularRangeSlider:page]).
 *
 * Returns: what Page Up/Down move the value by
 */
double cc_circular_range_slider_get_page (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_page:
 * @self: a circular range slider
 * @page: the new value
 *
 * Sets [property@CircularRangeSlider:page]. Negative pages become 0 (automatic); NaN and
 * ±infinity are rejected with a warning, leaving it unchanged.
 */
void cc_circular_range_slider_set_page (CcCircularRangeSlider *self,
                                        double page);

/**
 * CcCircularRangeSlider:digits:
 *
 * Decimals in the value's text (shown values and the accessible value), 0 to 10, unless a
 * format function is set.
 *
 * Default: 0.
 */

/**
 * cc_circular_range_slider_get_digits:
 * @self: a circular range slider
 *
 * Gets the decimals of the value's text ([property@CircularRangeSlider:digits]).
 *
 * Returns: the decimals of the value's text
 */
int cc_circular_range_slider_get_digits (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_digits:
 * @self: a circular range slider
 * @digits: the new value
 *
 * Sets [property@CircularRangeSlider:digits]. Values outside 0…10 are clamped.
 */
void cc_circular_range_slider_set_digits (CcCircularRangeSlider *self,
                                          int digits);

/**
 * CcCircularRangeSlider:tint-color:
 *
 * The circular range slider's own tint, the start of the lit arc's gradient
 * unless [property@CircularRangeSlider:gradient-start-color] is set. Unset, it takes the tint of
 * its nearest ancestor that has one ([func@set_inherited_tint]), else the CSS `color` of its
 * `circularrangeslider` node.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_circular_range_slider_get_tint_color:
 * @self: a circular range slider
 *
 * Gets the circular range slider's own tint ([property@CircularRangeSlider:tint-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_circular_range_slider_get_tint_color (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_tint_color:
 * @self: a circular range slider
 * @tint_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@CircularRangeSlider:tint-color].
 */
void cc_circular_range_slider_set_tint_color (CcCircularRangeSlider *self,
                                              const GdkRGBA *tint_color);

/**
 * CcCircularRangeSlider:snap-to-marks:
 *
 * Whether marks hold a drag and stop keys: a drag that reaches a mark sticks there for 8 pixels
 * of further pointer travel, then leaves it (a detent), and arrow keys or Page Up/Down that
 * would cross a mark stop on it. Marks are added with [method@CircularRangeSlider.add_mark].
 *
 * Default: false.
 */

/**
 * cc_circular_range_slider_get_snap_to_marks:
 * @self: a circular range slider
 *
 * Gets whether drags and keys stop at marks ([property@CircularRangeSlider:snap-to-marks]).
 *
 * Returns: whether drags and keys stop at marks
 */
gboolean cc_circular_range_slider_get_snap_to_marks (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_snap_to_marks:
 * @self: a circular range slider
 * @snap_to_marks: the new value
 *
 * Sets [property@CircularRangeSlider:snap-to-marks].
 */
void cc_circular_range_slider_set_snap_to_marks (CcCircularRangeSlider *self,
                                                 gboolean snap_to_marks);

/**
 * CcCircularRangeSlider:editable:
 *
 * Whether the values can be typed: Enter on a focused handle opens a
 * popover at it with an entry holding its value. Enter, or focus leaving the entry, sets the
 * typed value, wrapped round into the ring when it wraps (390 is 30 on 0...360), else clamped;
 * the other handle stays. Escape closes it and leaves the value; text that is no value keeps
 * it open with the `error` style class. The text is parsed by [signal@CircularRangeSlider::input].
 *
 * Default: false.
 */

/**
 * cc_circular_range_slider_get_editable:
 * @self: a circular range slider
 *
 * Gets whether the value can be typed ([property@CircularRangeSlider:editable]).
 *
 * Returns: whether the value can be typed
 */
gboolean cc_circular_range_slider_get_editable (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_editable:
 * @self: a circular range slider
 * @editable: the new value
 *
 * Sets [property@CircularRangeSlider:editable].
 */
void cc_circular_range_slider_set_editable (CcCircularRangeSlider *self,
                                            gboolean editable);

/**
 * CcCircularRangeSlider:show-menu:
 *
 * Whether the circular range slider has a context menu: a secondary click, a long press, the Menu key
 * or Shift+F10 opens it, with "Reset to Default", "Type a Value…" (when
 * [property@CircularRangeSlider:editable]), "Swap with Previous Value" (back to the value before the last
 * edit, and again to return) and the items of [property@CircularRangeSlider:extra-menu]. Each of its
 * actions is an edit ([signal@CircularRangeSlider::edit-begin]).
 *
 * Default: true.
 */

/**
 * cc_circular_range_slider_get_show_menu:
 * @self: a circular range slider
 *
 * Gets whether the context menu opens ([property@CircularRangeSlider:show-menu]).
 *
 * Returns: whether the context menu opens
 */
gboolean cc_circular_range_slider_get_show_menu (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_show_menu:
 * @self: a circular range slider
 * @show_menu: the new value
 *
 * Sets [property@CircularRangeSlider:show-menu].
 */
void cc_circular_range_slider_set_show_menu (CcCircularRangeSlider *self,
                                             gboolean show_menu);

/**
 * CcCircularRangeSlider:extra-menu:
 *
 * A menu model whose items the circular range slider's context menu shows after its own, as
 * [property@Gtk.Text:extra-menu] does. An item with an action and no target gets the
 * control's widget name ([method@Gtk.Widget.get_name]) as a string target, so one model
 * and one action taking a string serve every control of a window: name each control.
 *
 * Default: %NULL.
 */

/**
 * cc_circular_range_slider_get_extra_menu:
 * @self: a circular range slider
 *
 * Gets the model of the items the context menu shows after its own, or %NULL
 * ([property@CircularRangeSlider:extra-menu]).
 *
 * Returns: (transfer none) (nullable): the model of the items the context menu shows after
 *   its own
 */
GMenuModel *cc_circular_range_slider_get_extra_menu (CcCircularRangeSlider *self);

/**
 * cc_circular_range_slider_set_extra_menu:
 * @self: a circular range slider
 * @extra_menu: (nullable): a menu model, or %NULL for the control's own items only
 *
 * Sets [property@CircularRangeSlider:extra-menu].
 */
void cc_circular_range_slider_set_extra_menu (CcCircularRangeSlider *self,
                                              GMenuModel *extra_menu);

/* END GENERATED CcCircularRangeSlider SharedProperty */

/* ---- CcXYPad ---- */

/**
 * CcXYPad:
 *
 * A handle on a field that sets two values at once, x across (growing to the right) and y up
 * (growing upwards): a synth's XY controller, a pan and depth position, a colour's saturation
 * and value.
 *
 * Each axis has its own bounds ([property@XYPad:x-minimum] … [property@XYPad:x-maximum],
 * [property@XYPad:y-minimum] … [property@XYPad:y-maximum], 0…1 by default) and its own
 * adjustment ([property@XYPad:x-adjustment], [property@XYPad:y-adjustment]). The axes are
 * linear: the pad has no `value-scale`.
 *
 * A press on the handle drags it without a jump; a press elsewhere on the field puts the
 * handle there. Arrow keys move the handle the way they point, whichever of x and y has
 * focus; Page Up/Down, Home and End, + and - and the scroll wheel move along the focused
 * one's axis; Tab goes from x to y. A double click puts the handle back at
 * [property@XYPad:default-x], [property@XYPad:default-y]. Marks are grid lines
 * (cc_xy_pad_add_mark()).
 *
 * ## CSS nodes
 *
 * `xypad` with the children `trough` (its `color` is the field's) and two `slider` nodes, x
 * and y, both laid out over the drawn handle (the first one's `color` is the handle's). The
 * pad's own `color` is its tint: the crosshair and the focus ring.
 *
 * ## Accessibility
 *
 * `CcXYPad` uses the %GTK_ACCESSIBLE_ROLE_GROUP role; x and y are focusable sliders named
 * "X value" and "Y value", each with its axis's bounds and the value interface.
 */
#define CC_TYPE_XY_PAD (cc_xy_pad_get_type ())
G_DECLARE_FINAL_TYPE (CcXYPad, cc_xy_pad, CC, XY_PAD, GtkWidget)

/**
 * CcXYPad::value-changed:
 * @self: the XY pad
 *
 * Emitted once per committed change of either value: on every change during a drag when
 * [property@XYPad:continuous] is true, once at the end of the drag otherwise, once per
 * programmatic change or key press that changed a value; never when nothing changed.
 */

/**
 * CcXYPad::drag-begin:
 * @self: the XY pad
 *
 * Emitted when a drag starts, before the press's own [signal@XYPad::value-changed].
 */

/**
 * CcXYPad::drag-end:
 * @self: the XY pad
 *
 * Emitted when a drag ends, released or cancelled, after its last
 * [signal@XYPad::value-changed].
 */

/**
 * CcXYPad::edit-begin:
 * @self: the XY pad
 *
 * Emitted when a person begins an edit, before its first [signal@XYPad::value-changed]: this
 * and [signal@XYPad::edit-end] enclose each change a person makes, for a host that records
 * automation (VST3's beginEdit, LV2's touch). A drag is one edit around
 * [signal@XYPad::drag-begin] and [signal@XYPad::drag-end]; a burst of keys or wheel steps is
 * one, ending half a second after the last step or when focus leaves; a typed value is one,
 * from the first change of its text to its commit or cancel; a double-click reset that
 * changes the value is one. So is a menu action that changes it (Reset to Default,
 * Swap with Previous Value). A program's changes are no edit.
 */

/**
 * CcXYPad::edit-end:
 * @self: the XY pad
 *
 * Emitted when the person's edit ends, after its last [signal@XYPad::value-changed]; also
 * when the XY pad is destroyed during one.
 */

/**
 * CcXYPad::input:
 * @self: the XY pad
 * @new_value: (out) (type gpointer): return location for the new value, a `double *`
 *   (annotated as a pointer: PyGObject would read a double from it and log a critical)
 *
 * Emitted to turn the text typed into the XY pad's entry ([property@XYPad:editable]) into a
 * value of the axis being typed for, as [signal@Gtk.SpinButton::input]: the handler reads the
 * text with cc_xy_pad_get_input_text(), sets @new_value (from Python or JavaScript, whose
 * signal handlers have no out arguments: calls cc_xy_pad_set_input_value()) and returns
 * %TRUE; it returns %GTK_INPUT_ERROR for text that is no value (the entry keeps it, with the
 * `error` style class), or %FALSE to leave the text to the default. The default reads the
 * number in the text and ignores the unit and the currency sign the display adds ("22 h",
 * "€12", "75 %"), with the locale's decimal separator as well as ".". The XY pad then clamps
 * the value into that axis's bounds.
 *
 * Returns: %TRUE for a successful conversion, %FALSE if the input was not handled, and
 *   %GTK_INPUT_ERROR if the conversion failed
 */

/**
 * cc_xy_pad_new:
 *
 * Creates a new XY pad: 0…1 on both axes, the handle in the middle (0.5, 0.5).
 *
 * Returns: the new XY pad, a floating reference as every GTK constructor returns
 */
GtkWidget *cc_xy_pad_new (void);

/* BEGIN GENERATED CcXYPad XYPadProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcXYPad:x-value:
 *
 * The value on the horizontal axis, growing to the right.
 *
 * Default: 0.5.
 */

/**
 * cc_xy_pad_get_x_value:
 * @self: an XY pad
 *
 * Gets the value on the horizontal axis ([property@XYPad:x-value]).
 *
 * Returns: the value on the horizontal axis
 */
double cc_xy_pad_get_x_value (CcXYPad *self);

/**
 * cc_xy_pad_set_x_value:
 * @self: an XY pad
 * @x_value: the new value
 *
 * Sets [property@XYPad:x-value]. Clamped into [property@XYPad:x-minimum] …
 * [property@XYPad:x-maximum]; NaN and ±infinity are rejected with a warning, leaving it
 * unchanged.
 */
void cc_xy_pad_set_x_value (CcXYPad *self,
                            double x_value);

/**
 * CcXYPad:y-value:
 *
 * The value on the vertical axis, growing upwards.
 *
 * Default: 0.5.
 */

/**
 * cc_xy_pad_get_y_value:
 * @self: an XY pad
 *
 * Gets the value on the vertical axis ([property@XYPad:y-value]).
 *
 * Returns: the value on the vertical axis
 */
double cc_xy_pad_get_y_value (CcXYPad *self);

/**
 * cc_xy_pad_set_y_value:
 * @self: an XY pad
 * @y_value: the new value
 *
 * Sets [property@XYPad:y-value]. Clamped into [property@XYPad:y-minimum] …
 * [property@XYPad:y-maximum]; NaN and ±infinity are rejected with a warning, leaving it
 * unchanged.
 */
void cc_xy_pad_set_y_value (CcXYPad *self,
                            double y_value);

/**
 * CcXYPad:x-minimum:
 *
 * The value at the pad's left edge.
 *
 * Default: 0.
 */

/**
 * cc_xy_pad_get_x_minimum:
 * @self: an XY pad
 *
 * Gets the value at the left edge ([property@XYPad:x-minimum]).
 *
 * Returns: the value at the left edge
 */
double cc_xy_pad_get_x_minimum (CcXYPad *self);

/**
 * cc_xy_pad_set_x_minimum:
 * @self: an XY pad
 * @x_minimum: the new value
 *
 * Sets [property@XYPad:x-minimum]. A minimum above the maximum moves the maximum up to meet
 * it; the x value is clamped into the new bounds. NaN and ±infinity are rejected with a
 * warning.
 */
void cc_xy_pad_set_x_minimum (CcXYPad *self,
                              double x_minimum);

/**
 * CcXYPad:x-maximum:
 *
 * The value at the pad's right edge.
 *
 * Default: 1.
 */

/**
 * cc_xy_pad_get_x_maximum:
 * @self: an XY pad
 *
 * Gets the value at the right edge ([property@XYPad:x-maximum]).
 *
 * Returns: the value at the right edge
 */
double cc_xy_pad_get_x_maximum (CcXYPad *self);

/**
 * cc_xy_pad_set_x_maximum:
 * @self: an XY pad
 * @x_maximum: the new value
 *
 * Sets [property@XYPad:x-maximum]. A maximum below the minimum moves the minimum down to meet
 * it; the x value is clamped into the new bounds. NaN and ±infinity are rejected with a
 * warning.
 */
void cc_xy_pad_set_x_maximum (CcXYPad *self,
                              double x_maximum);

/**
 * CcXYPad:y-minimum:
 *
 * The value at the pad's bottom edge.
 *
 * Default: 0.
 */

/**
 * cc_xy_pad_get_y_minimum:
 * @self: an XY pad
 *
 * Gets the value at the bottom edge ([property@XYPad:y-minimum]).
 *
 * Returns: the value at the bottom edge
 */
double cc_xy_pad_get_y_minimum (CcXYPad *self);

/**
 * cc_xy_pad_set_y_minimum:
 * @self: an XY pad
 * @y_minimum: the new value
 *
 * Sets [property@XYPad:y-minimum]. A minimum above the maximum moves the maximum up to meet
 * it; the y value is clamped into the new bounds. NaN and ±infinity are rejected with a
 * warning.
 */
void cc_xy_pad_set_y_minimum (CcXYPad *self,
                              double y_minimum);

/**
 * CcXYPad:y-maximum:
 *
 * The value at the pad's top edge.
 *
 * Default: 1.
 */

/**
 * cc_xy_pad_get_y_maximum:
 * @self: an XY pad
 *
 * Gets the value at the top edge ([property@XYPad:y-maximum]).
 *
 * Returns: the value at the top edge
 */
double cc_xy_pad_get_y_maximum (CcXYPad *self);

/**
 * cc_xy_pad_set_y_maximum:
 * @self: an XY pad
 * @y_maximum: the new value
 *
 * Sets [property@XYPad:y-maximum]. A maximum below the minimum moves the minimum down to meet
 * it; the y value is clamped into the new bounds. NaN and ±infinity are rejected with a
 * warning.
 */
void cc_xy_pad_set_y_maximum (CcXYPad *self,
                              double y_maximum);

/**
 * CcXYPad:default-x:
 *
 * The x value a double click puts the handle back to.
 *
 * Default: 0.5.
 */

/**
 * cc_xy_pad_get_default_x:
 * @self: an XY pad
 *
 * Gets the x value a double click resets to ([property@XYPad:default-x]).
 *
 * Returns: the x value a double click resets to
 */
double cc_xy_pad_get_default_x (CcXYPad *self);

/**
 * cc_xy_pad_set_default_x:
 * @self: an XY pad
 * @default_x: the new value
 *
 * Sets [property@XYPad:default-x]. NaN and ±infinity are rejected with a warning, leaving it
 * unchanged.
 */
void cc_xy_pad_set_default_x (CcXYPad *self,
                              double default_x);

/**
 * CcXYPad:default-y:
 *
 * The y value a double click puts the handle back to.
 *
 * Default: 0.5.
 */

/**
 * cc_xy_pad_get_default_y:
 * @self: an XY pad
 *
 * Gets the y value a double click resets to ([property@XYPad:default-y]).
 *
 * Returns: the y value a double click resets to
 */
double cc_xy_pad_get_default_y (CcXYPad *self);

/**
 * cc_xy_pad_set_default_y:
 * @self: an XY pad
 * @default_y: the new value
 *
 * Sets [property@XYPad:default-y]. NaN and ±infinity are rejected with a warning, leaving it
 * unchanged.
 */
void cc_xy_pad_set_default_y (CcXYPad *self,
                              double default_y);

/**
 * CcXYPad:x-adjustment:
 *
 * The `GtkAdjustment` of the x axis: its value is the x value, its bounds the x
 * bounds and its increments the step and page.
 *
 * Share it with a #GtkScale and each follows the other, with no feedback loop.
 * Bounds set on it become the x axis's.
 *
 * Default: one of the pad's own.
 */

/**
 * cc_xy_pad_get_x_adjustment:
 * @self: an XY pad
 *
 * Gets the x axis's adjustment ([property@XYPad:x-adjustment]).
 *
 * Returns: (transfer none): the x axis's adjustment
 */
GtkAdjustment *cc_xy_pad_get_x_adjustment (CcXYPad *self);

/**
 * cc_xy_pad_set_x_adjustment:
 * @self: an XY pad
 * @adjustment: (nullable): the new adjustment, or %NULL for one of the pad's own
 *
 * Sets [property@XYPad:x-adjustment]. The pad takes the adjustment's bounds (upper less the
 * page size), increments and x value, and the same when it is configured later. %NULL gives
 * the axis a fresh adjustment of the pad's own; the y axis's adjustment is refused with a
 * warning.
 */
void cc_xy_pad_set_x_adjustment (CcXYPad *self,
                                 GtkAdjustment *adjustment);

/**
 * CcXYPad:y-adjustment:
 *
 * The `GtkAdjustment` of the y axis: its value is the y value, its bounds the y
 * bounds and its increments the step and page.
 *
 * Share it with a #GtkScale and each follows the other, with no feedback loop.
 * Bounds set on it become the y axis's.
 *
 * Default: one of the pad's own.
 */

/**
 * cc_xy_pad_get_y_adjustment:
 * @self: an XY pad
 *
 * Gets the y axis's adjustment ([property@XYPad:y-adjustment]).
 *
 * Returns: (transfer none): the y axis's adjustment
 */
GtkAdjustment *cc_xy_pad_get_y_adjustment (CcXYPad *self);

/**
 * cc_xy_pad_set_y_adjustment:
 * @self: an XY pad
 * @adjustment: (nullable): the new adjustment, or %NULL for one of the pad's own
 *
 * Sets [property@XYPad:y-adjustment]. The pad takes the adjustment's bounds (upper less the
 * page size), increments and y value, and the same when it is configured later. %NULL gives
 * the axis a fresh adjustment of the pad's own; the x axis's adjustment is refused with a
 * warning.
 */
void cc_xy_pad_set_y_adjustment (CcXYPad *self,
                                 GtkAdjustment *adjustment);

/**
 * CcXYPad:show-crosshair:
 *
 * Whether lines cross the pad through the handle.
 *
 * Default: true.
 */

/**
 * cc_xy_pad_get_show_crosshair:
 * @self: an XY pad
 *
 * Gets whether lines cross the pad through the handle ([property@XYPad:show-crosshair]).
 *
 * Returns: whether lines cross the pad through the handle
 */
gboolean cc_xy_pad_get_show_crosshair (CcXYPad *self);

/**
 * cc_xy_pad_set_show_crosshair:
 * @self: an XY pad
 * @show_crosshair: the new value
 *
 * Sets [property@XYPad:show-crosshair].
 */
void cc_xy_pad_set_show_crosshair (CcXYPad *self,
                                   gboolean show_crosshair);

/* END GENERATED CcXYPad XYPadProperty */

/**
 * cc_xy_pad_set_values:
 * @self: an XY pad
 * @x: the value across
 * @y: the value up
 *
 * Sets both values at once, as one change: [signal@XYPad::value-changed] is emitted once if
 * either changed. Each is clamped into its axis's bounds; NaN and ±infinity are rejected
 * with a warning, leaving both unchanged.
 */
void cc_xy_pad_set_values (CcXYPad *self,
                           double   x,
                           double   y);

/**
 * cc_xy_pad_set_values_animated:
 * @self: an XY pad
 * @x: the value across
 * @y: the value up
 *
 * Sets both values as cc_xy_pad_set_values() does, then moves the handle to them over 0.25 s.
 * The properties change and [signal@XYPad::value-changed] is emitted at once, never per
 * animation frame.
 */
void cc_xy_pad_set_values_animated (CcXYPad *self,
                                    double   x,
                                    double   y);

/**
 * cc_xy_pad_set_format_value_func:
 * @self: an XY pad
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy_notify): the function
 *   that turns a value into text, or %NULL to show it with [property@XYPad:digits] decimals
 * @user_data: data for @func
 * @destroy_notify: (nullable): called with @user_data when @func is no longer used
 *
 * Sets the function that turns values into text: the accessible value of x and of y, and the
 * value in the entry of [property@XYPad:editable].
 */
void cc_xy_pad_set_format_value_func (CcXYPad          *self,
                                      CcFormatValueFunc func,
                                      gpointer          user_data,
                                      GDestroyNotify    destroy_notify);

/**
 * cc_xy_pad_get_input_text:
 * @self: an XY pad
 *
 * Gets the text that [signal@XYPad::input] is turning into a value, for its handlers.
 *
 * Returns: (nullable) (transfer none): the typed text during an emission of
 *   [signal@XYPad::input], else %NULL
 */
const char *cc_xy_pad_get_input_text (CcXYPad *self);

/**
 * cc_xy_pad_set_input_value:
 * @self: an XY pad
 * @value: the value the typed text stands for
 *
 * Sets the value a handler of [signal@XYPad::input] gives the typed text, as setting the
 * signal's @new_value does, then the handler returns %TRUE: for languages whose signal
 * handlers have no out arguments (Python, JavaScript). Only during an emission of
 * [signal@XYPad::input]; a value that is not finite refuses the text, as %GTK_INPUT_ERROR.
 */
void cc_xy_pad_set_input_value (CcXYPad *self,
                                double   value);

/**
 * cc_xy_pad_add_mark:
 * @self: an XY pad
 * @value: the value to mark, within the bounds of the axis @position names
 * @position: the axis: %GTK_POS_TOP or %GTK_POS_BOTTOM marks an x value with a vertical grid
 *   line, %GTK_POS_LEFT or %GTK_POS_RIGHT a y value with a horizontal one
 * @markup: (nullable): the label in Pango markup, kept but not drawn, or %NULL for none
 *
 * Adds a grid line at @value on one axis: with [property@XYPad:snap-to-marks] it holds a
 * drag along that axis and stops keys. A value that is NaN, infinite or outside its axis's
 * bounds is ignored with a warning.
 */
void cc_xy_pad_add_mark (CcXYPad         *self,
                         double           value,
                         GtkPositionType  position,
                         const char      *markup);

/**
 * cc_xy_pad_clear_marks:
 * @self: an XY pad
 *
 * Removes every grid line added with cc_xy_pad_add_mark().
 */
void cc_xy_pad_clear_marks (CcXYPad *self);

/* BEGIN GENERATED CcXYPad SharedProperty (scripts/generate-c-api.py): do not edit. */

/**
 * CcXYPad:continuous:
 *
 * Whether [signal@XYPad::value-changed] is emitted on every change during a drag (true)
 * or once, when the drag ends (false). Programmatic changes, keys and the wheel emit at once
 * either way.
 *
 * Default: true.
 */

/**
 * cc_xy_pad_get_continuous:
 * @self: an XY pad
 *
 * Gets whether value-changed is emitted during a drag ([property@XYPad:continuous]).
 *
 * Returns: whether value-changed is emitted during a drag
 */
gboolean cc_xy_pad_get_continuous (CcXYPad *self);

/**
 * cc_xy_pad_set_continuous:
 * @self: an XY pad
 * @continuous: the new value
 *
 * Sets [property@XYPad:continuous].
 */
void cc_xy_pad_set_continuous (CcXYPad *self,
                               gboolean continuous);

/**
 * CcXYPad:step:
 *
 * What arrow keys, +/- and the scroll wheel move a value by; 0 is 1% of the range.
 *
 * Default: 0.
 */

/**
 * cc_xy_pad_get_step:
 * @self: an XY pad
 *
 * Gets what keys and the scroll wheel move the value by ([property@XYPad:step]).
 *
 * Returns: what keys and the scroll wheel move the value by
 */
double cc_xy_pad_get_step (CcXYPad *self);

/**
 * cc_xy_pad_set_step:
 * @self: an XY pad
 * @step: the new value
 *
 * Sets [property@XYPad:step]. Negative steps become 0 (automatic); NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_xy_pad_set_step (CcXYPad *self,
                         double step);

/**
 * CcXYPad:page:
 *
 * What Page Up/Down, Ctrl+arrows and Ctrl+wheel move a value by; 0 is 10% of the range.
 *
 * Default: 0.
 */

/**
 * cc_xy_pad_get_page:
 * @self: an XY pad
 *
 * Gets what Page Up/Down move the value by ([property@XYPad:page]).
 *
 * Returns: what Page Up/Down move the value by
 */
double cc_xy_pad_get_page (CcXYPad *self);

/**
 * cc_xy_pad_set_page:
 * @self: an XY pad
 * @page: the new value
 *
 * Sets [property@XYPad:page]. Negative pages become 0 (automatic); NaN and ±infinity are
 * rejected with a warning, leaving it unchanged.
 */
void cc_xy_pad_set_page (CcXYPad *self,
                         double page);

/**
 * CcXYPad:digits:
 *
 * Decimals in the value's text (shown values and the accessible value), 0 to 10, unless a
 * format function is set.
 *
 * Default: 2.
 */

/**
 * cc_xy_pad_get_digits:
 * @self: an XY pad
 *
 * Gets the decimals of the value's text ([property@XYPad:digits]).
 *
 * Returns: the decimals of the value's text
 */
int cc_xy_pad_get_digits (CcXYPad *self);

/**
 * cc_xy_pad_set_digits:
 * @self: an XY pad
 * @digits: the new value
 *
 * Sets [property@XYPad:digits]. Values outside 0…10 are clamped.
 */
void cc_xy_pad_set_digits (CcXYPad *self,
                           int digits);

/**
 * CcXYPad:tint-color:
 *
 * The XY pad's own tint, colouring its crosshair and its focus ring. Unset, the
 * pad takes the tint of its nearest ancestor that has one ([func@set_inherited_tint]), else
 * the CSS `color` of its `xypad` node.
 *
 * Default: unset (%NULL).
 */

/**
 * cc_xy_pad_get_tint_color:
 * @self: an XY pad
 *
 * Gets the XY pad's own tint ([property@XYPad:tint-color]).
 *
 * Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the
 *   control and valid until the property changes
 */
const GdkRGBA *cc_xy_pad_get_tint_color (CcXYPad *self);

/**
 * cc_xy_pad_set_tint_color:
 * @self: an XY pad
 * @tint_color: (nullable): the colour (copied), or %NULL to unset it
 *
 * Sets [property@XYPad:tint-color].
 */
void cc_xy_pad_set_tint_color (CcXYPad *self,
                               const GdkRGBA *tint_color);

/**
 * CcXYPad:snap-to-marks:
 *
 * Whether grid lines hold a drag and stop keys: each axis on its own, a drag
 * that reaches one of its lines sticks there for 8 pixels of further pointer travel, then
 * leaves it (a detent), and keys that would carry the handle across a line of the axis they
 * move along stop on it. Grid lines are added with [method@XYPad.add_mark].
 *
 * Default: false.
 */

/**
 * cc_xy_pad_get_snap_to_marks:
 * @self: an XY pad
 *
 * Gets whether drags and keys stop at marks ([property@XYPad:snap-to-marks]).
 *
 * Returns: whether drags and keys stop at marks
 */
gboolean cc_xy_pad_get_snap_to_marks (CcXYPad *self);

/**
 * cc_xy_pad_set_snap_to_marks:
 * @self: an XY pad
 * @snap_to_marks: the new value
 *
 * Sets [property@XYPad:snap-to-marks].
 */
void cc_xy_pad_set_snap_to_marks (CcXYPad *self,
                                  gboolean snap_to_marks);

/**
 * CcXYPad:editable:
 *
 * Whether the values can be typed: Enter on the focused x or y opens a popover
 * at the handle with an entry holding that axis's value, named "X value" or "Y value". Enter,
 * or focus leaving the entry, moves the handle along that axis to the typed value, clamped
 * into the axis's bounds; Escape closes it and leaves the value; text that is no value keeps
 * it open with the `error` style class. The text is parsed by [signal@XYPad::input].
 *
 * Default: false.
 */

/**
 * cc_xy_pad_get_editable:
 * @self: an XY pad
 *
 * Gets whether the value can be typed ([property@XYPad:editable]).
 *
 * Returns: whether the value can be typed
 */
gboolean cc_xy_pad_get_editable (CcXYPad *self);

/**
 * cc_xy_pad_set_editable:
 * @self: an XY pad
 * @editable: the new value
 *
 * Sets [property@XYPad:editable].
 */
void cc_xy_pad_set_editable (CcXYPad *self,
                             gboolean editable);

/**
 * CcXYPad:show-menu:
 *
 * Whether the XY pad has a context menu: a secondary click, a long press, the Menu key
 * or Shift+F10 opens it, with "Reset to Default", "Type a Value…" (when
 * [property@XYPad:editable]), "Swap with Previous Value" (back to the value before the last
 * edit, and again to return) and the items of [property@XYPad:extra-menu]. Each of its
 * actions is an edit ([signal@XYPad::edit-begin]).
 *
 * Default: true.
 */

/**
 * cc_xy_pad_get_show_menu:
 * @self: an XY pad
 *
 * Gets whether the context menu opens ([property@XYPad:show-menu]).
 *
 * Returns: whether the context menu opens
 */
gboolean cc_xy_pad_get_show_menu (CcXYPad *self);

/**
 * cc_xy_pad_set_show_menu:
 * @self: an XY pad
 * @show_menu: the new value
 *
 * Sets [property@XYPad:show-menu].
 */
void cc_xy_pad_set_show_menu (CcXYPad *self,
                              gboolean show_menu);

/**
 * CcXYPad:extra-menu:
 *
 * A menu model whose items the XY pad's context menu shows after its own, as
 * [property@Gtk.Text:extra-menu] does. An item with an action and no target gets the
 * control's widget name ([method@Gtk.Widget.get_name]) as a string target, so one model
 * and one action taking a string serve every control of a window: name each control.
 *
 * Default: %NULL.
 */

/**
 * cc_xy_pad_get_extra_menu:
 * @self: an XY pad
 *
 * Gets the model of the items the context menu shows after its own, or %NULL
 * ([property@XYPad:extra-menu]).
 *
 * Returns: (transfer none) (nullable): the model of the items the context menu shows after
 *   its own
 */
GMenuModel *cc_xy_pad_get_extra_menu (CcXYPad *self);

/**
 * cc_xy_pad_set_extra_menu:
 * @self: an XY pad
 * @extra_menu: (nullable): a menu model, or %NULL for the control's own items only
 *
 * Sets [property@XYPad:extra-menu].
 */
void cc_xy_pad_set_extra_menu (CcXYPad *self,
                               GMenuModel *extra_menu);

/* END GENERATED CcXYPad SharedProperty */

G_END_DECLS

#endif /* CUSTOMCONTROLS_H */
