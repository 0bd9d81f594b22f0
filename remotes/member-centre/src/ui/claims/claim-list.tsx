import { EmptyState, LoadView } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { failureMessage, type ActionFailure } from '../../lib/failure/action-failure';
import type { ClaimListStore } from '../../lib/claims/claim-list-store';

/** The last claim's outcome, shared by the claim pages (rewards, missions, manual rebate): the amount or the refusal. */
export const ClaimOutcome = observer(function ClaimOutcome({
  amount,
  failure,
}: {
  /** The amount credited by the last claim, or null. */
  amount: string | null;
  failure: ActionFailure | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {amount && (
        <p className="mc-form__ok" role="status" data-testid="claim-ok">
          {t('claim_ok', { amount: formatMoney(amount) })}
        </p>
      )}
      {failure && (
        <p className="mc-form__error" role="alert" data-testid="claim-error">
          {failureMessage(t, failure)}
        </p>
      )}
    </>
  );
});

/** What a claim list shows of one item. */
export interface ClaimListProps<Item extends { id: string; status: string }> {
  store: ClaimListStore<Item>;
  /** The items in the order shown (the store's, or sorted). */
  items: Item[];
  /** Each row's test id is `${testIdPrefix}-${id}`. */
  testIdPrefix: string;
  /** The item can be claimed now: a claim button instead of its status. */
  claimable(item: Item): boolean;
  /** The amount the item credits. */
  amount(item: Item): string;
  /** The item's title and details. */
  details(item: Item): ReactNode;
}

/**
 * A list of things to claim (rewards, missions) with its load states: each row its details, amount and either a claim
 * button (one claim in flight per item) or its status; the last claim's outcome above.
 */
export const ClaimList = observer(function ClaimList<Item extends { id: string; status: string }>({
  store,
  items,
  testIdPrefix,
  claimable,
  amount,
  details,
}: ClaimListProps<Item>) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <ClaimOutcome amount={store.lastClaim?.amount ?? null} failure={store.failure} />
      <LoadView
        load={store.load}
        onRetry={() => void store.fetch()}
        hasContent={store.items.length > 0}
        explainFailure
      >
        {store.load.status === 'ready' && items.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <ul className="mc-claim-list">
            {items.map((item) => (
              <li
                key={item.id}
                className="wl-card mc-claim"
                data-testid={`${testIdPrefix}-${item.id}`}
                data-status={item.status}
              >
                <div>{details(item)}</div>
                <strong className="mc-claim__amount">{formatMoney(amount(item))}</strong>
                {claimable(item) ? (
                  <button
                    type="button"
                    className="wl-button"
                    disabled={store.isClaiming(item.id)}
                    onClick={() => void store.claimOne(item.id)}
                  >
                    {t('claim')}
                  </button>
                ) : (
                  <span className="mc-claim__status">{t(`code_${item.status}`)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadView>
    </>
  );
}) as <Item extends { id: string; status: string }>(props: ClaimListProps<Item>) => ReactNode;
