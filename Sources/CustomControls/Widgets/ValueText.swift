#if canImport(Glibc)
import Glibc
#endif

/// Values as the text that labels and accessibility show.
enum ValueText {
    /// The decimal separator of the locale GTK set up ("," in a German desktop), which typed
    /// values may use as well as ".".
    static var localeDecimalSeparator: Character {
        guard let conventions = localeconv(), let point = conventions.pointee.decimal_point,
              let separator = String(cString: point).first else { return "." }
        return separator
    }

    /// `value` with `digits` decimals ("0.42", "42"), without a minus sign on zero.
    static func format(_ value: Double, digits: Int = 2) -> String {
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
}
