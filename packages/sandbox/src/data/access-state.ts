import { digitsOf, hexOf } from '../core/hash';

/** Why an SMS was sent: a code from `/wps/verification/sms/noLogin` or `/register`, or a new password. */
export type SmsPurpose = 'noLogin' | 'register' | 'password';

/** One text message the sandbox "sent" (what `GET /__sandbox/sms/:mobile` answers, plus bookkeeping). */
export interface SmsRecord {
  merchant: string;
  mobile: string;
  /** The code, or the new password for purpose `password`. */
  code: string;
  purpose: SmsPurpose;
  /** Epoch ms (sandbox clock). */
  sentAt: number;
  /** Epoch ms after which the code is refused. */
  expiresAt: number;
  text: string;
  /** A code is good once. */
  used: boolean;
}

/** Minutes an SMS code stays valid (the login countdown is expiredMinutes × 60 s). */
export const SMS_CODE_MINUTES = 5;

/** Failed logins of a username on a merchant from which the captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;

/** Social identities bound to an account on every merchant from the seed (provider:subject → account). */
export const SEED_SOCIAL_BINDINGS: Readonly<Record<string, string>> = {
  'firebase:bound-player01': 'player01',
  'telegram:7000001': 'player01',
};

/**
 * The access flows' mutable state (SMS log, captcha codes, geetest challenges, failed-login counts, social bindings).
 * Everything here is forgotten at a reset; counters restart so codes repeat run after run.
 */
export class AccessState {
  private sms = new Map<string, SmsRecord>();
  private imageCodes = new Map<string, string>();
  private challenges = new Map<string, Set<string>>();
  private failures = new Map<string, number>();
  private bindings = new Map<string, string>();
  private serial = 0;

  /** Back to the seed. */
  reset(): void {
    this.sms = new Map();
    this.imageCodes = new Map();
    this.challenges = new Map();
    this.failures = new Map();
    this.bindings = new Map();
    this.serial = 0;
  }

  /** A new number each call (codes, challenges and new social identities derive from it). */
  nextSerial(): number {
    this.serial += 1;
    return this.serial;
  }

  /** A fresh code of `count` digits. */
  newDigits(label: string, count: number): string {
    return digitsOf(`${this.nextSerial()}:${label}`, count);
  }

  /** A fresh 32-character hex string (geetest challenges, identities). */
  newHex(label: string): string {
    return hexOf(`${this.nextSerial()}:${label}`);
  }

  /** Keeps a sent SMS as the last one to its number. */
  recordSms(record: Omit<SmsRecord, 'used'>): void {
    this.sms.set(record.mobile, { ...record, used: false });
  }

  /** The last SMS to a number, or null. */
  lastSms(mobile: string): SmsRecord | null {
    return this.sms.get(mobile) ?? null;
  }

  /**
   * True, and the code used up, when `code` is the unexpired, unused code of the last SMS sent to `mobile` on the
   * merchant for the purpose.
   */
  takeSmsCode(merchant: string, mobile: string, purpose: SmsPurpose, code: string, now: number): boolean {
    const record = this.sms.get(mobile);
    const good =
      record !== undefined &&
      !record.used &&
      record.merchant === merchant &&
      record.purpose === purpose &&
      record.expiresAt >= now &&
      code.trim() !== '' &&
      record.code === code.trim();
    if (good) record.used = true;
    return good;
  }

  /** Remembers the image code just issued for a merchant (the only one that counts). */
  setImageCode(merchant: string, code: string): void {
    this.imageCodes.set(merchant, code);
  }

  /** The last image code issued for a merchant, or null. */
  imageCode(merchant: string): string | null {
    return this.imageCodes.get(merchant) ?? null;
  }

  /** Remembers a geetest v3 challenge issued for a merchant. */
  addChallenge(merchant: string, challenge: string): void {
    const set = this.challenges.get(merchant) ?? new Set<string>();
    set.add(challenge);
    this.challenges.set(merchant, set);
  }

  /** Whether the sandbox issued this v3 challenge for the merchant. */
  hasChallenge(merchant: string, challenge: string): boolean {
    return this.challenges.get(merchant)?.has(challenge) ?? false;
  }

  private static failureKey(merchant: string, username: string): string {
    return `${merchant}/${username.trim().toLowerCase()}`;
  }

  /** Failed logins of a username on a merchant since its last success. */
  failuresOf(merchant: string, username: string): number {
    return this.failures.get(AccessState.failureKey(merchant, username)) ?? 0;
  }

  /** Counts one more failed login; answers the new count. */
  recordFailure(merchant: string, username: string): number {
    const key = AccessState.failureKey(merchant, username);
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, count);
    return count;
  }

  /** A success forgets the failures. */
  clearFailures(merchant: string, username: string): void {
    this.failures.delete(AccessState.failureKey(merchant, username));
  }

  /** Binds a social identity (`provider:subject`) to an account on a merchant. */
  bind(merchant: string, identity: string, account: string): void {
    this.bindings.set(`${merchant}|${identity}`, account);
  }

  /** The account a social identity is bound to on a merchant, or null. */
  boundAccount(merchant: string, identity: string): string | null {
    return this.bindings.get(`${merchant}|${identity}`) ?? SEED_SOCIAL_BINDINGS[identity] ?? null;
  }
}
