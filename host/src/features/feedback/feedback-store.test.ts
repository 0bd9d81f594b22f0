import { setupSandboxServer } from '@wl/sandbox/testing';
import { startTestRoot } from '../access/access-test-root';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES, FEEDBACK_MIN_LENGTH, FEEDBACK_TYPES } from './constants';
import { FeedbackStore, isFeedbackImage } from './feedback-store';
import { loadCaptcha } from '../../lib/captcha/captcha-loader';

const { sandbox } = setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const CONTENT = '充值后余额没有到账，请帮忙查一下，谢谢！'; // 20 characters

/** What the sandbox recorded for the merchant. */
async function received(merchant: string) {
  const response = await fetch('http://localhost/__sandbox/feedback', { headers: { Merchant: merchant } });
  return ((await response.json()) as { value: Record<string, unknown>[] }).value;
}

async function lastCaptcha(merchant: string): Promise<string> {
  const response = await fetch('http://localhost/__sandbox/captcha', { headers: { Merchant: merchant } });
  return ((await response.json()) as { value: { code: string } }).value.code;
}

// lite: the registration-type captcha is the image code (GEETEST3 off).
async function setup(loggedIn: boolean) {
  // The modal brings the captcha code with it (captcha/captcha-loader.ts); the store alone has to load it.
  await loadCaptcha();
  const { root } = await startTestRoot('lite.localhost');
  if (loggedIn) root.session.acceptToken(sandbox.issueToken('player01', 'lite'), 'player01');
  const account = loggedIn ? 'player01' : null;
  const captcha = root.access.captcha('register');
  const store = new FeedbackStore({ api: root.api, captcha, account: () => account, t: (key) => key });
  return { root, store, captcha };
}

describe('feedback rules (spec/shell.md §3, §5, §9)', () => {
  it('names the types and bounds of the spec', () => {
    expect(FEEDBACK_TYPES).toEqual([1, 2, 3, 4, 6, 0]);
    expect([FEEDBACK_MIN_LENGTH, FEEDBACK_MAX_LENGTH]).toEqual([20, 500]);
    expect(FEEDBACK_MESSAGES.required).toBe('not_empty');
    expect(FEEDBACK_MESSAGES.wrongImageType).toBe('activity_apply_remark_limit2');
  });

  it('takes jpg, jpeg and png images only', () => {
    expect(isFeedbackImage({ name: 'a.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isFeedbackImage({ name: 'a.jpeg', type: '' })).toBe(true);
    expect(isFeedbackImage({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isFeedbackImage({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isFeedbackImage({ name: 'a.png', type: 'text/html' })).toBe(false);
    expect(isFeedbackImage({ name: 'png', type: '' })).toBe(false);
  });
});

describe('FeedbackStore', () => {
  it('counts the trimmed text, never takes more than 500, and checks 20-500 and the captcha', async () => {
    const { store, captcha } = await setup(false);
    expect(await store.submit()).toBe(false);
    expect(store.messages.content).toEqual({ key: 'not_empty' });
    store.setContent(`   ${'x'.repeat(19)}   `);
    expect(store.length).toBe(19);
    expect(await store.submit()).toBe(false);
    expect(store.messages.content).toEqual({ key: FEEDBACK_MESSAGES.length });
    store.setContent('y'.repeat(600));
    expect(store.content).toHaveLength(500);
    store.setContent(CONTENT);
    expect(store.messages.content).toBeUndefined();
    expect(await store.submit()).toBe(false); // no captcha typed
    expect(captcha!.validate()).toBe('not_empty');
    expect(await received('lite')).toEqual([]);
  });

  it('a visitor sends content, type and captcha only; it is recorded, and the form empties', async () => {
    const { store, captcha, root } = await setup(false);
    await (captcha as unknown as { start(): Promise<boolean> }).start();
    (captcha as unknown as { setCode(code: string): void }).setCode(await lastCaptcha('lite'));
    store.setType(4);
    store.setType(5); // not a type: ignored
    store.setContent(`  ${CONTENT}  `);
    store.setFile(new File([new Uint8Array([1])], 'shot.png', { type: 'image/png' }));
    const spy = jest.spyOn(root.api, 'call');
    expect(await store.submit()).toBe(true);
    const form = spy.mock.calls[0]![1]!.body as FormData;
    expect([...form.keys()].sort()).toEqual(['captcha', 'content', 'type']);
    expect(form.get('content')).toBe(CONTENT);
    expect(await received('lite')).toEqual([
      expect.objectContaining({ sender: null, type: 4, content: CONTENT }),
    ]);
    expect(store.content).toBe('');
  });

  it('refuses another image type with activity_apply_remark_limit2; a server refusal keeps the text', async () => {
    const { store, captcha } = await setup(true);
    store.setFile(new File([new Uint8Array([1])], 'shot.gif', { type: 'image/gif' }));
    expect(store.file).toBeNull();
    expect(store.messages.file).toEqual({ key: 'activity_apply_remark_limit2' });
    store.setFile(new File([new Uint8Array([1])], 'shot.jpg', { type: 'image/jpeg' }));
    expect(store.messages.file).toBeUndefined();
    await (captcha as unknown as { start(): Promise<boolean> }).start();
    (captcha as unknown as { setCode(code: string): void }).setCode('nope');
    store.setContent(CONTENT);
    // A wrong code: the server refuses, the text and the image stay for another try, with a new captcha.
    expect(await store.submit()).toBe(false);
    expect(store.messages.form).toEqual({ text: expect.any(String) });
    expect(store.content).toBe(CONTENT);
    expect(store.file?.name).toBe('shot.jpg');
  });

  it('a logged-in member sends the sender and the image', async () => {
    const { store, captcha, root } = await setup(true);
    await (captcha as unknown as { start(): Promise<boolean> }).start();
    (captcha as unknown as { setCode(code: string): void }).setCode(await lastCaptcha('lite'));
    store.setContent(CONTENT);
    store.setType(0);
    store.setFile(new File([new Uint8Array([1, 2])], 'shot.jpg', { type: 'image/jpeg' }));
    const spy = jest.spyOn(root.api, 'call');
    expect(await store.submit()).toBe(true);
    const form = spy.mock.calls[0]![1]!.body as FormData;
    expect(form.get('sender')).toBe('player01');
    expect(form.has('file')).toBe(true);
    // jsdom's File does not survive the test environment's FormData: the image on the wire is checked by e2e.
    expect(await received('lite')).toEqual([expect.objectContaining({ sender: 'player01', type: 0 })]);
  });
});
