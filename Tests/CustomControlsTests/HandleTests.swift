import CCustomControls
import CustomControlsCGtk
import Testing
@testable import CustomControls

/// One Swift handle per widget: `init(wrapping:)` and `handle(for:)` return the handle that
/// exists, the widget holds it weakly, and wrong pointers are rejected without a crash.
@MainActor
@Suite(.serialized, .gtk)
struct HandleTests {
    /// The handle of `widget`, through the control type's own class.
    private func wrap(_ widget: UnsafeMutablePointer<GtkWidget>, as type: ControlType) -> Control? {
        switch type {
        case .rangeSlider: RangeSlider(wrapping: widget)
        case .knob: Knob(wrapping: widget)
        case .circularSlider: CircularSlider(wrapping: widget)
        case .circularRangeSlider: CircularRangeSlider(wrapping: widget)
        case .xyPad: XYPad(wrapping: widget)
        }
    }

    private func handle(for widget: UnsafeMutablePointer<GtkWidget>, as type: ControlType) throws(ControlTypeMismatch) -> Control {
        switch type {
        case .rangeSlider: try RangeSlider.handle(for: widget)
        case .knob: try Knob.handle(for: widget)
        case .circularSlider: try CircularSlider.handle(for: widget)
        case .circularRangeSlider: try CircularRangeSlider.handle(for: widget)
        case .xyPad: try XYPad.handle(for: widget)
        }
    }

    @Test func aNewControlIsItsWidgetsHandle() throws {
        let knob = Knob(), range = RangeSlider(), circular = CircularSlider()
        #expect(Knob(wrapping: knob.widget) === knob)
        #expect(RangeSlider(wrapping: range.widget) === range)
        #expect(CircularSlider(wrapping: circular.widget) === circular)
        #expect(try Knob.handle(for: knob.widget) === knob)
    }

    @Test(arguments: ControlType.allCases)
    func aWidgetMadeElsewhereHasOneHandle(type: ControlType) throws {
        let widget = type.make()  // as C code makes it
        defer { g_object_unref(widget) }
        let first = try #require(wrap(widget, as: type))
        #expect(wrap(widget, as: type) === first)
        #expect(try handle(for: widget, as: type) === first)
        #expect(first.widget == widget)
        #expect(Set([first, try #require(wrap(widget, as: type))]).count == 1)
        let names: [Control: String] = [first: "first"]
        #expect(names[try #require(wrap(widget, as: type))] == "first")
    }

    @Test func aBuilderMadeControlHasOneHandle() throws {
        CustomControls.registerTypes()
        let builder = try #require(gtk_builder_new_from_string(#"<interface><object class="CcKnob" id="gain"/></interface>"#, -1))
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let gain: UnsafeMutablePointer<GtkWidget> = try #require(cast(UnsafeMutableRawPointer(gtk_builder_get_object(builder, "gain"))))
        let knob = try #require(Knob(wrapping: gain))
        knob.value = 0.25
        #expect(Knob(wrapping: gain) === knob)
        #expect(Knob(wrapping: gain)?.value == 0.25)
    }

    @Test(arguments: ControlType.allCases)
    func theWidgetHoldsItsHandleWeakly(type: ControlType) throws {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        g_object_ref_sink(box)
        defer { g_object_unref(box) }
        let widget = type.make()
        gtk_box_append(cast(box), widget)
        g_object_unref(widget)  // the box holds it now
        let watch = FinalizeWatch(widget)
        weak var released: Control?
        do {
            let handle = try #require(wrap(widget, as: type))
            released = handle
        }
        #expect(released == nil, "the widget kept its handle alive")
        #expect(!watch.isFinalized)
        let again = try #require(wrap(widget, as: type))
        #expect(again.widget == widget)
        #expect(wrap(widget, as: type) === again)
    }

    @Test(arguments: ControlType.allCases)
    func aHandleAndItsWidgetAreFreedTogether(type: ControlType) throws {
        weak var released: Control?
        var watch: FinalizeWatch?
        do {
            let handle: Control = switch type {
            case .rangeSlider: RangeSlider()
            case .knob: Knob()
            case .circularSlider: CircularSlider()
            case .circularRangeSlider: CircularRangeSlider()
            case .xyPad: XYPad()
            }
            released = handle
            watch = FinalizeWatch(handle.widget)
            #expect(wrap(handle.widget, as: type) === handle)
        }
        #expect(released == nil)
        #expect(watch?.isFinalized == true)
    }

    @Test func handlersReceiveTheWidgetsHandle() throws {
        let knob = Knob()
        var received: [ObjectIdentifier] = []
        knob.onValueChanged { received.append(ObjectIdentifier($0)) }
        knob.onDragBegin { received.append(ObjectIdentifier($0)) }
        knob.onNotify(\.value) { received.append(ObjectIdentifier($0)) }
        knob.value = 0.5
        var drag = try GestureDriver(try state(of: knob.widget))
        drag.press(1, 1)
        drag.release(1, 1)
        #expect(received.count >= 3 && received.allSatisfy { $0 == ObjectIdentifier(knob) })
    }

    @Test func anotherWidgetIsRejectedWithItsTypeName() throws {
        let label = gtk_label_new("not a knob")!
        g_object_ref_sink(label)
        defer { g_object_unref(label) }
        #expect(Knob(wrapping: label) == nil)
        #expect(throws: ControlTypeMismatch(expectedType: "CcKnob", foundType: "GtkLabel")) { try Knob.handle(for: label) }
        #expect(ControlTypeMismatch(expectedType: "CcKnob", foundType: "GtkLabel").description == "expected a CcKnob, got a GtkLabel")

        let range = RangeSlider()
        #expect(Knob(wrapping: range.widget) == nil)
        #expect(CircularSlider(wrapping: range.widget) == nil)
        #expect(throws: ControlTypeMismatch(expectedType: "CcCircularSlider", foundType: "CcRangeSlider")) {
            try CircularSlider.handle(for: range.widget)
        }
        let knob = Knob()
        #expect(RangeSlider(wrapping: knob.widget) == nil)
    }

    @Test func aGObjectThatIsNoWidgetIsRejected() throws {
        let adjustment = gtk_adjustment_new(0, 0, 1, 0.1, 0.1, 0)!
        g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
        defer { g_object_unref(UnsafeMutableRawPointer(adjustment)) }
        let pointer: UnsafeMutablePointer<GtkWidget> = cast(UnsafeMutableRawPointer(adjustment))!
        #expect(Knob(wrapping: pointer) == nil)
        #expect(throws: ControlTypeMismatch(expectedType: "CcKnob", foundType: "GtkAdjustment")) { try Knob.handle(for: pointer) }
    }

    /// Memory that is no GObject at all: zeroes, a colour, a first word that points nowhere.
    /// GLib's own type checks would follow that word and crash; wrapping only compares it.
    @Test(arguments: [0, 0x3ff0_0000_0000_0000, 0xdead_beef_0000_0008] as [UInt])
    func memoryThatIsNoGObjectIsRejected(firstWord: UInt) throws {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        memory.storeBytes(of: firstWord, as: UInt.self)
        let pointer: UnsafeMutablePointer<GtkWidget> = cast(memory)!
        for type in ControlType.allCases {
            #expect(wrap(pointer, as: type) == nil)
            #expect(throws: ControlTypeMismatch(expectedType: type.rawValue, foundType: nil)) { try handle(for: pointer, as: type) }
        }
        #expect(ControlTypeMismatch(expectedType: "CcKnob", foundType: nil).description
            == "expected a CcKnob, got a pointer to something that is not a GObject")
    }
}
