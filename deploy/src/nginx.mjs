// nginx configuration generated from the registry and the site's serving rules (./site-rules.mjs): the same layout,
// cache rules, security headers and backend proxy as the node server (./server.mjs), for Debian's nginx package.
// What differs: nginx serves index.html as built (the host then fetches /site-config.json and /remotes.json itself,
// host/src/config/site-config.ts) instead of inlining them with the route's preload hints (./first-visit.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OTLP_MAX_BODY_BYTES, OTLP_PATHS } from '@wl/release-health';
import { healthDirOf, parseOtlpHeaders, rateLimitOf } from './otlp-ingest.mjs';
import { SERVICE_WORKER_PATH, serviceWorkerSource } from './service-worker.mjs';
import {
  BACKEND_PATHS,
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  IMMUTABLE,
  NO_CACHE,
  SECURITY_HEADERS,
  UNHASHED,
} from './site-rules.mjs';

/** Where Debian's nginx keeps its dynamic modules (libnginx-mod-http-brotli-filter / -static). */
export const NGINX_MODULES_DIR = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
/** Text types compressed on the fly (scripts, styles, maps, manifests, translations). */
const COMPRESSED_TYPES =
  'text/css application/javascript text/javascript application/json image/svg+xml text/plain';

/** Whether both brotli modules are installed. */
export function brotliAvailable(modulesDir = NGINX_MODULES_DIR) {
  return BROTLI_MODULES.every((file) => fs.existsSync(path.join(modulesDir, file)));
}

const quote = (value) => `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const escapeRegex = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `add_header` lines: nginx drops inherited headers in a location that adds its own, so each location lists all. */
function headers(extra = {}, security = SECURITY_HEADERS) {
  const line = (name, value, always) =>
    `      add_header ${name} ${value.startsWith('$') ? value : quote(value)}${always ? ' always' : ''};`;
  // Security headers on every answer (errors too); cache rules only on successes: a 404 is never kept a year.
  return [
    ...Object.entries(security).map(([name, value]) => line(name, value, true)),
    ...Object.entries(extra).map(([name, value]) => line(name, value, false)),
  ].join('\n');
}

/**
 * The release-health OTLP paths (as ./otlp-ingest.mjs does for the node server): POST, application/json, at most
 * OTLP_MAX_BODY_BYTES, the same rate per address; then the collector, or one line per accepted request in the store.
 * nginx cannot check that a body is OTLP JSON of the wire format: it stores what passes these bounds, and the reader
 * (./release-health.mjs) skips a line it cannot read. Nor can it limit collector failures to one error line a minute:
 * each one is in error.log. A collector's host name is resolved when nginx starts. The rate check comes after the
 * method and type checks (nginx's rewrite phase runs before its limits): those refusals cost nothing to answer.
 */
function otlpLocations({ healthDir, endpoint, headers, rateLimit }) {
  const common = `      # Refused before the body is read: not a POST (405), not JSON (415).
      if ($request_method != POST) { return 405; }
      if ($content_type !~* "^application/json\\s*(;|$)") { return 415; }
      limit_req zone=wl_otlp burst=${rateLimit.burst} nodelay;
      limit_req_status 429;
      error_page 429 @otlp_limited;
      client_max_body_size ${OTLP_MAX_BODY_BYTES / 1024}k;
      # In memory whole (never a temp file): $request_body is only set for a body in the buffer.
      client_body_buffer_size ${OTLP_MAX_BODY_BYTES / 1024}k;`;
  const collector = endpoint && new URL(endpoint);
  const out = (signal) =>
    collector
      ? `      # Forwarded to the collector with its own headers only (no cookie, no address, no referrer), answered 200
      # to the browser whatever the collector says.
      proxy_pass ${endpoint.replace(/\/+$/, '')}/v1/${signal};
      proxy_http_version 1.1;
      proxy_pass_request_headers off;
      proxy_set_header Content-Type application/json;
