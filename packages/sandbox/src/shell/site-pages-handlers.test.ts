import { SEED_RESOURCES, seedLogo } from '../data/merchants';
import { accessTestKit } from './access-test-kit';
import { DOWNLOAD_SETTING, SPEED_HOSTS, type FeedbackRecord, type HelpItem } from './site-pages-handlers';

const { sandbox, call, imageCaptcha, geetest3, flags } = accessTestKit();

/** A multipart feedback post as the site sends it. */
async function postFeedback(
  fields: Record<string, string>,
  options: { token?: string; merchant?: string; file?: File } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (options.file) form.append('file', options.file);
  const headers: Record<string, string> = { Device: 'web', Language: 'CN' };
  if (options.token) headers.Authorization = options.token;
  if (options.merchant) headers.Merchant = options.merchant;
  const response = await fetch('http://localhost:8080/wps/feedback', { method: 'POST', headers, body: form });
  return (await response.json()) as { success: boolean; errorCode: string | null };
}

const received = async (merchant = 'lite') =>
  (await call('GET', '/__sandbox/feedback', { merchant })).body.value as FeedbackRecord[];

const CONTENT = '充值后余额没有到账，请帮忙查一下，谢谢！'; // 20 characters

describe('help centre', () => {
  it('answers the nested tree in the asked language (device WEB only), hostile HTML included', async () => {
    const { body } = await call('GET', '/wps/system/helpCenter?lang=EN&device=WEB');
    const tree = body.value as HelpItem[];
    expect(tree.map((item) => item.tag)).toEqual(['about', 'deposit', 'faq', '责任博彩']);
    expect(tree[0]).toMatchObject({ title: 'About us', bgColor: '#f5f7fa' });
    expect(tree[2]!.children[0]!.children[0]).toMatchObject({
      tag: 'faq-password',
      title: 'Forgotten password',
    });
    expect(tree[3]!.content).toContain('<script>');
    expect(tree[3]!.content).toContain('onerror=');
    const cn = (await call('GET', '/wps/system/helpCenter?lang=JA&device=WEB')).body.value as HelpItem[];
    expect(cn[0]!.title).toBe('关于我们');
    expect((await call('GET', '/wps/system/helpCenter?lang=CN')).status).toBe(400);
  });

  it("takes a merchant's patched background colours by tag until a reset", async () => {
    const colors = async (merchant?: string) =>
      (
        (await call('GET', '/wps/system/helpCenter?lang=EN&device=WEB', { merchant })).body
          .value as HelpItem[]
      ).map((item) => item.bgColor);
    const patch = { help: { about: { bgColor: '#1a1a2e' }, faq: { bgColor: 'rgb(255 212 0)' } } };
    expect((await call('PATCH', '/__sandbox/merchants/demo', { body: patch })).status).toBe(200);
    expect(await colors()).toEqual(['#1a1a2e', null, 'rgb(255 212 0)', null]);
    await call('PATCH', '/__sandbox/merchants/demo', { body: { help: { about: { bgColor: null } } } });
    expect(await colors()).toEqual([null, null, 'rgb(255 212 0)', null]);
    expect(await colors('lite')).toEqual(['#f5f7fa', null, null, null]);
    sandbox.reset();
    expect(await colors()).toEqual(['#f5f7fa', null, null, null]);
  });
});

describe('download setting and resources', () => {
  it('lists texts per language; the settings carry the seeded app resources until a patch, and again after a reset', async () => {
    expect((await call('GET', '/wps/system/setting/download')).body.value).toEqual(DOWNLOAD_SETTING);
    const settings = async () =>
      ((await call('GET', '/wps/system/settings/consolidated')).body.value as { resources: unknown })
        .resources;
    expect(await settings()).toEqual([...SEED_RESOURCES, seedLogo('demo')]);
    const patched = [{ resourceType: 'SpeedTest', url: 'https://speed.example.com/' }];
    await call('PATCH', '/__sandbox/merchants/demo', { body: { settings: { resources: patched } } });
    expect(await settings()).toEqual(patched);
    sandbox.reset();
    // A patch before the first read wins over the seed.
    await call('PATCH', '/__sandbox/merchants/demo', { body: { settings: { resources: patched } } });
    expect(await settings()).toEqual(patched);
  });
});

