import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';
import { RemoteWidget } from '../../federation/remote-route';
import { MINI_GAME_WIDGET } from './constants';
import { miniGameShown } from './mini-game-gate';
import './mini-game-slot.css';

/**
 * The lottery's floating mini-game, placed by the layout (loaded after the first paint, only for a logged-in member):
 * on the allowed routes and when a mini-game flag is on; elsewhere nothing, and the lottery remote is not fetched.
 */
const MiniGameSlot = observer(function MiniGameSlot() {
  const root = useRootStore();
  const { pathname } = useLocation();
  const shown = miniGameShown({
    pathname,
    loggedIn: root.session.isLoggedIn,
    isOn: (flag) => root.flags.isOn(flag),
  });
  if (!shown) return null;
  return (
    <div className="host-mini-game-slot" data-testid="mini-game-slot">
      <RemoteWidget remote="lottery" name={MINI_GAME_WIDGET} />
    </div>
  );
});

export default MiniGameSlot;
