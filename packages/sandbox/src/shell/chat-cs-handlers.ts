import { http, HttpResponse } from 'msw';
// zod's whole classic API: the sandbox runs in Node, never in a bundle.
import { z } from 'zod/v4';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import type { MerchantConfig } from '../data/merchants';

/** Where the chat room stand-in page is served (the launch link points here). */
export const CHAT_ROOM_PATH = '/__sandbox/chat/room';

/** Seeded chat unread counts per account (everyone else 0). */
const SEED_UNREAD: Record<string, number> = { player01: 2 };

/** The chat room's seeded messages (the stand-in shows them to everyone). */
const ROOM_MESSAGES = [
  { from: 'host', text: 'Welcome to the chat room!' },
  { from: 'lucky88', text: 'Good luck everyone' },
  { from: 'host', text: 'Tonight: double points on lottery bets' },
];

/** `POST /__sandbox/chat`: an account's unread count and group permission (null: the merchant checks no group). */
const ChatAdminBody = z
  .object({
    account: z.string().min(1),
    unread: z.number().int().nonnegative().optional(),
    groupAllowed: z.boolean().nullable().optional(),
  })
  .strict();

/** Per merchant config (a reset makes new ones, so the seed comes back): what the admin hook and launches set. */
interface ChatState {
  unread: Map<string, number>;
  /** Absent: not checked. */
  groupAllowed: Map<string, boolean>;
  /** Auth keys and chat tokens, each naming an account. */
  authKeys: Map<string, string>;
  chatTokens: Map<string, string>;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The chat room stand-in: messages, the unread count, and the account the auth key or the chat token names. */
function roomPage(account: string | null, unread: number): string {
  const items = ROOM_MESSAGES.map(
    (m) => `<li><strong>${escapeHtml(m.from)}</strong>: ${escapeHtml(m.text)}</li>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Chat room</title>
<style>
  body { font: 14px/1.5 sans-serif; margin: 0; padding: 12px; }
  ul { padding-left: 18px; }
</style>
</head>
<body>
<h1 style="font-size:16px;margin:0 0 8px">Chat room</h1>
<p data-testid="chat-room-user">${account ? `Signed in as ${escapeHtml(account)}` : 'Guest'}</p>
<p data-testid="chat-room-unread">Unread: ${unread}</p>
<p data-testid="chat-room-connected" role="status"></p>
<ul data-testid="chat-room-messages">${items}</ul>
<script>
  window.addEventListener('message', async (event) => {
    if (event.source !== window.parent || event.origin !== location.origin) return;
    const data = event.data;
    if (!data || data.source !== 'wl-chat' || typeof data.chatToken !== 'string') return;
    const response = await fetch('/__sandbox/chat/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chatToken: data.chatToken }),
    });
    const body = await response.json();
    document.querySelector('[data-testid="chat-room-connected"]').textContent = body.success
      ? 'Connected as ' + body.value.account
      : 'Not connected';
  });
</script>
</body>
</html>`;
}

/**
 * The chat room's and the customer service's calls (docs/endpoints.md "Site pages"): save member info by auth key,
 * launch chat, the chat token, chat unread count, group permission, the customer-service token and scripts; the chat
 * room stand-in page and the admin hook `POST /__sandbox/chat`.
 */
export function chatCsHandlers(core: SandboxCore) {
  const { state, context } = core;
  const states = new WeakMap<MerchantConfig, ChatState>();
  let serial = 1;
  const stateOf = (merchant: string): ChatState | null => {
    const config = state.merchant(merchant);
    if (!config) return null;
    let chat = states.get(config);
    if (!chat) {
      chat = {
        unread: new Map(Object.entries(SEED_UNREAD)),
        groupAllowed: new Map(),
        authKeys: new Map(),
        chatTokens: new Map(),
      };
      states.set(config, chat);
    }
    return chat;
  };
  const mint = (prefix: string) =>
    `${prefix}${(serial++).toString(36)}${Math.random().toString(36).slice(2, 10)}`;

  return [
    http.post(anyOrigin('/wps/member/info/authKey'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const authKey = mint('ak');
      stateOf(session.merchant)?.authKeys.set(authKey, session.member.account);
      return context.ok({ authKey });
    }),

    http.get(anyOrigin('/wps/chat/launch'), ({ request }) => {
      const authKey = new URL(request.url).searchParams.get('authKey');
      if (!authKey) return context.ok({ url: CHAT_ROOM_PATH });
      if (!stateOf(context.merchantOf(request))?.authKeys.has(authKey))
        return context.fail('chat.authKey.invalid', 'unknown auth key');
      return context.ok({ url: `${CHAT_ROOM_PATH}?key=${encodeURIComponent(authKey)}` });
    }),

    http.post(anyOrigin('/wps/chat/token'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const chatToken = mint('ct');
      stateOf(session.merchant)?.chatTokens.set(chatToken, session.member.account);
      return context.ok({ chatToken });
    }),

    http.get(anyOrigin('/wps/chat/unread'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      return context.ok({ unread: stateOf(session.merchant)?.unread.get(session.member.account) ?? 0 });
    }),

    http.get(anyOrigin('/wps/chat/permission'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const allowed = stateOf(session.merchant)?.groupAllowed.get(session.member.account);
      return context.ok({ checked: allowed !== undefined, allowed: allowed ?? true });
    }),

    http.get(anyOrigin('/wps/cs/token'), ({ request }) => {
      const csType = new URL(request.url).searchParams.get('csType');
      if (!csType) return context.fail('param.invalid', 'csType is required', 400);
      return context.ok({ token: mint(`cs-${csType.toLowerCase()}-`) });
    }),

    http.get(anyOrigin('/wps/cs/scripts'), ({ request }) =>
      context.ok({
        scripts: [{ csType: 'COMM100', params: { siteId: `sandbox-${context.merchantOf(request)}` } }],
      }),
    ),

    http.get(anyOrigin(CHAT_ROOM_PATH), ({ request }) => {
      const merchant = context.merchantOf(request);
      const chat = stateOf(merchant);
      const key = new URL(request.url).searchParams.get('key');
      const account = key ? (chat?.authKeys.get(key) ?? null) : null;
      return new HttpResponse(roomPage(account, account ? (chat?.unread.get(account) ?? 0) : 0), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }),

    http.post(anyOrigin('/__sandbox/chat/verify'), async ({ request }) => {
      const body = await readJsonObject(request);
      const token = typeof body?.chatToken === 'string' ? body.chatToken : '';
      const account = stateOf(context.merchantOf(request))?.chatTokens.get(token);
      return account ? context.ok({ account }) : context.fail('chat.token.invalid', 'unknown chat token');
    }),

    http.post(anyOrigin('/__sandbox/chat'), async ({ request }) => {
      const body = ChatAdminBody.safeParse(await readJsonObject(request));
      if (!body.success)
        return context.fail('request.invalid', body.error.issues[0]?.message ?? 'bad body', 400);
      const merchant = context.merchantOf(request);
      const member = state.findMember(merchant, body.data.account);
      const chat = stateOf(merchant);
      if (!member || !chat) return context.fail('account.not.found', `no account ${body.data.account}`, 404);
      if (body.data.unread !== undefined) chat.unread.set(member.account, body.data.unread);
      if (body.data.groupAllowed === null) chat.groupAllowed.delete(member.account);
      else if (body.data.groupAllowed !== undefined)
        chat.groupAllowed.set(member.account, body.data.groupAllowed);
      const allowed = chat.groupAllowed.get(member.account);
      return context.ok({
        unread: chat.unread.get(member.account) ?? 0,
        checked: allowed !== undefined,
        allowed: allowed ?? true,
      });
    }),
  ];
}
