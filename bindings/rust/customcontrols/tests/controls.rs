//! The four controls through the generated Rust API, as a gtk4-rs app uses them: every
//! property's accessors, builders, `value-changed`, notify, the format-value closure and its
//! release, GtkBuilder XML, bad input, and the controls in a window. Run under a display
//! (scripts/rust-check.sh uses Xvfb).
//!
//! Every GLib warning or critical that a test does not expect fails it: a log writer records
//! them, each test ends by checking that none is left, and a test that provokes one says which
//! with `expect_messages`.

use customcontrols::{
    Appearance, CircularRangeSlider, CircularSlider, Knob, KnobDragMode, RangeSlider, ValueScale,
    XYPad,
};
use gtk::{gdk, glib, prelude::*};
use std::{
    cell::{Cell, RefCell},
    f64::consts::PI,
    rc::Rc,
    sync::{Mutex, Once},
    time::Duration,
};

// ---- GLib's messages ----

/// The warnings and criticals logged since the last look, as "DOMAIN: MESSAGE".
static MESSAGES: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn record_messages() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        glib::log_set_writer_func(|level, fields| {
            if matches!(
                level,
                glib::LogLevel::Error | glib::LogLevel::Critical | glib::LogLevel::Warning
            ) {
                let field = |key: &str| {
                    fields
                        .iter()
                        .find(|field| field.key() == key)
                        .and_then(|field| field.value_str())
                        .unwrap_or("")
                };
                let message = format!("{}: {}", field("GLIB_DOMAIN"), field("MESSAGE"));
                MESSAGES.lock().unwrap().push(message);
            }
            glib::log_writer_default(level, fields)
        });
    });
}

fn take_messages() -> Vec<String> {
    std::mem::take(&mut *MESSAGES.lock().unwrap())
}

/// Runs a test body and fails if GLib logged a warning or critical it did not expect.
fn checked(body: impl FnOnce()) {
    record_messages();
    let earlier = take_messages();
    assert!(
        earlier.is_empty(),
        "GLib messages logged after an earlier test: {earlier:#?}"
    );
    body();
    let left = take_messages();
    assert!(left.is_empty(), "unexpected GLib messages: {left:#?}");
}

/// Runs `action` and checks that it logged exactly `expected`, in order (each a whole message,
/// or its start when it ends in `*`).
fn expect_messages(expected: &[&str], action: impl FnOnce()) {
    let before = take_messages();
    assert!(before.is_empty(), "unexpected GLib messages: {before:#?}");
    action();
    let logged = take_messages();
    let matches = logged.len() == expected.len()
        && logged
            .iter()
            .zip(expected)
            .all(|(message, pattern)| match pattern.strip_suffix('*') {
                Some(start) => message.starts_with(start),
                None => message == pattern,
            });
    assert!(
        matches,
        "expected GLib messages {expected:#?}, got {logged:#?}"
    );
}

// ---- Helpers ----

/// Counts the calls of the handlers it gives out.
#[derive(Clone, Default)]
struct Counter(Rc<Cell<u32>>);

impl Counter {
    fn count(&self) -> u32 {
        self.0.get()
    }
    fn bump(&self) {
        self.0.set(self.0.get() + 1);
    }
}

/// Bumps its counter when dropped: captured by a closure, it tells when the closure is freed.
struct DropGuard(Counter);

impl Drop for DropGuard {
    fn drop(&mut self) {
        self.0.bump();
    }
}

/// Runs the main context until `done` holds, for at most two seconds.
fn wait_until(mut done: impl FnMut() -> bool) -> bool {
    let context = glib::MainContext::default();
    for _ in 0..2000 {
        if done() {
            return true;
        }
        while context.iteration(false) {}
        std::thread::sleep(Duration::from_millis(1));
    }
    done()
}

/// Shows `child` in an undecorated window and waits until it is allocated.
fn host(child: &impl IsA<gtk::Widget>, width: i32, height: i32) -> gtk::Window {
    let window = gtk::Window::builder()
        .default_width(width)
        .default_height(height)
        .decorated(false)
        .child(child)
        .build();
    window.present();
    assert!(
        wait_until(|| child.width() > 0 && child.height() > 0),
        "the window never showed its child"
    );
    window
}

/// Checks that nothing keeps `object` alive once the test lets go of it.
fn assert_finalized<T: IsA<glib::Object>>(object: T) {
    let weak = object.downgrade();
    drop(object);
    assert!(
        weak.upgrade().is_none(),
        "still alive after its last reference went"
    );
}

fn rgba(spec: &str) -> gdk::RGBA {
    gdk::RGBA::parse(spec).unwrap()
}

// ---- Types and GtkBuilder ----

#[gtk::test]
fn init_registers_the_types() {
    checked(|| {
        customcontrols::init();
        customcontrols::init(); // again: no harm
        assert_eq!(glib::Type::from_name("CcKnob"), Some(Knob::static_type()));
        assert_eq!(
            glib::Type::from_name("CcCircularSlider"),
            Some(CircularSlider::static_type())
        );
        assert_eq!(
            glib::Type::from_name("CcRangeSlider"),
            Some(RangeSlider::static_type())
        );
        assert_eq!(
            glib::Type::from_name("CcKnobDragMode"),
            Some(KnobDragMode::static_type())
        );
        assert_eq!(
            glib::Type::from_name("CcValueScale"),
            Some(ValueScale::static_type())
        );
        assert_eq!(
            glib::Type::from_name("CcAppearance"),
            Some(Appearance::static_type())
        );
        assert!(Knob::static_type().is_a(gtk::Range::static_type()));
        assert!(CircularSlider::static_type().is_a(gtk::Range::static_type()));
        assert!(RangeSlider::static_type().is_a(gtk::Orientable::static_type()));
        assert!(!RangeSlider::static_type().is_a(gtk::Range::static_type()));
        // On GTK 4.10+ GtkRange implements GtkAccessibleRange; with the gtk_v4_10 feature the
        // Rust types say so too.
        #[cfg(feature = "gtk_v4_10")]
        {
            let knob = Knob::new();
            let _: &gtk::AccessibleRange = knob.upcast_ref();
        }
    });
}

