/// Timing curves for animations.
public enum Easing {
    /// Slow start, fast middle, slow end (cubic); 0 at 0, 1 at 1, symmetric about 0.5.
    ///
    /// - Parameter t: Linear progress; clamped to 0...1 (NaN counts as 1).
    /// - Returns: The eased progress, 0...1.
    public static func easeInOut(_ t: Double) -> Double {
        let t = t.isNaN ? 1 : ValueMath.clamp(t, 0, 1)
        if t < 0.5 { return 4 * t * t * t }
        let u = 2 - 2 * t
        return 1 - u * u * u / 2
    }
}
