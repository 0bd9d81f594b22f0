import frame from '../locales/ES.json';
import login from '../locales/login/ES.json';
import social from '../locales/social/ES.json';
import register from '../locales/register/ES.json';
import sitePages from '../locales/site-pages/ES.json';
import accountBar from '../locales/account-bar/ES.json';
import referral from '../locales/referral/ES.json';
import siteSettings from '../locales/site-settings/ES.json';
import chat from '../locales/chat/ES.json';
import realtime from '../locales/realtime/ES.json';

/** The shell's ES texts: every feature group's file, merged into the one `host` namespace (one chunk). */
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
