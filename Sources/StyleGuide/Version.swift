/// The version of Swatchbook itself.
public enum SwatchbookVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
