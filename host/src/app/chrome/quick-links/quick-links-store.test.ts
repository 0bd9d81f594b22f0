import { autorun } from 'mobx';
import { BACK_TO_TOP_AFTER_PX } from './constants';
import { QuickLinksStore, quickLinks, showsBackToTop } from './quick-links-store';

describe('quick links (spec/shell.md §2, §6)', () => {
  const flags = (on: string[]) => (modId: string) => on.includes(modId);

  it('shows customer service and download always, feedback with FEEDBACK3', () => {
    expect(quickLinks({ isOn: flags([]), resources: null })).toEqual(['customerService', 'download']);
    expect(quickLinks({ isOn: flags(['FEEDBACK3']), resources: [] })).toEqual([
      'customerService',
      'download',
      'feedback',
    ]);
  });

  it('shows the speed check only when a SpeedTest resource has a URL', () => {
    const withUrl = [{ resourceType: 'SpeedTest', url: 'https://speed.example.com/' }];
    expect(quickLinks({ isOn: flags([]), resources: withUrl })).toEqual([
      'customerService',
      'speedTest',
      'download',
    ]);
    expect(quickLinks({ isOn: flags([]), resources: [{ resourceType: 'SpeedTest', url: '' }] })).toEqual([
      'customerService',
      'download',
    ]);
    expect(
      quickLinks({ isOn: flags([]), resources: [{ resourceType: 'Android', url: 'https://a' }] }),
    ).toEqual(['customerService', 'download']);
  });
});

describe('back to top (spec/products.md §2)', () => {
  it('appears after 200 px of scroll', () => {
    expect(BACK_TO_TOP_AFTER_PX).toBe(200);
    expect(showsBackToTop(0)).toBe(false);
    expect(showsBackToTop(200)).toBe(false);
    expect(showsBackToTop(201)).toBe(true);
  });

  it('the store follows the scroll position', () => {
    const store = new QuickLinksStore();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(store.backToTop));
    store.setScroll(150);
    store.setScroll(450);
    store.setScroll(500);
    store.setScroll(0);
    stop();
    // Only changes of visibility are observed.
    expect(seen).toEqual([false, true, false]);
  });
});
