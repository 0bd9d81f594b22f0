import { makeAutoObservable } from 'mobx';
import { installOffer, type InstallOffer, type InstallPromptEvent } from '../../lib/install-offer';

/**
 * Whether the browser offers to install the H5 app (issue 39) and whether it already runs installed: the download
 * page's H5 entry shows an Install button where the browser offers one, and explains "Add to Home Screen" where it
 * does not (iOS Safari has no such event). It reads the offer the host's first script kept
 * (../../lib/install-offer.ts catchInstallOffer) and follows it while the page is open.
 */
export class InstallPrompt {
  offer: InstallPromptEvent | null = null;
  installed = false;

  constructor(
    private readonly source: InstallOffer = installOffer,
    win: Window = window,
  ) {
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
