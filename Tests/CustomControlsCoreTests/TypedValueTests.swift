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

    @Test func valueTextHasTheDigitsAskedAndNoMinusOnZero() {
        #expect(TypedNumber.format(0.42) == "0.42")
        #expect(TypedNumber.format(-0.001) == "0.00")
        #expect(TypedNumber.format(-0.0, digits: 0) == "0")
        #expect(TypedNumber.format(41.6, digits: 0) == "42")
        #expect(TypedNumber.format(-41.6, digits: 0) == "-42")
        #expect(TypedNumber.format(-3.14159, digits: 3) == "-3.142")
        #expect(TypedNumber.format(3.14159, digits: 3) == "3.142")
        #expect(TypedNumber.format(1.005, digits: 1) == "1.0")
        #expect(TypedNumber.format(0.05, digits: 2) == "0.05")
        #expect(TypedNumber.format(2, digits: -3) == "2", "digits below 0 count as 0")
        #expect(TypedNumber.format(1, digits: 99) == "1.0000000000", "digits above 10 count as 10")
        #expect(TypedNumber.format(.infinity) == "inf")
        #expect(TypedNumber.format(.nan) == "nan")
    }

    /// What a control writes, a person can type back: the text reads as the value rounded to
    /// the digits shown, on both sides of zero, and writing that again gives the same text.
    @Test func valueTextReadsBackAsTheValueItShows() throws {
        for magnitude in [0.0, 0.004, 0.5, 1, 6.02, 42.4449, 359.99, 1249.5, 99_999.125] {
            for value in [magnitude, -magnitude] {
                for digits in 0...4 {
                    let text = TypedNumber.format(value, digits: digits)
                    let number = try #require(TypedNumber.parse(text), "\(text)")
                    var unit = 1.0
                    for _ in 0..<digits { unit /= 10 }
                    #expect(abs(number - value) <= unit / 2 + 1e-9, "\(value) with \(digits) digits wrote \(text)")
                    #expect(TypedNumber.format(number, digits: digits) == text, "\(text) did not read back as itself")
                }
            }
        }
    }
}
