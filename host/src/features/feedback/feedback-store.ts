import { playerText, type ApiClient } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CaptchaHandle } from '../../lib/captcha/captcha-handle';
import { submitFeedback } from './api/feedback-submit';
import {
  FEEDBACK_IMAGE_EXTENSIONS,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPES,
  type FeedbackType,
} from './constants';

/** A message of the modal: a key (translated by the view) or the server's own text. */
export type FeedbackMessage = { key: string } | { text: string };

/** The fields a message can belong to. */
export type FeedbackField = 'content' | 'file' | 'form';

/** What the modal needs from the shell. */
export interface FeedbackDeps {
  api: ApiClient;
  /** The form's captcha (null: the shell provides none). */
  captcha: CaptchaHandle | null;
  /** The logged-in member's account, or null for a visitor. */
  account(): string | null;
  t(key: string): string;
}

/** Is this file an image the feedback takes (jpg, jpeg or png, by name and, when the browser knows it, by type)? */
export function isFeedbackImage(file: Pick<File, 'name' | 'type'>): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const nameOk = (FEEDBACK_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  const typeOk = file.type === '' || file.type === 'image/jpeg' || file.type === 'image/png';
  return nameOk && typeOk;
}

/**
 * The feedback modal (spec/shell.md §3, §5): a type (1, 2, 3, 4, 6, 0), the description (trimmed, 20 to 500
 * characters, never more than 500 typed, a counter), the captcha, and for a logged-in member one jpg/jpeg/png image
 * and the sender. A failed send keeps everything typed; a second submit while one is in flight sends nothing.
 */
export class FeedbackStore {
  type: FeedbackType = FEEDBACK_TYPES[0];
  content = '';
  file: File | null = null;
  messages: Partial<Record<FeedbackField, FeedbackMessage>> = {};
  submitting = false;

  constructor(private readonly deps: FeedbackDeps) {
    // A File is not a plain object: mobx keeps it as it is (observable by reference).
    makeAutoObservable<FeedbackStore, 'deps'>(this, { deps: false });
  }

  get captcha(): CaptchaHandle | null {
    return this.deps.captcha;
  }

  /** Only a logged-in member may attach an image (and is named as the sender). */
  get canAttach(): boolean {
    return this.deps.account() !== null;
  }

  /** The counter: characters of the trimmed description. */
  get length(): number {
    return this.content.trim().length;
  }

  setType(type: number): void {
    if ((FEEDBACK_TYPES as readonly number[]).includes(type)) this.type = type as FeedbackType;
  }

  /** Typing: never more than the maximum (the hard limit also sits on the field). */
  setContent(value: string): void {
    this.content = value.slice(0, FEEDBACK_MAX_LENGTH);
    if (this.messages.content && this.contentProblem() === null) delete this.messages.content;
  }

  /** Pick the image (null removes it); a file of another type is refused with activity_apply_remark_limit2. */
  setFile(file: File | null): void {
    if (file && !isFeedbackImage(file)) {
      this.file = null;
      this.messages.file = { key: FEEDBACK_MESSAGES.wrongImageType };
      return;
    }
    this.file = file;
    delete this.messages.file;
  }

  /** Validate and send; resolves true when the server took it. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    const contentProblem = this.contentProblem();
    const captchaProblem = this.deps.captcha?.validate() ?? null;
    this.messages = contentProblem ? { content: { key: contentProblem } } : {};
    if (contentProblem || captchaProblem) return false;
    this.submitting = true;
    try {
      if (this.deps.captcha && !(await this.deps.captcha.ensureVerified())) return false;
      await this.deps.api.call(submitFeedback, { body: this.formData() });
      runInAction(() => {
        this.content = '';
        this.file = null;
        this.messages = {};
      });
      return true;
    } catch (error) {
      runInAction(() => (this.messages = { form: { text: playerText(error, this.deps.t) } }));
      // A used captcha is spent: a fresh one for the next try.
      this.deps.captcha?.reset();
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  dispose(): void {
    this.deps.captcha?.dispose();
  }

  /** The payload (spec/shell.md §3): sender and file only when logged in. */
  private formData(): FormData {
    const form = new FormData();
    const account = this.deps.account();
    if (account !== null) form.append('sender', account);
    form.append('content', this.content.trim());
    form.append('type', String(this.type));
    for (const [key, value] of Object.entries(this.deps.captcha?.result() ?? {})) {
      // geetest v4's result is an object: sent as JSON in its field.
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    if (account !== null && this.file) form.append('file', this.file);
    return form;
  }

  private contentProblem(): string | null {
    const length = this.length;
    if (length === 0) return FEEDBACK_MESSAGES.required;
    if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH) return FEEDBACK_MESSAGES.length;
    return null;
  }
}
