import { createFakeShell } from '@wl/shell-contract/testing';
import type { Promotion } from '../../api/promotion-list';
import { APPLY_KEYS, ApplyStore, isAcceptedPicture } from './apply-store';

const promotion = (remarkRequired: 'Y' | 'N', imageRequired: 'Y' | 'N'): Promotion => ({
  id: 2005,
  title: 'Weekend',
  announcementImages: [],
  promoAnnouncementCategoryIds: [],
  remarkRequired,
  imageRequired,
});
const file = (name: string, size = 10, type = 'image/png') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function setup(remark: 'Y' | 'N' = 'Y', image: 'Y' | 'N' = 'Y') {
  const fake = createFakeShell();
  fake.session.logIn('t', { id: 1, account: 'player01', type: 0 });
  const onSuccess = jest.fn();
  const store = new ApplyStore(fake.shell, promotion(remark, image), onSuccess);
  return { fake, store, onSuccess };
}

describe('ApplyStore', () => {
  it('accepts jpg, jpeg and png up to 5 242 880 bytes', () => {
    expect(isAcceptedPicture(file('a.png'))).toBe(true);
    expect(isAcceptedPicture(file('a.JPEG', 10, 'image/jpeg'))).toBe(true);
    expect(isAcceptedPicture(file('a.jpg', 5_242_880, 'image/jpeg'))).toBe(true);
    expect(isAcceptedPicture(file('a.jpg', 5_242_881, 'image/jpeg'))).toBe(false);
    expect(isAcceptedPicture(file('a.gif', 10, 'image/gif'))).toBe(false);
    expect(isAcceptedPicture(file('a.png', 10, 'image/gif'))).toBe(false);
  });

  it('checks the remark (required, 140) then the pictures (required), with the spec keys', () => {
    const { store } = setup();
    expect(store.validate()).toBe(APPLY_KEYS.remark);
    store.setRemarks('x'.repeat(141));
    expect(store.validate()).toBe(APPLY_KEYS.remark);
    store.setRemarks('fine');
    expect(store.validate()).toBe(APPLY_KEYS.imageRequired);
    store.addFiles([file('a.png')]);
    expect(store.validate()).toBeNull();
    const optional = setup('N', 'N').store;
    expect(optional.validate()).toBeNull();
  });

  it('refuses a wrong picture (limit3) and a fourth one (limit4), keeping the good ones', () => {
    const { store } = setup();
    store.addFiles([file('a.gif', 1, 'image/gif')]);
    expect(store.errorKey).toBe(APPLY_KEYS.imageInvalid);
    store.addFiles([file('1.png'), file('2.png'), file('3.png'), file('4.png')]);
    expect(store.errorKey).toBe(APPLY_KEYS.imageCount);
    expect(store.pictures.map((p) => p.file.name)).toEqual(['1.png', '2.png', '3.png']);
    store.removePicture(store.pictures[0]!.id);
    expect(store.pictures).toHaveLength(2);
    expect(store.errorKey).toBeNull();
  });

  it('sends one multipart call with its progress; a failure keeps everything', async () => {
    // Remark only: jsdom's File does not survive the test environment's FormData (pictures on the wire: e2e).
    const { fake, store, onSuccess } = setup('Y', 'N');
    let resolve!: (v: unknown) => void;
    const call = jest.spyOn(fake.shell.api, 'call').mockImplementation(
      (_e, options) =>
        new Promise((r) => {
          options?.onUploadProgress?.(0.5);
          resolve = r;
        }) as never,
    );
    store.setRemarks('remark');
    const first = store.submit();
    expect(store.submitting).toBe(true);
    expect(store.progress).toBe(0.5);
    expect(await store.submit()).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    const body = call.mock.calls[0]![1]!.body as FormData;
    expect(body.get('promotionId')).toBe('2005');
    expect(body.get('remarks')).toBe('remark');
    expect(body.getAll('pictures')).toHaveLength(0);
    resolve({ promotionId: 2005, status: 'PENDING' });
    expect(await first).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith(2005);

    call.mockRejectedValueOnce(new Error('down'));
    expect(await store.submit()).toBe(false);
    expect(store.serverError).toContain('down');
    expect(store.remarks).toBe('remark');
    expect(store.submitting).toBe(false);
  });
});
