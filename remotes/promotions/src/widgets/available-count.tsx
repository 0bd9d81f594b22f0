import type { WidgetProps } from '@wl/shell-contract';
import { GiftIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import '../styles.css';
import { memberPromotionsOf } from '../lib/member-promotions/member-promotions-store';
import { useMemberNamespace, useMemberTranslation } from '../i18n/member';

/** The promotions page the count links to. */
const PROMOTIONS_PATH = '/promotions';

/**
 * The account bar's available-promotion count (spec §3: MANUAL, RAFFLE, TICKET, REGISTER, LOGIN, SAVIOR and
 * MISSION_MANUAL summed): a link to the promotions page with a badge. It keeps the member's promotions polled while
 * the bar is on screen (every 5 minutes, paused while the page is hidden).
 */
export const AvailableCount = observer(function AvailableCount({ shell }: WidgetProps) {
  useMemberNamespace();
  const { t } = useMemberTranslation();
  const store = memberPromotionsOf(shell);
  useEffect(() => store.start(), [store]);
  const count = store.availableCount;
  return (
    <a
      className="pr-count"
      href={PROMOTIONS_PATH}
      data-testid="promotion-count"
      data-count={count}
      aria-label={t('available_count', { count })}
      onClick={(event) => {
        event.preventDefault();
        shell.navigate(PROMOTIONS_PATH);
      }}
    >
      <GiftIcon />
      {count > 0 && <span className="pr-count__badge">{count}</span>}
    </a>
  );
});
