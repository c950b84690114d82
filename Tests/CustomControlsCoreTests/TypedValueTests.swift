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

/// ``TypedNumber``: the number in typed text, with the units and signs the displays add.
@Suite struct TypedNumberTests {
    @Test func theUnitsTheDisplaysAddAreIgnored() {
        let cases: [(String, Double)] = [
            ("42", 42), (" 42.5 ", 42.5), ("42°", 42), ("75 %", 75), ("75%", 75), ("-6 dB", -6), ("-6dB", -6),
            ("+3 dB", 3), ("12 €", 12), ("€12", 12), ("€ 12.50", 12.5), ("$9.99", 9.99), ("US$ 5", 5), ("CHF 7", 7),
            ("-€5", -5), ("€-5", -5), ("\u{2212}12", -12), (".5", 0.5), ("5.", 5), ("1e3", 1000), ("2E-1 s", 0.2),
            ("5 e", 5), ("5em", 5), ("-0", 0), ("0.25\u{202F}%", 0.25),
        ]
        for (text, number) in cases {
            #expect(TypedNumber.parse(text) == number, "\(text)")
        }
        #expect(TypedNumber.parse("-0")?.sign == .plus, "-0 is 0, as the models take it")
    }

    /// The locale's decimal comma is read as well as the point; in a point locale a comma
    /// followed by digits is a second number, refused rather than read as 5.
    @Test func aDecimalCommaIsReadWhereTheLocaleWritesOne() {
        #expect(TypedNumber.parse("0,5", decimalSeparator: ",") == 0.5)
        #expect(TypedNumber.parse("1249,50 €", decimalSeparator: ",") == 1249.5)
        #expect(TypedNumber.parse("0.5", decimalSeparator: ",") == 0.5)
        #expect(TypedNumber.parse("0,5") == nil)
        #expect(TypedNumber.parse("1,5,0", decimalSeparator: ",") == nil)
    }

    @Test func textWithoutExactlyOneFiniteNumberIsRefused() {
        for junk in ["", " ", "north", "°", "€", "-", "+", ".", "-.", "nan", "inf", "-inf", "1e999", "4 2", "1.2.3", "1,234.5", "12abc3", "5 - 3"] {
            #expect(TypedNumber.parse(junk) == nil, "\(junk) was accepted")
        }
    }
}
