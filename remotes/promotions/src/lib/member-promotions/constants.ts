/** The member side of promotions (spec/products.md §3, §4). */

/** Promotion types whose counts make the available-promotion count (spec §3). */
export const AVAILABLE_COUNT_TYPES = [
  'MANUAL',
  'RAFFLE',
  'TICKET',
  'REGISTER',
  'LOGIN',
  'SAVIOR',
  'MISSION_MANUAL',
] as const;

/** The claim status a successful application moves the promotion to (spec §4). */
export const PENDING_STATUS = 'PENDING';
