import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { BackToTopIcon, CustomerServiceIcon, DownloadIcon, FeedbackIcon, SpeedTestIcon } from '@wl/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../root-store-context';
import { ReferralEntry } from '../../../features/referral/referral-entry';
import { DOWNLOAD_PATH, SPEED_TEST_PATH } from './constants';
import { QuickLinksStore, quickLinks } from './quick-links-store';
import './quick-links.css';

/** A quick link's icon and its label: the rail shows both, stacked; the drawer's list, side by side. */
function Face({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <span className="host-quick-links__label">{label}</span>
    </>
  );
}

const ICON_SIZE = 20;

/**
 * Whether back-to-top shows (after 200 px of scroll, spec/products.md §2), following the page's scroll while
 * `active`: one read per frame at most, on a passive listener, so scrolling never waits for the page.
 */
function useBackToTop(active: boolean): boolean {
  const [store] = useState(() => new QuickLinksStore());
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        store.setScroll(window.scrollY);
      });
    };
    // The first read waits for the next frame too: at mount the new page's layout is pending, and reading scrollY now
    // would force it inside React's commit, making that task longer (about a fifth of it on the home page).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [store, active]);
  return store.backToTop;
}

/**
 * The phone's back-to-top: its one floating button (DESIGN §10), at the end edge above the bottom tabs, and only
 * once the page is scrolled (a page at its top shows none, so nothing of its first screen is ever under it).
 */
export const BackToTop = observer(function BackToTop() {
  const { t } = useTranslation('host');
  if (!useBackToTop(true)) return null;
  return (
    <button
      type="button"
      className="host-back-to-top"
      aria-label={t('back_to_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="back-to-top"
    >
      <BackToTopIcon size={ICON_SIZE} />
    </button>
  );
});

/**
 * The right-side quick links of every page (spec/shell.md §2): customer service, speed check, app download, feedback
 * (FEEDBACK3), invite friends and back-to-top after 200 px of scroll. On a desktop (`rail`) a column fixed at the
 * end edge, in the gutter the page keeps free for it (styles.css --wl-rail), so it costs the page no layout and
 * covers none of its controls; on a phone (`list`) rows of the menu drawer, which `onChosen` closes.
 */
export const QuickLinks = observer(function QuickLinks({
  variant = 'rail',
  onChosen,
}: {
  variant?: 'rail' | 'list';
  onChosen?: () => void;
}) {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const rail = variant === 'rail';
  const backToTop = useBackToTop(rail);
  const launcher = root.feedback;
  const chosen = (action: () => void) => () => {
    action();
    onChosen?.();
  };
  const links = quickLinks({ isOn: (modId) => root.flags.isOn(modId), resources: root.settings?.resources });
  return (
    <nav
      className={rail ? 'host-quick-links' : 'host-quick-links host-quick-links--list'}
      aria-label={t('quick_links')}
      data-testid="quick-links"
    >
      {links.map((link) => {
        switch (link) {
          case 'customerService':
            return (
              <button
                key={link}
                type="button"
                onClick={chosen(() => root.shell.openCustomerService())}
                data-testid="quick-customer-service"
              >
                <Face icon={<CustomerServiceIcon size={ICON_SIZE} />} label={t('customer_service')} />
              </button>
            );
          case 'speedTest':
            return (
              <Link key={link} to={SPEED_TEST_PATH} onClick={onChosen} data-testid="quick-speed-test">
                <Face icon={<SpeedTestIcon size={ICON_SIZE} />} label={t('speed_test')} />
              </Link>
            );
          case 'download':
            return (
              <Link key={link} to={DOWNLOAD_PATH} onClick={onChosen} data-testid="quick-download">
                <Face icon={<DownloadIcon size={ICON_SIZE} />} label={t('app_download')} />
              </Link>
            );
          case 'feedback':
            return (
              <button
                key={link}
                type="button"
                onClick={chosen(() => launcher.open())}
                data-testid="feedback-entry"
              >
                <Face icon={<FeedbackIcon size={ICON_SIZE} />} label={t('feedback')} />
              </button>
            );
        }
      })}
      {/* Invite friends: the referral click rules and the visitors' overlay (features/referral). */}
      <ReferralEntry />
      {rail && backToTop && (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          data-testid="back-to-top"
        >
          <Face icon={<BackToTopIcon size={ICON_SIZE} />} label={t('back_to_top')} />
        </button>
      )}
    </nav>
  );
});

export default QuickLinks;
