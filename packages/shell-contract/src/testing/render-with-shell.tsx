import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { FakeShell } from './create-fake-shell';
import { FakeOverlayOutlet } from './fake-overlay-outlet';

/** Render `ui` inside a router at `route` and the fake shell's i18n, as the host would, with its overlays. */
export function renderWithShell(ui: ReactElement, fake: FakeShell, route = '/'): RenderResult {
  return render(
    <I18nextProvider i18n={fake.i18n}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <FakeOverlayOutlet overlay={fake.overlay} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
