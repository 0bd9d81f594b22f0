import type { ShellServices } from '@wl/shell-contract';
// The stores that follow the draws keep what is shown through their reloads (LoadState's `keepReady`).
import type { Draw } from '../api/draws';
import { ResultsStore } from '../features/results/stores/results-store';
import { GamesStore } from './games/games-store';
import { IssueStore } from './issue/issue-store';

/** A shell whose calls answer what the test hands them, in order. */
function shellAnswering() {
  const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const call = jest.fn(() => new Promise((resolve, reject) => void answers.push({ resolve, reject })));
  /** The answer of call `n` (0 first). */
  const answer = (n: number) => {
    const found = answers[n];
    if (!found) throw new Error(`no call ${n}`);
    return found;
  };
  return { shell: { api: { call } } as unknown as ShellServices, answer };
}

const draw = (gameCode: string, numero: string): Draw => ({ gameCode, numero, winNo: '1,2,3,4,5' });

describe('ResultsStore', () => {
  it('keeps the shown draws while the same game reloads; another game starts from a spinner', async () => {
    const { shell, answer } = shellAnswering();
    const store = new ResultsStore(shell);
    const first = store.load('CQSSC');
    expect(store.drawsLoad.status).toBe('loading');
    answer(0).resolve([draw('CQSSC', '1')]);
    await first;

    const reload = store.load('CQSSC');
    expect(store.drawsLoad.status).toBe('ready');
    expect(store.draws.map((d) => d.numero)).toEqual(['1']);
    // A draw broadcast during the reload is still shown.
    store.applyDraw(draw('CQSSC', '2'));
    expect(store.draws.map((d) => d.numero)).toEqual(['2', '1']);
    answer(1).resolve([draw('CQSSC', '2'), draw('CQSSC', '1')]);
    await reload;

    const other = store.load('XJSSC');
    expect(store.drawsLoad.status).toBe('loading');
    expect(store.draws).toEqual([]);
    answer(2).reject(new Error('offline'));
    await other;
    expect(store.drawsLoad).toMatchObject({ status: 'error', error: 'offline' });
  });

  it('shows the retry card when a reload of the same game fails', async () => {
    const { shell, answer } = shellAnswering();
    const store = new ResultsStore(shell);
    const first = store.load('CQSSC');
    answer(0).resolve([draw('CQSSC', '1')]);
    await first;
    const reload = store.load('CQSSC');
    answer(1).reject(new Error('offline'));
    await reload;
    expect(store.drawsLoad).toMatchObject({ status: 'error', error: 'offline' });
  });
});

describe('GamesStore', () => {
  it('keeps the list when a reload fails; a failed first load is an error', async () => {
    const { shell, answer } = shellAnswering();
    const store = new GamesStore(shell);
    const first = store.load();
    expect(store.gamesLoad.status).toBe('loading');
    answer(0).reject(new Error('offline'));
    await first;
    expect(store.gamesLoad).toMatchObject({ status: 'error', error: 'offline' });

    const retry = store.load();
    answer(1).resolve([{ gameCode: 'CQSSC' }]);
    await retry;
    const reload = store.load();
    expect(store.gamesLoad.status).toBe('ready');
    answer(2).reject(new Error('offline'));
    await reload;
    expect(store.gamesLoad.status).toBe('ready');
    expect(store.games.map((g) => g.gameCode)).toEqual(['CQSSC']);
  });
});

describe('IssueStore', () => {
  it('keeps the shown issue while the same game reloads; another game clears it', async () => {
    const { shell, answer } = shellAnswering();
    const store = new IssueStore(
      shell,
      () => {},
      () => 0,
    );
    const near = (numero: string) => ({ currentNumero: { numero, remainTime: 60, lockTime: 30 } });
    const first = store.load('CQSSC');
    expect(store.issueLoad.status).toBe('loading');
    answer(0).resolve(near('100'));
    await first;
    expect(store.remaining).toBe(60);

    const reload = store.load('CQSSC');
    expect(store.issueLoad.status).toBe('ready');
    expect(store.near?.currentNumero.numero).toBe('100');
    answer(1).resolve(near('101'));
    await reload;
    expect(store.near?.currentNumero.numero).toBe('101');

    const other = store.load('XJSSC');
    expect(store.issueLoad.status).toBe('loading');
    expect(store.near).toBeNull();
    answer(2).reject(new Error('offline'));
    await other;
    expect(store.issueLoad).toMatchObject({ status: 'error', error: 'offline' });
    store.countdown.dispose();
  });
});
