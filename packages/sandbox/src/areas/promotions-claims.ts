import { http, HttpResponse } from 'msw';
import { anyOrigin, type SandboxContext } from '../context';

/**
 * The member side of the promotions area (owned by the promotions team), composed into `promotionsArea`:
 * available promotions with raffles, the claim list, promo code enable, raffle status and claim, the reward
 * application (multipart upload), the static promo script and the admin hooks the e2e tests use.
 *
 * Endpoints (docs/endpoints.md, "promotions"; the spec shows none of these paths, they are *chosen*):
 * - `GET /wps/promotion/available` (auth), `GET /wps/promotion/merchant/available`, `GET /wps/promotion/claims` (auth)
 * - `GET /wps/promotion/promo-code/enable`, `POST /wps/promotion/promo-code` (auth, `{ promoCode }`)
 * - `GET /wps/promotion/raffle/status?rafflePromotionId&raffleScheduleId` (auth), `POST /wps/promotion/raffle/claim`
 * - `POST /wps/promotion/apply` (auth, multipart `promotionId`, `remarks`, `pictures`)
 * - `GET /common/promo-ui/index.js`
 * - admin: `PUT /__sandbox/promotions/:merchant`, `GET /__sandbox/promotion-applications`, `POST /__sandbox/raffles`
 */

/** The counts the available-promotion call answers, by promotion type (the site sums some of them). */
type Counts = Record<string, number>;

/** One raffle a member may claim (spec/products.md §3 "Raffle promotion"). */
interface SeedRaffle {
  promotionId: number;
  raffleScheduleId: number;
  /** Start and end, relative to the sandbox clock at reset (ms). */
  startsIn: number;
  endsIn: number;
  prizeName: string;
  amount: string;
}

/** An application received (the e2e tests read these to prove the multipart upload). */
export interface SandboxApplication {
  merchant: string;
  account: string;
  promotionId: number;
  remarks: string;
  pictures: { name: string; type: string; size: number }[];
}

/** Reward application rules (spec/products.md §5, §9). */
const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const IMAGE_MAX_BYTES = 5_242_880;
const IMAGE_MAX_COUNT = 3;
const REMARK_MAX = 140;

const HOUR = 3_600_000;

/** A promo code a merchant hands out: redeeming it claims its promotion (once per account). */
interface SeedPromoCode {
  code: string;
  promotionId: number;
  /** Past its end date: answers `promo.code.expired`. */
  expired?: boolean;
}

/** Promo codes per merchant (case-insensitive). demo: WELCOME18 claims 2003 (LOGIN), SAVE5 claims 2010 (SAVIOR). */
const SEED_PROMO_CODES: Record<string, SeedPromoCode[]> = {
  demo: [
    { code: 'WELCOME18', promotionId: 2003 },
    { code: 'SAVE5', promotionId: 2010 },
    { code: 'SUMMER2025', promotionId: 2004, expired: true },
  ],
  lite: [{ code: 'LITE18', promotionId: 2003 }],
};

/** Promotions a merchant has closed for now (quota reached) although their dates are open: demo's 2012-2014. */
const SEED_CLOSED: Record<string, number[]> = { demo: [2012, 2013, 2014] };

/** Counts per account; unlisted accounts have none. */
const SEED_COUNTS: Record<string, Counts> = {
  player01: {
    MANUAL: 1,
    RAFFLE: 2,
    TICKET: 0,
    REGISTER: 0,
    LOGIN: 1,
    SAVIOR: 1,
    MISSION_MANUAL: 1,
    DEPOSIT: 4,
  },
  agent01: { MANUAL: 2, RAFFLE: 0, TICKET: 1, REGISTER: 0, LOGIN: 0, SAVIOR: 0, MISSION_MANUAL: 0 },
  agent02: { MANUAL: 0, RAFFLE: 0, TICKET: 0, REGISTER: 0, LOGIN: 0, SAVIOR: 0, MISSION_MANUAL: 0 },
};

