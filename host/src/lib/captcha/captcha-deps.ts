import type { ApiClient } from '@wl/api-client';
import type { FlagView } from '@wl/shell-contract';
import type { GeetestGlobals } from './geetest-adapter';
import type { ScriptLoader } from './script-loader';

// The captcha's inputs, apart from CaptchaStore so that the loader and the registry can name them without
// importing the store (which they load on demand).

/** Which form the captcha guards: it decides the kind (spec/shell.md §4, §5). */
export type CaptchaPurpose = 'login' | 'register' | 'sms';

/** The geetest part of the settings (`gw`). */
export interface GeetestSetting {
  GEETEST_ID?: string | null;
  GEETEST_VERSION?: string | null;
}

/** Where the vendor's scripts come from (site config `geetest`). */
export interface GeetestScripts {
  v3ScriptUrl: string;
  v4ScriptUrl: string;
}

/** What the store needs from the shell. */
export interface CaptchaDeps {
  api: ApiClient;
  flags: FlagView;
  /** The settings' `gw` (null until the settings arrive, or when the merchant has none). */
  gw(): GeetestSetting | null | undefined;
  scripts: GeetestScripts;
  /** The current interface language (spec code), for the vendor's popup. */
  language?(): string;
  loader?: ScriptLoader;
  globals?(): GeetestGlobals;
  now?(): number;
}
