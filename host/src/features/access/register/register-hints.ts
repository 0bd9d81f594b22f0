import { writtenIn } from '@wl/i18n/script';
import type { RegisterField } from '../../../api/register-config';
import { fieldMessageText, type FieldMessage } from './register-rules';

/**
 * A registration field's hint in the player's language (issue 34): the merchant's field config carries its own
 * `message` (Chinese in practice), but the site knows each rule (length bounds, pattern), so the hint is built from
 * the rule with the site's message keys. The config's message is shown only when it is written in the player's
 * language, or when the rule gives nothing to say.
 */

/** What a pattern accepts, as a player is told: anything, letters and digits, digits, or a format of its own. */
export type PatternKind = 'any' | 'alnum' | 'digits' | 'format';

/** The hint keys (namespace host); bounds `min`, `max`. */
export const HINT_KEYS = {
  range: 'register_hint_length_range',
  exact: 'register_hint_length_exact',
  min: 'register_hint_length_min',
  max: 'register_hint_length_max',
  alnum: 'register_hint_alnum',
  digits: 'register_hint_digits',
  format: 'register_hint_format',
  email: 'register_hint_email',
} as const;

/** One atom of a simple pattern: a class, `\d`, or a literal letter or digit, with an optional quantifier. */
const ATOM = /(\[[^\]]*\]|\\d|[A-Za-z0-9])(?:\{\d+(?:,\d*)?\}|[+*?])?/y;
/** The parts a character class may hold to count as letters and digits: `\d`, `a-z`-style ranges, letters, digits. */
const CLASS_PART = /\\d|[A-Za-z0-9]-[A-Za-z0-9]|[A-Za-z0-9]/gy;

/**
 * Which sorts of character an atom allows: digits, letters (a whole alphabet, `a-z` or `A-Z`), or null when it
 * allows anything else (a single letter, as the X of an ID card number, makes a format of its own).
 */
function atomSorts(atom: string): { digits: boolean; letters: boolean } | null {
  const sorts = { digits: false, letters: false };
  const add = (part: string) => {
    if (part === '\\d' || /^[0-9](-[0-9])?$/.test(part)) sorts.digits = true;
    else if (part === 'a-z' || part === 'A-Z') sorts.letters = true;
    else return false;
    return true;
  };
  if (!atom.startsWith('[')) return add(atom) ? sorts : null;
  const inner = atom.slice(1, -1);
  CLASS_PART.lastIndex = 0;
  let read = 0;
  for (let match = CLASS_PART.exec(inner); match; match = CLASS_PART.exec(inner)) {
    if (!add(match[0])) return null;
    read = CLASS_PART.lastIndex;
  }
  return read === inner.length && read > 0 ? sorts : null;
}

/**
 * What a config pattern accepts: `*` or none → any; only digits (`^[0-9]+$`, `^1[0-9]{10}$`) → digits; only ASCII
 * letters and digits (`^[A-Za-z0-9]+$`) → alnum; anything else (an e-mail or ID card shape) → format.
 */
export function patternKind(pattern: string | null | undefined): PatternKind {
  const source = pattern?.trim() ?? '';
  if (source === '' || source === '*') return 'any';
  const body = source.replace(/^\^/, '').replace(/\$$/, '');
  const seen = { digits: false, letters: false };
  ATOM.lastIndex = 0;
  let read = 0;
  for (let match = ATOM.exec(body); match; match = ATOM.exec(body)) {
    const sorts = atomSorts(match[1]!);
    if (!sorts) return 'format';
    seen.digits ||= sorts.digits;
    seen.letters ||= sorts.letters;
    read = ATOM.lastIndex;
  }
  if (read !== body.length || read === 0) return 'format';
  // Letters only is a shape of its own, not "letters and digits".
  if (seen.letters) return seen.digits ? 'alnum' : 'format';
  return 'digits';
}

/** The rule's hint, in parts (each a key of {@link HINT_KEYS}): its length, then what it accepts. Empty: no rule. */
export function ruleHint(
  field: Pick<RegisterField, 'key' | 'minLength' | 'maxLength' | 'acceptedPattern'>,
): FieldMessage[] {
  const min = field.minLength ?? 0;
  const max = field.maxLength ?? 0;
  const parts: FieldMessage[] = [];
  if (min > 0 && max > 0)
    parts.push({ key: min === max ? HINT_KEYS.exact : HINT_KEYS.range, values: { min, max } });
  else if (min > 0) parts.push({ key: HINT_KEYS.min, values: { min } });
  else if (max > 0) parts.push({ key: HINT_KEYS.max, values: { max } });
  const kind = patternKind(field.acceptedPattern);
  if (kind === 'format' && field.key === 'email') parts.push({ key: HINT_KEYS.email });
  else if (kind !== 'any') parts.push({ key: HINT_KEYS[kind] });
  return parts;
}

/**
 * The hint a field shows (and its message when an optional field breaks its rule): the config's message (bounds
 * filled in) when it is written in `language`; else the rule's hint; else the config's message as it is; else null.
 * `language` is the display language (cimode: always the rule's keys).
 */
export function fieldHint(
  field: Pick<RegisterField, 'key' | 'minLength' | 'maxLength' | 'acceptedPattern' | 'message'>,
  language: string,
): FieldMessage | null {
  const configured = fieldMessageText(field);
  if (configured && writtenIn(configured, language)) return { text: configured };
  const parts = ruleHint(field);
  if (parts.length === 1) return parts[0]!;
  if (parts.length > 1) return { parts };
  return configured ? { text: configured } : null;
}
