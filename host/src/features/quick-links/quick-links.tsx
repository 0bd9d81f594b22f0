import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';
import { ReferralEntry } from '../referral/referral-entry';
import { DOWNLOAD_PATH, SPEED_TEST_PATH } from './constants';
import { QuickLinksStore, quickLinks } from './quick-links-store';
import './quick-links.css';

// The feedback modal (its form, the captcha kit) loads when it first opens.
const FeedbackModal = lazy(() =>
  import('../feedback/feedback-modal').then((m) => ({ default: m.FeedbackModal })),
);

/**
 * The right-side quick links of every page (spec/shell.md §2): customer service, speed check, app download, feedback
 * (FEEDBACK3) and back-to-top after 200 px of scroll. Fixed at the right edge, so it costs the page no layout.
 */
export const QuickLinks = observer(function QuickLinks() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const [store] = useState(() => new QuickLinksStore());
  const launcher = root.feedback;
  useEffect(() => {
    // One read per frame at most, on a passive listener: scrolling never waits for the page.
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
  }, [store]);
  const links = quickLinks({ isOn: (modId) => root.flags.isOn(modId), resources: root.settings?.resources });
  return (
    <>
      <nav className="host-quick-links" aria-label={t('quick_links')} data-testid="quick-links">
        {links.map((link) => {
          switch (link) {
            case 'customerService':
              return (
                <button
                  key={link}
                  type="button"
                  onClick={() => root.shell.openCustomerService()}
                  data-testid="quick-customer-service"
                >
                  {t('customer_service')}
                </button>
              );
            case 'speedTest':
              return (
                <Link key={link} to={SPEED_TEST_PATH} data-testid="quick-speed-test">
                  {t('speed_test')}
                </Link>
              );
            case 'download':
              return (
                <Link key={link} to={DOWNLOAD_PATH} data-testid="quick-download">
                  {t('app_download')}
                </Link>
              );
            case 'feedback':
              return (
                <button key={link} type="button" onClick={() => launcher.open()} data-testid="feedback-entry">
                  {t('feedback')}
                </button>
              );
          }
        })}
        {/* Invite friends: the referral click rules and the visitors' overlay (features/referral). */}
        <ReferralEntry />
        {store.backToTop && (
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            data-testid="back-to-top"
          >
            {t('back_to_top')}
          </button>
        )}
      </nav>
      {launcher.isOpen && (
        <Suspense fallback={null}>
          <FeedbackModal onClose={() => launcher.close()} />
        </Suspense>
      )}
    </>
  );
});

export default QuickLinks;
