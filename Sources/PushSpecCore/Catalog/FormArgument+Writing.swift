extension _FormArgument {
    // For generated code: `_form(arguments:)`'s cases write their arguments with these, one
    // call a case, and only when the form has templates.

    /// `templates`, with nothing to write (a form without arguments).
    @inlinable
    public static func form(_ templates: FormTemplates?, _ arguments: UnsafeMutablePointer<_FormArgument>) -> FormTemplates? {
        templates
    }

    /// `templates`, with its one argument written at `arguments`; nil, writing nothing, without templates.
    @inlinable
    public static func form(
        _ templates: FormTemplates?, _ arguments: UnsafeMutablePointer<_FormArgument>, _ first: _FormArgument
    ) -> FormTemplates? {
        guard let templates else { return nil }
        arguments.initialize(to: first)
        return templates
    }

    /// `templates`, with its two arguments written at `arguments`.
    @inlinable
    public static func form(
        _ templates: FormTemplates?, _ arguments: UnsafeMutablePointer<_FormArgument>, _ first: _FormArgument,
        _ second: _FormArgument
    ) -> FormTemplates? {
        guard let templates else { return nil }
        arguments.initialize(to: first)
        (arguments + 1).initialize(to: second)
        return templates
    }

    /// `templates`, with its three arguments written at `arguments`.
    @inlinable
    public static func form(
        _ templates: FormTemplates?, _ arguments: UnsafeMutablePointer<_FormArgument>, _ first: _FormArgument,
        _ second: _FormArgument, _ third: _FormArgument
    ) -> FormTemplates? {
        guard let templates else { return nil }
        arguments.initialize(to: first)
        (arguments + 1).initialize(to: second)
        (arguments + 2).initialize(to: third)
        return templates
    }

    /// `templates`, with its four arguments written at `arguments`.
    @inlinable
    public static func form(
        _ templates: FormTemplates?, _ arguments: UnsafeMutablePointer<_FormArgument>, _ first: _FormArgument,
        _ second: _FormArgument, _ third: _FormArgument, _ fourth: _FormArgument
    ) -> FormTemplates? {
        guard let templates else { return nil }
        arguments.initialize(to: first)
        (arguments + 1).initialize(to: second)
        (arguments + 2).initialize(to: third)
        (arguments + 3).initialize(to: fourth)
        return templates
    }

    /// `templates`, with any number of arguments written at `arguments` (at most
    /// ``FormTemplates/maximumArgumentCount``, which a spec's validator holds forms to).
    @inlinable
    public static func form(
        _ templates: FormTemplates?, _ arguments: UnsafeMutablePointer<_FormArgument>, _ all: [_FormArgument]
    ) -> FormTemplates? {
        guard let templates else { return nil }
        arguments.initialize(from: all, count: min(all.count, FormTemplates.maximumArgumentCount))
        return templates
    }
}
