@_spi(_Unicode) import Swift

extension String {
    /// The string's Unicode scalars in canonical decomposition (NFD): `é` as `e` then U+0301.
    ///
    /// The standard library's own normalization, the one FoundationEssentials uses too: Foundation's
    /// `decomposedStringWithCanonicalMapping` would link Foundation and ICU into the binary for it.
    var canonicallyDecomposedScalars: some Sequence<Unicode.Scalar> { _nfd }
}
