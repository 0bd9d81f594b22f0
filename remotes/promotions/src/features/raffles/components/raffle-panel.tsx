import type { ShellServices } from '@wl/shell-contract';
import { ModalFrame } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PROMOTION_REDIRECT_TARGETS } from '../../../constants';
import { useMemberNamespace, useMemberTranslation } from '../../../i18n/member';
import type { MemberPromotionsStore } from '../../../lib/member-promotions/member-promotions-store';
import { RaffleStore, type RaffleEntry } from '../stores/raffle-store';

/** HH:mm:ss of a duration. */
function clock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

const RaffleRow = observer(function RaffleRow({ store, entry }: { store: RaffleStore; entry: RaffleEntry }) {
  const { t } = useMemberTranslation();
  const countdown = store.countdownOf(entry);
  const key = `${entry.ref.promotionId}:${entry.ref.raffleScheduleId}`;
  return (
    <li className="pr-raffle" data-testid="raffle" data-raffle={key}>
      {countdown !== null ? (
        <span>
          {t('raffle_starts_in')} <time data-testid="raffle-countdown">{clock(countdown)}</time>
        </span>
      ) : (
        <>
          <span className="pr-raffle__tip" data-testid="raffle-tip">
            {t('raffle_tip')}
          </span>
          <button
            type="button"
            className="wl-button"
            disabled={store.claiming !== null}
            aria-busy={store.claiming === key}
            onClick={() => void store.claim(entry)}
          >
            {t('raffle_claim')}
          </button>
        </>
      )}
    </li>
  );
});

/**
 * The member's raffles on the promotions page (spec §4): countdowns, tips and the claim, then the prize modal that
 * leads to the reward centre. Loaded on first use (logged-in members only).
 */
const RafflePanel = observer(function RafflePanel({
  shell,
  member,
}: {
  shell: ShellServices;
  member: MemberPromotionsStore;
}) {
  useMemberNamespace();
  const { t } = useMemberTranslation();
  const [store] = useState(() => new RaffleStore(shell, member));
  useEffect(() => store.start(), [store]);
  const prize = store.prize;
  return (
    <>
      {store.entries.length > 0 && (
        <section className="pr-raffles" data-testid="raffle-panel" aria-label={t('raffle_title')}>
          <h2 className="pr-raffles__title">{t('raffle_title')}</h2>
          <ul>
            {store.entries.map((entry) => (
              <RaffleRow
                key={`${entry.ref.promotionId}:${entry.ref.raffleScheduleId}`}
                store={store}
                entry={entry}
              />
            ))}
          </ul>
          {store.error && (
            <p role="alert" className="pr-apply__error">
              {store.error}
            </p>
          )}
        </section>
      )}
      {prize && (
        <ModalFrame label={t('raffle_prize_title')} onClose={store.closePrize} testId="raffle-prize">
          <h2>{t('raffle_prize_title')}</h2>
          <p>
            {prize.prizeName}
            {prize.amount && <strong data-testid="raffle-prize-amount"> {formatMoney(prize.amount)}</strong>}
          </p>
          <div className="wl-dialog__actions">
            <button type="button" className="wl-button wl-button--ghost" onClick={store.closePrize}>
              {t('common:close')}
            </button>
            <button
              type="button"
              className="wl-button"
              onClick={() => {
                store.closePrize();
                shell.navigate(PROMOTION_REDIRECT_TARGETS.REWARD_CENTER.path);
              }}
            >
              {t('bonus_reward_centre')}
            </button>
          </div>
        </ModalFrame>
      )}
    </>
  );
});

export default RafflePanel;
