import { z } from 'zod';

/** The geetest vendor's scripts (v3 `initGeetest`, v4 `initGeetest4`), used when the site config names none. */
export const GEETEST_SCRIPT_URLS = {
  v3ScriptUrl: 'https://static.geetest.com/static/js/gt.0.5.0.js',
  v4ScriptUrl: 'https://static.geetest.com/v4/gt4.js',
} as const;

const SiteConfigSchema = z.object({
  /** Merchant when the host name is not in the table. */
  defaultMerchant: z.string().default('demo'),
  /** Host name → merchant code (domain routing: each merchant's sites carry its code). */
  merchantByHost: z.record(z.string(), z.string()).default({}),
  realtime: z
    .object({
      endpoint: z.string().default('/rtmsg'),
      userTopic: z.string().default('/topic/user/{customerId}'),
      drawTopic: z.string().default('/topic/draw_number/{gameCode}'),
    })
    .default({
      endpoint: '/rtmsg',
      userTopic: '/topic/user/{customerId}',
      drawTopic: '/topic/draw_number/{gameCode}',
    }),
  /** Where the geetest scripts come from: the vendor's CDN, or a stand-in (the sandbox serves one). */
  geetest: z
    .object({
      v3ScriptUrl: z.string().default(GEETEST_SCRIPT_URLS.v3ScriptUrl),
      v4ScriptUrl: z.string().default(GEETEST_SCRIPT_URLS.v4ScriptUrl),
    })
    .default(GEETEST_SCRIPT_URLS),
  /** Release health's sampling per merchant (`{ sampling: { <merchant> | default: { errors, vitals } } }`), read by
   * its reporter after the first screen (host/src/lib/release-health/reporter.ts samplingFor). */
  releaseHealth: z.unknown().optional(),
});

/** The site's runtime configuration (`/site-config.json`), read at start so one build serves every merchant. */
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/**
 * One remote's entry: its published version and manifest URL, and the descriptor (its package.json `wl`) that
 * `wl-deploy publish` copied in with that version. The descriptor's fields are optional: a map published before they
 * were copied (or a rollback to such a version) still works, the host then using the descriptor it was built with.
 */
const RemoteEntrySchema = z.object({
  version: z.string(),
  entry: z.string(),
  flag: z.string().optional(),
  paths: z.array(z.string()).optional(),
  requiresLogin: z.boolean().optional(),
  framedByMemberCentre: z.boolean().optional(),
  widgets: z.array(z.string()).optional(),
  firstVisit: z.array(z.string()).optional(),
});

const RemoteMapSchema = z.record(z.string(), RemoteEntrySchema);

/** The runtime remote map (`/remotes.json`): remote id → published version, manifest URL and descriptor. */
export type RemoteMap = z.infer<typeof RemoteMapSchema>;

async function fetchJson<T>(url: string, schema: z.ZodType<T, unknown>): Promise<T> {
  // Both files are served no-cache; `no-store` also keeps the browser's heuristic cache out of rollbacks.
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success)
    throw new Error(`${url}: unexpected content (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  return parsed.data;
}

/**
 * What the site server inlines into index.html (deploy/src/first-visit.mjs) so the first render does not wait for
 * more requests. Absent under the dev server: the files are fetched instead.
 */
function inlined<T>(
  key: 'siteConfig' | 'remoteMap' | 'answers',
  schema: z.ZodType<T, unknown>,
): T | undefined {
  const boot = (window as { __WL_BOOT__?: Record<string, unknown> }).__WL_BOOT__;
  const parsed = boot?.[key] === undefined ? undefined : schema.safeParse(boot[key]);
  return parsed?.success ? parsed.data : undefined;
}

/** Load the site configuration. */
export const loadSiteConfig = async (): Promise<SiteConfig> =>
  inlined('siteConfig', SiteConfigSchema) ?? fetchJson('/site-config.json', SiteConfigSchema);
/** Load the remote map. */
export const loadRemoteMap = async (): Promise<RemoteMap> =>
  inlined('remoteMap', RemoteMapSchema) ?? fetchJson('/remotes.json', RemoteMapSchema);

const StartAnswersSchema = z.object({ whitelabel: z.unknown(), settings: z.unknown() });

/**
 * The whitelabel flag tree and the settings the site server read from the backend for this page, as the host would
 * have asked for them; raw, checked by the settings store as it checks the backend's answers. Null when the server
 * could not read them (or under the dev server): the host asks the backend itself.
 */
export type StartAnswers = z.infer<typeof StartAnswersSchema>;

/** The start answers inlined in index.html, if any ({@link StartAnswers}). */
export const inlinedStartAnswers = (): StartAnswers | null => inlined('answers', StartAnswersSchema) ?? null;

/** Parse a site config object (tests, defaults). */
export const parseSiteConfig = (value: unknown): SiteConfig => SiteConfigSchema.parse(value);

/** The merchant code for a host name: from the configured table, else the default merchant. */
export function resolveMerchant(hostname: string, config: SiteConfig): string {
  const host = hostname.toLowerCase();
  return config.merchantByHost[host] ?? config.defaultMerchant;
}
