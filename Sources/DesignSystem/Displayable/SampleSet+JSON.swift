/// Sample sets as the API serves them.
extension SampleSet {
    /// `{"name", "description"?, "sections": [{"title"?, "items": [...]}]}`, each item with only the
    /// parts that have content.
    public var json: JSON {
        var object: JSONObject = ["name": .string(name)]
        if let description { object.setValue(.string(description), forKey: "description") }
        object.setValue(.array(sections.map(\.json)), forKey: "sections")
        return .object(object)
    }
}

extension SampleSection {
    /// `{"title"?, "items": [...]}`.
    public var json: JSON {
        var object = JSONObject()
        if let title { object.setValue(.string(title), forKey: "title") }
        object.setValue(.array(items.map(\.json)), forKey: "items")
        return .object(object)
    }
}

extension SampleItem {
    /// The text parts that have content, then `image` as `{"url", "source"}` and its `imageMask`
    /// when there is an image.
    public var json: JSON {
        var object = JSONObject()
        for part in DisplayPart.allCases {
            if let text = text(of: part) { object.setValue(.string(text), forKey: part.rawValue) }
        }
        if let image {
            object.setValue(["url": .string(image.url), "source": .string(imageReference ?? image.reference)], forKey: "image")
            object.setValue(imageMask.json, forKey: "imageMask")
        }
        return .object(object)
    }
}

extension ImageMask {
    /// `"none"`, `"circle"`, `"rounded"`, or `{"rounded": radius}`: the forms a sample file writes.
    public var json: JSON {
        switch self {
        case .none: "none"
        case .circle: "circle"
        case .rounded(radius: nil): "rounded"
        case .rounded(radius: let radius?): ["rounded": .number(radius)]
        }
    }
}
