import type { WidgetProps } from '@wl/shell-contract';
import { ModalFrame } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { MINUTE_MS } from '../constants';
import { RealityCheckStore } from '../stores/reality-check-store';
import '../../../ui/member-records.css';

/**
 * The reality check widget the host mounts while a member is logged in and the merchant's setting is on
 * (`payload.intervalMinutes`): every interval a dialog with the time since login and the net result, continue and
 * log out. `onClose` is the host's log-out (the member chose to stop).
 */
const RealityCheck = observer(function RealityCheck({ shell, payload, onClose }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const minutes = Number(payload?.intervalMinutes ?? 0);
  const [store] = useState(() => new RealityCheckStore(shell, minutes));
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (minutes > 0) void store.start();
    return () => store.stop();
  }, [store, minutes]);
  if (!store.open) return null;
  const totalMinutes = Math.floor(store.elapsedMs / MINUTE_MS);
  return (
    <ModalFrame label={t('rc_title')} className="mc-reality" testId="reality-check">
      <h2 className="mc-card__title">{t('rc_title')}</h2>
      <p data-testid="reality-check-elapsed">
        {t('rc_elapsed', { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 })}
      </p>
      <p data-testid="reality-check-net">
        {t('rc_net', { amount: store.netResult === null ? '-' : formatMoney(store.netResult) })}
      </p>
      <div className="mc-reality__actions">
        <button
          type="button"
          className="wl-button"
          onClick={() => store.continuePlaying()}
          data-testid="reality-check-continue"
        >
          {t('rc_continue')}
        </button>
        <button
          type="button"
          className="wl-button wl-button--ghost"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            store.stop();
            onClose?.();
          }}
          data-testid="reality-check-logout"
        >
          {t('common:logout')}
        </button>
      </div>
    </ModalFrame>
  );
});

export default RealityCheck;
