import CCustomControls
import CustomControlsCGtk
import Foundation
import Testing
@testable import CustomControls

/// `cc_*_set_input_value`, as a Python or JavaScript handler of `input` uses it (their signal
/// handlers have no out arguments): the value it sets is the emission's `new_value`, read
/// under the handler's answer as a C handler's `*new_value` is.
@MainActor
@Suite(.gtk)
struct InputValueTests {
    /// What the raw handler does: the value it sets through the state, and its answer.
    final class Handler {
        var value: Double?
        var answer: Int32 = 1
        var texts: [String] = []
        var state: ControlState?
    }

    /// A knob whose `input` handler, a C function like a binding's, sets `handler.value` with
    /// `setInputValue` and returns `handler.answer`; it never writes `new_value` itself.
    private func knob(with handler: Handler) throws -> (Knob, KnobState) {
        let knob = Knob()
        let knobState = try state(of: knob.widget, as: KnobState.self)
        handler.state = knobState
        let data = Unmanaged.passRetained(handler).toOpaque()
        let input: @convention(c) (gpointer?, gpointer?, gpointer?) -> Int32 = { _, _, data in
            let handler = Unmanaged<Handler>.fromOpaque(data!).takeUnretainedValue()
            guard let state = handler.state else { return 0 }
            handler.texts.append(state.inputText.map { String(cString: $0) } ?? "<none>")
            if let value = handler.value { #expect(state.setInputValue(value)) }
            return handler.answer
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            Unmanaged<Handler>.fromOpaque(data!).release()
        }
        g_signal_connect_data(knob.widget, "input", unsafeBitCast(input, to: GCallback.self), data, release, GConnectFlags(rawValue: 0))
        return (knob, knobState)
    }

    @Test func aValueSetDuringTheEmissionIsTheParsedValueWhenTheHandlerAnswersTrue() throws {
        let handler = Handler()
        let (knob, knobState) = try knob(with: handler)
        defer { withExtendedLifetime(knob) {} }  // the handle owns the widget
        handler.value = 0.25
        #expect(knobState.parseTyped("a quarter") == 0.25)
        #expect(handler.texts == ["a quarter"])
        #expect(knobState.inputValue == nil && knobState.inputText == nil, "both are the emission's only")
    }

    /// FALSE leaves the text to the default parser and GTK_INPUT_ERROR refuses it, whatever
    /// the handler set (as GtkSpinButton reads `new_value` only after TRUE); a value that is
    /// not finite refuses the text too.
    @Test func theAnswerDecidesWhatTheSetValueCounts() throws {
        let handler = Handler()
        let (knob, knobState) = try knob(with: handler)
        defer { withExtendedLifetime(knob) {} }
        handler.value = 0.25
        handler.answer = 0
        #expect(knobState.parseTyped("0.75") == 0.75)
        handler.answer = GTK_INPUT_ERROR
        #expect(knobState.parseTyped("0.75") == nil)
        handler.answer = 1
        handler.value = .nan
        #expect(knobState.parseTyped("0.75") == nil)
        handler.value = -.infinity
        #expect(knobState.parseTyped("0.75") == nil)
        #expect(handler.texts == ["0.75", "0.75", "0.75", "0.75"])
    }

    @Test func outsideAnEmissionNothingIsSet() throws {
        let handler = Handler()
        let (knob, knobState) = try knob(with: handler)
        let before = knob.value
        #expect(!knobState.setInputValue(0.9))
        #expect(knob.value == before && knobState.inputValue == nil)
        #expect(handler.texts.isEmpty)
    }
}
