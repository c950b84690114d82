import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

/// The thin arc a knob or circular slider draws from its value to its modulated value
/// (`show-modulation`), in the tint, on its ``ModulationRing``: one look for every form.
///
/// The cairo form strokes it with the frame's other vectors; the texture and node forms append
/// it on its own, a stroke node on GTK 4.14 and later (no cairo node in a node-form frame), a
/// cairo node over its box before.
struct ModulationArc: Hashable {
    /// The control's centre.
    let center: Point
    /// The ring the arc lies on.
    let ring: ModulationRing
    /// Its ends, screen angles (either way round).
    let from: Double
    let to: Double
    /// The tint.
    let color: RGBA

    /// The box the arc's pixels lie in, on whole logical pixels: a cairo node placed between
    /// pixels is drawn resampled by GL, softened (GTK 4.8's renderers draw at whole scales).
    var paintedBox: Rect {
        let reach = ring.radius + ring.width
        let left = (center.x - reach).rounded(.down), top = (center.y - reach).rounded(.down)
        return Rect(x: left, y: top, width: (center.x + reach).rounded(.up) - left, height: (center.y + reach).rounded(.up) - top)
    }

    /// Whether the arc draws anything: a modulated value off the value, a ring with room.
    var isVisible: Bool { from != to && ring.radius > 0 && ring.width > 0 }

    /// Strokes the arc with round caps.
    func draw(_ cairo: OpaquePointer) {
        guard isVisible else { return }
        Cairo.strokeArc(cairo, center: center, radius: ring.radius, from: from, to: to, width: ring.width, color: color, cap: CAIRO_LINE_CAP_ROUND)
    }

    /// Appends the arc as a node of its own: a stroke of a path where GTK has paths, else a
    /// cairo node over the ring's box.
    func append(to snapshot: OpaquePointer) {
        guard isVisible else { return }
        var rgba = Snapshot.color(color)
        if cc_snapshot_append_arc(snapshot, center.x, center.y, ring.radius, from, to, ring.width, &rgba) != 0 { return }
        Cairo.draw(into: snapshot, bounds: paintedBox) { cairo in draw(cairo) }
    }
}
