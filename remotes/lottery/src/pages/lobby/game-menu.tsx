import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../../api/lottery-games';
import { NAMESPACE } from '../../i18n';
import type { LobbyStore } from './lobby-store';

/** The game-group menu: 4 games per group, a more/fold toggle beyond 4. */
export const GameMenu = observer(function GameMenu({
  store,
  onSelect,
}: {
  store: LobbyStore;
  onSelect: (game: LotteryGame) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const selected = store.selected?.gameCode;
  return (
    <nav className="lt-menu" aria-label={t('menu_label')}>
      {store.groups.map((group) => {
        const label = t(`group_${group.code}`, { defaultValue: group.code });
        const expanded = store.expanded.has(group.id);
        return (
          <section
            key={group.id}
            className={`lt-group${group.thai ? ' lt-group--thai' : ''}`}
            aria-label={label}
          >
            <h2 className="lt-group__title">{label}</h2>
            <ul className="lt-group__games" id={`lt-group-${group.id}`}>
              {store.visibleGames(group).map((game) => (
                <li key={game.gameCode}>
                  <button
                    type="button"
                    className={`lt-game${game.gameCode === selected ? ' is-active' : ''}`}
                    aria-current={game.gameCode === selected ? 'true' : undefined}
                    onClick={() => onSelect(game)}
                  >
                    {game.webIconUrl && (
                      <img className="lt-game__icon" src={game.webIconUrl} alt="" loading="lazy" />
                    )}
                    <span className="lt-game__name">{game.remark}</span>
                    {game.liveVideoSwitch === 1 && (
                      <span className="lt-game__live" title={t('live_video')} aria-hidden="true" />
                    )}
                    {game.labelName && <span className="lt-badge">{game.labelName}</span>}
                  </button>
                </li>
              ))}
            </ul>
            {store.folds(group) && (
              <button
                type="button"
                className="lt-group__more"
                aria-expanded={expanded}
                aria-controls={`lt-group-${group.id}`}
                onClick={() => store.toggleGroup(group.id)}
              >
                {expanded ? t('fold') : t('common:more')}
              </button>
            )}
          </section>
        );
      })}
    </nav>
  );
});
