import Testing
@testable import StyleGuide

/// The order the crawl renders a part's pages in: every page once, and neighbours in the order of
/// pages (which often share work) far apart in time.
@Suite struct ExportSpreadTests {
    @Test("every position is taken exactly once", arguments: [0, 1, 2, 15, 16, 17, 255, 256, 1000])
    func permutation(count: Int) {
        let order = ExportCrawl.spread(count)
        #expect(order.count == count)
        #expect(order.sorted() == Array(0..<count))
    }

    @Test("neighbours are taken at least fifteen pages apart in a part of 256")
    func apart() {
        let order = ExportCrawl.spread(256)
        var taken = [Int](repeating: 0, count: 256)
        for (time, position) in order.enumerated() { taken[position] = time }
        for position in 0..<255 {
            #expect(abs(taken[position + 1] - taken[position]) >= 15, "positions \(position) and \(position + 1)")
        }
    }
}
