import { TokenStore } from '../core/tokens';
import {
  FREE_PLAY_FIRST_ID,
  freePlayAccount,
  REGISTERED_FIRST_ID,
  registeredAccount,
  seedAccounts,
  type MemberRecord,
  type NewMember,
} from './accounts';
import { AccessState } from './access-state';
import { isFlagOn } from './flag-tree';
import { seedMerchants, type MerchantConfig } from './merchants';
import { WalletBook } from './wallet-book';

/** A resolved session: the merchant and the account record behind a token. */
export interface SessionOwner {
  merchant: string;
  member: MemberRecord;
}

/**
 * The core's mutable state: merchants, their members, wallets and sessions. `reset()` puts the seed back in place
 * (the same objects stay, so handlers holding this state need no re-wiring).
 */
export class SandboxState {
  merchants = seedMerchants();
  private members = new Map<string, MemberRecord[]>();
  readonly wallets = new WalletBook();
  readonly tokens = new TokenStore();
  /** SMS log, captcha codes, failed logins and social bindings (the access flows). */
  readonly access = new AccessState();
  private nextFreePlayId = FREE_PLAY_FIRST_ID;
  private nextRegisteredId = REGISTERED_FIRST_ID;

  constructor() {
    this.reset();
  }

  /** Everything back to the seed; live tokens are forgotten. */
  reset(): void {
    this.merchants = seedMerchants();
    this.members = new Map();
    this.wallets.clear();
    this.tokens.clear();
    this.access.reset();
    this.nextFreePlayId = FREE_PLAY_FIRST_ID;
    this.nextRegisteredId = REGISTERED_FIRST_ID;
    for (const code of this.merchants.keys()) {
      const accounts = seedAccounts();
      this.members.set(code, accounts);
      for (const member of accounts) this.wallets.open(code, member.id, member.wallets);
    }
  }

  /** A merchant's configuration, or null for an unknown code. */
  merchant(code: string): MerchantConfig | null {
    return this.merchants.get(code) ?? null;
  }

  /** The members of a merchant (empty for an unknown one). */
  membersOf(merchant: string): readonly MemberRecord[] {
    return this.members.get(merchant) ?? [];
  }

  /** A member by account name (case-insensitive, as logins are), or null. */
  findMember(merchant: string, account: string): MemberRecord | null {
    const wanted = account.trim().toLowerCase();
    return this.membersOf(merchant).find((m) => m.account.toLowerCase() === wanted) ?? null;
  }

  /** The member with this mobile number (free-play accounts have none), or null. */
  findMemberByMobile(merchant: string, mobile: string): MemberRecord | null {
    const wanted = mobile.trim();
    if (wanted === '') return null;
    return this.membersOf(merchant).find((m) => m.mobileNum === wanted) ?? null;
  }

  /** Adds a registered member (isAgent 0, empty wallets) to the merchant; answers the record. */
  createRegisteredMember(merchant: string, member: NewMember): MemberRecord {
    const record = registeredAccount(this.nextRegisteredId++, member);
    this.members.get(merchant)?.push(record);
    this.wallets.open(merchant, record.id, record.wallets);
    return record;
  }

  /** Whether a flag and its ancestors are on for the merchant. */
  isFlagOn(merchant: string, modId: string): boolean {
    const config = this.merchant(merchant);
    return config !== null && isFlagOn(config.whitelabel, modId);
  }

  /** Creates a free-play (isAgent 4) account on the merchant with demo money. */
  createFreePlayMember(merchant: string): MemberRecord {
    const member = freePlayAccount(this.nextFreePlayId++);
    this.members.get(merchant)?.push(member);
    this.wallets.open(merchant, member.id, member.wallets);
    return member;
  }

  /** The owner of a token, or null when the token is unknown or its member is gone. */
  resolveToken(token: string): SessionOwner | null {
    const owner = this.tokens.resolve(token);
    if (!owner) return null;
    const member = this.findMember(owner.merchant, owner.account);
    return member ? { merchant: owner.merchant, member } : null;
  }
}
