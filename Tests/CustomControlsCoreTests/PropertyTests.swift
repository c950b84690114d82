import PropertyBased
import Testing
@testable import CustomControlsCore

/// Inputs that break naive slider code, mixed with ordinary ones.
let awkwardNumbers: [Double] = [
    .nan, .infinity, -.infinity, -0.0, 0, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, 1e-9, 0.1, 0.2, 0.5, 0.8, 1, -1, 2, 3.3, -7, 15, 90, 180, 359.5, 360, 361, 720, 1e6,
]

/// Decodes one generated integer into an operation code and a number.
struct Encoded {
    let code: Int
    let number: Double
    let other: Double

    init(_ raw: Int, codes: Int) {
        code = raw % codes
        let rest = raw / codes
        // Half the numbers come from the awkward list, half are ordinary (-10...10 in 0.01 steps).
        number = rest % 2 == 0 ? awkwardNumbers[(rest / 2) % awkwardNumbers.count] : Double((rest / 2) % 2001 - 1000) / 100
        other = awkwardNumbers[(rest / 7) % awkwardNumbers.count]
    }
}

/// Each test runs this many random sequences of up to 200 operations.
let sequenceCount = 10_000
let operations = Gen.int(in: 0...1_000_000).array(of: 1...200)

func allFinite(_ numbers: Double...) -> Bool { numbers.allSatisfy { $0.isFinite } }

/// Checks a drag step against the model change it caused and the emission policy.
func checkStep<V: Equatable>(_ step: DragStep, before: V, after: V, continuous: Bool) {
    #expect(step.valueChanged == (before != after))
    if continuous {
        #expect(step.emitsValueChanged == (before != after))
    }
}

@Suite struct PropertyTests {
    @Test func rangeSliderModelKeepsItsInvariants() async {
        await propertyCheck(count: sequenceCount, input: operations) { raws in
            var model = RangeSliderModel()
            var drag = DragInteraction<RangeSliderDrag>()
            var size = Size(width: 300, height: 30)
            var mirrored = false
            for raw in raws {
                let op = Encoded(raw, codes: 17)
                let before = model
                var step: DragStep?
                var rejected = false
                do throws(RejectedValue) {
                    switch op.code {
                    case 0: try model.setMinimum(op.number)
                    case 1: try model.setMaximum(op.number)
                    case 2: try model.setLower(op.number)
                    case 3: try model.setUpper(op.number)
                    case 4: try model.setValues(lower: op.number, upper: op.other)
                    case 5: try model.setStep(op.number)
                    case 6: model.stepLower(by: op.number < 0 ? -1 : 1)
                    case 7: model.stepUpper(by: op.number < 0 ? -1 : 1)
                    case 8:
                        let geometry = RangeSliderGeometry(size: size, mirrored: mirrored)
                        let x = op.number.isFinite && abs(op.number) < 20 ? geometry.position(atFraction: model.fraction(of: model.lower)) + op.number : op.number
                        step = drag.begin(at: Point(x: x, y: 15), model: &model, geometry: geometry)
                    case 9: step = drag.update(to: Point(x: op.number * 30, y: op.other), model: &model, geometry: RangeSliderGeometry(size: size, mirrored: mirrored))
                    case 10: step = drag.end(model: model)
                    case 11: step = drag.cancel(model: &model)
                    case 12: drag.continuous.toggle()
                    case 13: mirrored.toggle()
                    case 14: try model.setMinimumDistance(op.number)
                    case 15: model.pushesOtherThumb.toggle()
                    default: size = Size(width: abs(op.number) * 40, height: 30)
                    }
                } catch {
                    rejected = true
                    #expect(model == before, "a rejected input changed the model")
                    #expect(!error.value.isFinite)
                }
                #expect(allFinite(model.minimum, model.maximum, model.lower, model.upper, model.step))
                #expect(model.minimum <= model.lower && model.lower <= model.upper && model.upper <= model.maximum)
                #expect(model.step >= 0)
                if model.step == 0 {
                    let scale = max(1, abs(model.lower), abs(model.upper))
                    #expect(model.upper - model.lower >= model.distance - 1e-9 * scale, "closer than the minimum distance")
                }
                if let step, op.code != 10 { checkStep(step, before: before.values, after: model.values, continuous: drag.continuous) }
                if rejected { continue }
                // Setting what is already there is a no-op.
                var same = model
                try? same.setLower(model.lower)
                try? same.setUpper(model.upper)
                try? same.setMinimum(model.minimum)
                try? same.setMaximum(model.maximum)
                #expect(same == model)
                // value -> position -> value round-trips within half a step.
                let geometry = RangeSliderGeometry(size: Size(width: 1000, height: 30))
                let back = ValueMath.interpolate(
                    from: model.minimum, to: model.maximum,
                    fraction: geometry.fraction(atPosition: geometry.position(atFraction: model.fraction(of: model.lower))))
                let tolerance = max(model.step / 2, 1e-9 * max(1, abs(model.maximum - model.minimum).isFinite ? abs(model.maximum - model.minimum) : .greatestFiniteMagnitude))
                #expect(abs(model.snapped(back) - model.lower) <= tolerance)
            }
        }
    }

