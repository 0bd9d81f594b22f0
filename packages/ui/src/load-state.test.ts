import { ApiError } from '@wl/api-client';
import { LoadState } from './load-state';

/** A promise to settle by hand, to interleave runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const serverError = (status: number, message: string, kind: ApiError['kind'] = 'server') =>
  new ApiError(
    { kind, endpointId: 'test', method: 'GET', path: '/test', status, serverMessage: message },
    message,
  );

describe('LoadState', () => {
  it('is idle, then loading, then ready with the result applied', async () => {
    const load = new LoadState();
    expect(load).toMatchObject({ status: 'idle', error: null, failure: null });
    const answer = deferred<number[]>();
    let items: number[] = [];
    const run = load.run(
      () => answer.promise,
      (value) => (items = value),
    );
    expect(load.status).toBe('loading');
    answer.resolve([1, 2]);
    await run;
    expect(load).toMatchObject({ status: 'ready', error: null, failure: null });
    expect(items).toEqual([1, 2]);
  });

  it('fails with the text to show and the failure in full, and never rejects', async () => {
    const load = new LoadState();
    await expect(
      load.run(() => Promise.reject(serverError(500, 'Mall closed')), jest.fn()),
    ).resolves.toBeUndefined();
    expect(load).toMatchObject({
      status: 'error',
      error: 'Mall closed',
      failure: { text: 'Mall closed', kind: 'server', status: 500 },
    });
    await load.run(() => Promise.reject(new Error('boom')), jest.fn());
    expect(load).toMatchObject({ status: 'error', error: 'boom', failure: { kind: 'unknown' } });
  });

  it('clears the failure when a new run starts and when it succeeds', async () => {
    const load = new LoadState();
    await load.run(() => Promise.reject(new Error('boom')), jest.fn());
    const answer = deferred<string>();
    const run = load.run(() => answer.promise, jest.fn());
    expect(load).toMatchObject({ status: 'loading', error: null, failure: null });
    answer.resolve('ok');
    await run;
    expect(load.status).toBe('ready');
  });

  it('counts a throwing apply as a failed load', async () => {
    const load = new LoadState();
    await load.run(
      async () => 1,
      () => {
        throw new Error('bad value');
      },
    );
    expect(load).toMatchObject({ status: 'error', error: 'bad value' });
  });

  it('ignores a run that a newer one superseded, whether it succeeds or fails', async () => {
    const load = new LoadState();
    const applied: string[] = [];
    const slow = deferred<string>();
    const slowFailing = deferred<string>();
    const fast = deferred<string>();
    const runs = [
      load.run(
        () => slow.promise,
        (v) => applied.push(v),
      ),
      load.run(
        () => slowFailing.promise,
        (v) => applied.push(v),
      ),
      load.run(
        () => fast.promise,
        (v) => applied.push(v),
      ),
    ];
    fast.resolve('new');
    await runs[2];
    slow.resolve('old');
    slowFailing.reject(new Error('late failure'));
    await Promise.all(runs);
    expect(applied).toEqual(['new']);
    expect(load).toMatchObject({ status: 'ready', error: null });
  });

  it('settles classified failures in a status of the store’s own', async () => {
    const load = new LoadState({
      classify: (error) => (error instanceof ApiError && error.status === 401 ? 'unauthorized' : undefined),
    });
    await load.run(() => Promise.reject(serverError(401, 'Token invalid', 'http')), jest.fn());
    expect(load).toMatchObject({ status: 'unauthorized', error: null, failure: null });
    await load.run(() => Promise.reject(serverError(503, 'Maintenance', 'http')), jest.fn());
    expect(load).toMatchObject({ status: 'error', error: 'Maintenance' });
  });

  it('finishes without a run, dropping the run in flight', async () => {
    const load = new LoadState<'unauthorized'>();
    const apply = jest.fn();
    const answer = deferred<string>();
    const run = load.run(() => answer.promise, apply);
    load.finish('unauthorized');
    expect(load.status).toBe('unauthorized');
    answer.resolve('too late');
    await run;
    expect(apply).not.toHaveBeenCalled();
    expect(load.status).toBe('unauthorized');
    load.finish('ready');
    expect(load).toMatchObject({ status: 'ready', error: null, failure: null });
  });

  it('keeps a ready status through a reload that keeps what is shown, failing as asked', async () => {
    const load = new LoadState();
    await load.run(() => Promise.resolve(1), jest.fn());
    const answer = deferred<number>();
    const apply = jest.fn();
    const reload = load.run(() => answer.promise, apply, { keepReady: 'while-loading' });
    expect(load.status).toBe('ready');
    answer.resolve(2);
    await reload;
    expect(apply).toHaveBeenCalledWith(2);
    expect(load.status).toBe('ready');

    await load.run(() => Promise.reject(serverError(500, 'Busy')), jest.fn(), { keepReady: 'always' });
    expect(load).toMatchObject({ status: 'ready', error: null, failure: null });
    await load.run(() => Promise.reject(serverError(500, 'Busy')), jest.fn(), { keepReady: 'while-loading' });
    expect(load).toMatchObject({ status: 'error', error: 'Busy' });

    // Only from ready: a reload after a failure shows the loading state and fails as usual.
    const retry = load.run(() => Promise.reject(serverError(500, 'Still busy')), jest.fn(), {
      keepReady: 'always',
    });
    expect(load.status).toBe('loading');
    await retry;
    expect(load).toMatchObject({ status: 'error', error: 'Still busy' });
  });
});
