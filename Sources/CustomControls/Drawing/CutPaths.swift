import CCustomControls
import CustomControlsCGtk
import CustomControlsCore
import Foundation

/// The paths of the cuts across sectors' edges drawn last (``RingNodes/inSector(_:around:inner:outer:scale:start:turn:_:)``),
/// kept: GTK's newer GPU renderers cache a fill's mask by its path, so a frame at rest must
/// draw the same path again rather than an equal new one. GTK draws on one thread only.
enum CutPaths {
    private final class Path {
        let pointer: gpointer
        init(_ pointer: gpointer) { self.pointer = pointer }
        deinit { cc_path_unref(pointer) }
    }

    nonisolated(unsafe) private static var recent: [(outline: [Point], path: Path)] = []

    /// The path of `outline` (a closed polygon), the one made for it last if it is recent; nil
    /// before GTK 4.14.
    static func path(_ outline: [Point]) -> gpointer? {
        if let index = recent.firstIndex(where: { $0.outline == outline }) { return recent[index].path.pointer }
        let coordinates = outline.flatMap { [$0.x, $0.y] }
        guard let made = coordinates.withUnsafeBufferPointer({ cc_path_new_polygon($0.baseAddress, Int32(outline.count)) }) else { return nil }
        // Both edges of a few controls' sectors: a drag replaces one of them each frame.
        if recent.count >= 32 { recent.removeFirst() }
        recent.append((outline, Path(made)))
        return made
    }
}
