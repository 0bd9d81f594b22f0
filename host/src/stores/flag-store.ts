import type { FlagView } from '@wl/shell-contract';
import { makeAutoObservable } from 'mobx';
import type { FlagNode } from '../api/whitelabel';

/**
 * The merchant's whitelabel flag tree. A flag is on when it and every ancestor are enabled; a flag missing from the
 * tree is off (a merchant gets only what its tree grants).
 */
export class FlagStore implements FlagView {
  private enabled = new Map<string, boolean>();

  constructor() {
    makeAutoObservable(this);
  }

  /** Replace the tree. */
  setTree(tree: FlagNode[]): void {
    const next = new Map<string, boolean>();
    const walk = (nodes: FlagNode[] | null | undefined, parentOn: boolean) => {
      for (const node of nodes ?? []) {
        const on = parentOn && (node.enabled === 1 || node.enabled === true);
        next.set(node.modId, on);
        walk(node.childrenNodes, on);
      }
    };
    walk(tree, true);
    this.enabled = next;
  }

  isOn(modId: string): boolean {
    return this.enabled.get(modId) ?? false;
  }
}
