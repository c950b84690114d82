import CCustomControls
import CustomControlsCGtk

/// One level's GObject properties, as an enumeration: libadwaita's `enum { PROP_0, …,
/// LAST_PROP }` in Swift.
///
/// Each level of the widget hierarchy declares the properties it handles, in one enumeration
/// whose cases carry their definitions: ``ControlState/SharedProperty`` (every control),
/// ``ArcValueControl`` 's ``ArcProperty`` (knob and circular slider) and each control's own. A
/// ``PropertyTable`` gives each case its GObject id and spec; get/set_property dispatch on the
/// case, and `notify(.lineWidth)` notifies by spec.
package protocol ControlProperty: CaseIterable, RawRepresentable, Hashable where RawValue == Int {
    /// The property's definition for a control with `defaults`.
    func definition(_ defaults: ControlDefaults) -> PropertyDefinition
}
