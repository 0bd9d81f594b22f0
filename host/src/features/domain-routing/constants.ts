/** Domain routing's constants (spec/shell.md §4, §9), named as the spec names them. */

/** A candidate domain that has not answered its ping within this long is unreachable (§9 "domain probe timeout"). */
export const DOMAIN_PROBE_TIMEOUT_MS = 10_000;
/** At most this many candidates, picked at random from the server's list, are probed (§9 "up to 10 random domains"). */
export const DOMAIN_PROBE_MAX = 10;
/** The query codes a redirect keeps (§4 "keeping affiliate and referral codes"). */
export const CARRIED_CODES = ['affiliateCode', 'referralCode'] as const;
