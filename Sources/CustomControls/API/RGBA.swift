import CustomControlsCGtk
import CustomControlsCore
#if canImport(Glibc)
import Glibc  // the C maths library (sin, atan2, pow): Foundation is not needed for it
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour with alpha, components in 0...1: the Swift face of `GdkRGBA`.
///
/// ```swift
/// knob.tintColor = RGBA(red: 0.9, green: 0.3, blue: 0.1)
/// knob.tintColor = RGBA(parsing: "#3584e4")
/// ```
///
/// Every colour property of the controls (`tint-color`, `track-color`, …) is a nullable
/// `GdkRGBA` in C and GtkBuilder (`<property name="tint-color">#3584e4</property>`) and an
/// optional `RGBA` in Swift.
public struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a colour; components are clamped to 0...1 and a non-finite one becomes 0.
    ///
    /// Components are kept at `GdkRGBA`'s float precision, so a colour read from a property
    /// and set back compares equal (and notifies nothing).
    ///
    /// - Parameters:
    ///   - red: The red component, 0...1.
    ///   - green: The green component, 0...1.
    ///   - blue: The blue component, 0...1.
    ///   - alpha: The opacity, 0...1 (default 1, opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func unit(_ x: Double) -> Double { x.isFinite ? Double(Float(min(max(x, 0), 1))) : 0 }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
    }

    /// Parses any colour `gdk_rgba_parse` accepts ("#3584e4", "rgb(...)", "orange").
    ///
    /// - Parameter text: A colour as CSS writes it, e.g. a name, `#rrggbb`, `#rrggbbaa`,
    ///   `rgb()` or `rgba()`.
    /// - Returns: The colour, or nil when `gdk_rgba_parse` rejects `text`.
    public init?(parsing text: String) {
        var color = GdkRGBA()
        guard gdk_rgba_parse(&color, text) != 0 else { return nil }
        self.init(color)
    }

    /// Converts a `GdkRGBA`, as C APIs and GObject properties hand it out.
    ///
    /// - Parameter color: The colour; its components are clamped to 0...1 as in
    ///   ``init(red:green:blue:alpha:)``.
    public init(_ color: GdkRGBA) {
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }

    /// A gray of `white` brightness.
    ///
    /// - Parameters:
    ///   - white: The brightness, 0 (black) ... 1 (white).
    ///   - alpha: The opacity, 0...1 (default 1, opaque).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour as a `GdkRGBA`, to hand to GTK and GDK functions.
    public var gdk: GdkRGBA {
        GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
    }

    /// The colour as CSS text, e.g. `rgba(53,132,228,1.0)`: components as bytes, alpha as is.
    public var description: String {
        func byte(_ x: Double) -> Int { Int((x * 255).rounded()) }
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(alpha))"
    }

    /// The same colour with its hue turned by `degrees` (saturation and brightness kept).
    func rotatingHue(by degrees: Double) -> RGBA {
        let maxC = max(red, green, blue), minC = min(red, green, blue)
        let delta = maxC - minC
        guard delta > 0 else { return self }
        var hue: Double
        switch maxC {
        case red: hue = ((green - blue) / delta).truncatingRemainder(dividingBy: 6)
        case green: hue = (blue - red) / delta + 2
        default: hue = (red - green) / delta + 4
        }
        hue = ValueMath.wrap(hue * 60 + degrees, period: 360)
        let x = delta * (1 - abs((hue / 60).truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch hue {
        case ..<60: (r, g, b) = (delta, x, 0)
        case ..<120: (r, g, b) = (x, delta, 0)
        case ..<180: (r, g, b) = (0, delta, x)
        case ..<240: (r, g, b) = (0, x, delta)
        case ..<300: (r, g, b) = (x, 0, delta)
        default: (r, g, b) = (delta, 0, x)
        }
        return RGBA(red: r + minC, green: g + minC, blue: b + minC, alpha: alpha)
    }

    /// This colour moved `amount` (0…1) of the way towards `other`.
    func mixed(with other: RGBA, amount: Double) -> RGBA {
        let t = min(max(amount, 0), 1)
        return RGBA(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                    blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// This colour with its alpha multiplied by `factor`.
    func fading(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
