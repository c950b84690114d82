@testable import CustomControls

/// Lets tests ask any control whether it animates, whatever its model type.
protocol AnimatingControl { var isAnimating: Bool { get } }
extension ValueControl: AnimatingControl {}
