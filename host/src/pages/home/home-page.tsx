import { RemoteWidget } from '../../federation/remote-route';

/** Home: composed of widgets from the areas; a disabled or failing area leaves its slot empty or retryable. */
export function HomePage() {
  return (
    <div className="host-home" data-testid="home-page">
      <RemoteWidget remote="promotions" name="BannerCarousel" />
      <RemoteWidget remote="games-lobby" name="GamesEntry" />
      <RemoteWidget remote="lottery" name="CountdownPanel" />
    </div>
  );
}
