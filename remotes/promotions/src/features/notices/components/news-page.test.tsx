import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NOTICE_PAGE_SIZE } from '../../../constants';
import { RemoteRoutes } from '../../../root';

const { server } = setupSandboxServer();

function renderNews() {
  const fake = createFakeShell();
  renderWithShell(<RemoteRoutes basePath="/news" shell={fake.shell} />, fake, '/');
  return fake;
}

const items = () => screen.getAllByTestId('notice-item');

describe('news page (notice list)', () => {
  it('lists player notices in pages of 10', async () => {
    renderNews();
    expect(screen.getByTestId('news-page')).toBeInTheDocument();
    expect(await screen.findAllByTestId('notice-item')).toHaveLength(NOTICE_PAGE_SIZE);
    expect(NOTICE_PAGE_SIZE).toBe(10);
    const firstTitle = items()[0]!.textContent;
    const pager = screen.getByRole('navigation', { name: 'pages' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    await userEvent.click(within(pager).getByRole('button', { name: '3' }));
    expect(items()).toHaveLength(3); // 23 notices
    expect(within(pager).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(items()).toHaveLength(10);
    expect(items()[0]!.textContent).not.toBe(firstTitle);
  });

  it('expands a notice into its content pane on click, one at a time', async () => {
    renderNews();
    await screen.findAllByTestId('notice-item');
    const [first, second] = items().map((item) => within(item).getByRole('button'));
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findAllByTestId('notice-content')).toHaveLength(1);
    expect(screen.getByTestId('notice-content')).toHaveTextContent('维护');
    await userEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findAllByTestId('notice-content')).toHaveLength(1);
    await userEvent.click(second!);
    expect(screen.queryByTestId('notice-content')).toBeNull();
  });

  it('sanitises notice content', async () => {
    server.use(
      http.get('*/wps/notice', () =>
        HttpResponse.json({
          success: true,
          value: {
            banners: [],
            player: [
              {
                id: 1,
                title: 'X',
                content: '<p>ok</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
                startDate: 0,
              },
            ],
            popup: null,
            promotion: null,
          },
        }),
      ),
    );
    renderNews();
    await userEvent.click(within(await screen.findByTestId('notice-item')).getByRole('button'));
    const content = await screen.findByTestId('notice-content');
    expect(content).toHaveTextContent('ok');
    expect(content.innerHTML).not.toMatch(/onerror|<script/i);
  });

  it('retries after a failure', async () => {
    server.use(http.get('*/wps/notice', () => HttpResponse.error(), { once: true }));
    renderNews();
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'retry' }));
    expect(await screen.findAllByTestId('notice-item')).toHaveLength(10);
  });

  it('shows the empty state without notices', async () => {
    server.use(
      http.get('*/wps/notice', () =>
        HttpResponse.json({ success: true, value: { banners: [], player: [], popup: [], promotion: [] } }),
      ),
    );
    renderNews();
    expect(await screen.findByText('no_data')).toBeInTheDocument();
  });
});
