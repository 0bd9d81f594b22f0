import { CONTRACT_VERSION, containerName, defineRemote, REMOTE_IDS } from './index';
import { createFakeShell } from './testing';

describe('defineRemote', () => {
  it('stamps the contract version', () => {
    expect(defineRemote({ id: 'lottery' }).contractVersion).toBe(CONTRACT_VERSION);
  });

  it('gives every remote a valid container name', () => {
    for (const id of REMOTE_IDS) expect(containerName(id)).toMatch(/^[a-z_]+$/);
    expect(containerName('points-mall')).toBe('points_mall');
  });
});

describe('fake shell', () => {
  it('prompts login and real account like the host', () => {
    const fake = createFakeShell();
    expect(fake.shell.requireLogin()).toBe(false);
    fake.session.logIn('t', { id: 1, account: 'demo4', type: 4 });
    expect(fake.shell.requireLogin()).toBe(true);
    expect(fake.shell.requireRealAccount()).toBe(false);
    expect(fake.messages).toEqual(['warn:in_sorry_in', 'warn:in_need_true_account']);
  });

  it('sends the shell headers through the real client', () => {
    const fake = createFakeShell({ merchant: 'lite' });
    fake.session.logIn('tok', { id: 1, account: 'p', type: 0 });
    expect(fake.shell.api.headers()).toEqual({
      Merchant: 'lite',
      Device: 'web',
      Language: 'CN',
      Authorization: 'tok',
    });
  });
});
