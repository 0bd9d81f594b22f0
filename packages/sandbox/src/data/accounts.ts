import type { SandboxAccount } from '../context';

/** Member club label (VIP rank) as member info carries it. */
export interface ClubLabel {
  labelName: string;
  color: string;
  type: 'AUTO' | 'MANUAL';
  rankLevel: number;
}

/** A seeded wallet: code, display name, opening balance. */
export interface WalletSeed {
  accountName: string;
  displayName: string;
  availBalance: string;
}

/** An account as the core keeps it: the area-visible part plus what the shell's endpoints answer. */
export interface MemberRecord extends SandboxAccount {
  email: string;
  /** Mobile number, 11 digits (login type mobileNum, SMS codes, find password by phone). */
  mobileNum: string;
  /** The payee (bank account holder) name, checked by two-factor method P. */
  payeeName: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** Two-factor methods required at login (E email, G authenticator, S sms, P payee name), or empty. */
  twoFactor: string[];
  toUpline: 0 | 1;
  clubLabel: ClubLabel | null;
  memberLabel: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' (UTC). */
  lastLogin: string | null;
  wallets: WalletSeed[];
}

/** The password of every seeded account except newbie01. */
export const SEED_PASSWORD = 'pass1234';

/**
 * The platform's default password (spec/shell.md §9 {secret}; the host's DEFAULT_PASSWORD): newbie01 has it, phone
 * registration without a password uses it, and change password asks no old password while it is the current one.
 */
export const DEFAULT_PASSWORD = 'aa123456';

/** The code the two-factor check accepts for method G (authenticator app). */
export const SEED_AUTH_CODE = '123456';

/** Main wallet plus two game wallets; game wallets start empty unless given. */
function wallets(main: string, ag = '0.00', pg = '0.00'): WalletSeed[] {
  return [
    { accountName: 'MAIN', displayName: '中心钱包', availBalance: main },
    { accountName: 'AG', displayName: 'AG视讯', availBalance: ag },
    { accountName: 'PG', displayName: 'PG电子', availBalance: pg },
  ];
}

function account(
  id: number,
  name: string,
  type: number,
  nickname: string,
  extra: Partial<MemberRecord> = {},
): MemberRecord {
  return {
    id,
    account: name,
    password: SEED_PASSWORD,
    nickname,
    type,
    email: `${name}@example.com`,
    // 1380000000N for seeded ids 1000N: unique per account and valid for the sandbox's mobile pattern.
    mobileNum: `1380000${String(id % 10000).padStart(4, '0')}`,
    payeeName: `${nickname} Payee`,
    firstTimeLogin: false,
    passwordExpired: false,
    twoFactor: [],
    toUpline: 0,
    clubLabel: null,
    memberLabel: null,
    lastLogin: '2024-06-01 12:00:00',
    wallets: wallets('0.00'),
    ...extra,
  };
}

/** The seeded accounts of a merchant (the same on every merchant: DESIGN.md §8). */
export function seedAccounts(): MemberRecord[] {
  return [
    account(10001, 'player01', 0, 'Player 01', {
      toUpline: 1,
      clubLabel: { labelName: 'VIP3', color: '#d4a017', type: 'AUTO', rankLevel: 3 },
      memberLabel: 'VIP',
      wallets: wallets('12345.67', '200.00', '88.50'),
    }),
    account(10002, 'agent01', 1, 'Agent 01', { wallets: wallets('50000.00') }),
    account(10003, 'agent02', 2, 'Agent 02', { wallets: wallets('80000.00') }),
    // Logs in with the default password and the first-time flag: the site forces a password change (spec/shell.md §4).
    account(10004, 'newbie01', 0, 'Newbie 01', {
      password: DEFAULT_PASSWORD,
      firstTimeLogin: true,
      lastLogin: null,
    }),
    account(10005, 'expired01', 0, 'Expired 01', { passwordExpired: true, wallets: wallets('100.00') }),
    account(10006, 'secure01', 0, 'Secure 01', { twoFactor: ['E', 'G'], wallets: wallets('1000.00') }),
    account(10007, 'secure02', 0, 'Secure 02', { twoFactor: ['S', 'P'], wallets: wallets('1000.00') }),
    // No money anywhere: a real game launch answers launch_game_balance_not_enough (spec/products.md §4).
    account(10008, 'poor01', 0, 'Poor 01'),
    // A VIP whose label the operator set by hand (MANUAL): no rank to progress to, so the account bar shows full VIP
    // progress and no VIP-benefit link (spec/shell.md §6).
    account(10021, 'vipfixed01', 0, 'VIP Fixed 01', {
      clubLabel: { labelName: 'VIP5', color: '#8e44ad', type: 'MANUAL', rankLevel: 5 },
      memberLabel: 'VIP',
      wallets: wallets('1000.00'),
    }),
  ];
}

/** First customerId of free-play (isAgent 4) accounts. */
export const FREE_PLAY_FIRST_ID = 90001;

/** A free-play account: isAgent 4 with demo money. */
export function freePlayAccount(id: number): MemberRecord {
  const name = `guest${String(id - FREE_PLAY_FIRST_ID + 1).padStart(4, '0')}`;
  return account(id, name, 4, name, {
    password: '',
    mobileNum: '',
    payeeName: '',
    lastLogin: null,
    wallets: wallets('2000.00'),
  });
}

/** First customerId of accounts made by registration. */
export const REGISTERED_FIRST_ID = 20001;

/** What a registration stores about a new member. */
export interface NewMember {
  account: string;
  password: string;
  mobileNum?: string;
  email?: string;
  payeeName?: string;
  /** isAgent: 0 (the default) for a member; 1 for an agent created in an agent's register centre. */
  type?: 0 | 1;
  /** The agent who created the account in the register centre (spec/products.md §6), if any. */
  upline?: string;
}

/**
 * A newly registered member (isAgent 0 unless `type` says 1, empty wallets, firstTimeLogin so the site runs the
 * first-login action).
 */
export function registeredAccount(id: number, member: NewMember): MemberRecord {
  return account(id, member.account, member.type ?? 0, member.account, {
    ...(member.upline ? { upline: member.upline } : {}),
    password: member.password,
    mobileNum: member.mobileNum ?? '',
    email: member.email ?? '',
    payeeName: member.payeeName ?? '',
    firstTimeLogin: true,
    lastLogin: null,
  });
}
