import { useTranslation } from 'react-i18next';

/** Whole-site notice when the merchant is under maintenance or the region is restricted (spec/shell.md §4). */
export function MaintenancePage({
  reason,
  onContact,
}: {
  reason: 'maintenance' | 'region';
  onContact: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <section className="host-maintenance wl-card" data-testid="maintenance-page">
      <h1>{t(reason === 'maintenance' ? 'maintenance_title' : 'region_title')}</h1>
      <p>{t(reason === 'maintenance' ? 'maintenance_text' : 'region_text')}</p>
      <button type="button" className="wl-button" onClick={onContact}>
        {t('contact_service')}
      </button>
    </section>
  );
}
