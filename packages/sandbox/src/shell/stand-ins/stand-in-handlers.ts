import { http, HttpResponse } from 'msw';
import { anyOrigin } from '../../context';
import type { SandboxCore } from '../../core/core';
import { SOCIAL_STAND_IN_PATHS } from '../../data/merchants';
import { GEETEST_V3_JS, GEETEST_V4_JS } from './geetest-scripts';
import { firebasePage, telegramPage, validOrigin } from './social-pages';

/** Where the stand-ins are served (deploy/site-config.json's `geetest` URLs point at the scripts). */
export const STAND_IN_PATHS = {
  geetestV3: '/__sandbox/geetest/gt.js',
  geetestV4: '/__sandbox/geetest/gt4.js',
  ...SOCIAL_STAND_IN_PATHS,
} as const;

const script = (source: string) =>
  new HttpResponse(source, {
    headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const html = (body: string, status = 200) =>
  new HttpResponse(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const badOrigin = () =>
  html(
    '<!doctype html><html lang="en"><title>Bad request</title><p>The origin parameter must be the site origin.</p></html>',
    400,
  );

/**
 * The stand-ins for outside parties of the access flows (DESIGN.md §8): the geetest v3 and v4 scripts and the
 * firebase and telegram sign-in pages. Sandbox-only paths, so faults and encryption never apply.
 */
export function standInHandlers(core: SandboxCore) {
  return [
    http.get(anyOrigin(STAND_IN_PATHS.geetestV3), () => script(GEETEST_V3_JS)),
    http.get(anyOrigin(STAND_IN_PATHS.geetestV4), () => script(GEETEST_V4_JS)),
    http.get(anyOrigin(STAND_IN_PATHS.firebase), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const origin = validOrigin(query.get('origin'));
      if (!origin) return badOrigin();
      return html(await firebasePage(core, query.get('channel') ?? 'google', origin));
    }),
    http.get(anyOrigin(STAND_IN_PATHS.telegram), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const origin = validOrigin(query.get('origin'));
      if (!origin) return badOrigin();
      return html(await telegramPage(core, query.get('bot_id') ?? '', origin));
    }),
  ];
}