#[gtk::test]
fn builder_xml_names_every_control() {
    checked(|| {
        customcontrols::init();
        let ui = r##"
            <interface>
              <object class="GtkBox" id="box">
                <child><object class="CcKnob" id="knob">
                  <property name="minimum-value">-24</property>
                  <property name="maximum-value">24</property>
                  <property name="value">6</property>
                  <property name="drag-mode">vertical</property>
                  <property name="tint-color">#e01b24</property>
                </object></child>
                <child><object class="CcRangeSlider" id="range">
                  <property name="orientation">vertical</property>
                  <property name="lower-value">0.3</property>
                </object></child>
                <child><object class="CcCircularSlider" id="circular">
                  <property name="value">270</property>
                  <property name="wraps">true</property>
                </object></child>
              </object>
            </interface>"##;
        let builder = gtk::Builder::from_string(ui);
        let knob: Knob = builder.object("knob").expect("a CcKnob named knob");
        let range: RangeSlider = builder
            .object("range")
            .expect("a CcRangeSlider named range");
        let circular: CircularSlider = builder
            .object("circular")
            .expect("a CcCircularSlider named circular");
        assert_eq!(knob.value(), 6.0);
        assert_eq!(knob.minimum_value(), -24.0);
        assert_eq!(knob.drag_mode(), KnobDragMode::Vertical);
        assert_eq!(knob.tint_color(), Some(rgba("#e01b24")));
        assert_eq!(range.orientation(), gtk::Orientation::Vertical);
        assert_eq!(range.lower_value(), 0.3);
        assert_eq!(circular.value(), 270.0);
        assert!(circular.wraps());
    });
}

// ---- Properties ----

#[gtk::test]
fn knob_properties_round_trip() {
    checked(|| {
        let knob = Knob::new();
        assert_eq!(knob.value(), 0.0);
        assert_eq!(knob.maximum_value(), 1.0);
        assert_eq!(knob.line_width(), 2.0);
        assert_eq!(knob.pointer_length(), 6.0);
        assert_eq!(knob.drag_distance(), 200.0);
        assert_eq!(knob.digits(), 2);
        assert!(knob.is_continuous());
        assert_eq!(knob.drag_mode(), KnobDragMode::Rotary);
        assert_eq!(knob.tint_color(), None);
        assert_eq!(knob.pointer_paintable(), None);

        knob.set_maximum_value(10.0);
        knob.set_minimum_value(-10.0);
        knob.set_value(7.5);
        assert_eq!(
            (knob.minimum_value(), knob.maximum_value(), knob.value()),
            (-10.0, 10.0, 7.5)
        );
        knob.set_default_value(1.0);
        assert_eq!(knob.default_value(), 1.0);
        knob.set_start_angle(-PI);
        knob.set_end_angle(0.0);
        assert_eq!((knob.start_angle(), knob.end_angle()), (-PI, 0.0));
        knob.set_continuous(false);
        assert!(!knob.is_continuous());
        knob.set_step(0.5);
        knob.set_page(2.0);
        assert_eq!((knob.step(), knob.page()), (0.5, 2.0));
        knob.set_digits(3);
        assert_eq!(knob.digits(), 3);
        knob.set_drag_mode(KnobDragMode::Horizontal);
        assert_eq!(knob.drag_mode(), KnobDragMode::Horizontal);
        knob.set_drag_distance(120.0);
        assert_eq!(knob.drag_distance(), 120.0);
        knob.set_grab_pointer_only(true);
        assert!(knob.is_grab_pointer_only());
        knob.set_show_value(true);
        assert!(knob.shows_value());
        knob.set_show_fill(true);
        assert!(knob.shows_fill());
        knob.set_origin(0.0);
        assert_eq!(knob.origin(), 0.0);
        knob.set_line_width(4.0);
        assert_eq!(knob.line_width(), 4.0);
        knob.set_pointer_length(9.0);
        assert_eq!(knob.pointer_length(), 9.0);
        knob.set_tint_color(Some(&rgba("red")));
        assert_eq!(knob.tint_color(), Some(rgba("red")));
        knob.set_tint_color(None);
        assert_eq!(knob.tint_color(), None);
        let paintable = gdk::Paintable::new_empty(8, 8);
        knob.set_pointer_paintable(Some(&paintable));
        assert_eq!(knob.pointer_paintable(), Some(paintable));
        knob.set_pointer_paintable(None::<&gdk::Paintable>);
        assert_eq!(knob.pointer_paintable(), None);

        // GObject's property API sees the same values.
        knob.set_property("value", 2.5);
        assert_eq!(knob.value(), 2.5);
        assert_eq!(knob.property::<f64>("value"), 2.5);
        assert_eq!(
            knob.property::<KnobDragMode>("drag-mode"),
            KnobDragMode::Horizontal
        );

        // The adjustment is GtkRange's; None gives the knob one of its own, with its bounds.
        assert_eq!(knob.adjustment(), RangeExt::adjustment(&knob));
        let adjustment = gtk::Adjustment::new(3.0, 0.0, 5.0, 1.0, 1.0, 0.0);
        knob.set_adjustment(Some(&adjustment));
        assert_eq!((knob.value(), knob.maximum_value()), (3.0, 5.0));
        adjustment.set_value(4.0);
        assert_eq!(knob.value(), 4.0);
        knob.set_adjustment(None::<&gtk::Adjustment>);
        assert_ne!(knob.adjustment(), adjustment);
        assert_eq!(knob.adjustment().value(), 4.0);

        // The context menu, with the app's items, and the modulation arc, which moves no value.
        assert!(knob.shows_menu());
        knob.set_show_menu(false);
        assert!(!knob.shows_menu());
        assert_eq!(knob.extra_menu(), None);
        let items = gtk::gio::Menu::new();
        items.append(Some("MIDI Learn"), Some("win.midi-learn"));
        knob.set_extra_menu(Some(&items));
        assert_eq!(knob.extra_menu(), Some(items.clone().upcast()));
        knob.set_extra_menu(None::<&gtk::gio::MenuModel>);
        assert_eq!(knob.extra_menu(), None);
        assert!(!knob.shows_modulation());
        knob.set_show_modulation(true);
        knob.set_modulation_value(9.0);
        assert!(knob.shows_modulation());
        assert_eq!((knob.modulation_value(), knob.value()), (9.0, 4.0));

        assert_finalized(knob);
    });
}

