import { http, HttpResponse } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { encodePng } from '../core/png';
import type { MerchantConfig } from '../data/merchants';
import { CAPTCHA_INVALID, captchaKind, captchaPasses } from './captcha-check';

/**
 * The site pages of docs/endpoints.md "Site pages": the help centre, the download setting and the app resources, the
 * line speed test's addresses and test image, and feedback (with an admin read of what was sent).
 */

/** One help-centre item (spec/products.md §3: tag, title, content, bgColor, children). */
export interface HelpItem {
  tag: string;
  title: string;
  content: string;
  bgColor: string | null;
  children: HelpItem[];
}

type Localized = { CN: string; EN: string };

interface HelpSeed {
  tag: string;
  title: Localized;
  content: Localized;
  bgColor?: string;
  children?: HelpSeed[];
}

/**
 * The seeded help tree: a section on a light background with a link inside (#f5f7fa), nested children (three levels),
 * a tag that needs URL encoding (责任博彩), and a section whose HTML carries a script, an `onerror` handler and a `javascript:` link, which the site must never run.
 */
const HELP_SEED: HelpSeed[] = [
  {
    tag: 'about',
    title: { CN: '关于我们', EN: 'About us' },
    content: {
      CN: '<h3>关于我们</h3><p>我们为玩家提供安全、公平的娱乐体验。<a href="#deposit">如何存款</a></p>',
      EN: '<h3>About us</h3><p>We offer players a safe and fair experience. <a href="#deposit">How to deposit</a></p>',
    },
    bgColor: '#f5f7fa',
  },
  {
    tag: 'deposit',
    title: { CN: '存款帮助', EN: 'Deposits' },
    content: {
      CN: '<p>选择左侧的存款方式查看步骤。</p>',
      EN: '<p>Pick a deposit method on the left to see the steps.</p>',
    },
    children: [
      {
        tag: 'deposit-bank',
        title: { CN: '银行转账', EN: 'Bank transfer' },
        content: {
          CN: '<ol><li>登录会员中心</li><li>选择银行转账</li><li>填写金额并提交</li></ol>',
          EN: '<ol><li>Log in to the member centre</li><li>Choose bank transfer</li><li>Enter the amount and submit</li></ol>',
        },
      },
      {
        tag: 'deposit-wallet',
        title: { CN: '电子钱包', EN: 'E-wallet' },
        content: {
          CN: '<p>电子钱包存款即时到账。</p>',
          EN: '<p>E-wallet deposits arrive at once.</p>',
        },
      },
    ],
  },
  {
    tag: 'faq',
    title: { CN: '常见问题', EN: 'FAQ' },
    content: { CN: '', EN: '' },
    children: [
      {
        tag: 'faq-account',
        title: { CN: '账户问题', EN: 'Account' },
        content: { CN: '<p>账户相关的常见问题。</p>', EN: '<p>Common questions about your account.</p>' },
        children: [
          {
            tag: 'faq-password',
            title: { CN: '忘记密码', EN: 'Forgotten password' },
            content: {
              CN: '<p>在登录页点击“忘记密码”，按提示找回。</p>',
              EN: '<p>Click “Forgot password” on the login page and follow the steps.</p>',
            },
          },
        ],
      },
    ],
  },
  {
    tag: '责任博彩',
    title: { CN: '责任博彩', EN: 'Responsible gaming' },
    content: {
      CN:
        '<p id="help-responsible">请理性娱乐，未满18岁禁止参与。</p>' +
        '<script>window.__helpXss = "script"</script>' +
        '<img src="x-missing.png" alt="" onerror="window.__helpXss = \'onerror\'">' +
        '<a href="javascript:window.__helpXss=\'link\'">危险链接</a>',
      EN:
        '<p id="help-responsible">Play responsibly; no one under 18 may take part.</p>' +
        '<script>window.__helpXss = "script"</script>' +
        '<img src="x-missing.png" alt="" onerror="window.__helpXss = \'onerror\'">' +
        '<a href="javascript:window.__helpXss=\'link\'">Dangerous link</a>',
    },
  },
];

/**
 * The help tree in a language (CN and EN are seeded; every other language reads the default, CN), with a merchant's
 * patched background colours (`colors`: tag → colour or null) over the seeded ones.
 */
export function helpTree(lang: string, colors: Record<string, string | null> = {}): HelpItem[] {
  const pick = (text: Localized) => (lang.toUpperCase() === 'EN' ? text.EN : text.CN);
  const build = (seed: HelpSeed): HelpItem => ({
    tag: seed.tag,
    title: pick(seed.title),
    content: pick(seed.content),
    bgColor: seed.tag in colors ? (colors[seed.tag] ?? null) : (seed.bgColor ?? null),
    children: (seed.children ?? []).map(build),
  });
  return HELP_SEED.map(build);
}

