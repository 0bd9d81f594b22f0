import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Shown for any path no enabled area owns. */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  return (
    <section className="host-not-found" data-testid="not-found-page">
      <h1>{t('not_found_title')}</h1>
      <p>{t('not_found_text')}</p>
      <Link className="wl-button" to="/">
        {t('back_home')}
      </Link>
    </section>
  );
}
