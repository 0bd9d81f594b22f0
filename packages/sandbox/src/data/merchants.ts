import { buildFlagTree, type FlagNode, type FlagShape } from './flag-tree';

/**
 * The whitelabel tree every merchant starts from. Top level: the six area flags (one per remote) and the shell's
 * own flags (spec/shell.md §6). Children: features that only make sense inside their parent's area, e.g. the member
 * centre's menu items (spec/products.md §6) under MEMCEN3, so switching an area off hides its features too.
 * FIREBASELOGIN3, TELEGRAMLOGIN3, SSOREG3, MANUALREG3 and CHAT3 are sandbox names for flags the spec mentions
 * without naming (social login, SSO and manual registration, chat).
 */
export const FLAG_SHAPE: FlagShape = {
  GAMELOBBY3: {},
  LOTTERY3: { LOTTMINIGAME3: {}, SEALOTTMINIGAME3: {} },
  PROMO3: {},
  PTSYS3: {},
  AGECONTRACT3: {},
  MEMCEN3: {
    DEPOSIT: {},
    WITHDRAW: {},
    CREDITMAR3: {},
    REWCEN3: {},
    MAILCEN: {},
    INBOX3: {},
    PAYMENTPASS3: {},
    MANPLAYREB3: {},
    MYRBT3: {},
    REFERRAL: {},
    AGEPAG: {},
    AGETEAMPNL3: {},
  },
  MOBILELOGIN3: {},
  MOBILEVERCODELOGIN3: {},
  FREEPLAY3: {},
  PWDEXPFORCECHANGE3: {},
  GEETEST3: { GEETESTTEST3: {}, GEETESTVCODE3: {} },
  USERNAMEREG3: {},
  MOBILENUMREG3: {},
  MOBILENUMPASSREG3: {},
  REGMOBVERF3: {},
  FEEDBACK3: {},
  FIREBASELOGIN3: {},
  TELEGRAMLOGIN3: {},
  SSOREG3: {},
  MANUALREG3: {},
  CHAT3: {},
};

/** Access switches of the settings (spec/shell.md §4 maintenance and access). */
export interface MerchantPermission {
  maintenance: boolean;
  regionRestriction: boolean;
  [key: string]: unknown;
}

/** Site settings; `PATCH /__sandbox/merchants/:code` may add any other key, which the settings endpoint then lists. */
export interface MerchantSettings {
  siteName: string;
  currency: { symbol: string; position: 'F' | 'B' };
  [key: string]: unknown;
}

/** One merchant's configuration. */
export interface MerchantConfig {
  code: string;
  /** ISO code of the wallets' currency. */
  currency: string;
  whitelabel: FlagNode[];
  permission: MerchantPermission;
  settings: MerchantSettings;
}

function merchant(code: string, siteName: string, off: string[], maintenance = false): MerchantConfig {
  return {
    code,
    currency: 'CNY',
    whitelabel: buildFlagTree(FLAG_SHAPE, off),
    permission: { maintenance, regionRestriction: false },
    settings: { siteName, currency: { symbol: '¥', position: 'F' } },
  };
}

/** Merchant codes of the seed, `demo` first (the default). */
export const MERCHANT_CODES = ['demo', 'lite', 'closed'] as const;

/** The seeded merchants (DESIGN.md §8): demo has every flag on, lite some areas off, closed is in maintenance. */
export function seedMerchants(): Map<string, MerchantConfig> {
  return new Map([
    ['demo', merchant('demo', 'Demo Gaming', [])],
    ['lite', merchant('lite', 'Lite Gaming', ['LOTTERY3', 'PTSYS3', 'AGECONTRACT3', 'FREEPLAY3'])],
    ['closed', merchant('closed', 'Closed Gaming', [], true)],
  ]);
}
