/// A drag of one range slider thumb, or of the highlighted range between the thumbs.
///
/// Pressing the range between the thumbs drags both, keeping the width. A dragged thumb
/// stops at the other, or pushes it along when the model says so. With the model's stopping
/// marks (``RangeSliderModel/snapsToMarks``) a dragged thumb, or the dragged range when either of its ends
/// reaches a mark, sticks there for ``Detent/holdDistance`` pixels (``Detent``).
///
/// Relative, as in the tutorial: the thumb moves by the pointer's horizontal travel since the press
/// (value delta = range * dx / usable length), so pressing never makes it jump, and the pointer
/// may leave the widget. A thumb stops at the other thumb. When the press lands on both thumbs
/// (they overlap), the first movement that can move one decides: towards the minimum the
/// lower thumb, towards the maximum the upper one (leftwards and rightwards unless mirrored). Overlapping thumbs can therefore always be pulled apart.
///
/// Points are in the slider's own space: x along the track, y across it. The widget turns a
/// vertical slider's points a quarter turn first, so that x runs upwards from the bottom.
public struct RangeSliderDrag: DragSession, Equatable {
    /// One of the two thumbs: `lower` (the minimum side) or `upper` (the maximum side).
    public enum Thumb: Equatable, Sendable { case lower, upper }

    /// The thumb being dragged; `nil` while the press is on both and no movement decided yet,
    /// and when the range between them is dragged.
    public private(set) var thumb: Thumb?
    /// Whether the press landed on the range between the thumbs: both move together.
    public let movesRange: Bool
    /// Where the press landed.
    public let startPoint: Point
    /// Both values at the press; ``restore(_:)`` returns to them.
    public let startValues: ValuePair
    /// Where the current stretch of the drag is measured from: the press, or the place where
    /// the scale last changed, with the values there.
    private var anchorPoint: Point
    private var anchorValues: ValuePair
    private var scale = 1.0
    private var lastPoint: Point
    /// The detent of the thumb being dragged; nil until a thumb is chosen.
    private var detent: Detent?
    /// A range drag's detent, over the shift of both values since the anchor: it holds when
    /// either end of the range reaches a mark. Nil without stopping marks.
    private var rangeDetent: Detent?
    /// The shifts (fractions of the travel, from the anchor) that put either end on a mark.
    private var rangeStops = Marks()

    /// Starts a drag at `point`, on a thumb, on both overlapping thumbs, or on the range
    /// between them; that press changes nothing. Elsewhere on the slider, with `warps` (GTK's
    /// default, as GtkRange does), the nearer thumb jumps to the press and is dragged.
    ///
    /// - Parameters:
    ///   - point: The press.
    ///   - warps: Whether a press beside the thumbs and the range moves the nearer thumb there.
    ///   - model: The range slider's model; a warping press moves a thumb.
    ///   - geometry: The slider's geometry, for where the thumbs are.
    /// - Returns: nil when the press misses both thumbs and the range between them, without
    ///   `warps`.
    public init?(at point: Point, warps: Bool, model: inout RangeSliderModel, geometry: RangeSliderGeometry) {
        let onLower = geometry.thumbRect(atFraction: model.fraction(of: model.lower)).contains(point)
        let onUpper = geometry.thumbRect(atFraction: model.fraction(of: model.upper)).contains(point)
        let from = geometry.position(atFraction: model.fraction(of: model.lower))
        let to = geometry.position(atFraction: model.fraction(of: model.upper))
        let onSlider = point.y >= 0 && point.y <= geometry.size.height
        let pressed = model.values
        let betweenThumbs = point.x > min(from, to) && point.x < max(from, to) && onSlider
        movesRange = !onLower && !onUpper && betweenThumbs
        switch (onLower, onUpper) {
        case (false, false) where !movesRange:
            guard warps, onSlider else { return nil }
            // The nearer thumb's centre jumps to the press, stopping at the other thumb.
            let target = geometry.fraction(atPosition: point.x)
            let nearer: Thumb = abs(point.x - from) <= abs(point.x - to) ? .lower : .upper
            switch nearer {
            case .lower: model.moveLower(toFraction: target)
            case .upper: model.moveUpper(toFraction: target)
            }
            thumb = nearer
        case (false, false): thumb = nil
        case (true, false): thumb = .lower
        case (false, true): thumb = .upper
        case (true, true): thumb = nil
        }
        startPoint = point
        startValues = pressed
        anchorPoint = point
        anchorValues = model.values
        lastPoint = point
        if let thumb { detent = Self.detent(for: thumb, model: model) }
        if movesRange { startRangeDetent(model: model) }
    }

