import TripShotGTFS

/// What is checked on each row of one file, resolved to header positions once when its header is
/// read: the id sets its columns fill, the references they must name, its duplicate-key check,
/// and (stop_times) the columns of which one must be set.
struct RowChecks {
    typealias Rule = (file: String, column: String, target: ReferenceChecks.Target)

    /// Columns filling an id set (`ReferenceChecks.Target.rawValue`).
    let providers: [(index: Int, target: Int)]
    let rules: [(index: Int, target: Int, rule: Rule)]
    /// Per rule, the id it last found: the same id on the next rows is known without its hash
    /// (sets only grow while a file is read, so a found id stays found).
    var found: [RepeatedID]
    /// Rules naming a row of the same file, which may come later: checked once the file is read.
    let selfRules: [(index: Int, target: Int, rule: Rule)]
    var keys: KeyChecker?
    /// The provider whose insert is also the file's key check (stops.txt's stop_id fills the stop
    /// set, which starts empty): its set says which ids repeat, so no second set of the same ids
    /// is held.
    let keyProvider: Int?
    /// The header position of the key's sequence column (stop_sequence), or -1.
    let sequenceIndex: Int
    /// GTFS-Flex: each stop_time names a stop, a location group or a location.
    let alternatives: [Int]
    let feedVersionIndex: Int?
    /// stop_times: the header positions of the columns a call's time lives in (arrival, departure,
    /// a flex pickup window); a row with all of them empty is one `UntimedStops` may fill. Nil for
    /// other files. Columns the header lacks are empty on every row, so they are left out.
    let timeColumns: [Int]?
    /// Self references not found while reading: (self rule, hash, line, value).
    var pendingSelfReferences: [(rule: Int, hash: UInt64, line: Int, value: String)] = []

    /// Throws when stop_times.txt has none of the columns naming where a stop_time is.
    init(plan: TablePlan, sets: [IDSet]) throws(FeedError) {
        let file = plan.fileName, columns = plan.columns
        func index(of name: String) -> Int? { columns.first { $0.name == name }?.headerIndex }
        alternatives = file == "stop_times.txt" ? GTFSReference.stopTimeLocationColumns.compactMap(index) : []
        if file == "stop_times.txt" && alternatives.isEmpty {
            throw FeedError(.missingColumn("stop_id"), at: SourceLocation(file: file, line: 1))
        }
        let providerColumns = ReferenceChecks.providers.filter { $0.file == file }.compactMap { provider in
            index(of: provider.column).map { (column: provider.column, index: $0, target: provider.target.rawValue) }
        }
        providers = providerColumns.map { ($0.index, $0.target) }
        rules = ReferenceChecks.rules.filter { $0.file == file }.compactMap { rule in
            index(of: rule.column).map { (index: $0, target: rule.target.rawValue, rule: rule) }
        }
        found = Array(repeating: RepeatedID(), count: rules.count)
        selfRules = ReferenceChecks.selfRules.filter { $0.file == file }.compactMap { rule in
            index(of: rule.column).map { (index: $0, target: rule.target.rawValue, rule: rule) }
        }
        keys = KeyChecker(
            fileName: file,
            header: columns.reduce(into: Array(repeating: "", count: plan.headerCount)) { $0[$1.headerIndex] = $1.name })
        let keyColumns = keys?.columns
        keyProvider = providerColumns.firstIndex { [$0.column] == keyColumns && sets[$0.target].count == 0 }
        sequenceIndex = keys?.sequenceColumn.flatMap(index) ?? -1
        feedVersionIndex = file == "feed_info.txt" ? index(of: "feed_version") : nil
        timeColumns = file == "stop_times.txt" ? UntimedStops.timeColumns.compactMap(index) : nil
    }
}
