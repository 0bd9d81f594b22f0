import type { RemoteId } from '@wl/shell-contract';
import { AreaBoundary, RetryCard, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../app/root-store-context';
import { signal } from '../lib/release-health/signals';
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

/**
 * True once `ready` has been true and React has rendered what follows in a transition. An area's screen or widget is
 * a large tree: rendered as a transition, React works on it in slices of a few milliseconds and the page stays
 * responsive (one long task per area was most of the home page's blocking time). What was ready at mount (an area
 * already loaded) shows at once.
 */
function useShownInTransition(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return ready && shown;
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
  const shown = useShownInTransition(Boolean(definition?.routes));
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
  if (!definition?.routes || !shown) return <Spinner label={t('loading')} />;
  const Routes = definition.routes;
  return (
    <AreaBoundary
      message={t('area_unavailable')}
      retryLabel={t('retry')}
      testId={`remote-fallback-${id}`}
      onError={(error) => signal({ kind: 'react', error, remote: id })}
    >
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
  payload,
  onClose,
}: {
  remote: RemoteId;
  name: string;
  children?: ReactNode;
  whenNearViewport?: boolean;
  /** For a popup widget: what it shows (WidgetProps.payload). */
  payload?: Readonly<Record<string, unknown>>;
  /** For a popup widget: how it closes its dialog (WidgetProps.onClose). */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const root = useRootStore();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, whenNearViewport);
  const { remotes, status, definition } = useRemote(remote, near);
  const Widget = definition?.widgets?.[name];
  const shown = useShownInTransition(Boolean(Widget));
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
  if (!Widget || !shown) return children ? null : <Spinner label={t('loading')} />;
  return (
    <AreaBoundary
      message={t('area_unavailable')}
      retryLabel={t('retry')}
      testId={`widget-fallback-${remote}-${name}`}
      onError={(error) => signal({ kind: 'react', error, remote })}
    >
      <Widget shell={root.shell} payload={payload} onClose={onClose}>
        {children}
      </Widget>
    </AreaBoundary>
  );
});
