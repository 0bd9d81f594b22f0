import Decimal from 'decimal.js';
import { http } from 'msw';
// zod's whole classic API: the sandbox runs in Node, never in a bundle.
import { z } from 'zod/v4';
import { anyOrigin, MAIN_WALLET, type SandboxAccount, type SandboxAreaFactory } from '../context';
import { readJsonObject } from '../core/request-body';
import { refuseDepositOverLimit } from './member-records';
import { registerPaymentPasswords } from './payment-passwords';

/** One deposit method as `GET /wps/member/deposit/methods` lists it; limits are decimal strings. */
export interface DepositMethod {
  code: string;
  name: string;
  minAmount: string;
  maxAmount: string;
}

/** A deposit or withdrawal request: pending until an admin hook (or the auto-settle delay) settles it. */
export interface MoneyRequest {
  requestId: string;
  kind: 'deposit' | 'withdraw';
  amount: string;
  /** Deposit method code; null for a withdrawal. */
  methodCode: string | null;
  status: 'PENDING' | 'SUCCESS' | 'FAIL' | 'REJECT';
  remarks: string | null;
  /** Epoch ms. */
  createdAt: number;
}

/** The seeded deposit methods of every merchant. */
export const SEED_DEPOSIT_METHODS: readonly DepositMethod[] = [
  { code: 'BANK', name: 'Bank transfer', minAmount: '100.00', maxAmount: '50000.00' },
  { code: 'ALIPAY', name: 'Alipay', minAmount: '50.00', maxAmount: '5000.00' },
  { code: 'USDT', name: 'USDT (TRC20)', minAmount: '10.00', maxAmount: '100000.00' },
];

/** Withdrawal limits of every merchant. */
export const WITHDRAW_LIMITS = { minAmount: '100.00', maxAmount: '20000.00' } as const;

/** The payment password rule: 6 digits. */
const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** Seeded payment passwords: player01 has one, everyone else sets theirs in the security centre. */
const SEED_PAYMENT_PASSWORDS: Record<string, string> = { player01: '135790' };

/** Seeded two-factor bindings (E email, G authenticator app, S sms) by account. */
const SEED_BINDINGS: Record<string, string[]> = { player01: ['E'] };

/** The methods a member may bind in the security centre (as `securityConfig` lists them). */
const BINDABLE_METHODS = ['E', 'G', 'S'] as const;

/** The authenticator code the sandbox accepts when binding method G (as at login: SEED_AUTH_CODE). */
const BIND_AUTH_CODE = '123456';

const Amount = z.union([z.string(), z.number()]).transform((value, ctx) => {
  try {
    const amount = new Decimal(value);
    if (amount.isFinite() && amount.decimalPlaces() <= 2) return amount;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'amount must be a number with at most 2 decimals' });
  return z.NEVER;
});

const DepositBody = z.object({ methodCode: z.string().min(1), amount: Amount });
const WithdrawBody = z.object({ amount: Amount, paymentPassword: z.string().optional() });
const TransferBody = z.object({ from: z.string().min(1), to: z.string().min(1), amount: Amount });
const PaymentPasswordBody = z.object({
  oldPaymentPassword: z.string().optional(),
  paymentPassword: z.string(),
  confirmPaymentPassword: z.string(),
});
const BindBody = z.object({
  method: z.enum(BINDABLE_METHODS),
  email: z.string().optional(),
  mobileNum: z.string().optional(),
  authCode: z.string().optional(),
});
const SettleBody = z.object({
  status: z.enum(['success', 'fail', 'reject']),
  remarks: z.string().max(500).optional(),
});

