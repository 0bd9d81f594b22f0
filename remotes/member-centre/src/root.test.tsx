import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, within } from '@testing-library/react';
import definition from './remote';
import { MemberCentreRoutes } from './root';

const { sandbox } = setupSandboxServer();

function renderAt(route: string) {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  renderWithShell(<MemberCentreRoutes basePath="/member" shell={fake.shell} />, fake, route);
}

describe('member-centre routes', () => {
  it('exposes the routes, the MemberFrame widget and translations', () => {
    expect(definition).toMatchObject({ id: 'member-centre', routes: MemberCentreRoutes });
    expect(Object.keys(definition.widgets ?? {})).toEqual(['MemberFrame']);
    expect(definition.translations).toEqual(expect.any(Function));
  });

  it('renders the overview inside the member frame', async () => {
    renderAt('/');
    const frame = screen.getByTestId('member-frame');
    expect(within(frame).getByTestId('member-overview')).toBeInTheDocument();
    await screen.findByTestId('member-vip-percent');
  });

  it('says a page that is not built yet is coming, inside the frame, with a way back', () => {
    renderAt('/securityCenter');
    const page = within(screen.getByTestId('member-frame')).getByTestId('member-not-available');
    expect(page).toHaveTextContent('in_stay_tuned');
    expect(within(page).getByRole('link', { name: 'back_to_overview' })).toHaveAttribute('href', '/member');
  });
});
