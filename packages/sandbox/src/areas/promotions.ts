import { http } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';
import { findSeededGame } from './games-lobby';
import { promotionClaims } from './promotions-claims';

/**
 * The promotions area of the sandbox (owned by the promotions team): home banners, notices, promotion categories
 * and promotions, seeded deterministically. Texts follow the request's Language header: Chinese for CN and TW,
 * English for every other language.
 *
 * Endpoints (docs/endpoints.md, "promotions"):
 * - `GET /wps/notice?types=B,PL,PU[,PR]&groupName=w_home|w_promotion&execution=B&platform=W`
 * - `GET /wps/promotion/categories`
 * - `GET /wps/promotion/list?categoryId=`
 */

/** A text in the two languages the seed carries. */
interface Bilingual {
  zh: string;
  en: string;
}

interface SeedBanner {
  bannerId: number;
  url: string;
  groupName: string;
  linkage: string;
  linkageType: 'URL' | 'P';
  roomId: string | null;
  nodeId: string | null;
  vendor: string | null;
}

interface SeedNotice {
  id: number;
  /** B banner (carried separately), PL player notice, PU popup, PR promotion notice. */
  type: 'PL' | 'PU' | 'PR';
  groupName: string;
  title: Bilingual;
  content: Bilingual;
  startDate: number;
  /** Popup notices: A (every session) or F (first visit) pop up on the site, once per session; B does not. */
  execution?: 'A' | 'F' | 'B';
}

interface SeedCategory {
  id: number;
  name: Bilingual;
}

interface SeedPromotion {
  id: number;
  title: Bilingual;
  content: Bilingual;
  startDate: number;
  endDate: number | null;
  promotionType: string;
  redirect: string | null;
  externalLink: string | null;
  image: string;
  categoryIds: number[];
  remarkRequired: 'Y' | 'N';
  imageRequired: 'Y' | 'N';
}

/** Fixed dates keep the seed deterministic (UTC+8 midnight, the platform's business day). */
const day = (y: number, m: number, d: number, h = 0): number => Date.UTC(y, m - 1, d, h - 8);

/** The game of the live-casino banner (the games-lobby catalogue's first EVO table). */
const LIVE_BANNER_GAME = findSeededGame('EVO-01');

const BANNERS: SeedBanner[] = [
  {
    bannerId: 101,
    url: '/wps/res/img/banner/welcome-bonus.svg',
    groupName: 'w_home',
    linkage: '/promotions#2001',
    linkageType: 'P',
    roomId: null,
    nodeId: null,
    vendor: null,
  },
  {
    bannerId: 102,
    url: '/wps/res/img/banner/lottery-jackpot.svg',
    groupName: 'w_home',
    linkage: '/lottery',
    linkageType: 'P',
    roomId: null,
    nodeId: null,
    vendor: null,
  },
  {
    bannerId: 103,
    url: '/wps/res/img/banner/live-casino.svg',
    groupName: 'w_home',
    // A game banner (linkageType P with a game): the site launches EVO's first table; `linkage` is the live lobby.
    linkage: '/live',
    linkageType: 'P',
    roomId: LIVE_BANNER_GAME?.roomId ?? null,
    nodeId: LIVE_BANNER_GAME?.nodeId ?? null,
    vendor: LIVE_BANNER_GAME?.vassalage ?? null,
  },
  {
    bannerId: 104,
    url: '/wps/res/img/banner/sports-cup.svg',
    groupName: 'w_home',
    linkage: 'https://www.example.com/world-cup-2026',
    linkageType: 'URL',
    roomId: null,
    nodeId: null,
    vendor: null,
  },
  {
    bannerId: 201,
    url: '/wps/res/img/banner/promotion-season.svg',
    groupName: 'w_promotion',
    linkage: '/promotions#2004',
    linkageType: 'P',
    roomId: null,
    nodeId: null,
    vendor: null,
  },
];

