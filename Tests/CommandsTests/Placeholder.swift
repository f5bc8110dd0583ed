import Testing

@Suite struct CommandsPlaceholder {}
