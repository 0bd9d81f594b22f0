import type { SandboxCore } from '../../core/core';
import { digitsOf } from '../../core/hash';
import { mintFirebaseToken, mintTelegramAuth, type TelegramAuth } from '../social-identity';

/** The message a stand-in page posts to the site (window.opener). */
export type SocialMessage =
  | { source: 'wl-social'; provider: 'firebase'; idToken: string; mobileNo: string }
  | { source: 'wl-social'; provider: 'telegram'; telegramAuth: TelegramAuth };

/** The seeded identity bound to player01 (data/access-state.ts SEED_SOCIAL_BINDINGS). */
const BOUND = { firebaseSub: 'bound-player01', telegramId: 7000001, mobileNo: '13800000001' } as const;

/** First telegram id of new identities. */
const NEW_TELEGRAM_ID = 7100000;

/** The origin parameter when it is a plain http(s) origin (the only target the page posts to), else null. */
export function validOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page: two buttons that post a signed identity to the opener (targetOrigin = the site's origin) and close. */
function page(
  title: string,
  origin: string,
  messages: { bound: SocialMessage; fresh: SocialMessage },
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 15px/1.5 sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh; background: #f4f5f7; }
  main { background: #fff; padding: 24px 28px; border-radius: 10px; box-shadow: 0 4px 18px rgba(0,0,0,.12); max-width: 360px; }
  h1 { font-size: 18px; margin: 0 0 16px; }
  button { display: block; width: 100%; margin: 8px 0; padding: 10px; font-size: 15px; cursor: pointer; }
  p[role="status"] { color: #a33; min-height: 1.5em; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title)}</h1>
  <button type="button" data-testid="social-bound">Sign in as a bound identity</button>
  <button type="button" data-testid="social-new">Sign in as a new identity</button>
  <p role="status" id="status"></p>
</main>
<script>
(function () {
  var origin = ${scriptJson(origin)};
  var messages = ${scriptJson(messages)};
  function send(which) {
    if (!window.opener) {
      document.getElementById('status').textContent = 'No site window opened this page.';
      return;
    }
    window.opener.postMessage(messages[which], origin);
    window.close();
  }
  document.querySelector('[data-testid="social-bound"]').addEventListener('click', function () { send('bound'); });
  document.querySelector('[data-testid="social-new"]').addEventListener('click', function () { send('fresh'); });
})();
</script>
</body>
</html>
`;
}

/**
 * The firebase stand-in page (GET /__sandbox/social/firebase?channel=&origin=): the bound identity (player01's) and
 * a new one each time the page is served, both as id tokens the sandbox signed.
 */
export async function firebasePage(core: SandboxCore, channel: string, origin: string): Promise<string> {
  const now = core.context.now();
  const freshSub = `new-${core.state.access.newHex('firebase').slice(0, 12)}`;
  const token = (sub: string, mobileNo: string) =>
    mintFirebaseToken(core.signer, { sub, channel, mobileNo, iat: now });
  const freshMobile = `139${digitsOf(freshSub, 8)}`;
  return page(`Sign in with ${channel || 'firebase'} (sandbox)`, origin, {
    bound: {
      source: 'wl-social',
      provider: 'firebase',
      idToken: await token(BOUND.firebaseSub, BOUND.mobileNo),
      mobileNo: BOUND.mobileNo,
    },
    fresh: {
      source: 'wl-social',
      provider: 'firebase',
      idToken: await token(freshSub, freshMobile),
      mobileNo: freshMobile,
    },
  });
}

/**
 * The telegram stand-in page (GET /__sandbox/social/telegram?bot_id=&origin=): the bound identity and a new one,
 * each as telegram widget data with the sandbox's hash.
 */
export async function telegramPage(core: SandboxCore, botId: string, origin: string): Promise<string> {
  const authDate = Math.floor(core.context.now() / 1000);
  const freshId = NEW_TELEGRAM_ID + core.state.access.nextSerial();
  return page(`Log in with Telegram${botId ? ` (${botId})` : ''} (sandbox)`, origin, {
    bound: {
      source: 'wl-social',
      provider: 'telegram',
      telegramAuth: await mintTelegramAuth(core.signer, {
        id: BOUND.telegramId,
        first_name: 'Player',
        username: 'player01_tg',
        auth_date: authDate,
      }),
    },
    fresh: {
      source: 'wl-social',
      provider: 'telegram',
      telegramAuth: await mintTelegramAuth(core.signer, {
        id: freshId,
        first_name: 'New',
        username: `tg_new_${freshId}`,
        auth_date: authDate,
      }),
    },
  });
}
