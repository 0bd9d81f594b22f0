import { EmptyState } from '@wl/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/** A member-centre page that is not built yet (an old link, a typed URL): says so and links back to the overview. */
export function NotAvailablePage({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="mc-card mc-not-available" data-testid="member-not-available">
      <EmptyState>{t('common:in_stay_tuned')}</EmptyState>
      <Link className="wl-button" to={basePath}>
        {t('back_to_overview')}
      </Link>
    </div>
  );
}
