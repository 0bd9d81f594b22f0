// What the client itself costs per call, and what it adds to the host's download. Figures only, no assertions.
//   pnpm --filter @wl/api-client bench
// Per-call overhead is measured with a transport that answers at once from memory, so what remains is the client's
// own work (headers, pool, envelope and schema parsing) on top of axios; sealing is measured on its own.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import axios from 'axios';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { z } from 'zod';
// The package is CommonJS to Node (no "type": "module"): take its exports from the default import.
import apiClient from '../src/index.ts';

const { AesGcmRsaOaepScheme, ApiClient, defineEndpoint, toBase64 } = apiClient;

const ITERATIONS = 2000;

const balanceValue = {
  sumBalance: '12634.17',
  currencySymbol: '¥',
  currency: 'CNY',
  balance: [
    { availBalance: '12345.67', displayName: 'Main', accountName: 'MAIN' },
    { availBalance: '200.00', displayName: 'AG', accountName: 'AG' },
    { availBalance: '88.50', displayName: 'PG', accountName: 'PG' },
  ],
};
const gamesValue = {
  games: Array.from({ length: 40 }, (_, i) => ({
    nodeId: `n${i}`,
    nodeName: 'PG',
    roomId: null,
    displayName: `Game ${i}`,
    gameName: `game-${i}`,
    gameType: 'RNG',
    showIcon: `/wps/res/img/game/${i}.svg`,
    supportPlay: i % 3 === 0 ? 0 : 1,
    vassalage: 'PG',
  })),
  totalPages: 2,
  pageSize: 40,
  pageNum: 1,
};

const balance = defineEndpoint({
  id: 'bench.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  schema: z.object({
    sumBalance: z.string(),
    currencySymbol: z.string(),
    currency: z.string(),
    balance: z.array(
      z.object({
        availBalance: z.string(),
        displayName: z.string().nullish(),
        accountName: z.string().nullish(),
      }),
    ),
  }),
});
const games = defineEndpoint({
  id: 'bench.games',
  method: 'GET',
  path: '/wps/game/list',
  pool: 'gameList',
  schema: z.object({
    games: z.array(
      z.object({
        nodeId: z.string(),
        nodeName: z.string(),
        roomId: z.string().nullable(),
        displayName: z.string(),
        gameName: z.string(),
        gameType: z.string(),
        showIcon: z.string(),
        supportPlay: z.number(),
        vassalage: z.string(),
      }),
    ),
    totalPages: z.number(),
    pageSize: z.number(),
    pageNum: z.number(),
  }),
});

const answer =
  (value: unknown): AxiosAdapter =>
  async (config: InternalAxiosRequestConfig) => ({
    data: { success: true, value, errorCode: null, message: null },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });

async function perCall(run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 200; i += 1) await run(i); // warm up
  const started = performance.now();
  for (let i = 0; i < ITERATIONS; i += 1) await run(i);
  return ((performance.now() - started) / ITERATIONS) * 1000;
}

async function overhead(name: string, endpoint: typeof balance | typeof games, value: unknown) {
  const adapter = answer(value);
  const raw = axios.create({ adapter });
  const client = new ApiClient({
    adapter,
    context: { merchant: () => 'demo', language: () => 'CN', token: () => 'token' },
  });
  // Distinct params per call: no in-flight sharing, every call does the full work.
  const axiosOnly = await perCall((i) => raw.get(endpoint.path, { params: { i } }));
  const withClient = await perCall((i) => client.call(endpoint as typeof balance, { params: { i } }));
  return {
    call: name,
    axiosOnlyUs: round(axiosOnly),
    clientUs: round(withClient),
    clientOverheadUs: round(withClient - axiosOnly),
  };
}

async function sealing() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  const scheme = new AesGcmRsaOaepScheme(async () => ({
    keyId: 'bench',
    algorithm: 'RSA-OAEP-256',
    publicKey,
  }));
  const body = {
    username: 'player01',
    password: 'pass1234',
    type: 'username',
    deviceId: crypto.randomUUID(),
  };
  const us = await perCall(() => scheme.seal({ method: 'POST', path: '/wps/session/login', body }));
  return { sealLoginBodyUs: round(us) };
}

async function bundleSize() {
  const entry = path.resolve(import.meta.dirname, '../src/index.ts');
  const sizes: Record<string, number> = {};
  for (const [label, external] of [
    ['clientOnly', ['axios', 'zod']],
    ['clientWithAxiosAndZod', []],
  ] as const) {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external: [...external],
      platform: 'browser',
      target: 'es2020',
    });
    const code = result.outputFiles[0]!.contents;
    sizes[`${label}MinBytes`] = code.length;
    sizes[`${label}GzipBytes`] = gzipSync(code, { level: 9 }).length;
  }
  return sizes;
}

const round = (n: number) => Math.round(n * 10) / 10;

const report = {
  node: process.version,
  iterations: ITERATIONS,
  perCall: [
    await overhead('balance (3 wallets)', balance, balanceValue),
    await overhead('game list (40 games)', games, gamesValue),
  ],
  encryption: await sealing(),
  bundle: await bundleSize(),
};
console.log(JSON.stringify(report, null, 2));
