// Constants of the member-centre area, named as spec/shell.md and spec/products.md name them.
import type { RealtimeEventType } from '@wl/event-bus';

/** isAgent values that show the Agent menu (spec/products.md §6, spec/shell.md §6). */
export const AGENT_MENU_TYPES: readonly number[] = [1, 2, 41, 42];
/** isAgent of a demo/free-play account: blocked from member-centre pages (in_need_true_account). */
export const DEMO_AGENT_TYPE = 4;
/** isAgent that never sees "transfer to upline" (spec/products.md §6). */
export const NO_UPLINE_TRANSFER_AGENT_TYPE = 2;

/** VIP progress when the member has no label to progress to (labelId null): full (spec/shell.md §6). */
export const VIP_PROGRESS_WITHOUT_LABEL = 1;

/** Realtime events the overview lists as "recent account events". */
export const ACCOUNT_EVENT_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'INBOX',
  'PROMOTION_CLAIM',
] as const satisfies readonly RealtimeEventType[];
/** One of {@link ACCOUNT_EVENT_TYPES}. */
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];
/** How many recent account events the overview keeps (newest first). */
export const MAX_ACCOUNT_EVENTS = 20;
/** Payload fields worth showing in an event's summary, in this order (payload shapes are not in the spec). */
export const EVENT_SUMMARY_FIELDS = ['title', 'message', 'amount', 'status', 'remarks', 'content'] as const;
/** Time format of an account event. */
export const EVENT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The source named in `wallet.refreshRequested` events this area publishes. */
export const WALLET_REFRESH_SOURCE = 'member-centre';
/** The refresh button stays busy until `wallet.refreshed`, or at most this long if the host never answers. */
export const WALLET_REFRESH_TIMEOUT_MS = 5000;

/**
 * The flag of "transfer to upline" (spec/products.md §6 "the flag is on" names none): CREDITMAR3, the credit flag of
 * the §6 list that gates nothing else, as moving credit to one's upline is what it is about.
 */
export const UPLINE_TRANSFER_FLAG = 'CREDITMAR3';

/** Flag of the referral (invite friends) entry; agents see it regardless (spec/shell.md §6). */
export const REFERRAL_FLAG = 'REFERRAL';

/** A rule beyond the flag that decides whether a menu item shows for the member. */
export type MenuRule = 'toUpline' | 'referral';

/**
 * The groups of the menus, in their order, each with its heading's message key (`menu_group_<group>`). The spec
 * lists the items (spec/products.md §6) without groups; these are ours: 18 items in one list were too many to scan.
 */
export const MENU_GROUPS = [
  'account',
  'money',
  'records',
  'rewards',
  'security',
  'agent_team',
  'agent_income',
  'agent_contracts',
] as const;
/** One of {@link MENU_GROUPS}. */
export type MenuGroupKey = (typeof MENU_GROUPS)[number];

/** One member-centre or agent-centre menu item. */
export interface MenuItem {
  /** Message key of the label (namespace member-centre). */
  key: string;
  /** The group it is listed under. */
  group: MenuGroupKey;
  /** Site path of the page. */
  path: string;
  /** Whitelabel flag that must be on (shell.flags.isOn); none: always shown. */
  flag?: string;
  /** An extra rule on the member (spec/products.md §6). */
  rule?: MenuRule;
  /**
   * True for a page the host renders (points mall, contract requests). The member centre's own pages are shown when
   * pages.tsx has their entry; an item with neither is never shown, so there are no dead links.
   */
  available: boolean;
}

/**
 * Member centre menu (spec/products.md §6), with the overview and points mall this site adds. Flags are those the
 * spec lists; the spec does not say which flag gates which item beyond these names, so the mapping is ours.
 */