/** Player notices: 23 of them so the news page has three pages of 10. */
const PLAYER_NOTICE_TOPICS: { title: Bilingual; body: Bilingual }[] = [
  {
    title: { zh: '系统维护公告', en: 'Scheduled system maintenance' },
    body: {
      zh: '为提供更优质的服务，本平台将于凌晨 02:00 至 04:00 进行系统维护，期间部分游戏暂停服务，敬请谅解。',
      en: 'To serve you better the platform will be under maintenance from 02:00 to 04:00; some games are unavailable during that time.',
    },
  },
  {
    title: { zh: '新增存款渠道上线', en: 'New deposit channel available' },
    body: {
      zh: '即日起支持 USDT（TRC20）存款，到账快速，单笔最低 10 USDT。',
      en: 'USDT (TRC20) deposits are now supported: fast crediting, minimum 10 USDT per deposit.',
    },
  },
  {
    title: { zh: '防诈骗提醒', en: 'Beware of scams' },
    body: {
      zh: '本平台客服不会索取您的登录密码或资金密码，请勿向任何人透露账户信息。',
      en: 'Our support staff will never ask for your login or payment password. Never share your account details.',
    },
  },
  {
    title: { zh: '彩票开奖时间调整', en: 'Lottery draw times adjusted' },
    body: {
      zh: '部分彩种开奖时间将根据官方安排调整，详情请查看彩票大厅。',
      en: 'Draw times of some lotteries follow the official schedule change; see the lottery lobby for details.',
    },
  },
  {
    title: { zh: '真人视讯新桌开放', en: 'New live casino tables' },
    body: {
      zh: '百家乐、龙虎新桌已开放，限红更灵活，欢迎体验。',
      en: 'New baccarat and dragon-tiger tables are open with more flexible table limits.',
    },
  },
  {
    title: { zh: '体育赛事直播升级', en: 'Sports streaming upgraded' },
    body: {
      zh: '体育赛事直播画质全面升级，支持高清与低延迟模式。',
      en: 'Sports streams now offer HD and a low-latency mode.',
    },
  },
  {
    title: { zh: '手机 APP 新版本发布', en: 'New mobile app version' },
    body: {
      zh: 'APP 新版本已发布，优化了登录速度与稳定性，请前往下载页面更新。',
      en: 'A new app version improves login speed and stability. Update it from the download page.',
    },
  },
  {
    title: { zh: '积分商城上新', en: 'New rewards in the points mall' },
    body: {
      zh: '积分商城新增多款数码产品与礼品卡，快来兑换吧。',
      en: 'The points mall has new electronics and gift cards. Redeem your points now.',
    },
  },
];

const PLAYER_NOTICES: SeedNotice[] = Array.from({ length: 23 }, (_, i) => {
  const topic = PLAYER_NOTICE_TOPICS[i % PLAYER_NOTICE_TOPICS.length]!;
  const round = Math.floor(i / PLAYER_NOTICE_TOPICS.length);
  const suffix: Bilingual =
    round === 0 ? { zh: '', en: '' } : { zh: `（第${round + 1}期）`, en: ` (part ${round + 1})` };
  return {
    id: 3001 + i,
    type: 'PL' as const,
    groupName: 'w_promotion',
    title: { zh: topic.title.zh + suffix.zh, en: topic.title.en + suffix.en },
    content: { zh: `<p>${topic.body.zh}</p>`, en: `<p>${topic.body.en}</p>` },
    // Newest first: one notice every two days going back from 20 Nov 2026.
    startDate: day(2026, 11, 20, 10) - i * 2 * 86_400_000,
  };
});

const OTHER_NOTICES: SeedNotice[] = [
  {
    id: 3101,
    type: 'PU',
    groupName: 'w_home',
    title: { zh: '欢迎来到本平台', en: 'Welcome aboard' },
    content: {
      zh: '<p>新会员首存即享 <strong>100%</strong> 奖励，详情见优惠活动页面。</p>',
      en: '<p>New members get a <strong>100%</strong> first deposit bonus. See the promotions page.</p>',
    },
    startDate: day(2026, 11, 1),
    // B: not a popup on the site. A and F popups (once per session) come from PUT /__sandbox/promotions/:merchant,
    // so the home page of other tests is never covered by a dialog.
    execution: 'B',
  },
  {
    id: 3201,
    type: 'PR',
    groupName: 'w_promotion',
    title: { zh: '双十二狂欢预告', en: 'Double-twelve festival preview' },
    content: {
      zh: '<p>12 月 12 日全天存款加赠 12%，敬请期待。</p>',
      en: '<p>On 12 December every deposit gets 12% extra. Stay tuned.</p>',
    },
    startDate: day(2026, 11, 18),
  },
];

