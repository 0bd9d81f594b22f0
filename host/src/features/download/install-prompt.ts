import { makeAutoObservable } from 'mobx';
import { installOffer, type InstallOffer, type InstallPromptEvent } from '../../lib/install-offer';

/**
 * Whether the browser offers to install the H5 app (issue 39) and whether it already runs installed: the download
 * page's H5 entry shows an Install button where the browser offers one; where it does not, how to add the site to
 * the home screen: on iOS (no such event) with Safari's Share button, elsewhere from the browser's menu. It reads
 * the offer the host's first script kept (../../lib/install-offer.ts catchInstallOffer) and follows it while the page
 * is open.
 */
export class InstallPrompt {
  offer: InstallPromptEvent | null = null;
  installed = false;
  /** iOS (Safari and every iOS browser): no install offer; Share, then Add to Home Screen. */
  readonly ios: boolean;

  constructor(
    private readonly source: InstallOffer = installOffer,
    win: Window = window,
  ) {
    const { userAgent = '', maxTouchPoints = 0 } = win.navigator ?? {};
    // iPadOS reports a Mac; a Mac has no touch screen.
    this.ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
    makeAutoObservable<this, 'source'>(this, { source: false });
    this.follow();
    if (win.matchMedia?.('(display-mode: standalone)').matches) this.markInstalled();
    source.onChange = () => this.follow();
  }

  /** Take the browser's latest word. */
  follow(): void {
    this.offer = this.source.event;
    if (this.source.installed) this.installed = true;
  }

  /** Show the browser's install dialog; the offer is used up whatever the player answers. */
  async install(): Promise<void> {
    const offer = this.offer;
    if (!offer) return;
    this.source.event = null;
    this.offer = null;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'accepted') this.markInstalled();
  }

  markInstalled(): void {
    this.source.event = null;
    this.source.installed = true;
    this.follow();
  }
}

/** The page's one {@link InstallPrompt}, made when the download page first loads. */
export const installPrompt = new InstallPrompt();