#[gtk::test]
fn knob_builder_sets_every_property() {
    checked(|| {
        let knob = Knob::builder()
            .minimum_value(-1.0)
            .maximum_value(3.0)
            .value(2.0)
            .default_value(1.0)
            .start_angle(-PI)
            .end_angle(PI / 2.0)
            .continuous(false)
            .step(0.25)
            .page(1.0)
            .digits(1)
            .tint_color(&rgba("#3584e4"))
            .drag_mode(KnobDragMode::Vertical)
            .drag_distance(100.0)
            .grab_pointer_only(true)
            .show_value(true)
            .show_fill(true)
            .origin(0.5)
            .line_width(3.0)
            .pointer_length(8.0)
            .inverted(true)
            .build();
        assert_eq!(
            (knob.minimum_value(), knob.maximum_value(), knob.value()),
            (-1.0, 3.0, 2.0)
        );
        assert_eq!(knob.default_value(), 1.0);
        assert_eq!((knob.start_angle(), knob.end_angle()), (-PI, PI / 2.0));
        assert!(!knob.is_continuous());
        assert_eq!((knob.step(), knob.page(), knob.digits()), (0.25, 1.0, 1));
        assert_eq!(knob.tint_color(), Some(rgba("#3584e4")));
        assert_eq!(
            (knob.drag_mode(), knob.drag_distance()),
            (KnobDragMode::Vertical, 100.0)
        );
        assert!(knob.is_grab_pointer_only() && knob.shows_value() && knob.shows_fill());
        assert_eq!(
            (knob.origin(), knob.line_width(), knob.pointer_length()),
            (0.5, 3.0, 8.0)
        );
        assert!(knob.is_inverted());
    });
}

#[gtk::test]
fn circular_slider_properties_round_trip() {
    checked(|| {
        let slider = CircularSlider::new();
        assert_eq!(slider.maximum_value(), 360.0);
        assert_eq!(
            (slider.step(), slider.page(), slider.digits()),
            (1.0, 15.0, 0)
        );
        assert!(slider.shows_value());
        assert!(slider.shows_lighting());
        assert_eq!(slider.line_width(), 20.0);
        assert_eq!(slider.end_angle(), -2.0 * PI);

        slider.set_value(90.4); // snapped to the step grid
        assert_eq!(slider.value(), 90.0);
        slider.set_minimum_value(10.0);
        slider.set_maximum_value(100.0);
        assert_eq!(
            (slider.minimum_value(), slider.maximum_value()),
            (10.0, 100.0)
        );
        slider.set_default_value(50.0);
        assert_eq!(slider.default_value(), 50.0);
        slider.set_start_angle(1.0);
        slider.set_end_angle(-1.0);
        assert_eq!((slider.start_angle(), slider.end_angle()), (1.0, -1.0));
        slider.set_continuous(false);
        assert!(!slider.is_continuous());
        slider.set_step(5.0);
        slider.set_page(30.0);
        assert_eq!((slider.step(), slider.page()), (5.0, 30.0));
        slider.set_digits(3);
        assert_eq!(slider.digits(), 3);
        slider.set_wraps(true);
        assert!(slider.wraps());
        slider.set_show_lighting(false);
        assert!(!slider.shows_lighting());
        slider.set_grab_handle_only(true);
        assert!(slider.is_grab_handle_only());
        slider.set_gradient_start_color(Some(&rgba("lime")));
        slider.set_gradient_end_color(Some(&rgba("teal")));
        slider.set_tint_color(Some(&rgba("navy")));
        assert_eq!(slider.gradient_start_color(), Some(rgba("lime")));
        assert_eq!(slider.gradient_end_color(), Some(rgba("teal")));
        assert_eq!(slider.tint_color(), Some(rgba("navy")));
        slider.set_gradient_end_color(None);
        assert_eq!(slider.gradient_end_color(), None);
        slider.set_line_width(12.0);
        assert_eq!(slider.line_width(), 12.0);
        slider.set_show_value(false);
        assert!(!slider.shows_value());
        slider.set_editable(true);
        assert!(slider.is_editable());
        assert_eq!(slider.adjustment(), RangeExt::adjustment(&slider));

        let built = CircularSlider::builder()
            .maximum_value(100.0)
            .value(25.0)
            .wraps(true)
            .step(5.0)
            .build();
        assert_eq!(
            (built.maximum_value(), built.value(), built.step()),
            (100.0, 25.0, 5.0)
        );
        assert!(built.wraps());

        assert_finalized(slider);
    });
}

