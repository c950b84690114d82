import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// The range slider's `lower-adjustment` and `upper-adjustment`: views of the one model, each
/// thumb's tested as the other's, in both push modes, shared with a GtkScale.
@MainActor
@Suite(.serialized, .gtk)
struct RangeSliderAdjustmentTests {
    enum Thumb: String, CaseIterable, CustomTestStringConvertible {
        case lower, upper
        var testDescription: String { rawValue }
        var part: RangeSliderDrag.Thumb { self == .lower ? .lower : .upper }
        var property: String { "\(rawValue)-adjustment" }
        var other: Thumb { self == .lower ? .upper : .lower }
    }

    private func adjustment(of slider: RangeSlider, _ thumb: Thumb) -> UnsafeMutablePointer<GtkAdjustment> {
        thumb == .lower ? slider.lowerAdjustment : slider.upperAdjustment
    }

    private func value(of slider: RangeSlider, _ thumb: Thumb) -> Double {
        thumb == .lower ? slider.lowerValue : slider.upperValue
    }

    /// A new adjustment, owned by the caller (sunk), as an app keeps one.
    private func ownedAdjustment(value: Double, lower: Double, upper: Double, step: Double, page: Double) -> UnsafeMutablePointer<GtkAdjustment> {
        let adjustment = gtk_adjustment_new(value, lower, upper, step, page, 0)!
        g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
        return adjustment
    }

    @Test(arguments: Thumb.allCases)
    func eachThumbHasAnAdjustmentHoldingItsValueTheBoundsAndTheIncrements(thumb: Thumb) {
        let slider = RangeSlider()
        slider.maximumValue = 10
        slider.step = 0.5
        slider.page = 2
        slider.setValues(lower: 2, upper: 8)
        let own = adjustment(of: slider, thumb)
        #expect(gtk_adjustment_get_value(own) == value(of: slider, thumb))
        #expect(gtk_adjustment_get_lower(own) == 0 && gtk_adjustment_get_upper(own) == 10)
        #expect(gtk_adjustment_get_step_increment(own) == 0.5 && gtk_adjustment_get_page_increment(own) == 2)
        #expect(own != adjustment(of: slider, thumb.other))
        slider.step = 0.25  // the increments alone, no value moving
        #expect(gtk_adjustment_get_step_increment(own) == 0.25)
    }

