import frame from '../locales/PT.json';
import login from '../locales/login/PT.json';
import social from '../locales/social/PT.json';
import register from '../locales/register/PT.json';
import sitePages from '../locales/site-pages/PT.json';
import accountBar from '../locales/account-bar/PT.json';
import referral from '../locales/referral/PT.json';
import siteSettings from '../locales/site-settings/PT.json';
import chat from '../locales/chat/PT.json';
import realtime from '../locales/realtime/PT.json';

/** The shell's PT texts: every feature group's file, merged into the one `host` namespace (one chunk). */
const texts = {
  ...frame,
  ...login,
  ...social,
  ...register,
  ...sitePages,
  ...accountBar,
  ...referral,
  ...siteSettings,
  ...chat,
  ...realtime,
};
export default texts;
