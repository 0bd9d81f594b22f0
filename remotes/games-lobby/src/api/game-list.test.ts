import { CONCURRENCY } from '@wl/api-client';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { delay, http, HttpResponse } from 'msw';
import { gameListEndpoint } from './game-list';

const { server } = setupSandboxServer();

describe('game list endpoint', () => {
  it('runs in the game-list pool: at most 4 requests at once', async () => {
    expect(gameListEndpoint.pool).toBe('gameList');
    let running = 0;
    let max = 0;
    server.use(
      http.get('*/wps/game/list', async () => {
        running += 1;
        max = Math.max(max, running);
        await delay(20);
        running -= 1;
        return HttpResponse.json({
          success: true,
          value: { games: [], totalPages: 0, pageSize: 40, pageNum: 1 },
        });
      }),
    );
    const fake = createFakeShell();
    await Promise.all(
      Array.from({ length: 9 }, (_, pageNo) =>
        fake.shell.api.call(gameListEndpoint, {
          params: { gameType: 'RNG', vassalage: 'PG', pageNo, pageSize: 40 },
        }),
      ),
    );
    expect(max).toBe(CONCURRENCY.gameList);
  });

  it('parses a real sandbox page', async () => {
    const fake = createFakeShell();
    const page = await fake.shell.api.call(gameListEndpoint, {
      params: { gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 40 },
    });
    expect(page.games.length).toBeGreaterThan(0);
  });
});
