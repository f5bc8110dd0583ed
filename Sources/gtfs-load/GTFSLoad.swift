import Commands
import Foundation

@main
struct GTFSLoad {
    static func main() {
        exit(GTFSLoadCommand.main(Array(CommandLine.arguments.dropFirst())).rawValue)
    }
}