/** Masks all but the first 2 and last 2 characters of a contact (`pl***@example.com` style). */
function mask(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${value.slice(0, 2)}${'*'.repeat(Math.max(3, value.length - 4))}${value.slice(-2)}`;
}

/**
 * The member centre's money and security calls (docs/endpoints.md "Member centre: money and security"): deposit
 * methods and requests, withdrawals (payment password with PAYMENTPASS3), transfers between the main and game
 * wallets, the security config, payment password and two-factor binding. Requests stay pending until
 * `POST /__sandbox/deposits/:requestId` or `/__sandbox/withdrawals/:requestId` settles them (or, with the setting
 * `memberMoneyAutoSettleMs`, the sandbox clock passing that long), which pushes the DEPOSIT / WITHDRAW event.
 */
export const memberMoneyArea: SandboxAreaFactory = (ctx) => {
  // Per merchant/account: requests, payment passwords, bindings.
  let requests = new Map<string, MoneyRequest[]>();
  let paymentPasswords = new Map<string, string>();
  let bindings = new Map<string, Set<string>>();
  let nextId = 1;

  const key = (merchant: string, account: string) => `${merchant}/${account}`;
  const fail = (code: string, message: string, status?: number) => ctx.fail(code, message, status);
  const invalid = (error: z.ZodError) => {
    const issue = error.issues[0];
    return fail(
      'request.invalid',
      issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'bad body',
      400,
    );
  };

  const paymentPasswordOf = (merchant: string, account: string): string | null =>
    paymentPasswords.get(key(merchant, account)) ?? SEED_PAYMENT_PASSWORDS[account] ?? null;
  // The points mall checks redeems and conversions against the same payment passwords.
  registerPaymentPasswords(ctx, paymentPasswordOf);

  const bindingsOf = (merchant: string, account: string): Set<string> => {
    let set = bindings.get(key(merchant, account));
    if (!set) {
      set = new Set(SEED_BINDINGS[account] ?? []);
      bindings.set(key(merchant, account), set);
    }
    return set;
  };

  const requestsOf = (merchant: string, account: string): MoneyRequest[] => {
    let list = requests.get(key(merchant, account));
    if (!list) {
      list = [];
      requests.set(key(merchant, account), list);
    }
    return list;
  };

  const session = (request: Request): { merchant: string; member: SandboxAccount } | null => {
    const member = ctx.accountOf(request);
    return member ? { merchant: ctx.merchantOf(request), member } : null;
  };

  const flagOn = (merchant: string, flag: string) => ctx.isFlagOn?.(merchant, flag) ?? true;

  /** Settle a pending request: credit a successful deposit, refund a refused withdrawal, then push the event. */
  const settle = (
    merchant: string,
    member: SandboxAccount,
    entry: MoneyRequest,
    status: 'success' | 'fail' | 'reject',
    remarks: string | null,
  ): MoneyRequest => {
    const refused = status !== 'success';
    if (entry.kind === 'deposit') {
      entry.status = refused ? 'FAIL' : 'SUCCESS';
      if (!refused) ctx.wallets?.adjust(merchant, member.id, entry.amount);
    } else {
      entry.status = refused ? 'REJECT' : 'SUCCESS';
      // The amount was held when the request was made: a refusal gives it back.
      if (refused) ctx.wallets?.adjust(merchant, member.id, entry.amount);
    }
    entry.remarks = remarks;
    const eventStatus =
      entry.kind === 'deposit' ? (refused ? 'fail' : 'success') : refused ? 'reject' : 'success';
    ctx.pushToMember?.(merchant, member.id, entry.kind === 'deposit' ? 'DEPOSIT' : 'WITHDRAW', {
      status: eventStatus,
      amount: entry.amount,
      requestId: entry.requestId,
      ...(remarks ? { remarks } : {}),
    });
    return entry;
  };

  /** Per merchant: settle pending requests as successful once this old (`POST /__sandbox/member-money/auto-settle`). */
  const autoSettleDelays = new Map<string, number>();
  const autoSettle = (now: number) => {
    for (const [owner, list] of requests) {
      const [merchant = '', account = ''] = owner.split('/');
      const delay = autoSettleDelays.get(merchant);
      if (delay === undefined) continue;
      const member = ctx.accounts?.(merchant).find((m) => m.account === account);
      if (!member) continue;
      for (const entry of list) {
        if (entry.status === 'PENDING' && now - entry.createdAt >= delay) {
          settle(merchant, member, entry, 'success', null);
        }
      }
    }
  };
  ctx.onClock?.((_from, to) => autoSettle(to));

  const settleHook = (kind: MoneyRequest['kind']) =>
    http.post(
      anyOrigin(kind === 'deposit' ? '/__sandbox/deposits/:requestId' : '/__sandbox/withdrawals/:requestId'),
      async ({ request, params }) => {
        const body = SettleBody.safeParse((await readJsonObject(request)) ?? {});
        if (!body.success) return invalid(body.error);
        const merchant = ctx.merchantOf(request);
        const id = String(params.requestId);
        for (const member of ctx.accounts?.(merchant) ?? []) {
          const entry = requests.get(key(merchant, member.account))?.find((r) => r.requestId === id);
          if (!entry || entry.kind !== kind) continue;
          if (entry.status !== 'PENDING')
            return fail('request.settled', `${id} is already ${entry.status}`, 409);
          return ctx.ok({ ...settle(merchant, member, entry, body.data.status, body.data.remarks ?? null) });
        }
        return fail('request.not.found', `no pending ${kind} ${id}`, 404);
      },
    );

  return {
    handlers: [
      http.get(anyOrigin('/wps/member/deposit/methods'), ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        return ctx.ok({ methods: SEED_DEPOSIT_METHODS.map((m) => ({ ...m })) });
      }),

      http.get(anyOrigin('/wps/member/deposit/requests'), ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        return ctx.ok(
          requestsOf(s.merchant, s.member.account)
            .filter((r) => r.kind === 'deposit')
            .map((r) => ({ ...r }))
            .reverse(),
        );
      }),

      http.post(anyOrigin('/wps/member/deposit'), async ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        if (!flagOn(s.merchant, 'DEPOSIT')) return fail('deposit.disabled', '存款功能未开放');
        const body = DepositBody.safeParse((await readJsonObject(request)) ?? {});
        if (!body.success) return invalid(body.error);
        const method = SEED_DEPOSIT_METHODS.find((m) => m.code === body.data.methodCode);
        if (!method) return fail('deposit.method.unknown', `未知的存款方式 ${body.data.methodCode}`);
        const { amount } = body.data;
        if (amount.lt(method.minAmount) || amount.gt(method.maxAmount)) {
          return fail(
            'deposit.amount.invalid',
            `存款金额须在 ${method.minAmount} 至 ${method.maxAmount} 之间`,
          );
        }
        // Responsible gaming (member-records.ts): above the member's self-set daily limit → deposit.limit.exceeded.
        const overLimit = refuseDepositOverLimit(ctx, s.merchant, s.member.account, amount.toFixed(2));
        if (overLimit) return overLimit;
        const entry: MoneyRequest = {
          requestId: `D${String(nextId++).padStart(6, '0')}`,
          kind: 'deposit',
          amount: amount.toFixed(2),
          methodCode: method.code,
          status: 'PENDING',
          remarks: null,
          createdAt: ctx.now(),
        };
        requestsOf(s.merchant, s.member.account).push(entry);
        return ctx.ok({ ...entry });
      }),

      http.get(anyOrigin('/wps/member/withdraw/config'), ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        const record = s.member as SandboxAccount & { payeeName?: string };
        return ctx.ok({
          ...WITHDRAW_LIMITS,
          balance: ctx.wallets?.balance(s.merchant, s.member.id, MAIN_WALLET) ?? '0.00',
          paymentPasswordRequired: flagOn(s.merchant, 'PAYMENTPASS3'),
          paymentPasswordSet: paymentPasswordOf(s.merchant, s.member.account) !== null,
          bankAccount: {
            bankName: 'Sandbox Bank',
            accountNo: `**** **** ${String(s.member.id).slice(-4)}`,
            payeeName: record.payeeName || s.member.nickname,
          },
        });
      }),

      http.get(anyOrigin('/wps/member/withdraw/requests'), ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        return ctx.ok(
          requestsOf(s.merchant, s.member.account)
            .filter((r) => r.kind === 'withdraw')
            .map((r) => ({ ...r }))
            .reverse(),
        );
      }),

      http.post(anyOrigin('/wps/member/withdraw'), async ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        if (!flagOn(s.merchant, 'WITHDRAW')) return fail('withdraw.disabled', '取款功能未开放');
        const body = WithdrawBody.safeParse((await readJsonObject(request)) ?? {});
        if (!body.success) return invalid(body.error);
        const { amount, paymentPassword } = body.data;
        if (amount.lt(WITHDRAW_LIMITS.minAmount) || amount.gt(WITHDRAW_LIMITS.maxAmount)) {
          return fail(
            'withdraw.amount.invalid',
            `取款金额须在 ${WITHDRAW_LIMITS.minAmount} 至 ${WITHDRAW_LIMITS.maxAmount} 之间`,
          );
        }
        if (flagOn(s.merchant, 'PAYMENTPASS3')) {
          const stored = paymentPasswordOf(s.merchant, s.member.account);
          if (stored === null) return fail('payment.password.unset', '请先设置支付密码');
          if (!paymentPassword) return fail('payment.password.required', '请输入支付密码');
          if (paymentPassword !== stored) return fail('payment.password.incorrect', '支付密码错误');
        }
        // The amount is held from the main wallet while the request is pending.
        if (ctx.wallets?.adjust(s.merchant, s.member.id, amount.negated().toFixed(2)) === null) {
          return fail('withdraw.balance.insufficient', '中心钱包余额不足');
        }
        const entry: MoneyRequest = {
          requestId: `W${String(nextId++).padStart(6, '0')}`,
          kind: 'withdraw',
          amount: amount.toFixed(2),
          methodCode: null,
          status: 'PENDING',
          remarks: null,
          createdAt: ctx.now(),
        };
        requestsOf(s.merchant, s.member.account).push(entry);
        return ctx.ok({ ...entry });
      }),

      http.post(anyOrigin('/wps/v2/wallets/transfer'), async ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        const body = TransferBody.safeParse((await readJsonObject(request)) ?? {});
        if (!body.success) return invalid(body.error);
        const { from, to, amount } = body.data;
        const wallets = ctx.wallets?.list(s.merchant, s.member.id) ?? [];
        if (from === to || ![from, to].every((code) => wallets.some((w) => w.accountName === code))) {
          return fail('transfer.wallet.invalid', '转出与转入钱包须为两个不同的钱包');
        }
        if (!amount.isPositive() || amount.isZero())
          return fail('transfer.amount.invalid', '转账金额须大于 0');
        if (ctx.wallets?.adjust(s.merchant, s.member.id, amount.negated().toFixed(2), from) === null) {
          return fail('transfer.balance.insufficient', '转出钱包余额不足');
        }
        ctx.wallets?.adjust(s.merchant, s.member.id, amount.toFixed(2), to);
        return ctx.ok({ balance: ctx.wallets?.list(s.merchant, s.member.id) ?? [] });
      }),

      http.post(anyOrigin('/wps/v2/wallets/recall'), ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        let moved = new Decimal(0);
        for (const wallet of ctx.wallets?.list(s.merchant, s.member.id) ?? []) {
          if (wallet.accountName === MAIN_WALLET || new Decimal(wallet.availBalance).isZero()) continue;
          ctx.wallets?.adjust(s.merchant, s.member.id, `-${wallet.availBalance}`, wallet.accountName);
          ctx.wallets?.adjust(s.merchant, s.member.id, wallet.availBalance, MAIN_WALLET);
          moved = moved.plus(wallet.availBalance);
        }
        return ctx.ok({ moved: moved.toFixed(2), balance: ctx.wallets?.list(s.merchant, s.member.id) ?? [] });
      }),

      http.get(anyOrigin('/wps/v2/member/securityConfig'), ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        const record = s.member as SandboxAccount & { email?: string; mobileNum?: string };
        const bound = bindingsOf(s.merchant, s.member.account);
        return ctx.ok({
          paymentPasswordEnabled: flagOn(s.merchant, 'PAYMENTPASS3'),
          paymentPasswordSet: paymentPasswordOf(s.merchant, s.member.account) !== null,
          twoFactor: BINDABLE_METHODS.map((method) => ({ method, bound: bound.has(method) })),
          email: record.email ? mask(record.email) : null,
          mobileNum: record.mobileNum ? mask(record.mobileNum) : null,
        });
      }),

      http.put(anyOrigin('/wps/member/paymentPassword'), async ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        if (!flagOn(s.merchant, 'PAYMENTPASS3')) return fail('payment.password.disabled', '支付密码未开放');
        const body = PaymentPasswordBody.safeParse((await readJsonObject(request)) ?? {});
        if (!body.success) return invalid(body.error);
        const stored = paymentPasswordOf(s.merchant, s.member.account);
        if (stored !== null && body.data.oldPaymentPassword !== stored) {
          return fail('payment.password.old.incorrect', '原支付密码错误');
        }
        if (!PAYMENT_PASSWORD_PATTERN.test(body.data.paymentPassword)) {
          return fail('payment.password.pattern', '支付密码须为6位数字');
        }
        if (body.data.paymentPassword !== body.data.confirmPaymentPassword) {
          return fail('payment.password.mismatch', '两次密码不一致');
        }
        paymentPasswords.set(key(s.merchant, s.member.account), body.data.paymentPassword);
        return ctx.ok(null);
      }),

      http.post(anyOrigin('/wps/member/twoFactor/bind'), async ({ request }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        const body = BindBody.safeParse((await readJsonObject(request)) ?? {});
        if (!body.success) return invalid(body.error);
        const record = s.member as SandboxAccount & { email?: string; mobileNum?: string };
        const { method, email, mobileNum, authCode } = body.data;
        const ok =
          (method === 'E' && !!email && email.trim().toLowerCase() === record.email) ||
          (method === 'S' && !!mobileNum && mobileNum.trim() === record.mobileNum) ||
          (method === 'G' && authCode === BIND_AUTH_CODE);
        if (!ok) return fail('two.factor.bind.fail', '验证信息不正确');
        bindingsOf(s.merchant, s.member.account).add(method);
        return ctx.ok(null);
      }),

      http.delete(anyOrigin('/wps/member/twoFactor/:method'), ({ request, params }) => {
        const s = session(request);
        if (!s) return ctx.unauthorized();
        bindingsOf(s.merchant, s.member.account).delete(String(params.method));
        return ctx.ok(null);
      }),

      settleHook('deposit'),
      settleHook('withdraw'),

      http.post(anyOrigin('/__sandbox/member-money/auto-settle'), async ({ request }) => {
        const body = z
          .object({ delayMs: z.number().int().nonnegative() })
          .safeParse((await readJsonObject(request)) ?? {});
        if (!body.success) return invalid(body.error);
        const merchant = ctx.merchantOf(request);
        if (body.data.delayMs === 0) autoSettleDelays.delete(merchant);
        else autoSettleDelays.set(merchant, body.data.delayMs);
        return ctx.ok({ delayMs: body.data.delayMs });
      }),
    ],
    reset() {
      requests = new Map();
      paymentPasswords = new Map();
      bindings = new Map();
      autoSettleDelays.clear();
      nextId = 1;
    },
  };
};
