import { http } from 'msw';
// zod's whole classic API: the sandbox runs in Node, never in a bundle ('zod' is the site's shared subset in Jest).
import { z } from 'zod/v4';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import type { MerchantConfig } from '../data/merchants';
import { balanceSummary } from './member-handlers';

/** One inbox message as the inbox list answers it. */
export interface InboxMessage {
  id: number;
  title: string;
  /** Epoch ms. */
  sendTime: number;
  read: boolean;
  /** The message text (plain text; the member centre's messageV2 page shows it when the message is opened). */
  content: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seeded avatar (1-based icon index) per account; everyone else has icon 1. */
const SEED_ICONS: Record<string, number> = { player01: 3, vipfixed01: 5, agent01: 7 };

/**
 * The seeded inbox per account, as (age in days, read). player01: two unread messages inside the 7-day window, one
 * older unread and one read; vipfixed01: one unread message 20 days old (a count but no "new message" notice).
 */
const SEED_INBOX: Record<string, { title: string; ageDays: number; read: boolean }[]> = {
  player01: [
    { title: 'Welcome bonus credited', ageDays: 1, read: false },
    { title: 'Weekly report', ageDays: 3, read: false },
    { title: 'Old notice', ageDays: 10, read: false },
    { title: 'Read notice', ageDays: 2, read: true },
  ],
  vipfixed01: [{ title: 'VIP anniversary', ageDays: 20, read: false }],
};

/** `POST /__sandbox/inbox`: adds `count` messages (default 1) sent `ageDays` ago (default 0) to an account. */
const InboxBody = z
  .object({
    account: z.string().min(1),
    title: z.string().min(1).default('Sandbox message'),
    ageDays: z.number().finite().nonnegative().default(0),
    read: z.boolean().default(false),
    count: z.number().int().min(1).max(500).default(1),
    content: z.string().default('Sandbox message content'),
    /** Also push the INBOX realtime event, as the platform does when a message arrives. */
    notify: z.boolean().default(false),
  })
  .strict();

/** The inbox list query (docs/endpoints.md "Account bar"). */
const InboxQuery = z.object({
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().min(1).max(100),
  sort: z.enum(['sendTime,desc', 'sendTime,asc']),
  read: z.enum(['true', 'false']).optional(),
  startTime: z.coerce.number().int().nonnegative().optional(),
  endTime: z.coerce.number().int().nonnegative().optional(),
});

/**
 * The account bar's calls (docs/endpoints.md "Account bar"): consolidated funds, the player avatar, the unread count
 * and the inbox list, plus the admin hook `POST /__sandbox/inbox`. Inboxes are kept per merchant config object, so a
 * reset (which makes new merchant objects) brings the seed back.
 */
export function accountBarHandlers(core: SandboxCore) {
  const { state, context } = core;
  const inboxes = new WeakMap<MerchantConfig, Map<string, InboxMessage[]>>();
  const icons = new WeakMap<object, Map<string, number>>();
  let nextId = 1;

  const inboxOf = (merchant: string, account: string): InboxMessage[] => {
    const config = state.merchant(merchant);
    if (!config) return [];
    let byAccount = inboxes.get(config);
    if (!byAccount) {
      byAccount = new Map();
      inboxes.set(config, byAccount);
    }
    let list = byAccount.get(account);
    if (!list) {
      const now = context.now();
      list = (SEED_INBOX[account] ?? []).map((m) => ({
        id: nextId++,
        title: m.title,
        sendTime: now - m.ageDays * DAY_MS,
        read: m.read,
        content: `${m.title}: details of this message.`,
      }));
      byAccount.set(account, list);
    }
    return list;
  };

  return [
    http.get(anyOrigin('/wps/member/info/funds/consolidated'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      return context.ok({
        ...balanceSummary(core, session),
        currencyPosition: state.merchant(session.merchant)?.settings.currency.position ?? 'F',
      });
    }),

    http.get(anyOrigin('/wps/member/info/icon'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const chosen = icons.get(state.merchant(session.merchant) ?? {})?.get(session.member.account);
      return context.ok({ icon: chosen ?? SEED_ICONS[session.member.account] ?? 1 });
    }),

    // The member centre's profile sets the avatar (*chosen*): a 1-based index up to gw.PROFILE_ICON_COUNT.
    http.put(anyOrigin('/wps/member/info/icon'), async ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const config = state.merchant(session.merchant);
      const count = Number(
        (config?.settings.gw as { PROFILE_ICON_COUNT?: unknown } | undefined)?.PROFILE_ICON_COUNT ?? 9,
      );
      const icon = (await readJsonObject(request))?.icon;
      if (!config || typeof icon !== 'number' || !Number.isInteger(icon) || icon < 1 || icon > count) {
        return context.fail('icon.invalid', `icon must be 1 to ${count}`, 400);
      }
      let byAccount = icons.get(config);
      if (!byAccount) icons.set(config, (byAccount = new Map()));
      byAccount.set(session.member.account, icon);
      return context.ok({ icon });
    }),

    http.get(anyOrigin('/wps/member/message/v2/unread'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const unread = inboxOf(session.merchant, session.member.account).filter((m) => !m.read).length;
      return context.ok({ unread });
    }),

    http.get(anyOrigin('/wps/member/message/v2'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const query = InboxQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success)
        return context.fail('param.invalid', query.error.issues[0]?.message ?? 'bad query', 400);
      const { page, size, sort, read, startTime, endTime } = query.data;
      const matching = inboxOf(session.merchant, session.member.account)
        .filter((m) => read === undefined || m.read === (read === 'true'))
        .filter((m) => startTime === undefined || m.sendTime >= startTime)
        .filter((m) => endTime === undefined || m.sendTime <= endTime)
        .sort((a, b) => (sort === 'sendTime,desc' ? b.sendTime - a.sendTime : a.sendTime - b.sendTime));
      return context.ok({
        content: matching
          .slice((page - 1) * size, page * size)
          .map(({ content: _content, ...m }) => ({ ...m })),
        totalElements: matching.length,
        page,
        size,
      });
    }),

