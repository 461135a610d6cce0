/// Small stand-ins for SwiftUI, UIKit and AppKit, which Linux does not have, holding exactly the API
/// a generated Swift file uses, with Apple's signatures: the same names, argument labels, types,
/// optionality and availability as Apple's documentation gives them. `swiftc -emit-module` turns
/// them into modules a generated file is type-checked against (see ``SwiftTypeCheck``).
///
/// Where Apple's headers have varied or say nothing, the stubs take the stricter reading, so that a
/// file accepted here compiles under either: `UIColor`, `NSColor`, `UITraitCollection` and
/// `NSAppearance` are not `Sendable`, and compiled with `-D SENDABLE_PROVIDERS` the dynamic
/// providers are `@Sendable` closures (in the Swift 6 language mode a provider may then capture
/// only `Sendable` values).
enum AppleFrameworkStubs {
    /// UIKit: `UIColor` with its RGB and dynamic-provider initialisers, the trait collection's
    /// `userInterfaceStyle`. UIKit re-exports Foundation (`CGFloat`).
    static let uiKit = #"""
    @_exported import Foundation

    @available(iOS 12.0, tvOS 10.0, *)
    public enum UIUserInterfaceStyle: Int, Sendable {
        case unspecified = 0, light = 1, dark = 2
    }

    open class UITraitCollection {
        public init() {}
        @available(iOS 12.0, tvOS 10.0, *)
        open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    }

    open class UIColor {
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        @available(iOS 10.0, tvOS 10.0, *)
        public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        #if SENDABLE_PROVIDERS
        @available(iOS 13.0, tvOS 13.0, *)
        public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
        #else
        @available(iOS 13.0, tvOS 13.0, *)
        public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
        #endif
    }
    """#

    /// AppKit: `NSColor` with its sRGB and named dynamic-provider initialisers, and the
    /// appearance's `bestMatch(from:)`. AppKit re-exports Foundation.
    static let appKit = #"""
    @_exported import Foundation

    open class NSAppearance {
        public struct Name: Hashable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let aqua = Name("NSAppearanceNameAqua")
            @available(macOS 10.14, *)
            public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        }

        public init() {}
        @available(macOS 10.14, *)
        open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
    }

    open class NSColor {
        public typealias Name = String
        public init() {}
        public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        @available(macOS 10.12, *)
        public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        #if SENDABLE_PROVIDERS
        @available(macOS 10.15, *)
        public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {
            self.init()
        }
        #else
        @available(macOS 10.15, *)
        public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
            self.init()
        }
        #endif
    }
    """#

    /// SwiftUI: `Color` from RGB components, `Font` (custom and system fonts, `Font.Weight`, `Font.Design`), `Gradient` with its stops, and the
    /// bridges to and from the platform colour of UIKit or AppKit, whichever can be imported (as
    /// SwiftUI declares them on that platform only). SwiftUI re-exports Foundation (`CGFloat`,
    /// `TimeInterval`).
    static let swiftUI = #"""
    @_exported import Foundation
    #if canImport(UIKit)
    import UIKit
    #elseif canImport(AppKit)
    import AppKit
    #endif

    @frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
        public enum RGBColorSpace: Hashable, Sendable {
            case sRGB, sRGBLinear, displayP3
        }

        public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
        public var description: String { "Color" }
    }

    @frozen public struct Font: Hashable, Sendable {
        @frozen public struct Weight: Hashable, Sendable {
            let value: Double
            public static let ultraLight = Weight(value: -0.8)
            public static let thin = Weight(value: -0.6)
            public static let light = Weight(value: -0.4)
            public static let regular = Weight(value: 0)
            public static let medium = Weight(value: 0.23)
            public static let semibold = Weight(value: 0.3)
            public static let bold = Weight(value: 0.4)
            public static let heavy = Weight(value: 0.56)
            public static let black = Weight(value: 0.62)
        }

        public enum Design: Hashable, Sendable {
            case `default`, serif, rounded, monospaced
        }

        public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
        public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { Font() }
        public func weight(_ weight: Font.Weight) -> Font { self }
    }

    @frozen public struct Gradient: Equatable, Sendable {
        @frozen public struct Stop: Equatable, Sendable {
            public init(color: Color, location: CGFloat) {}
        }

        public init(stops: [Gradient.Stop]) {}
    }

    #if canImport(UIKit)
    extension Color {
        @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
        public init(uiColor: UIColor) { self.init(red: 0, green: 0, blue: 0) }
    }

    extension UIColor {
        @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
        public convenience init(_ color: Color) { self.init(red: 0, green: 0, blue: 0, alpha: 0) }
    }
    #elseif canImport(AppKit)
    extension Color {
        @available(macOS 12.0, *)
        public init(nsColor: NSColor) { self.init(red: 0, green: 0, blue: 0) }
    }

    extension NSColor {
        @available(macOS 11.0, *)
        public convenience init(_ color: Color) { self.init() }
    }
    #endif
    """#
}
