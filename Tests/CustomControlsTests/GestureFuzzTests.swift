import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Testing
@testable import CustomControls

/// A small seeded generator, so a failing fuzz run can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random gesture, key, wheel and modifier events on the real controllers, with ordinary and
/// extreme coordinates, in any order (updates without a press, releases twice, cancels).
@MainActor
@Suite(.serialized, .gtk)
struct GestureFuzzTests {
    static let coordinates: [Double] = [0, 1, 15, 69, 100, 150, 231, 299, -1, -500, 5000, 1e9, -1e9, 1e300, -1e300]

    /// Reads the values a control reports, whatever its kind, four per travel: its minimum, its
    /// values low to high, its maximum (the pad: x's four, then y's).
    private func values(_ widget: UnsafeMutablePointer<GtkWidget>) -> [Double] {
        if let pad = XYPad(wrapping: widget) {
            return [pad.xMinimum, pad.xValue, pad.xValue, pad.xMaximum, pad.yMinimum, pad.yValue, pad.yValue, pad.yMaximum]
        }
        if let range = RangeSlider(wrapping: widget) {
            return [range.minimumValue, range.lowerValue, range.upperValue, range.maximumValue]
        }
        if let knob = Knob(wrapping: widget) { return [knob.minimumValue, knob.value, knob.value, knob.maximumValue] }
        if let ring = CircularRangeSlider(wrapping: widget) {
            // On a ring the range may cross the end: its invariant is both values in bounds
            // (and the length below the ring's), not lower <= upper.
            #expect(ring.length >= 0 && ring.length < ring.maximumValue - ring.minimumValue || ring.length == 0)
            return [ring.minimumValue, min(ring.lowerValue, ring.upperValue), max(ring.lowerValue, ring.upperValue), ring.maximumValue]
        }
        let circle = CircularSlider(wrapping: widget)!
        return [circle.minimumValue, circle.value, circle.value, circle.maximumValue]
    }

    @Test(arguments: ControlType.allCases, [true, false])
    func randomEventsKeepEveryInvariant(type: ControlType, continuous: Bool) throws {
        let widget = type.make()
        defer { g_object_unref(widget) }
        cc_object_set_boolean(widget, "continuous", continuous ? 1 : 0)
        let host = try HostWindow(widget, width: type.size.0, height: type.size.1)
        defer { host.close() }
        let state = try #require(ControlState.of(widget))
        let input = try InputDriver(widget)
        var drag = try GestureDriver(state)
        let changes = SignalCounter(widget)
        var random = SplitMix64(state: 0xC0FFEE ^ UInt64(type.rawValue.count) ^ (continuous ? 1 : 0))
        func coordinate() -> Double { Self.coordinates.randomElement(using: &random)! + Double(Int.random(in: -3...3, using: &random)) }
        for step in 0..<10_000 {
            let before = values(widget)
            let emittedBefore = changes.count
            let wasDragging = state.isDragging
            switch Int.random(in: 0..<10, using: &random) {
            case 0: drag.press(coordinate(), coordinate())
            case 1, 2, 3: drag.move(coordinate(), coordinate())
            case 4: drag.release(coordinate(), coordinate())
            case 5: drag.cancel()
            case 6: input.press(GDK_KEY_Escape)
            case 7: input.press([GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Page_Down, GDK_KEY_Home, GDK_KEY_End].randomElement(using: &random)!)
            case 8: cc_signal_emit_modifiers(UnsafeMutableRawPointer(input.keys), Bool.random(using: &random) ? GDK_SHIFT_MASK : GdkModifierType(0))
            default: input.wheel(Double(Int.random(in: -2...2, using: &random)))
            }
            let after = values(widget)
            #expect(after.allSatisfy { $0.isFinite }, "step \(step): \(after)")
            for travel in stride(from: 0, to: after.count, by: 4) {
                #expect(after[travel...travel + 3].elementsEqual(after[travel...travel + 3].sorted()), "step \(step): \(after)")
            }
            let emitted = changes.count - emittedBefore
            #expect(emitted <= 1, "step \(step): \(emitted) emissions for one event")
            if continuous {
                #expect(emitted == (after != before ? 1 : 0), "step \(step): \(emitted) emissions, values \(before) -> \(after)")
            } else if emitted == 1 {
                // Not continuous: a report comes from a programmatic change, or ends a drag.
                #expect(after != before || wasDragging, "step \(step): a report with no change and no drag ending")
            }
        }
        drag.release(0, 0)
    }
}

extension ControlState {
    /// Whether a drag is under way (for tests).
    var isDragging: Bool { (self as? AnyDragging)?.dragging ?? false }
}

/// Lets tests ask any control whether it is dragging, whatever its model type.
protocol AnyDragging { var dragging: Bool { get } }
extension ValueControl: AnyDragging {
    var dragging: Bool { interaction.isDragging }
}
