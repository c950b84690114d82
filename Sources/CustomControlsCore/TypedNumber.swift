/// Numbers as the controls write them in their value text and as people type them back: around
/// a typed number may stand the unit the display adds ("42°", "75 %", "-6 dB", "12 €") or a
/// currency sign before it ("€12", "$ 9.50"), and the decimal point may be the locale's comma
/// ("0,5").
///
/// ``parse(_:decimalSeparator:)`` is the default of the controls' `input` signal: a handler that
/// parses text of its own (a note name, "1:30") replaces it. ``format(_:digits:)`` is their
/// value text when no formatter is set, and the number a formatter can build its text around.
///
/// ```swift
/// TypedNumber.parse("-6 dB")                          // -6
/// TypedNumber.parse("€ 1249,50", decimalSeparator: ",") // 1249.5
/// TypedNumber.parse("north")                          // nil: no number
/// TypedNumber.parse("4 2")                            // nil: two numbers
/// TypedNumber.format(-6.04, digits: 1) + " dB"        // "-6.0 dB"
/// ```
public enum TypedNumber {
    /// `value` with `digits` decimals ("0.42", "42"), as the controls show it: a point for the
    /// decimal point, and no minus sign on a value that rounds to zero.
    ///
    /// - Parameters:
    ///   - value: The value. NaN and ±infinity, which no control holds, come out as Swift
    ///     writes them.
    ///   - digits: The decimals, clamped to 0...10.
    /// - Returns: The text, which ``parse(_:decimalSeparator:)`` reads back as `value`
    ///   rounded to `digits` decimals.
    public static func format(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "\(value)" }
        let digits = max(0, min(digits, 10))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return "\(value)" }  // beyond exact integers: plain notation
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let decimals = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - decimals.count) + decimals
    }

    /// The number `text` holds, or nil when it holds none, more than one, or one too large
    /// for a `Double` (nothing a control could take).
    ///
    /// - Parameters:
    ///   - text: What was typed: optional spaces, an optional sign, an optional unit or
    ///     currency text without digits before the number (a sign may stand before or after
    ///     it), the number (digits with at most one decimal point, an optional exponent as
    ///     in "1e3"), then an optional unit without digits.
    ///   - decimalSeparator: The locale's decimal separator, accepted as well as ".".
    /// - Returns: The finite number, or nil.
    public static func parse(_ text: String, decimalSeparator: Character = ".") -> Double? {
        // A typographic minus (U+2212) is a minus sign, as locales and formatters write it.
        let characters = Array(text.map { $0 == "\u{2212}" ? "-" : $0 })
        var index = 0
        var negative = false
        var signed = false

        func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
        func isPoint(_ character: Character) -> Bool { character == "." || character == decimalSeparator }
        func isSign(_ character: Character) -> Bool { character == "-" || character == "+" }
        func takeSign() {
            guard !signed, index < characters.count, isSign(characters[index]) else { return }
            negative = characters[index] == "-"
            signed = true
            index += 1
        }

        while index < characters.count, characters[index].isWhitespace { index += 1 }
        takeSign()
        // The currency or unit text before the number ("€", "US$ ", "CHF"): whatever stands
        // before the first digit, point or sign, with no digit in it by construction.
        while index < characters.count, !isDigit(characters[index]), !isPoint(characters[index]), !isSign(characters[index]) {
            index += 1
        }
        takeSign()

        var number = negative ? "-" : ""
        var digits = 0
        while index < characters.count, isDigit(characters[index]) {
            number.append(characters[index]); digits += 1; index += 1
        }
        if index < characters.count, isPoint(characters[index]) {
            number.append("."); index += 1
            while index < characters.count, isDigit(characters[index]) {
                number.append(characters[index]); digits += 1; index += 1
            }
        }
        guard digits > 0 else { return nil }
        // An exponent only when digits follow the "e"; otherwise the "e" starts the unit.
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var end = index + 1
            if end < characters.count, isSign(characters[end]) { end += 1 }
            if end < characters.count, isDigit(characters[end]) {
                number.append(contentsOf: String(characters[index..<end]).lowercased())
                index = end
                while index < characters.count, isDigit(characters[index]) {
                    number.append(characters[index]); index += 1
                }
            }
        }
        // The unit after the number ("°", " %", " dB"): no digit (a second number, "4 2",
        // "1.2.3", "1,234.5" is no value).
        guard !characters[index...].contains(where: isDigit) else { return nil }
        guard let value = Double(number), value.isFinite else { return nil }
        return value == 0 ? 0 : value
    }
}
