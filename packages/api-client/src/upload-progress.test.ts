import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod';
import { ApiClient } from './api-client';
import { defineEndpoint } from './endpoint';

const upload = defineEndpoint({
  id: 'test.upload',
  method: 'POST',
  path: '/upload',
  schema: z.object({ ok: z.boolean() }),
});

function clientWith(adapter: AxiosAdapter) {
  return new ApiClient({
    context: { merchant: () => 'demo', language: () => 'CN', token: () => 't' },
    adapter,
  });
}

describe('ApiClient onUploadProgress', () => {
  it('reports the sent fraction of the body, ignoring events without a total', async () => {
    const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      const progress = config.onUploadProgress!;
      progress({ loaded: 10, total: undefined, bytes: 10, lengthComputable: false });
      progress({ loaded: 25, total: 100, bytes: 25, lengthComputable: true });
      progress({ loaded: 100, total: 100, bytes: 75, lengthComputable: true });
      return {
        data: { success: true, value: { ok: true } },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const seen: number[] = [];
    await expect(
      clientWith(adapter).call(upload, { body: { a: 1 }, onUploadProgress: (f) => seen.push(f) }),
    ).resolves.toEqual({ ok: true });
    expect(seen).toEqual([0.25, 1]);
  });

  it('passes no upload listener when none is asked for', async () => {
    let listener: unknown = 'unset';
    const adapter: AxiosAdapter = async (config) => {
      listener = config.onUploadProgress;
      return {
        data: { success: true, value: { ok: true } },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    await clientWith(adapter).call(upload, { body: {} });
    expect(listener).toBeUndefined();
  });
});
