// The names generated code used before version 9 (`PushSpecGeneratedCodeVersion9`): unavailable,
// so that code naming them fails with a fix-it to the underscored name instead of "cannot find
// in scope". Code completion offers no unavailable declaration.

/// Renamed `_LocArgsReader` in generated-code version 9: for generated code, not for apps.
@available(*, unavailable, renamed: "_LocArgsReader")
public typealias LocArgsReader = _LocArgsReader

/// Renamed `_WireReader` in generated-code version 9: for generated code, not for apps.
@available(*, unavailable, renamed: "_WireReader")
public typealias WireReader = _WireReader

/// Renamed `_WireKeyTable` in generated-code version 9: for generated code, not for apps.
@available(*, unavailable, renamed: "_WireKeyTable")
public typealias WireKeyTable<Value: Sendable> = _WireKeyTable<Value>

/// Renamed `_TemplateText` in generated-code version 9: for generated code, not for apps.
@available(*, unavailable, renamed: "_TemplateText")
public typealias TemplateText = _TemplateText

/// Renamed `_TLReader` in generated-code version 9: for generated code, not for apps.
@available(*, unavailable, renamed: "_TLReader")
public typealias TLReader = _TLReader

/// Renamed `_TLJSONWriter` in generated-code version 9: for generated code, not for apps.
@available(*, unavailable, renamed: "_TLJSONWriter")
public typealias TLJSONWriter = _TLJSONWriter

/// Renamed `_TLBoxedType` in generated-code version 9: for generated code, not for apps.
@available(*, unavailable, renamed: "_TLBoxedType")
public typealias TLBoxedType = _TLBoxedType
