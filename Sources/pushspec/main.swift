import PushSpecCLI

// `pushspec`: the commands are in PushSpecCLI (a library, which the tests also import);
// `notifications` is the program `pushspec-notifications`, `validate` is `pushspec-gen validate`.
PushSpecCommand.main()
