import { http } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';

/**
 * One payment waiting for the member's confirmation (spec/products.md §3 "Payment confirmation": payDetailId,
 * amount, remainingAmount, isAutoConfirmed), as GET /wps/agent/payment-confirmations lists it. Money is a decimal
 * string. The PAYMENT_CONFIRMATION realtime event carries the same shape (docs/endpoints.md).
 */
export interface SandboxPaymentConfirmation {
  payDetailId: string;
  amount: string;
  remainingAmount: string;
  /** True: the platform offers auto-confirmation (isMoneyReceived A). */
  isAutoConfirmed: boolean;
}

/** isMoneyReceived values (spec/products.md §4): Y received, N not received (with a proof image), A auto-confirm. */
const DECISIONS = ['Y', 'N', 'A'] as const;

/** The proof of a payment not received: one jpg, jpeg or png image of at most 5 MB (spec/products.md §5). */
const PROOF_TYPES = ['image/jpeg', 'image/png'];
const PROOF_MAX_BYTES = 5_242_880;

/**
 * The seed, by account (the same on every merchant). agent01 (isAgent 1) has two payments to confirm, the second
 * auto-confirmable; agent02 (isAgent 2) and player01 (isAgent 0) have one each. Free-play accounts have none.
 */
function seed(): Record<string, SandboxPaymentConfirmation[]> {
  return {
    agent01: [
      { payDetailId: 'PD20001', amount: '500.00', remainingAmount: '1500.00', isAutoConfirmed: false },
      { payDetailId: 'PD20002', amount: '1200.50', remainingAmount: '300.00', isAutoConfirmed: true },
    ],
    agent02: [{ payDetailId: 'PD30001', amount: '800.00', remainingAmount: '0.00', isAutoConfirmed: false }],
    player01: [{ payDetailId: 'PD10001', amount: '66.00', remainingAmount: '34.00', isAutoConfirmed: false }],
  };
}

/**
 * The payment confirmation calls (agent-contracts' PaymentConfirmation widget): the list read and the C2C
 * processing. Each member's list is per merchant; a processed payment leaves it.
 */
export const paymentConfirmationArea: SandboxAreaFactory = (ctx) => {
  const lists = new Map<string, SandboxPaymentConfirmation[]>();
  const listOf = (merchant: string, account: string): SandboxPaymentConfirmation[] => {
    const key = `${merchant}:${account}`;
    let list = lists.get(key);
    if (!list) {
      list = structuredClone(seed()[account] ?? []);
      lists.set(key, list);
    }
    return list;
  };
  return {
    handlers: [
      http.get(anyOrigin('/wps/agent/payment-confirmations'), ({ request }) => {
        const account = ctx.accountOf(request);
        if (!account) return ctx.unauthorized();
        return ctx.ok(structuredClone(listOf(ctx.merchantOf(request), account.account)));
      }),
      http.post(anyOrigin('/wps/agent/payment-confirmations/process'), async ({ request }) => {
        const account = ctx.accountOf(request);
        if (!account) return ctx.unauthorized();
        if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
          return ctx.fail('request.invalid', 'a multipart form body is expected', 400);
        }
        const form = await request.formData();
        const decision = form.get('isMoneyReceived');
        const payDetailId = form.get('payDetailId');
        if (typeof decision !== 'string' || !(DECISIONS as readonly string[]).includes(decision)) {
          return ctx.fail('request.invalid', 'isMoneyReceived must be Y, N or A', 400);
        }
        const list = listOf(ctx.merchantOf(request), account.account);
        const index = list.findIndex((item) => item.payDetailId === payDetailId);
        if (index < 0) return ctx.fail('payment.not.found', '付款记录不存在');
        if (decision === 'A' && !list[index]!.isAutoConfirmed) {
          return ctx.fail('payment.auto.unavailable', '该笔付款不支持自动确认');
        }
        if (decision === 'N') {
          const proof = form.get('proofOfNotReceive');
          if (!proof || typeof proof === 'string')
            return ctx.fail('payment.proof.required', '请上传未收款凭证');
          if (!PROOF_TYPES.includes(proof.type) || proof.size > PROOF_MAX_BYTES) {
            return ctx.fail('payment.proof.invalid', '凭证须为不超过 5MB 的 jpg、jpeg 或 png 图片');
          }
        }
        list.splice(index, 1);
        return ctx.ok({ payDetailId, isMoneyReceived: decision });
      }),
    ],
    reset() {
      lists.clear();
    },
  };
};
