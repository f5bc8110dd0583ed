import Commands
import Foundation

@main
struct Tripshot {
    static func main() {
        exit(TripshotCommand.main(Array(CommandLine.arguments.dropFirst())).rawValue)
    }
}
