import { defineEndpoint, SITE_SETTINGS_ROUTE } from '@wl/api-client';
import { addNamespace, languageFromQuery } from '@wl/i18n';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { RemoteDefinition } from '../define-remote';
import { REMOTE_BASE_PATHS } from '../remote-ids';
import type { Balance, MemberInfo } from '../session';
import { createFakeShell, type FakeShell } from '../testing/create-fake-shell';
import { FakeOverlayOutlet } from '../testing/fake-overlay-outlet';

const login = defineEndpoint({
  id: 'standalone.login',
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  schema: z.object({ token: z.string() }),
});
const memberInfo = defineEndpoint({
  id: 'standalone.memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  schema: z.custom<MemberInfo>((v) => typeof v === 'object' && v !== null),
});
const settings = defineEndpoint({
  id: 'standalone.settings',
  ...SITE_SETTINGS_ROUTE,
  schema: z.object({ launchGameCDNs: z.array(z.string()).nullish() }),
});
const balance = defineEndpoint({
  id: 'standalone.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  schema: z.custom<Balance>((v) => typeof v === 'object' && v !== null),
});

/** Options of {@link mountStandalone}. */
export interface StandaloneOptions {
  /** Where the remote's routes are mounted; by default where the host mounts it (REMOTE_BASE_PATHS). */
  basePaths: readonly string[];
}

/**
 * Run a remote alone, without the host: fake shell services talking to the sandbox (through the dev server's proxy),
 * a bar to log in as a sandbox account, the remote's routes under its base paths and its widgets on /__widgets.
 */
export function mountStandalone(
  definition: RemoteDefinition,
  options: StandaloneOptions = { basePaths: REMOTE_BASE_PATHS[definition.id] },
): void {
  const query = languageFromQuery(window.location.search);
  const fake = createFakeShell({
    language: query ?? 'CN',
    merchant: window.location.hostname.split('.')[0] === 'lite' ? 'lite' : 'demo',
  });
  const root = createRoot(
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div')),
  );
  root.render(
    <I18nextProvider i18n={fake.i18n}>
      <BrowserRouter>
        <Harness definition={definition} options={options} fake={fake} />
      </BrowserRouter>
    </I18nextProvider>,
  );
}

const Harness = observer(function Harness({
  definition,
  options,
  fake,
}: {
  definition: RemoteDefinition;
  options: StandaloneOptions;
  fake: FakeShell;
}) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(!definition.translations);
  const [account, setAccount] = useState('player01');
  const [error, setError] = useState('');
  fake.shell.navigate = navigate;

  // The site settings the shell hands out, as the host holds them: read once from the sandbox.
  useEffect(() => {
    fake.shell.api.call(settings).then(
      (answer) => runInAction(() => (fake.settings.launchGameCDNs = answer.launchGameCDNs ?? [])),
      (e: unknown) => console.warn('[standalone] site settings', e),
    );
  }, [fake]);

  useEffect(() => {
    if (!definition.translations) return;
    void addNamespace(fake.i18n, definition.id, fake.shell.i18n.language, definition.translations).then(() =>
      setReady(true),
    );
  }, [definition, fake]);

  const onLogin = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { token } = await fake.shell.api.call(login, {
        body: { username: account, password: 'pass1234', type: 'username', deviceId: 'standalone' },
      });
      fake.session.token = token;
      fake.session.logIn(token, await fake.shell.api.call(memberInfo), await fake.shell.api.call(balance));
      setError('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const Routes_ = definition.routes;
  return (
    <div style={{ padding: 16 }}>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <strong>{definition.id} (standalone)</strong>
        {options.basePaths.map((p) => (
          <Link key={p} to={p}>
            {p}
          </Link>
        ))}
        <Link to="/__widgets">widgets</Link>
        {fake.session.isLoggedIn ? (
          <span>
            {fake.session.account} <button onClick={() => fake.session.logOut()}>log out</button>
          </span>
        ) : (
          <form onSubmit={onLogin}>
            <input value={account} onChange={(e) => setAccount(e.target.value)} aria-label="account" />
            <button type="submit">log in</button> {error}
          </form>
        )}
      </header>
      {ready && (
        <Routes>
          <Route
            path="/__widgets"
            element={Object.entries(definition.widgets ?? {}).map(([name, Widget]) => (
              <section key={name}>
                <h3>{name}</h3>
                <Widget shell={fake.shell} />
              </section>
            ))}
          />
          {Routes_ &&
            options.basePaths.map((base) => (
              <Route key={base} path={`${base}/*`} element={<Routes_ basePath={base} shell={fake.shell} />} />
            ))}
        </Routes>
      )}
      {/* The remote's overlays (`shell.overlay`), in this page's one React root as in the host's. */}
      <FakeOverlayOutlet overlay={fake.overlay} />
    </div>
  );
});
