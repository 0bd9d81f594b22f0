import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemberCentreRoutes } from '../../../root';

const { sandbox } = setupSandboxServer();

function renderAt(route: string, account = 'player01', type = 0) {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken(account), { id: 10001, account, type });
  renderWithShell(<MemberCentreRoutes basePath="/member" shell={fake.shell} />, fake, route);
  return fake;
}

describe('the message centre page', () => {
  it('opens a message (aria-expanded, its content) and lowers the unread count', async () => {
    renderAt('/messageV2');
    const list = await screen.findByTestId('inbox-list');
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('3');
    const first = within(list).getAllByTestId('inbox-open')[0]!;
    expect(first).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByTestId('inbox-content')).toHaveTextContent(
      'Welcome bonus credited: details of this message.',
    );
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('2');
  });

  it('the agent announcement page lists the announcements', async () => {
    renderAt('/agentAnnouncement', 'agent01', 1);
    expect(await screen.findByTestId('agent-announcement-page')).toBeInTheDocument();
    expect(await screen.findByTestId('announcements-list')).toBeInTheDocument();
  });
});