    // Reading a message (the member centre's messageV2, *chosen*): answers it with its content and marks it read.
    http.get(anyOrigin('/wps/member/message/v2/:id'), ({ request, params }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const message = inboxOf(session.merchant, session.member.account).find(
        (m) => String(m.id) === params.id,
      );
      if (!message) return context.fail('message.not.found', '消息不存在', 404);
      message.read = true;
      return context.ok({ ...message });
    }),

    http.delete(anyOrigin('/wps/member/message/v2/:id'), ({ request, params }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const list = inboxOf(session.merchant, session.member.account);
      const index = list.findIndex((m) => String(m.id) === params.id);
      if (index < 0) return context.fail('message.not.found', '消息不存在', 404);
      list.splice(index, 1);
      return context.ok({ unread: list.filter((m) => !m.read).length });
    }),

    http.post(anyOrigin('/__sandbox/inbox'), async ({ request }) => {
      const body = InboxBody.safeParse(await readJsonObject(request));
      if (!body.success)
        return context.fail('request.invalid', body.error.issues[0]?.message ?? 'bad body', 400);
      const merchant = context.merchantOf(request);
      const member = state.findMember(merchant, body.data.account);
      if (!member) return context.fail('account.not.found', `no account ${body.data.account}`, 404);
      const list = inboxOf(merchant, member.account);
      const sendTime = context.now() - body.data.ageDays * DAY_MS;
      for (let i = 0; i < body.data.count; i++)
        list.push({
          id: nextId++,
          title: body.data.title,
          sendTime,
          read: body.data.read,
          content: body.data.content,
        });
      if (body.data.notify) core.push(merchant, member, 'INBOX', { title: body.data.title });
      return context.ok({ unread: list.filter((m) => !m.read).length });
    }),
  ];
}
