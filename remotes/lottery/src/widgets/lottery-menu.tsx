import type { WidgetProps } from '@wl/shell-contract';
import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSection } from '../features/menu/stores/menu-store';
import { MenuStore } from '../features/menu/stores/menu-store';
import { NAMESPACE } from '../i18n';
import './lottery-menu.css';

const Group = observer(function Group({ section, store }: { section: MenuSection; store: MenuStore }) {
  const { t } = useTranslation(NAMESPACE);
  const { group } = section;
  const open = store.isOpen(group.groupId);
  const listId = `lt-menu-group-${group.groupId}`;
  return (
    <div className="lt-menu__group" data-testid={`lt-menu-group-${group.groupCode}`}>
      <h3 className="lt-menu__group-name">
        {section.live && <span className="lt-live-dot" aria-hidden="true" />}
        {group.groupName}
      </h3>
      <ul id={listId} className="lt-menu__games" aria-label={group.groupName}>
        {store.visible(section).map((game) => (
          <li key={game.gameCode}>
            <button type="button" className="lt-menu__game" onClick={() => store.choose(game)}>
              {game.webIconUrl && <img src={game.webIconUrl} alt="" width={28} height={28} loading="lazy" />}
              <span>{game.remark}</span>
            </button>
          </li>
        ))}
      </ul>
      {section.folded.length > 0 && (
        <button
          type="button"
          className="lt-menu__more"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => store.toggle(group.groupId)}
        >
          {open ? t('menu_less') : t('menu_more')}
        </button>
      )}
    </div>
  );
});

/**
 * The lottery menu widget (spec/products.md §2): groups of games, 4 per group shown and the rest folded behind a
 * more/less toggle; up to 5 lottery and 5 live-video games; a click opens the lottery lobby with the game's default
 * play type.
 */
export const LotteryMenu = observer(function LotteryMenu({ shell }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new MenuStore(shell));
  useEffect(() => {
    if (store.load.status === 'idle') void store.fetch();
  }, [store]);
  return (
    <section className="lt-widget lt-menu" data-testid="lottery-menu" aria-labelledby="lt-menu-title">
      <h2 id="lt-menu-title" className="lt-widget__title">
        {t('menu_title')}
      </h2>
      <LoadView load={store.load} onRetry={() => void store.fetch()} retryTestId="lottery-menu-error">
        {store.sections.length === 0 ? (
          <p className="lt-widget__empty">{t('common:no_data')}</p>
        ) : (
          <div className="lt-menu__groups">
            {store.sections.map((section) => (
              <Group key={section.group.groupId} section={section} store={store} />
            ))}
          </div>
        )}
      </LoadView>
    </section>
  );
});

export default LotteryMenu;
