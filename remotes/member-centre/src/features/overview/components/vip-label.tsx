import type { ClubLabel } from '@wl/shell-contract';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/** Colours the server may send: hex, rgb()/rgba() or a plain colour name; anything else uses the theme accent. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i;

/** The member's VIP (club) label in its colour, or a muted "none". */
export function VipLabel({ label }: { label: ClubLabel | null }) {
  const { t } = useTranslation(NAMESPACE);
  if (!label) return <span className="mc-vip-label mc-vip-label--none">{t('vip_none')}</span>;
  const colour = label.color && SAFE_COLOUR.test(label.color.trim()) ? label.color.trim() : undefined;
  return (
    <span
      className="mc-vip-label"
      data-testid="member-vip-label"
      style={colour ? { color: colour, borderColor: colour } : undefined}
    >
      <span
        className="mc-vip-label__dot"
        aria-hidden="true"
        style={colour ? { background: colour } : undefined}
      />
      {label.labelName}
    </span>
  );
}
