import {
  ChangePasswordGate,
  changePasswordBody,
  changePasswordRule,
  checkChangePassword,
  matchesRule,
} from './change-password';
import { CHANGE_PASSWORD_THROTTLE_MS } from './constants';

describe('change-password rule (spec/shell.md §5)', () => {
  it('defaults to 6-12 of anything and fills missing parts from the settings', () => {
    expect(changePasswordRule(null)).toEqual({ minLength: 6, maxLength: 12, acceptedPattern: '*' });
    expect(changePasswordRule({ maxLength: 16, acceptedPattern: '^[a-z0-9]+$' })).toEqual({
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '^[a-z0-9]+$',
    });
    expect(changePasswordRule({ minLength: 8, acceptedPattern: '' }).acceptedPattern).toBe('*');
  });

  it("applies bounds and pattern; '*' or empty accepts anything; a broken pattern keeps only the bounds", () => {
    const rule = changePasswordRule({ acceptedPattern: '^[A-Za-z0-9]+$' });
    expect(matchesRule('abc12', rule)).toBe(false);
    expect(matchesRule('abc123', rule)).toBe(true);
    expect(matchesRule('abc 123', rule)).toBe(false);
    expect(matchesRule('abc 123', { ...rule, acceptedPattern: '[' })).toBe(true);
    expect(matchesRule('any thing!', { minLength: 1, maxLength: 20, acceptedPattern: '' })).toBe(true);
    expect(matchesRule('', { minLength: 1, maxLength: 20, acceptedPattern: '([' })).toBe(false);
  });

  it('checks in the spec order; the old password only when asked', () => {
    const rule = changePasswordRule(null);
    const check = (oldPassword: string, newPassword: string, confirmNewPassword: string, askOld = true) =>
      checkChangePassword({ oldPassword, newPassword, confirmNewPassword }, { askOld, rule });
    expect(check('', 'x', 'y')).toEqual({ field: 'oldPassword', key: 'in_please_information' });
    expect(check('', 'x', 'y', false)).toEqual({ field: 'newPassword', key: 'in_password_incorrect' });
    expect(check('o', 'abcdef1234567', 'abcdef1234567')).toEqual({
      field: 'newPassword',
      key: 'in_password_incorrect',
    });
    expect(check('o', 'abcdef', 'abcdeg')).toEqual({
      field: 'confirmNewPassword',
      key: 'in_confirmation_correct',
    });
    expect(check('o', 'abcdef', 'abcdef')).toBeNull();
    expect(check('', 'abcdef', 'abcdef', false)).toBeNull();
  });

  it('sends the old password only when it was asked', () => {
    const values = { oldPassword: 'old', newPassword: 'abcdef', confirmNewPassword: 'abcdef' };
    expect(changePasswordBody(values, true)).toEqual(values);
    expect(changePasswordBody(values, false)).toEqual({
      newPassword: 'abcdef',
      confirmNewPassword: 'abcdef',
    });
  });

  it('the gate admits one call per 3 s, and only valid forms', () => {
    let now = 10_000;
    const gate = new ChangePasswordGate(() => now);
    const options = { askOld: true, rule: changePasswordRule(null) };
    const valid = { oldPassword: 'o', newPassword: 'abcdef', confirmNewPassword: 'abcdef' };
    expect(gate.admit({ ...valid, oldPassword: '' }, options)).toEqual({
      field: 'oldPassword',
      key: 'in_please_information',
    });
    expect(gate.admit(valid, options)).toBe('send');
    now += CHANGE_PASSWORD_THROTTLE_MS - 1;
    expect(gate.admit(valid, options)).toBe('throttled');
    now += 1;
    expect(gate.admit(valid, options)).toBe('send');
  });
});
