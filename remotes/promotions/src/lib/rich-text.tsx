import { RetryCard, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { safeHtmlLoader, type SafeHtmlLoader } from './safe-html-loader';

/**
 * Server HTML (a promotion's, a popup's or a notice's content) rendered only after lib/safe-html has sanitised it.
 * The sanitiser is fetched with the first content a player opens: a spinner shows meanwhile, a retry if it fails.
 */
export const RichText = observer(function RichText({
  html,
  className,
  testId,
  loader = safeHtmlLoader,
}: {
  /** The server's HTML, unsanitised. */
  html: string | null | undefined;
  className: string;
  testId?: string;
  loader?: SafeHtmlLoader;
}) {
  const { t } = useAreaTranslation();
  const sanitise = loader.sanitise;
  useEffect(() => {
    if (!sanitise) void loader.load();
  }, [loader, sanitise]);
  const safe = useMemo(() => (sanitise ? sanitise(html) : null), [sanitise, html]);
  if (safe !== null)
    return (
      <div
        className={`${className} pr-rich-text`}
        data-testid={testId}
        // Sanitised by lib/safe-html (DOMPurify, no <style>, prefixed ids and names).
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    );
  if (loader.failed)
    return (
      <RetryCard
        message={t('common:area_unavailable')}
        retryLabel={t('common:retry')}
        onRetry={() => void loader.load()}
      />
    );
  return <Spinner label={t('common:loading')} />;
});
