import { createFakeShell } from '@wl/shell-contract/testing';
import type { Promotion } from '../api/promotion-list';
import { popupCanGo } from '../popup/popup-gating';
import { cardCanGo, needsApplication } from './gating';

const promo = (promotionType: string, extra: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  title: 't',
  promotionType,
  announcementImages: [],
  promoAnnouncementCategoryIds: [],
  ...extra,
});

function session(type: number | null, labelType: string | null = null) {
  const fake = createFakeShell();
  if (type !== null)
    fake.session.logIn('t', {
      id: 1,
      account: 'a',
      type,
      clubLabel: labelType ? { labelName: 'VIP', type: labelType } : null,
    });
  return fake.shell.session;
}

describe('promotion gating', () => {
  it('shows the popup go button only for isAgent 0, 1, 2 and a type mapping to a member page', () => {
    for (const type of [0, 1, 2]) expect(popupCanGo(promo('DEPOSIT'), session(type))).toBe(true);
    expect(popupCanGo(promo('DEPOSIT'), session(4))).toBe(false);
    expect(popupCanGo(promo('DEPOSIT'), session(null))).toBe(false);
    expect(popupCanGo(promo('REGISTER'), session(0))).toBe(false);
    expect(popupCanGo(promo('MISSION'), session(1))).toBe(true);
  });

  it('REFERRAL needs isAgent 0; UPGRADE_BONUS needs the VIP benefit (label type AUTO)', () => {
    expect(popupCanGo(promo('REFERRAL'), session(0))).toBe(true);
    expect(popupCanGo(promo('REFERRAL'), session(1))).toBe(false);
    expect(popupCanGo(promo('REFERRAL'), session(2))).toBe(false);
    expect(popupCanGo(promo('UPGRADE_BONUS'), session(0, 'AUTO'))).toBe(true);
    expect(popupCanGo(promo('UPGRADE_BONUS'), session(0, 'MANUAL'))).toBe(false);
    expect(popupCanGo(promo('UPGRADE_BONUS'), session(1))).toBe(false);
  });

  it('a card keeps its go button for visitors; a logged-in agent gets none on REFERRAL', () => {
    expect(cardCanGo(promo('REFERRAL'), session(null))).toBe(true);
    expect(cardCanGo(promo('REFERRAL'), session(1))).toBe(false);
    expect(cardCanGo(promo('DEPOSIT'), session(4))).toBe(true);
  });

  it('applications are for promotions asking for a remark or pictures', () => {
    expect(needsApplication(promo('SAVIOR', { remarkRequired: 'Y', imageRequired: 'N' }))).toBe(true);
    expect(needsApplication(promo('DEPOSIT_COUNT', { remarkRequired: 'N', imageRequired: 'Y' }))).toBe(true);
    expect(needsApplication(promo('DEPOSIT', { remarkRequired: 'N', imageRequired: 'N' }))).toBe(false);
  });
});
