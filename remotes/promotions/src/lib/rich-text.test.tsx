import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichText } from './rich-text';
import { safeHtml } from './safe-html';
import { SafeHtmlLoader } from './safe-html-loader';

const SERVER_HTML =
  '<p>Bonus <b>100%</b></p><img src="x" onerror="window.__richHacked = true"><script>1</script>';

/** A loader whose import resolves or fails when the test says so. */
function controlledLoader() {
  const attempts: { resolve: () => void; reject: () => void }[] = [];
  const loader = new SafeHtmlLoader(
    () =>
      new Promise((resolve, reject) =>
        attempts.push({
          resolve: () => resolve({ safeHtml }),
          reject: () => reject(new Error('chunk failed')),
        }),
      ),
  );
  return { loader, attempts };
}

describe('RichText', () => {
  it('shows a spinner until the sanitiser has loaded, then the sanitised HTML', async () => {
    const { loader, attempts } = controlledLoader();
    const fake = createFakeShell();
    renderWithShell(
      <RichText html={SERVER_HTML} className="pr-card__text" testId="content" loader={loader} />,
      fake,
    );
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(screen.queryByTestId('content')).toBeNull();
    expect(attempts).toHaveLength(1);
    attempts[0]!.resolve();
    const content = await screen.findByTestId('content');
    expect(content).toHaveClass('pr-card__text', 'pr-rich-text');
    expect(content).toHaveTextContent('Bonus 100%');
    expect(content.innerHTML).not.toMatch(/onerror|<script/i);
    expect((window as { __richHacked?: boolean }).__richHacked).toBeUndefined();
  });

  it('offers a retry when the sanitiser cannot be loaded, and loads it again', async () => {
    const { loader, attempts } = controlledLoader();
    const fake = createFakeShell();
    renderWithShell(
      <RichText html={SERVER_HTML} className="pr-card__text" testId="content" loader={loader} />,
      fake,
    );
    attempts[0]!.reject();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('area_unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(attempts).toHaveLength(2);
    attempts[1]!.resolve();
    expect(await screen.findByTestId('content')).toHaveTextContent('Bonus 100%');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SafeHtmlLoader', () => {
  it('imports once for every caller', async () => {
    const { loader, attempts } = controlledLoader();
    const first = loader.load();
    const second = loader.load();
    expect(attempts).toHaveLength(1);
    attempts[0]!.resolve();
    await Promise.all([first, second]);
    expect(loader.sanitise).toBe(safeHtml);
    await loader.load();
    expect(attempts).toHaveLength(1);
  });
});
