import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AccountBarStore } from './account-bar-store';
import { AVATAR_SIZE_PX } from './constants';

/** The player's avatar: one of the merchant's PROFILE_ICON_COUNT icons. */
export const AccountAvatar = observer(function AccountAvatar({
  store,
  account,
}: {
  store: AccountBarStore;
  account: string;
}) {
  const { t } = useTranslation('host');
  // Until the answer is in, an empty box of the same size: the bar does not move, and icon 1 is not fetched for
  // nothing.
  if (!store.avatarLoaded)
    return (
      <span
        className="host-account__avatar"
        style={{ width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX }}
        aria-hidden="true"
      />
    );
  return (
    <img
      className="host-account__avatar"
      src={store.avatarSrc}
      width={AVATAR_SIZE_PX}
      height={AVATAR_SIZE_PX}
      alt={t('account_avatar_alt', { account })}
      data-icon={store.avatar}
      data-testid="account-avatar"
    />
  );
});
