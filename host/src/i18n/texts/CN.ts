import frame from '../locales/CN.json';
import login from '../locales/login/CN.json';
import social from '../locales/social/CN.json';
import register from '../locales/register/CN.json';
import sitePages from '../locales/site-pages/CN.json';
import accountBar from '../locales/account-bar/CN.json';
import referral from '../locales/referral/CN.json';
import siteSettings from '../locales/site-settings/CN.json';
import chat from '../locales/chat/CN.json';
import realtime from '../locales/realtime/CN.json';

/** The shell's CN texts: every feature group's file, merged into the one `host` namespace (one chunk). */
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
