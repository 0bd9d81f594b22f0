import frame from '../locales/EN.json';
import login from '../locales/login/EN.json';
import social from '../locales/social/EN.json';
import register from '../locales/register/EN.json';
import sitePages from '../locales/site-pages/EN.json';
import accountBar from '../locales/account-bar/EN.json';
import referral from '../locales/referral/EN.json';
import siteSettings from '../locales/site-settings/EN.json';
import chat from '../locales/chat/EN.json';
import realtime from '../locales/realtime/EN.json';

/** The shell's EN texts: every feature group's file, merged into the one `host` namespace (one chunk). */
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
