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

/** The password of every seeded account. */
export const SEED_PASSWORD = 'pass1234';

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
    // Logs in with a first-time flag: the site forces a password change (spec/shell.md §4).
    account(10004, 'newbie01', 0, 'Newbie 01', { firstTimeLogin: true, lastLogin: null }),
    account(10005, 'expired01', 0, 'Expired 01', { passwordExpired: true, wallets: wallets('100.00') }),
    account(10006, 'secure01', 0, 'Secure 01', { twoFactor: ['E', 'G'], wallets: wallets('1000.00') }),
  ];
}

/** First customerId of free-play (isAgent 4) accounts. */
export const FREE_PLAY_FIRST_ID = 90001;

/** A free-play account: isAgent 4 with demo money. */
export function freePlayAccount(id: number): MemberRecord {
  const name = `guest${String(id - FREE_PLAY_FIRST_ID + 1).padStart(4, '0')}`;
  return account(id, name, 4, name, { password: '', lastLogin: null, wallets: wallets('2000.00') });
}
