import { DEFAULT_RULES } from './constants';
import {
  checkCountryCode,
  checkCredentials,
  checkLoginPassword,
  checkMobile,
  checkRule,
  checkVerificationCode,
} from './validation';

const SANDBOX_SMS = {
  countryDialingCode: '86',
  mobilePattern: '^1[0-9]{10}$',
  mobileMinLength: 11,
  mobileMaxLength: 11,
};

describe('access validation (spec/shell.md §5)', () => {
  it('login: username and password non-empty, else in_incorrect_password; the username is trimmed first', () => {
    expect(checkCredentials('player01', 'pass1234')).toBeNull();
    expect(checkCredentials('   ', 'pass1234')).toBe('in_incorrect_password');
    expect(checkCredentials('player01', '')).toBe('in_incorrect_password');
  });

  it('mobile number: digits only and the configured pattern and bounds, else br_enright_cphone', () => {
    expect(checkMobile('13800000001', SANDBOX_SMS)).toBeNull();
    expect(checkMobile('1380000000a', SANDBOX_SMS)).toBe('br_enright_cphone');
    expect(checkMobile('23800000001', SANDBOX_SMS)).toBe('br_enright_cphone');
    expect(checkMobile('1380000000', SANDBOX_SMS)).toBe('br_enright_cphone');
    expect(checkMobile('', SANDBOX_SMS)).toBe('br_enright_cphone');
  });

  it('mobile number without settings: the default rule, digits 10-16 (error_phone_number_limit)', () => {
    expect(checkMobile('0912345678', null)).toBeNull();
    expect(checkMobile('091234567', null)).toBe('error_phone_number_limit');
    expect(checkMobile('09123456789012345', undefined)).toBe('error_phone_number_limit');
    expect(checkMobile('09-1234', null)).toBe('br_enright_cphone');
  });

  it('country dialling code: optional, else digits 1-3 (error_country_code_limit)', () => {
    expect(checkCountryCode('')).toBeNull();
    expect(checkCountryCode('86')).toBeNull();
    expect(checkCountryCode('8611')).toBe('error_country_code_limit');
    expect(checkCountryCode('+8')).toBe('error_country_code_limit');
  });

  it('verification code 1-10 characters; password 6-16 (error_password); username 6-13 letters and digits (reg_pattern_4)', () => {
    expect(checkVerificationCode('123456')).toBeNull();
    expect(checkVerificationCode('')).toBe('not_empty');
    expect(checkVerificationCode('12345678901')).toBe('not_empty');
    expect(checkLoginPassword('')).toBe('in_incorrect_password');
    expect(checkLoginPassword('12345')).toBe('error_password');
    expect(checkLoginPassword('12345678901234567')).toBe('error_password');
    expect(checkLoginPassword('pass1234')).toBeNull();
    expect(checkRule('player01', DEFAULT_RULES.username)).toBeNull();
    expect(checkRule('play', DEFAULT_RULES.username)).toBe('reg_pattern_4');
    expect(checkRule('player_01', DEFAULT_RULES.username)).toBe('reg_pattern_4');
  });
});