#[gtk::test]
fn range_slider_properties_round_trip() {
    checked(|| {
        let slider = RangeSlider::new();
        assert_eq!((slider.lower_value(), slider.upper_value()), (0.2, 0.8));
        assert_eq!(slider.curvaceousness(), 1.0);
        assert_eq!(slider.orientation(), gtk::Orientation::Horizontal);

        slider.set_maximum_value(100.0);
        slider.set_values(10.0, 90.0);
        assert_eq!((slider.lower_value(), slider.upper_value()), (10.0, 90.0));
        slider.set_lower_value(95.0); // moves the upper value along
        assert_eq!(slider.upper_value(), 95.0);
        slider.set_upper_value(50.0); // and the other way round
        assert_eq!(slider.lower_value(), 50.0);
        slider.set_minimum_value(-100.0);
        assert_eq!(
            (slider.minimum_value(), slider.maximum_value()),
            (-100.0, 100.0)
        );
        slider.set_default_lower_value(1.0);
        slider.set_default_upper_value(2.0);
        assert_eq!(
            (slider.default_lower_value(), slider.default_upper_value()),
            (1.0, 2.0)
        );
        slider.set_minimum_distance(5.0);
        assert_eq!(slider.minimum_distance(), 5.0);
        slider.set_push_mode(true);
        assert!(slider.is_push_mode());
        slider.set_inverted(true);
        assert!(slider.is_inverted());
        slider.set_show_labels(true);
        assert!(slider.shows_labels());
        slider.set_continuous(false);
        assert!(!slider.is_continuous());
        slider.set_step(2.0);
        slider.set_page(20.0);
        assert_eq!((slider.step(), slider.page()), (2.0, 20.0));
        slider.set_digits(1);
        assert_eq!(slider.digits(), 1);
        slider.set_curvaceousness(0.5);
        assert_eq!(slider.curvaceousness(), 0.5);
        assert_eq!(slider.appearance(), Appearance::Glossy);
        slider.set_appearance(Appearance::Theme);
        assert_eq!(slider.appearance(), Appearance::Theme);
        assert_eq!(
            slider.property::<Appearance>("appearance"),
            Appearance::Theme
        );
        for (set, get) in [
            (
                RangeSlider::set_tint_color as fn(&RangeSlider, Option<&gdk::RGBA>),
                RangeSlider::tint_color as fn(&RangeSlider) -> Option<gdk::RGBA>,
            ),
            (RangeSlider::set_track_color, RangeSlider::track_color),
            (
                RangeSlider::set_track_highlight_color,
                RangeSlider::track_highlight_color,
            ),
            (RangeSlider::set_thumb_color, RangeSlider::thumb_color),
        ] {
            set(&slider, Some(&rgba("blue")));
            assert_eq!(get(&slider), Some(rgba("blue")));
            set(&slider, None);
            assert_eq!(get(&slider), None);
        }
        slider.set_orientation(gtk::Orientation::Vertical);
        assert_eq!(slider.orientation(), gtk::Orientation::Vertical);

        let built = RangeSlider::builder()
            .orientation(gtk::Orientation::Vertical)
            .maximum_value(10.0)
            .lower_value(2.0)
            .upper_value(7.0)
            .push_mode(true)
            .build();
        assert_eq!(built.orientation(), gtk::Orientation::Vertical);
        assert_eq!((built.lower_value(), built.upper_value()), (2.0, 7.0));
        assert!(built.is_push_mode());

        assert_finalized(slider);
    });
}

// ---- Signals ----

#[gtk::test]
fn value_changed_and_notify_once_per_change() {
    checked(|| {
        let knob = Knob::new();
        let (changes, notifies, typed_notifies) =
            (Counter::default(), Counter::default(), Counter::default());
        knob.connect_value_changed({
            let changes = changes.clone();
            move |_| changes.bump()
        });
        knob.connect_notify_local(Some("value"), {
            let notifies = notifies.clone();
            move |_, _| notifies.bump()
        });
        knob.connect_value_notify({
            let typed_notifies = typed_notifies.clone();
            move |_| typed_notifies.bump()
        });
        knob.set_value(0.5);
        knob.set_value(0.5); // no change: nothing
        knob.set_value_animated(0.75);
        knob.set_property("value", 0.25);
        knob.set_maximum_value(0.1); // clamps the value: a change
        assert_eq!(knob.value(), 0.1);
        assert_eq!(
            (changes.count(), notifies.count(), typed_notifies.count()),
            (4, 4, 4)
        );

        let circular = CircularSlider::new();
        let circular_changes = Counter::default();
        circular.connect_value_changed({
            let changes = circular_changes.clone();
            move |_| changes.bump()
        });
        let circular_notifies = Counter::default();
        circular.connect_value_notify({
            let notifies = circular_notifies.clone();
            move |_| notifies.bump()
        });
        circular.set_value(10.0);
        circular.set_value_animated(20.0);
        circular.set_value(20.0);
        assert_eq!(
            (circular_changes.count(), circular_notifies.count()),
            (2, 2)
        );

        // The range slider's own value-changed: once for a change of both values.
        let range = RangeSlider::builder().maximum_value(100.0).build();
        let (range_changes, lower_notifies, upper_notifies) =
            (Counter::default(), Counter::default(), Counter::default());
        range.connect_value_changed({
            let changes = range_changes.clone();
            move |_| changes.bump()
        });
        range.connect_lower_value_notify({
            let notifies = lower_notifies.clone();
            move |_| notifies.bump()
        });
        range.connect_upper_value_notify({
            let notifies = upper_notifies.clone();
            move |_| notifies.bump()
        });
        range.set_values(10.0, 90.0);
        assert_eq!(
            (
                range_changes.count(),
                lower_notifies.count(),
                upper_notifies.count()
            ),
            (1, 1, 1)
        );
        range.set_values_animated(10.0, 80.0);
        assert_eq!(
            (
                range_changes.count(),
                lower_notifies.count(),
                upper_notifies.count()
            ),
            (2, 1, 2)
        );
        range.set_values(10.0, 80.0);
        assert_eq!(range_changes.count(), 2);
    });
}

