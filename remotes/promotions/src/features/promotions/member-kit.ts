/**
 * What the promotions page adds for a logged-in member, loaded on demand (a visitor's first visit never fetches it):
 * the shared member store (counts, raffles, claims, polling), and the reward application store.
 */
export {
  memberPromotionsOf,
  MemberPromotionsStore,
} from '../../lib/member-promotions/member-promotions-store';
export { ApplyStore } from './apply/stores/apply-store';
