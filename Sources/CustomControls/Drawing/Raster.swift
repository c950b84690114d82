import CustomControlsCGtk
import CustomControlsCore

/// A layer drawn once into an image at device resolution, then painted every frame until its
/// look changes: the knob tutorial's lesson (never repaint what does not change) taken to pixels.
///
/// A render node recorded once still strokes its paths again on every frame the renderer
/// draws; painting an image is a plain copy. Rasters are shared: every control that asks for
/// the same look at the same scale (a desk of identical knobs) paints the same image.
class Raster {
    /// The `cairo_surface_t *`: ARGB32, `scale` device pixels per logical pixel.
    let surface: OpaquePointer
    /// A pattern of the image, made once: a frame moves it rather than making a new one
    /// (a recording copies a pattern, so moving it later changes no recorded frame).
    private let pattern: OpaquePointer
    /// Logical size.
    let size: Size
    /// Device pixels per logical pixel.
    let scale: Double
    /// The image as a `GdkTexture *` and cut into tiles, for the texture form (see
    /// ``DrawingForm``); made on first use, over the image's own pixels.
    private var textureStorage: OpaquePointer?
    private var tiling: Tiling?
    /// What a painter works out once per image and keeps with it (a ``LitWedge``'s cells).
    var annotation: AnyObject?

    /// Draws `draw` (in logical pixels) into a new image of `size` at `scale`; nil for an
    /// empty size or one over ``maximumPixels`` (the caller then draws the layer itself).
    init?(size: Size, scale: Double, draw: (OpaquePointer) -> Void) {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        // A giant control is drawn as vectors every frame instead: its images would cost more
        // memory than they save time (see maximumPixels).
        guard width >= 1, height >= 1, width * height <= Self.maximumPixels,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_scale(surface, scale, scale)
        let cairo = cairo_create(surface)!
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        self.surface = surface
        pattern = cairo_pattern_create_for_surface(surface)
        self.size = size
        self.scale = scale
    }

    /// The largest image a layer may take, in device pixels: 16 MB, a 1,024 px knob at scale 2.
    static let maximumPixels = 2048.0 * 2048.0

    deinit {
        if let textureStorage { g_object_unref(UnsafeMutableRawPointer(textureStorage)) }
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }

    /// Device pixels across and down.
    var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// Paints the image with its top left at `origin`, moved to the nearest device pixel so
    /// the copy is exact (no resampling, no blur).
    func paint(_ cairo: OpaquePointer, at origin: Point = Point(x: 0, y: 0)) {
        setSource(cairo, at: origin)
        cairo_paint(cairo)
    }

