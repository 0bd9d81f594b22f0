import { setupSandboxServer } from '@wl/sandbox/testing';
import { defineRemote } from '@wl/shell-contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import type { FederationRuntime } from '../../federation/remote-registry';
import { RootStore } from '../../stores/root-store';
import { startSite } from '../../stores/site-start';
import { testRootOptions } from '../../stores/test-root';
import { START_ATTEMPTS } from './constants';

const { sandbox } = setupSandboxServer();
const SETTINGS = '/wps/system/settings/consolidated';
const roots: RootStore[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await root.dispose();
  localStorage.clear();
  sessionStorage.clear();
  document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove());
});

/** A root over the sandbox whose remotes are empty definitions, with waits between tries skipped. */
function makeRoot(hostname = 'localhost') {
  window.history.pushState({}, '', '/login');
  const federation: FederationRuntime = {
    register: () => {},
    load: async () => defineRemote({ id: 'promotions', widgets: {} }),
  };
  const root = new RootStore(testRootOptions({ hostname, federation }));
  // Start-up waits (500 ms, 1 s, ...) are the store's business; here they pass at once.
  (root.siteSettings as unknown as { wait: (ms: number) => Promise<void> }).wait = async () => {};
  roots.push(root);
  return root;
}

async function startAndRender(root: RootStore) {
  await startSite(root);
  await act(async () => {
    render(<App root={root} />);
  });
}

describe('the site frame and its settings', () => {
  it('shows the logo (alt = site name, fixed size) and applies the favicon', async () => {
    await startAndRender(makeRoot());
    const header = await screen.findByTestId('shell-header');
    const logo = within(header).getByRole('img', { name: 'Demo Gaming' });
    expect(logo).toHaveAttribute('src', '/wps/res/img/logo/demo.svg');
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '40');
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/wps/res/img/favicon/demo.svg',
    );
    expect(screen.getByTestId('settings-stale')).toBeEmptyDOMElement();
  });

  it('shows the site name as text where the merchant has no logo', async () => {
    await startAndRender(makeRoot('lite.localhost'));
    expect(await screen.findByTestId('shell-header')).toHaveTextContent('Lite Gaming');
    expect(screen.queryByTestId('site-logo')).toBeNull();
  });

  it('never applies a favicon or logo that is not http(s) or a site path', async () => {
    await fetch('http://localhost/__sandbox/merchants/demo', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        settings: {
          mobileTemplate: { favicon: 'javascript:alert(1)' },
          resources: [{ resourceType: 'Logo', url: 'data:image/svg+xml,<svg/>', qrCodeUrl: null }],
        },
      }),
    });
    await startAndRender(makeRoot());
    expect(await screen.findByTestId('shell-header')).toHaveTextContent('Demo Gaming');
    expect(screen.queryByTestId('site-logo')).toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')).toBeNull();
  });

  it('starts from the last known settings with a polite stale status that goes when the backend answers', async () => {
    await startSite(makeRoot());
    sessionStorage.clear();
    sandbox.addFault({ method: 'GET', path: SETTINGS, status: 500 });
    const root = makeRoot();
    // The background tries wait for real here, so the test decides when the backend is back.
    (root.siteSettings as unknown as { wait: (ms: number) => Promise<void> }).wait = (ms) =>
      ms > 1000 ? new Promise((resolve) => setTimeout(resolve, 100)) : Promise.resolve();
    await startAndRender(root);
    const status = screen.getByTestId('settings-stale');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('settings_stale');
    expect(
      within(screen.getByTestId('shell-header')).getByRole('img', { name: 'Demo Gaming' }),
    ).toBeVisible();
    sandbox.clearFaults();
    await waitFor(() => expect(screen.getByTestId('settings-stale')).toBeEmptyDOMElement(), {
      timeout: 5000,
    });
  });

  it('shows the retry screen on a first visit with nothing known; Retry starts the site without a reload', async () => {
    sandbox.addFault({ method: 'GET', path: SETTINGS, status: 500, times: START_ATTEMPTS });
    const root = makeRoot();
    await startAndRender(root);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('start_failed_title');
    expect(alert).toHaveTextContent('start_failed_text');
    await userEvent.setup().click(screen.getByRole('button', { name: 'start_retry' }));
    expect(await screen.findByTestId('shell-header')).toBeInTheDocument();
    expect(screen.queryByTestId('start-retry')).toBeNull();
  });

  it('shows the maintenance page when a hidden page becomes visible and the merchant went into maintenance', async () => {
    await startAndRender(makeRoot());
    await screen.findByTestId('shell-header');
    await fetch('http://localhost/__sandbox/merchants/demo', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ permission: { maintenance: true } }),
    });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByTestId('maintenance-page', {}, { timeout: 5000 })).toHaveAttribute(
      'data-reason',
      'maintenance',
    );
  });
});
