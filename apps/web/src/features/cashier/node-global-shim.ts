// multicoin-address-validator was written for Node and reads `global`; browsers only have `globalThis`. Imported
// before the library so the name exists when its modules run.
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
