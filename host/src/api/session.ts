import { defineEndpoint } from '@wl/api-client';
import type { Balance, MemberInfo } from '@wl/shell-contract';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/** Login request body (spec/shell.md §3). */
export interface LoginBody {
  username: string;
  password: string;
  captcha?: string;
  type: 'username';
  deviceId: string;
}

/** Log in with a username and password. */
export const login = defineEndpoint({
  id: 'host.login',
  ...HOST_PATHS.login,
  schema: z.object({
    token: z.string().min(1),
    firstTimeLogin: z.boolean().nullish(),
    passwordExpired: z.boolean().nullish(),
    captcha: z.boolean().nullish(),
  }),
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
