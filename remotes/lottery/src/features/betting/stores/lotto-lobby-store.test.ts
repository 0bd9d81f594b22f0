import { createFakeShell } from '@wl/shell-contract/testing';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { LottoLobbyStore, safeLobbyUrl } from './lotto-lobby-store';

const { sandbox } = setupSandboxServer();
const ORIGIN = 'http://localhost';

function member() {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  return fake;
}

describe('LottoLobbyStore', () => {
  it('asks lottoLobby with lottoGameCode, launchMode LOTT, lottoMode and lang, and frames the URL', async () => {
    const fake = member();
    const store = new LottoLobbyStore(fake.shell, ORIGIN);
    await store.open({
      lottoGameCode: 'CQSSC',
      lottoMode: 'Traditional',
      sea: false,
      title: 'CQSSC',
      betParam: '1,2,3,4,5',
    });
    expect(store.url).toBe('/__sandbox/lotto?session=ls1&bet_param=1%2C2%2C3%2C4%2C5');
    expect(store.title).toBe('CQSSC');
  });

  it('sends prizeMode SEA for a sea lottery', async () => {
    const fake = member();
    const store = new LottoLobbyStore(fake.shell, ORIGIN);
    await store.open({ lottoGameCode: 'THGOV', lottoMode: 'SEA_Tradition', sea: true, title: 'THGOV' });
    expect(store.url).toMatch(/^\/__sandbox\/lotto\?session=/);
    expect(fake.messages).toEqual([]);
  });

  it('prompts a visitor to log in and calls nothing', async () => {
    const fake = createFakeShell();
    const store = new LottoLobbyStore(fake.shell, ORIGIN);
    await store.open({ lottoGameCode: 'CQSSC', lottoMode: 'Traditional', sea: false, title: 'x' });
    expect(store.url).toBeNull();
    expect(fake.messages).toEqual(['warn:in_sorry_in']);
  });

  it('shows the server message when the lobby refuses', async () => {
    const fake = member();
    const store = new LottoLobbyStore(fake.shell, ORIGIN);
    await store.open({ lottoGameCode: 'CQSSC', lottoMode: 'SEA_Tradition', sea: false, title: 'x' });
    expect(store.url).toBeNull();
    expect(fake.messages).toEqual(['warn:lottoMode SEA_Tradition for CQSSC']);
  });

  it('re-reads the balance on a bet message from its own frame only, and on close', async () => {
    const fake = member();
    const published: unknown[] = [];
    fake.shell.events.subscribe('wallet.refreshRequested', (p) => published.push(p));
    const store = new LottoLobbyStore(fake.shell, ORIGIN);
    await store.open({ lottoGameCode: 'CQSSC', lottoMode: 'Traditional', sea: false, title: 'x' });
    const frame = {} as Window;
    store.onMessage({ data: { type: 'lotto.bet' }, origin: ORIGIN, source: {} as Window }, frame);
    store.onMessage({ data: { type: 'lotto.bet' }, origin: 'http://evil.test', source: frame }, frame);
    store.onMessage({ data: { type: 'other' }, origin: ORIGIN, source: frame }, frame);
    expect(published).toEqual([]);
    store.onMessage({ data: { type: 'lotto.bet', ticketId: 'T1' }, origin: ORIGIN, source: frame }, frame);
    expect(published).toEqual([{ source: 'lottery' }]);
    expect(store.bets).toBe(1);
    store.close();
    expect(published).toHaveLength(2);
    expect(store.url).toBeNull();
  });

  it('frames only http(s) URLs and site paths', () => {
    expect(safeLobbyUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(safeLobbyUrl('//evil.test/x', ORIGIN)).toBeNull();
    expect(safeLobbyUrl('https://lotto.example/x', ORIGIN)?.href).toBe('https://lotto.example/x');
    expect(safeLobbyUrl('/__sandbox/lotto?session=1', ORIGIN)?.origin).toBe(ORIGIN);
  });
});
