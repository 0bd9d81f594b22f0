import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { getReferral, type Referral } from '../api/referral';
import { COPIED_NOTICE_MS, QR_SIZE, REFERRAL_QUERY, REFERRAL_REGISTER_PATH } from '../constants';

/** Builds the invitation link of a code on this site. */
export function referralLink(origin: string, code: string): string {
  return `${origin}${REFERRAL_REGISTER_PATH}?${REFERRAL_QUERY}=${encodeURIComponent(code)}`;
}

/**
 * Invite friends: the referral code, the link and its QR code (drawn by the `qrcode` library, loaded only on this
 * page), the friends who joined, and copying the link.
 */
export class InviteStore {
  readonly load = new LoadState();
  referral: Referral | null = null;
  /** The QR code as a data URL, once drawn. */
  qrDataUrl: string | null = null;
  qrFailed = false;
  copied = false;
  private copiedTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly shell: ShellServices,
    private readonly origin: string,
  ) {
    makeAutoObservable<InviteStore, 'shell' | 'origin' | 'copiedTimer'>(this, {
      shell: false,
      origin: false,
      copiedTimer: false,
    });
  }

  get link(): string | null {
    return this.referral ? referralLink(this.origin, this.referral.referralCode) : null;
  }

  async fetch(): Promise<void> {
    await this.load.run(
      () => this.shell.api.call(getReferral),
      (value) => (this.referral = value),
    );
    if (this.link) await this.drawQr(this.link);
  }

  /** Draws the QR code of the link; the library is a chunk of its own, fetched here. */
  async drawQr(link: string): Promise<void> {
    try {
      const { toDataURL } = await import(/* webpackChunkName: "on-demand-mc-qrcode" */ 'qrcode');
      const url = await toDataURL(link, { width: QR_SIZE, margin: 0 });
      runInAction(() => {
        this.qrDataUrl = url;
        this.qrFailed = false;
      });
    } catch (error) {
      console.warn('[invite] QR code failed', error);
      runInAction(() => (this.qrFailed = true));
    }
  }

  /** Copies the link; the notice goes away after a moment. */
  async copy(): Promise<void> {
    if (!this.link) return;
    try {
      await navigator.clipboard.writeText(this.link);
      runInAction(() => (this.copied = true));
      if (this.copiedTimer) clearTimeout(this.copiedTimer);
      this.copiedTimer = setTimeout(() => runInAction(() => (this.copied = false)), COPIED_NOTICE_MS);
    } catch {
      // No clipboard (insecure page, denied): the link stays selectable in its field.
    }
  }

  dispose(): void {
    if (this.copiedTimer) clearTimeout(this.copiedTimer);
  }
}
