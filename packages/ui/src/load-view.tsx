import { COMMON_NAMESPACE } from '@wl/i18n';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryCard, Spinner } from './components';
import type { LoadState } from './load-state';

/** What {@link LoadView} reads of a load: a {@link LoadState}, with or without statuses of its own. */
export type LoadProgress = Pick<LoadState<string>, 'status' | 'error' | 'failure'>;

/** Props of {@link LoadView}. */
export interface LoadViewProps {
  load: LoadProgress;
  /** Run the load again (the retry card's button). */
  onRetry: () => void;
  /**
   * There is something to show already (e.g. the list of a previous load): a reload keeps it on screen instead of
   * the spinner, and a failed reload puts the retry card above it. Default false: spinner and retry card stand alone.
   */
  hasContent?: boolean;
  /**
   * Word the expected failures of a member page with common texts instead of the failure's own text: a refused
   * session (HTTP 401) as `common:in_sorry_in`, a timeout as `common:timeout_retry_please`.
   */
  explainFailure?: boolean;
  /** `data-testid` of the retry card. */
  retryTestId?: string;
  children: ReactNode;
}

/**
 * A load as the area guide says every load looks: a spinner while it runs, a retry card that works when it failed
 * (never a blank page), else the children. A status of the store's own (see `LoadStateOptions.classify`) shows the
 * children: the page decides what to show for it.
 *
 * Labels come from the `common` namespace through react-i18next: they are the same in every area, the host and the
 * standalone harness always provide an i18n instance with that namespace loaded, and no caller has to pass three
 * labels. Tests in cimode see the keys (`retry`, `loading`).
 */
export const LoadView = observer(function LoadView({
  load,
  onRetry,
  hasContent = false,
  explainFailure = false,
  retryTestId,
  children,
}: LoadViewProps) {
  const { t } = useTranslation(COMMON_NAMESPACE, { useSuspense: false });
  let retry: ReactNode = null;
  if (load.status === 'error') {
    let message = load.error ?? t('unknown_error');
    if (explainFailure && load.failure?.status === 401) message = t('in_sorry_in');
    else if (explainFailure && load.failure?.kind === 'timeout') message = t('timeout_retry_please');
    retry = <RetryCard message={message} retryLabel={t('retry')} onRetry={onRetry} testId={retryTestId} />;
  }
  if (hasContent) {
    return (
      <>
        {retry}
        {children}
      </>
    );
  }
  if (retry) return retry;
  if (load.status === 'loading' || load.status === 'idle') return <Spinner label={t('loading')} />;
  return children;
});
