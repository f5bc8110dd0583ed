import Testing

@testable import TripShotRender

@Suite struct TileSourceTests {
    let osm = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"

    @Test func theOSMStandardTemplate() throws {
        let tiles = try TileSource(template: osm, attribution: " © OpenStreetMap contributors ")
        #expect(tiles.url(for: WebMercator.Tile(z: 15, x: 9158, y: 11959)) == "https://tile.openstreetmap.org/15/9158/11959.png")
        #expect(tiles.attribution == "© OpenStreetMap contributors")
        #expect(tiles.subdomains.isEmpty)
    }

    @Test func subdomainsAndDensity() throws {
        let letters = try TileSource(template: "https://{s}.tiles.example/{z}/{x}/{y}{r}.png", subdomains: "abc")
        #expect(letters.subdomains == ["a", "b", "c"])
        #expect(letters.url(for: .init(z: 3, x: 1, y: 1), highDensity: true) == "https://c.tiles.example/3/1/1@2x.png")
        #expect(letters.url(for: .init(z: 3, x: 2, y: 2)) == "https://b.tiles.example/3/2/2.png")
        let named = try TileSource(template: "http://{s}.example/{z}/{y}/{x}", subdomains: "t0,t1")
        #expect(named.subdomains == ["t0", "t1"])
        #expect(named.url(for: .init(z: 1, x: 0, y: 1)) == "http://t1.example/1/1/0")
    }

    @Test(arguments: [
        ("tile.openstreetmap.org/{z}/{x}/{y}.png", nil, "http:// or https://"),
        ("file:///tiles/{z}/{x}/{y}.png", nil, "http:// or https://"),
        ("https://t.example/{z}/{x}.png", nil, "has no {y}"),
        ("https://t.example/{x}/{y}.png", nil, "has no {z}"),
        ("https://t.example/{z}/{x}/{y}.png?key={key}", nil, "unknown placeholder {key}"),
        ("https://{s}.t.example/{z}/{x}/{y}.png", nil, "has {s} but no --tiles-subdomains"),
        ("https://t.example/{z}/{x}/{y}.png", "abc", "template has no {s}"),
        ("https://{s}.t.example/{z}/{x}/{y}.png", "a,,b", "empty or malformed"),
    ] as [(String, String?, String)])
    func badTemplatesSayWhatIsWrong(template: String, subdomains: String?, message: String) {
        #expect(throws: TileSource.Problem.self) { try TileSource(template: template, subdomains: subdomains) }
        do {
            _ = try TileSource(template: template, subdomains: subdomains)
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func theOptionsTogether() throws {
        #expect(try TileSource.options(template: nil, subdomains: nil, attribution: nil) == nil)
        #expect(throws: TileSource.Problem.self) { try TileSource.options(template: nil, subdomains: nil, attribution: "x") }
        #expect(throws: TileSource.Problem.self) { try TileSource.options(template: nil, subdomains: "abc", attribution: nil) }
        let tiles = try TileSource.options(template: osm, subdomains: nil, attribution: "© OSM")
        #expect(tiles?.template == osm && tiles?.attribution == "© OSM")
    }
}
