import type { SandboxContext } from '../context';

/** Answers a member's payment password on a merchant, or null when the member has none. */
export type PaymentPasswordLookup = (merchant: string, account: string) => string | null;

/**
 * Where member-money (which stores payment passwords: seeded ones and those set in the security centre) lends its
 * lookup to other areas of the same sandbox: the points mall checks the payment password of a redeem and a point
 * conversion against the very same store. Keyed by the sandbox's context, so two sandboxes never mix.
 */
const lookups = new WeakMap<SandboxContext, PaymentPasswordLookup>();

/** Called by member-money when its area is created. */
export function registerPaymentPasswords(ctx: SandboxContext, lookup: PaymentPasswordLookup): void {
  lookups.set(ctx, lookup);
}

/** The member's payment password, or null (none set, or no member-money area in this sandbox). */
export function paymentPasswordOf(ctx: SandboxContext, merchant: string, account: string): string | null {
  return lookups.get(ctx)?.(merchant, account) ?? null;
}
