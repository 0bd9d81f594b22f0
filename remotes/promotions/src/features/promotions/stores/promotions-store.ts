import type { ShellServices } from '@wl/shell-contract';
import { LoadState, type LoadProgress } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { PROMOTION_REDIRECT_TARGETS, type PromotionRedirect } from '../../../constants';
import { openExternal, safeExternalUrl } from '@wl/ui';
import { promotionCategoriesEndpoint, type PromotionCategory } from '../api/promotion-categories';
import { promotionListEndpoint, type Promotion } from '../api/promotion-list';
import { merchantAvailableEndpoint } from '../api/merchant-available';
import { promoCodeEnableEndpoint } from '../api/promo-code-enable';
import type { ApplyStore } from '../apply/stores/apply-store';
import type { MemberPromotionsStore } from '../../../lib/member-promotions/member-promotions-store';
import { cardCanGo, needsApplication } from './gating';

/** The "all" tab. */
export const ALL_CATEGORIES = 'all';
export type CategoryKey = number | typeof ALL_CATEGORIES;

/** Where a promotion's go button leads. */
export type PromotionTarget =
  | { kind: 'external'; href: string }
  | { kind: 'deposit' }
  | { kind: 'page'; path: string; login: boolean }
  | null;

/** The go target of a promotion, from its redirect (constants.ts); null hides the go button. */
export function promotionTarget(promotion: Promotion): PromotionTarget {
  const redirect = promotion.redirect as PromotionRedirect | null | undefined;
  if (!redirect) return null;
  if (redirect === 'REDIRECT_URL') {
    const href = safeExternalUrl(promotion.externalLink);
    return href ? { kind: 'external', href } : null;
  }
  if (redirect === 'DEPOSIT') return { kind: 'deposit' };
  const page = PROMOTION_REDIRECT_TARGETS[redirect];
  return page ? { kind: 'page', ...page } : null;
}

/**
 * The promotions page (spec §2): category tabs, promotion cards with a more toggle that opens the sanitised rich
 * text, a go button per promotion, and a URL hash that opens one promotion.
 */
export class PromotionsStore {
  categories: PromotionCategory[] = [];
  promotions: Promotion[] = [];
  category: CategoryKey = ALL_CATEGORIES;
  /** Ids of the promotions whose content is open. */
  readonly open = new Set<number>();
  readonly load = new LoadState();
  /** The promotion whose popup is open (a query id opens it), or null. */
  popupId: number | null = null;
  /** The reward application open, or null. */
  applying: ApplyStore | null = null;
  /**
   * The member's counts, raffles and claims (shared with the account bar's count); null until the member kit has
   * loaded (logged-in members only).
   */
  member: MemberPromotionsStore | null = null;
  /** Ids of the merchant's promotions open now (merchant available promotions); null when unknown (no markers). */
  openNowIds: ReadonlySet<number> | null = null;
  /** The merchant takes promo codes (promo code enable): the form, and its code, load only then. */
  promoCodeEnabled = false;
  /** The promo code switch has answered (on, off or failed): until then the list waits (see {@link pageLoad}). */
  promoCodeChecked = false;
  private kit: typeof import('../member-kit') | null = null;
  /** Application forms by promotion: a closed dialog keeps what was typed and picked. */
  private readonly forms = new Map<number, ApplyStore>();

  constructor(private readonly shell: ShellServices) {
    // Methods read during render stay plain (actions are untracked); the others are bound actions.
    makeAutoObservable<PromotionsStore, 'shell' | 'forms' | 'kit'>(
      this,
      {
        shell: false,
        forms: false,
        kit: false,
        isOpen: false,
        cardCanGo: false,
        canApply: false,
        statusOf: false,
        isAvailable: false,
        titleOf: false,
      },
      { autoBind: true },
    );
  }

  /** The promotion of the open popup. */
  get popup(): Promotion | null {
    return this.promotions.find((p) => p.id === this.popupId) ?? null;
  }

  /** A query `id` matching a promotion opens its popup (spec §2); returns whether one opened. */
  openFromQuery(search: string): boolean {
    const raw = new URLSearchParams(search).get('id');
    const id = raw === null || raw.trim() === '' ? NaN : Number(raw);
    if (!Number.isInteger(id) || !this.promotions.some((p) => p.id === id)) return false;
    this.popupId = id;
    return true;
  }

  closePopup(): void {
    this.popupId = null;
  }

  /** The card's go button: a redirect that leads somewhere, and the type's rule for a logged-in member. */
  cardCanGo(promotion: Promotion): boolean {
    return promotionTarget(promotion) !== null && cardCanGo(promotion, this.shell.session);
  }

  /** Applied for through the dialog, and not already pending. */
  canApply(promotion: Promotion): boolean {
    return needsApplication(promotion) && this.statusOf(promotion) === null;
  }

  /** The member's claim status of a promotion (PENDING after an application), or null. */
  statusOf(promotion: Promotion): string | null {
    return this.member?.statusOf(promotion.id) ?? null;
  }

