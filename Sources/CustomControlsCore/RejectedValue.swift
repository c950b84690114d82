/// A value a model refused to take, with the quantity it was meant for.
///
/// Models throw it for input that cannot be clamped into meaning (NaN, ±infinity). The model's
/// state is unchanged when it is thrown, so the widget layer only has to log it once, naming
/// the property the quantity belongs to.
public struct RejectedValue: Error, Equatable, Sendable, CustomStringConvertible {
    /// What a rejected value was meant for, in the models' own terms (the widget layer maps
    /// each to the property it belongs to).
    public struct Quantity: Hashable, Sendable, CustomStringConvertible {
        /// The model's name for it, e.g. `"lower"`.
        public let name: String

        /// A quantity called `name`.
        public init(_ name: String) { self.name = name }

        public var description: String { name }

        /// A single value (a ``BoundedValue``'s).
        public static let value = Quantity("value")
        /// The lowest value.
        public static let minimum = Quantity("minimum")
        /// The highest value.
        public static let maximum = Quantity("maximum")
        /// A range's lower value.
        public static let lower = Quantity("lower")
        /// A range's upper value.
        public static let upper = Quantity("upper")
        /// The grid values snap to.
        public static let step = Quantity("step")
        /// The least distance between a range's two values.
        public static let minimumDistance = Quantity("minimumDistance")
        /// The screen angle of the minimum.
        public static let startAngle = Quantity("startAngle")
        /// The screen angle of the maximum.
        public static let endAngle = Quantity("endAngle")
        /// The pointer travel that sweeps a knob's whole range.
        public static let dragDistance = Quantity("dragDistance")
    }

    /// What the value was meant for.
    public let quantity: Quantity
    /// The rejected input.
    public let value: Double

    /// Creates a rejection of `value`, meant for `quantity`.
    public init(_ quantity: Quantity, value: Double) {
        self.quantity = quantity
        self.value = value
    }

    /// Creates a rejection naming what the value was meant for.
    @available(*, deprecated, renamed: "init(_:value:)")
    public init(property: String, value: Double) {
        self.init(Quantity(property), value: value)
    }

    /// The name of what the value was meant for.
    @available(*, deprecated, message: "Use quantity; the widget layer names the property")
    public var property: String { quantity.name }

    /// What is wrong, e.g. `invalid value nan for lower: not a finite number`.
    public var description: String { "invalid value \(value) for \(quantity): not a finite number" }
}
