/// Two values on two axes, each inside its own bounds: an XY pad's (a synth's XY controller, a
/// colour picker's saturation/value square, a pan/depth position).
///
/// Each axis is a ``BoundedValue`` with its own bounds, step grid and ``ValueScale``, and its
/// own marks (grid lines). Invariants, at every moment, per axis: all fields finite,
/// `minimum <= value <= maximum`, the value on the step grid. Setters never trap: non-finite
/// input throws ``RejectedValue`` naming the axis (`xValue`, `yMinimum`, …) and changes
/// nothing; everything else is clamped. Setting a bound past the other moves the other to meet
/// it, so properties can be set one by one in any order, as GtkBuilder does.
///
/// ```swift
/// var pad = XYPadModel()                 // both axes 0...1, the handle at (0.5, 0.5)
/// try pad.setMaximum(100, on: .x)
/// try pad.setValues(x: 25, y: 0.9)         // pad.values is (25, 0.9)
/// ```
public struct XYPadModel: Equatable, Sendable {
    /// One of the pad's two axes: `x` runs left to right, `y` bottom to top.
    public enum Axis: String, CaseIterable, Sendable {
        case x, y

        /// `base` as this axis names it in a rejection: `.value` on `x` is `xValue`.
        public func quantity(_ base: RejectedValue.Quantity) -> RejectedValue.Quantity {
            RejectedValue.Quantity(rawValue + base.name.prefix(1).uppercased() + String(base.name.dropFirst()))
        }
    }

    /// Both values: the unit of a change report and of animation.
    public struct Values: Interpolatable, CustomStringConvertible {
        /// The value on the x axis.
        public var x: Double
        /// The value on the y axis.
        public var y: Double

        /// The values `x` and `y`.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// The value on `axis`.
        public subscript(axis: Axis) -> Double { axis == .x ? x : y }

        public var description: String { "(\(x), \(y))" }

        /// Both values `progress` of the way from `from` to `to`, each on its own: the handle
        /// travels in a straight line.
        public static func interpolate(from: Values, to: Values, progress: Double) -> Values {
            Values(x: Double.interpolate(from: from.x, to: to.x, progress: progress),
                   y: Double.interpolate(from: from.y, to: to.y, progress: progress))
        }
    }

    /// The x axis: 0...1 with the value at 0.5 by default.
    public private(set) var x = BoundedValue(minimum: 0, maximum: 1, value: 0.5)
    /// The y axis: 0...1 with the value at 0.5 by default.
    public private(set) var y = BoundedValue(minimum: 0, maximum: 1, value: 0.5)
    /// The x axis's marks: vertical grid lines, sorted by value.
    public private(set) var xMarks = Marks()
    /// The y axis's marks: horizontal grid lines, sorted by value.
    public private(set) var yMarks = Marks()
    /// Whether drags stick at grid lines (``Detent``, each axis on its own) and keys stop on them.
    public var snapsToMarks = false

    /// Creates the default pad: both axes 0...1, continuous, the handle in the middle.
    public init() {}

    /// Both values.
    public var values: Values { Values(x: x.value, y: y.value) }

    /// The axis `axis`.
    public subscript(axis: Axis) -> BoundedValue { axis == .x ? x : y }

    /// The marks of `axis`.
    public func marks(on axis: Axis) -> Marks { self[keyPath: Self.marks(axis)] }

    /// The marks of `axis` that hold a drag or stop a key: its marks when ``snapsToMarks`` is on.
    public func stoppingMarks(on axis: Axis) -> Marks? { snapsToMarks ? marks(on: axis) : nil }

