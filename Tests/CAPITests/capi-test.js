// The controls from JavaScript: GJS with the installed typelib (Cc-1.typelib).
//
//   gjs -m capi-test.js
//
// Run under a display with G_DEBUG=fatal-warnings: a warning the script does not expect
// (GLib.test_expect_message) aborts it. Prints TAP; scripts/capi-check.sh counts the lines.
import GLib from 'gi://GLib';
import Gdk from 'gi://Gdk?version=4.0';
import Gtk from 'gi://Gtk?version=4.0';
import Cc from 'gi://Cc?version=1';
import System from 'system';

Gtk.init();

let number = 0;
let failed = 0;

function test(name, body) {
    number += 1;
    try {
        body();
        print(`ok ${number} - ${name}`);
    } catch (error) {
        failed += 1;
        print(`not ok ${number} - ${name}`);
        for (const line of `${error}\n${error.stack ?? ''}`.trim().split('\n'))
            print(`# ${line}`);
    }
}

function assert(condition, message) {
    if (!condition)
        throw new Error(message ?? 'assertion failed');
}

function assertEqual(actual, expected, what = 'value') {
    if (actual !== expected)
        throw new Error(`${what}: expected ${expected}, got ${actual}`);
}

function count(instance, signal) {
    const counter = {n: 0};
    instance.connect(signal, () => {
        counter.n += 1;
    });
    return counter;
}

function rgba(text) {
    const color = new Gdk.RGBA();
    assert(color.parse(text), `cannot parse ${text}`);
    return color;
}

// Shows `widget` in a window and waits until it is allocated.
function host(widget, width = 200, height = 200) {
    const window = new Gtk.Window({defaultWidth: width, defaultHeight: height, child: widget});
    window.present();
    const context = GLib.MainContext.default();
    for (let i = 0; i < 2000 && widget.get_width() === 0; i++) {
        context.iteration(false);
        GLib.usleep(1000);
    }
    assert(widget.get_width() > 0, 'the widget was never allocated');
    return window;
}

function dragGesture(widget) {
    const controllers = widget.observe_controllers();
    for (let i = 0; i < controllers.get_n_items(); i++) {
        const controller = controllers.get_item(i);
        if (controller instanceof Gtk.GestureDrag)
            return controller;
    }
    throw new Error('no GtkGestureDrag');
}

test('the types are final and derive as the header says', () => {
    assert(new Cc.Knob() instanceof Gtk.Range);
    assert(new Cc.CircularSlider() instanceof Gtk.Range);
    assert(new Cc.RangeSlider() instanceof Gtk.Widget);
    assert(new Cc.RangeSlider() instanceof Gtk.Orientable);
    assert(!(new Cc.RangeSlider() instanceof Gtk.Range));
    assert(new Cc.CircularRangeSlider() instanceof Gtk.Widget);
    assert(new Cc.XYPad() instanceof Gtk.Widget);
    assert(!(new Cc.XYPad() instanceof Gtk.Range));
    assertEqual(Cc.KnobDragMode.VERTICAL, 1, 'CC_KNOB_DRAG_MODE_VERTICAL');
});

test('properties round-trip through accessors and GObject properties', () => {
    const knob = new Cc.Knob({maximum_value: 10, value: 5});
    assertEqual(knob.get_value(), 5, 'value given at construction');
    const notifies = count(knob, 'notify::line-width');
    knob.set_line_width(4);
    knob.set_line_width(4);
    assertEqual(knob.lineWidth, 4, 'line-width');
    assertEqual(notifies.n, 1, 'notify::line-width');
    knob.drag_mode = Cc.KnobDragMode.HORIZONTAL;
    assertEqual(knob.get_drag_mode(), Cc.KnobDragMode.HORIZONTAL, 'drag-mode');
    knob.set_tint_color(rgba('#e01b24'));
    assert(knob.get_tint_color().equal(rgba('#e01b24')), 'tint-color');
    knob.set_tint_color(null);
    assertEqual(knob.get_tint_color(), null, 'tint-color unset');

    const slider = new Cc.RangeSlider();
    slider.set_values(0.1, 0.9);
    assertEqual(slider.lowerValue, 0.1, 'lower-value');
    assertEqual(slider.get_upper_value(), 0.9, 'upper-value');
    slider.set_orientation(Gtk.Orientation.VERTICAL);
    assertEqual(slider.orientation, Gtk.Orientation.VERTICAL, 'orientation');

    const circular = new Cc.CircularSlider({wraps: true});
    circular.set_value(90.4);
    assertEqual(circular.value, 90, 'value snapped to the step');
    assert(circular.get_wraps(), 'wraps');

    const pad = new Cc.XYPad({y_maximum: 10});
    const changes = count(pad, 'value-changed');
    pad.set_values(0.25, 7.5);
    pad.set_values(0.25, 7.5);
    assertEqual(pad.xValue, 0.25, 'x-value');
    assertEqual(pad.get_y_value(), 7.5, 'y-value on its own bounds');
    assertEqual(changes.n, 1, 'value-changed once for both values');
    pad.x_value = 5;
    assertEqual(pad.get_x_value(), 1, 'x-value clamped into x\'s bounds');
});

