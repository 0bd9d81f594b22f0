import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { InboxStore } from '../stores/inbox-store';
import { AnnouncementList } from './announcement-list';

/** The agent centre's announcement page (/member/agentAnnouncement): the announcements of the message centre. */
export default observer(function AnnouncementsPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new InboxStore(shell));
  useEffect(() => {
    void store.fetchAnnouncements();
  }, [store]);
  return (
    <div className="mc-page" data-testid="agent-announcement-page">
      <h1 className="mc-page-title">{t('menu_agent_announcement')}</h1>
      <AnnouncementList store={store} />
    </div>
  );
});