/** Languages the download texts are written in (the site's six). */
type Lang = 'CN' | 'TW' | 'TH' | 'JA' | 'EN' | 'VI';

/** The download setting (spec/shell.md §3: texts with a code and a text per language). */
export const DOWNLOAD_SETTING: { code: string; text: Record<Lang, string> }[] = [
  {
    code: 'download_title',
    text: {
      CN: '下载官方应用',
      TW: '下載官方應用',
      TH: 'ดาวน์โหลดแอปอย่างเป็นทางการ',
      JA: '公式アプリをダウンロード',
      EN: 'Get the official app',
      VI: 'Tải ứng dụng chính thức',
    },
  },
  {
    code: 'app_desc',
    text: {
      CN: '随时随地，畅玩全部游戏。',
      TW: '隨時隨地，暢玩全部遊戲。',
      TH: 'เล่นทุกเกมได้ทุกที่ทุกเวลา',
      JA: 'いつでもどこでも、すべてのゲームを。',
      EN: 'Every game, anywhere, any time.',
      VI: 'Mọi trò chơi, mọi lúc, mọi nơi.',
    },
  },
  {
    code: 'bottom_app_desc',
    text: {
      CN: 'iOS 安装后请在设置中信任企业证书。',
      TW: 'iOS 安裝後請在設定中信任企業憑證。',
      TH: 'หลังติดตั้งบน iOS โปรดเชื่อถือใบรับรองในการตั้งค่า',
      JA: 'iOS ではインストール後、設定で証明書を信頼してください。',
      EN: 'On iOS, trust the enterprise profile in Settings after installing.',
      VI: 'Trên iOS, hãy tin cậy hồ sơ doanh nghiệp trong Cài đặt sau khi cài.',
    },
  },
];

/**
 * The speed test's candidates are served by the sandbox itself, on several loopback host names of its own port
 * (browsers resolve `*.localhost` to the loopback): the host name's first label decides how `/res/logo.png` answers.
 */
export const SPEED_HOSTS = {
  /** The image, at once. */
  fast: ['127.0.0.1', 'line2.localhost'],
  /** The image after {@link SLOW_LINE_DELAY_MS}. */
  slow: 'slow.localhost',
  /** HTTP 404: the site still times the error (spec/shell.md §4). */
  noLogo: 'nologo.localhost',
  /** Never answers (until the client gives up): unreachable. */
  down: 'down.localhost',
} as const;

/** How long the slow line takes to answer its image (above the 150 ms "normal" bound). */
export const SLOW_LINE_DELAY_MS = 400;
/** How long the down line holds a request before it drops it (the site gives up after 10 s). */
export const DOWN_LINE_HOLD_MS = 60_000;

/**
 * The sandbox's port as the browser reaches it: PORT of the node server (deploy/bin/serve.mjs sets it), else the
 * request's own port (tests call the handlers directly).
 */
function sandboxPort(request: Request): string {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.PORT ?? new URL(request.url).port ?? '';
}

/** The domain route list: `{ domainName, speed }` (speed 0: not measured by the server; the site times each). */
export function domainRoutes(port: string): { domainName: string; speed: number }[] {
  const at = port ? `:${port}` : '';
  return [...SPEED_HOSTS.fast, SPEED_HOSTS.slow, SPEED_HOSTS.noLogo, SPEED_HOSTS.down].map((host) => ({
    domainName: `http://${host}${at}`,
    speed: 0,
  }));
}

/** A small logo (the speed test's image): 16 × 16 of one colour. */
const LOGO_PNG = encodePng({
  width: 16,
  height: 16,
  pixels: new Uint8Array(16 * 16 * 3).map((_, i) => [0x1f, 0x6f, 0xeb][i % 3] as number),
});

/** Feedback types (spec/shell.md §3). */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
/** Description bounds after trimming (spec/shell.md §5, §9). */
export const FEEDBACK_CONTENT = { min: 20, max: 500 } as const;
/** Image types the feedback takes (spec/shell.md §5). */
const FEEDBACK_IMAGE_TYPES = ['image/jpeg', 'image/png'];
const FEEDBACK_IMAGE_NAME = /\.(jpe?g|png)$/i;

/** One feedback the sandbox received (`GET /__sandbox/feedback`). */
export interface FeedbackRecord {
  id: number;
  sender: string | null;
  content: string;
  type: number;
  /** The image sent with it (logged-in members only). */
  file: { name: string; type: string; size: number } | null;
  receivedAt: number;
}

/**
 * GET /wps/system/helpCenter, GET /wps/system/setting/download, GET /wps/system/domainRoute, GET /res/logo.png (any
 * origin), POST /wps/feedback and the admin GET /__sandbox/feedback. The app resources of the settings are seeded
 * with the merchant (data/merchants.ts).
 */
