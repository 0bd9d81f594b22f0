import { makeAutoObservable } from 'mobx';
import { FEEDBACK_FLAG } from '../../../features/feedback/constants';
import { BACK_TO_TOP_AFTER_PX, SPEED_TEST_RESOURCE } from './constants';

/** One right-side quick link, in display order. */
export type QuickLink = 'customerService' | 'speedTest' | 'download' | 'feedback';

/** What decides which quick links show: the flag tree and the settings' resources. */
export interface QuickLinkInputs {
  isOn(modId: string): boolean;
  resources: readonly { resourceType: string; url?: string | null }[] | null | undefined;
}

/**
 * The quick links a merchant shows (spec/shell.md §2): customer service and app download always; the speed check only
 * when a SpeedTest resource has a URL (as on the login page); feedback only with FEEDBACK3 (§6).
 */
export function quickLinks({ isOn, resources }: QuickLinkInputs): QuickLink[] {
  const speedTest = (resources ?? []).some(
    (entry) => entry.resourceType === SPEED_TEST_RESOURCE && !!entry.url,
  );
  return [
    'customerService',
    ...(speedTest ? (['speedTest'] as const) : []),
    'download',
    ...(isOn(FEEDBACK_FLAG) ? (['feedback'] as const) : []),
  ];
}

/** True once the page is scrolled far enough for the back-to-top control (spec/products.md §2). */
export function showsBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_AFTER_PX;
}

/** The page's scroll position as the quick links see it: whether back-to-top shows. */
export class QuickLinksStore {
  scrollY = 0;

  constructor() {
    makeAutoObservable(this);
  }

  get backToTop(): boolean {
    return showsBackToTop(this.scrollY);
  }

  setScroll(scrollY: number): void {
    this.scrollY = scrollY;
  }
}