describe('line speed test', () => {
  it('lists loopback candidates of the sandbox port and answers their image as each line behaves', async () => {
    const routes = (await call('GET', '/wps/system/domainRoute')).body.value as { domainName: string }[];
    const port = process.env.PORT ?? '8080';
    expect(routes.map((r) => r.domainName)).toEqual([
      `http://127.0.0.1:${port}`,
      `http://line2.localhost:${port}`,
      `http://slow.localhost:${port}`,
      `http://nologo.localhost:${port}`,
      `http://down.localhost:${port}`,
    ]);
    const image = await fetch(`http://${SPEED_HOSTS.fast[0]}:8080/res/logo.png?timestamp=1`);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
    expect((await fetch(`http://${SPEED_HOSTS.noLogo}:8080/res/logo.png`)).status).toBe(404);
    const aborted = new AbortController();
    const down = fetch(`http://${SPEED_HOSTS.down}:8080/res/logo.png`, { signal: aborted.signal });
    aborted.abort();
    await expect(down).rejects.toThrow();
  });
});

describe('feedback', () => {
  it('records a visitor feedback with a right captcha, and lists it for its merchant only', async () => {
    const fields = { content: `  ${CONTENT}  `, type: '1', ...(await imageCaptcha('lite')) };
    expect(await postFeedback(fields, { merchant: 'lite' })).toMatchObject({ success: true });
    expect(await received()).toEqual([
      expect.objectContaining({ sender: null, content: CONTENT, type: 1, file: null }),
    ]);
    expect(await received('demo')).toEqual([]);
    sandbox.reset();
    expect(await received()).toEqual([]);
  });

  it('refuses a wrong captcha, a bad type, a short or long text, a file from a visitor, a wrong file type', async () => {
    const send = async (fields: Record<string, string>, file?: File, token?: string) =>
      (await postFeedback({ ...(await imageCaptcha('lite')), ...fields }, { merchant: 'lite', file, token }))
        .errorCode;
    expect(await send({ content: CONTENT, type: '1', captcha: '0000x' })).toBe('captcha.invalid');
    expect(await send({ content: CONTENT, type: '5' })).toBe('feedback.type.invalid');
    expect(await send({ content: ' '.repeat(30) + 'short', type: '0' })).toBe('feedback.content.invalid');
    expect(await send({ content: 'x'.repeat(501), type: '0' })).toBe('feedback.content.invalid');
    const png = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });
    expect(await send({ content: CONTENT, type: '3' }, png)).toBe('user.or.token.invalid');
    expect(await send({ content: CONTENT, type: '3', sender: 'player01' })).toBe('feedback.sender.invalid');
    const token = sandbox.issueToken('player01', 'lite');
    const gif = new File([new Uint8Array([1])], 'shot.gif', { type: 'image/gif' });
    expect(await send({ content: CONTENT, type: '3', sender: 'player01' }, gif, token)).toBe(
      'feedback.file.invalid',
    );
    expect(await received()).toEqual([]);
  });

  it('takes the sender and one image from a logged-in member; geetest where the merchant uses it', async () => {
    const token = sandbox.issueToken('player01', 'lite');
    const png = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });
    const fields = { content: CONTENT, type: '6', sender: 'player01', ...(await imageCaptcha('lite')) };
    expect(await postFeedback(fields, { merchant: 'lite', token, file: png })).toMatchObject({
      success: true,
    });
    expect((await received())[0]).toMatchObject({
      sender: 'player01',
      type: 6,
      file: { name: 'shot.png', type: 'image/png', size: 3 },
    });
    // demo: geetest v3 on registration-type forms (GEETEST3 + GEETESTTEST3).
    expect((await postFeedback({ content: CONTENT, type: '0', captcha: '1234' })).errorCode).toBe(
      'captcha.invalid',
    );
    expect((await postFeedback({ content: CONTENT, type: '0', ...(await geetest3()) })).success).toBe(true);
    await flags('demo', { FEEDBACK3: 0 });
    expect((await postFeedback({ content: CONTENT, type: '0', ...(await geetest3()) })).errorCode).toBe(
      'feedback.disabled',
    );
  });
});
