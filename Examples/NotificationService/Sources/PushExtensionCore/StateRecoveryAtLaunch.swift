import Foundation
import PushSpecNotifications

/// What the app does at launch about the state its extension shares: when the extension reported
/// the state corrupt, recover it (moved aside, a new one made) and set the options again.
public enum StateRecoveryAtLaunch {
    /// Recovers the state when the extension reported it corrupt, then removes the report; sets
    /// `options` on a new state. Returns what recovery did, nil when nothing was reported.
    public static func run(files: AppGroupFiles, options: NotificationOptions) throws -> StateRecovery? {
        guard FileManager.default.fileExists(atPath: files.corruptStateReport.path) else { return nil }
        let recovery = try NotificationStore.recover(path: files.state.path)
        if recovery != .healthy {
            let store = try NotificationStore(path: files.state.path)
            _ = try store.setOptions(options)
            try store.close()
        }
        try FileManager.default.removeItem(at: files.corruptStateReport)
        return recovery
    }
}
