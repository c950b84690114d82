import CCustomControls
import CCustomControlsTestSupport
import CustomControlsCGtk
import CustomControlsCore
import Foundation
import Testing
@testable import CustomControls

/// Where the range slider draws its thumbs and its marks' ticks, found in its pixels, against
/// where they belong: the value's fraction worked out here from the scale's own formula (not by
/// the code under test), placed by the tutorial's geometry (thumb centres travel over the width
/// less one thumb). On a linear, a logarithmic and a skewed scale, each thumb and each tick,
/// unmirrored and mirrored.
@MainActor
@Suite(.serialized, .gtk)
struct ThumbPositionOracleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let scale: ValueScaleKind
        let minimum: Double, maximum: Double, skewMid: Double
        let lower: Double, upper: Double

        var testDescription: String { "\(scale) \(minimum)…\(maximum) at \(lower), \(upper)" }

        /// The value's fraction of the travel, from the scale's definition.
        func fraction(_ value: Double) -> Double {
            switch scale {
            case .linear: (value - minimum) / (maximum - minimum)
            case .logarithmic: Foundation.log(value / minimum) / Foundation.log(maximum / minimum)
            // The power that puts the mid value half way.
            case .skewed: pow((value - minimum) / (maximum - minimum),
                              Foundation.log(0.5) / Foundation.log((skewMid - minimum) / (maximum - minimum)))
            }
        }
    }

    nonisolated static let cases = [
        Case(scale: .linear, minimum: 0, maximum: 100, skewMid: 0, lower: 25, upper: 75),
        Case(scale: .logarithmic, minimum: 1, maximum: 1000, skewMid: 0, lower: 10, upper: 100),  // 1/3, 2/3
        Case(scale: .skewed, minimum: 0, maximum: 100, skewMid: 10, lower: 10, upper: 40),         // 1/2, ~0.83
    ]

    /// The centres of the runs of thumb-red pixels along the slider's middle row.
    private func redRuns(_ pixels: [UInt8], width: Int, height: Int) -> [Double] {
        let stride = pixels.count / height, row = height / 2
        var runs: [Double] = [], start: Int?
        for x in 0...width {
            var red = false
            if x < width {
                // Cairo's ARGB32, premultiplied, little-endian: B, G, R, A.
                let offset = row * stride + x * 4
                let (b, g, r) = (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
                red = r > 120 && r > 2 * g && r > 2 * b
            }
            if red, start == nil { start = x }
            if !red, let first = start {
                runs.append(Double(first + x) / 2)  // the run covers first..<x
                start = nil
            }
        }
        return runs
    }

    @Test(arguments: cases, [false, true])
    func eachThumbIsDrawnWhereItsValueBelongs(example: Case, mirrored: Bool) throws {
        let slider = RangeSlider()
        let widget = slider.widget
        slider.minimumValue = example.minimum
        slider.maximumValue = example.maximum
        if example.scale == .skewed { slider.skewMidValue = example.skewMid }
        slider.valueScale = example.scale
        slider.setValues(lower: example.lower, upper: example.upper)
        slider.thumbColor = RGBA(red: 0.9, green: 0.1, blue: 0.1)
        slider.trackColor = RGBA(red: 0.1, green: 0.1, blue: 0.9)
        slider.trackHighlightColor = RGBA(red: 0.1, green: 0.8, blue: 0.1)
        slider.inverted = mirrored
        let width = 300, height = 30
        let host = try HostWindow(widget, width: Int32(width), height: Int32(height))
        defer { host.close() }

        let runs = redRuns(Drawing.pixels(of: widget), width: width, height: height)
        try #require(runs.count == 2, "found \(runs.count) red runs: \(runs)")
        // The tutorial's geometry: thumbs as tall as the slider, their centres travelling
        // over the width less one thumb.
        let side = Double(height), travel = Double(width) - side
        func expected(_ value: Double) -> Double {
            let fraction = example.fraction(value)
            return side / 2 + travel * (mirrored ? 1 - fraction : fraction)
        }
        let expectedCentres = [expected(example.lower), expected(example.upper)].sorted()
        for (found, wanted) in zip(runs, expectedCentres) {
            #expect(abs(found - wanted) <= 1, "thumb at \(found), expected \(wanted)")
        }
    }

    /// The centres of the ticks (in the theme's foreground, green channel 52) over the lit
    /// track along the slider's middle row, between the thumbs at the ends: each pixel weighed
    /// by how much of it a tick covers (its green channel between the track's and the tick's),
    /// so that a 1 px tick on a pixel boundary, half over each of two pixels, is found there.
    private func tickCentres(_ pixels: [UInt8], width: Int, height: Int, from: Int, to: Int) -> [Double] {
        let stride = pixels.count / height, row = height / 2
        func green(_ x: Int) -> Double { Double(pixels[row * stride + x * 4 + 1]) }
        let track = (from..<to).map(green).max()!, tick = 52.0
        var centres: [Double] = [], weight = 0.0, moment = 0.0
        for x in from...to {
            let cover = x < to ? min(1, max(0, (track - green(x)) / (track - tick))) : 0
            if cover > 0.1 {
                weight += cover
                moment += cover * (Double(x) + 0.5)
            } else if weight > 0 {
                centres.append(moment / weight)
                (weight, moment) = (0, 0)
            }
        }
        return centres
    }

    /// Each mark's tick is drawn where its value belongs on the scale: the same oracle as the
    /// thumbs', marks at the cases' two values, the thumbs out of the way at the ends.
    @Test(arguments: cases, [false, true])
    func eachMarkIsDrawnWhereItsValueBelongs(example: Case, mirrored: Bool) throws {
        let slider = RangeSlider()
        slider.minimumValue = example.minimum
        slider.maximumValue = example.maximum
        if example.scale == .skewed { slider.skewMidValue = example.skewMid }
        slider.valueScale = example.scale
        slider.setValues(lower: example.minimum, upper: example.maximum)
        slider.thumbColor = RGBA(red: 0.9, green: 0.1, blue: 0.1)
        slider.trackColor = RGBA(red: 0.1, green: 0.1, blue: 0.9)
        slider.trackHighlightColor = RGBA(red: 0.1, green: 0.8, blue: 0.1)
        slider.inverted = mirrored
        slider.addMark(example.lower)  // ticks only: no room for labels changes the geometry
        slider.addMark(example.upper)
        let width = 300, height = 30
        let host = try HostWindow(slider.widget, width: Int32(width), height: Int32(height))
        defer { host.close() }

        let runs = tickCentres(Drawing.pixels(of: slider.widget), width: width, height: height, from: height, to: width - height)
        try #require(runs.count == 2, "found \(runs.count) ticks: \(runs)")
        let side = Double(height), travel = Double(width) - side
        func expected(_ value: Double) -> Double {
            let fraction = example.fraction(value)
            return side / 2 + travel * (mirrored ? 1 - fraction : fraction)
        }
        for (found, wanted) in zip(runs, [expected(example.lower), expected(example.upper)].sorted()) {
            #expect(abs(found - wanted) <= 0.25, "tick at \(found), expected \(wanted)")
        }
    }
}
