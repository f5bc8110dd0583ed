import Foundation
import Testing
import TripShotResolver
import TripShotTrip

@testable import TripShotRender

/// The map, the labels and GO mode on trips resolved from real feeds.
@Suite struct RealTripMapTests {
    @Test(arguments: RealTrips.screens, MapScene.markerScales)
    func everyViewNamesStopsWithoutOverlaps(screen: String, markerScale: Double) throws {
        let loaded = try RealTrips.shared.load(screen)
        let scene = MapScene(trip: loaded.trip, context: loaded.context)
        let steps = GoMode.steps(for: loaded.trip)
        let views = [(scene.overview, MapPoint?.none)] + steps.map { (scene.view(for: $0), scene.iconRest(for: $0)) }
        let bounds = MapRect(x: 0, y: 0, width: MapScene.width / markerScale, height: MapScene.height / markerScale)
        for (view, icon) in views {
            let placed = scene.labels(in: view, icon: icon, markerScale: markerScale).compactMap { $0?.box }
            var markers = scene.markerBoxes(in: view, markerScale: markerScale)
            for box in placed { #expect(bounds.contains(box), "\(screen): a name leaves the map") }
            if let icon {
                let k = MapScene.scale(of: view) * markerScale
                let c = scene.screen(icon, in: view, scale: k)
                markers.append(MapRect(x: c.x - MapScene.iconRadius, y: c.y - MapScene.iconRadius, width: 28, height: 28))
            }
            for (i, a) in placed.enumerated() {
                for b in placed[(i + 1)...] { #expect(!a.intersects(b), "\(screen): names overlap") }
                // A name's own marker is in `markers` too, and it never sits on it either.
                for m in markers { #expect(!a.intersects(m), "\(screen): a name covers a marker") }
            }
        }
        // In the overview, the trip's ends and every transfer stop are named.
        let overview = scene.labels(in: scene.overview, markerScale: markerScale)
        for (stop, label) in zip(scene.stops, overview) where stop.role != .through {
            #expect(label != nil, "\(screen): \(stop.name) unnamed in the overview")
        }
    }

    @Test(arguments: RealTrips.screens)
    func goModeStepsThroughEveryLeg(screen: String) throws {
        let trip = try RealTrips.shared.load(screen).trip
        let steps = GoMode.steps(for: trip)
        #expect(Set(steps.map(\.legIndex)) == Set(trip.legs.indices))
        #expect(steps.last?.kind == .arrive)
        let rides = trip.legs.filter { if case .ride = $0 { true } else { false } }.count
        #expect(steps.filter { $0.kind == .board }.count == rides)
        #expect(steps.filter { $0.kind == .ride }.count == rides)
        for step in steps where step.kind == .board {
            guard case .ride(let ride) = trip.legs[step.legIndex] else { continue }
            #expect(step.instruction.hasPrefix("Board \(GoMode.lineCode(ride))"))
            #expect(step.instruction.hasSuffix("at \(ride.from.name), \(ride.shownDeparture)"))
        }
    }

    @Test func theGOExampleFromTheFeedSaysWhatThePageSays() throws {
        let trip = try RealTrips.shared.load("go/go_example_mi_21__A_phone3x_light").trip
        #expect(GoMode.steps(for: trip).first?.instruction == "Board MI towards Milton GO at Union Station, 18:25")
        let html = TripMapHTML.render(trip)
        #expect(html.contains("<summary>3 stops in between</summary>"))
        #expect(html.contains("background:#F57F25;color:#FFFFFF"))
    }

    @Test func bartContextHasTheOtherLinesButNotTheTripsOwn() throws {
        let loaded = try RealTrips.shared.load("real-feeds/p02_bart_transfer")
        var own = Set<String>()
        for leg in loaded.trip.legs { if case .ride(let r) = leg { own.insert(r.route.routeID) } }
        #expect(!loaded.context.isEmpty)
        #expect(loaded.context.allSatisfy { !own.contains($0.routeID) })
        #expect(loaded.context.allSatisfy { $0.lines.allSatisfy { $0.count >= 2 } })
        // Drawn faintly behind the trip, clipped near the frame.
        let scene = MapScene(trip: loaded.trip, context: loaded.context)
        #expect(!scene.context.isEmpty)
        let html = TripMapHTML.render(loaded.trip, context: loaded.context)
        let ctx = html.components(separatedBy: "<g class=\"ctx\">")[1].components(separatedBy: "</g>")[0]
        #expect(ctx.contains("<polyline"))
    }

    @Test func aFeedWithoutOtherRoutesGivesNoContext() throws {
        // The GO fixture holds only the trip's own two routes.
        #expect(try RealTrips.shared.load("go/go_example_mi_21__A_phone3x_light").context.isEmpty)
    }
}
