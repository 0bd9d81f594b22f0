import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InboxIcon } from '@wl/ui/icons';
import type { AccountBarStore } from './account-bar-store';
import { MESSAGE_CENTRE_PATH } from './constants';

/**
 * The message centre entry (MAILCEN): the unread count badge and, when an unread message arrived in the last 7
 * days, a "new message" notice. A link to the member centre's messages when the member centre is enabled.
 */
export const InboxEntry = observer(function InboxEntry({
  store,
  linked,
}: {
  store: AccountBarStore;
  linked: boolean;
}) {
  const { t } = useTranslation('host');
  if (!store.showsInbox) return null;
  const badge = store.unreadBadge;
  // The badge is hidden from assistive technology: the entry's name says the count and the notice.
  const label = [
    store.unread && store.unread > 0 ? t('account_inbox_unread', { n: store.unread }) : t('account_inbox'),
    store.hasRecentUnread ? t('account_inbox_new') : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const content = (
    <>
      <InboxIcon size={18} />
      {badge && (
        <span className="host-account__badge" aria-hidden="true" data-testid="account-inbox-count">
          {badge}
        </span>
      )}
      {store.hasRecentUnread && (
        <span className="host-account__new" aria-hidden="true" data-testid="account-inbox-new">
          {t('account_inbox_new')}
        </span>
      )}
    </>
  );
  return linked ? (
    <Link
      to={MESSAGE_CENTRE_PATH}
      className="host-account__inbox"
      aria-label={label}
      title={label}
      data-testid="account-inbox"
    >
      {content}
    </Link>
  ) : (
    <span
      className="host-account__inbox"
      role="img"
      aria-label={label}
      title={label}
      data-testid="account-inbox"
    >
      {content}
    </span>
  );
});
