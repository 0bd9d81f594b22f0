import { changePasswordRule, checkChangePassword, matchesRule } from './password-rule';

describe('change-password rule', () => {
  it('defaults to 6-12 of anything and fills missing parts', () => {
    expect(changePasswordRule(null)).toEqual({ minLength: 6, maxLength: 12, acceptedPattern: '*' });
    expect(changePasswordRule({ maxLength: 16, acceptedPattern: '^[a-z0-9]+$' })).toEqual({
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '^[a-z0-9]+$',
    });
  });

  it('applies bounds and pattern; a broken pattern keeps only the bounds', () => {
    const rule = changePasswordRule({ acceptedPattern: '^[A-Za-z0-9]+$' });
    expect(matchesRule('abc12', rule)).toBe(false);
    expect(matchesRule('abc123', rule)).toBe(true);
    expect(matchesRule('abc 123', rule)).toBe(false);
    expect(matchesRule('abc 123', { ...rule, acceptedPattern: '[' })).toBe(true);
  });

  it('checks in the spec order', () => {
    const rule = changePasswordRule(null);
    expect(checkChangePassword({ oldPassword: '', newPassword: 'x', confirmNewPassword: 'y' }, rule)).toEqual(
      {
        field: 'oldPassword',
        key: 'in_please_information',
      },
    );
    expect(
      checkChangePassword({ oldPassword: 'o', newPassword: 'x', confirmNewPassword: 'y' }, rule),
    ).toEqual({
      field: 'newPassword',
      key: 'in_password_incorrect',
    });
    expect(
      checkChangePassword({ oldPassword: 'o', newPassword: 'abcdef', confirmNewPassword: 'abcdeg' }, rule),
    ).toEqual({ field: 'confirmNewPassword', key: 'in_confirmation_correct' });
    expect(
      checkChangePassword({ oldPassword: 'o', newPassword: 'abcdef', confirmNewPassword: 'abcdef' }, rule),
    ).toBeNull();
  });
});
