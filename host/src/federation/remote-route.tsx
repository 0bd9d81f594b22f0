import type { RemoteId } from '@wl/shell-contract';
import { AreaBoundary, RetryCard, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../app/root-store-context';
import { useNearViewport } from './use-near-viewport';

/**
 * Loads a remote on first use and tells the caller its state. A remote that failed stays failed until the member
 * asks for a retry, so every slot of it shows the same fallback instead of flickering between attempts.
 */
function useRemote(id: RemoteId, wanted = true) {
  const { remotes } = useRootStore();
  const status = remotes?.statusOf(id) ?? 'disabled';
  useEffect(() => {
    if (wanted && status === 'idle') void remotes?.load(id);
  }, [remotes, id, status, wanted]);
  return { remotes, status, definition: remotes?.definitions.get(id) };
}

/** Renders a remote's routes under `basePath`, with a loader, and a fallback with a working retry on failure. */
export const RemoteRoute = observer(function RemoteRoute({
  id,
  basePath,
}: {
  id: RemoteId;
  basePath: string;
}) {
  const { t } = useTranslation();
  const root = useRootStore();
  const { remotes, status, definition } = useRemote(id);
  if (status === 'failed' || (status === 'ready' && !definition?.routes)) {
    return (
      <RetryCard
        testId={`remote-fallback-${id}`}
        message={t('area_unavailable')}
        retryLabel={t('retry')}
        onRetry={() => void remotes?.retry(id)}
      />
    );
  }
  if (!definition?.routes) return <Spinner label={t('loading')} />;
  const Routes = definition.routes;
  return (
    <AreaBoundary message={t('area_unavailable')} retryLabel={t('retry')} testId={`remote-fallback-${id}`}>
      <div data-remote={id}>
        <Routes basePath={basePath} shell={root.shell} />
      </div>
    </AreaBoundary>
  );
});

/**
 * Places a remote's widget. A disabled remote leaves the slot empty; a failed one shows a small retry card.
 * A frame widget (with children) that cannot load shows its children unframed, so the page still works.
 * With `whenNearViewport`, a widget below the fold is downloaded only when the player scrolls near it: the first
 * visit does not pay for what it does not show (the slot keeps its room meanwhile, see home-page.css).
 */
export const RemoteWidget = observer(function RemoteWidget({
  remote,
  name,
  children,
  whenNearViewport = false,
}: {
  remote: RemoteId;
  name: string;
  children?: ReactNode;
  whenNearViewport?: boolean;
}) {
  const { t } = useTranslation();
  const root = useRootStore();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, whenNearViewport);
  const { remotes, status, definition } = useRemote(remote, near);
  const Widget = definition?.widgets?.[name];
  if (status === 'disabled') return <>{children ?? null}</>;
  if (!near)
    return (
      <div ref={anchor} className="host-widget-pending" data-testid={`widget-pending-${remote}-${name}`} />
    );
  if (status === 'failed' || (status === 'ready' && !Widget)) {
    if (children) return <>{children}</>;
    return (
      <RetryCard
        testId={`widget-fallback-${remote}-${name}`}
        message={t('area_unavailable')}
        retryLabel={t('retry')}
        onRetry={() => void remotes?.retry(remote)}
      />
    );
  }
  if (!Widget) return children ? null : <Spinner label={t('loading')} />;
  return (
    <AreaBoundary
      message={t('area_unavailable')}
      retryLabel={t('retry')}
      testId={`widget-fallback-${remote}-${name}`}
    >
      <Widget shell={root.shell}>{children}</Widget>
    </AreaBoundary>
  );
});
