import type { WidgetProps } from '@wl/shell-contract';
import { LoadView } from '@wl/ui';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WinnerTable } from '../features/winner-board/components/winner-table';
import { WinnerBoardStore } from '../features/winner-board/stores/winner-board-store';
import { NAMESPACE } from '../i18n';

/**
 * The home page's winner board (spec/products.md §2): rank, the columns the server configures, a no-data message.
 * Its height is fixed (styles.css, and the host's slot keeps the same room) so the page does not shift as it loads.
 * Reloads when the language or the logged-in member changes (the request's headers carry both).
 */
export const WinnerBoard = observer(function WinnerBoard({ shell }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new WinnerBoardStore(shell));
  useEffect(
    () =>
      reaction(
        () => [shell.i18n.language, shell.session.customerId],
        () => void store.fetch(),
        { fireImmediately: true },
      ),
    [store, shell],
  );
  return (
    <section className="gl-winners" data-testid="winner-board" aria-labelledby="gl-winners-title">
      <h2 className="gl-winners__title" id="gl-winners-title">
        {t('winner_board_title')}
      </h2>
      <div className="gl-winners__body">
        <LoadView load={store.load} onRetry={() => void store.fetch()}>
          <WinnerTable store={store} />
        </LoadView>
      </div>
    </section>
  );
});

export default WinnerBoard;