/// Drags a knob through its own GtkGestureDrag, as the C API test does: drag-begin and
/// drag-end frame the drag, value-changed comes per change (continuous) or once at the end,
/// and edit-begin and edit-end enclose it all.
fn drag_knob(continuous: bool) {
    let knob = Knob::builder()
        .drag_mode(KnobDragMode::Vertical)
        .continuous(continuous)
        .build();
    let window = host(&knob, 200, 200);
    let gesture = knob
        .observe_controllers()
        .into_iter()
        .filter_map(|controller| controller.ok()?.downcast::<gtk::GestureDrag>().ok())
        .next()
        .expect("the knob's drag gesture");
    let (changes, begins, ends) = (Counter::default(), Counter::default(), Counter::default());
    knob.connect_value_changed({
        let changes = changes.clone();
        move |_| changes.bump()
    });
    knob.connect_drag_begin({
        let begins = begins.clone();
        move |_| begins.bump()
    });
    knob.connect_drag_end({
        let ends = ends.clone();
        move |_| ends.bump()
    });
    // Each edit signal counts, and counts as out of order when the drag signal it must
    // enclose has (edit-begin) or has not (edit-end) come yet.
    let (edit_begins, edit_ends, out_of_order) =
        (Counter::default(), Counter::default(), Counter::default());
    knob.connect_edit_begin({
        let (edit_begins, begins, out_of_order) =
            (edit_begins.clone(), begins.clone(), out_of_order.clone());
        move |_| {
            edit_begins.bump();
            if begins.count() != 0 {
                out_of_order.bump()
            }
        }
    });
    knob.connect_edit_end({
        let (edit_ends, ends, out_of_order) =
            (edit_ends.clone(), ends.clone(), out_of_order.clone());
        move |_| {
            edit_ends.bump();
            if ends.count() != 1 {
                out_of_order.bump()
            }
        }
    });

    gesture.emit_by_name::<()>("drag-begin", &[&100.0f64, &100.0f64]);
    assert_eq!((edit_begins.count(), begins.count()), (1, 1));
    gesture.emit_by_name::<()>("drag-update", &[&0.0f64, &-50.0f64]);
    assert!((knob.value() - 0.25).abs() < 1e-9, "{}", knob.value());
    gesture.emit_by_name::<()>("drag-update", &[&0.0f64, &-100.0f64]);
    assert!((knob.value() - 0.5).abs() < 1e-9, "{}", knob.value());
    assert_eq!(changes.count(), if continuous { 2 } else { 0 });
    gesture.emit_by_name::<()>("drag-end", &[&0.0f64, &-100.0f64]);
    assert_eq!(changes.count(), if continuous { 2 } else { 1 });
    assert_eq!(
        (ends.count(), edit_ends.count(), out_of_order.count()),
        (1, 1, 0)
    );
    window.destroy();
}

#[gtk::test]
fn drag_continuous() {
    checked(|| drag_knob(true));
}

#[gtk::test]
fn drag_not_continuous() {
    checked(|| drag_knob(false));
}

// ---- The format-value closure ----

/// Sets a format closure on a shown control, checks it is called with the control and its
/// value, and that the closure (what it captured) is freed when replaced and when the control
/// goes.
fn format_closure_is_called_and_freed<W: IsA<gtk::Widget>>(
    control: W,
    set_format: impl Fn(&W, Option<Box<dyn Fn(&gtk::Widget, f64) -> String>>),
    set_value: impl Fn(&W, f64),
    value: f64,
) {
    let (freed, calls) = (Counter::default(), Counter::default());
    // What the closure was called with: the control's address (a reference would keep it alive).
    let seen: Rc<RefCell<Vec<(usize, f64)>>> = Rc::default();
    let closure = |freed: &Counter| -> Box<dyn Fn(&gtk::Widget, f64) -> String> {
        let guard = DropGuard(freed.clone());
        let (calls, seen) = (calls.clone(), seen.clone());
        Box::new(move |control, value| {
            let _ = &guard;
            calls.bump();
            seen.borrow_mut().push((control.as_ptr() as usize, value));
            format!("{:.0} %", value * 100.0)
        })
    };
    set_format(&control, Some(closure(&freed)));
    let window = host(&control, 240, 240);
    set_value(&control, value); // the accessible value's text asks at once
    assert!(calls.count() > 0, "the format closure was never called");
    assert!(
        seen.borrow().iter().any(|&(widget, shown)| widget
            == control.upcast_ref().as_ptr() as usize
            && shown == value),
        "never asked for {value}: {:?}",
        seen.borrow()
            .iter()
            .map(|(_, value)| value)
            .collect::<Vec<_>>()
    );
    seen.borrow_mut().clear();
    assert_eq!(freed.count(), 0);
    set_format(&control, None);
    assert_eq!(freed.count(), 1, "the replaced closure was not freed");
    set_format(&control, Some(closure(&freed)));
    drop(control);
    // Destroying the window drops GTK's reference; the Rust one holds the window (and so its
    // child) until it goes too.
    window.destroy();
    drop(window);
    assert_eq!(
        freed.count(),
        2,
        "the closure was not freed with its control"
    );
}

#[gtk::test]
fn knob_format_closure() {
    checked(|| {
        let knob = Knob::builder().show_value(true).build();
        format_closure_is_called_and_freed(
            knob,
            |k, f| k.set_format_value_func(f),
            |k, v| k.set_value(v),
            0.42,
        );
    });
}

#[gtk::test]
fn circular_slider_format_closure() {
    checked(|| {
        let slider = CircularSlider::new();
        format_closure_is_called_and_freed(
            slider,
            |s, f| s.set_format_value_func(f),
            |s, v| s.set_value(v),
            120.0,
        );
    });
}

#[gtk::test]
fn range_slider_format_closure() {
    checked(|| {
        let slider = RangeSlider::builder().show_labels(true).build();
        format_closure_is_called_and_freed(
            slider,
            |s, f| s.set_format_value_func(f),
            |s, v| s.set_values(v, 0.9),
            0.25,
        );
    });
}

// ---- Bad input: clamped, or rejected with one warning; never a crash ----

#[gtk::test]
fn out_of_range_values_are_clamped_quietly() {
    checked(|| {
        let knob = Knob::new();
        knob.set_value(99.0);
        assert_eq!(knob.value(), 1.0);
        knob.set_value(-99.0);
        assert_eq!(knob.value(), 0.0);
        knob.set_digits(42);
        assert_eq!(knob.digits(), 10);
        knob.set_line_width(-3.0);
        assert_eq!(knob.line_width(), 0.0);
        knob.set_drag_distance(0.25);
        assert_eq!(knob.drag_distance(), 1.0);
        knob.set_minimum_value(5.0); // above the maximum: the maximum moves up to meet it
        assert_eq!(
            (knob.minimum_value(), knob.maximum_value(), knob.value()),
            (5.0, 5.0, 5.0)
        );

        let circular = CircularSlider::new();
        circular.set_value(1e308);
        assert_eq!(circular.value(), 360.0);
        circular.set_step(-1.0);
        assert_eq!(circular.step(), 0.0);

        let range = RangeSlider::new();
        range.set_values(0.9, 0.1); // lower above upper: kept in order
        assert!(range.lower_value() <= range.upper_value());
        range.set_curvaceousness(3.0);
        assert_eq!(range.curvaceousness(), 1.0);
        range.set_upper_value(-5.0);
        assert_eq!((range.lower_value(), range.upper_value()), (0.0, 0.0));
    });
}