const CATEGORIES: SeedCategory[] = [
  { id: 1, name: { zh: '新人专享', en: 'Newcomers' } },
  { id: 2, name: { zh: '存款优惠', en: 'Deposit bonuses' } },
  { id: 3, name: { zh: '返水与 VIP', en: 'Rebates & VIP' } },
];

const terms = (zh: string[], en: string[]): Bilingual => ({
  zh: `<h3>活动规则</h3><ol>${zh.map((x) => `<li>${x}</li>`).join('')}</ol>`,
  en: `<h3>Rules</h3><ol>${en.map((x) => `<li>${x}</li>`).join('')}</ol>`,
});

const PROMOTIONS: SeedPromotion[] = [
  {
    id: 2001,
    title: { zh: '新会员首存 100% 奖励', en: '100% first deposit bonus' },
    content: terms(
      [
        '活动期间首次存款即可获得 100% 奖励，最高 888 元。',
        '奖励需完成 10 倍流水方可提款。',
        '每位会员仅限参加一次。',
      ],
      [
        'Your first deposit is matched 100%, up to 888.',
        'The bonus must be wagered 10 times before withdrawal.',
        'One bonus per member.',
      ],
    ),
    startDate: day(2026, 11, 1),
    endDate: day(2027, 1, 31),
    promotionType: 'FIRST_DEPOSIT',
    redirect: 'DEPOSIT',
    externalLink: null,
    image: 'promo-first-deposit',
    categoryIds: [1, 2],
    remarkRequired: 'N',
    imageRequired: 'N',
  },
  {
    id: 2002,
    title: { zh: '注册即送 38 元体验金', en: 'Sign up and get 38 free credit' },
    content: terms(
      ['完成注册并绑定手机号即可领取 38 元体验金。', '体验金有效期 7 天。'],
      [
        'Register and verify your phone number to receive 38 free credit.',
        'Free credit expires after 7 days.',
      ],
    ),
    startDate: day(2026, 10, 15),
    endDate: null,
    promotionType: 'REGISTER',
    redirect: 'REGISTER',
    externalLink: null,
    image: 'promo-register',
    categoryIds: [1],
    remarkRequired: 'N',
    imageRequired: 'N',
  },
  {
    id: 2003,
    title: { zh: '下载 APP 登录送彩金', en: 'Log in on the app for a bonus' },
    content: terms(
      ['首次通过手机 APP 登录即可获得 18 元彩金。', '彩金 3 倍流水即可提款。'],
      [
        'Log in on the mobile app for the first time and get an 18 bonus.',
        'Wager the bonus 3 times to withdraw.',
      ],
    ),
    startDate: day(2026, 9, 3),
    endDate: null,
    promotionType: 'LOGIN',
    redirect: 'APP_DOWNLOAD',
    externalLink: null,
    image: 'promo-app',
    categoryIds: [1],
    remarkRequired: 'N',
    imageRequired: 'N',
  },
  {
    id: 2004,
    title: { zh: '每日存款加赠 10%', en: 'Daily 10% deposit bonus' },
    content: terms(
      ['每日首笔存款满 100 元即加赠 10%，最高 1,888 元。', '奖励 5 倍流水即可提款。'],
      [
        'Your first deposit of 100 or more each day gets 10% extra, up to 1,888.',
        'Wager the bonus 5 times to withdraw.',
      ],
    ),
    startDate: day(2026, 11, 5),
    endDate: day(2026, 12, 31),
    promotionType: 'DEPOSIT',
    redirect: 'DEPOSIT',
    externalLink: null,
    image: 'promo-daily-deposit',
    categoryIds: [2],
    remarkRequired: 'N',
    imageRequired: 'N',
  },
  {
    id: 2005,
    title: { zh: '周末续存奖励', en: 'Weekend reload bonus' },
    content: terms(
      ['周六、周日第二笔存款加赠 15%。', '申请时请上传存款截图并填写备注。'],
      [
        'Your second deposit on Saturday or Sunday gets 15% extra.',
        'Upload a deposit screenshot and add a remark when you apply.',
      ],
    ),
    startDate: day(2026, 10, 24),
    endDate: day(2027, 3, 31),
    promotionType: 'SECOND_DEPOSIT',
    redirect: 'REDIRECT_URL',
    externalLink: 'https://www.example.com/weekend-reload',
    image: 'promo-weekend',
    categoryIds: [2],
    remarkRequired: 'Y',
    imageRequired: 'Y',
  },
  {
    id: 2006,
    title: { zh: '无上限天天返水', en: 'Unlimited daily rebate' },
    content: terms(
      ['真人、电子、体育有效投注每日返水最高 1.2%。', '返水每日 12:00 前自动派发至奖励中心。'],
      [
        'Up to 1.2% rebate on valid live, slot and sports bets every day.',
        'Rebates are credited to the reward centre before 12:00 daily.',
      ],
    ),
    startDate: day(2026, 8, 1),
    endDate: null,
    promotionType: 'DEPOSIT_BET_BONUS',
    redirect: 'REWARD_CENTER',
    externalLink: null,
    image: 'promo-rebate',
    categoryIds: [3],
    remarkRequired: 'N',
    imageRequired: 'N',
  },
  {
    id: 2007,
    title: { zh: 'VIP 晋级礼金', en: 'VIP upgrade bonus' },
    // Server HTML is not trusted: the script and the onerror handler below must never run (the remote sanitises).
    content: {
      zh:
        '<h3>晋级即送礼金</h3><p>每晋升一级即可获得对应礼金，最高 <strong>88,888</strong> 元。</p>' +
        '<table><tr><th>等级</th><th>礼金</th></tr><tr><td>VIP1</td><td>18</td></tr><tr><td>VIP5</td><td>888</td></tr></table>' +
        '<img src="/wps/res/img/banner/vip-missing.svg" onerror="window.__promoHacked = true" alt="VIP">' +
        '<script>window.__promoHacked = true</script>' +
        '<p><a href="https://www.example.com/vip">VIP 详情</a></p>',
      en:
        '<h3>A bonus for every level</h3><p>Each VIP upgrade pays a bonus, up to <strong>88,888</strong>.</p>' +
        '<table><tr><th>Level</th><th>Bonus</th></tr><tr><td>VIP1</td><td>18</td></tr><tr><td>VIP5</td><td>888</td></tr></table>' +
        '<img src="/wps/res/img/banner/vip-missing.svg" onerror="window.__promoHacked = true" alt="VIP">' +
        '<script>window.__promoHacked = true</script>' +
        '<p><a href="https://www.example.com/vip">VIP details</a></p>',
    },
    startDate: day(2026, 7, 12),
    endDate: null,
    promotionType: 'UPGRADE_BONUS',
    redirect: 'MEMBER',
    externalLink: null,
    image: 'promo-vip',
    categoryIds: [3],
    remarkRequired: 'N',
    imageRequired: 'N',
  },
  {
    id: 2008,
    title: { zh: '积分兑好礼', en: 'Redeem points for rewards' },
    content: terms(
      ['每有效投注 100 元累积 1 积分。', '积分可在积分商城兑换数码产品、礼品卡等。'],
      [
        'Every 100 of valid bets earns 1 point.',
        'Redeem points for electronics, gift cards and more in the points mall.',
      ],
    ),
    startDate: day(2026, 6, 30),
    endDate: null,
    promotionType: 'MISSION',
    redirect: 'POINT_MARKET',
    externalLink: null,
    image: 'promo-points',
    categoryIds: [3],
    remarkRequired: 'N',
    imageRequired: 'N',
  },

  {
    id: 2009,
    title: { zh: '邀请好友赚佣金', en: 'Invite friends, earn commission' },
    content: terms(
      ['好友通过您的邀请链接注册并存款，您可获得 5% 佣金。', '仅限普通会员参加。'],
      ['Earn 5% when a friend registers with your link and deposits.', 'Members only (not agents).'],
    ),
    startDate: day(2026, 11, 10),
    endDate: null,
    promotionType: 'REFERRAL',
    redirect: 'INVITE_FRIENDS',
    externalLink: null,
    image: 'promo-register',
    categoryIds: [1],
    remarkRequired: 'N',
    imageRequired: 'N',
  },
  {
    id: 2010,
    title: { zh: '亏损救援金', en: 'Loss rescue bonus' },
    content: terms(
      ['当日净亏损满 500 元可申请 5% 救援金。', '申请时请在备注中填写游戏账号。'],
      ['A net daily loss of 500 or more gets a 5% rescue bonus.', 'Write your game account in the remark.'],
    ),
    startDate: day(2026, 11, 8),
    endDate: null,
    promotionType: 'SAVIOR',
    redirect: 'MISSION',
    externalLink: null,
    image: 'promo-rebate',
    categoryIds: [3],
    remarkRequired: 'Y',
    imageRequired: 'N',
  },
  {
    id: 2011,
    title: { zh: '累计存款次数奖励', en: 'Deposit count reward' },
    content: terms(
      ['当月存款满 10 次即可申请 58 元奖励。', '申请时请上传存款记录截图。'],
      ['Ten deposits in a month earn 58.', 'Upload a screenshot of your deposit records.'],
    ),
    startDate: day(2026, 11, 3),
    endDate: null,
    promotionType: 'DEPOSIT_COUNT',
    redirect: null,
    externalLink: null,
    image: 'promo-daily-deposit',
    categoryIds: [2],
    remarkRequired: 'N',
    imageRequired: 'Y',
  },
  ...(['THIRD_DEPOSIT', 'FOURTH_DEPOSIT', 'FIFTH_DEPOSIT'] as const).map((type, i) => ({
    id: 2012 + i,
    title: {
      zh: `第${['三', '四', '五'][i]}笔存款奖励`,
      en: `${['Third', 'Fourth', 'Fifth'][i]} deposit bonus`,
    },
    content: terms(
      [`第${['三', '四', '五'][i]}笔存款加赠 ${10 - i * 2}%。`],
      [`${10 - i * 2}% extra on deposit ${i + 3}.`],
    ),
    startDate: day(2026, 10, 20 - i),
    endDate: null,
    promotionType: type,
    redirect: 'DEPOSIT',
    externalLink: null,
    image: 'promo-first-deposit',
    categoryIds: [2],
    remarkRequired: 'N' as const,
    imageRequired: 'N' as const,
  })),
  {
    id: 2015,
    title: { zh: '幸运大抽奖', en: 'Lucky raffle' },
    content: terms(
      ['活动期间每日可参加一次抽奖，奖品直接派发至奖励中心。'],
      ['Draw once a day; prizes go straight to your reward centre.'],
    ),
    startDate: day(2026, 6, 1),
    endDate: null,
    promotionType: 'LOGIN',
    redirect: 'REWARD_CENTER',
    externalLink: null,
    image: 'promo-points',
    categoryIds: [3],
    remarkRequired: 'N',
    imageRequired: 'N',
  },
];

