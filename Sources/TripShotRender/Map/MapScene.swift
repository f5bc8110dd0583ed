import TripShotTrip

/// Everything the map draws, projected into one pixel frame: the overview of the whole trip at the
/// frame's nominal size. The static SVG draws it as is; the HTML page moves a camera (the SVG
/// viewBox) over the same frame, and markers keep their on-screen size at every zoom.
struct MapScene: Sendable {
    struct Ride: Sendable {
        var legIndex: Int
        var color: String
        var points: [MapPoint]
    }

    struct Walk: Sendable {
        var legIndex: Int
        /// The path the walker icon follows.
        var points: [MapPoint]
        /// One every 25 m on the ground.
        var dots: [MapPoint]
    }

    enum StopRole: Int, Sendable, Comparable {
        case tripEnd = 0, transfer = 1, through = 2
        static func < (a: StopRole, b: StopRole) -> Bool { a.rawValue < b.rawValue }
    }

    struct Stop: Sendable {
        var stopID: String
        var name: String
        var point: MapPoint
        var role: StopRole
        /// The colour of the first ride that calls here (walk colour for walk-only stops).
        var color: String
        var radius: Double { role == .through ? 4 : role == .transfer ? 6.5 : 7.5 }
        var labelFontSize: Double { role == .through ? 11 : 13 }
        var labelBold: Bool { role != .through }
    }

    struct Context: Sendable {
        var color: String
        var lines: [[MapPoint]]
    }

    static let width = 1000.0
    static let height = 640.0
    /// Room around the trip for the names of the outermost stops.
    static let margin = 70.0
    static let walkDotRadius = 3.6

    let projection: MapProjection
    let rides: [Ride]
    let walks: [Walk]
    let stops: [Stop]
    let context: [Context]
    var overview: MapRect { MapRect(x: 0, y: 0, width: Self.width, height: Self.height) }

    init(trip: ResolvedTrip, context contextRoutes: [ContextRoute] = []) {
        var all: [Coordinate] = []
        for leg in trip.legs {
            switch leg {
            case .ride(let ride): all += ride.geometry + ride.stops.map(\.coordinate)
            case .walk(let walk): all += walk.geometry + [walk.from.coordinate, walk.to.coordinate]
            }
        }
        let projection = MapProjection(fitting: all, width: Self.width, height: Self.height, margin: Self.margin)
        self.projection = projection

        var rides: [Ride] = [], walks: [Walk] = []
        var stops: [Stop] = [], stopIndex: [String: Int] = [:]
        func addStop(_ call: StopCall, role: StopRole, color: String) {
            if let i = stopIndex[call.stopID] {
                stops[i].role = min(stops[i].role, role)
                // A ride's colour wins over the walk's grey for a stop both use.
                if stops[i].color == MapColors.walk { stops[i].color = color }
                return
            }
            stopIndex[call.stopID] = stops.count
            stops.append(Stop(stopID: call.stopID, name: call.name, point: projection.project(call.coordinate), role: role, color: color))
        }
        let lastLeg = trip.legs.count - 1
        for (index, leg) in trip.legs.enumerated() {
            switch leg {
            case .ride(let ride):
                let color = MapColors.lineColor(ride.route)
                // A shape cut at the stops' projections starts and ends beside the stop dots, not on
                // them; joining the dots makes the line (and the GO icon) leave and reach the stops.
                var path = ride.geometry.count >= 2 ? ride.geometry : ride.stops.map(\.coordinate)
                if path.first != ride.from.coordinate { path.insert(ride.from.coordinate, at: 0) }
                if path.last != ride.to.coordinate { path.append(ride.to.coordinate) }
                rides.append(Ride(legIndex: index, color: color, points: path.map(projection.project)))
                for (n, call) in ride.stops.enumerated() {
                    let isEnd = (n == 0 && index == 0) || (n == ride.stops.count - 1 && index == lastLeg)
                    let isTransfer = n == 0 || n == ride.stops.count - 1
                    addStop(call, role: isEnd ? .tripEnd : isTransfer ? .transfer : .through, color: color)
                }
            case .walk(let walk):
                var path = walk.geometry.count >= 2 ? walk.geometry : [walk.from.coordinate, walk.to.coordinate]
                if path.first != walk.from.coordinate { path.insert(walk.from.coordinate, at: 0) }
                if path.last != walk.to.coordinate { path.append(walk.to.coordinate) }
                walks.append(
                    Walk(
                        legIndex: index, points: path.map(projection.project),
                        dots: MapWalkDots.dots(along: path).map(projection.project)))
                addStop(walk.from, role: index == 0 ? .tripEnd : .transfer, color: MapColors.walk)
                addStop(walk.to, role: index == lastLeg ? .tripEnd : .transfer, color: MapColors.walk)
            }
        }
        self.rides = rides
        self.walks = walks
        self.stops = stops
        // Context lines are kept a little past the frame so they run off its edge rather than stop short.
        let keep = MapRect(x: -Self.width * 0.25, y: -Self.height * 0.25, width: Self.width * 1.5, height: Self.height * 1.5)
        context = contextRoutes.compactMap { route in
            let lines = route.lines.flatMap { Self.clip($0.map(projection.project), to: keep) }
            let color = MapColors.css(route.color).map(MapColors.readable) ?? MapColors.fallbackContext
            return lines.isEmpty ? nil : Context(color: color, lines: lines)
        }
    }

