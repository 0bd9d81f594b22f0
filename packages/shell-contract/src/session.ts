/** Member club label (VIP rank) as the server sends it. */
export interface ClubLabel {
  labelName: string;
  color?: string | null;
  type?: string | null;
  rankLevel?: number | null;
}

/** Member info (spec/shell.md §3). `type` is the stored agent flag. */
export interface MemberInfo {
  id: number;
  account: string;
  nickname?: string | null;
  type: number;
  lastLogin?: string | null;
  toUpline?: number | null;
  clubLabel?: ClubLabel | null;
  memberLabel?: string | null;
  firstTimeLogin?: boolean | null;
  passwordExpired?: boolean | null;
}

/** One wallet of the balance (spec/shell.md §3). Amounts are decimal strings: money is never a float. */
export interface Wallet {
  availBalance: string;
  displayName?: string | null;
  accountName?: string | null;
}

/** The member's balance. */
export interface Balance {
  sumBalance: string;
  currencySymbol: string;
  currency: string;
  /** Currency symbol position: F in front (default), B behind. */
  currencyPosition?: 'F' | 'B';
  balance: Wallet[];
}

/** What remotes may read of the session: a MobX-observable view, so observer components re-render on change. */
export interface SessionView {
  readonly token: string | null;
  readonly isLoggedIn: boolean;
  readonly account: string | null;
  /** Agent type: 0, 1, 2 real accounts; 4 demo/free play; 40, 41, 42 other agent kinds. Null when logged out. */
  readonly isAgent: number | null;
  readonly customerId: number | null;
  readonly merchant: string;
  readonly member: MemberInfo | null;
  readonly balance: Balance | null;
}

/** The merchant's whitelabel flag tree, reduced to a question. */
export interface FlagView {
  /** True when the flag and all its ancestors are enabled in the merchant's tree. */
  isOn(modId: string): boolean;
}
