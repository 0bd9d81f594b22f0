import frame from '../locales/RU.json';
import login from '../locales/login/RU.json';
import social from '../locales/social/RU.json';
import register from '../locales/register/RU.json';
import sitePages from '../locales/site-pages/RU.json';
import accountBar from '../locales/account-bar/RU.json';
import referral from '../locales/referral/RU.json';
import siteSettings from '../locales/site-settings/RU.json';
import chat from '../locales/chat/RU.json';
import realtime from '../locales/realtime/RU.json';

/** The shell's RU texts: every feature group's file, merged into the one `host` namespace (one chunk). */
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