    /// Splits a polyline into the runs of consecutive points inside `rect` (one point beyond each end
    /// kept, so runs leave the rectangle instead of stopping short).
    static func clip(_ line: [MapPoint], to rect: MapRect) -> [[MapPoint]] {
        Polyline.runs(of: line, inside: rect.contains)
    }

    // MARK: - Views and labels

    /// The scale of `view`: frame pixels per screen pixel when the view fills the nominal frame.
    static func scale(of view: MapRect) -> Double { view.width / width }

    /// How much larger than nominal markers and names are drawn relative to the frame: 1 on a map
    /// shown at about its nominal width, 2 on a phone, where the map is half as wide and names would
    /// otherwise shrink to half their size. The page picks one by the map's width on screen.
    static let markerScales: [Double] = [1, 2]

    /// Every marker's box (stop dots and walk dots) as seen on screen in `view`, in a screen frame
    /// of the nominal size divided by `markerScale`, where markers keep their nominal size.
    func markerBoxes(in view: MapRect, markerScale: Double = 1) -> [MapRect] {
        let k = Self.scale(of: view) * markerScale
        func box(_ p: MapPoint, _ r: Double) -> MapRect {
            let s = screen(p, in: view, scale: k)
            return MapRect(x: s.x - r, y: s.y - r, width: 2 * r, height: 2 * r)
        }
        return stops.map { box($0.point, $0.radius) } + walks.flatMap { $0.dots.map { box($0, Self.walkDotRadius) } }
    }

    func screen(_ p: MapPoint, in view: MapRect, scale k: Double) -> MapPoint {
        MapPoint(x: (p.x - view.x) / k, y: (p.y - view.y) / k)
    }

    /// The GO icon's radius on screen; where it rests at the end of a step, names keep clear of it.
    static let iconRadius = 14.0

    /// Where each stop's name goes in `view` (nil: left out there), by `MapLabelPlacement`; names
    /// also keep clear of the GO icon when it rests at `icon`. Offsets are in screen pixels.
    func labels(in view: MapRect, icon: MapPoint? = nil, markerScale: Double = 1) -> [MapLabelPlacement.Placement?] {
        let k = Self.scale(of: view) * markerScale
        let requests = stops.map { stop in
            MapLabelPlacement.Request(
                anchor: screen(stop.point, in: view, scale: k), markerRadius: stop.radius, text: stop.name,
                fontSize: stop.labelFontSize, bold: stop.labelBold, priority: stop.role.rawValue)
        }
        var obstacles = markerBoxes(in: view, markerScale: markerScale)
        if let icon {
            let c = screen(icon, in: view, scale: k), r = Self.iconRadius + 1
            obstacles.append(MapRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        }
        let bounds = MapRect(x: 0, y: 0, width: Self.width / markerScale, height: Self.height / markerScale)
        return MapLabelPlacement.place(requests, obstacles: obstacles, bounds: bounds)
    }

    /// A view showing `rect` with some room around it, at least `minimumMeters` wide on the ground
    /// (measured at its own latitude: Mercator's metre grows towards the poles), with the frame's
    /// aspect ratio.
    func view(around rect: MapRect, minimumMeters: Double, padding: Double = 0.18) -> MapRect {
        let lat = projection.coordinate(at: rect.center).lat
        let minWidth = minimumMeters * projection.pixelsPerMeter(atLatitude: lat)
        var w = max(rect.width * (1 + 2 * padding), minWidth)
        var h = max(rect.height * (1 + 2 * padding), minWidth * Self.height / Self.width)
        if w / h > Self.width / Self.height { h = w * Self.height / Self.width } else { w = h * Self.width / Self.height }
        let c = rect.center
        return MapRect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
    }

    /// The camera for a GO step: close on the stop for boarding and arriving, the whole leg for a
    /// ride or a walk.
    func view(for step: GoStep) -> MapRect {
        let path = path(for: step)
        switch step.kind {
        case .board, .arrive:
            let p = step.kind == .board ? path.first : path.last
            let at = p ?? overview.center
            return view(around: MapRect(x: at.x, y: at.y, width: 0, height: 0), minimumMeters: 1600)
        case .ride:
            return view(around: MapRect.bounding(path) ?? overview, minimumMeters: 800)
        case .walk:
            return view(around: MapRect.bounding(path) ?? overview, minimumMeters: 260, padding: 0.3)
        }
    }

    /// Where the GO icon rests when the step's animation ends.
    func iconRest(for step: GoStep) -> MapPoint? {
        let path = path(for: step)
        return step.kind == .board ? path.first : path.last
    }

    /// The geometry the step's icon travels along (ride or walk), in frame pixels.
    func path(for step: GoStep) -> [MapPoint] {
        if let ride = rides.first(where: { $0.legIndex == step.legIndex }) { return ride.points }
        if let walk = walks.first(where: { $0.legIndex == step.legIndex }) { return walk.points }
        return []
    }
}
