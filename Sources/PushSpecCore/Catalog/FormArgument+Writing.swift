extension _FormArgument {
    // For generated code: each case of `_form(arguments:_:)` writes its arguments and hands its
    // form's templates on with one of these, one call a case.

    /// Writes nothing (a form without arguments), calls `body` with the templates of `key`'s form
    /// `index`, and returns 0, the number of arguments written.
    @inlinable
    public static func form<Key: TelegramCatalogKey>(
        _ key: Key, _ index: Int, _ arguments: UnsafeMutablePointer<_FormArgument>, _ body: (FormTemplates) -> Void
    ) -> Int {
        key._withFormTemplates(index, body)
        return 0
    }

    /// Writes the form's one argument at `arguments`, calls `body` with the templates of `key`'s
    /// form `index`, and returns 1.
    @inlinable
    public static func form<Key: TelegramCatalogKey>(
        _ key: Key, _ index: Int, _ arguments: UnsafeMutablePointer<_FormArgument>, _ body: (FormTemplates) -> Void,
        _ first: _FormArgument
    ) -> Int {
        arguments.initialize(to: first)
        key._withFormTemplates(index, body)
        return 1
    }

    /// Writes the form's two arguments, calls `body` with its templates, and returns 2.
    @inlinable
    public static func form<Key: TelegramCatalogKey>(
        _ key: Key, _ index: Int, _ arguments: UnsafeMutablePointer<_FormArgument>, _ body: (FormTemplates) -> Void,
        _ first: _FormArgument, _ second: _FormArgument
    ) -> Int {
        arguments.initialize(to: first)
        (arguments + 1).initialize(to: second)
        key._withFormTemplates(index, body)
        return 2
    }

    /// Writes the form's three arguments, calls `body` with its templates, and returns 3.
    @inlinable
    public static func form<Key: TelegramCatalogKey>(
        _ key: Key, _ index: Int, _ arguments: UnsafeMutablePointer<_FormArgument>, _ body: (FormTemplates) -> Void,
        _ first: _FormArgument, _ second: _FormArgument, _ third: _FormArgument
    ) -> Int {
        arguments.initialize(to: first)
        (arguments + 1).initialize(to: second)
        (arguments + 2).initialize(to: third)
        key._withFormTemplates(index, body)
        return 3
    }

    /// Writes the form's four arguments, calls `body` with its templates, and returns 4.
    @inlinable
    public static func form<Key: TelegramCatalogKey>(
        _ key: Key, _ index: Int, _ arguments: UnsafeMutablePointer<_FormArgument>, _ body: (FormTemplates) -> Void,
        _ first: _FormArgument, _ second: _FormArgument, _ third: _FormArgument, _ fourth: _FormArgument
    ) -> Int {
        arguments.initialize(to: first)
        (arguments + 1).initialize(to: second)
        (arguments + 2).initialize(to: third)
        (arguments + 3).initialize(to: fourth)
        key._withFormTemplates(index, body)
        return 4
    }

    /// Writes any number of arguments (at most ``FormTemplates/maximumArgumentCount``, which a
    /// spec's validator holds forms to), calls `body` with the form's templates, and returns how
    /// many it wrote.
    @inlinable
    public static func form<Key: TelegramCatalogKey>(
        _ key: Key, _ index: Int, _ arguments: UnsafeMutablePointer<_FormArgument>, _ body: (FormTemplates) -> Void,
        _ all: [_FormArgument]
    ) -> Int {
        let count = min(all.count, FormTemplates.maximumArgumentCount)
        arguments.initialize(from: all, count: count)
        key._withFormTemplates(index, body)
        return count
    }
}
