import DBusKit
import SolvervEngine

/// Work the daemon keeps between calls so that repeated or hostile requests stay cheap: season
/// events per year (at most the 2,001 supported years, ~300 KB) and the last few `Events` replies,
/// marshalled, for the location they were made in.
public final class ReplyCache {
  public init() {}

  private var eventsByYear: [Int: [SeasonEvent]] = [:]
  private var eventReplies: [String: DBusMessage] = [:]
  private var eventRepliesOrder: [String] = []
  private static let maximumReplies = 16

  func events(in years: ClosedRange<Int>) -> [SeasonEvent] {
    var result: [SeasonEvent] = []
    result.reserveCapacity(years.count * 4)
    for year in years {
      if let cached = eventsByYear[year] {
        result += cached
      } else {
        let computed = SeasonCalculator.events(in: year)
        eventsByYear[year] = computed
        result += computed
      }
    }
    return result
  }

  /// A marshalled `Events` reply for `key` (years, zone, language, hemisphere), if kept.
  func eventReply(_ key: String) -> DBusMessage? { eventReplies[key] }

  func keep(eventReply: DBusMessage, for key: String) {
    if eventReplies[key] == nil {
      eventRepliesOrder.append(key)
      if eventRepliesOrder.count > ReplyCache.maximumReplies {
        eventReplies[eventRepliesOrder.removeFirst()] = nil
      }
    }
    eventReplies[key] = eventReply
  }
}