    /// Paints the image (at the origin) in `rects`, which should lie on device pixels: a fill
    /// of boxes, which cairo copies box by box (a clip would cost more).
    func fill(_ cairo: OpaquePointer, _ rects: [Rect]) {
        setSource(cairo)
        cairo_new_path(cairo)
        for rect in rects { cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height) }
        cairo_fill(cairo)
    }

    /// Paints the image (at the origin) where it has visible pixels: the same pixels as
    /// ``paint(_:at:)``, copying fewer (a ring's image is empty in its corners). The box is one
    /// device pixel wider each way than the ink, so that at a scale whose pixels fall between
    /// logical ones its edges only ever cut clear pixels.
    func paintInk(_ cairo: OpaquePointer) {
        guard let ink = inkBounds else { return }
        fill(cairo, [Rect(x: Double(ink.x - 1) / scale, y: Double(ink.y - 1) / scale,
                          width: Double(ink.width + 2) / scale, height: Double(ink.height + 2) / scale)])
    }

    /// Makes the image `cairo`'s source, its top left at `origin` (moved to the nearest
    /// device pixel).
    func setSource(_ cairo: OpaquePointer, at origin: Point = Point(x: 0, y: 0)) {
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -snapped(origin.x), -snapped(origin.y))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cairo, pattern)
    }

    /// Paints the image (at the origin) only inside the path `addPath` adds.
    func paint(_ cairo: OpaquePointer, clippedTo addPath: () -> Void) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        addPath()
        cairo_clip(cairo)
        paint(cairo)
        cairo_restore(cairo)
    }

    /// `value` moved to the nearest device pixel.
    func snapped(_ value: Double) -> Double { (value * scale).rounded() / scale }

    // MARK: The texture form

    /// The visible part of the image (the smallest rectangle holding every pixel that is not
    /// fully transparent) as a `GdkTexture *` owned by the raster, sharing its pixels: a GPU
    /// renderer uploads it once and draws it from then on, however many frames and controls
    /// show it; nil when no pixel is visible. Cut to what shows, because llvmpipe pays for
    /// every pixel a texture covers, transparent or not.
    var texture: (texture: OpaquePointer, x: Int, y: Int, width: Int, height: Int)? {
        if let textureStorage, let ink = inkBounds { return (textureStorage, ink.x, ink.y, ink.width, ink.height) }
        guard let ink = inkBounds else { return nil }
        let made = makeTexture(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
        textureStorage = made
        return (made, ink.x, ink.y, ink.width, ink.height)
    }

    /// The device pixels holding every visible pixel; nil when none is.
    private(set) lazy var inkBounds: (x: Int, y: Int, width: Int, height: Int)? = inkBounds(x: 0, y: 0, width: pixelWidth, height: pixelHeight)

    /// Appends the image to `snapshot` as a texture node with its top left at `origin` (moved
    /// to the nearest device pixel, so the texture's pixels are the screen's).
    func append(to snapshot: OpaquePointer, at origin: Point = Point(x: 0, y: 0)) {
        guard let visible = texture else { return }
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: Float(snapped(origin.x) + Double(visible.x) / scale), y: Float(snapped(origin.y) + Double(visible.y) / scale)),
            size: graphene_size_t(width: Float(Double(visible.width) / scale), height: Float(Double(visible.height) / scale)))
        gtk_snapshot_append_texture(snapshot, visible.texture, &bounds)
    }

    /// One piece of a tiled image: its rectangle in device pixels and its texture.
    final class Tile {
        let x: Int, y: Int, width: Int, height: Int
        let texture: OpaquePointer
        /// The tile's texture node (a `GskRenderNode *`), made once: a frame appends it as it
        /// is rather than making a node per tile per frame.
        let node: OpaquePointer
        init(x: Int, y: Int, width: Int, height: Int, scale: Double, texture: OpaquePointer) {
            (self.x, self.y, self.width, self.height, self.texture) = (x, y, width, height, texture)
            var bounds = graphene_rect_t(
                origin: graphene_point_t(x: Float(Double(x) / scale), y: Float(Double(y) / scale)),
                size: graphene_size_t(width: Float(Double(width) / scale), height: Float(Double(height) / scale)))
            node = gsk_texture_node_new(texture, &bounds)
        }
        deinit {
            gsk_render_node_unref(node)
            g_object_unref(UnsafeMutableRawPointer(texture))
        }
    }

    /// The image cut along a ``TileGrid``: a tile per cell (cut to the cell's visible
    /// pixels), nil for a cell with no visible pixel.
    struct Tiling {
        let grid: TileGrid
        let tiles: [Tile?]
        /// The device pixels the tiles cover together, counted once: ``appendAll(_:to:)``
        /// weighs them every frame.
        let pixels: Int
        /// All tiles in one container node, made on first use.
        let all = ContainerNode()

        init(grid: TileGrid, tiles: [Tile?]) {
            self.grid = grid
            self.tiles = tiles
            pixels = tiles.reduce(0) { $0 + ($1.map { $0.width * $0.height } ?? 0) }
        }
    }

    /// A `GskRenderNode *` made on first use and owned from then on.
    final class ContainerNode {
        var node: OpaquePointer?
        deinit { if let node { gsk_render_node_unref(node) } }
    }

    /// The image cut into tiles along `grid` (cells of at most 128 device pixels: a GPU
    /// renderer keeps textures that small in a shared atlas and draws them in one batch).
    /// Tiles with no visible pixel are left out: a renderer that draws what it is given pays
    /// per pixel, and a ring's image is mostly empty.
    func tiling(_ grid: TileGrid) -> Tiling {
        if let tiling, tiling.grid == grid { return tiling }
        var tiles: [Tile?] = []
        tiles.reserveCapacity(grid.columns * grid.rows)
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = grid.cell(column: column, row: row)
                guard cell.width > 0, cell.height > 0, let ink = inkBounds(x: cell.x, y: cell.y, width: cell.width, height: cell.height) else {
                    tiles.append(nil)
                    continue
                }
                tiles.append(Tile(x: ink.x, y: ink.y, width: ink.width, height: ink.height, scale: scale,
                                  texture: makeTexture(x: ink.x, y: ink.y, width: ink.width, height: ink.height)))
            }
        }
        let made = Tiling(grid: grid, tiles: tiles)
        tiling = made
        return made
    }

    /// The grid of square cells of `side` device pixels over this image with a grid line
    /// through device pixel (`x`, `y`) each way.
    func grid(side: Int, through x: Int, _ y: Int) -> TileGrid {
        TileGrid(side: side, width: pixelWidth, height: pixelHeight, throughX: x, throughY: y)
    }

    /// Appends `tile` to `snapshot` as a texture node, the image's top left at the origin.
    func append(_ tile: Tile, to snapshot: OpaquePointer) {
        gtk_snapshot_append_node(snapshot, tile.node)
    }

    /// Appends every tile of `tiling` (made from this image): one node, made once; or the
    /// image whole when its tiles leave out less than a quarter of its visible pixels' box
    /// (a small control's ring, whose tiles are all ink): fewer pixels are what tiles are for,
    /// and each node costs GTK 4.18's GPU renderers memory of its own (1,000 knobs of 64 px
    /// under GL: 76 MB in four tiles each, 50 whole; docs/benchmark-history.md, "The knob's memory under
    /// 4.18's GPU renderers").
    func appendAll(_ tiling: Tiling, to snapshot: OpaquePointer) {
        if let ink = inkBounds, 4 * tiling.pixels >= 3 * ink.width * ink.height {
            append(to: snapshot)
            return
        }
        if tiling.all.node == nil {
            var nodes: [OpaquePointer?] = tiling.tiles.compactMap { $0?.node }
            tiling.all.node = nodes.withUnsafeMutableBufferPointer { gsk_container_node_new($0.baseAddress, guint($0.count)) }
        }
        if let node = tiling.all.node { gtk_snapshot_append_node(snapshot, node) }
    }

    /// A tile's rectangle in logical pixels.
    func rect(of tile: Tile) -> Rect {
        Rect(x: Double(tile.x) / scale, y: Double(tile.y) / scale, width: Double(tile.width) / scale, height: Double(tile.height) / scale)
    }

    /// A texture of the device pixels (`x`, `y`, `width`, `height`), sharing the image's memory
    /// (the texture keeps the image alive; the image never changes once drawn).
    private func makeTexture(x: Int, y: Int, width: Int, height: Int) -> OpaquePointer {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)! + y * stride + x * 4
        let release: GDestroyNotify = { cairo_surface_destroy(OpaquePointer($0)) }
        let bytes = g_bytes_new_with_free_func(data, gsize((height - 1) * stride + width * 4), release,
                                               UnsafeMutableRawPointer(cairo_surface_reference(surface)))
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(Int32(width), Int32(height), Self.cairoFormat, bytes, gsize(stride))
    }

    /// cairo's ARGB32 as GDK names it (GDK_MEMORY_DEFAULT, a macro Swift cannot see): a
    /// native-endian 32-bit word per premultiplied pixel.
    private static let cairoFormat = 1.littleEndian == 1 ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED

    /// The smallest rectangle within the device rectangle that holds every pixel of it that is
    /// not fully transparent; nil when none is.
    private func inkBounds(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var left = x + width, right = x - 1, top = y + height, bottom = y - 1
        for row in y..<(y + height) {
            let pixels = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in x..<(x + width) where pixels[column] != 0 {
                left = min(left, column)
                right = max(right, column)
                top = min(top, row)
                bottom = row
            }
        }
        return right < x ? nil : (left, top, right - left + 1, bottom - top + 1)
    }
}
