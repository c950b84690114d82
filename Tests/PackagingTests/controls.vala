/* An app of the packaged library through its vapi (scripts/deb-check.sh): each control made,
 * a value set and read back, in a window shown once. */
int main () {
    Gtk.init ();
    var box = new Gtk.Box (Gtk.Orientation.HORIZONTAL, 0);
    var knob = new Cc.Knob ();
    var circular = new Cc.CircularSlider ();
    box.append (knob);
    box.append (new Cc.RangeSlider ());
    box.append (circular);
    box.append (new Cc.CircularRangeSlider ());
    box.append (new Cc.XYPad ());
    knob.value = 0.25;
    circular.value = 90;
    var window = new Gtk.Window ();
    window.child = box;
    window.present ();
    while (MainContext.default ().iteration (false)) {
    }
    print ("knob %.2f, circular slider %.0f\n", knob.value, circular.value);
    window.destroy ();
    return 0;
}
