import frame from '../locales/TW.json';
import login from '../locales/login/TW.json';
import social from '../locales/social/TW.json';
import register from '../locales/register/TW.json';
import sitePages from '../locales/site-pages/TW.json';
import accountBar from '../locales/account-bar/TW.json';
import referral from '../locales/referral/TW.json';
import siteSettings from '../locales/site-settings/TW.json';
import chat from '../locales/chat/TW.json';
import realtime from '../locales/realtime/TW.json';

/** The shell's TW texts: every feature group's file, merged into the one `host` namespace (one chunk). */
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
