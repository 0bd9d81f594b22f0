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
 * The seed, by account (the same on every merchant): agent02 (isAgent 2) has one payment to confirm. Nobody else has
 * one: a waiting payment opens the confirmation after every login, so the other seeded accounts start clear.
 * `POST /__sandbox/payment-confirmations` queues more for any member (an auto-confirmable one, with its event).
 */
function seed(): Record<string, SandboxPaymentConfirmation[]> {
  return {
    agent02: [{ payDetailId: 'PD30001', amount: '800.00', remainingAmount: '0.00', isAutoConfirmed: false }],
  };
}

/** What a processed payment left behind (read with `GET /__sandbox/payment-confirmations/processed`). */
export interface SandboxProcessedPayment {
  merchant: string;
  account: string;
  payDetailId: string;
  isMoneyReceived: string;
  proof: { name: string; type: string; size: number } | null;
}

/**
 * The payment confirmation calls (agent-contracts' PaymentConfirmation widget): the list read and the C2C
 * processing. Each member's list is per merchant; a processed payment leaves it.
 */
export const paymentConfirmationArea: SandboxAreaFactory = (ctx) => {
  const lists = new Map<string, SandboxPaymentConfirmation[]>();
  let processed: SandboxProcessedPayment[] = [];
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
        const proof = form.get('proofOfNotReceive');
        list.splice(index, 1);
        processed.push({
          merchant: ctx.merchantOf(request),
          account: account.account,
          payDetailId: String(payDetailId),
          isMoneyReceived: decision,
          proof:
            decision === 'N' && proof && typeof proof !== 'string'
              ? { name: proof.name, type: proof.type, size: proof.size }
              : null,
        });
        return ctx.ok({ payDetailId, isMoneyReceived: decision });
      }),
      // Admin: queue a payment for a member of the request's merchant; `notify` also pushes PAYMENT_CONFIRMATION
      // with it, as the platform does when a payment arrives.
      http.post(anyOrigin('/__sandbox/payment-confirmations'), async ({ request }) => {
        let body: Record<string, unknown>;
        try {
          body = (await request.json()) as Record<string, unknown>;
        } catch {
          return ctx.fail('request.invalid', 'a JSON body is expected', 400);
        }
        const merchant = ctx.merchantOf(request);
        const member = ctx.accounts?.(merchant).find((a) => a.account === body.account);
        if (!member) return ctx.fail('account.not.found', `unknown account ${String(body.account)}`, 404);
        const money = (value: unknown, fallback: string) =>
          typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? value : fallback;
        if (typeof body.payDetailId !== 'string' || body.payDetailId === '')
          return ctx.fail('request.invalid', 'payDetailId is required', 400);
        const payment: SandboxPaymentConfirmation = {
          payDetailId: body.payDetailId,
          amount: money(body.amount, '100.00'),
          remainingAmount: money(body.remainingAmount, '0.00'),
          isAutoConfirmed: body.isAutoConfirmed === true,
        };
        const list = listOf(merchant, member.account);
        const at = list.findIndex((item) => item.payDetailId === payment.payDetailId);
        if (at >= 0) list[at] = payment;
        else list.push(payment);
        const delivered =
          body.notify === true
            ? (ctx.pushToMember?.(merchant, member.id, 'PAYMENT_CONFIRMATION', payment) ?? 0)
            : 0;
        return ctx.ok({ queue: structuredClone(list), delivered });
      }),
      http.get(anyOrigin('/__sandbox/payment-confirmations/processed'), ({ request }) => {
        const merchant = ctx.merchantOf(request);
        return ctx.ok(processed.filter((p) => p.merchant === merchant));
      }),
    ],
    reset() {
      lists.clear();
      processed = [];
    },
  };
};