export function sitePagesHandlers(core: SandboxCore) {
  const { state, context } = core;
  // Keyed by the merchant's config object: a reset makes new ones, so feedback is forgotten.
  const feedback = new WeakMap<MerchantConfig, FeedbackRecord[]>();
  let nextFeedbackId = 1;

  const merchantConfig = (request: Request): MerchantConfig | null =>
    state.merchant(context.merchantOf(request));

  return [
    http.get(anyOrigin('/wps/system/helpCenter'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      if ((params.get('device') ?? '').toUpperCase() !== 'WEB') {
        return context.fail('request.invalid', 'device must be WEB', 400);
      }
      return context.ok(helpTree(params.get('lang') ?? 'CN', merchantConfig(request)?.helpColors));
    }),

    http.get(anyOrigin('/wps/system/setting/download'), () => context.ok(structuredClone(DOWNLOAD_SETTING))),

    http.get(anyOrigin('/wps/system/domainRoute'), ({ request }) =>
      context.ok(domainRoutes(sandboxPort(request))),
    ),

    http.get(anyOrigin('/res/logo.png'), async ({ request }) => {
      const label = new URL(request.url).hostname;
      if (label === SPEED_HOSTS.noLogo) return new HttpResponse(null, { status: 404 });
      if (label === SPEED_HOSTS.down) {
        // Held until the browser gives up (it aborts) or the hold ends: to the site, a line that never answers.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, DOWN_LINE_HOLD_MS);
          // A held request must not keep a test process alive.
          (timer as { unref?: () => void }).unref?.();
          request.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return new HttpResponse(null, { status: 504 });
      }
      if (label === SPEED_HOSTS.slow) await new Promise((resolve) => setTimeout(resolve, SLOW_LINE_DELAY_MS));
      return new HttpResponse(LOGO_PNG, {
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' },
      });
    }),

    http.post(anyOrigin('/wps/feedback'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const config = state.merchant(merchant);
      if (!config) return context.fail('merchant.not.found', `unknown merchant ${merchant}`, 404);
      if (!state.isFlagOn(merchant, 'FEEDBACK3')) return context.fail('feedback.disabled', '反馈功能未开放');
      const type = request.headers.get('Content-Type') ?? '';
      if (!type.startsWith('multipart/form-data')) {
        return context.fail('request.invalid', 'a multipart form body is expected', 400);
      }
      const form = await request.formData();
      const field = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : '';
      };
      const session = core.sessionOf(request);
      const sender = field('sender').trim();
      // The sender and the image come only from a logged-in member, and the sender is that member.
      if (sender && (!session || session.member.account !== sender)) {
        return context.fail('feedback.sender.invalid', '发送人与登录账号不符');
      }
      const feedbackType = Number(field('type'));
      if (field('type') === '' || !FEEDBACK_TYPES.includes(feedbackType as (typeof FEEDBACK_TYPES)[number])) {
        return context.fail('feedback.type.invalid', '反馈类型错误');
      }
      const content = field('content').trim();
      if (content.length < FEEDBACK_CONTENT.min || content.length > FEEDBACK_CONTENT.max) {
        return context.fail(
          'feedback.content.invalid',
          `反馈内容须为${FEEDBACK_CONTENT.min}-${FEEDBACK_CONTENT.max}个字符`,
        );
      }
      const kind = captchaKind(state, merchant, 'register');
      const result: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) {
        if (typeof value !== 'string') continue;
        // geetest v4's result is an object: the site sends it as JSON in its form field.
        result[key] = key === 'geetestValidateV4' ? safeJson(value) : value;
      }
      if (kind && !captchaPasses(state, merchant, kind, result)) {
        return context.fail(CAPTCHA_INVALID.errorCode, CAPTCHA_INVALID.message);
      }
      const files = form.getAll('file').filter((value): value is File => typeof value !== 'string');
      if (files.length > 0 && !session) return context.unauthorized();
      if (files.length > 1) return context.fail('feedback.file.invalid', '只能上传一张图片');
      const file = files[0] ?? null;
      if (file && (!FEEDBACK_IMAGE_TYPES.includes(file.type) || !FEEDBACK_IMAGE_NAME.test(file.name))) {
        return context.fail('feedback.file.invalid', '图片格式须为 jpg、jpeg 或 png');
      }
      const list = feedback.get(config) ?? [];
      feedback.set(config, list);
      list.push({
        id: nextFeedbackId++,
        sender: sender || null,
        content,
        type: feedbackType,
        file: file ? { name: file.name, type: file.type, size: file.size } : null,
        receivedAt: context.now(),
      });
      return context.ok(null);
    }),

    http.get(anyOrigin('/__sandbox/feedback'), ({ request }) => {
      const config = merchantConfig(request);
      return context.ok(config ? structuredClone(feedback.get(config) ?? []) : []);
    }),
  ];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
