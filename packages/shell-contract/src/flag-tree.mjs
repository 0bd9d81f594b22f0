// The whitelabel flag tree's one rule, shared by the host's flag store and the site server (plain JavaScript with no
// imports, so the Node server imports it as it is; types in flag-tree.d.mts).

/**
 * The flags that are on in a merchant's whitelabel tree: a flag is on when it and every ancestor are enabled
 * (`enabled` 1 or true); a flag missing from the tree is off.
 * @param {readonly { modId: string, enabled: number | boolean, childrenNodes?: readonly unknown[] | null }[] | null | undefined} tree
 * @returns {Set<string>}
 */
export function flagsOn(tree) {
  const on = new Set();
  const walk = (nodes, parentOn) => {
    for (const node of nodes ?? []) {
      const enabled = parentOn && (node.enabled === 1 || node.enabled === true);
      if (enabled) on.add(node.modId);
      walk(node.childrenNodes, enabled);
    }
  };
  walk(tree, true);
  return on;
}
