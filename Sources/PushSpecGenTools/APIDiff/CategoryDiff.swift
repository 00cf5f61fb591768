import PushSpecCompiler

/// Compares a provider's categories of actions (`<Prefix>NotificationCategory`): a category gone is
/// a case gone (breaking), a new one a case added (additive; the first one also adds
/// `<Prefix>LocKey.category`); a category's actions and titles are values, so their changes are
/// cosmetic.
struct CategoryDiff {
    let typePrefix: String

    func compare(old: [CategoryModel], new: [CategoryModel], into log: inout APIChangeLog) {
        let typeName = typePrefix + "NotificationCategory"
        let categories = Pairing(old: old, new: new, by: \.name)
        for removed in categories.removed {
            log.breaking(removed.name, "case \(typeName).\(removed.caseName) removed")
        }
        for added in categories.added {
            log.additive(added.name, "case \(typeName).\(added.caseName) added with \(added.actions.count) actions")
        }
        for (oldCategory, newCategory) in categories.matched where oldCategory.actions != newCategory.actions {
            log.cosmetic(newCategory.name, "\(typeName).\(newCategory.caseName): actions changed")
        }
    }
}
