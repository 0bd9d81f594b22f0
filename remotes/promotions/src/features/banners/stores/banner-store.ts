import type { LaunchGameParams, ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import {
  BANNER_AUTOPLAY_DELAY_MS,
  BANNER_AUTOPLAY_MIN_COUNT,
  BANNER_LOOP_MIN_COUNT,
  BANNER_TYPES,
  DEFAULT_BANNER_GROUP,
  LINKAGE_TYPE,
  NOTICE_EXECUTION,
  NOTICE_PLATFORM,
} from '../../../constants';
import { openExternal, safeExternalUrl, safeInternalPath } from '@wl/ui';
import { noticeEndpoint, type NoticeQuery, type Banner } from '../../../api/notice';

/** Where a banner leads: an external http(s) link, a game to launch, a page of the site, or nowhere. */
export type BannerTarget =
  | { kind: 'external'; href: string }
  | { kind: 'game'; game: LaunchGameParams }
  | { kind: 'page'; path: string }
  | null;

/** Where a banner comes from, sent with its game's launch (spec/products.md §3 sourceType). */
export const BANNER_SOURCE_TYPE = 'BANNER';

/** What the carousel needs to know to set up swiper. */
export interface CarouselConfig {
  /**
   * The autoplay delay, or false with a single banner or for a player who prefers reduced motion. The autoplay pauses
   * on hover and focus and goes on after the player's own paging (`banner-autoplay.ts`).
   */
  autoplay: { delay: number } | false;
  loop: boolean;
  /** Pagination bullets and arrows make sense only with more than one banner. */
  pagination: boolean;
  navigation: boolean;
}

/**
 * The target of a banner: URL links must be http(s). A P banner names a game (spec/products.md §3: roomId, nodeId,
 * vendor) and launches it through the shell; a P banner without a game leads to its page, which must stay on the
 * site.
 */
export function bannerTarget(banner: Banner): BannerTarget {
  if (banner.linkageType === LINKAGE_TYPE.URL) {
    const href = safeExternalUrl(banner.linkage);
    return href ? { kind: 'external', href } : null;
  }
  if (banner.linkageType === LINKAGE_TYPE.PAGE && banner.vendor && (banner.roomId || banner.nodeId)) {
    return {
      kind: 'game',
      game: {
        roomId: banner.roomId ?? null,
        nodeId: banner.nodeId ?? null,
        vassalage: banner.vendor,
        sourceType: BANNER_SOURCE_TYPE,
        marketingDetailId: banner.bannerId,
      },
    };
  }
  if (banner.linkageType === LINKAGE_TYPE.PAGE) {
    const path = safeInternalPath(banner.linkage);
    return path ? { kind: 'page', path } : null;
  }
  return null;
}

/**
 * Swiper settings for `count` banners (spec §9: autoplay 3000 ms when more than one; loops above 5 images). `still`
 * (the player prefers reduced motion) turns autoplay off: the banners stay, paged by hand (WCAG 2.2.2).
 */
export function carouselConfig(count: number, arrows: boolean, still = false): CarouselConfig {
  const moving = count >= BANNER_AUTOPLAY_MIN_COUNT;
  return {
    autoplay: moving && !still ? { delay: BANNER_AUTOPLAY_DELAY_MS } : false,
    loop: count >= BANNER_LOOP_MIN_COUNT,
    pagination: moving,
    navigation: moving && arrows,
  };
}

/**
 * The home banners (`GET /wps/notice`, group w_home, types B,PL,PU). Owns link safety: a URL banner opens only an
 * http(s) link in a new window; a P banner launches its game through the shell, or navigates inside the site.
 */
export class BannerStore {
  banners: Banner[] = [];
  readonly load = new LoadState();

  constructor(
    private readonly shell: ShellServices,
    private readonly groupName: string = DEFAULT_BANNER_GROUP,
  ) {
    // `config` is read during render: as an action it would be untracked, so it stays a plain method.
    makeAutoObservable<BannerStore, 'shell' | 'groupName'>(
      this,
      { shell: false, groupName: false, config: false },
      { autoBind: true },
    );
  }

  /** Load (or reload) the banners. */
  fetch(): Promise<void> {
    return this.load.run(
      () =>
        this.shell.api.call(noticeEndpoint, {
          params: {
            groupName: this.groupName,
            types: BANNER_TYPES.join(','),
            execution: NOTICE_EXECUTION,
            platform: NOTICE_PLATFORM,
          } satisfies NoticeQuery,
        }),
      (value) => {
        this.banners = value.banners;
      },
    );
  }

  /** Carousel settings for the banners loaded. */
  config(arrows: boolean, still?: boolean): CarouselConfig {
    return carouselConfig(this.banners.length, arrows, still);
  }

  /** Follow a banner's link; returns false when the banner has no safe target. */
  open(banner: Banner): boolean {
    const target = bannerTarget(banner);
    if (!target) return false;
    if (target.kind === 'external') openExternal(target.href);
    // Synchronously in the click: the launch may open the game's window.
    else if (target.kind === 'game') void this.shell.launchGame(target.game);
    else this.shell.navigate(target.path);
    return true;
  }
}