test('bad input: GI errors, or one warning naming the property', () => {
    const knob = new Cc.Knob();
    let threw = false;
    try {
        knob.set_tint_color('red');
    } catch (error) {
        threw = true;
    }
    assert(threw, 'a string for a GdkRGBA should throw');
    GLib.test_expect_message('CustomControls', GLib.LogLevelFlags.LEVEL_WARNING,
        "CcKnob: invalid value nan for property 'value': not a finite number");
    knob.set_value(NaN);
    GLib.test_assert_expected_messages_internal('CustomControls', 'capi-test.js', 0, 'bad input');
    assertEqual(knob.get_value(), 0, 'value after NaN');
});

test('value-changed once per change', () => {
    const knob = new Cc.Knob();
    const changes = count(knob, 'value-changed');
    knob.set_value(0.5);
    knob.set_value(0.5);
    knob.set_value_animated(0.75);
    knob.value = 0.25;
    assertEqual(changes.n, 3, 'value-changed');

    const slider = new Cc.RangeSlider();
    const sliderChanges = count(slider, 'value-changed');
    slider.set_values(0.3, 0.4);
    slider.set_values(0.3, 0.4);
    assertEqual(sliderChanges.n, 1, 'range slider value-changed');
});

for (const continuous of [true, false]) {
    test(`a vertical knob drag through its gesture (continuous: ${continuous})`, () => {
        const knob = new Cc.Knob({drag_mode: Cc.KnobDragMode.VERTICAL, continuous});
        const window = host(knob);
        const events = [];
        knob.connect('drag-begin', () => events.push('begin'));
        knob.connect('value-changed', k => events.push(k.get_value().toFixed(2)));
        knob.connect('drag-end', () => events.push('end'));
        const gesture = dragGesture(knob);
        gesture.emit('drag-begin', 100, 100);
        gesture.emit('drag-update', 0, -50);
        gesture.emit('drag-update', 0, -100);
        gesture.emit('drag-end', 0, -100);
        const expected = continuous ? 'begin 0.25 0.50 end' : 'begin 0.50 end';
        assertEqual(events.join(' '), expected, 'events');
        window.destroy();
    });
}

test('GtkBuilder builds the controls', () => {
    Cc.register_types();
    const builder = Gtk.Builder.new_from_string(`
        <interface>
          <object class="CcKnob" id="knob">
            <property name="maximum-value">11</property>
            <property name="value">7</property>
            <property name="drag-mode">horizontal</property>
          </object>
          <object class="CcRangeSlider" id="range">
            <property name="lower-value">0.4</property>
          </object>
          <object class="CcCircularSlider" id="circular">
            <property name="value">180</property>
          </object>
        </interface>`, -1);
    const knob = builder.get_object('knob');
    assert(knob instanceof Cc.Knob, 'a Cc.Knob');
    assertEqual(knob.get_value(), 7, 'knob value');
    assertEqual(knob.get_drag_mode(), Cc.KnobDragMode.HORIZONTAL, 'drag-mode');
    assertEqual(builder.get_object('range').get_lower_value(), 0.4, 'lower-value');
    assertEqual(builder.get_object('circular').get_value(), 180, 'circular value');
});

test('a format function and an inherited tint', () => {
    const knob = new Cc.Knob();
    const texts = [];
    knob.set_format_value_func((control, value) => {
        texts.push(`${Math.round(value * 100)} %`);
        return texts[texts.length - 1];
    });
    knob.set_value(0.42);
    assert(texts.includes('42 %'), `texts: ${texts}`);
    const box = new Gtk.Box();
    box.append(knob);
    Cc.set_inherited_tint(box, rgba('#e66100'));
    assertEqual(knob.get_tint_color(), null, 'an inherited tint is not the own tint');
});

test('an input handler gives its value with set_input_value', () => {
    // GJS gives signal handlers no out arguments, as for GtkSpinButton's input.
    const knob = new Cc.Knob({minimumValue: 0, maximumValue: 600, editable: true});
    const window = host(knob, 160, 160);
    let entry = knob.get_first_child();
    while (entry !== null && !(entry instanceof Gtk.Entry))
        entry = entry.get_next_sibling();
    assert(entry !== null, 'no entry');
    knob.connect('input', control => {
        const [hours, minutes] = control.get_input_text().split(':');
        if (minutes === undefined)
            return 0;
        control.set_input_value(Number(hours) * 60 + Number(minutes));
        return 1;
    });
    const changes = count(knob, 'value-changed');
    for (const [text, value] of [['1:30', 90], ['42', 42]]) {
        entry.set_text(text);
        entry.emit('activate');
        assertEqual(knob.get_value(), value, `the value typed as ${text}`);
    }
    assertEqual(changes.n, 2, 'value-changed');
    assertEqual(knob.get_input_text(), null, 'the text outside an emission');
    window.destroy();
});

print(`1..${number}`);
if (failed > 0)
    System.exit(1);
