import { defineEndpoint } from '@wl/api-client';
import type { Balance, MemberInfo } from '@wl/shell-contract';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/** Login request body (spec/shell.md §3; docs/endpoints.md "Access"). Sent encrypted. */
export interface LoginBody {
  username: string;
  password?: string;
  /** `sms` for the mobile-code login, else `username` (also for the mobile-number login). */
  type: 'username' | 'sms';
  isSms: boolean;
  deviceId: string;
  captcha?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  /** Stored social sign-in arguments (after bind_customer_required) and captcha results ride along. */
  [extra: string]: unknown;
}

/** The value of every successful login (social sign-in reuses it). */
export const LoginValueSchema = z.object({
  token: z.string().min(1),
  firstTimeLogin: z.boolean().nullish(),
  passwordExpired: z.boolean().nullish(),
  captcha: z.boolean().nullish(),
});

/** What a successful login (any kind: password, mobile code, two-factor, free play, social) answers. */
export type LoginValue = z.infer<typeof LoginValueSchema>;

/** Log in with a username (or mobile number) and password, or a mobile code. Failures are shown by the form. */
export const login = defineEndpoint({
  id: 'host.login',
  ...HOST_PATHS.login,
  alerts: false,
  schema: LoginValueSchema,
});

/** Two-factor verification body (spec/shell.md §3): the login credentials plus one method's answer. */
export interface LoginVerificationBody {
  username: string;
  password: string;
  method: 'E' | 'G' | 'S' | 'P';
  email?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  payeeName?: string;
  /** A social sign-in waiting to be bound (after bind_customer_required) rides along, as on the login. */
  firebaseChannel?: string;
  firebaseIdToken?: string;
  telegramAuth?: unknown;
}

/** What a two-factor verification repeats of the login it finishes. */
export type VerificationCredentials = Pick<
  LoginVerificationBody,
  'username' | 'password' | 'firebaseChannel' | 'firebaseIdToken' | 'telegramAuth'
>;

/** Finish a login that answered login_verify_required. Failures are shown by the two-factor modal. */
export const loginVerification = defineEndpoint({
  id: 'host.loginVerification',
  ...HOST_PATHS.loginVerification,
  alerts: false,
  schema: LoginValueSchema,
});

/** Free play (FREEPLAY3): a demo login giving an isAgent 4 account. Refusals are shown by the caller. */
export const freePlayLogin = defineEndpoint({
  id: 'host.freePlay',
  ...HOST_PATHS.freePlay,
  alerts: false,
  schema: LoginValueSchema,
});

/** End the session on the server. */
export const logout = defineEndpoint({ id: 'host.logout', ...HOST_PATHS.logout, schema: z.unknown() });

const MemberInfoSchema: z.ZodType<MemberInfo> = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string().nullish(),
  type: z.number(),
  lastLogin: z.string().nullish(),
  toUpline: z.number().nullish(),
  clubLabel: z
    .object({
      labelName: z.string(),
      color: z.string().nullish(),
      type: z.string().nullish(),
      rankLevel: z.number().nullish(),
    })
    .nullish(),
  memberLabel: z.string().nullish(),
  firstTimeLogin: z.boolean().nullish(),
  passwordExpired: z.boolean().nullish(),
});

/** The logged-in member. */
export const getMemberInfo = defineEndpoint({
  id: 'host.memberInfo',
  ...HOST_PATHS.memberInfo,
  schema: MemberInfoSchema,
});

const Amount = z.union([z.string(), z.number()]).transform(String);

const BalanceSchema: z.ZodType<Balance, unknown> = z.object({
  sumBalance: Amount,
  currencySymbol: z.string(),
  currency: z.string(),
  currencyPosition: z.enum(['F', 'B']).optional(),
  balance: z.array(
    z.object({ availBalance: Amount, displayName: z.string().nullish(), accountName: z.string().nullish() }),
  ),
});

/** The member's wallets (typeId 0). */
export const getBalance = defineEndpoint({
  id: 'host.balance',
  ...HOST_PATHS.balance,
  schema: BalanceSchema,
});
