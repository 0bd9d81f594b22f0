import { screen, within } from '@testing-library/react';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { RemoteRoutes } from '../../../root';

setupSandboxServer();

describe('/vnLottery', () => {
  it('shows the requested Vietnam game, its countdown and the prize tiers of its draws', async () => {
    const fake = createFakeShell();
    renderWithShell(<RemoteRoutes basePath="/vnLottery" shell={fake.shell} />, fake, '/?gameCode=VNHN');
    const page = await screen.findByTestId('lt-vn-lottery', undefined, { timeout: 5000 });
    expect(await within(page).findByRole('button', { name: '越南河内彩' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('lt-vn-countdown').textContent).toMatch(/^\d\d:\d\d:\d\d$/);
    const draws = await within(screen.getByTestId('lt-vn-results')).findAllByRole('table');
    expect(draws).toHaveLength(5);
    expect(
      within(draws[0]!)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([
      'vn_tier_DB',
      'vn_tier_G1',
      'vn_tier_G2',
      'vn_tier_G3',
      'vn_tier_G4',
      'vn_tier_G5',
      'vn_tier_G6',
      'vn_tier_G7',
      'vn_tier_G8',
    ]);
    expect(fake.realtime.followed).toEqual(['/topic/draw_number/VNHN']);
  });
});
