import { RetryCard, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useAreaTranslation } from '../i18n';
import type { LoadState } from './load-state';

/**
 * Spinner while the first load runs, a retry card when it failed, else the children. A reload keeps showing the
 * previous content (`hasContent`) so the page does not flash; a failed reload puts the retry card above it.
 */
export const LoadView = observer(function LoadView({
  load,
  hasContent,
  onRetry,
  children,
}: {
  load: LoadState;
  hasContent: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useAreaTranslation();
  if (load.status === 'error' && !hasContent) {
    return (
      <RetryCard
        message={load.error ?? t('common:unknown_error')}
        retryLabel={t('common:retry')}
        onRetry={onRetry}
      />
    );
  }
  if ((load.status === 'loading' || load.status === 'idle') && !hasContent)
    return <Spinner label={t('common:loading')} />;
  return (
    <>
      {load.status === 'error' && (
        <RetryCard
          message={load.error ?? t('common:unknown_error')}
          retryLabel={t('common:retry')}
          onRetry={onRetry}
        />
      )}
      {children}
    </>
  );
});