/** Raffles per account: player01 has one running and one starting in an hour. */
const SEED_RAFFLES: Record<string, SeedRaffle[]> = {
  player01: [
    {
      promotionId: 2015,
      raffleScheduleId: 501,
      startsIn: -HOUR,
      endsIn: 24 * HOUR,
      prizeName: '幸运大抽奖',
      amount: '88.00',
    },
    {
      promotionId: 2015,
      raffleScheduleId: 502,
      startsIn: HOUR,
      endsIn: 25 * HOUR,
      prizeName: '幸运大抽奖',
      amount: '18.00',
    },
  ],
  agent01: [
    {
      promotionId: 2015,
      raffleScheduleId: 401,
      startsIn: -25 * HOUR,
      endsIn: -HOUR,
      prizeName: '幸运大抽奖',
      amount: '8.00',
    },
  ],
};

/** The static promo script of spec/products.md §7: marks the page's promotion widgets as enhanced. */
const PROMO_UI_SCRIPT = `/* promo-ui (sandbox) */
(function () {
  var api = { version: '1.0.0', loadedAt: Date.now() };
  window.WLPromoUI = api;
  document.dispatchEvent(new CustomEvent('wl:promo-ui', { detail: api }));
})();
`;

/** The extra promotions and notices an admin hook added to a merchant (the XSS corpus tests use it). */
export interface PromotionExtras {
  promotions: Record<string, unknown>[];
  notices: { type: 'PL' | 'PU' | 'PR'; id: number; title: string; content: string; execution?: string }[];
}

