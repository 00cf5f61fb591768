/// TDLib's two options of the Notification API, stored with the state.
public struct NotificationOptions: Sendable, Hashable {
    /// `notification_group_count_max`: how many groups are shown; 0, the default, disables the
    /// API (nothing is shown and no updates are sent).
    public var groupCountMax: Int
    /// `notification_group_size_max`: how many notifications of a shown group are shown.
    public var groupSizeMax: Int

    /// The values of ``groupCountMax`` TDLib accepts.
    public static let groupCountMaxRange = 0...25
    /// The values of ``groupSizeMax`` TDLib accepts.
    public static let groupSizeMaxRange = 1...25

    /// TDLib's defaults: the API disabled, 10 notifications a group.
    public init(groupCountMax: Int = 0, groupSizeMax: Int = 10) {
        self.groupCountMax = groupCountMax
        self.groupSizeMax = groupSizeMax
    }

    /// Whether the API is enabled.
    public var isEnabled: Bool { groupCountMax > 0 }

    /// Checks both values against TDLib's ranges.
    func validated() throws(NotificationStateError) -> Self {
        guard Self.groupCountMaxRange.contains(groupCountMax) else {
            throw .optionOutOfRange(name: "notification_group_count_max", value: groupCountMax, range: Self.groupCountMaxRange)
        }
        guard Self.groupSizeMaxRange.contains(groupSizeMax) else {
            throw .optionOutOfRange(name: "notification_group_size_max", value: groupSizeMax, range: Self.groupSizeMaxRange)
        }
        return self
    }
}
