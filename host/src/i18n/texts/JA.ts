import frame from '../locales/JA.json';
import login from '../locales/login/JA.json';
import social from '../locales/social/JA.json';
import register from '../locales/register/JA.json';
import sitePages from '../locales/site-pages/JA.json';
import accountBar from '../locales/account-bar/JA.json';
import referral from '../locales/referral/JA.json';
import siteSettings from '../locales/site-settings/JA.json';
import chat from '../locales/chat/JA.json';
import realtime from '../locales/realtime/JA.json';

/** The shell's JA texts: every feature group's file, merged into the one `host` namespace (one chunk). */
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
