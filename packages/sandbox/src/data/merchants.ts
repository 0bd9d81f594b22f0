import { buildFlagTree, type FlagNode, type FlagShape } from './flag-tree';
import { encodeCsPath } from './cs-path';
import { seedRegisterFields, type RegisterField } from './register-config';

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

/** The telegram login setting (GET /wps/system/setting/telegram). */
export interface TelegramSetting {
  botId: string;
  /** The provider's sign-in page (the sandbox's stand-in). */
  authDomain: string;
}

/** One merchant's configuration. */
export interface MerchantConfig {
  code: string;
  /** ISO code of the wallets' currency. */
  currency: string;
  whitelabel: FlagNode[];
  permission: MerchantPermission;
  settings: MerchantSettings;
  /** The register config (GET /wps/system/setting/register). */
  register: RegisterField[];
  /** Null: the merchant has no telegram bot. */
  telegram: TelegramSetting | null;
  /** Help sections' background colours by tag, over the seeded tree (`PATCH ... { help }`); none until patched. */
  helpColors?: Record<string, string | null>;
}

/** Where the sandbox serves its stand-ins for the social sign-in providers (shell/stand-ins/social-pages.ts). */
export const SOCIAL_STAND_IN_PATHS = {
  firebase: '/__sandbox/social/firebase',
  telegram: '/__sandbox/social/telegram',
} as const;

/**
 * The access settings of docs/endpoints.md (Access): the firebase config (its sign-in page is the sandbox's
 * stand-in), geetest (`GEETEST_ID` is the v4 captcha id and the v3 `gt`), the SMS rules and the default password rule.
 */
function accessSettings(code: string) {
  return {
    firebase: {
      apiKey: `sandbox-firebase-key-${code}`,
      authDomain: `${code}.sandbox.firebaseapp.local`,
      projectId: `sandbox-${code}`,
      signInUrl: SOCIAL_STAND_IN_PATHS.firebase,
    },
    gw: { GEETEST_ID: `sandbox-geetest-${code}`, GEETEST_VERSION: '3', PROFILE_ICON_COUNT: 9 },
    sms: {
      countryDialingCode: '86',
      mobilePattern: '^1[0-9]{10}$',
      mobileMinLength: 11,
      mobileMaxLength: 11,
    },
    defaultPasswordRule: { minLength: 6, maxLength: 12, acceptedPattern: '^[A-Za-z0-9]+$' },
    // The lobby domain (spec/products.md §8 game_maintenance): where games are launched from. An empty list (PATCH
    // `{ settings: { launchGameCDNs: [] } }`) makes every launch answer game_maintenance on the site.
    launchGameCDNs: [`https://${code}.games.sandbox.local`],
    // The app download page and the quick links read these (spec/shell.md §3 resources); demo also has a logo.
    resources:
      code === 'demo'
        ? [...structuredClone(SEED_RESOURCES), seedLogo(code)]
        : structuredClone(SEED_RESOURCES),
    // Image hosts (spec/shell.md §3); the sandbox's own artwork is served by the site's origin.
    imageCDNs: [`https://${code}.img.sandbox.local`],
    // The mobile template (spec/shell.md §3): the site applies favicon and splash; demo has its artwork.
    mobileTemplate: seedMobileTemplate(code),
    // The contact buttons (maintenance page, quick links) read these (spec/products.md §3 customer service entry).
    customerService: seedCustomerService(code),
  };
}

/** App resources seeded into every merchant's settings (spec/shell.md §3: resourceType, url, qrCodeUrl). */
export const SEED_RESOURCES = [
  {
    resourceType: 'Android',
    url: 'https://download.example.com/app/wl.apk',
    qrCodeUrl: 'https://download.example.com/qr/android',
  },
  {
    resourceType: 'IOS',
    url: 'https://download.example.com/app/wl.mobileconfig',
    qrCodeUrl: 'https://download.example.com/qr/ios',
  },
  { resourceType: 'H5', url: 'https://m.example.com/', qrCodeUrl: null },
];

/**
 * The merchant's header logo: a resource of type `Logo` (docs/endpoints.md "Site frame": the spec lists resources
 * with a resourceType but names no logo type, so this is our choice), drawn by the artwork handler.
 */
export function seedLogo(code: string) {
  return { resourceType: 'Logo', url: `/wps/res/img/logo/${code}.svg`, qrCodeUrl: null };
}

/** The mobile template (spec/shell.md §3); only demo has a favicon and a splash (the others keep the site's own). */
export function seedMobileTemplate(code: string) {
  const artwork = code === 'demo';
  return {
    favicon: artwork ? `/wps/res/img/favicon/${code}.svg` : null,
    splash: artwork ? `/wps/res/img/splash/${code}.svg` : null,
    app_desc: 'Live casino, slots, lottery and sports in one app.',
    bottom_app_desc: 'Scan the code to download the app.',
    login_prompt_text: 'Welcome back. Please log in.',
  };
}

/** The customer-service entries the sandbox seeds (spec/products.md §3): one open link, one encrypted path. */
export function seedCustomerService(code: string) {
  return [
    {
      csType: 'LIVECHAT',
      csPosition: 'RIGHT',
      type: 'LINK',
      path: `https://cs.sandbox.local/chat/${code}`,
      labelIds: [] as string[],
      target: '_blank',
      title: 'Live chat',
    },
    {
      csType: 'COMM100VIP',
      csPosition: 'RIGHT',
      type: 'LINK',
      // Obfuscated (no http prefix; docs/customer-service.md): for club label VIP5 (vipfixed01) only.
      path: encodeCsPath(`https://cs.sandbox.local/vip/${code}`, code),
      labelIds: ['VIP5'],
      target: '_blank',
      title: 'VIP service',
    },
  ];
}

function merchant(code: string, siteName: string, off: string[], maintenance = false): MerchantConfig {
  return {
    code,
    currency: 'CNY',
    whitelabel: buildFlagTree(FLAG_SHAPE, off),
    permission: { maintenance, regionRestriction: false },
    settings: {
      siteName,
      currency: { symbol: '¥', position: 'F' },
      ...accessSettings(code),
      // Per-browser remote overrides (README "Releasing"): off as for a production merchant; tests and QA turn it on
      // with PATCH /__sandbox/merchants/:code { settings: { remoteOverride: true } }.
      remoteOverride: false,
      // The known languages the switcher offers after the spec's six (docs/endpoints.md "Shell"): demo offers all
      // four; PATCH { settings: { extraLanguages: [] } } takes them away.
      extraLanguages: code === 'demo' ? ['RU', 'PT', 'ES', 'AR'] : [],
    },
    register: seedRegisterFields(),
    telegram: { botId: `sandbox-bot-${code}`, authDomain: SOCIAL_STAND_IN_PATHS.telegram },
  };
}

/** Merchant codes of the seed, `demo` first (the default). */
export const MERCHANT_CODES = ['demo', 'lite', 'closed'] as const;

/**
 * The seeded merchants (DESIGN.md §8): demo has every flag on, lite some areas off (and geetest, so it shows the image
 * captcha), closed is in maintenance.
 */
export function seedMerchants(): Map<string, MerchantConfig> {
  return new Map([
    ['demo', merchant('demo', 'Demo Gaming', [])],
    [
      'lite',
      merchant('lite', 'Lite Gaming', ['LOTTERY3', 'PTSYS3', 'AGECONTRACT3', 'FREEPLAY3', 'GEETEST3']),
    ],
    ['closed', merchant('closed', 'Closed Gaming', [], true)],
  ]);
}
