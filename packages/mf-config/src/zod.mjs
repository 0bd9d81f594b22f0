// The shared `zod` of every app (webpack resolves the bare specifier here, see index.cjs): the schema builders the
// apps call, from zod itself. Unshared, every remote bundled its own copy (28 KB gzip each, three on the home
// page); shared whole, zod is 89 KB gzip, since a shared module cannot be tree-shaken. This subset is both: one
// copy, and only what is used. Types still come from zod. A builder missing here is found by
// packages/mf-config/src/index.test.ts, which reads every `z.<builder>(` in the apps and packages.
import {
  any,
  array,
  boolean,
  custom,
  discriminatedUnion,
  enum as zodEnum,
  lazy,
  literal,
  never,
  null as zodNull,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  tuple,
  union,
  unknown,
} from '@wl/mf-config/zod';

export const z = Object.freeze({
  any,
  array,
  boolean,
  custom,
  discriminatedUnion,
  enum: zodEnum,
  lazy,
  literal,
  never,
  null: zodNull,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  tuple,
  union,
  unknown,
});
