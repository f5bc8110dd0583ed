import Commands
import Foundation

@main
struct GTFSLoad {
    static func main() {
        GTFSLoadCommand.installInterruptHandlers()
        exit(GTFSLoadCommand.main(Array(CommandLine.arguments.dropFirst())).rawValue)
    }
}
