import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { LimitsStore } from './limits-store';

const { sandbox } = setupSandboxServer();

function store() {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  return new LimitsStore(fake.shell);
}

describe('LimitsStore (self-set limits, 24 h cooling-off)', () => {
  it('checks the fields: an amount above 0, 1-1440 minutes, or empty for no limit', () => {
    const limits = store();
    expect(limits.canSave).toBe(true);
    limits.set('depositLimit', '0');
    expect(limits.errorOf('depositLimit')).toBe('rg_deposit_invalid');
    limits.set('depositLimit', '10.555');
    expect(limits.errorOf('depositLimit')).toBe('rg_deposit_invalid');
    limits.set('depositLimit', '500.5');
    expect(limits.errorOf('depositLimit')).toBeNull();
    limits.set('sessionLimit', '1441');
    expect(limits.errorOf('sessionLimit')).toBe('rg_session_invalid');
    expect(limits.canSave).toBe(false);
    limits.set('sessionLimit', '90');
    expect(limits.canSave).toBe(true);
  });

  it('applies a first or lower limit at once and a higher one after the cooling-off period', async () => {
    const limits = store();
    await limits.fetch();
    expect(limits.limits?.deposit.current).toBeNull();

    limits.set('depositLimit', '500');
    limits.set('sessionLimit', '60');
    await limits.save();
    expect(limits.saved).toBe(true);
    expect(limits.limits?.deposit).toMatchObject({ current: '500.00', pending: null, pendingFrom: null });
    expect(limits.limits?.session).toMatchObject({ current: '60', pending: null });

    // Raising waits 24 h; the form shows what was asked for.
    const before = Date.now();
    limits.set('depositLimit', '2000');
    await limits.save();
    expect(limits.limits?.deposit.current).toBe('500.00');
    expect(limits.limits?.deposit.pending).toBe('2000.00');
    expect(limits.limits?.deposit.pendingFrom).toBeGreaterThanOrEqual(before + 24 * 3600_000);
    expect(limits.depositLimit).toBe('2000.00');

    // Removing a limit waits too.
    limits.set('sessionLimit', '');
    await limits.save();
    expect(limits.limits?.session).toMatchObject({ current: '60', pending: null, pendingRemoval: true });

    // 24 h later the raise applies.
    sandbox.advanceClock(24 * 3600_000);
    await limits.fetch();
    expect(limits.limits?.deposit).toMatchObject({ current: '2000.00', pending: null });
    expect(limits.limits?.session.current).toBeNull();
  });

  it('keeps what was typed when the save fails', async () => {
    const limits = store();
    await limits.fetch();
    sandbox.addFault({ method: 'PUT', path: '/wps/member/limits', status: 500, times: 1 });
    limits.set('depositLimit', '300');
    await limits.save();
    expect(limits.failure).not.toBeNull();
    expect(limits.depositLimit).toBe('300');
  });
});
