import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { http, HttpResponse } from 'msw';
import { WINNER_BOARD_LIMIT } from '../constants';
import { WinnerBoard } from './winner-board';

const { server, sandbox } = setupSandboxServer();

function recordRequests() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/winner/board') seen.push(request);
  });
  return seen;
}
afterEach(() => server.events.removeAllListeners());

describe('WinnerBoard widget', () => {
  it('asks for gameCategory ALL, the language and 100 records with Language zh_CN for CN, no CustomerId for a visitor', async () => {
    const seen = recordRequests();
    const fake = createFakeShell({ language: 'CN' });
    renderWithShell(<WinnerBoard shell={fake.shell} />, fake);
    const rows = await within(await screen.findByRole('table')).findAllByRole('row');
    expect(rows).toHaveLength(WINNER_BOARD_LIMIT + 1); // the header row
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gameCategory: 'ALL',
      language: 'CN',
      limitNum: '100',
    });
    expect(seen[0]!.headers.get('language')).toBe('zh_CN');
    expect(seen[0]!.headers.get('customerid')).toBeNull();
  });

  it('shows a rank then the server’s columns, money and times formatted', async () => {
    const fake = createFakeShell();
    server.use(
      http.get('*/wps/winner/board', () =>
        HttpResponse.json({
          success: true,
          value: {
            columns: [
              { key: 'gameName', type: 'text', title: 'Game' },
              { key: 'winAmount', type: 'money', title: 'Win' },
              { key: 'winTime', type: 'datetime', title: 'Time' },
            ],
            list: [
              {
                vo: {
                  recordId: 'a',
                  gameName: 'Fortune Tiger',
                  winAmount: '123456.785',
                  winTime: new Date(2026, 0, 2, 3, 4, 5).getTime(),
                },
              },
              { vo: { recordId: 'b', gameName: 'Niu Niu', winAmount: '10', winTime: null } },
            ],
          },
        }),
      ),
    );
    renderWithShell(<WinnerBoard shell={fake.shell} />, fake);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['winner_board_rank', 'Game', 'Win', 'Time']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(cells).toEqual([
      ['1', 'Fortune Tiger', '123,456.79', '2026-01-02 03:04:05'],
      ['2', 'Niu Niu', '10.00', '-'],
    ]);
  });

  it('lets a keyboard reach and scroll the list: its scrolling box is a named, focusable region', async () => {
    const fake = createFakeShell();
    renderWithShell(<WinnerBoard shell={fake.shell} />, fake);
    const region = (await screen.findByRole('table')).parentElement;
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAccessibleName('winner_board_title');
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('shows the no-data message when there are no records', async () => {
    server.use(
      http.get('*/wps/winner/board', () =>
        HttpResponse.json({ success: true, value: { columns: [], list: [] } }),
      ),
    );
    const fake = createFakeShell();
    renderWithShell(<WinnerBoard shell={fake.shell} />, fake);
    expect(await screen.findByText('winner_board_empty')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the member’s CustomerId once logged in, and reloads on login', async () => {
    const seen = recordRequests();
    const fake = createFakeShell({ language: 'EN' });
    renderWithShell(<WinnerBoard shell={fake.shell} />, fake);
    await screen.findByRole('table');
    const token = sandbox.issueToken('player01');
    const member = sandbox.resolveToken(token)!.account;
    act(() => fake.session.logIn(token, { id: member.id, account: member.account, type: member.type }));
    await screen.findByRole('table');
    await within(screen.getByTestId('winner-board')).findByText('Player');
    expect(seen.map((r) => [r.headers.get('language'), r.headers.get('customerid')])).toEqual([
      ['en_US', null],
      ['en_US', String(member.id)],
    ]);
  });

  it('shows a retry card on failure, and the retry works', async () => {
    server.use(
      http.get(
        '*/wps/winner/board',
        () => HttpResponse.json({ success: false, errorCode: 'x', message: 'Down' }),
        {
          once: true,
        },
      ),
    );
    const fake = createFakeShell();
    renderWithShell(<WinnerBoard shell={fake.shell} />, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Down');
    await userEvent.click(within(alert).getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
