import { addNamespace, type DisplayLanguage } from '@wl/i18n';
import { containerName, REMOTE_IDS, type RemoteDefinition, type RemoteId } from '@wl/shell-contract';
import type { i18n as I18nInstance } from 'i18next';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { RemoteMap } from '../config/site-config';
import { signal } from '../lib/release-health/signals';
import { REMOTE_TABLE } from './remote-table';

/** The part of the module-federation runtime the registry uses (tests pass a fake). */
export interface FederationRuntime {
  /** Register remotes by container name and manifest URL; `force` replaces an earlier registration (retry). */
  register(remotes: { name: string; entry: string }[], force: boolean): void;
  /** Load a remote's `./remote` module and return its definition. */
  load(name: string): Promise<RemoteDefinition>;
}

/** Where a remote is in its life on this page. */
export type RemoteStatus = 'disabled' | 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The remotes of this site: which are enabled (by the merchant's flags and the remote map), their loading state and
 * their definitions. A remote is registered only when enabled and loaded only on first use.
 */
export class RemoteRegistry {
  status = new Map<RemoteId, RemoteStatus>();
  errors = new Map<RemoteId, string>();
  definitions = observable.map<RemoteId, RemoteDefinition>({}, { deep: false });
  private pending = new Map<RemoteId, Promise<RemoteDefinition | null>>();

  constructor(
    private readonly map: RemoteMap,
    isFlagOn: (flag: string) => boolean,
    private readonly runtime: FederationRuntime,
    private readonly i18n: I18nInstance,
  ) {
    makeAutoObservable<RemoteRegistry, 'map' | 'runtime' | 'i18n' | 'pending'>(this, {
      map: false,
      runtime: false,
      i18n: false,
      pending: false,
      definitions: false,
    });
    const enabled: { name: string; entry: string }[] = [];
    for (const id of REMOTE_IDS) {
      const published = map[id];
      const on = published !== undefined && isFlagOn(published.flag ?? REMOTE_TABLE[id].flag);
      this.status.set(id, on ? 'idle' : 'disabled');
      if (on) enabled.push({ name: containerName(id), entry: published.entry });
    }
    runtime.register(enabled, false);
  }

  /** Enabled remotes, in table order. */
  get enabledIds(): RemoteId[] {
    return REMOTE_IDS.filter((id) => this.isEnabled(id));
  }

  isEnabled(id: RemoteId): boolean {
    return this.status.get(id) !== 'disabled';
  }

  /** 'id@version' of each remote loaded, loading or failed: what this page has run or tried to (release health). */
  get versionsInUse(): string[] {
    return REMOTE_IDS.filter((id) => /^(ready|loading|failed)$/.test(this.statusOf(id))).map(
      (id) => `${id}@${this.map[id]?.version}`,
    );
  }

  statusOf(id: RemoteId): RemoteStatus {
    return this.status.get(id) ?? 'disabled';
  }

  /**
   * The definition of a remote already loaded, or null, synchronously: a caller inside a click (the game launch) can
   * use it without an `await` that would end the click's user activation.
   */
  loaded(id: RemoteId): RemoteDefinition | null {
    return this.definitions.get(id) ?? null;
  }

  /** Load a remote (once; concurrent callers share the load). Resolves null when disabled or failed. */
  load(id: RemoteId): Promise<RemoteDefinition | null> {
    const ready = this.definitions.get(id);
    if (ready) return Promise.resolve(ready);
    if (!this.isEnabled(id)) return Promise.resolve(null);
    const existing = this.pending.get(id);
    if (existing) return existing;
    const promise = this.fetch(id).finally(() => this.pending.delete(id));
    this.pending.set(id, promise);
    return promise;
  }

  /** After a failure: register the remote again (dropping the runtime's cached failure) and load it. */
  retry(id: RemoteId): Promise<RemoteDefinition | null> {
    const published = this.map[id];
    if (!published || !this.isEnabled(id) || this.pending.has(id)) return this.load(id);
    this.runtime.register([{ name: containerName(id), entry: published.entry }], true);
    return this.load(id);
  }

  /** Load every ready remote's texts for a new language. */
  async loadTranslations(language: DisplayLanguage): Promise<void> {
    await Promise.all(
      [...this.definitions.values()].map((d) =>
        d.translations ? addNamespace(this.i18n, d.id, language, d.translations) : undefined,
      ),
    );
  }

  private async fetch(id: RemoteId): Promise<RemoteDefinition | null> {
    this.status.set(id, 'loading');
    try {
      const definition = await this.runtime.load(containerName(id));
      if (!definition || definition.id !== id)
        throw new Error(`${id}: the module is not this remote's definition`);
      if (definition.translations) {
        await addNamespace(this.i18n, id, this.i18n.language as DisplayLanguage, definition.translations);
      }
      runInAction(() => {
        this.definitions.set(id, definition);
        this.status.set(id, 'ready');
        this.errors.delete(id);
      });
      return definition;
    } catch (error) {
      console.error(`[remotes] ${id} failed to load`, error);
      signal({ kind: 'remote_load', error, remote: `${id}@${this.map[id]?.version}` });
      runInAction(() => {
        this.status.set(id, 'failed');
        this.errors.set(id, error instanceof Error ? error.message : String(error));
      });
      return null;
    }
  }
}
