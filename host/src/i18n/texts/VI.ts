import frame from '../locales/VI.json';
import login from '../locales/login/VI.json';
import social from '../locales/social/VI.json';
import register from '../locales/register/VI.json';
import sitePages from '../locales/site-pages/VI.json';
import accountBar from '../locales/account-bar/VI.json';
import referral from '../locales/referral/VI.json';
import siteSettings from '../locales/site-settings/VI.json';
import chat from '../locales/chat/VI.json';
import realtime from '../locales/realtime/VI.json';

/** The shell's VI texts: every feature group's file, merged into the one `host` namespace (one chunk). */
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
