import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';

/**
 * GET /wps/system/seo (docs/endpoints.md "Site pages"): the SEO entry of each route (spec/products.md §3: title,
 * description, keywords, canonical) in the request's Language (EN, else CN). The same entries on every merchant.
 */

/** One seeded route's texts per language. */
interface SeoSeed {
  path: string;
  title: { CN: string; EN: string };
  description: { CN: string; EN: string };
  keywords: { CN: string; EN: string };
  /** An in-site path, an absolute address, or none (the site then uses the page's own address). */
  canonical: string | null;
}

/** The seeded entries: the home page, the download, help and speed-test pages and registration. */
export const SEO_SEED: readonly SeoSeed[] = [
  {
    path: '/',
    title: { CN: '首页 - 在线娱乐', EN: 'Home - Online entertainment' },
    description: {
      CN: '真人、电子、彩票与体育，一站畅玩。',
      EN: 'Live casino, slots, lottery and sports in one place.',
    },
    keywords: { CN: '真人,电子,彩票,体育', EN: 'live casino,slots,lottery,sports' },
    canonical: '/',
  },
  {
    path: '/download',
    title: { CN: 'APP下载', EN: 'App download' },
    description: { CN: '扫码下载安卓与苹果客户端。', EN: 'Scan to download the Android and iOS apps.' },
    keywords: { CN: 'APP,下载,二维码', EN: 'app,download,qr code' },
    canonical: '/download',
  },
  {
    path: '/help',
    title: { CN: '帮助中心', EN: 'Help centre' },
    description: { CN: '存取款、游戏与账户常见问题。', EN: 'Questions about deposits, games and accounts.' },
    keywords: { CN: '帮助,常见问题', EN: 'help,faq' },
    canonical: 'https://www.example.com/help',
  },
  {
    path: '/register',
    title: { CN: '注册', EN: 'Register' },
    description: { CN: '免费注册会员。', EN: 'Sign up for free.' },
    keywords: { CN: '注册,会员', EN: 'register,member' },
    canonical: null,
  },
  {
    path: '/speedtest',
    title: { CN: '线路检测', EN: 'Line speed test' },
    description: { CN: '选择最快的线路。', EN: 'Pick the fastest line.' },
    keywords: { CN: '线路,测速', EN: 'line,speed test' },
    canonical: null,
  },
];

/** The SEO handler. */
export function seoHandlers(core: SandboxCore) {
  const { context } = core;
  return [
    http.get(anyOrigin('/wps/system/seo'), ({ request }) => {
      const lang = request.headers.get('Language') === 'EN' ? 'EN' : 'CN';
      return context.ok(
        SEO_SEED.map((seed) => ({
          path: seed.path,
          title: seed.title[lang],
          description: seed.description[lang],
          keywords: seed.keywords[lang],
          canonical: seed.canonical,
        })),
      );
    }),
  ];
}
