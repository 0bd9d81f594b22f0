import { flagsOn, type FlagView } from '@wl/shell-contract';
import { makeAutoObservable } from 'mobx';
import type { FlagNode } from '../api/whitelabel';

/**
 * The merchant's whitelabel flag tree. A flag is on when it and every ancestor are enabled; a flag missing from the
 * tree is off (a merchant gets only what its tree grants).
 */
export class FlagStore implements FlagView {
  private on = new Set<string>();

  constructor() {
    makeAutoObservable(this);
  }

  /** Replace the tree. */
  setTree(tree: FlagNode[]): void {
    // The rule the site server applies too (@wl/shell-contract flagsOn).
    this.on = flagsOn(tree);
  }

  isOn(modId: string): boolean {
    return this.on.has(modId);
  }
}
