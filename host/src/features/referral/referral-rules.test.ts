import { observable, runInAction } from 'mobx';
import { AGENT_REGISTER_PATH, AGENT_TYPES, MEMBER_REFERRAL_PATH, REFERRAL_FLAG } from './constants';
import { isAgentAccount, referralClick, referralVisible } from './referral-rules';
import { ReferralStore } from './referral-store';

describe('referral rules (spec/shell.md §4, §6)', () => {
  it('agents are the agent-centre types 1, 2, 41, 42', () => {
    expect(AGENT_TYPES).toEqual([1, 2, 41, 42]);
    expect([0, 1, 2, 4, 40, 41, 42, null].map(isAgentAccount)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('a logged-in agent goes to the agent centre register page, with REFERRAL on or off', () => {
    for (const referralOn of [true, false]) {
      for (const isAgent of AGENT_TYPES) {
        expect(referralClick({ loggedIn: true, isAgent, referralOn })).toEqual({
          kind: 'navigate',
          path: AGENT_REGISTER_PATH,
        });
        expect(referralVisible({ loggedIn: true, isAgent, referralOn })).toBe(true);
      }
    }
  });

  it('a member with REFERRAL on goes to the referral page; without it, customer service', () => {
    for (const isAgent of [0, 4, 40]) {
      expect(referralClick({ loggedIn: true, isAgent, referralOn: true })).toEqual({
        kind: 'navigate',
        path: MEMBER_REFERRAL_PATH,
      });
      expect(referralClick({ loggedIn: true, isAgent, referralOn: false })).toEqual({
        kind: 'customerService',
      });
      expect(referralVisible({ loggedIn: true, isAgent, referralOn: false })).toBe(false);
    }
  });

  it('a visitor gets the friend overview, whatever the flag', () => {
    expect(referralClick({ loggedIn: false, isAgent: null, referralOn: true })).toEqual({ kind: 'overview' });
    expect(referralClick({ loggedIn: false, isAgent: null, referralOn: false })).toEqual({
      kind: 'overview',
    });
    // A stale agent type without a session is no agent.
    expect(referralClick({ loggedIn: false, isAgent: 1, referralOn: false })).toEqual({ kind: 'overview' });
  });
});

describe('ReferralStore', () => {
  function setup() {
    const session = observable({ isLoggedIn: false, isAgent: null as number | null });
    const flags = observable(new Map<string, boolean>([[REFERRAL_FLAG, true]]));
    const calls: string[] = [];
    const store = new ReferralStore({
      session,
      flags: { isOn: (modId) => flags.get(modId) ?? false },
      navigate: (path) => calls.push(`navigate ${path}`),
      openCustomerService: () => calls.push('customer service'),
      openAccess: (modal) => calls.push(`access ${modal}`),
    });
    return { store, session, flags, calls };
  }

  it('follows the session and the flag tree as they change', () => {
    const { store, session, flags, calls } = setup();
    store.click();
    expect(store.overviewOpen).toBe(true);
    store.openAccess('register');
    expect(store.overviewOpen).toBe(false);
    store.click();
    store.openAccess('login');
    store.click();
    store.closeOverview();
    expect(store.overviewOpen).toBe(false);

    runInAction(() => Object.assign(session, { isLoggedIn: true, isAgent: 0 }));
    store.click();
    runInAction(() => flags.set(REFERRAL_FLAG, false));
    store.click();
    runInAction(() => (session.isAgent = 2));
    store.click();
    expect(store.overviewOpen).toBe(false);
    expect(calls).toEqual([
      'access register',
      'access login',
      `navigate ${MEMBER_REFERRAL_PATH}`,
      'customer service',
      `navigate ${AGENT_REGISTER_PATH}`,
    ]);
  });
});