    @Test func knobModelKeepsItsInvariants() async {
        await propertyCheck(count: sequenceCount, input: operations) { raws in
            var model = KnobModel()
            var drag = DragInteraction<KnobDrag>()
            let geometry = KnobGeometry(size: Size(width: 120, height: 120), lineWidth: 2, pointerLength: 6)
            for raw in raws {
                let op = Encoded(raw, codes: 13)
                let before = model
                var step: DragStep?
                do throws(RejectedValue) {
                    switch op.code {
                    case 0: try model.setMinimum(op.number)
                    case 1: try model.setMaximum(op.number)
                    case 2: try model.setValue(op.number)
                    case 3: try model.setStartAngle(op.number)
                    case 4: try model.setEndAngle(op.number)
                    case 5: try model.bounded.setStep(op.number)
                    case 6: step = drag.begin(at: geometry.center.offset(atAngle: op.number, distance: op.other), model: &model, geometry: geometry)
                    case 7: step = drag.update(to: geometry.center.offset(atAngle: op.number, distance: 40), model: &model, geometry: geometry)
                    case 8: step = drag.end(model: model)
                    case 9: step = drag.cancel(model: &model)
                    case 10: drag.continuous.toggle()
                    case 11: model.inverted.toggle()
                    // A key, as the widget applies it.
                    default: try model.setValue(Increments(step: model.bounded.step).value(after: .step(op.number < 0 ? -1 : 1), from: model.value,
                                                                                     minimum: model.minimum, maximum: model.maximum,
                                                                                     scale: model.bounded.scale))
                    }
                } catch {
                    #expect(model == before)
                }
                #expect(allFinite(model.minimum, model.maximum, model.value, model.startAngle, model.endAngle, model.angle))
                #expect(model.minimum <= model.value && model.value <= model.maximum)
                #expect(model.startAngle <= model.endAngle && model.endAngle - model.startAngle <= 2 * .pi + 1e-9)
                #expect(model.angle >= model.startAngle && model.angle <= model.endAngle)
                if let step, op.code != 8 { checkStep(step, before: before.value, after: model.value, continuous: drag.continuous) }
                var same = model
                try? same.setValue(model.value)
                try? same.setStartAngle(model.startAngle)
                try? same.setEndAngle(model.endAngle)
                #expect(same == model)
            }
        }
    }

