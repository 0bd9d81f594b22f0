import frame from '../locales/AR.json';
import login from '../locales/login/AR.json';
import social from '../locales/social/AR.json';
import register from '../locales/register/AR.json';
import sitePages from '../locales/site-pages/AR.json';
import accountBar from '../locales/account-bar/AR.json';
import referral from '../locales/referral/AR.json';
import siteSettings from '../locales/site-settings/AR.json';
import chat from '../locales/chat/AR.json';
import realtime from '../locales/realtime/AR.json';

/** The shell's AR texts: every feature group's file, merged into the one `host` namespace (one chunk). */
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
