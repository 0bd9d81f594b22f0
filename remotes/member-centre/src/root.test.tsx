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
    expect(Object.keys(definition.widgets ?? {})).toEqual(expect.arrayContaining(['MemberFrame']));
    expect(definition.translations).toEqual(expect.any(Function));
  });

  it('renders the overview inside the member frame', async () => {
    renderAt('/');
    const frame = screen.getByTestId('member-frame');
    expect(within(frame).getByTestId('member-overview')).toBeInTheDocument();
    await screen.findByTestId('member-vip-percent');
  });

  it('routes a menu entry to its lazy page inside the frame', async () => {
    renderAt('/depositv2');
    const frame = screen.getByTestId('member-frame');
    expect(await within(frame).findByTestId('deposit-page')).toBeInTheDocument();
  });

  it('says an unknown page is not available, inside the frame, with a way back', () => {
    renderAt('/noSuchPage');
    const page = within(screen.getByTestId('member-frame')).getByTestId('member-not-available');
    expect(page).toHaveTextContent('in_stay_tuned');
    expect(within(page).getByRole('link', { name: 'back_to_overview' })).toHaveAttribute('href', '/member');
  });

  it('refuses a page whose flag is off with the not-available page', () => {
    const fake = createFakeShell({ flags: ['MEMCEN3'] });
    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    renderWithShell(<MemberCentreRoutes basePath="/member" shell={fake.shell} />, fake, '/depositv2');
    expect(screen.getByTestId('member-not-available')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-page')).not.toBeInTheDocument();
  });
});
