import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NoticeStrip } from './notice-strip';

const { server } = setupSandboxServer();

const answer = (player: unknown[]) => ({
  success: true,
  value: { banners: [], player, popup: [], promotion: [] },
  errorCode: null,
  message: null,
});

describe('NoticeStrip widget', () => {
  it('reads the home group, shows only the newest notice and expands its sanitised content on click', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/wps/notice', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json(
          answer([
            { id: 1, title: 'Older', content: '<p>old</p>', startDate: Date.UTC(2026, 9, 1) },
            {
              id: 2,
              title: 'Newest',
              content: '<p>new<img src=x onerror="alert(1)"></p>',
              startDate: Date.UTC(2026, 10, 20),
            },
            { id: 3, title: 'Undated', content: null, startDate: null },
          ]),
        );
      }),
    );
    const fake = createFakeShell();
    renderWithShell(<NoticeStrip shell={fake.shell} />, fake);
    const head = await screen.findByRole('button', { name: /Newest/ });
    expect(screen.queryByText('Older')).toBeNull();
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({
      groupName: 'w_home',
      types: 'B,PL,PU',
    });
    expect(head).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'true');
    const pane = await screen.findByTestId('notice-strip-content');
    expect(pane).toHaveTextContent('new');
    expect(pane.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await userEvent.click(head);
    expect(screen.queryByTestId('notice-strip-content')).toBeNull();
  });

  it('opens the notice list inside the site', async () => {
    const fake = createFakeShell();
    renderWithShell(<NoticeStrip shell={fake.shell} />, fake);
    await userEvent.click(await screen.findByRole('link', { name: 'news_all' }));
    expect(fake.navigations).toEqual(['/news']);
  });

  it.each([
    ['no notice', () => HttpResponse.json(answer([]))],
    ['a failed read', () => HttpResponse.json({}, { status: 500 })],
  ])('shows nothing after %s', async (_, reply) => {
    let answered = 0;
    server.use(
      http.get('*/wps/notice', () => {
        answered += 1;
        return reply();
      }),
    );
    const fake = createFakeShell();
    const { container } = renderWithShell(<NoticeStrip shell={fake.shell} />, fake);
    await waitFor(() => expect(answered).toBe(1));
    // Let the answer reach the store.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
  });
});