    /// Sets the value on `axis`, clamped into its bounds and snapped to its grid.
    ///
    /// - Throws: ``RejectedValue`` (`xValue` or `yValue`) for NaN or ±infinity, leaving the
    ///   model unchanged.
    public mutating func setValue(_ newValue: Double, on axis: Axis) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: axis.quantity(.value))
        try? self[keyPath: Self.bounded(axis)].setValue(newValue)  // finite: it clamps, never throws
    }

    /// Sets both values at once; nothing changes unless both are finite.
    ///
    /// - Throws: ``RejectedValue`` (`xValue` or `yValue`) when either is NaN or ±infinity,
    ///   leaving the model unchanged.
    public mutating func setValues(x newX: Double, y newY: Double) throws(RejectedValue) {
        let newX = try ValueMath.finite(newX, for: Axis.x.quantity(.value))
        let newY = try ValueMath.finite(newY, for: Axis.y.quantity(.value))
        try? x.setValue(newX)  // finite: they clamp, never throw
        try? y.setValue(newY)
    }

    /// Sets the lowest value of `axis`; its maximum moves up to meet it if below.
    ///
    /// - Throws: ``RejectedValue`` (`xMinimum` or `yMinimum`) for NaN or ±infinity.
    public mutating func setMinimum(_ newValue: Double, on axis: Axis) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: axis.quantity(.minimum))
        try? self[keyPath: Self.bounded(axis)].setMinimum(newValue)  // finite: it clamps, never throws
    }

    /// Sets the highest value of `axis`; its minimum moves down to meet it if above.
    ///
    /// - Throws: ``RejectedValue`` (`xMaximum` or `yMaximum`) for NaN or ±infinity.
    public mutating func setMaximum(_ newValue: Double, on axis: Axis) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: axis.quantity(.maximum))
        try? self[keyPath: Self.bounded(axis)].setMaximum(newValue)  // finite: it clamps, never throws
    }

    /// Sets the grid of `axis` (negative clamps to 0, continuous); its value snaps to it.
    ///
    /// - Throws: ``RejectedValue`` (`xStep` or `yStep`) for NaN or ±infinity.
    public mutating func setStep(_ newValue: Double, on axis: Axis) throws(RejectedValue) {
        let newValue = try ValueMath.finite(newValue, for: axis.quantity(.step))
        try? self[keyPath: Self.bounded(axis)].setStep(newValue)  // finite: it clamps, never throws
    }

    /// Sets how the values of `axis` spread along its travel.
    public mutating func setScale(_ scale: ValueScale, on axis: Axis) {
        self[keyPath: Self.bounded(axis)].scale = scale
    }

    /// Adds a grid line to `axis`, in value order.
    public mutating func addMark(_ mark: Mark, on axis: Axis) {
        self[keyPath: Self.marks(axis)].add(mark)
    }

    /// Removes every grid line of `axis`.
    public mutating func removeAllMarks(on axis: Axis) {
        self[keyPath: Self.marks(axis)].removeAll()
    }

    /// Where `value` lies along `axis`, 0...1 (on its scale).
    public func fraction(of value: Double, on axis: Axis) -> Double { self[axis].fraction(of: value) }

    /// Where both values lie along their axes, 0...1 each.
    public var fractions: Values { Values(x: x.fraction, y: y.fraction) }

    /// The legal value `fraction` of the way along `axis` (clamped and snapped).
    public func value(atFraction fraction: Double, on axis: Axis) -> Double { self[axis].value(atFraction: fraction) }

    /// Where the model keeps `axis`.
    private static func bounded(_ axis: Axis) -> WritableKeyPath<XYPadModel, BoundedValue> {
        axis == .x ? \.x : \.y
    }

    /// Where the model keeps `axis`'s marks.
    private static func marks(_ axis: Axis) -> WritableKeyPath<XYPadModel, Marks> {
        axis == .x ? \.xMarks : \.yMarks
    }
}

extension XYPadModel: ReportingModel {
    /// A change report carries both values.
    public var reportedValue: Values { values }

    /// Sets both values.
    public mutating func setReportedValue(_ value: Values) throws(RejectedValue) {
        try setValues(x: value.x, y: value.y)
    }
}

extension XYPadModel: MarkKeeping {
    /// Whether neither axis has a grid line.
    public var hasNoMarks: Bool { xMarks.isEmpty && yMarks.isEmpty }

    /// The bounds of the axis a mark labelled at `position` lines: ``Axis/init(marking:)``.
    public func markBounds(at position: MarkPosition) -> ClosedRange<Double> {
        let axis = self[Axis(marking: position)]
        return axis.minimum...axis.maximum
    }

    /// Adds `mark` as a grid line of the axis its label's edge names.
    public mutating func add(_ mark: Mark) { addMark(mark, on: Axis(marking: mark.position)) }

    /// Removes the grid lines of both axes.
    public mutating func removeAllMarks() {
        xMarks.removeAll()
        yMarks.removeAll()
    }
}

extension XYPadModel.Axis {
    /// The axis whose grid line a mark labelled at `position` is: a label on the top or bottom
    /// edge names an `x` (a vertical line), one on the left or right edge a `y`, as a chart's
    /// axes are labelled.
    public init(marking position: MarkPosition) {
        self = position == .top || position == .bottom ? .x : .y
    }
}