    /// A GtkScale sharing a thumb's adjustment follows the thumb and moves it, each change
    /// reported once on each side.
    @Test(arguments: Thumb.allCases)
    func aThumbAndAGtkScaleShareAnAdjustmentWithoutAFeedbackLoop(thumb: Thumb) throws {
        let shared = ownedAdjustment(value: thumb == .lower ? 2 : 8, lower: 0, upper: 10, step: 0.5, page: 2)
        defer { g_object_unref(UnsafeMutableRawPointer(shared)) }
        let slider = RangeSlider()
        slider.maximumValue = 10
        slider.setValues(lower: 2, upper: 8)  // room for either thumb to move
        let notifies = SignalCounter(slider.widget, notify: thumb.property)
        let otherNotifies = SignalCounter(slider.widget, notify: thumb.other.property)
        if thumb == .lower { slider.lowerAdjustment = shared } else { slider.upperAdjustment = shared }
        #expect(notifies.count == 1 && otherNotifies.count == 0)
        #expect(slider.maximumValue == 10 && slider.step == 0.5 && slider.page == 2)
        #expect(slider.lowerValue == 2 && slider.upperValue == 8)
        // The other thumb's adjustment shows the increments taken from this one.
        #expect(gtk_adjustment_get_upper(adjustment(of: slider, thumb.other)) == 10)
        #expect(gtk_adjustment_get_step_increment(adjustment(of: slider, thumb.other)) == 0.5)

        let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, shared)!
        g_object_ref_sink(scale)
        defer { g_object_unref(scale) }
        let sliderChanges = SignalCounter(slider.widget)
        var adjustmentChanges = 0
        let counter = SignalHandlerBox.connect(cast(UnsafeMutableRawPointer(shared))!, signal: "value-changed") { _ in adjustmentChanges += 1 }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(shared), gulong(counter)) }

        let moved = thumb == .lower ? 3.0 : 7.0
        if thumb == .lower { slider.lowerValue = moved } else { slider.upperValue = moved }
        #expect(gtk_range_get_value(cast(scale)) == moved)
        #expect(sliderChanges.count == 1 && adjustmentChanges == 1)

        let fromScale = thumb == .lower ? 4.0 : 6.0
        gtk_range_set_value(cast(scale), fromScale)
        #expect(value(of: slider, thumb) == fromScale)
        #expect(sliderChanges.count == 2 && adjustmentChanges == 2)

        // The other thumb moving leaves this adjustment alone.
        if thumb == .lower { slider.upperValue = 9 } else { slider.lowerValue = 1 }
        #expect(adjustmentChanges == 2)

        // Keys on the focused thumb move its adjustment by the step.
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        try #require(state(of: slider.widget) as? RangeSliderState).focus(thumb.part)
        try InputDriver(slider.widget).press(GDK_KEY_Right)
        #expect(gtk_adjustment_get_value(shared) == fromScale + 0.5 && value(of: slider, thumb) == fromScale + 0.5)
        #expect(sliderChanges.count == 4 && adjustmentChanges == 3)
    }

    /// A value set on a thumb's adjustment past the other thumb moves the thumb as a drag
    /// would: stopping at the other thumb (keeping the minimum distance), or pushing it.
    @Test(arguments: Thumb.allCases, [false, true])
    func anAdjustmentPastTheOtherThumbStopsOrPushesAsADragWould(thumb: Thumb, pushMode: Bool) {
        let slider = RangeSlider()
        slider.maximumValue = 10
        slider.minimumDistance = 1
        slider.pushMode = pushMode
        slider.setValues(lower: 2, upper: 8)
        let changes = SignalCounter(slider.widget)
        let own = adjustment(of: slider, thumb)
        gtk_adjustment_set_value(own, thumb == .lower ? 9 : 1)
        switch (thumb, pushMode) {
        case (.lower, false): #expect(slider.lowerValue == 7 && slider.upperValue == 8)
        case (.upper, false): #expect(slider.lowerValue == 2 && slider.upperValue == 3)
        case (.lower, true): #expect(slider.lowerValue == 9 && slider.upperValue == 10)
        case (.upper, true): #expect(slider.lowerValue == 0 && slider.upperValue == 1)
        }
        #expect(changes.count == 1)
        // Both adjustments show where the thumbs are.
        #expect(gtk_adjustment_get_value(slider.lowerAdjustment) == slider.lowerValue)
        #expect(gtk_adjustment_get_value(slider.upperAdjustment) == slider.upperValue)
    }

    /// Bounds configured on either adjustment are the slider's, and so the other adjustment's;
    /// the value configured with them is taken as the value property takes it.
    @Test(arguments: Thumb.allCases)
    func boundsSetOnEitherAdjustmentAreTheSlidersBounds(thumb: Thumb) {
        let slider = RangeSlider()
        let changes = SignalCounter(slider.widget)
        let maximumNotifies = SignalCounter(slider.widget, notify: "maximum-value")
        gtk_adjustment_configure(adjustment(of: slider, thumb), thumb == .lower ? 30 : 70, 20, 100, 1, 10, 0)
        #expect(slider.minimumValue == 20 && slider.maximumValue == 100)
        #expect(value(of: slider, thumb) == (thumb == .lower ? 30 : 70))
        // The other thumb was clamped into the new bounds; the lower value moved the upper along.
        #expect(value(of: slider, thumb.other) == (thumb == .lower ? 30 : 20))
        #expect(slider.step == 1 && slider.page == 10)
        #expect(maximumNotifies.count == 1 && changes.count == 1)
        let other = adjustment(of: slider, thumb.other)
        #expect(gtk_adjustment_get_lower(other) == 20 && gtk_adjustment_get_upper(other) == 100)
        #expect(gtk_adjustment_get_step_increment(other) == 1 && gtk_adjustment_get_value(other) == value(of: slider, thumb.other))

        slider.maximumValue = 50  // the slider's own change reaches both adjustments
        #expect(gtk_adjustment_get_upper(slider.lowerAdjustment) == 50 && gtk_adjustment_get_upper(slider.upperAdjustment) == 50)
    }

    /// An adjustment with a page size (a scrollbar's) ends the slider where GtkRange ends a
    /// scale on it: its upper bound less its page size. The slider writes its own bounds back
    /// keeping that page size, and neither thumb passes the end.
    @Test(arguments: Thumb.allCases)
    func anAdjustmentWithAPageSizeEndsThePageSizeBeforeItsUpperBound(thumb: Thumb) {
        let scrollbarLike = ownedAdjustment(value: thumb == .lower ? 10 : 60, lower: 0, upper: 100, step: 1, page: 10)
        gtk_adjustment_set_page_size(scrollbarLike, 25)
        defer { g_object_unref(UnsafeMutableRawPointer(scrollbarLike)) }
        let slider = RangeSlider()
        slider.maximumValue = 100
        slider.setValues(lower: 10, upper: 60)
        if thumb == .lower { slider.lowerAdjustment = scrollbarLike } else { slider.upperAdjustment = scrollbarLike }
        #expect(slider.minimumValue == 0 && slider.maximumValue == 75)  // 100 - 25
        #expect(gtk_adjustment_get_upper(adjustment(of: slider, thumb.other)) == 75)

        slider.setValues(lower: 90, upper: 100)  // both past the end
        #expect(slider.lowerValue == 75 && slider.upperValue == 75)
        #expect(gtk_adjustment_get_value(scrollbarLike) == 75)
        gtk_adjustment_set_value(scrollbarLike, 100)  // GtkAdjustment itself stops at upper - page size
        #expect(value(of: slider, thumb) == 75)

        slider.maximumValue = 200  // written back, the page size kept
        #expect(gtk_adjustment_get_upper(scrollbarLike) == 225 && gtk_adjustment_get_page_size(scrollbarLike) == 25)
        #expect(gtk_adjustment_get_upper(adjustment(of: slider, thumb.other)) == 200)
    }

    /// A page larger than the adjustment's range leaves it one value, its lower bound (as
    /// GtkAdjustment clamps): the slider's bounds become that one value whatever they were
    /// before (from the defaults and from bounds below it), and the app's adjustment is left
    /// as it was. Before: the maximum read as upper less page (-10), the bounds went to
    /// -10…-10 or 0…0 by history, and the adjustment was rewritten with lower -10.
    @Test(arguments: Thumb.allCases, [false, true])
    func aPageLargerThanTheRangeLeavesOneValueWhateverCameBefore(thumb: Thumb, boundsBelowFirst: Bool) {
        let oversized = ownedAdjustment(value: 0, lower: 0, upper: 10, step: 1, page: 5)
        gtk_adjustment_set_page_size(oversized, 20)
        defer { g_object_unref(UnsafeMutableRawPointer(oversized)) }
        let slider = RangeSlider()
        if boundsBelowFirst {
            slider.minimumValue = -100
            slider.maximumValue = -50
        }
        let warnings = WarningCapture.warnings {
            if thumb == .lower { slider.lowerAdjustment = oversized } else { slider.upperAdjustment = oversized }
        }
        #expect(warnings.isEmpty)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 0)
        #expect(slider.lowerValue == 0 && slider.upperValue == 0)
        #expect(gtk_adjustment_get_lower(oversized) == 0 && gtk_adjustment_get_upper(oversized) == 10)
        #expect(gtk_adjustment_get_page_size(oversized) == 20 && gtk_adjustment_get_value(oversized) == 0)
    }

    /// One adjustment cannot hold two thumbs' values: given to the second thumb it is refused
    /// with one warning and nothing changes, so the first thumb keeps following it. Before: the
    /// second thumb took it, and replacing it there disconnected the first thumb's handlers too.
    @Test(arguments: Thumb.allCases)
    func theOtherThumbsAdjustmentIsRefused(thumb: Thumb) {
        let shared = ownedAdjustment(value: 0.5, lower: 0, upper: 1, step: 0.1, page: 0.2)
        defer { g_object_unref(UnsafeMutableRawPointer(shared)) }
        let slider = RangeSlider()
        slider.setValues(lower: 0.2, upper: 0.8)
        let own = adjustment(of: slider, thumb.other)
        if thumb == .lower { slider.lowerAdjustment = shared } else { slider.upperAdjustment = shared }
        let notifies = SignalCounter(slider.widget, notify: thumb.other.property)
        let warnings = WarningCapture.warnings {
            cc_object_set_object(slider.widget, thumb.other.property, UnsafeMutableRawPointer(shared))
        }
        #expect(warnings == ["CcRangeSlider: invalid value for property '\(thumb.other.property)': it is the \(thumb.rawValue) thumb's adjustment"])
        #expect(adjustment(of: slider, thumb.other) == own && notifies.count == 0)
        // Both thumbs still follow their own adjustments.
        gtk_adjustment_set_value(shared, thumb == .lower ? 0.3 : 0.7)
        #expect(value(of: slider, thumb) == (thumb == .lower ? 0.3 : 0.7))
        gtk_adjustment_set_value(own, thumb == .lower ? 0.6 : 0.4)
        #expect(value(of: slider, thumb.other) == (thumb == .lower ? 0.6 : 0.4))
    }

    @Test(arguments: Thumb.allCases)
    func nullGivesTheThumbAFreshAdjustmentOfItsOwnAndTheSameOneNotifiesNothing(thumb: Thumb) {
        let slider = RangeSlider()
        slider.setValues(lower: 0.3, upper: 0.6)
        let notifies = SignalCounter(slider.widget, notify: thumb.property)
        let before = adjustment(of: slider, thumb)
        cc_object_set_object(slider.widget, thumb.property, UnsafeMutableRawPointer(before))
        #expect(notifies.count == 0)
        cc_object_set_object(slider.widget, thumb.property, nil)
        let fresh = adjustment(of: slider, thumb)
        #expect(fresh != before && notifies.count == 1)
        #expect(gtk_adjustment_get_value(fresh) == value(of: slider, thumb) && gtk_adjustment_get_upper(fresh) == 1)
        #expect(slider.lowerValue == 0.3 && slider.upperValue == 0.6)
    }

    @Test(arguments: Thumb.allCases)
    func aSharedAdjustmentOutlivesItsSlider(thumb: Thumb) {
        let shared = ownedAdjustment(value: 0.5, lower: 0, upper: 1, step: 0.1, page: 0.2)
        defer { g_object_unref(UnsafeMutableRawPointer(shared)) }
        var watch: FinalizeWatch?
        do {
            let slider = RangeSlider()
            if thumb == .lower { slider.lowerAdjustment = shared } else { slider.upperAdjustment = shared }
            watch = FinalizeWatch(slider.widget)
        }
        #expect(watch?.isFinalized == true)
        gtk_adjustment_set_value(shared, 0.9)  // no handler of the freed slider may run
        gtk_adjustment_configure(shared, 5, 0, 10, 1, 1, 0)
        #expect(gtk_adjustment_get_value(shared) == 5)
    }

    @Test func gtkBuilderSetsBothAdjustments() throws {
        CustomControls.registerTypes()
        let xml = """
        <interface>
          <object class="GtkAdjustment" id="low">
            <property name="lower">0</property>
            <property name="upper">500</property>
            <property name="value">50</property>
            <property name="step-increment">5</property>
          </object>
          <object class="GtkAdjustment" id="high">
            <property name="lower">0</property>
            <property name="upper">500</property>
            <property name="value">200</property>
            <property name="step-increment">5</property>
          </object>
          <object class="CcRangeSlider" id="prices">
            <property name="lower-adjustment">low</property>
            <property name="upper-adjustment">high</property>
          </object>
        </interface>
        """
        let builder = try #require(gtk_builder_new_from_string(xml, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let widget: UnsafeMutablePointer<GtkWidget> = try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "prices"))))
        let slider = try #require(RangeSlider(wrapping: widget))
        #expect(slider.maximumValue == 500 && slider.lowerValue == 50 && slider.upperValue == 200 && slider.step == 5)
    }

    /// A bound changed alone reaches both thumbs' adjustments: the minimum by itself, once
    /// leaving the values where they are and once clamping the lower one; the maximum too.
    @Test func aBoundChangedAloneReachesBothAdjustments() {
        let slider = RangeSlider()
        slider.setValues(lower: 0.2, upper: 0.8)
        slider.minimumValue = -1
        for thumb in Thumb.allCases {
            #expect(gtk_adjustment_get_lower(adjustment(of: slider, thumb)) == -1, "\(thumb)")
            #expect(gtk_adjustment_get_value(adjustment(of: slider, thumb)) == value(of: slider, thumb))
        }
        #expect(slider.lowerValue == 0.2 && slider.upperValue == 0.8)
        slider.minimumValue = 0.5  // clamps the lower value
        #expect(slider.lowerValue == 0.5)
        for thumb in Thumb.allCases {
            #expect(gtk_adjustment_get_lower(adjustment(of: slider, thumb)) == 0.5, "\(thumb)")
            #expect(gtk_adjustment_get_value(adjustment(of: slider, thumb)) == value(of: slider, thumb))
        }
        slider.maximumValue = 3
        for thumb in Thumb.allCases {
            #expect(gtk_adjustment_get_upper(adjustment(of: slider, thumb)) == 3, "\(thumb)")
        }
    }

    /// An upper adjustment whose value lies below the lower thumb moves the lower thumb along
    /// (as `upper-value` does), and a new pair of adjustments gives the same values whichever
    /// is set first.
    @Test func anUpperAdjustmentBelowTheLowerThumbMovesItAlongInEitherOrder() {
        let slider = RangeSlider()
        slider.setValues(lower: 0.6, upper: 0.8)
        let upper = ownedAdjustment(value: 0.3, lower: 0, upper: 1, step: 0.1, page: 0.2)
        defer { g_object_unref(UnsafeMutableRawPointer(upper)) }
        slider.upperAdjustment = upper
        #expect(slider.lowerValue == 0.3 && slider.upperValue == 0.3)

        var results: [[Double]] = []
        for upperFirst in [false, true] {
            // The new pair lies wholly below the old values: set first, the upper value passes
            // the lower thumb.
            let pair = RangeSlider()
            pair.setValues(lower: 0.6, upper: 0.8)
            let lowerAdjustment = ownedAdjustment(value: 0.1, lower: 0, upper: 1, step: 0.1, page: 0.2)
            let upperAdjustment = ownedAdjustment(value: 0.3, lower: 0, upper: 1, step: 0.1, page: 0.2)
            defer {
                g_object_unref(UnsafeMutableRawPointer(lowerAdjustment))
                g_object_unref(UnsafeMutableRawPointer(upperAdjustment))
            }
            if upperFirst {
                pair.upperAdjustment = upperAdjustment
                pair.lowerAdjustment = lowerAdjustment
            } else {
                pair.lowerAdjustment = lowerAdjustment
                pair.upperAdjustment = upperAdjustment
            }
            results.append([pair.lowerValue, pair.upperValue, pair.minimumValue, pair.maximumValue])
        }
        #expect(results[0] == [0.1, 0.3, 0, 1] && results[1] == results[0], "lower first: \(results[0]), upper first: \(results[1])")
    }

    /// An adjustment whose range lies wholly below the control's, or wholly above it, gives the
    /// control its bounds and its value, the other thumb clamped into them, for each thumb.
    @Test(arguments: Thumb.allCases)
    func anAdjustmentWhollyBelowOrAboveTheRangeGivesItsBounds(thumb: Thumb) {
        for (lower, upper, value) in [(-100.0, -50.0, -60.0), (200.0, 300.0, 250.0)] {
            let slider = RangeSlider()
            slider.maximumValue = 100
            slider.setValues(lower: 20, upper: 70)
            let own = ownedAdjustment(value: value, lower: lower, upper: upper, step: 1, page: 10)
            defer { g_object_unref(UnsafeMutableRawPointer(own)) }
            if thumb == .lower { slider.lowerAdjustment = own } else { slider.upperAdjustment = own }
            #expect(slider.minimumValue == lower && slider.maximumValue == upper, "\(lower)…\(upper)")
            #expect(self.value(of: slider, thumb) == value, "\(lower)…\(upper)")
            // The other thumb, clamped into the new range, sits on the near end or, pushed
            // past the typed thumb, with it.
            let other = self.value(of: slider, thumb.other)
            #expect(other >= lower && other <= upper && slider.lowerValue <= slider.upperValue, "\(lower)…\(upper): \(other)")
            #expect(gtk_adjustment_get_lower(adjustment(of: slider, thumb.other)) == lower)
        }
    }
}
