import { inflateSync } from 'node:zlib';
import { accessTestKit } from './access-test-kit';
import { CAPTCHA_IMAGE_SIZE } from './captcha-image';

const { call } = accessTestKit();

/** Width, height and the raw scanlines of a PNG (the encoder writes one IDAT). */
function readPng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat = bytes.indexOf('IDAT', 0, 'latin1');
  const length = bytes.readUInt32BE(idat - 4);
  return { width, height, raw: inflateSync(bytes.subarray(idat + 4, idat + 4 + length)) };
}

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG (no data: prefix) of the code /__sandbox/captcha reports', async () => {
    const reply = await call('GET', '/wps/captcha');
    const base64 = reply.body.value as string;
    expect(base64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const png = readPng(Buffer.from(base64, 'base64'));
    expect(png).toMatchObject(CAPTCHA_IMAGE_SIZE);
    expect(png.raw).toHaveLength(CAPTCHA_IMAGE_SIZE.height * (CAPTCHA_IMAGE_SIZE.width * 3 + 1));
    // Ink: some dark pixels (the digits) on the light background.
    expect(png.raw.some((byte, i) => i % (CAPTCHA_IMAGE_SIZE.width * 3 + 1) !== 0 && byte < 80)).toBe(true);

    const { body } = await call('GET', '/__sandbox/captcha');
    expect(body.value).toEqual({ code: expect.stringMatching(/^[0-9]{4}$/) });
  });

  it('draws each code differently and keeps only the last code, per merchant', async () => {
    const first = (await call('GET', '/wps/captcha')).body.value;
    const firstCode = (await call('GET', '/__sandbox/captcha')).body.value;
    const second = (await call('GET', '/wps/captcha')).body.value;
    const secondCode = (await call('GET', '/__sandbox/captcha')).body.value;
    expect(secondCode).not.toEqual(firstCode);
    expect(second).not.toBe(first);
    expect((await call('GET', '/__sandbox/captcha', { merchant: 'lite' })).status).toBe(404);
    await call('POST', '/__sandbox/reset');
    const none = await call('GET', '/__sandbox/captcha');
    expect(none.status).toBe(404);
    expect(none.body.errorCode).toBe('captcha.not.found');
  });
});

describe('GET /wps/captcha/geetest', () => {
  it('registers a v3 challenge with the merchant’s gt', async () => {
    const reply = await call('GET', '/wps/captcha/geetest?t=1', { merchant: 'lite' });
    expect(reply.body.value).toEqual({
      gt: 'sandbox-geetest-lite',
      challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
      newCaptcha: true,
      success: 1,
    });
  });
});
