import CustomControlsCGtk
import CustomControls
import Foundation

/// A shop's filter: two range sliders narrow a GtkListView of 300 products, drawn by the GTK
/// theme (`appearance` `theme`) as the GtkScale beside them, which sets the highest price
/// alone and follows the price slider's upper thumb. **Price** runs from €5 to €500 on a
/// logarithmic scale (€5 to €50 takes as much travel as €50 to €500, so cheap things are as
/// easy to pick as dear ones), and is continuous: it re-filters the list on every movement of
/// a thumb; **Rating** is not
/// continuous: its readout follows the thumbs (`onNotify`), but the list is filtered once,
/// when the thumb is let go (`value-changed`).
///
/// Each filter change tells GTK whether it only hides (`MORE_STRICT`) or only shows
/// (`LESS_STRICT`) rows, so the list re-checks only the rows that can change. Prints
/// `value-changed price 40.000 250.000`, `value-changed rating 3.500 5.000` and, after each
/// filtering, `filtered 123 of 300`.
@MainActor
final class FilterScene {
    struct Product {
        let name: String
        let price: Double
        let rating: Double
    }

    let price = RangeSlider()
    let rating = RangeSlider()
    let products = FilterScene.makeProducts()
    private(set) var card: UnsafeMutablePointer<GtkWidget>!
    private var filter: OpaquePointer!
    private var filtered: OpaquePointer!
    private let countLabel = SceneKit.label("", "dim-label", "numeric", xalign: 1)
    /// The ranges the list shows: what the sliders last committed with value-changed.
    private var shownPrices: ClosedRange<Double>
    private var shownRatings: ClosedRange<Double>

    init() {
        price.maximumValue = 500
        price.minimumValue = 5
        price.valueScale = .logarithmic
        price.step = 5
        price.page = 50
        price.digits = 0
        price.showLabels = true
        price.valueFormatter = { "€\(Int($0.rounded()))" }
        price.setValues(lower: 40, upper: 250)
        price.editable = true  // Enter on a thumb types a price: "120", "€120" or "120 €"
        price.defaultLowerValue = 5
        price.defaultUpperValue = 500
        // Round prices along the logarithmic track, below it (the thumbs' labels go above): guides,
        // not detents, so a drag still sweeps the prices smoothly.
        for (value, label) in [(10.0, "€10"), (50, "€50"), (100, "€100"), (250, "€250")] {
            price.addMark(value, position: .bottom, markup: label)
        }

        rating.minimumValue = 1
        rating.maximumValue = 5
        rating.step = 0.1
        rating.page = 0.5
        rating.digits = 1
        rating.continuous = false
        rating.showLabels = true
        rating.valueFormatter = { String(format: "%.1f ★", $0) }
        rating.setValues(lower: 3.5, upper: 5)
        rating.defaultLowerValue = 1
        rating.defaultUpperValue = 5
        // Drawn by the theme, as the GtkScale below: the same trough, highlight and thumbs.
        price.appearance = .theme
        rating.appearance = .theme
        shownPrices = 40...250
        shownRatings = 3.5...5

        let priceHeading = SceneKit.label("Price", "heading", xalign: 0)
        let priceReadout = SceneKit.label("", "dim-label", "numeric", xalign: 1)
        let ratingHeading = SceneKit.label("Rating", "heading", xalign: 0)
        let ratingReadout = SceneKit.label("", "dim-label", "numeric", xalign: 1)
        price.widget.setLabelledBy(priceHeading)
        rating.widget.setLabelledBy(ratingHeading)
        let content = SceneKit.column(spacing: 8, [
            Self.row(priceHeading, priceReadout), Self.slider(price),
            Self.row(SceneKit.label("Up to", "caption", "dim-label", xalign: 0), priceCap()),
            Self.row(ratingHeading, SceneKit.label("filters on release", "caption", "dim-label"), ratingReadout), Self.slider(rating),
            list(), countLabel,
        ])
        card = SceneKit.card(title: "Filter", subtitle: "Two range sliders narrow a list of 300 products", content: content).card
        gtk_widget_set_valign(content, GTK_ALIGN_FILL)  // the list takes the card's height

        // The readouts follow every movement of the thumbs, committed or not.
        let showPrices = { (price: RangeSlider) in gtk_label_set_text(priceReadout.opaque, "€\(Int(price.lowerValue.rounded())) – €\(Int(price.upperValue.rounded()))") }
        let showRatings = { (rating: RangeSlider) in
            gtk_label_set_text(ratingReadout.opaque, String(format: "%.1f – %.1f ★", rating.lowerValue, rating.upperValue))
        }
        showPrices(price)
        showRatings(rating)
        price.onNotify(\.lowerValue) { showPrices($0) }
        price.onNotify(\.upperValue) { showPrices($0) }
        rating.onNotify(\.lowerValue) { showRatings($0) }
        rating.onNotify(\.upperValue) { showRatings($0) }
        showCount()

        price.onValueChanged { [unowned self] slider in
            report(String(format: "value-changed price %.3f %.3f", slider.lowerValue, slider.upperValue))
            self.refilter(prices: slider.lowerValue...slider.upperValue, ratings: self.shownRatings)
        }
        rating.onValueChanged { [unowned self] slider in
            report(String(format: "value-changed rating %.3f %.3f", slider.lowerValue, slider.upperValue))
            self.refilter(prices: self.shownPrices, ratings: slider.lowerValue...slider.upperValue)
        }
    }

