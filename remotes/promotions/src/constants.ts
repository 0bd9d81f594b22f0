/**
 * The promotions area's constants, named as spec/products.md names them (§2, §7, §9 unless noted).
 */

/** Namespace of the area's texts (the remote id). */
export const NAMESPACE = 'promotions';

/** Default banner group of the home page. */
export const DEFAULT_BANNER_GROUP = 'w_home';
/** Group of the promotions page (notices there, and the news list). */
export const PROMOTION_GROUP = 'w_promotion';
/** Banner/notice types asked for by default. */
export const BANNER_TYPES = ['B', 'PL', 'PU'] as const;
/** Types asked for with the w_promotion group: the defaults plus promotion notices. */
export const PROMOTION_NOTICE_TYPES = [...BANNER_TYPES, 'PR'] as const;
/** `execution` query value of notice reads (B: on browse). */
export const NOTICE_EXECUTION = 'B';
/** `platform` query value of notice reads (W: web). */
export const NOTICE_PLATFORM = 'W';

/** Banner autoplay delay when there is more than one banner. */
export const BANNER_AUTOPLAY_DELAY_MS = 3000;
/** Autoplay delay of other carousels. */
export const DEFAULT_AUTOPLAY_DELAY_MS = 2500;
/** A banner carousel autoplays only with at least this many banners (more than one). */
export const BANNER_AUTOPLAY_MIN_COUNT = 2;
/** A carousel loops only with at least this many images ("loops above 5"). */
export const BANNER_LOOP_MIN_COUNT = 6;

/** Notices per page of the notice list. */
export const NOTICE_PAGE_SIZE = 10;
/** The notice pager scrolls beyond this many pages. */
export const NOTICE_PAGER_VISIBLE_PAGES = 7;
/** Height (px) of the notice content pane, title and padding included. */
export const NOTICE_CONTENT_HEIGHT = 523;

/** Promotions are polled every 5 minutes… */
export const PROMOTION_POLL_MS = 300_000;
/** …with a 1 s debounce. */
export const PROMOTION_POLL_DEBOUNCE_MS = 1000;

/** Banner linkage types: URL opens an external link, P a page of the site. */
export const LINKAGE_TYPE = { URL: 'URL', PAGE: 'P' } as const;

/** Promotion types (spec §3). */
export const PROMOTION_TYPES = [
  'LOGIN',
  'REGISTER',
  'SAVIOR',
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'DEPOSIT_COUNT',
  'DEPOSIT_BET_BONUS',
  'MISSION',
  'REFERRAL',
  'UPGRADE_BONUS',
] as const;

/** Promotion redirects (spec §3). */
export type PromotionRedirect =
  | 'APP_DOWNLOAD'
  | 'REGISTER'
  | 'DEPOSIT'
  | 'REWARD_CENTER'
  | 'MISSION'
  | 'INVITE_FRIENDS'
  | 'MEMBER'
  | 'POINT_MARKET'
  | 'REDIRECT_URL';

/**
 * Where a promotion's go button leads, per redirect. `login` pages are member pages: they need a logged-in real
 * account. DEPOSIT opens the deposit page through the shell; REDIRECT_URL uses the promotion's external link.
 * The spec does not show the mission and invite-friends paths; these are the member centre's.
 */
export const PROMOTION_REDIRECT_TARGETS: Record<
  Exclude<PromotionRedirect, 'REDIRECT_URL' | 'DEPOSIT'>,
  { path: string; login: boolean }
> = {
  APP_DOWNLOAD: { path: '/download', login: false },
  REGISTER: { path: '/register', login: false },
  REWARD_CENTER: { path: '/member/rewardCenter', login: true },
  MISSION: { path: '/member/mission', login: true },
  INVITE_FRIENDS: { path: '/member/referral', login: true },
  MEMBER: { path: '/member', login: true },
  POINT_MARKET: { path: '/member/pointMall', login: true },
};

/** Base path of the notice list; the other base paths show the promotions page. */
export const NEWS_BASE_PATH = '/news';
