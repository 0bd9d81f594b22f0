/** Why the whole site is replaced by a notice (spec/shell.md §4 "Maintenance and access"). */
export type BlockReason = 'maintenance' | 'region';

/** Maintenance first, then region restriction; null: the site is open. */
export function blockReason(
  permission: { maintenance?: boolean; regionRestriction?: boolean } | null | undefined,
): BlockReason | null {
  if (permission?.maintenance) return 'maintenance';
  if (permission?.regionRestriction) return 'region';
  return null;
}
