import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { pointConfigEndpoint, type PointConfig } from '../api/point-config';

/**
 * The merchant's point config, read when a screen needs it: the redeem dialog (LINE, phone bounds) and the rules
 * tab (rates; reloaded each time the tab opens, spec §4).
 */
export class PointConfigStore {
  config: PointConfig | null = null;
  readonly load = new LoadState();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<PointConfigStore, 'shell'>(this, { shell: false }, { autoBind: true });
  }

  /** Read the config from the server. */
  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(pointConfigEndpoint),
      (value) => {
        this.config = value;
      },
    );
  }

  /** Not known yet and not failed: what depends on it (LINE asked or not) waits. */
  get pending(): boolean {
    return this.config === null && this.load.status !== 'error';
  }

  /** Read it unless already read (the redeem dialog opens often; the config rarely changes). */
  ensure(): Promise<void> {
    return this.config || this.load.status === 'loading' ? Promise.resolve() : this.fetch();
  }
}
