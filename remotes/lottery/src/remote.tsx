import './styles.css';
// What the home page's lottery widgets share; each widget chunk brings its own styles.
import './widgets/widget-base.css';
import { defineRemote } from '@wl/shell-contract';
import { lazyWidget } from '@wl/ui';
import { loadTranslations } from './i18n';
import { RemoteRoutes } from './root';
import { CountdownPanel } from './widgets/countdown-panel';

// The home page's other lottery widgets and the floating mini-game: each a chunk of its own, fetched when the host
// places it (below the fold on the home page; the mini-game for members), never by a first visit of /lottery.
const LotteryMenu = lazyWidget(
  () => import(/* webpackChunkName: "on-demand-lottery-menu" */ './widgets/lottery-menu'),
);
const PopularTrend = lazyWidget(
  () => import(/* webpackChunkName: "on-demand-popular-trend" */ './widgets/popular-trend'),
);
const QuickBet = lazyWidget(
  () => import(/* webpackChunkName: "on-demand-quick-bet" */ './widgets/quick-bet'),
);
const Jackpot = lazyWidget(() => import(/* webpackChunkName: "on-demand-jackpot" */ './widgets/jackpot'));
const MiniGame = lazyWidget(
  () => import(/* webpackChunkName: "on-demand-mini-game" */ './widgets/mini-game'),
);

/** The lottery area: the lottery lobbies and the home page's countdown panel. */
export default defineRemote({
  id: 'lottery',
  routes: RemoteRoutes,
  widgets: { CountdownPanel, LotteryMenu, PopularTrend, QuickBet, Jackpot, MiniGame },
  translations: loadTranslations,
});
