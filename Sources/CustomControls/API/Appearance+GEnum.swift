import CCustomControls
import CustomControlsCGtk
import CustomControlsCore

extension Appearance {
    /// The appearance's value in the GEnum `CcAppearance`.
    package var enumValue: Int32 {
        switch self {
        case .glossy: Int32(CC_APPEARANCE_GLOSSY.rawValue)
        case .theme: Int32(CC_APPEARANCE_THEME.rawValue)
        }
    }

    /// The appearance with GEnum value `enumValue`, if there is one.
    package init?(enumValue: Int32) {
        guard let look = Self.allCases.first(where: { $0.enumValue == enumValue }) else { return nil }
        self = look
    }
}