#[gtk::test]
fn non_finite_values_are_rejected_with_one_warning() {
    checked(|| {
        let knob = Knob::new();
        knob.set_value(0.5);
        expect_messages(&["CustomControls: CcKnob: invalid value nan for property 'value': not a finite number"], || {
            knob.set_value(f64::NAN)
        });
        assert_eq!(knob.value(), 0.5);
        expect_messages(
            &["CustomControls: CcKnob: invalid value inf for property 'line-width'*"],
            || knob.set_line_width(f64::INFINITY),
        );
        assert_eq!(knob.line_width(), 2.0);
        expect_messages(
            &["CustomControls: CcKnob: invalid value nan for property 'value'*"],
            || knob.set_property("value", f64::NAN),
        );
        assert_eq!(knob.value(), 0.5);

        let circular = CircularSlider::new();
        expect_messages(&["CustomControls: CcCircularSlider: invalid value -inf for property 'minimum-value'*"], || {
            circular.set_minimum_value(f64::NEG_INFINITY)
        });
        assert_eq!(circular.minimum_value(), 0.0);

        let range = RangeSlider::new();
        expect_messages(
            &["CustomControls: CcRangeSlider: invalid value nan for property 'lower-value'*"],
            || range.set_values(f64::NAN, 0.5),
        );
        assert_eq!((range.lower_value(), range.upper_value()), (0.2, 0.8));
    });
}

#[gtk::test]
fn value_scales_are_kept_and_a_misfit_warns_once_when_idle() {
    checked(|| {
        let knob = Knob::builder()
            .value_scale(ValueScale::Logarithmic)
            .minimum_value(20.0)
            .maximum_value(20000.0)
            .build();
        assert_eq!(knob.value_scale(), ValueScale::Logarithmic);
        let circular = CircularSlider::new();
        circular.set_skew_mid_value(90.0);
        circular.set_value_scale(ValueScale::Skewed);
        assert_eq!(
            (circular.value_scale(), circular.skew_mid_value()),
            (ValueScale::Skewed, 90.0)
        );
        // The order of the properties never warns: the fit is checked when the main loop is idle.
        expect_messages(
            &[],
            || {
                while glib::MainContext::default().iteration(false) {}
            },
        );
        let range = RangeSlider::new();
        range.set_value_scale(ValueScale::Logarithmic);
        expect_messages(
            &["CustomControls: CcRangeSlider: value-scale 'logarithmic' needs a minimum-value above 0*"],
            || {
                while glib::MainContext::default().iteration(false) {}
            },
        );
        assert_eq!(range.value_scale(), ValueScale::Logarithmic);
    });
}

#[gtk::test]
fn unknown_drag_mode_is_refused_with_a_critical() {
    checked(|| {
        // gtk-rs enums carry unknown C values as __Unknown: the C side's check still holds.
        let knob = Knob::new();
        expect_messages(
            &["CustomControls: cc_knob_set_drag_mode: assertion 'drag_mode <= CC_KNOB_DRAG_MODE_HORIZONTAL' failed"],
            || knob.set_drag_mode(KnobDragMode::__Unknown(7)),
        );
        assert_eq!(knob.drag_mode(), KnobDragMode::Rotary);
    });
}

// ---- In a window ----

#[gtk::test]
fn every_control_draws_in_a_window_with_an_inherited_tint() {
    checked(|| {
        let knob = Knob::builder().show_value(true).build();
        let circular = CircularSlider::new();
        let range = RangeSlider::builder().show_labels(true).build();
        let ring = CircularRangeSlider::builder().show_value(true).build();
        let row = gtk::Box::new(gtk::Orientation::Horizontal, 12);
        row.append(&knob);
        row.append(&circular);
        row.append(&range);
        row.append(&ring);
        range.set_hexpand(true);

        customcontrols::set_inherited_tint(&row, Some(&rgba("#e66100")));
        assert_eq!(knob.tint_color(), None); // inherited, not its own
        let window = host(&row, 800, 240);
        for control in [
            knob.upcast_ref::<gtk::Widget>(),
            circular.upcast_ref(),
            range.upcast_ref(),
            ring.upcast_ref(),
        ] {
            assert!(control.is_mapped() && control.width() > 0 && control.height() > 0);
        }
        // A frame is drawn: the frame clock ticks for the shown controls.
        let frames = Counter::default();
        knob.add_tick_callback({
            let frames = frames.clone();
            move |_, _| {
                frames.bump();
                glib::ControlFlow::Continue
            }
        });
        knob.queue_draw();
        assert!(wait_until(|| frames.count() >= 2), "no frame came");

        // Animated changes set the value at once and animate only the drawing.
        knob.set_value_animated(0.9);
        circular.set_value_animated(200.0);
        range.set_values_animated(0.1, 0.6);
        ring.set_values_animated(30.0, 120.0);
        assert_eq!((knob.value(), circular.value()), (0.9, 200.0));
        assert_eq!((range.lower_value(), range.upper_value()), (0.1, 0.6));
        assert_eq!((ring.lower_value(), ring.upper_value()), (30.0, 120.0));
        let later = frames.count() + 10;
        assert!(wait_until(|| frames.count() >= later));

        customcontrols::set_inherited_tint(&row, None);
        window.destroy();
        drop(window);
        let controls = [
            knob.upcast_ref::<gtk::Widget>().downgrade(),
            circular.upcast_ref::<gtk::Widget>().downgrade(),
            range.upcast_ref::<gtk::Widget>().downgrade(),
            ring.upcast_ref::<gtk::Widget>().downgrade(),
        ];
        drop((knob, circular, range, ring));
        assert_finalized(row);
        assert!(
            controls.iter().all(|control| control.upgrade().is_none()),
            "a control outlived its box"
        );
    });
}

// ---- Typed values ----

/// The entry child an editable knob shows its value in.
fn entry_of(control: &impl IsA<gtk::Widget>) -> gtk::Entry {
    let mut child = control.as_ref().first_child();
    while let Some(widget) = child {
        if let Ok(entry) = widget.clone().downcast::<gtk::Entry>() {
            return entry;
        }
        child = widget.next_sibling();
    }
    panic!("no entry in the editable control");
}

