import CustomControlsCGtk
import CustomControlsCore

/// The images a layer showed last, kept alive after it moved on to another look, up to a
/// budget of memory shared by every control: a look a drag comes back to is then found in
/// ``RasterCache`` instead of drawn again.
///
/// Made for the circular controls' lit ring, whose glow steps with the value (one device
/// pixel at a time, about every twelfth frame of a drag at 200 px): a drag back and forth
/// visits the same few glow levels again and again, and drawing one anew (the lit ring pixel
/// by pixel, then its cut along the wedge's fixed edge) costs ten frames' worth of work.
/// Without this, the shared cache forgets a level as soon as no control shows it.
///
/// GTK draws on one thread only; see ``RasterCache``.
enum RecentRasters {
    /// The images kept, oldest first.
    nonisolated(unsafe) private(set) static var kept: [Raster] = []
    nonisolated(unsafe) private static var keptBytes = 0

    /// The memory the kept images may take: every glow level of a 200 px circular slider's lit
    /// ring and its cut, twice over (each is 160 kB at scale 1); at scale 2 a 200 px ring's
    /// image is 640 kB, and the levels a drag went through last are kept. A whole sweep there
    /// does not fit (18 levels of two images, 23 MB): each level is drawn anew, 1.3–2 ms every
    /// seventh frame or so under cairo against about 0.1 ms for the others (measured 29 Nov,
    /// the benchmark's p95 at scale 2); so does a 400 px ring's at scale 1.
    static let budgetBytes = 8 << 20

    /// Keeps `raster` (just shown) among the recent ones, as the newest.
    static func keep(_ raster: Raster?) {
        guard let raster else { return }
        if let last = kept.last, last === raster { return }  // the common case: the same look again
        let bytes = raster.bytes
        guard bytes <= budgetBytes else { return }
        if let index = kept.lastIndex(where: { $0 === raster }) {
            kept.remove(at: index)
            kept.append(raster)
            return
        }
        kept.append(raster)
        keptBytes += bytes
        while keptBytes > budgetBytes, !kept.isEmpty {
            keptBytes -= kept.removeFirst().bytes
        }
    }

    /// Lets every kept image go (those no control shows are freed).
    static func forget() {
        kept = []
        keptBytes = 0
    }
}

extension Raster {
    /// The image's memory, in bytes.
    var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * pixelHeight }
}