    /// Starts the range drag's detent at the anchor: the shifts that bring the lower end or
    /// the upper end onto each mark, merged in order (so that building them for ten thousand
    /// marks stays linear), holding at once when an end sits on a mark.
    private mutating func startRangeDetent(model: RangeSliderModel) {
        guard let marks = model.stoppingMarks, !marks.isEmpty else {
            rangeDetent = nil
            rangeStops = Marks()
            return
        }
        let from = model.fraction(of: anchorValues.lower), to = model.fraction(of: anchorValues.upper)
        let places = marks.map { model.fraction(of: $0.value) }
        var stops = Marks(), byUpper = places.startIndex, byLower = places.startIndex
        // Each list is sorted; the upper end's shifts are the smaller ones.
        while byUpper < places.endIndex || byLower < places.endIndex {
            if byLower == places.endIndex || (byUpper < places.endIndex && places[byUpper] - to <= places[byLower] - from) {
                stops.add(Mark(value: places[byUpper] - to))
                byUpper += 1
            } else {
                stops.add(Mark(value: places[byLower] - from))
                byLower += 1
            }
        }
        rangeStops = stops
        var detent = Detent(at: 0)
        detent.holdIfOnMark(stops, key: { $0 })
        rangeDetent = detent
    }

    /// A detent starting at `thumb`'s place, already holding when the thumb sits on a mark.
    private static func detent(for thumb: Thumb, model: RangeSliderModel) -> Detent {
        var detent = Detent(at: model.fraction(of: thumb == .lower ? model.lower : model.upper))
        detent.holdIfOnMark(model.stoppingMarks, key: model.fraction(of:))
        return detent
    }

    /// Moves from now on by `scale` of the pointer's travel, from the pointer's last position
    /// and the values there.
    ///
    /// - Parameters:
    ///   - scale: ``fineTuneScale`` to fine-tune, 1 for normal speed.
    ///   - model: The range slider's model as it is now.
    ///   - geometry: The slider's geometry.
    public mutating func setScale(_ scale: Double, model: RangeSliderModel, geometry: RangeSliderGeometry) {
        self.scale = scale
        anchorPoint = lastPoint
        anchorValues = model.values
        if let thumb { detent?.rebase(at: model.fraction(of: thumb == .lower ? model.lower : model.upper)) }
        if movesRange { startRangeDetent(model: model) }
    }

    /// Follows the pointer to `point`: moves the dragged thumb, or both for a range drag, by
    /// the pointer's travel along the track.
    ///
    /// - Parameters:
    ///   - point: The pointer's position; only its travel along the track counts.
    ///   - model: The range slider's model.
    ///   - geometry: The slider's geometry, for the track's usable length and mirroring.
    public mutating func update(to point: Point, model: inout RangeSliderModel, geometry: RangeSliderGeometry) {
        lastPoint = point
        let travel = geometry.fractionDelta(forTravel: point.x - anchorPoint.x) * scale
        if movesRange {
            var shift = travel
            if var held = rangeDetent {
                shift = held.apply(travel, slack: abs(geometry.fractionDelta(forTravel: Detent.holdDistance) * scale), marks: rangeStops, key: { $0 })
                rangeDetent = held
            }
            model.moveRange(from: anchorValues, by: shift)
            return
        }
        if let thumb {
            move(thumb, by: travel, slack: geometry.fractionDelta(forTravel: Detent.holdDistance) * scale, model: &model)
            return
        }
        guard travel != 0 else { return }
        let candidate: Thumb = travel < 0 ? .lower : .upper
        let before = model.values
        var trial = self
        trial.detent = Self.detent(for: candidate, model: model)
        trial.move(candidate, by: travel, slack: geometry.fractionDelta(forTravel: Detent.holdDistance) * scale, model: &model)
        if model.values != before {
            thumb = candidate
            detent = trial.detent
        }
    }

    /// Puts both values back to ``startValues``.
    ///
    /// - Parameter model: The range slider's model.
    public func restore(_ model: inout RangeSliderModel) {
        try? model.setValues(lower: startValues.lower, upper: startValues.upper)
    }

    /// Puts `thumb` at its anchor fraction plus `travel`, starting from the other thumb as the
    /// model has it now (the other thumb never moves during this drag).
    private mutating func move(_ thumb: Thumb, by travel: Double, slack: Double, model: inout RangeSliderModel) {
        let pushing = model.pushesOtherThumb
        let anchor = model.fraction(of: thumb == .lower ? anchorValues.lower : anchorValues.upper)
        var fraction = anchor + travel
        var markValue: Double?
        if var held = detent {
            fraction = held.apply(fraction, slack: abs(slack), marks: model.stoppingMarks, key: model.fraction(of:))
            markValue = held.heldValue
            detent = held
        }
        let target = markValue ?? model.value(atFraction: fraction)
        switch thumb {
        case .lower: model.moveLower(to: target, pushing: pushing)
        case .upper: model.moveUpper(to: target, pushing: pushing)
        }
    }
}
