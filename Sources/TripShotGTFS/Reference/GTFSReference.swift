/// The 17 files of the GTFS Schedule reference (gtfs.org/schedule/reference) this project loads,
/// with their fields and which are required. Conditionally required fields are optional here.
public enum GTFSReference {
    private static func id(_ name: String, required: Bool = false) -> FieldSpec {
        FieldSpec(name, .text, required: required)
    }
    private static func int(_ name: String, required: Bool = false) -> FieldSpec {
        FieldSpec(name, .integer, required: required)
    }
    /// The reference's "non-negative integer".
    private static func count(_ name: String, required: Bool = false) -> FieldSpec {
        FieldSpec(name, .integer, required: required, nonNegative: true)
    }
    private static func real(_ name: String, required: Bool = false) -> FieldSpec {
        FieldSpec(name, .real, required: required)
    }
    private static func latitude(_ name: String, required: Bool = false) -> FieldSpec {
        FieldSpec(name, .real, required: required, range: -90...90)
    }
    private static func longitude(_ name: String, required: Bool = false) -> FieldSpec {
        FieldSpec(name, .real, required: required, range: -180...180)
    }
    private static func time(_ name: String, required: Bool = false) -> FieldSpec {
        FieldSpec(name, .time, required: required)
    }
    private static func date(_ name: String, required: Bool = false) -> FieldSpec {
        FieldSpec(name, .date, required: required)
    }
    private static func text(_ name: String, required: Bool = false) -> FieldSpec {
        FieldSpec(name, .text, required: required)
    }

    public static let files: [FileSpec] = [
        FileSpec("agency.txt", required: true, [
            id("agency_id"), text("agency_name", required: true), text("agency_url", required: true),
            text("agency_timezone", required: true), text("agency_lang"), text("agency_phone"),
            text("agency_fare_url"), text("agency_email"),
        ]),
        // Conditionally required: optional when locations.geojson (GTFS-Flex zones) is present.
        FileSpec("stops.txt", required: true, [
            id("stop_id", required: true), text("stop_code"), text("stop_name"), text("tts_stop_name"),
            text("stop_desc"), latitude("stop_lat"), longitude("stop_lon"), id("zone_id"), text("stop_url"),
            int("location_type"), id("parent_station"), text("stop_timezone"), int("wheelchair_boarding"),
            id("level_id"), text("platform_code"),
        ]),
        FileSpec("routes.txt", required: true, [
            id("route_id", required: true), id("agency_id"), text("route_short_name"), text("route_long_name"),
            text("route_desc"), int("route_type", required: true), text("route_url"), text("route_color"),
            text("route_text_color"), int("route_sort_order"), int("continuous_pickup"),
            int("continuous_drop_off"), id("network_id"),
        ]),
        FileSpec("trips.txt", required: true, [
            id("route_id", required: true), id("service_id", required: true), id("trip_id", required: true),
            text("trip_headsign"), text("trip_short_name"), int("direction_id"), id("block_id"), id("shape_id"),
            int("wheelchair_accessible"), int("bikes_allowed"), int("cars_allowed"),
        ]),
        FileSpec("stop_times.txt", required: true, [
            id("trip_id", required: true), time("arrival_time"), time("departure_time"),
            // stop_id is conditionally required (GTFS-Flex): a row may name a location_group_id
            // or location_id instead; the importer checks that one of the three is given.
            id("stop_id"), id("location_group_id"), id("location_id"),
            count("stop_sequence", required: true), text("stop_headsign"),
            time("start_pickup_drop_off_window"), time("end_pickup_drop_off_window"), int("pickup_type"),
            int("drop_off_type"), int("continuous_pickup"), int("continuous_drop_off"),
            real("shape_dist_traveled"), int("timepoint"), id("pickup_booking_rule_id"),
            id("drop_off_booking_rule_id"),
        ]),
        FileSpec("calendar.txt", [
            id("service_id", required: true), int("monday", required: true), int("tuesday", required: true),
            int("wednesday", required: true), int("thursday", required: true), int("friday", required: true),
            int("saturday", required: true), int("sunday", required: true), date("start_date", required: true),
            date("end_date", required: true),
        ]),
        FileSpec("calendar_dates.txt", [
            id("service_id", required: true), date("date", required: true), int("exception_type", required: true),
        ]),
        FileSpec("shapes.txt", [
            id("shape_id", required: true), latitude("shape_pt_lat", required: true),
            longitude("shape_pt_lon", required: true), count("shape_pt_sequence", required: true),
            real("shape_dist_traveled"),
        ]),
        FileSpec("frequencies.txt", [
            id("trip_id", required: true), time("start_time", required: true), time("end_time", required: true),
            count("headway_secs", required: true), int("exact_times"),
        ]),
        FileSpec("transfers.txt", [
            id("from_stop_id"), id("to_stop_id"), id("from_route_id"), id("to_route_id"), id("from_trip_id"),
            id("to_trip_id"), int("transfer_type"), count("min_transfer_time"),
        ]),
        FileSpec("pathways.txt", [
            id("pathway_id", required: true), id("from_stop_id", required: true), id("to_stop_id", required: true),
            int("pathway_mode", required: true), int("is_bidirectional", required: true), real("length"),
            count("traversal_time"), int("stair_count"), real("max_slope"), real("min_width"),
            text("signposted_as"), text("reversed_signposted_as"),
        ]),
        FileSpec("levels.txt", [
            id("level_id", required: true), real("level_index", required: true), text("level_name"),
        ]),
        FileSpec("feed_info.txt", [
            text("feed_publisher_name", required: true), text("feed_publisher_url", required: true),
            text("feed_lang", required: true), text("default_lang"), date("feed_start_date"),
            date("feed_end_date"), text("feed_version"), text("feed_contact_email"), text("feed_contact_url"),
        ]),
        FileSpec("fare_attributes.txt", [
            id("fare_id", required: true), real("price", required: true), text("currency_type", required: true),
            int("payment_method", required: true), int("transfers"), id("agency_id"), count("transfer_duration"),
        ]),
        FileSpec("fare_rules.txt", [
            id("fare_id", required: true), id("route_id"), id("origin_id"), id("destination_id"), id("contains_id"),
        ]),
        FileSpec("attributions.txt", [
            id("attribution_id"), id("agency_id"), id("route_id"), id("trip_id"),
            text("organization_name", required: true), int("is_producer"), int("is_operator"),
            int("is_authority"), text("attribution_url"), text("attribution_email"), text("attribution_phone"),
        ]),
        FileSpec("translations.txt", [
            text("table_name", required: true), text("field_name", required: true),
            text("language", required: true), text("translation", required: true), text("record_id"),
            text("record_sub_id"), text("field_value"),
        ]),
    ]

    /// stop_times.txt's columns of which each row must give at least one (GTFS-Flex).
    public static let stopTimeLocationColumns = ["stop_id", "location_group_id", "location_id"]

    /// The GTFS-Flex file whose presence makes stops.txt optional.
    public static let flexLocationsFile = "locations.geojson"

    /// The reference file of that name (`stops.txt`), or nil for a file the reference does not define.
    public static func file(named fileName: String) -> FileSpec? { files.first { $0.fileName == fileName } }

    /// `stop_times.txt` -> `stop_times`.
    public static func tableName(forFile fileName: String) -> String {
        fileName.hasSuffix(".txt") ? String(fileName.dropLast(4)) : fileName
    }
}