    @Test func circularSliderModelKeepsItsInvariants() async {
        await propertyCheck(count: sequenceCount, input: operations) { raws in
            var model = CircularSliderModel()
            var drag = DragInteraction<CircularSliderDrag>()
            let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)
            for raw in raws {
                let op = Encoded(raw, codes: 11)
                let before = model
                var step: DragStep?
                do throws(RejectedValue) {
                    switch op.code {
                    case 0: try model.setMinimum(op.number)
                    case 1: try model.setMaximum(op.number)
                    case 2: try model.setValue(op.number)
                    case 3: op.other.isFinite && op.number > 0 ? try model.setEndAngle(op.number) : try model.setStartAngle(op.number)
                    case 4: model.inverted.toggle()
                    case 5: try model.bounded.setStep(op.number)
                    case 6: step = drag.begin(at: geometry.center.offset(atAngle: op.number, distance: op.other), model: &model, geometry: geometry)
                    case 7: step = drag.update(to: geometry.center.offset(atAngle: op.number, distance: 70), model: &model, geometry: geometry)
                    case 8: step = drag.end(model: model)
                    case 9: step = drag.cancel(model: &model)
                    default: drag.continuous.toggle()
                    }
                } catch {
                    #expect(model == before)
                }
                #expect(allFinite(model.minimum, model.maximum, model.value, model.startAngle, model.endAngle, model.angle))
                #expect(model.minimum <= model.value && model.value <= model.maximum)
                if let step, op.code != 8 { checkStep(step, before: before.value, after: model.value, continuous: drag.continuous) }
                var same = model
                try? same.setValue(model.value)
                #expect(same == model)
            }
        }
    }

    @Test func circularRangeSliderModelKeepsItsInvariants() async {
        await propertyCheck(count: sequenceCount, input: operations) { raws in
            var model = CircularRangeSliderModel()
            var drag = DragInteraction<CircularRangeSliderDrag>()
            let geometry = CircularSliderGeometry(size: Size(width: 200, height: 200), lineWidth: 20)
            let increments = Increments(step: 0, page: 0)
            for raw in raws {
                let op = Encoded(raw, codes: 19)
                let before = model
                let handle: CircularRangeSliderModel.Handle = op.other.sign == .minus ? .upper : .lower
                var step: DragStep?
                var rejected = false
                do throws(RejectedValue) {
                    switch op.code {
                    case 0: try model.setMinimum(op.number)
                    case 1: try model.setMaximum(op.number)
                    case 2: try model.setLower(op.number)
                    case 3: try model.setUpper(op.number)
                    case 4: try model.setValues(lower: op.number, upper: op.other)
                    case 5: try model.setStep(op.number)
                    case 6: try model.setMinimumDistance(op.number)
                    case 7: try model.setStartAngle(op.number)
                    case 8: model.inverted.toggle()
                    case 9: model.wraps.toggle()
                    case 10: model.move(handle, to: op.number)
                    case 11: model.setTyped(op.number, for: handle)
                    case 12: model.apply(op.number < 0 ? .step(-1) : op.number > 100 ? .page(1) : .toMaximum, to: handle, increments: increments)
                    case 13: model.rotate(from: model.values, by: op.number)
                    case 14: step = drag.begin(at: geometry.center.offset(atAngle: op.number, distance: op.other), model: &model, geometry: geometry)
                    case 15: step = drag.update(to: geometry.center.offset(atAngle: op.number, distance: 70), model: &model, geometry: geometry)
                    case 16: step = drag.end(model: model)
                    case 17: step = drag.cancel(model: &model)
                    default: drag.continuous.toggle()
                    }
                } catch {
                    rejected = true
                    #expect(model == before, "a rejected input changed the model")
                    #expect(!error.value.isFinite)
                }
                #expect(allFinite(model.minimum, model.maximum, model.lower, model.upper, model.step, model.startAngle, model.length))
                #expect(model.minimum <= model.lower && model.lower <= model.maximum)
                #expect(model.minimum <= model.upper && model.upper <= model.maximum)
                #expect(model.bounded.snapped(model.lower) == model.lower && model.bounded.snapped(model.upper) == model.upper,
                        "a value off the step grid")
                #expect(model.length >= 0 && (model.span == 0 || model.length < model.span))
                let scale = max(1, abs(model.lower), abs(model.upper), model.span)
                #expect(model.length >= model.distance - 1e-9 * scale, "closer than the minimum distance")
                if let step, op.code != 16 { checkStep(step, before: before.values, after: model.values, continuous: drag.continuous) }
                if rejected { continue }
                // Setting what is already there is a no-op.
                var same = model
                try? same.setValues(lower: model.lower, upper: model.upper)
                try? same.setMinimum(model.minimum)
                try? same.setMaximum(model.maximum)
                #expect(same == model)
            }
        }
    }
}
