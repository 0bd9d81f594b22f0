import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { InviteStore, referralLink } from './invite-store';

jest.mock('qrcode', () => ({
  toDataURL: jest.fn(async (text: string) => `data:image/png;base64,${btoa(text)}`),
}));

const { sandbox } = setupSandboxServer();

describe('InviteStore', () => {
  it('builds the register link with the referral code', () => {
    expect(referralLink('https://a.example', 'R 1')).toBe('https://a.example/register?referralCode=R%201');
  });

  it('loads the code and draws the QR code of the link', async () => {
    const fake = createFakeShell();
    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    const store = new InviteStore(fake.shell, 'https://site.example');
    await store.fetch();
    expect(store.referral?.referralCode).toBe('R10001');
    expect(store.link).toBe('https://site.example/register?referralCode=R10001');
    expect(store.qrDataUrl).toBe(`data:image/png;base64,${btoa(store.link!)}`);
    expect(store.referral?.friends).toHaveLength(3);
  });
});
