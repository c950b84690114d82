import Testing
@testable import CustomControlsCore

@Suite struct TypedValueTests {
    @Test func typedTextIsParsedClampedOrWrappedAndSnapped() {
        var model = CircularSliderModel()
        #expect(model.value(fromText: "42") == 42)
        #expect(model.value(fromText: " 42.4° ") == 42)
        #expect(model.value(fromText: "390") == 360)
        #expect(model.value(fromText: "-5") == 0)
        model.wraps = true
        #expect(model.value(fromText: "390") == 30)
        #expect(model.value(fromText: "-5") == 355)
        for bad in ["", "abc", "nan", "inf", "1e999", "4 2", "°"] {
            #expect(model.value(fromText: bad) == nil, "\(bad) was accepted")
        }
    }
}
