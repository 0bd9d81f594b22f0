import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import type { Banner } from '../../../api/notice';
import { FIRST_BANNER_TIMING } from '../constants';
import { bannerTarget, type BannerStore } from '../stores/banner-store';

/**
 * One banner. Its link goes through the store (which refuses anything but http(s) for URL banners and site paths
 * for P banners); the href is there for hover, keyboard and middle-click, and only for safe targets. A game banner
 * is a button: it launches the game (no address to open elsewhere).
 */
export const BannerSlide = observer(function BannerSlide({
  banner,
  store,
  label,
  eager,
  onShown,
}: {
  banner: Banner;
  store: BannerStore;
  label: string;
  eager: boolean;
  /** Called once the image has loaded or failed (the carousel waits for the first banner before loading swiper). */
  onShown?: () => void;
}) {
  const target = bannerTarget(banner);
  const image = (
    <img
      className="pr-banner__image"
      src={banner.url}
      alt={label}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      draggable={false}
      // The banner the carousel waits for is reported when painted (Element Timing); React passes the attribute
      // through, its DOM typings do not list it yet.
      {...(onShown ? { elementtiming: FIRST_BANNER_TIMING } : {})}
      onLoad={onShown}
      onError={onShown}
    />
  );
  if (!target) return <div className="pr-banner">{image}</div>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    store.open(banner);
  };
  if (target.kind === 'game')
    return (
      <button type="button" className="pr-banner pr-banner--game" onClick={() => store.open(banner)}>
        {image}
      </button>
    );
  return target.kind === 'external' ? (
    <a className="pr-banner" href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {image}
    </a>
  ) : (
    <a className="pr-banner" href={target.path} onClick={onClick}>
      {image}
    </a>
  );
});
