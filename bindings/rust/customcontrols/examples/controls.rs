//! A small gtk4-rs app with every CustomControls control: a gain knob, a hue wheel (circular
//! slider) and a price range (range slider), each with a label that follows its value.
//!
//! ```sh
//! cargo run --example controls                # from bindings/rust, the library installed
//! cargo run --example controls -- --self-test # shows the window, moves every control, quits
//! ```
//!
//! The self-test prints `ready` with each control's allocated size once the window is shown,
//! then one `value-changed` line per control; scripts/rust-check.sh runs it under Xvfb.

use customcontrols::{CircularSlider, Knob, KnobDragMode, RangeSlider};
use gtk::{glib, prelude::*};

const APP_ID: &str = "io.github.customcontrols.RustExample";

fn main() -> glib::ExitCode {
    // GApplication would reject an option it does not know: --self-test is ours alone.
    let self_test = std::env::args().any(|argument| argument == "--self-test");
    let app = gtk::Application::builder().application_id(APP_ID).build();
    app.connect_activate(move |app| build_window(app, self_test));
    let program = std::env::args().next().unwrap_or_default();
    app.run_with_args(&[program])
}

/// A row of a caption, a control and the label that shows its value.
fn row(grid: &gtk::Grid, line: i32, caption: &str, control: &impl IsA<gtk::Widget>) -> gtk::Label {
    let caption = gtk::Label::builder().label(caption).xalign(0.0).build();
    let value = gtk::Label::builder().xalign(1.0).width_chars(12).build();
    grid.attach(&caption, 0, line, 1, 1);
    grid.attach(control, 1, line, 1, 1);
    grid.attach(&value, 2, line, 1, 1);
    value
}

fn build_window(app: &gtk::Application, self_test: bool) {
    // Registers the controls' types (GtkBuilder XML could name them from here on).
    customcontrols::init();

    let knob = Knob::builder()
        .minimum_value(-24.0)
        .maximum_value(24.0)
        .default_value(0.0)
        .drag_mode(KnobDragMode::Vertical)
        .show_value(true)
        .halign(gtk::Align::Center)
        .width_request(96)
        .height_request(96)
        .build();
    knob.set_format_value_func(Some(Box::new(|_, value| format!("{value:+.1} dB"))));

    let hue = CircularSlider::builder()
        .maximum_value(360.0)
        .wraps(true)
        .halign(gtk::Align::Center)
        .width_request(160)
        .height_request(160)
        .build();
    hue.set_format_value_func(Some(Box::new(|_, value| format!("{value:.0}°"))));

    let price = RangeSlider::builder()
        .maximum_value(100.0)
        .show_labels(true)
        .hexpand(true)
        .width_request(240)
        .build();
    price.set_values(10.0, 90.0);
    price.set_format_value_func(Some(Box::new(|_, value| format!("{value:.0} €"))));

    let grid = gtk::Grid::builder()
        .row_spacing(18)
        .column_spacing(18)
        .margin_top(18)
        .margin_bottom(18)
        .margin_start(18)
        .margin_end(18)
        .build();
    let knob_label = row(&grid, 0, "Gain", &knob);
    let hue_label = row(&grid, 1, "Hue", &hue);
    let price_label = row(&grid, 2, "Price", &price);

    // The knob's and the circular slider's value-changed is GtkRange's (RangeExt); the range
    // slider has its own.
    let show_knob = move |knob: &Knob| knob_label.set_label(&format!("{:+.1} dB", knob.value()));
    let show_hue = move |hue: &CircularSlider| hue_label.set_label(&format!("{:.0}°", hue.value()));
    let show_price = move |price: &RangeSlider| {
        price_label.set_label(&format!(
            "{:.0}–{:.0} €",
            price.lower_value(),
            price.upper_value()
        ))
    };
    show_knob(&knob);
    show_hue(&hue);
    show_price(&price);
    knob.connect_value_changed(move |knob| {
        show_knob(knob);
        if self_test {
            println!("value-changed knob {}", knob.value());
        }
    });
    hue.connect_value_changed(move |hue| {
        show_hue(hue);
        if self_test {
            println!("value-changed circular-slider {}", hue.value());
        }
    });
    price.connect_value_changed(move |price| {
        show_price(price);
        if self_test {
            println!(
                "value-changed range-slider {} {}",
                price.lower_value(),
                price.upper_value()
            );
        }
    });

    let window = gtk::ApplicationWindow::builder()
        .application(app)
        .title("CustomControls from Rust")
        .child(&grid)
        .build();
    window.present();

    if self_test {
        // Once every control has its size, move each one as an app would, and quit.
        glib::timeout_add_local(std::time::Duration::from_millis(20), move || {
            let controls: [&gtk::Widget; 3] =
                [knob.upcast_ref(), hue.upcast_ref(), price.upcast_ref()];
            if controls
                .iter()
                .any(|control| control.width() == 0 || control.height() == 0)
            {
                return glib::ControlFlow::Continue;
            }
            println!(
                "ready knob {}x{} circular-slider {}x{} range-slider {}x{}",
                knob.width(),
                knob.height(),
                hue.width(),
                hue.height(),
                price.width(),
                price.height()
            );
            knob.set_maximum_value(1.0);
            knob.set_minimum_value(0.0);
            knob.set_value_animated(0.75);
            hue.set_value(90.0);
            price.set_values(20.0, 80.0);
            window.close();
            glib::ControlFlow::Break
        });
    }
}
