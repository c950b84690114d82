/// A drag of a circular slider: an ``AngularDrag`` of a ``CircularSliderModel``.
public typealias CircularSliderDrag = AngularDrag<CircularSliderModel, CircularSliderGeometry>