/** The member-side state and handlers; `extras` are read by the list and notice handlers of `promotionsArea`. */
export function promotionClaims(ctx: SandboxContext) {
  let counts = new Map<string, Counts>();
  let raffles = new Map<string, (SeedRaffle & { startsAt: number; endsAt: number; claimed: boolean })[]>();
  let claims = new Map<string, { promotionId: number; status: string; appliedAt: number }[]>();
  let applications: SandboxApplication[] = [];
  let promoCode = true;
  /** Promo codes redeemed, by merchant:account. */
  let redeemed = new Map<string, Set<string>>();
  /** Closed promotion ids by merchant (the admin hook replaces a merchant's list). */
  let closed = new Map<string, number[]>();
  const extras = new Map<string, PromotionExtras>();
  /** remarkRequired / imageRequired of each promotion id, filled by `promotionsArea` from its seed. */
  const promotionRules = new Map<number, { remarkRequired: string; imageRequired: string }>();
  /** Type and dates of each seeded promotion id, filled by `promotionsArea` (promo codes, merchant available). */
  const promotionFacts = new Map<
    number,
    { promotionType: string; startDate: number; endDate: number | null }
  >();

  const key = (merchant: string, account: string) => `${merchant}:${account}`;
  const rafflesOf = (merchant: string, account: string) => {
    const k = key(merchant, account);
    let list = raffles.get(k);
    if (!list) {
      const now = ctx.now();
      list = (SEED_RAFFLES[account] ?? []).map((r) => ({
        ...r,
        startsAt: now + r.startsIn,
        endsAt: now + r.endsIn,
        claimed: false,
      }));
      raffles.set(k, list);
    }
    return list;
  };
  const countsOf = (merchant: string, account: string) => {
    const k = key(merchant, account);
    let c = counts.get(k);
    if (!c) {
      c = { ...(SEED_COUNTS[account] ?? {}) };
      counts.set(k, c);
    }
    return c;
  };
  const claimsOf = (merchant: string, account: string) => {
    const k = key(merchant, account);
    let list = claims.get(k);
    if (!list) {
      list = [];
      claims.set(k, list);
    }
    return list;
  };

  const reset = () => {
    counts = new Map();
    raffles = new Map();
    claims = new Map();
    applications = [];
    promoCode = true;
    redeemed = new Map();
    closed = new Map();
    extras.clear();
  };

  const handlers = [
    http.get(anyOrigin('/wps/promotion/available'), ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      const merchant = ctx.merchantOf(request);
      const list = rafflesOf(merchant, member.account).filter((r) => !r.claimed && r.endsAt > ctx.now());
      return ctx.ok({
        counts: Object.entries(countsOf(merchant, member.account)).map(([promotionType, count]) => ({
          promotionType,
          count,
        })),
        raffles: list.map((r) => ({ promotionId: r.promotionId, raffleScheduleId: r.raffleScheduleId })),
      });
    }),

    // The promotions of the request's merchant open now: their dates include now and the merchant has not closed
    // them; an admin hook's extra promotions count as open.
    http.get(anyOrigin('/wps/promotion/merchant/available'), ({ request }) => {
      const merchant = ctx.merchantOf(request);
      const shut = closed.get(merchant) ?? SEED_CLOSED[merchant] ?? [];
      const now = ctx.now();
      const seeded = [...promotionFacts]
        .filter(
          ([id, f]) => f.startDate <= now && (f.endDate === null || now < f.endDate) && !shut.includes(id),
        )
        .map(([id]) => id);
      const extra = (extras.get(merchant)?.promotions ?? [])
        .map((p) => p.id)
        .filter((id): id is number => typeof id === 'number');
      return ctx.ok({ promotionIds: [...extra, ...seeded] });
    }),

    http.get(anyOrigin('/wps/promotion/claims'), ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      return ctx.ok(structuredClone(claimsOf(ctx.merchantOf(request), member.account)));
    }),

    http.get(anyOrigin('/wps/promotion/promo-code/enable'), () => ctx.ok({ enabled: promoCode })),

    // Redeem a promo code: its promotion is claimed (PENDING in the claim list) and no longer counted as available.
    http.post(anyOrigin('/wps/promotion/promo-code'), async ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      if (member.type === 4) return ctx.fail('promo.code.real.account', '请使用真实账号');
      if (!promoCode) return ctx.fail('promo.code.disabled', '优惠码未开放');
      const body = (await request.json().catch(() => null)) as { promoCode?: unknown } | null;
      const code = typeof body?.promoCode === 'string' ? body.promoCode.trim().toUpperCase() : '';
      if (!code) return ctx.fail('promo.code.required', '请输入优惠码');
      const merchant = ctx.merchantOf(request);
      const seed = (SEED_PROMO_CODES[merchant] ?? []).find((c) => c.code === code);
      if (!seed) return ctx.fail('promo.code.invalid', '优惠码无效');
      if (seed.expired) return ctx.fail('promo.code.expired', '优惠码已过期');
      const k = key(merchant, member.account);
      const used = redeemed.get(k) ?? new Set<string>();
      if (used.has(code)) return ctx.fail('promo.code.used', '优惠码已使用');
      used.add(code);
      redeemed.set(k, used);
      const list = claimsOf(merchant, member.account);
      const index = list.findIndex((c) => c.promotionId === seed.promotionId);
      if (index >= 0) list.splice(index, 1);
      list.push({ promotionId: seed.promotionId, status: 'PENDING', appliedAt: ctx.now() });
      const type = promotionFacts.get(seed.promotionId)?.promotionType;
      const counts = countsOf(merchant, member.account);
      const left = type ? (counts[type] ?? 0) : 0;
      if (type && left > 0) counts[type] = left - 1;
      return ctx.ok({ promotionId: seed.promotionId, status: 'PENDING' });
    }),

    http.get(anyOrigin('/wps/promotion/raffle/status'), ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      const query = new URL(request.url).searchParams;
      const promotionId = Number(query.get('rafflePromotionId'));
      const scheduleId = Number(query.get('raffleScheduleId'));
      const raffle = rafflesOf(ctx.merchantOf(request), member.account).find(
        (r) => r.promotionId === promotionId && r.raffleScheduleId === scheduleId,
      );
      if (!raffle) return ctx.fail('raffle.not.found', '抽奖不存在');
      const now = ctx.now();
      const hasStarted = now >= raffle.startsAt;
      return ctx.ok({
        isClaimed: raffle.claimed,
        hasStarted,
        hasEnded: now >= raffle.endsAt,
        // Before the start: when it starts; after: when it ends.
        due: hasStarted ? raffle.endsAt : raffle.startsAt,
        time: now,
      });
    }),

    http.post(anyOrigin('/wps/promotion/raffle/claim'), async ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      const body = (await request.json().catch(() => null)) as {
        promotionId?: unknown;
        raffleScheduleId?: unknown;
      } | null;
      const raffle = rafflesOf(ctx.merchantOf(request), member.account).find(
        (r) => r.promotionId === body?.promotionId && r.raffleScheduleId === body?.raffleScheduleId,
      );
      if (!raffle) return ctx.fail('raffle.not.found', '抽奖不存在');
      const now = ctx.now();
      if (raffle.claimed) return ctx.fail('raffle.claimed', '奖品已领取');
      if (now < raffle.startsAt) return ctx.fail('raffle.not.started', '抽奖尚未开始');
      if (now >= raffle.endsAt) return ctx.fail('raffle.ended', '抽奖已结束');
      raffle.claimed = true;
      return ctx.ok({ prizeName: raffle.prizeName, amount: raffle.amount });
    }),

    http.post(anyOrigin('/wps/promotion/apply'), async ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
        return ctx.fail('request.invalid', 'a multipart form body is expected', 400);
      }
      const form = await request.formData();
      const promotionId = Number(form.get('promotionId'));
      const remarks = String(form.get('remarks') ?? '').trim();
      const pictures = form.getAll('pictures').filter((v): v is File => typeof v !== 'string');
      const promotion = promotionRules.get(promotionId);
      if (!promotion) return ctx.fail('promotion.not.found', '活动不存在');
      if (promotion.remarkRequired === 'Y' && !remarks)
        return ctx.fail('apply.remark.required', '请填写备注');
      if (remarks.length > REMARK_MAX) return ctx.fail('apply.remark.too.long', '备注最多 140 字');
      if (promotion.imageRequired === 'Y' && pictures.length === 0)
        return ctx.fail('apply.image.required', '请上传图片');
      if (pictures.length > IMAGE_MAX_COUNT) return ctx.fail('apply.image.too.many', '最多上传 3 张图片');
      if (pictures.some((p) => !IMAGE_TYPES.includes(p.type) || p.size > IMAGE_MAX_BYTES)) {
        return ctx.fail('apply.image.invalid', '图片须为不超过 5MB 的 jpg、jpeg 或 png');
      }
      const merchant = ctx.merchantOf(request);
      const list = claimsOf(merchant, member.account);
      if (list.some((c) => c.promotionId === promotionId && c.status === 'PENDING')) {
        return ctx.fail('apply.pending', '申请审核中');
      }
      list.push({ promotionId, status: 'PENDING', appliedAt: ctx.now() });
      applications.push({
        merchant,
        account: member.account,
        promotionId,
        remarks,
        pictures: pictures.map((p) => ({ name: p.name, type: p.type, size: p.size })),
      });
      return ctx.ok({ promotionId, status: 'PENDING' });
    }),

    http.get(
      anyOrigin('/common/promo-ui/index.js'),
      () =>
        new HttpResponse(PROMO_UI_SCRIPT, {
          headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
        }),
    ),

    // Admin: extra promotions and notices for one merchant until the next reset (the XSS corpus).
    http.put(anyOrigin('/__sandbox/promotions/:merchant'), async ({ request, params }) => {
      const body = (await request.json().catch(() => null)) as Partial<PromotionExtras> | null;
      if (
        !body ||
        (body.promotions && !Array.isArray(body.promotions)) ||
        (body.notices && !Array.isArray(body.notices))
      )
        return ctx.fail('request.invalid', 'promotions and notices must be arrays', 400);
      const value = { promotions: body.promotions ?? [], notices: body.notices ?? [] };
      extras.set(String(params.merchant), value);
      return ctx.ok(value);
    }),

    http.get(anyOrigin('/__sandbox/promotion-applications'), ({ request }) =>
      ctx.ok(applications.filter((a) => a.merchant === ctx.merchantOf(request))),
    ),

    // Admin: the promo code switch, available counts of an account, the merchant's closed promotions.
    http.post(anyOrigin('/__sandbox/promotion-state'), async ({ request }) => {
      const body = (await request.json().catch(() => null)) as {
        promoCode?: boolean;
        account?: string;
        counts?: Counts;
        closedPromotionIds?: number[];
      } | null;
      if (!body) return ctx.fail('request.invalid', 'a JSON body is expected', 400);
      if (typeof body.promoCode === 'boolean') promoCode = body.promoCode;
      if (Array.isArray(body.closedPromotionIds))
        closed.set(
          ctx.merchantOf(request),
          body.closedPromotionIds.filter((id) => typeof id === 'number'),
        );
      if (body.account && body.counts)
        Object.assign(countsOf(ctx.merchantOf(request), body.account), body.counts);
      return ctx.ok({ promoCode });
    }),
  ];

  return { handlers, reset, extras, promotionRules, promotionFacts };
}
