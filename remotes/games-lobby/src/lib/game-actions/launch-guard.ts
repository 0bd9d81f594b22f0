import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/**
 * The lobby's one "one launch at a time" guard, per shell: the screens' Play buttons and the launch store (which
 * every area's `shell.launchGame` reaches) share it. While a launch runs, `running` names it (the clicked card's key;
 * the launch parameters for a launch from another area) and every other launch does nothing.
 */
export class LaunchGuard {
  /** The key of the launch under way, or null. Compared by identity: kept as the very value, never proxied. */
  running: unknown = null;
  /** True while a run calls its launch function, synchronously inside the click. */
  private starting = false;

  constructor() {
    makeAutoObservable<LaunchGuard, 'starting'>(this, { running: observableRef, starting: false });
  }

  /**
   * Run `launch` unless another launch is under way. `launch` is called at once (no await before it), so a game
   * window can still open inside the click. A run asked for while a run's launch function is starting (the screen's
   * Play → `shell.launchGame` → the lobby's launch service, all in the same click) is that same launch: it joins it.
   */
  run(key: unknown, launch: () => Promise<void>): Promise<void> {
    if (this.starting) return launch();
    if (this.running !== null) return Promise.resolve();
    this.running = key;
    this.starting = true;
    let launched: Promise<void>;
    try {
      launched = launch();
    } catch (error) {
      launched = Promise.reject(error);
    } finally {
      this.starting = false;
    }
    return launched.finally(() =>
      runInAction(() => {
        this.running = null;
      }),
    );
  }
}

const guards = new WeakMap<ShellServices, LaunchGuard>();

/** The one launch guard of a shell. */
export function launchGuardFor(shell: ShellServices): LaunchGuard {
  let guard = guards.get(shell);
  if (!guard) {
    guard = new LaunchGuard();
    guards.set(shell, guard);
  }
  return guard;
}
