import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { POPUP_NOTICES_SHOWN_KEY } from '../features/notices/constants';
import { NoticeStrip } from './notice-strip';

const { server } = setupSandboxServer();

const popups = [
  {
    id: 11,
    title: 'Always',
    content: '<p>a<script>window.__pn = 1</script></p>',
    startDate: 2,
    execution: 'A',
  },
  { id: 12, title: 'First', content: '<p>f</p>', startDate: 1, execution: 'F' },
  { id: 13, title: 'Browse', content: '<p>b</p>', startDate: 0, execution: 'B' },
];

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    http.get('*/wps/notice', () =>
      HttpResponse.json({ success: true, value: { banners: [], player: [], popup: popups, promotion: [] } }),
    ),
  );
});

describe('popup notices', () => {
  it('shows A and F popups one after the other in a dialog, never B, and remembers them for the session', async () => {
    const fake = createFakeShell();
    const view = renderWithShell(<NoticeStrip shell={fake.shell} />, fake);
    const dialog = await screen.findByRole('dialog', { name: 'Always' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'popup_agree' }));
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'popup_agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(sessionStorage.getItem(POPUP_NOTICES_SHOWN_KEY)!)).toEqual(['11', '12']);
    view.unmount();

    renderWithShell(<NoticeStrip shell={fake.shell} />, fake);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
