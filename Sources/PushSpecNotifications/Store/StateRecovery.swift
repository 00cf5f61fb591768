/// What ``NotificationStore/recover(path:configuration:)`` did with a state file.
public enum StateRecovery: Sendable, Hashable {
    /// The state can be used: it is left as it is.
    case healthy
    /// There was no state: a new one was made.
    case made
    /// The state was corrupt: the file, its `-wal` and its `-shm` were moved aside to `movedTo`
    /// (and `movedTo` with `-wal` and `-shm`), kept for whoever looks into it, and a new state
    /// was made in its place.
    case movedAside(movedTo: String, failure: NotificationStateFailure)
}
