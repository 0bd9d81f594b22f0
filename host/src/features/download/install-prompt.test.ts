import fs from 'node:fs';
import path from 'node:path';
import { catchInstallOffer, type InstallOffer, type InstallPromptEvent } from '../../lib/install-offer';
import { InstallPrompt } from './install-prompt';

function offerEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

const windowLike = (standalone = false) => {
  const target = new EventTarget();
  return Object.assign(target, {
    matchMedia: () => ({ matches: standalone }),
  }) as unknown as Window;
};

/** A window whose offer the first script caught, as host/src/bootstrap.tsx does. */
function caught(standalone = false) {
  const win = windowLike(standalone);
  const offer: InstallOffer = { event: null, installed: false };
  catchInstallOffer(win, offer);
  return { win, offer };
}

describe('install prompt', () => {
  it("keeps an offer made before the download page opened (no mini bar) and shows the browser's dialog once, installed when accepted", async () => {
    const { win, offer } = caught();
    const { event, prompt: show } = offerEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const prompt = new InstallPrompt(offer, win);
    expect(prompt.offer).toBe(event);
    await prompt.install();
    expect(show).toHaveBeenCalledTimes(1);
    expect(prompt.installed).toBe(true);
    expect(prompt.offer).toBeNull();
  });

  it("keeps an offer made before the host's first script ran, which index.html's inline listener caught", () => {
    const win = windowLike();
    const { event } = offerEvent('accepted');
    win.__wlInstallOffer = event;
    const offer: InstallOffer = { event: null, installed: false };
    catchInstallOffer(win, offer);
    expect(new InstallPrompt(offer, win).offer).toBe(event);
  });

  it("index.html's inline listener keeps the offer without the browser's mini bar", () => {
    const html = fs.readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1]).join('\n');
    const win = windowLike();
    new Function('addEventListener', 'window', 'localStorage', 'document', inline)(
      win.addEventListener.bind(win),
      win,
      { getItem: () => null },
      { documentElement: { classList: { add: () => undefined } }, querySelector: () => null },
    );
    const { event } = offerEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(win.__wlInstallOffer).toBe(event);
  });

  it('follows an offer made while the download page is open', () => {
    const { win, offer } = caught();
    const prompt = new InstallPrompt(offer, win);
    expect(prompt.offer).toBeNull();
    const { event } = offerEvent('accepted');
    win.dispatchEvent(event);
    expect(prompt.offer).toBe(event);
  });

  it('uses the offer up when the player dismisses it: no install, no second dialog, not even from a page opened again', async () => {
    const { win, offer } = caught();
    const { event, prompt: show } = offerEvent('dismissed');
    win.dispatchEvent(event);
    const prompt = new InstallPrompt(offer, win);
    await prompt.install();
    await prompt.install();
    await new InstallPrompt(offer, win).install();
    expect(show).toHaveBeenCalledTimes(1);
    expect(prompt.installed).toBe(false);
  });

  it('knows the app is installed when it runs standalone or the browser says it was installed', () => {
    const standalone = caught(true);
    expect(new InstallPrompt(standalone.offer, standalone.win).installed).toBe(true);
    const { win, offer } = caught();
    win.dispatchEvent(offerEvent('accepted').event);
    const prompt = new InstallPrompt(offer, win);
    win.dispatchEvent(new Event('appinstalled'));
    expect(prompt.installed).toBe(true);
    expect(prompt.offer).toBeNull();
  });

  it('knows iOS (and iPadOS, which says Mac but has a touch screen), where only Share then Add to Home Screen installs', () => {
    const on = (userAgent: string, maxTouchPoints = 0) =>
      new InstallPrompt(
        { event: null, installed: false },
        Object.assign(windowLike(), { navigator: { userAgent, maxTouchPoints } }) as unknown as Window,
      ).ios;
    expect(
      on('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(true);
    expect(
      on('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 5),
    ).toBe(true);
    expect(on('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15')).toBe(
      false,
    );
    expect(
      on('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 5),
    ).toBe(false);
  });
});
