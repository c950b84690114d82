import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

@MainActor
@Suite(.serialized, .gtk)
struct ValueNodeTests {
    @Test func theKnobsTextTakesItsValueNodesColourMadeOnlyOnceShown() throws {
        let provider = try StyleProvider("knob > value { color: rgb(255, 0, 0); }")
        defer { provider.remove() }
        let knob = Knob()
        let window = gtk_window_new()!
        defer { gtk_window_destroy(cast(window)) }
        gtk_window_set_child(cast(window), knob.widget)
        let knobState = try state(of: knob.widget, as: KnobState.self)
        let size = Size(width: 100, height: 100)
        #expect(knobState.frame(size: size, scale: 1).label == nil)
        #expect(knobState.valuePart == nil)  // no text shown, no node
        knob.showValue = true
        let label = try #require(knobState.frame(size: size, scale: 1).label)
        #expect(label.color == RGBA(red: 1, green: 0, blue: 0))
        let part = try #require(knobState.valuePart)
        #expect(String(cString: gtk_widget_get_css_name(part)) == "value" && gtk_widget_get_parent(part) == knob.widget)
        #expect(knobState.resolvedTint != label.color)  // the knob's own colour is still its tint
    }

    @Test func theCircularSlidersTextTakesItsValueNodesColourUnlessTheEntryShowsIt() throws {
        let provider = try StyleProvider("circularslider > value { color: rgb(0, 0, 255); }")
        defer { provider.remove() }
        let slider = CircularSlider()
        let window = gtk_window_new()!
        defer { gtk_window_destroy(cast(window)) }
        gtk_window_set_child(cast(window), slider.widget)
        let sliderState = try state(of: slider.widget, as: CircularSliderState.self)
        let size = Size(width: 160, height: 160)
        #expect(sliderState.frame(size: size, scale: 1).label?.color == RGBA(red: 0, green: 0, blue: 1))
        slider.editable = true
        #expect(sliderState.frame(size: size, scale: 1).label == nil)
        #expect(sliderState.entry != nil)
    }

    @Test func theRangeSlidersLabelsTakeItsValueNodesColourAndTheThumbsStayLast() throws {
        let provider = try StyleProvider("rangeslider > value { color: rgb(0, 128, 0); }")
        defer { provider.remove() }
        let slider = RangeSlider()
        slider.showLabels = true
        let host = try HostWindow(slider.widget, width: 300, height: 30)
        defer { host.close() }
        let sliderState = try state(of: slider.widget, as: RangeSliderState.self)
        let size = Size(width: 300, height: 30)
        #expect(sliderState.frame(size: size, scale: 1).labels.isEmpty && sliderState.valuePart == nil)
        var drag = try GestureDriver(sliderState)
        drag.press(69, 15)
        drag.move(96, 15)
        let labels = sliderState.frame(size: size, scale: 1).labels
        #expect(labels.count == 1 && labels.first?.color == RGBA(red: 0, green: 128 / 255, blue: 0))
        drag.release(96, 15)
        // The part sits after the trough: slider:last-child is still the upper thumb.
        #expect(gtk_widget_get_last_child(slider.widget) == sliderState.upperThumb)
        #expect(gtk_widget_get_next_sibling(sliderState.trough) == sliderState.valuePart)
        GTK.spin(0.05)  // frames lay the new part out
    }

    @Test func aShownValueNodeIsLaidOutWhereItsTextIsDrawn() throws {
        let knob = Knob()
        knob.showValue = true
        let host = try HostWindow(knob.widget, width: 200, height: 200)
        defer { host.close() }
        let knobState = try state(of: knob.widget, as: KnobState.self)
        // Mapping makes the part; the first layout places it.
        #expect(GTK.iterate(until: {
            guard let part = knobState.valuePart else { return false }
            var bounds = graphene_rect_t()
            return gtk_widget_compute_bounds(part, knob.widget, &bounds) != 0 && bounds.origin.x == 100 && bounds.origin.y == 100
        }, timeout: 10))
    }

    @Test func aControlShowingTextMakesItsValuePartWhenMappedBeforeAnyFrame() throws {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let host = try HostWindow(box, width: 400, height: 100)
        defer { host.close() }
        let slider = CircularSlider()  // shows its value by default
        let plainKnob = Knob()  // shows none by default
        let markedKnob = Knob()
        markedKnob.addMark(0.5, markup: "half")  // its labels take the part's colour
        let rangeSlider = RangeSlider()
        rangeSlider.addMark(0.5, markup: "half")  // its labels take the control's own colour
        let circularRange = CircularRangeSlider()
        circularRange.showValue = false
        let widgets = [slider.widget, plainKnob.widget, markedKnob.widget, rangeSlider.widget, circularRange.widget]
        // Appended to a shown window, each is mapped at once, before any frame draws it: a part
        // made by its first frame would queue a second layout and frame of the window.
        for widget in widgets { gtk_box_append(cast(box), widget) }
        #expect(widgets.allSatisfy { gtk_widget_get_mapped($0) != 0 })
        #expect(try state(of: slider.widget, as: CircularSliderState.self).valuePart != nil)
        #expect(try state(of: markedKnob.widget, as: KnobState.self).valuePart != nil)
        #expect(try state(of: plainKnob.widget, as: KnobState.self).valuePart == nil)
        let rangeState = try state(of: rangeSlider.widget, as: RangeSliderState.self)
        #expect(rangeState.frame(size: Size(width: 100, height: 40), scale: 1).marks != nil)
        #expect(rangeState.valuePart == nil)  // nor does a frame with marks make it
        #expect(try state(of: circularRange.widget, as: CircularRangeSliderState.self).valuePart == nil)
        // Unmapped and mapped again with the text on: the part is made then.
        gtk_widget_set_visible(circularRange.widget, 0)
        circularRange.showValue = true
        gtk_widget_set_visible(circularRange.widget, 1)
        #expect(try state(of: circularRange.widget, as: CircularRangeSliderState.self).valuePart != nil)
    }
}
