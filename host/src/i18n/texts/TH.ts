import frame from '../locales/TH.json';
import login from '../locales/login/TH.json';
import social from '../locales/social/TH.json';
import register from '../locales/register/TH.json';
import sitePages from '../locales/site-pages/TH.json';
import accountBar from '../locales/account-bar/TH.json';
import referral from '../locales/referral/TH.json';
import siteSettings from '../locales/site-settings/TH.json';
import chat from '../locales/chat/TH.json';
import realtime from '../locales/realtime/TH.json';

/** The shell's TH texts: every feature group's file, merged into the one `host` namespace (one chunk). */
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