/// `connect_input` answers as `gtk::SpinButton::connect_input`: a value, an error (the entry
/// keeps the text with the `error` style class), or None for the default parser, which reads
/// the number past the unit.
#[gtk::test]
fn connect_input_parses_refuses_or_leaves_the_text_to_the_default() {
    checked(|| {
        let knob = Knob::builder()
            .minimum_value(-60.0)
            .maximum_value(12.0)
            .editable(true)
            .build();
        let window = host(&knob, 120, 120);
        let seen = Rc::new(RefCell::new(Vec::<String>::new()));
        knob.connect_input({
            let seen = seen.clone();
            move |knob| {
                let text = knob
                    .input_text()
                    .expect("the text during the emission")
                    .to_string();
                seen.borrow_mut().push(text.clone());
                match text.as_str() {
                    "unity" => Some(Ok(0.5)),
                    "max" => Some(Err(())),
                    _ => None,
                }
            }
        });
        let entry = entry_of(&knob);
        for (text, value, error) in [
            ("unity", 0.5, false),
            ("max", 0.5, true),
            ("-6 dB", -6.0, false),
            ("40", 12.0, false),
        ] {
            entry.set_text(text);
            entry.emit_by_name::<()>("activate", &[]);
            assert_eq!(
                (knob.value(), entry.has_css_class("error")),
                (value, error),
                "after {text}"
            );
        }
        assert_eq!(*seen.borrow(), ["unity", "max", "-6 dB", "40"]);
        assert_eq!(knob.input_text(), None);
        window.destroy();
    });
}

/// The circular range slider's popover entry, opened as Enter on its focused lower or upper
/// handle opens it (the key through the ring's key controller, where the handle's key goes).
fn open_ring_entry(ring: &CircularRangeSlider, upper: bool) -> gtk::Entry {
    let mut handles = Vec::new();
    let mut child = ring.first_child();
    while let Some(widget) = child {
        // The handles' `slider` nodes: GtkRanges on GTK 4.8 only, plain widgets from 4.10.
        if widget.css_name() == "slider" {
            handles.push(widget.clone());
        }
        child = widget.next_sibling();
    }
    assert_eq!(handles.len(), 2, "the ring's two handles");
    assert!(handles[usize::from(upper)].grab_focus());
    let controllers = ring.observe_controllers();
    let handled = (0..controllers.n_items())
        .filter_map(|i| {
            controllers
                .item(i)?
                .downcast::<gtk::EventControllerKey>()
                .ok()
        })
        .any(|keys| {
            keys.emit_by_name::<bool>(
                "key-pressed",
                &[
                    &(gdk::ffi::GDK_KEY_Return as u32),
                    &0u32,
                    &gdk::ModifierType::empty(),
                ],
            )
        });
    assert!(handled, "Enter on the handle was not taken");
    let mut child = ring.first_child();
    while let Some(widget) = child {
        if let Ok(popover) = widget.clone().downcast::<gtk::Popover>() {
            assert!(popover.is_visible(), "the popover did not open");
            return popover.child().and_downcast().expect("the popover's entry");
        }
        child = widget.next_sibling();
    }
    panic!("no popover at the ring's handle");
}

/// The ring's `connect_input` for either handle: a value, an error, or the default parser;
/// a typed value past the end of a ring that wraps comes round.
#[gtk::test]
fn circular_range_slider_connect_input_answers_for_either_handle() {
    checked(|| {
        let ring = CircularRangeSlider::builder()
            .maximum_value(24.0)
            .wraps(true)
            .editable(true)
            .build();
        ring.set_values(22.0, 6.0);
        let window = host(&ring, 200, 200);
        let seen = Rc::new(RefCell::new(Vec::<String>::new()));
        ring.connect_input({
            let seen = seen.clone();
            move |ring| {
                let text = ring
                    .input_text()
                    .expect("the text during the emission")
                    .to_string();
                seen.borrow_mut().push(text.clone());
                match text.as_str() {
                    "noon" => Some(Ok(12.0)),
                    "never" => Some(Err(())),
                    _ => None,
                }
            }
        });
        for (upper, text, values, error) in [
            (true, "noon", (22.0, 12.0), false),
            (false, "never", (22.0, 12.0), true),
            (false, "23 h", (23.0, 12.0), false),
            (false, "26", (2.0, 12.0), false),
        ] {
            let entry = open_ring_entry(&ring, upper);
            entry.set_text(text);
            entry.emit_by_name::<()>("activate", &[]);
            assert_eq!(
                (
                    (ring.lower_value(), ring.upper_value()),
                    entry.has_css_class("error")
                ),
                (values, error),
                "after {text}"
            );
            if error {
                entry.set_text("22"); // corrected in the popover, still open
                entry.emit_by_name::<()>("activate", &[]);
            }
        }
        assert_eq!(*seen.borrow(), ["noon", "never", "22", "23 h", "26"]);
        assert_eq!(ring.input_text(), None);
        window.destroy();
    });
}

// ---- The ring range and marks ----

