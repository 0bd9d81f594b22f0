/** The referral entry's constants (spec/shell.md §4 "Referral click", §6). */

/** The whitelabel flag of referral (REFERRAL.enabled). */
export const REFERRAL_FLAG = 'REFERRAL';
/**
 * isAgent values of agents: those that have the agent centre (the Agent menu, spec/shell.md §6: 1, 2, 41, 42). Their
 * referral is always on and goes to the agent centre's register page.
 */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/**
 * The agent centre's register page ("agent centre register page"; the spec does not give the path: the member
 * centre's agent menu names it, docs/endpoints.md "Site pages").
 */
export const AGENT_REGISTER_PATH = '/member/agentRegister';
/** The member centre's referral page ("referral page in the member centre"; the member menu's invite-friends item). */
export const MEMBER_REFERRAL_PATH = '/member/referral';
