import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons/base-icons';
import { ErrorBoundary } from 'react-error-boundary';

/** A loading indicator with an accessible label. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="wl-spinner" role="status" aria-live="polite">
      <span className="wl-spinner__dot" aria-hidden="true" />
      <span className="wl-visually-hidden">{label}</span>
    </div>
  );
}

/** A small card saying something failed, with a retry button. */
export function RetryCard({
  message,
  retryLabel = 'Retry',
  onRetry,
  testId,
}: {
  message: string;
  retryLabel?: string;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <div className="wl-retry-card" role="alert" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="wl-button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A message shown when a list has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="wl-empty">{children}</p>;
}

/**
 * Catches render errors of one area so the rest of the page keeps working; the fallback offers a retry that
 * re-mounts the children.
 */
export function AreaBoundary({
  children,
  message,
  retryLabel,
  onRetry,
  onError,
  testId,
}: {
  children: ReactNode;
  message: string;
  retryLabel?: string;
  /** Extra work before re-mounting (e.g. reloading the remote). */
  onRetry?: () => void;
  /** Told about the render error caught (release health counts it). */
  onError?: (error: unknown) => void;
  testId?: string;
}) {
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <RetryCard message={message} retryLabel={retryLabel} onRetry={resetErrorBoundary} testId={testId} />
      )}
      onReset={onRetry}
      onError={(error) => {
        console.error('[area] render failed', error);
        onError?.(error);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Page numbers with previous/next; hidden when there is one page. */
export function Pager({
  page,
  totalPages,
  onChange,
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav className="wl-pager" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="Previous">
        <ChevronLeftIcon className="wl-icon--flip-rtl" />
      </button>
      {pages.map((p) => (
        <button
          type="button"
          key={p}
          aria-current={p === page ? 'page' : undefined}
          className={p === page ? 'is-current' : undefined}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label="Next"
      >
        <ChevronRightIcon className="wl-icon--flip-rtl" />
      </button>
    </nav>
  );
}
