import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';
import { LoginValueSchema } from './session';

/** Firebase login body (spec/shell.md §3; docs/endpoints.md "Access"). */
export interface FirebaseLoginBody {
  type: 'firebase';
  firebaseChannel: string;
  firebaseIdToken: string;
  firebaseMobileNo?: string;
  deviceId: string;
}

/** What the telegram sign-in page hands back (the provider's login widget fields). */
export interface TelegramAuth {
  id: number | string;
  first_name?: string;
  username?: string;
  auth_date: number | string;
  hash: string;
  [field: string]: unknown;
}

/** Telegram login body (spec/shell.md §3). */
export interface TelegramLoginBody {
  registerUrl: string;
  affiliateCode?: string;
  domain: string;
  referralCode?: string;
  telegramAuth: TelegramAuth;
  deviceId: string;
}

/**
 * Log in with a firebase id token. `bind_customer_required` (value `{ autoCreate }`) opens the bind dialog; other
 * failures are shown beside the social buttons, so no general warning.
 */
export const loginFirebase = defineEndpoint({
  id: 'host.loginFirebase',
  ...HOST_PATHS.loginFirebase,
  alerts: false,
  schema: LoginValueSchema,
});

/** Log in with a telegram identity; failures as {@link loginFirebase}. */
export const loginTelegram = defineEndpoint({
  id: 'host.loginTelegram',
  ...HOST_PATHS.loginTelegram,
  alerts: false,
  schema: LoginValueSchema,
});

/** The merchant's telegram bot and the provider's sign-in page (spec/shell.md §3). */
export const getTelegramSetting = defineEndpoint({
  id: 'host.telegramSetting',
  ...HOST_PATHS.telegramSetting,
  alerts: false,
  schema: z.object({
    botId: z.union([z.string(), z.number()]).transform(String),
    authDomain: z.string().min(1),
  }),
});

/** The telegram setting. */
export type TelegramSetting = z.infer<typeof getTelegramSetting.schema>;

/** Auto-create body: the social identity to bind to a new account with a server-made username. */
export interface AutoUsernameBody {
  firebaseChannel?: string;
  firebaseIdToken?: string;
  telegramAuth?: TelegramAuth;
  registerUrl: string;
  domain: string;
  deviceId: string;
}

/** Register a new account for a social identity (bind dialog's "register new" with auto-create allowed). */
export const registerAutoUsername = defineEndpoint({
  id: 'host.registerAutoUsername',
  ...HOST_PATHS.registerAutoUsername,
  alerts: false,
  schema: z
    .object({
      customerName: z.string().nullish(),
      profile: z.object({ mobileNo: z.string().nullish() }).nullish(),
    })
    .nullish(),
});
