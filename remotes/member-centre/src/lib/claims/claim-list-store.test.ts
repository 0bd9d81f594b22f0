import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { claimMission } from '../../features/mission/api/claim-mission';
import { getMissions, type Mission } from '../../features/mission/api/missions';
import { claimReward } from '../../features/rewards/api/claim-reward';
import { getRewards, type Reward } from '../../features/rewards/api/rewards';
import { ClaimListStore } from './claim-list-store';

const { sandbox } = setupSandboxServer();

function shell() {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  return fake.shell;
}

describe('ClaimListStore', () => {
  it('claims a reward once, even on a double click, and asks the host for the balance', async () => {
    const s = shell();
    const refreshes: string[] = [];
    s.events.subscribe('wallet.refreshRequested', ({ source }) => void refreshes.push(source));
    const store = new ClaimListStore<Reward>(s, getRewards, claimReward);
    await store.fetch();
    const first = store.claimOne('RW1');
    const second = store.claimOne('RW1');
    expect(store.isClaiming('RW1')).toBe(true);
    await Promise.all([first, second]);
    expect(store.lastClaim).toEqual({ id: 'RW1', amount: '88.00' });
    expect(store.failure).toBeNull();
    expect(store.items.find((r) => r.id === 'RW1')?.status).toBe('CLAIMED');
    expect(refreshes).toHaveLength(1);
    expect(sandbox.context.wallets?.balance('demo', 10001)).toBe('12433.67');
  });

  it('shows the refusal of a mission that is not completed', async () => {
    const store = new ClaimListStore<Mission>(shell(), getMissions, claimMission);
    await store.fetch();
    await store.claimOne('MS2');
    expect(store.failure?.code).toBe('mission.not.completed');
    expect(store.lastClaim).toBeNull();
  });
});
