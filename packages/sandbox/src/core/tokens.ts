import { fnv1a } from './hash';

/** Who a token belongs to. */
export interface TokenOwner {
  account: string;
  merchant: string;
}

/**
 * Session tokens: random-looking hex strings derived from a counter, merchant and account, so a test run always hands
 * out the same tokens (after a reset) and no two live tokens collide (the counter is part of the token).
 */
export class TokenStore {
  private counter = 0;
  private readonly owners = new Map<string, TokenOwner>();

  /** A new token for the account. */
  issue(account: string, merchant: string): string {
    this.counter += 1;
    const input = `${this.counter}:${merchant}:${account}`;
    const hash = [1, 2, 3].map((seed) => fnv1a(input, seed).toString(16).padStart(8, '0')).join('');
    const token = `${hash}${this.counter.toString(16).padStart(8, '0')}`;
    this.owners.set(token, { account, merchant });
    return token;
  }

  /** The owner of a live token, or null. */
  resolve(token: string): TokenOwner | null {
    return this.owners.get(token) ?? null;
  }

  /** Ends a session. */
  revoke(token: string): void {
    this.owners.delete(token);
  }

  /** Forget every token and restart the counter. */
  clear(): void {
    this.counter = 0;
    this.owners.clear();
  }
}