${Object.entries(headers)
  .map(([name, value]) => `      proxy_set_header ${name} ${quote(value)};\n`)
  .join(
    '',
  )}${collector.protocol === 'https:' ? '      proxy_ssl_server_name on;\n' : ''}      proxy_connect_timeout 5s;
      proxy_send_timeout 5s;
      proxy_read_timeout 5s;
      proxy_intercept_errors on;
      error_page 500 502 503 504 =200 @otlp_accepted;`
      : `      # One line per accepted request (status 200) in the day's file: read by wl-deploy health and the guard.
      # (nginx writes a log whose path has variables only when the location's root exists: the store is the root.)
      root ${healthDir};
      access_log ${path.join(healthDir, `$wl_day.${signal}.jsonl`)} wl_otlp if=$wl_otlp_stored;
      proxy_pass http://$server_addr:$server_port/__otlp-sink;
      proxy_pass_request_headers off;`;
  return `${['logs', 'metrics']
    .map(
      (signal) => `    location = ${OTLP_PATHS[signal]} {
${common}
${out(signal)}
    }`,
    )
    .join('\n')}
    location = /__otlp-sink {
      access_log off;
      default_type application/json;
      return 200 '{}';
    }
    location @otlp_accepted {
      default_type application/json;
      return 200 '{}';
    }
    location @otlp_limited {
      add_header Retry-After ${Math.max(1, Math.ceil(60 / rateLimit.perMinute))} always;
      return 429;
    }`;
}

/**
 * The nginx.conf text. `registryRoot` is the registry (host/, remotes/, remotes.json, merchant-maps/),
 * `siteConfigFile` the site configuration (its merchantByHost table decides each host name's map), `backend` the API
 * origin (the sandbox locally), `prefix` a writable folder for the pid file, logs and temporary files.
 */
export function nginxConfig({
  registryRoot,
  siteConfigFile,
  backend,
  port,
  prefix,
  brotli = brotliAvailable(),
  modulesDir = NGINX_MODULES_DIR,
  listen = '0.0.0.0',
  // Release health: the store nginx appends to, or the collector it forwards to (OTEL_EXPORTER_OTLP_ENDPOINT).
  healthDir = healthDirOf(),
  otlpEndpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT || null,
  otlpHeaders = parseOtlpHeaders(process.env.OTEL_EXPORTER_OTLP_HEADERS),
  otlpRateLimit = rateLimitOf(),
}) {
  const siteConfig = JSON.parse(fs.readFileSync(siteConfigFile, 'utf8'));
  const backendUrl = new URL(backend);
  const upstream = `${backendUrl.protocol}//${backendUrl.host}`;
  const merchants = Object.entries(siteConfig.merchantByHost ?? {})
    .map(([host, merchant]) => `    ${quote(host.toLowerCase())} ${quote(merchant)};`)
    .join('\n');
  const unhashed = UNHASHED.map(escapeRegex).join('|');
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  const brotliModules = brotli
    ? BROTLI_MODULES.map((file) => `load_module ${path.join(modulesDir, file)};`).join('\n') + '\n'
    : '';
  const brotliHttp = brotli
    ? `  brotli on;
  brotli_comp_level 6;
  brotli_types ${COMPRESSED_TYPES};
  brotli_static on;
`
    : '';
  const proxied = BACKEND_PATHS.map(
    (prefixPath) => `    location ^~ ${prefixPath} {
      proxy_pass ${upstream};
      include ${path.join(prefix, 'proxy.conf')};
    }`,
  ).join('\n');

  return `# Generated by wl-deploy nginx from ${registryRoot}: do not edit, generate again.
${brotliModules}${user}worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/javascript mjs; }
  access_log ${path.join(prefix, 'access.log')};
  log_format wl_csp escape=json '$time_iso8601 $request_body';
  # Release health's store lines, as the node server writes them but for the body: a JSON string here (nginx escapes
  # it), which the reader parses. No address, no header of the player's.
  log_format wl_otlp escape=json '{"received":"$time_iso8601","merchant":"$wl_merchant","body":"$request_body"}';
  limit_req_zone $binary_remote_addr zone=wl_otlp:1m rate=${otlpRateLimit.perMinute}r/m;
  client_body_temp_path ${path.join(prefix, 'tmp', 'body')};
  proxy_temp_path ${path.join(prefix, 'tmp', 'proxy')};
  fastcgi_temp_path ${path.join(prefix, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${path.join(prefix, 'tmp', 'uwsgi')};
  scgi_temp_path ${path.join(prefix, 'tmp', 'scgi')};
  sendfile on;
  server_tokens off;
  charset utf-8;
  charset_types text/css application/javascript application/json text/plain;

  gzip on;
  gzip_vary on;
  gzip_min_length 256;
  gzip_comp_level 6;
  gzip_types ${COMPRESSED_TYPES};
${brotliHttp}
  # The merchant of a host name (site-config.json merchantByHost), else the default merchant.
  map $host $wl_merchant {
    default ${quote(siteConfig.defaultMerchant ?? 'demo')};
${merchants}
  }
  # Entry files keep their name across releases (always revalidated); every other file is hashed (immutable).
  map $uri $wl_cache {
    default ${quote(IMMUTABLE)};
    ~(^|/)(${unhashed})$ ${quote(NO_CACHE)};
  }
  # The store's file of the day (the reader reads a day either side: this is the server's local day).
  map $time_iso8601 $wl_day {
    "~^(?<wl_date>\\d{4}-\\d{2}-\\d{2})" $wl_date;
    default unknown;
  }
  map $status $wl_otlp_stored {
    200 1;
    default 0;
  }
  map $http_upgrade $wl_connection {
    default upgrade;
    '' '';
  }

  server {
    listen ${listen}:${port};
    server_name _;
    root ${path.join(registryRoot, 'host')};
    etag on;

    # The backend (SockJS included: WebSocket upgrades pass through, streams are not buffered or compressed).
${proxied}
    location @backend_unreachable {
      default_type application/json;
      return 502 '{"success":false,"errorCode":"backend_unreachable","message":"Backend unreachable"}';
    }

    # This merchant's map: its canary entries over the default map (written by the registry on every change).
    location = /remotes.json {
      root ${registryRoot};
      try_files /merchant-maps/$wl_merchant.json /remotes.json =404;
${headers({ 'Cache-Control': NO_CACHE })}
    }
    location = /site-config.json {
      alias ${siteConfigFile};
      default_type application/json;
${headers({ 'Cache-Control': NO_CACHE })}
    }
    # The H5 app's service worker (./service-worker.mjs), written beside this configuration: always revalidated.
    # (The web app manifest is built from each merchant's settings by the node server only.)
    location = ${SERVICE_WORKER_PATH} {
      alias ${path.join(prefix, 'sw.js')};
      default_type application/javascript;
${headers({ 'Cache-Control': NO_CACHE })}
    }
    # Published remote versions; manifests are fetch()ed, so remotes on a CDN need CORS. No page fallback here.
    location ^~ /remotes/ {
      root ${registryRoot};
      try_files $uri =404;
${headers({ 'Cache-Control': '$wl_cache', 'Access-Control-Allow-Origin': '*' })}
    }
    # A file that is not there is a 404, not the page.
    location ~ \\.[A-Za-z0-9]+$ {
      try_files $uri =404;
${headers({ 'Cache-Control': '$wl_cache' })}
    }
    # Every other path is a page of the single-page app.
    location / {
      try_files $uri /index.html;
${headers({ 'Cache-Control': '$wl_cache' })}
    }
    # The page: its scripts carry a nonce of this response ($request_id, 128 random bits), which the policy names
    # (deploy/src/site-rules.mjs). Compressed after the substitution, never from a precompressed file; no validators,
    # so a revalidation never pairs a stored page with another response's nonce.
    location = /index.html {
      sub_filter_types text/html;
      sub_filter_once off;
      sub_filter '<script' '<script nonce="$request_id"';
      gzip_static off;
${brotli ? '      brotli_static off;\n' : ''}      etag off;
      if_modified_since off;
${headers({ 'Cache-Control': NO_CACHE }, { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy('$request_id') })}
    }
    # Policy violations: each report is written to csp-reports.log (its body, read by proxying it to the sink).
    location = ${CSP_REPORT_PATH} {
      client_max_body_size 16k;
      access_log ${path.join(prefix, 'csp-reports.log')} wl_csp;
      proxy_pass http://$server_addr:$server_port/__csp-report-sink;
    }
    location = /__csp-report-sink {
      access_log off;
      return 204;
    }
    # Release health (issue 38): the browser's OTLP records.
${otlpLocations({ healthDir, endpoint: otlpEndpoint, headers: otlpHeaders, rateLimit: otlpRateLimit })}
  }
}
`;
}

/** The proxy settings every backend location includes (a file of its own: one copy, not one per prefix). */
export function proxyConf(brotli = brotliAvailable()) {
  return `proxy_http_version 1.1;
proxy_set_header Host $http_host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header Upgrade $http_upgrade;
proxy_set_header Connection $wl_connection;
proxy_buffering off;
proxy_read_timeout 1h;
gzip off;
${brotli ? 'brotli off;\n' : ''}error_page 502 504 = @backend_unreachable;
`;
}

/** Write nginx.conf and its include into `prefix` (created with its temp folders); returns the conf path. */
export function writeNginxConfig(options) {
  const { prefix } = options;
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(prefix, 'tmp', dir), { recursive: true });
  fs.mkdirSync(options.healthDir ?? healthDirOf(), { recursive: true });
  fs.writeFileSync(path.join(prefix, 'proxy.conf'), proxyConf(options.brotli ?? brotliAvailable()));
  fs.writeFileSync(path.join(prefix, 'sw.js'), serviceWorkerSource());
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(options));
  return file;
}