#[gtk::test]
fn circular_range_slider_crosses_the_end_of_its_ring() {
    checked(|| {
        customcontrols::init();
        assert_eq!(
            glib::Type::from_name("CcCircularRangeSlider"),
            Some(CircularRangeSlider::static_type())
        );
        let ring = CircularRangeSlider::new();
        assert_eq!((ring.minimum_value(), ring.maximum_value()), (0.0, 360.0));
        let changes = Counter::default();
        let lower_notifies = Counter::default();
        ring.connect_value_changed({
            let changes = changes.clone();
            move |_| changes.bump()
        });
        ring.connect_lower_value_notify({
            let lower_notifies = lower_notifies.clone();
            move |_| lower_notifies.bump()
        });
        // A sleep schedule on a 24-hour ring: 22:00 to 06:00 is eight hours over midnight.
        ring.set_maximum_value(24.0);
        ring.set_step(0.25);
        let before = changes.count();
        ring.set_values(22.0, 6.0);
        assert_eq!((ring.lower_value(), ring.upper_value()), (22.0, 6.0));
        assert_eq!(ring.length(), 8.0);
        assert_eq!(
            changes.count(),
            before + 1,
            "one value-changed for both values"
        );
        assert_eq!(lower_notifies.count(), 1);
        ring.set_values(22.0, 6.0); // no change: nothing emitted
        assert_eq!(changes.count(), before + 1);
        // Snapped to the step; out of range is clamped quietly.
        ring.set_lower_value(21.9);
        assert_eq!(ring.lower_value(), 22.0);
        ring.set_upper_value(30.0);
        assert_eq!(ring.upper_value(), 24.0);
        expect_messages(
            &["CustomControls: CcCircularRangeSlider: invalid value nan for property 'upper-value'*"],
            || ring.set_upper_value(f64::NAN),
        );
        assert_eq!(ring.upper_value(), 24.0);
        // Linear only: the ring has no value scale.
        assert!(ring.find_property("value-scale").is_none());

        let built: CircularRangeSlider = gtk::Builder::from_string(
            r#"<interface><object class="CcCircularRangeSlider" id="ring">
                 <property name="maximum-value">24</property>
                 <property name="lower-value">23</property>
                 <property name="upper-value">7</property>
               </object></interface>"#,
        )
        .object("ring")
        .expect("a CcCircularRangeSlider named ring");
        assert_eq!((built.lower_value(), built.upper_value()), (23.0, 7.0));
        assert_eq!(built.length(), 8.0);
        assert_finalized(ring);
    });
}

// ---- The XY pad ----

#[gtk::test]
fn xy_pad_sets_two_values_on_two_axes() {
    checked(|| {
        customcontrols::init();
        assert_eq!(glib::Type::from_name("CcXYPad"), Some(XYPad::static_type()));
        let pad = XYPad::new();
        assert_eq!((pad.x_value(), pad.y_value()), (0.5, 0.5));
        let changes = Counter::default();
        let x_notifies = Counter::default();
        pad.connect_value_changed({
            let changes = changes.clone();
            move |_| changes.bump()
        });
        pad.connect_x_value_notify({
            let x_notifies = x_notifies.clone();
            move |_| x_notifies.bump()
        });
        // A filter's cutoff across and resonance up, each axis with its own bounds.
        pad.set_x_maximum(20000.0);
        pad.set_y_maximum(10.0);
        let before = changes.count();
        pad.set_values(1200.0, 3.0);
        assert_eq!((pad.x_value(), pad.y_value()), (1200.0, 3.0));
        assert_eq!(
            changes.count(),
            before + 1,
            "one value-changed for both values"
        );
        assert_eq!(x_notifies.count(), 1);
        // Each clamps into its own axis.
        pad.set_y_value(50.0);
        assert_eq!((pad.x_value(), pad.y_value()), (1200.0, 10.0));
        expect_messages(
            &["CustomControls: CcXYPad: invalid value nan for property 'x-value'*"],
            || pad.set_x_value(f64::NAN),
        );
        assert_eq!(pad.x_value(), 1200.0);
        // A mark on the top edge is an x grid line, one on the left a y line.
        pad.add_mark(5000.0, gtk::PositionType::Top, None);
        expect_messages(
            &["CustomControls: CcXYPad: mark at 5000.0 ignored*"],
            || pad.add_mark(5000.0, gtk::PositionType::Left, None),
        );
        pad.clear_marks();
        // Linear only: the pad has no value scale.
        assert!(pad.find_property("value-scale").is_none());

        let built: XYPad = gtk::Builder::from_string(
            r#"<interface><object class="CcXYPad" id="pad">
                 <property name="x-maximum">10</property>
                 <property name="x-value">7</property>
                 <property name="y-value">0.25</property>
               </object></interface>"#,
        )
        .object("pad")
        .expect("a CcXYPad named pad");
        assert_eq!((built.x_value(), built.y_value()), (7.0, 0.25));
        assert_finalized(pad);
    });
}

#[gtk::test]
fn marks_on_every_control_and_bad_ones_refused_once() {
    checked(|| {
        let knob = Knob::builder()
            .minimum_value(-1.0)
            .maximum_value(1.0)
            .build();
        for (value, label) in [(-1.0, "L"), (0.0, "C"), (1.0, "R")] {
            knob.add_mark(value, gtk::PositionType::Bottom, Some(label));
        }
        knob.set_snap_to_marks(true);
        assert!(knob.snaps_to_marks());
        expect_messages(&["CustomControls: CcKnob: mark at nan ignored*"], || {
            knob.add_mark(f64::NAN, gtk::PositionType::Top, None)
        });
        expect_messages(&["CustomControls: CcKnob: mark at 2.0 ignored*"], || {
            knob.add_mark(2.0, gtk::PositionType::Top, None)
        });
        knob.clear_marks();

        let circular = CircularSlider::new();
        circular.add_mark(90.0, gtk::PositionType::Top, Some("<b>90</b>"));
        expect_messages(
            &["CustomControls: CcCircularSlider: mark label '<b>90' is not valid Pango markup*"],
            || circular.add_mark(180.0, gtk::PositionType::Top, Some("<b>90")),
        );
        circular.clear_marks();

        let range = RangeSlider::new();
        range.add_mark(0.5, gtk::PositionType::Top, Some("half"));
        expect_messages(
            &["CustomControls: CcRangeSlider: mark at inf ignored*"],
            || range.add_mark(f64::INFINITY, gtk::PositionType::Bottom, None),
        );
        range.clear_marks();

        let ring = CircularRangeSlider::new();
        ring.add_mark(0.0, gtk::PositionType::Top, Some("0"));
        expect_messages(
            &["CustomControls: CcCircularRangeSlider: mark at -1.0 ignored*"],
            || ring.add_mark(-1.0, gtk::PositionType::Top, None),
        );
        ring.clear_marks();

        let built: RangeSlider = gtk::Builder::from_string(
            r#"<interface><object class="CcRangeSlider" id="range">
                 <marks><mark value="0.25" position="bottom">¼</mark><mark value="0.75">¾</mark></marks>
               </object></interface>"#,
        )
        .object("range")
        .expect("a CcRangeSlider named range");
        assert_eq!(built.lower_value(), 0.2);
    });
}