export const MEMBER_MENU: readonly MenuItem[] = [
  { key: 'menu_overview', group: 'account', path: '/member', available: true },
  { key: 'menu_account_security', group: 'security', path: '/member/securityCenter', available: false },
  // The wallet is the transferFund page (spec/products.md §2): wallets and transfers between them.
  { key: 'menu_wallet', group: 'money', path: '/member/transferFund', available: false },
  { key: 'menu_deposit', group: 'money', path: '/member/depositv2', flag: 'DEPOSIT', available: false },
  { key: 'menu_withdrawal', group: 'money', path: '/member/withdraw', flag: 'WITHDRAW', available: false },
  { key: 'menu_bet_record', group: 'records', path: '/member/betRecord', available: false },
  { key: 'menu_account_record', group: 'records', path: '/member/accountRecord', available: false },
  { key: 'menu_personal_loss', group: 'records', path: '/member/personalLoss', available: false },
  // Shown when toUpline is 1, isAgent is not 2 and the flag is on (spec/products.md §6; UPLINE_TRANSFER_FLAG).
  {
    key: 'menu_transfer_to_upline',
    group: 'money',
    path: '/member/transferToUpline',
    rule: 'toUpline',
    available: false,
  },
  {
    key: 'menu_reward_centre',
    group: 'rewards',
    path: '/member/rewardCenter',
    flag: 'REWCEN3',
    available: false,
  },
  // REFERRAL.enabled, or always for agents (spec/shell.md §6): the rule, not a plain flag.
  {
    key: 'menu_invite_friends',
    group: 'account',
    path: '/member/referral',
    rule: 'referral',
    available: false,
  },
  { key: 'menu_bonus_details', group: 'records', path: '/member/bonusDetails', available: false },
  { key: 'menu_mission_activity', group: 'rewards', path: '/member/mission', available: false },
  // The message centre appears only if the mail-centre setting is on (spec/shell.md §6).
  {
    key: 'menu_platform_messages',
    group: 'account',
    path: '/member/messageV2',
    flag: 'MAILCEN',
    available: false,
  },
  {
    key: 'menu_manual_rebate',
    group: 'rewards',
    path: '/member/manualRebate',
    flag: 'MANPLAYREB3',
    available: false,
  },
  { key: 'menu_points_mall', group: 'rewards', path: '/member/pointMall', flag: 'PTSYS3', available: true },
  // Beyond the spec: the member's own deposit and session limits (responsible gaming).
  { key: 'menu_responsible_gaming', group: 'security', path: '/member/responsibleGaming', available: false },
];

/** Agent centre menu (spec/products.md §6) plus the contract requests page; shown for isAgent 1, 2, 41, 42. */
export const AGENT_MENU: readonly MenuItem[] = [
  {
    key: 'menu_agent_announcement',
    group: 'agent_team',
    path: '/member/agentAnnouncement',
    available: false,
  },
  {
    key: 'menu_agent_overview',
    group: 'agent_team',
    path: '/member/agentTeamOverview',
    flag: 'AGEPAG',
    available: false,
  },
  {
    key: 'menu_agent_register_centre',
    group: 'agent_team',
    path: '/member/agentRegister',
    flag: 'AGEPAG',
    available: false,
  },
  {
    key: 'menu_agent_team_management',
    group: 'agent_team',
    path: '/member/agentTeam',
    flag: 'AGEPAG',
    available: false,
  },
  {
    key: 'menu_agent_team_betting',
    group: 'agent_team',
    path: '/member/agentTeamBetting',
    flag: 'AGEPAG',
    available: false,
  },
  {
    key: 'menu_agent_team_loss',
    group: 'agent_team',
    path: '/member/agentTeamLoss',
    flag: 'AGETEAMPNL3',
    available: false,
  },
  {
    key: 'menu_agent_income',
    group: 'agent_income',
    path: '/member/agentIncome',
    flag: 'AGEPAG',
    available: false,
  },
  {
    key: 'menu_agent_account_details',
    group: 'agent_income',
    path: '/member/agentAccountDetails',
    flag: 'AGEPAG',
    available: false,
  },
  {
    key: 'menu_agent_red_envelope',
    group: 'agent_income',
    path: '/member/agentRedEnvelope',
    flag: 'AGEPAG',
    available: false,
  },
  {
    key: 'menu_agent_contracts',
    group: 'agent_contracts',
    path: '/member/contracts',
    flag: 'AGECONTRACT3',
    available: true,
  },
  {
    key: 'menu_agent_dividend',
    group: 'agent_contracts',
    path: '/member/agentDividend',
    flag: 'AGECONTRACT3',
    available: false,
  },
  {
    key: 'menu_agent_daily_salary',
    group: 'agent_contracts',
    path: '/member/agentDailySalary',
    flag: 'AGECONTRACT3',
    available: false,
  },
  {
    key: 'menu_agent_hourly_salary',
    group: 'agent_contracts',
    path: '/member/agentHourlySalary',
    flag: 'AGECONTRACT3',
    available: false,
  },
];
