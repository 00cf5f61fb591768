/// Ties generated catalog code to the runtime core it was generated for.
///
/// Every file `pushspec-gen` writes declares a private type conforming to this protocol. When the
/// core changes what generated code may rely on, the protocol is renamed (`…Version2`), and code
/// generated for the old core stops compiling with an error that names this type, instead of
/// failing in subtler ways. Regenerate with the matching `pushspec-gen` to fix it.
///
/// Version 2: rendered templates are built by `_TemplateText`.
/// Version 3: custom fields are read at the positions ``JSONValue/forEachMember(_:)`` hands out,
/// by the `in:at:` readers of `_WireReader`; `loc_key`s are looked up in a `_WireKeyTable`.
/// Version 4: each form's templates are given as ``FormTemplates``, and a view of the custom
/// fields finds each one by ``JSONValue/position(ofMember:)``.
/// Version 5: descriptors name their sources and the documented numbers of arguments; forms are
/// chosen with the push's peer (`_LocArgsReader` and ``PeerKind``).
/// Version 6: CLDR's plural rules are generated as `PluralRule`s; templates may select their
/// text by a number's `PluralCategory` (``FormTemplates/plural``), forms are numbered
/// (``FormTemplates/formNumber``) and translations are given as ``FormTranslation``s.
/// Version 7: TL types are generated as ``TLObject``s read by `_TLReader` and written by
/// `_TLJSONWriter`; TDLib content descriptors name their object fields
/// (``TDLibContentDescriptor/Value/object(type:)``).
/// Version 8: notification types report their ``NotificationInterruption``, and categories of
/// actions are given as ``NotificationCategory`` and ``NotificationAction`` values; a plural text
/// may be selected by two numbers, as ICU's nested plurals are
/// (``PluralText/init(argument:second:texts:index:)``).
/// Version 9: what only generated code calls is named with a leading underscore, as
/// swift-protobuf names its own (`_LocArgsReader`, `_WireReader`, `_WireKeyTable`,
/// `_TemplateText`, `_TLReader`, `_TLJSONWriter`, `_TLBoxedType`): public, because an app's
/// generated code lives in the app's module, but for generated code, not for apps.
/// Version 10: a provider's notification enum, `loc_key`s and locales conform to
/// ``TelegramCatalogNotification``, ``TelegramCatalogKey`` and ``TelegramCatalogLocale``, the
/// catalog protocol the runtime is generic over; the enum's `groupKind`, `needsFetch`, `text`,
/// `title`, `body` and `bodyIsText` come from the protocol. Every form's templates are generated
/// once, in one table (`_formTemplates(_:)`), and a typed notification renders through its `_form`
/// (the table's templates and its `_FormArgument`s).
/// Version 11: a typed notification writes its form's arguments where the runtime holds them on
/// the stack (`_form(arguments:)`, with `_FormArgument.form`), instead of returning an array of
/// them; generated custom fields hand the runtime each present field with its wire name as a
/// literal (`_forEachPresentField(_:)`).
/// Version 12: a catalog's service notifications conform to ``TelegramCatalogService``, and its
/// notification enum names them as its `Service`; an app's catalog generates its own, with the
/// services its spec adds, decoded from the notification object where its fields stand.
/// Version 13: the table of forms hands a form's templates to a closure where it builds them
/// (`_withFormTemplates(_:_:)`), a `loc_key` picks its form by the wire arguments as an index into
/// it (`_formIndex(argumentCount:peer:)`), and a typed notification hands its templates on the
/// same way (`_form(arguments:_:)`, returning the number of arguments it wrote): returned, the
/// templates were copied at each function they passed through.
public protocol PushSpecGeneratedCodeVersion13 {}
