import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FIRST_SCREEN_SLOT_ATTRIBUTE } from '../../app/first-screen';
import { useRootStore } from '../../app/root-store-context';
import { RemoteWidget } from '../../federation/remote-route';
import './home-page.css';

/**
 * Home: composed of widgets from the areas; a disabled or failing area leaves its slot empty or retryable.
 * Each slot keeps the room its widget will take (styles.css, home-page.css), so the page does not jump as the areas arrive; a
 * disabled area's slot is empty and collapses. The banner and the games entry are above the fold on a phone and load
 * at once; the lottery widgets (countdown panel, jackpot, quick bet, popular trend, menu) and the winner board load
 * when the player scrolls near them (first-visit.mjs preloads only the remotes of the first screen, so nothing
 * preloaded goes unused).
 */
export const HomePage = observer(function HomePage() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  return (
    <div className="host-home" data-testid="home-page">
      {/* The page's one top heading, for screen-reader navigation: the site's name (the banner is its visual title). */}
      <h1 className="wl-visually-hidden">{root.settings?.siteName || t('site_title')}</h1>
      {/* The site server paints the first banner over this slot before any script runs (app/first-screen.ts). */}
      <section
        className="host-home__slot host-home__slot--banner"
        {...{ [FIRST_SCREEN_SLOT_ATTRIBUTE]: 'banner' }}
      >
        <RemoteWidget remote="promotions" name="BannerCarousel" />
      </section>
      <section className="host-home__slot host-home__slot--notices">
        <RemoteWidget remote="promotions" name="NoticeStrip" />
      </section>
      <section className="host-home__slot host-home__slot--games">
        <RemoteWidget remote="games-lobby" name="GamesEntry" />
      </section>
      <section className="host-home__slot host-home__slot--lottery">
        <RemoteWidget remote="lottery" name="CountdownPanel" whenNearViewport />
      </section>
      <section className="host-home__slot host-home__slot--jackpot">
        <RemoteWidget remote="lottery" name="Jackpot" whenNearViewport />
      </section>
      <section className="host-home__slot host-home__slot--quick-bet">
        <RemoteWidget remote="lottery" name="QuickBet" whenNearViewport />
      </section>
      <section className="host-home__slot host-home__slot--popular">
        <RemoteWidget remote="lottery" name="PopularTrend" whenNearViewport />
      </section>
      <section className="host-home__slot host-home__slot--lottery-menu">
        <RemoteWidget remote="lottery" name="LotteryMenu" whenNearViewport />
      </section>
      <section className="host-home__slot host-home__slot--winners">
        <RemoteWidget remote="games-lobby" name="WinnerBoard" whenNearViewport />
      </section>
    </div>
  );
});
