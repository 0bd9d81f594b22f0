import type { OverlayService } from '@wl/shell-contract';
import { makeAutoObservable, observableRef } from 'mobx';
import type { ReactNode } from 'react';

/** One overlay an area shows: its content as it handed it in. */
export interface OverlayEntry {
  readonly id: number;
  readonly content: ReactNode;
}

/**
 * The overlay slot of `shell.overlay`: the areas' own dialogs, rendered by the layout's OverlayOutlet inside the
 * host's tree next to its dialogs (no area mounts a React root of its own). The content is a React element owned by
 * the area: kept by reference, never deep-observed (a proxy would wrap React's own objects).
 */
export class OverlayStore implements OverlayService {
  entries: readonly OverlayEntry[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable<OverlayStore, 'nextId'>(
      this,
      { entries: observableRef, nextId: false },
      { autoBind: true },
    );
  }

  show(content: ReactNode): () => void {
    const entry: OverlayEntry = { id: this.nextId++, content };
    this.entries = [...this.entries, entry];
    return () => this.close(entry);
  }

  private close(entry: OverlayEntry): void {
    this.entries = this.entries.filter((shown) => shown !== entry);
  }
}
