import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { isActiveStatus, listOf } from '../model';

/** A contract status code as a translated, coloured label (unknown codes show as they are). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(NAMESPACE);
  const tone = isActiveStatus(status)
    ? 'active'
    : listOf(status) === 'new'
      ? 'pending'
      : status === 'R'
        ? 'rejected'
        : 'closed';
  return (
    <span className={`ac-status ac-status--${tone}`} data-status={status}>
      {t(`status_${status}`, { defaultValue: status })}
    </span>
  );
}
