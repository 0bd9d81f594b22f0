import type { RegisterField } from '../../../api/register-config';
import { checkField, confirmationField, fieldMessageText, payloadName, validTid } from './register-rules';

const field = (over: Partial<RegisterField>): RegisterField => ({
  key: 'username',
  type: 'text',
  required: false,
  enabled: true,
  minLength: 6,
  maxLength: 13,
  acceptedPattern: '^[A-Za-z0-9]+$',
  message: '用户名须为(min)-(max)位字母或数字',
  ...over,
});

describe('registration field rules (spec/shell.md §5)', () => {
  it('fills (min) and (max) with the bounds', () => {
    expect(fieldMessageText(field({}))).toBe('用户名须为6-13位字母或数字');
  });

  it('required and invalid gives in_please_information; optional and invalid its message; * accepts anything', () => {
    expect(checkField(field({ required: true }), '', '')).toEqual({ key: 'in_please_information' });
    expect(checkField(field({ required: true }), 'ab', '')).toEqual({ key: 'in_please_information' });
    expect(checkField(field({}), '', '')).toBeNull();
    // An optional field that breaks its rule: its hint (register-hints.ts), else in_please_information.
    expect(checkField(field({}), 'ab!', '', { text: '用户名须为6-13位字母或数字' })).toEqual({
      text: '用户名须为6-13位字母或数字',
    });
    expect(checkField(field({}), 'ab!', '')).toEqual({ key: 'in_please_information' });
    expect(checkField(field({ acceptedPattern: '*' }), '!@#$%^&', '')).toBeNull();
    expect(checkField(field({ acceptedPattern: '*' }), '!@#$%^&*()1234', '')).not.toBeNull(); // 14 > 13
    expect(checkField(field({ required: true }), 'player01', '')).toBeNull();
  });

  it('the confirmation equals the password (in_confirmation_correct) and takes the password rule', () => {
    const confirm = field({
      key: 'verifyPwd',
      required: true,
      minLength: 1,
      maxLength: 99,
      message: '两次密码不一致',
    });
    const password = field({ key: 'password', minLength: 6, maxLength: 16 });
    expect(checkField(confirm, 'abc12346', 'abc12345')).toEqual({ key: 'in_confirmation_correct' });
    expect(checkField(confirm, 'abc12345', 'abc12345')).toBeNull();
    expect(confirmationField(confirm, password)).toEqual(
      expect.objectContaining({ minLength: 6, maxLength: 16 }),
    );
    expect(payloadName('verifyPwd')).toBe('confirmPassword');
    expect(payloadName('mobileNum')).toBe('mobileNum');
  });

  it('keeps tid only when it is all digits', () => {
    expect(validTid('0042')).toBe('0042');
    expect(validTid('12a')).toBeNull();
    expect(validTid('')).toBeNull();
    expect(validTid(null)).toBeNull();
  });
});
