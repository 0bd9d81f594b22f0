/** One node of a merchant's whitelabel flag tree (GET /wps/system/whitelabel). */
export interface FlagNode {
  modId: string;
  enabled: 0 | 1;
  childrenNodes: FlagNode[];
}

/** A tree shape: modId → children shapes. */
export interface FlagShape {
  [modId: string]: FlagShape;
}

/** Builds a tree from a shape, every node enabled except the modIds in `off`. */
export function buildFlagTree(shape: FlagShape, off: readonly string[] = []): FlagNode[] {
  return Object.entries(shape).map(([modId, children]) => ({
    modId,
    enabled: off.includes(modId) ? 0 : 1,
    childrenNodes: buildFlagTree(children, off),
  }));
}

/** The path from a root to the node with `modId` (the node last), or null. */
function pathTo(nodes: readonly FlagNode[], modId: string): FlagNode[] | null {
  for (const node of nodes) {
    if (node.modId === modId) return [node];
    const below = pathTo(node.childrenNodes, modId);
    if (below) return [node, ...below];
  }
  return null;
}

/** True when the node and all its ancestors are enabled (an unknown modId is off). */
export function isFlagOn(nodes: readonly FlagNode[], modId: string): boolean {
  const path = pathTo(nodes, modId);
  return path !== null && path.every((node) => node.enabled === 1);
}

/**
 * Sets a node's `enabled`. An unknown modId is added at the top level, so tests can switch on flags the seed does
 * not know (a real merchant's tree has many more).
 */
export function setFlag(nodes: FlagNode[], modId: string, enabled: 0 | 1): void {
  const node = pathTo(nodes, modId)?.at(-1);
  if (node) node.enabled = enabled;
  else nodes.push({ modId, enabled, childrenNodes: [] });
}
