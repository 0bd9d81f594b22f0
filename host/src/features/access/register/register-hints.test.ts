import type { RegisterField } from '../../../api/register-config';
import { fieldHint, HINT_KEYS, patternKind, ruleHint } from './register-hints';

/** A field as the sandbox seeds demo's (its messages are Chinese). */
function field(overrides: Partial<RegisterField>): RegisterField {
  return {
    key: 'username',
    type: 'text',
    required: true,
    enabled: true,
    minLength: 6,
    maxLength: 13,
    acceptedPattern: '^[A-Za-z0-9]+$',
    message: '用户名须为(min)-(max)位字母或数字',
    ...overrides,
  };
}

describe('patternKind', () => {
  it('tells letters and digits, digits, anything and a format of its own', () => {
    expect(patternKind('^[A-Za-z0-9]+$')).toBe('alnum');
    expect(patternKind('^[0-9a-zA-Z]{6,13}$')).toBe('alnum');
    expect(patternKind('[a-z][a-z0-9]*')).toBe('alnum');
    expect(patternKind('^[0-9]+$')).toBe('digits');
    expect(patternKind('^\\d{6}$')).toBe('digits');
    expect(patternKind('^1[0-9]{10}$')).toBe('digits');
    expect(patternKind('*')).toBe('any');
    expect(patternKind('')).toBe('any');
    expect(patternKind(null)).toBe('any');
    expect(patternKind('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$')).toBe('format');
    expect(patternKind('^[0-9]{14,17}[0-9Xx]$')).toBe('format');
    expect(patternKind('^[A-Za-z]+$')).toBe('format');
    expect(patternKind('^[A-Za-z0-9_]+$')).toBe('format');
    expect(patternKind('^.+$')).toBe('format');
  });
});

describe('ruleHint', () => {
  it('says the length, then what the pattern accepts', () => {
    expect(ruleHint(field({}))).toEqual([
      { key: HINT_KEYS.range, values: { min: 6, max: 13 } },
      { key: HINT_KEYS.alnum },
    ]);
    expect(
      ruleHint(field({ key: 'mobileNum', minLength: 11, maxLength: 11, acceptedPattern: '^1[0-9]{10}$' })),
    ).toEqual([{ key: HINT_KEYS.exact, values: { min: 11, max: 11 } }, { key: HINT_KEYS.digits }]);
    expect(ruleHint(field({ key: 'payeeName', minLength: 2, maxLength: 30, acceptedPattern: '*' }))).toEqual([
      { key: HINT_KEYS.range, values: { min: 2, max: 30 } },
    ]);
    expect(ruleHint(field({ minLength: 4, maxLength: null, acceptedPattern: '*' }))).toEqual([
      { key: HINT_KEYS.min, values: { min: 4 } },
    ]);
    expect(ruleHint(field({ minLength: 0, maxLength: 20, acceptedPattern: '^[0-9]+$' }))).toEqual([
      { key: HINT_KEYS.max, values: { max: 20 } },
      { key: HINT_KEYS.digits },
    ]);
    expect(
      ruleHint(
        field({
          key: 'email',
          minLength: 6,
          maxLength: 50,
          acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
        }),
      )[1],
    ).toEqual({ key: HINT_KEYS.email });
    expect(ruleHint(field({ key: 'idNumber', acceptedPattern: '^[0-9]{14,17}[0-9Xx]$' }))[1]).toEqual({
      key: HINT_KEYS.format,
    });
    expect(ruleHint(field({ minLength: null, maxLength: null, acceptedPattern: '*' }))).toEqual([]);
  });
});

describe('fieldHint', () => {
  it('an English player gets the rule in keys, not the Chinese config message', () => {
    expect(fieldHint(field({}), 'EN')).toEqual({
      parts: [{ key: HINT_KEYS.range, values: { min: 6, max: 13 } }, { key: HINT_KEYS.alnum }],
    });
    // One part is the part itself.
    expect(fieldHint(field({ acceptedPattern: '*' }), 'TH')).toEqual({
      key: HINT_KEYS.range,
      values: { min: 6, max: 13 },
    });
    // cimode shows the keys (tests assert them), whatever the message's language.
    expect(fieldHint(field({}), 'cimode')).toMatchObject({
      parts: [{ key: HINT_KEYS.range }, { key: HINT_KEYS.alnum }],
    });
  });

  it("takes the config message, bounds filled in, when it is written in the player's language", () => {
    expect(fieldHint(field({}), 'CN')).toEqual({ text: '用户名须为6-13位字母或数字' });
    expect(fieldHint(field({}), 'TW')).toEqual({ text: '用户名须为6-13位字母或数字' });
    expect(fieldHint(field({ message: 'Username: (min)-(max) letters or digits' }), 'EN')).toEqual({
      text: 'Username: 6-13 letters or digits',
    });
    expect(fieldHint(field({ message: 'Username: (min)-(max) letters or digits' }), 'JA')).not.toHaveProperty(
      'text',
    );
  });

  it('falls back to the config message when the rule says nothing, and to nothing without one', () => {
    const loose = field({ minLength: null, maxLength: null, acceptedPattern: '*' });
    expect(fieldHint({ ...loose, message: '请填写真实姓名' }, 'EN')).toEqual({ text: '请填写真实姓名' });
    expect(fieldHint({ ...loose, message: '' }, 'EN')).toBeNull();
    expect(fieldHint({ ...loose, message: null }, 'CN')).toBeNull();
  });
});
