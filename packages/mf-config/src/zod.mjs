// The shared `zod` of every app (webpack resolves the bare specifier here, see index.cjs; so does Jest, see
// jest.preset.cjs): zod's own schemas, built by zod/mini, with the chained methods the apps call on them
// (`z.string().nullish()`, `.min(1)`, `.transform(fn)`...), each the same zod core operation zod's classic API runs.
//
// Why: a shared module cannot be tree-shaken, and zod's classic API carries every method of every schema type
// (27 KB gzip of the host's first visit, and the largest single evaluation of its start); zod/mini is built to be
// shaken, so this is the schemas the apps build plus a few lines of methods (about 11 KB). Types still come from
// zod itself. A method the apps call that is missing here is found by packages/mf-config/src/index.test.ts, which
// reads every `.<method>(` of zod's classic API in the files that import zod; a builder, likewise for `z.<builder>(`.
import {
  _default,
  any,
  array,
  boolean,
  catchall,
  config,
  custom,
  discriminatedUnion,
  endsWith,
  enum as zodEnum,
  extend,
  gt,
  gte,
  includes,
  int,
  lazy,
  length,
  literal,
  lte,
  maxLength,
  minLength,
  never,
  null as zodNull,
  nullable,
  nullish,
  number,
  object,
  optional,
  partial,
  pipe,
  record,
  refine,
  regex,
  startsWith,
  string,
  toLowerCase,
  transform,
  trim,
  tuple,
  union,
  unknown,
  url,
  ZodMiniAny,
  ZodMiniArray,
  ZodMiniBoolean,
  ZodMiniCustom,
  ZodMiniDefault,
  ZodMiniDiscriminatedUnion,
  ZodMiniEnum,
  ZodMiniLazy,
  ZodMiniLiteral,
  ZodMiniNever,
  ZodMiniNull,
  ZodMiniNullable,
  ZodMiniNumber,
  ZodMiniObject,
  ZodMiniOptional,
  ZodMiniPipe,
  ZodMiniRecord,
  ZodMiniString,
  ZodMiniTransform,
  ZodMiniTuple,
  ZodMiniUnion,
  ZodMiniUnknown,
} from '@wl/mf-config/zod-mini';
import en from '@wl/mf-config/zod-locale-en';

// The classic API sets English messages on import; zod/mini leaves that to the app.
config(en());
// No JIT: the site's policy allows no eval (deploy/src/site-rules.mjs), and zod's probe for it would be reported as
// a violation even though the failure is caught.
config({ jitless: true });

/** Sizes of numbers are bounds on the value; of strings and arrays, on the length. */
const bounds = (schema) => schema._zod.def.type === 'number';

/** zod classic's chained methods, as zod classic defines them (zod/v4/classic/schemas.js). */
const METHODS = {
  optional() {
    return optional(this);
  },
  nullable() {
    return nullable(this);
  },
  nullish() {
    return nullish(this);
  },
  default(value) {
    return _default(this, value);
  },
  array() {
    return array(this);
  },
  or(other) {
    return union([this, other]);
  },
  transform(fn) {
    return pipe(this, transform(fn));
  },
  pipe(target) {
    return pipe(this, target);
  },
  refine(check, params) {
    return this.check(refine(check, params));
  },
  min(value, params) {
    return this.check(bounds(this) ? gte(value, params) : minLength(value, params));
  },
  max(value, params) {
    return this.check(bounds(this) ? lte(value, params) : maxLength(value, params));
  },
  length(value, params) {
    return this.check(length(value, params));
  },
  int(params) {
    return this.check(int(params));
  },
  positive(params) {
    return this.check(gt(0, params));
  },
  nonnegative(params) {
    return this.check(gte(0, params));
  },
  regex(pattern, params) {
    return this.check(regex(pattern, params));
  },
  startsWith(value, params) {
    return this.check(startsWith(value, params));
  },
  endsWith(value, params) {
    return this.check(endsWith(value, params));
  },
  includes(value, params) {
    return this.check(includes(value, params));
  },
  url(params) {
    return this.check(url(params));
  },
  trim() {
    return this.check(trim());
  },
  toLowerCase() {
    return this.check(toLowerCase());
  },
  strict() {
    return this.clone({ ...this._zod.def, catchall: never() });
  },
  partial(mask) {
    return partial(this, mask);
  },
  extend(shape) {
    return extend(this, shape);
  },
  catchall(schema) {
    return catchall(this, schema);
  },
};

// Every schema type the builders below create (wrappers included): the methods go on their prototypes once.
for (const Schema of [
  ZodMiniAny,
  ZodMiniArray,
  ZodMiniBoolean,
  ZodMiniCustom,
  ZodMiniDefault,
  ZodMiniDiscriminatedUnion,
  ZodMiniEnum,
  ZodMiniLazy,
  ZodMiniLiteral,
  ZodMiniNever,
  ZodMiniNull,
  ZodMiniNullable,
  ZodMiniNumber,
  ZodMiniObject,
  ZodMiniOptional,
  ZodMiniPipe,
  ZodMiniRecord,
  ZodMiniString,
  ZodMiniTransform,
  ZodMiniTuple,
  ZodMiniUnion,
  ZodMiniUnknown,
]) {
  for (const [name, method] of Object.entries(METHODS))
    Object.defineProperty(Schema.prototype, name, { value: method, writable: true, configurable: true });
}

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
