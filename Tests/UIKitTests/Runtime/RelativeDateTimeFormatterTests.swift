import Foundation
import Testing

@testable import UIKit

/// The English relative date formatter apps use beside UIKit.
@Suite struct RelativeDateTimeFormatterTests {
    let now = Date(timeIntervalSinceReferenceDate: 700_000_000)

    @Test func pastAndFutureUseTheLargestWholeUnit() {
        let formatter = RelativeDateTimeFormatter()
        #expect(
            formatter.localizedString(for: now.addingTimeInterval(-2 * 3_600 - 100), relativeTo: now) == "2 hours ago")
        #expect(formatter.localizedString(for: now.addingTimeInterval(300), relativeTo: now) == "in 5 minutes")
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "1 day ago")
        #expect(
            formatter.localizedString(for: now.addingTimeInterval(-3 * 365 * 86_400), relativeTo: now) == "3 years ago")
        #expect(formatter.localizedString(fromTimeInterval: -1) == "1 second ago")
    }

    @Test func namedStyleNamesTheNearDays() {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "yesterday")
        #expect(formatter.localizedString(for: now.addingTimeInterval(86_400), relativeTo: now) == "tomorrow")
        #expect(formatter.localizedString(for: now, relativeTo: now) == "now")
        #expect(formatter.localizedString(for: now.addingTimeInterval(-2 * 86_400), relativeTo: now) == "2 days ago")
    }

    @Test func unitsStylesShortenTheUnit() {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(fromTimeInterval: -7_200) == "2 hr. ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(fromTimeInterval: -7_200) == "2h ago")
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(fromTimeInterval: -7_200) == "two hours ago")
    }
}
