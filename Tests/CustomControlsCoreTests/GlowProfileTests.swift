import Foundation
import Testing
@testable import CustomControlsCore

@Suite struct GlowProfileTests {
    let profile = GlowProfile(lineWidth: 20, ringWidth: 30, glow: 8)

    @Test func theCoreIsOpaqueAndTheGlowFadesOutward() {
        #expect(profile.maskAlpha(atDistance: 0, pixel: 1) == 1)
        #expect(profile.maskAlpha(atDistance: 9, pixel: 1) == 1)
        var previous = 1.0
        for distance in stride(from: 10.0, through: 20, by: 0.25) {
            let alpha = profile.maskAlpha(atDistance: distance, pixel: 1)
            #expect(alpha <= previous && alpha >= 0)
            previous = alpha
        }
        // Past the widest band: nothing; just inside it, one band of 0.12.
        #expect(profile.maskAlpha(atDistance: 10 + 8 + 1, pixel: 1) == 0)
        #expect(abs(profile.maskAlpha(atDistance: 17.5, pixel: 0.1) - 0.12) < 1e-12)
    }

    @Test func stackedBandsAddUpAsTranslucentLayersDo() {
        // Inside all eight bands but outside the core: 1 − 0.88⁸.
        let inside = profile.maskAlpha(atDistance: 10.6, pixel: 0.1)
        #expect(abs(inside - (1 - pow(0.88, 8))) < 1e-12)
    }

    @Test func edgesAreSmoothedOverOnePixel() {
        // The ring's edge (half width 15) is half covered at its own distance.
        #expect(profile.ringAlpha(atDistance: 15, pixel: 1) == 0.5)
        #expect(profile.ringAlpha(atDistance: 14.5, pixel: 1) == 1)
        #expect(profile.ringAlpha(atDistance: 15.5, pixel: 1) == 0)
        #expect(profile.ringAlpha(atDistance: -15, pixel: 1) == 0.5)
        #expect(profile.reach(pixel: 1) == 19)
    }

    @Test func noGlowIsJustTheCore() {
        let plain = GlowProfile(lineWidth: 20, ringWidth: 30, glow: 0)
        #expect(plain.maskAlpha(atDistance: 9, pixel: 1) == 1)
        #expect(plain.maskAlpha(atDistance: 11, pixel: 1) == 0)
    }

    @Test func badWidthsDrawNothing() {
        for bad in [Double.nan, .infinity, -.infinity, -3, 0] {
            let profile = GlowProfile(lineWidth: bad, ringWidth: bad, glow: bad, layerAlpha: bad)
            for distance in [0.0, 1, 100] {
                #expect(profile.maskAlpha(atDistance: distance, pixel: 1) == 0)
                #expect(profile.ringAlpha(atDistance: distance, pixel: 1) == 0)
            }
            #expect(profile.reach(pixel: 1).isFinite)
        }
    }
}
