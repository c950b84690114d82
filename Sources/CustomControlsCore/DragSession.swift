/// One drag of one control: how pointer positions become model changes.
///
/// A session is created on press (or not, when the press misses every part that can be
/// dragged), fed every pointer position, and can put the model back as it was at the press.
/// ``DragInteraction`` drives sessions and decides what is reported.
///
/// The sessions are ``KnobDrag``, ``CircularSliderDrag`` (an ``AngularDrag``),
/// ``RangeSliderDrag``, ``CircularRangeSliderDrag`` and ``XYPadDrag``. Points are in the
/// control's own space, in pixels.
public protocol DragSession: Sendable {
    /// The control's value model, such as ``KnobModel``: one with marks along one travel
    /// (``MarkedModel``), or the XY pad's, with marks per axis.
    associatedtype Model: ReportingModel
    /// Where the control's parts sit at its current size, such as ``KnobGeometry``.
    associatedtype Geometry: Sendable
    /// What a change report carries and animations move: the model's
    /// ``ReportingModel/ReportedValue``.
    typealias Value = Model.ReportedValue

    /// Starts a drag at `point`, possibly changing the model already (with `warps`, a knob
    /// jumps to the pointer); `nil` when nothing there can be dragged.
    ///
    /// - Parameters:
    ///   - point: The press.
    ///   - warps: Whether a press moves the value to the pointer (the desktop's
    ///     setting), or only dragging moves it.
    ///   - model: The model, which the press may change.
    ///   - geometry: The control's geometry at its current size.
    init?(at point: Point, warps: Bool, model: inout Model, geometry: Geometry)

    /// Follows the pointer to `point`.
    ///
    /// - Parameters:
    ///   - point: The pointer's position (not an offset from the press).
    ///   - model: The model to change.
    ///   - geometry: The control's geometry at its current size.
    mutating func update(to point: Point, model: inout Model, geometry: Geometry)

    /// Puts the model back as it was when the drag began.
    ///
    /// - Parameter model: The model to restore.
    func restore(_ model: inout Model)

    /// Moves from now on by `scale` of the pointer's movement (0.1 for fine-tuning, 1 back to
    /// normal), continuing from where the value is, so the switch never makes it jump.
    ///
    /// - Parameters:
    ///   - scale: The share of the pointer's movement to apply, e.g. ``fineTuneScale``.
    ///   - model: The model as it is now.
    ///   - geometry: The control's geometry at its current size.
    mutating func setScale(_ scale: Double, model: Model, geometry: Geometry)
}

extension DragSession {
    /// The value a change report is about.
    ///
    /// - Parameter model: The model.
    /// - Returns: ``ReportingModel/reportedValue``.
    @available(*, deprecated, message: "use the model's reportedValue")
    public static func reportedValue(of model: Model) -> Value { model.reportedValue }

    /// Starts a drag at `point` as GTK does by default: a press moves the value to the
    /// pointer where the control can.
    ///
    /// - Parameters:
    ///   - point: The press.
    ///   - model: The model, which the press may change.
    ///   - geometry: The control's geometry at its current size.
    public init?(at point: Point, model: inout Model, geometry: Geometry) {
        self.init(at: point, warps: true, model: &model, geometry: geometry)
    }
}

/// How much of the pointer's movement a fine-tuning drag applies.
public let fineTuneScale = 0.1
