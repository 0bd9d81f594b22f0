import { InstallPrompt, listenForInstallPrompt, type InstallPromptEvent } from './install-prompt';

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

describe('install prompt', () => {
  it("keeps the browser's offer (no mini bar) and shows the browser's dialog once, installed when accepted", async () => {
    const win = windowLike();
    const prompt = new InstallPrompt();
    listenForInstallPrompt(win, prompt);
    const { event, prompt: show } = offerEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.offer).toBe(event);
    await prompt.install();
    expect(show).toHaveBeenCalledTimes(1);
    expect(prompt.installed).toBe(true);
    expect(prompt.offer).toBeNull();
  });

  it('uses the offer up when the player dismisses it: no install, no second dialog', async () => {
    const win = windowLike();
    const prompt = new InstallPrompt();
    listenForInstallPrompt(win, prompt);
    const { event, prompt: show } = offerEvent('dismissed');
    win.dispatchEvent(event);
    await prompt.install();
    await prompt.install();
    expect(show).toHaveBeenCalledTimes(1);
    expect(prompt.installed).toBe(false);
  });

  it('knows the app is installed when it runs standalone or the browser says it was installed', () => {
    const standalone = new InstallPrompt();
    listenForInstallPrompt(windowLike(true), standalone);
    expect(standalone.installed).toBe(true);
    const win = windowLike();
    const prompt = new InstallPrompt();
    listenForInstallPrompt(win, prompt);
    win.dispatchEvent(new Event('appinstalled'));
    expect(prompt.installed).toBe(true);
  });
});
