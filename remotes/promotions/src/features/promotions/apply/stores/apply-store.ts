import type { ShellServices } from '@wl/shell-contract';
import { ApiError } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  APPLY_IMAGE_EXTENSIONS,
  APPLY_IMAGE_MAX_BYTES,
  APPLY_IMAGE_MAX_COUNT,
  APPLY_REMARK_MAX_LENGTH,
} from '../constants';
import type { Promotion } from '../../api/promotion-list';
import { applyRewardEndpoint } from '../api/apply-reward';

/** A picture the member picked. */
export interface PickedPicture {
  id: number;
  file: File;
}

/** The spec's message keys (spec §5, §8). */
export const APPLY_KEYS = {
  remark: 'activity_apply_remark_limit1',
  imageRequired: 'activity_apply_remark_limit2',
  imageInvalid: 'activity_apply_remark_limit3',
  imageCount: 'activity_apply_remark_limit4',
} as const;

const MIME_OK = ['image/jpeg', 'image/png'];

/** True for a jpg, jpeg or png file of at most 5 242 880 bytes. */
export function isAcceptedPicture(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk = (APPLY_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  // The type is checked when the browser knows it; the extension always.
  const typeOk = !file.type || MIME_OK.includes(file.type);
  return extensionOk && typeOk && file.size <= APPLY_IMAGE_MAX_BYTES;
}

/**
 * The reward application dialog's state (spec §4, §5, §7): remarks and up to three pictures, checked by the spec's
 * rules, sent as one multipart POST with its upload progress. A failure keeps everything the member typed and picked.
 */
export class ApplyStore {
  remarks = '';
  pictures: PickedPicture[] = [];
  /** The rule message key shown (activity_apply_remark_limit1..4), or null. */
  errorKey: string | null = null;
  /** The server's message of a failed submit, or null. */
  serverError: string | null = null;
  /** Upload progress 0..1 while submitting, else null. */
  progress: number | null = null;
  submitting = false;
  private nextId = 1;

  constructor(
    private readonly shell: ShellServices,
    readonly promotion: Promotion,
    private readonly onSuccess: (promotionId: number) => void,
  ) {
    makeAutoObservable<ApplyStore, 'shell' | 'onSuccess' | 'nextId'>(
      this,
      { shell: false, onSuccess: false, nextId: false, promotion: false },
      { autoBind: true },
    );
  }

  get remarkRequired(): boolean {
    return this.promotion.remarkRequired === 'Y';
  }

  get imageRequired(): boolean {
    return this.promotion.imageRequired === 'Y';
  }

  setRemarks(value: string): void {
    this.remarks = value;
    if (this.errorKey === APPLY_KEYS.remark) this.errorKey = null;
  }

  /** Add picked files: a wrong type or size is refused (limit3), beyond three they are refused (limit4). */
  addFiles(files: readonly File[]): void {
    this.errorKey = null;
    for (const file of files) {
      if (!isAcceptedPicture(file)) {
        this.errorKey = APPLY_KEYS.imageInvalid;
        continue;
      }
      if (this.pictures.length >= APPLY_IMAGE_MAX_COUNT) {
        this.errorKey = APPLY_KEYS.imageCount;
        continue;
      }
      this.pictures.push({ id: this.nextId++, file });
    }
  }

  removePicture(id: number): void {
    this.pictures = this.pictures.filter((p) => p.id !== id);
    this.errorKey = null;
  }

  /** The first broken rule's key, or null: remark (required and at most 140), then pictures (required). */
  validate(): string | null {
    const remarks = this.remarks.trim();
    if ((this.remarkRequired && !remarks) || remarks.length > APPLY_REMARK_MAX_LENGTH)
      return APPLY_KEYS.remark;
    if (this.imageRequired && this.pictures.length === 0) return APPLY_KEYS.imageRequired;
    if (this.pictures.length > APPLY_IMAGE_MAX_COUNT) return APPLY_KEYS.imageCount;
    return null;
  }

  /** Send the application once (a second press while it is in flight does nothing); true on success. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.errorKey = this.validate();
    this.serverError = null;
    if (this.errorKey) return false;
    const form = new FormData();
    form.append('promotionId', String(this.promotion.id));
    form.append('remarks', this.remarks.trim());
    for (const picture of this.pictures) form.append('pictures', picture.file, picture.file.name);
    this.submitting = true;
    this.progress = 0;
    try {
      await this.shell.api.call(applyRewardEndpoint, {
        body: form,
        // Shown in the dialog; the host's dialog would hide it.
        alerts: false,
        onUploadProgress: (fraction) => runInAction(() => (this.progress = fraction)),
      });
      runInAction(() => {
        this.submitting = false;
        this.progress = null;
      });
      this.onSuccess(this.promotion.id);
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.progress = null;
        this.serverError = error instanceof ApiError ? error.displayText : String(error);
      });
      return false;
    }
  }
}
