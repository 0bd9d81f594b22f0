import { ApiError } from '@wl/api-client';
import { createI18n, type DisplayLanguage } from '@wl/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadState } from './load-state';
import { LoadView } from './load-view';

function renderIn(language: DisplayLanguage, ui: ReactElement) {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}

const failing = (error: unknown) => {
  const load = new LoadState();
  return load.run(() => Promise.reject(error), jest.fn()).then(() => load);
};

const apiError = (details: Partial<ConstructorParameters<typeof ApiError>[0]>, message: string) =>
  new ApiError({ kind: 'http', endpointId: 'test', method: 'GET', path: '/test', ...details }, message);

describe('LoadView', () => {
  it('shows a spinner while idle or loading, then the children', async () => {
    const load = new LoadState();
    renderIn(
      'cimode',
      <LoadView load={load} onRetry={jest.fn()}>
        <p>content</p>
      </LoadView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await act(() => load.run(async () => 1, jest.fn()));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('shows a retry card instead of the children on failure, with a retry that works', async () => {
    const load = await failing(new Error('boom'));
    const onRetry = jest.fn();
    renderIn(
      'cimode',
      <LoadView load={load} onRetry={onRetry} retryTestId="test-retry">
        <p>content</p>
      </LoadView>,
    );
    expect(screen.getByTestId('test-retry')).toHaveTextContent('boom');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the content while reloading and puts a failed reload’s retry card above it', async () => {
    const load = new LoadState();
    void load.run(() => new Promise(() => {}), jest.fn());
    const { rerender } = renderIn(
      'cimode',
      <LoadView load={load} hasContent onRetry={jest.fn()}>
        <p>content</p>
      </LoadView>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
    const failed = await failing(new Error('boom'));
    rerender(
      <I18nextProvider i18n={createI18n('cimode')}>
        <LoadView load={failed} hasContent onRetry={jest.fn()}>
          <p>content</p>
        </LoadView>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('takes its labels from the common namespace', async () => {
    renderIn('EN', <LoadView load={new LoadState()} onRetry={jest.fn()} children={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const load = await failing(apiError({ kind: 'network' }, ''));
    renderIn('EN', <LoadView load={load} onRetry={jest.fn()} children={null} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('words a 401 and a timeout with common texts when asked to explain failures', async () => {
    const unauthorized = await failing(apiError({ status: 401, statusText: 'Unauthorized' }, 'HTTP 401'));
    const timeout = await failing(apiError({ kind: 'timeout' }, 'GET /test timed out'));
    const view = (load: LoadState, explainFailure: boolean) =>
      renderIn(
        'cimode',
        <LoadView load={load} onRetry={jest.fn()} explainFailure={explainFailure} children={null} />,
      ).unmount;
    let unmount = view(unauthorized, true);
    expect(screen.getByRole('alert')).toHaveTextContent('in_sorry_in');
    unmount();
    unmount = view(timeout, true);
    expect(screen.getByRole('alert')).toHaveTextContent('timeout_retry_please');
    unmount();
    unmount = view(timeout, false);
    expect(screen.getByRole('alert')).toHaveTextContent('GET /test timed out');
    unmount();
    view(unauthorized, false);
    expect(screen.getByRole('alert')).toHaveTextContent('Unauthorized');
  });

  it('shows the children for a status of the store’s own', () => {
    const load = new LoadState<'unauthorized'>();
    load.finish('unauthorized');
    renderIn(
      'cimode',
      <LoadView load={load} onRetry={jest.fn()}>
        <p>login prompt</p>
      </LoadView>,
    );
    expect(screen.getByText('login prompt')).toBeInTheDocument();
  });
});
