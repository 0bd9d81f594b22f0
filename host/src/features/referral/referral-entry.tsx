import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { ReferralStore } from './referral-store';

// The overlay (its texts and layout) loads when a visitor first opens it.
const FriendOverview = lazy(() => import('./friend-overview'));

/**
 * The "Invite friends" entry of the right-side quick links, with the referral click rules (spec/shell.md §4): agent →
 * agent centre register page, member with REFERRAL → referral page, other members → customer service, visitor → the
 * friend overview overlay.
 */
export const ReferralEntry = observer(function ReferralEntry() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const [store] = useState(
    () =>
      new ReferralStore({
        session: root.session,
        flags: root.flags,
        navigate: (path) => root.navigate(path),
        openCustomerService: () => root.shell.openCustomerService(),
        openAccess: (modal) => root.access.open(modal),
      }),
  );
  return (
    <>
      <button
        type="button"
        onClick={() => store.click()}
        aria-haspopup={store.viewer.loggedIn ? undefined : 'dialog'}
        aria-expanded={store.viewer.loggedIn ? undefined : store.overviewOpen}
        data-testid="referral-entry"
      >
        {t('referral_entry')}
      </button>
      {store.overviewOpen && (
        <Suspense fallback={null}>
          <FriendOverview store={store} />
        </Suspense>
      )}
    </>
  );
});

export default ReferralEntry;