    private static func row(_ children: UnsafeMutablePointer<GtkWidget>...) -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_set_hexpand(children[children.count - 1], 1)
        return SceneKit.row(spacing: 8, children)
    }

    /// A GtkScale for the highest price alone, beside the range sliders in the theme's look: it
    /// shares the price slider's upper thumb's adjustment (`upper-adjustment`), so each follows
    /// the other with no code here. The scale is linear; the slider's thumb, logarithmic.
    private func priceCap() -> UnsafeMutablePointer<GtkWidget> {
        let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, price.upperAdjustment)!
        gtk_scale_set_draw_value(scale.as(GtkScale.self), 0)
        gtk_widget_set_hexpand(scale, 1)
        scale.setAccessibleLabel("Highest price")
        return scale
    }

    private static func slider(_ slider: RangeSlider) -> UnsafeMutablePointer<GtkWidget> {
        // Room above for the labels the thumbs show while dragged.
        gtk_widget_set_size_request(slider.widget, 120, 28)
        gtk_widget_set_hexpand(slider.widget, 1)
        gtk_widget_set_valign(slider.widget, GTK_ALIGN_END)
        gtk_widget_set_margin_top(slider.widget, 18)
        return slider.widget
    }

    // MARK: The list

    /// A GtkListView of every product (as a GtkStringList of indices), filtered by a
    /// GtkCustomFilter that reads the ranges the sliders committed.
    private func list() -> UnsafeMutablePointer<GtkWidget> {
        let indices = gtk_string_list_new(nil)!
        for index in products.indices { gtk_string_list_append(indices, String(index)) }

        final class Match {
            let body: (Int) -> Bool
            init(_ body: @escaping (Int) -> Bool) { self.body = body }
        }
        let match = Match { [unowned self] index in
            MainActor.assumeIsolated {
                let product = self.products[index]
                return self.shownPrices.contains(product.price) && self.shownRatings.contains(product.rating)
            }
        }
        let function: GtkCustomFilterFunc = { item, data in
            guard let item, let data, let text = gtk_string_object_get_string(OpaquePointer(item)), let index = Int(String(cString: text))
            else { return 0 }
            return Unmanaged<Match>.fromOpaque(data).takeUnretainedValue().body(index) ? 1 : 0
        }
        let release: GDestroyNotify = { data in
            if let data { Unmanaged<Match>.fromOpaque(data).release() }
        }
        filter = gtk_custom_filter_new(function, Unmanaged.passRetained(match).toOpaque(), release)
        // The models and the factory are each handed on (transfer full), the filter kept by us too.
        g_object_ref(UnsafeMutableRawPointer(filter))
        filtered = gtk_filter_list_model_new(indices, UnsafeMutablePointer<GtkFilter>(filter))
        g_object_ref(UnsafeMutableRawPointer(filtered))
        let selection = gtk_no_selection_new(filtered)

        let factory = gtk_signal_list_item_factory_new()!
        Signals.connect(UnsafeMutableRawPointer(factory), "setup") { item in
            let name = SceneKit.label("", xalign: 0)
            gtk_label_set_ellipsize(name.opaque, PANGO_ELLIPSIZE_END)
            gtk_widget_set_hexpand(name, 1)
            let stars = SceneKit.label("", "dim-label", "numeric", xalign: 1)
            let cost = SceneKit.label("", "numeric", xalign: 1)
            gtk_label_set_width_chars(cost.opaque, 5)
            let row = SceneKit.row(spacing: 12, [name, stars, cost])
            gtk_widget_set_margin_start(row, 6)
            gtk_widget_set_margin_end(row, 6)
            gtk_list_item_set_child(OpaquePointer(item), row)
        }
        let products = products
        Signals.connect(UnsafeMutableRawPointer(factory), "bind") { item in
            guard let row = gtk_list_item_get_child(OpaquePointer(item)),
                  let object = gtk_list_item_get_item(OpaquePointer(item)),
                  let text = gtk_string_object_get_string(OpaquePointer(object)),
                  let index = Int(String(cString: text)) else { return }
            let product = products[index]
            let name = gtk_widget_get_first_child(row)!
            let stars = gtk_widget_get_next_sibling(name)!
            let cost = gtk_widget_get_next_sibling(stars)!
            gtk_label_set_text(name.opaque, product.name)
            gtk_label_set_text(stars.opaque, String(format: "%.1f ★", product.rating))
            gtk_label_set_text(cost.opaque, "€\(Int(product.price))")
        }
        let view = gtk_list_view_new(selection, factory)!
        gtk_widget_add_css_class(view, "products")
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, view)
        gtk_widget_set_size_request(scroller, -1, 200)
        gtk_widget_set_vexpand(scroller, 1)
        let frame = gtk_frame_new(nil)!
        gtk_frame_set_child(frame.as(GtkFrame.self), scroller)
        return frame
    }

    /// Filters the list again for new ranges, telling GTK which rows can change.
    private func refilter(prices: ClosedRange<Double>, ratings: ClosedRange<Double>) {
        let old = (shownPrices, shownRatings)
        guard (prices, ratings) != old else { return }
        shownPrices = prices
        shownRatings = ratings
        let narrower = old.0.lowerBound <= prices.lowerBound && prices.upperBound <= old.0.upperBound
            && old.1.lowerBound <= ratings.lowerBound && ratings.upperBound <= old.1.upperBound
        let wider = prices.lowerBound <= old.0.lowerBound && old.0.upperBound <= prices.upperBound
            && ratings.lowerBound <= old.1.lowerBound && old.1.upperBound <= ratings.upperBound
        let change = narrower ? GTK_FILTER_CHANGE_MORE_STRICT : wider ? GTK_FILTER_CHANGE_LESS_STRICT : GTK_FILTER_CHANGE_DIFFERENT
        gtk_filter_changed(UnsafeMutablePointer<GtkFilter>(filter), change)
        showCount()
        report("filtered \(shownCount) of \(products.count)")
    }

    private var shownCount: Int { Int(g_list_model_get_n_items(filtered)) }

    private func showCount() {
        gtk_label_set_text(countLabel.opaque, "\(shownCount) of \(products.count) products")
    }

    // MARK: Products

    /// 300 products: every material with every kind of thing, priced from the kind's base
    /// price and the material's, rated 2.0 to 5.0 (the same list on every run).
    private static func makeProducts() -> [Product] {
        let materials: [(String, Double)] = [
            ("Oak", 1.2), ("Walnut", 1.45), ("Ash", 1.0), ("Birch", 0.85), ("Teak", 1.5), ("Linen", 0.8), ("Cotton", 0.6),
            ("Wool", 0.95), ("Velvet", 1.1), ("Leather", 1.6), ("Rattan", 0.75), ("Bamboo", 0.55), ("Cork", 0.5),
            ("Copper", 1.3), ("Brass", 1.35), ("Steel", 0.9), ("Glass", 0.7), ("Ceramic", 0.65), ("Marble", 1.55), ("Terrazzo", 1.25),
        ]
        let kinds: [(String, Double)] = [
            ("Desk Lamp", 70), ("Armchair", 300), ("Side Table", 140), ("Bookshelf", 240), ("Rug", 180), ("Vase", 38),
            ("Mirror", 95), ("Stool", 75), ("Throw", 48), ("Wall Clock", 42), ("Planter", 30), ("Cushion", 24), ("Tray", 22),
            ("Bench", 210), ("Pendant Light", 125),
        ]
        var products: [Product] = []
        var seed: UInt32 = 19
        func next() -> Double {  // a small linear congruential generator, 0..<1
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Double(seed >> 8) / Double(1 << 24)
        }
        for (material, factor) in materials {
            for (kind, base) in kinds {
                let price = min(495, max(5, (base * factor * (0.8 + 0.4 * next())).rounded()))
                let rating = (20 + 30 * next()).rounded() / 10
                products.append(Product(name: "\(material) \(kind)", price: price, rating: rating))
            }
        }
        return products
    }

    var parts: [(String, UnsafeMutablePointer<GtkWidget>)] {
        // The lower thumb too: the marks' labels take room below the track, so the thumb, not
        // the slider's box, says where the track runs and how long a thumb is.
        var parts = [("price", price.widget), ("rating", rating.widget)]
        if let upper = gtk_widget_get_last_child(price.widget), let lower = gtk_widget_get_prev_sibling(upper) {
            parts.append(("price-lower-thumb", lower))
        }
        return parts
    }

    var valuesLines: [String] {
        [String(format: "values price %.3f %.3f %.3f %.3f", price.minimumValue, price.maximumValue, price.lowerValue, price.upperValue),
         String(format: "values rating %.3f %.3f %.3f %.3f", rating.minimumValue, rating.maximumValue, rating.lowerValue, rating.upperValue),
         "filtered \(shownCount) of \(products.count)"]
    }
}
