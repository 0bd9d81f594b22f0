/** A node of a merchant's whitelabel flag tree (spec/shell.md §3). */
export interface FlagTreeNode {
  readonly modId: string;
  readonly enabled: number | boolean;
  readonly childrenNodes?: readonly FlagTreeNode[] | null;
}

/**
 * The flags that are on in a merchant's whitelabel tree: a flag is on when it and every ancestor are enabled
 * (`enabled` 1 or true); a flag missing from the tree is off.
 */
export declare function flagsOn(tree: readonly FlagTreeNode[] | null | undefined): Set<string>;
