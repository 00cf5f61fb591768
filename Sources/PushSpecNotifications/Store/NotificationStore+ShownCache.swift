extension NotificationStore {
    /// What a store keeps in memory between inputs: the options, the counters, the scopes'
    /// settings and what is shown of the accounts inputs read (at most 25 groups an account, each
    /// with its newest 25 notifications; a few accounts, see
    /// ``NotificationStore/accountsCached``), valid while no other connection writes. Everything an
    /// input read besides is let go.
    struct ShownCache: Sendable {
        /// A working set holding only what is shown.
        var state: NotificationState
        /// The first `ranked` groups by rank of each account it holds groups of are held (all of
        /// them when there are fewer).
        var ranked: Int
        /// Each held group holds its newest `size` notifications (all when it has fewer).
        var size: Int

        /// What is shown of `state`, a working set just committed, which lets go of the rest.
        init(keepingShownOf state: inout NotificationState) {
            ranked = state.options.isEnabled ? state.options.groupCountMax : 0
            size = state.options.groupSizeMax
            state.letGoOfAllButShown(count: ranked, size: size)
            self.state = state
        }
    }
}