/** Chinese for the Chinese languages, English otherwise. */
function pick(text: Bilingual, request: Request): string {
  const language = (request.headers.get('Language') ?? 'CN').toUpperCase();
  return language === 'CN' || language === 'TW' ? text.zh : text.en;
}

function toPromotion(p: SeedPromotion, request: Request) {
  return {
    id: p.id,
    title: pick(p.title, request),
    content: pick(p.content, request),
    startDate: p.startDate,
    startDateStr: new Date(p.startDate + 8 * 3_600_000).toISOString().slice(0, 10),
    endDate: p.endDate,
    promotionType: p.promotionType,
    redirect: p.redirect,
    externalLink: p.externalLink,
    announcementImages: [{ imageId: p.id * 10 + 1, url: `/wps/res/img/banner/${p.image}.svg` }],
    promoAnnouncementCategoryIds: p.categoryIds,
    remarkRequired: p.remarkRequired,
    imageRequired: p.imageRequired,
  };
}

/** Default banner/notice types (spec §7); `PR` is added for the w_promotion group. */
const DEFAULT_TYPES = ['B', 'PL', 'PU'];

export const promotionsArea: SandboxAreaFactory = (ctx) => {
  let banners: SeedBanner[] = [];
  let notices: SeedNotice[] = [];
  let categories: SeedCategory[] = [];
  let promotions: SeedPromotion[] = [];

  const member = promotionClaims(ctx);
  for (const p of PROMOTIONS) {
    member.promotionRules.set(p.id, { remarkRequired: p.remarkRequired, imageRequired: p.imageRequired });
    member.promotionFacts.set(p.id, {
      promotionType: p.promotionType,
      startDate: p.startDate,
      endDate: p.endDate,
    });
  }

  const reset = () => {
    member.reset();
    banners = structuredClone(BANNERS);
    notices = structuredClone([...PLAYER_NOTICES, ...OTHER_NOTICES]);
    categories = structuredClone(CATEGORIES);
    promotions = structuredClone(PROMOTIONS);
  };
  reset();

  const handlers = [
    http.get(anyOrigin('/wps/notice'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const groupName = query.get('groupName') || 'w_home';
      const typesParam = query.get('types');
      const types = typesParam ? typesParam.split(',').map((t) => t.trim().toUpperCase()) : DEFAULT_TYPES;
      const notice = (type: SeedNotice['type']) =>
        types.includes(type)
          ? notices
              // Player notices are site-wide; popups and promotion notices belong to their group.
              .filter((n) => n.type === type && (type === 'PL' || n.groupName === groupName))
              .sort((a, b) => b.startDate - a.startDate)
              .map(
                (
                  n,
                ): { id: number; title: string; content: string; startDate: number; execution?: string } => ({
                  id: n.id,
                  title: pick(n.title, request),
                  content: pick(n.content, request),
                  startDate: n.startDate,
                  ...(n.type === 'PU' ? { execution: n.execution ?? 'B' } : {}),
                }),
              )
              .concat(
                // An admin hook's extra notices of this merchant (the XSS corpus), first.
                (member.extras.get(ctx.merchantOf(request))?.notices ?? [])
                  .filter((n) => n.type === type)
                  .map((n) => ({
                    id: n.id,
                    title: n.title,
                    content: n.content,
                    startDate: ctx.now(),
                    ...(n.type === 'PU' ? { execution: n.execution ?? 'A' } : {}),
                  })),
              )
              .sort((a, b) => b.startDate - a.startDate)
          : [];
      return ctx.ok({
        banners: types.includes('B') ? banners.filter((b) => b.groupName === groupName) : [],
        player: notice('PL'),
        popup: notice('PU'),
        promotion: notice('PR'),
      });
    }),

    http.get(anyOrigin('/wps/promotion/categories'), ({ request }) =>
      ctx.ok(categories.map((c) => ({ id: c.id, name: pick(c.name, request) }))),
    ),

    http.get(anyOrigin('/wps/promotion/list'), ({ request }) => {
      const categoryId = Number(new URL(request.url).searchParams.get('categoryId') || NaN);
      const list = Number.isFinite(categoryId)
        ? promotions.filter((p) => p.categoryIds.includes(categoryId))
        : promotions;
      const extra = member.extras.get(ctx.merchantOf(request))?.promotions ?? [];
      return ctx.ok([
        ...extra,
        ...[...list].sort((a, b) => b.startDate - a.startDate).map((p) => toPromotion(p, request)),
      ]);
    }),
    ...member.handlers,
  ];

  return { handlers, reset };
};