  /** True when the merchant lists the promotion as open now (the card's "available" marker). */
  isAvailable(promotion: Promotion): boolean {
    return this.openNowIds?.has(promotion.id) ?? false;
  }

  /** The title of a listed promotion, or null. */
  titleOf(promotionId: number): string | null {
    return this.promotions.find((p) => p.id === promotionId)?.title ?? null;
  }

  /** Read the promo code switch; a failed read keeps the form hidden. */
  async checkPromoCode(): Promise<void> {
    const enabled = await this.shell.api.call(promoCodeEnableEndpoint).then(
      (value) => value.enabled,
      () => false,
    );
    runInAction(() => {
      this.promoCodeEnabled = enabled;
      this.promoCodeChecked = true;
    });
  }

  /**
   * The list's load as the page shows it: loading until the promo code switch has answered too. The form sits above
   * the cards, so cards shown before it would be pushed down when it arrives (a layout shift, issue 7's CLS).
   */
  get pageLoad(): LoadProgress {
    return this.promoCodeChecked ? this.load : { status: 'loading', error: null, failure: null };
  }

  /**
   * A promo code claimed a promotion: its card shows PENDING now, and the member's counts and claims (shared with
   * the account bar's count) are read again.
   */
  markClaimed(promotionId: number): void {
    this.member?.markPending(promotionId);
    void this.member?.refresh();
  }

  /** The member kit has loaded (features/promotions/member-kit.ts): the member's promotions are known from now on. */
  attachKit(kit: typeof import('../member-kit')): void {
    this.kit = kit;
    this.member = kit.memberPromotionsOf(this.shell);
  }

  /** Open the reward application (a logged-in real account only; the shell prompts otherwise). */
  openApply(promotion: Promotion): void {
    if (!(this.shell.requireLogin() && this.shell.requireRealAccount())) return;
    const kit = this.kit;
    // A member's kit loads with the page; a press before it arrived does nothing rather than lose an answer.
    if (!kit) return;
    let form = this.forms.get(promotion.id);
    if (!form) {
      form = new kit.ApplyStore(this.shell, promotion, (id) => {
        this.member?.markPending(id);
        this.forms.delete(id);
        this.shell.dialogs.toast(this.shell.i18n.t('promotions-member:apply_success'), { kind: 'success' });
      });
      this.forms.set(promotion.id, form);
    }
    this.applying = form;
  }

  closeApply(): void {
    this.applying = null;
  }

  /** Load (or reload, e.g. after a language change) the categories and the promotions. */
  fetch(): Promise<void> {
    return this.load.run(
      () =>
        Promise.all([
          this.shell.api.call(promotionCategoriesEndpoint),
          this.shell.api.call(promotionListEndpoint),
          // Markers only: a failed read shows none rather than failing the page.
          this.shell.api.call(merchantAvailableEndpoint).catch(() => null),
        ]),
      ([categories, promotions, available]) => {
        this.categories = categories;
        this.promotions = promotions;
        this.openNowIds = available && new Set(available.promotionIds);
        if (this.category !== ALL_CATEGORIES && !categories.some((c) => c.id === this.category)) {
          this.category = ALL_CATEGORIES;
        }
      },
    );
  }

  /** The promotions of the selected tab. */
  get visible(): Promotion[] {
    const category = this.category;
    if (category === ALL_CATEGORIES) return this.promotions;
    return this.promotions.filter((p) => p.promoAnnouncementCategoryIds.includes(category));
  }

  selectCategory(category: CategoryKey): void {
    this.category = category;
  }

  isOpen(id: number): boolean {
    return this.open.has(id);
  }

  /** The more toggle: open or close a promotion's content. */
  toggle(id: number): void {
    if (this.open.has(id)) this.open.delete(id);
    else this.open.add(id);
  }

  /**
   * Open the promotion named by a URL hash (`#12`). If the selected tab hides it, switch to all. Returns the
   * promotion's id when there is one to scroll to.
   */
  openFromHash(hash: string): number | null {
    const id = Number(decodeURIComponent(hash.replace(/^#/, '')));
    if (!hash || !Number.isInteger(id)) return null;
    const promotion = this.promotions.find((p) => p.id === id);
    if (!promotion) return null;
    if (!this.visible.includes(promotion)) this.category = ALL_CATEGORIES;
    this.open.add(id);
    return id;
  }

  /**
   * The go button: member pages ask for a logged-in real account first (the shell shows the prompts), deposit
   * goes through the shell, external links open only when http(s).
   */
  go(promotion: Promotion): void {
    const target = promotionTarget(promotion);
    if (!target) return;
    if (target.kind === 'external') {
      openExternal(target.href);
      return;
    }
    if (target.kind === 'deposit') {
      if (this.shell.requireLogin() && this.shell.requireRealAccount()) this.shell.openDeposit();
      return;
    }
    if (target.login && !(this.shell.requireLogin() && this.shell.requireRealAccount())) return;
    this.shell.navigate(target.path);
  }
}
