import Testing

@Suite struct ItineraryPlaceholder {}
