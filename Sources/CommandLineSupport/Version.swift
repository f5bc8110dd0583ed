/// The version both tools print for `--version`.
public enum TripShotVersion {
    public static let string = "0.1.0"
}
