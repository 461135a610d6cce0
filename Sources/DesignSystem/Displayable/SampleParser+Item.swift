/// Reading one item of a sample file.
extension SampleParser {
    /// The text members an item may have, in the order ``Displayable`` lists them.
    static let textMembers: [DisplayPart] = [.primaryText, .secondaryText, .tertiaryText, .quaternaryText]

    /// The forms an `imageMask` string may take.
    static let maskNames = ["none", "circle", "rounded"]

    /// Reads an item: exactly the members `primaryText`, `secondaryText`, `tertiaryText`,
    /// `quaternaryText` (strings), `image` (a reference ``ImageSource/parse(_:)`` accepts) and
    /// `imageMask`. An item without problems that shows nothing gets a warning.
    mutating func item(_ value: JSON, at pointer: JSONPointer, line: Int?) -> SampleItem? {
        let problemsBefore = diagnostics.count
        var reader = ObjectReader(value, file: file, path: pointer, line: line)
        let texts = Self.textMembers.map { reader.string($0.rawValue) }
        var item = SampleItem(primaryText: texts[0], secondaryText: texts[1], tertiaryText: texts[2], quaternaryText: texts[3])
        if let reference = reader.string("image") {
            switch ImageSource.parse(reference) {
            case .success(let source):
                if case .asset(let path) = source, let assetExists, !assetExists(path) {
                    reader.report(.missingImage, at: "image", "there is no file '\(path)' in the public folder (it is served as \(source.url))")
                }
                item.image = source
                item.imageReference = reference
            case .failure(let error):
                reader.report(error.refusedScheme == nil ? .invalidValue : .unsafeImage, at: "image", error.message)
            }
        }
        let maskValue = reader.value("imageMask")
        let maskPointer = reader.pointer("imageMask"), maskLine = reader.line("imageMask")
        reader.finish()
        diagnostics += reader.diagnostics
        if let maskValue {
            item.imageMask = imageMask(maskValue, at: maskPointer, line: maskLine) ?? .none
        }
        guard value.objectValue != nil else { return nil }
        if diagnostics.count == problemsBefore, !item.showsAnything {
            report(.emptyItem, at: pointer, line: line,
                   "this item shows nothing: give it a primaryText (or another text that is not blank) or an image",
                   severity: .warning)
        }
        return item
    }

    /// Reads `"none"`, `"circle"`, `"rounded"` or `{"rounded": radius}` (CSS pixels, 0 or more).
    mutating func imageMask(_ value: JSON, at pointer: JSONPointer, line: Int?) -> ImageMask? {
        switch value {
        case .string(let name):
            switch name {
            case "none": return ImageMask.none
            case "circle": return .circle
            case "rounded": return .rounded(radius: nil)
            default:
                let suggestion = Suggestion.closest(to: name, among: Self.maskNames).map { " (did you mean '\($0)'?)" } ?? ""
                report(.invalidValue, at: pointer, line: line,
                       "unknown image mask '\(name)'\(suggestion); use 'none', 'circle', 'rounded' or {\"rounded\": 8}")
                return nil
            }
        case .object:
            var reader = ObjectReader(value, file: file, path: pointer, line: line)
            let radius = reader.value("rounded")
            reader.finish()
            diagnostics += reader.diagnostics
            guard let radius else {
                report(.missingMember, at: pointer, line: line,
                       "an image mask object needs 'rounded', a radius in CSS pixels, such as {\"rounded\": 8}")
                return nil
            }
            guard let pixels = radius.doubleValue else {
                report(.wrongType, at: pointer.appending("rounded"), line: reader.line("rounded"),
                       "must be a radius in CSS pixels (a number), found \(radius.kindName)")
                return nil
            }
            guard pixels >= 0 else {
                report(.outOfRange, at: pointer.appending("rounded"), line: reader.line("rounded"),
                       "a radius must be 0 or more CSS pixels, found \(radius)")
                return nil
            }
            return .rounded(radius: pixels)
        default:
            report(.wrongType, at: pointer, line: line,
                   "must be 'none', 'circle', 'rounded' or an object such as {\"rounded\": 8}, found \(value.kindName)")
            return nil
        }
    }
}
