import { Tabs } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GAME_CLASSIFIES, LOBBY_TABS, type LobbyTab } from '../../../constants';
import { NAMESPACE } from '../../../i18n';
import type { LobbyStore } from '../stores/lobby-store';

/** The slot lobby's tabs: vendor, hot, recent, favourite (the last two ask a visitor to log in first). */
export const LobbyTabs = observer(function LobbyTabs({
  store,
  onSelect,
}: {
  store: LobbyStore;
  onSelect: (tab: LobbyTab) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tabs
      className="gl-tabs"
      label={t('lobby_tabs')}
      tabs={LOBBY_TABS.map((tab) => ({ key: tab, label: t(`tab_${tab}`) }))}
      selected={store.tab}
      onSelect={(tab) => {
        if (store.canOpen(tab)) onSelect(tab);
      }}
    />
  );
});

/** The classification filter of the vendor tab: all, VP, TG, SC, AC, JP. */
export const ClassifyFilter = observer(function ClassifyFilter({ store }: { store: LobbyStore }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="gl-classify" role="group" aria-label={t('classify_label')}>
      {GAME_CLASSIFIES.map((classify) => (
        <button
          key={classify}
          type="button"
          className={`gl-classify__option${store.classify === classify ? ' is-active' : ''}`}
          aria-pressed={store.classify === classify}
          data-classify={classify}
          onClick={() => store.setClassify(classify)}
        >
          {t(`classify_${classify}`)}
        </button>
      ))}
    </div>
  );
});
