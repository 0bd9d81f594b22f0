import { makeAutoObservable, observableRef } from 'mobx';
import type { ReactNode } from 'react';
import type { OverlayService } from './shell-services';

/** One overlay an area shows: its content as it handed it in. */
export interface OverlayEntry {
  readonly id: number;
  readonly content: ReactNode;
}

/**
 * The overlays shown through {@link OverlayService}, in the order shown: the host's slot (its layout renders
 * `entries` next to its dialogs) and the fake shell's. The content is a React element the area owns: kept by
 * reference, never deep-observed (a proxy would wrap React's own objects).
 */
export class OverlayStack implements OverlayService {
  entries: readonly OverlayEntry[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable<OverlayStack, 'nextId'>(
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
