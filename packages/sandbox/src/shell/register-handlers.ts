import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { digitsOf } from '../core/hash';
import { readJsonObject } from '../core/request-body';
import { DEFAULT_PASSWORD, type MemberRecord, type NewMember } from '../data/accounts';
import { SEED_AFFILIATES, type RegisterField } from '../data/register-config';
import { CAPTCHA_INVALID, captchaKind, captchaPasses } from './captcha-check';
import { fieldMessage, fieldProblem } from './field-rules';
import { socialIdentityOf } from './social-identity';
import { isValidMobile } from './sms';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Register fields the server does not check as plain values (the SMS code and captcha have their own checks). */
const NOT_PLAIN_VALUES: ReadonlySet<string> = new Set(['verificationCode', 'captcha', 'rebateId']);

/** The payload name of a register field (the config's verifyPwd is the body's confirmPassword). */
const payloadName = (key: string): string => (key === 'verifyPwd' ? 'confirmPassword' : key);

/**
 * Registration (spec/shell.md §4, §5): GET /wps/system/setting/register, GET /wps/agent/affiliate, and
 * PUT /wps/member/register, /register/mobile (both encrypted) and /register/autoUsername. New members stay until
 * the next reset; the site logs them in with a login call afterwards.
 */
export function registerHandlers(core: SandboxCore) {
  const { state, context, signer } = core;

  const registerConfig = (merchant: string): RegisterField[] => state.merchant(merchant)?.register ?? [];
  const fieldRule = (merchant: string, key: string) => registerConfig(merchant).find((f) => f.key === key);
  const invalidField = (name: string, message: string) =>
    context.fail('register.field.invalid', `${name}: ${message}`);

  const captchaError = (merchant: string, body: Record<string, unknown>): Response | null => {
    const kind = captchaKind(state, merchant, 'register') ?? 'image';
    return captchaPasses(state, merchant, kind, body)
      ? null
      : context.fail(CAPTCHA_INVALID.errorCode, CAPTCHA_INVALID.message, 200, { captcha: true });
  };

  const affiliateError = (body: Record<string, unknown>): Response | null => {
    const code = text(body.affiliateCode);
    return code === '' || SEED_AFFILIATES[code] ? null : context.fail('affiliate.invalid', '推广码无效');
  };

  /** With REGMOBVERF3 on, the SMS code sent to the number for registration (used up on success). */
  const smsCodeError = (merchant: string, mobile: string, body: Record<string, unknown>): Response | null => {
    if (!state.isFlagOn(merchant, 'REGMOBVERF3')) return null;
    const ok = state.access.takeSmsCode(
      merchant,
      mobile,
      'register',
      text(body.verificationCode),
      context.now(),
    );
    return ok ? null : context.fail('sms.code.invalid', '短信验证码错误或已过期');
  };

  const created = (merchant: string, member: NewMember) => {
    const record: MemberRecord = state.createRegisteredMember(merchant, member);
    return context.ok({ customerName: record.account, profile: { mobileNo: record.mobileNum } });
  };

  /** `base` if free on the merchant, else `base2`, `base3`, ... */
  const freeUsername = (merchant: string, base: string): string => {
    let name = base;
    for (let n = 2; state.findMember(merchant, name); n++) name = `${base}${n}`;
    return name;
  };

  const disabled = () => context.fail('register.type.disabled', '该注册方式未开放');

  return [
    http.get(anyOrigin('/wps/system/setting/register'), ({ request }) =>
      context.ok(structuredClone(registerConfig(context.merchantOf(request)))),
    ),

    // The platform answers unknown codes with an error the site treats silently (spec/shell.md §8).
    http.get(anyOrigin('/wps/agent/affiliate'), ({ request }) => {
      const code = new URL(request.url).searchParams.get('code')?.trim() ?? '';
      const agent = SEED_AFFILIATES[code];
      return agent ? context.ok({ valid: true, agent }) : context.fail('affiliate.invalid', '推广码无效');
    }),

    http.put(anyOrigin('/wps/member/register'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      if (!state.isFlagOn(merchant, 'USERNAMEREG3')) return disabled();
      const captcha = captchaError(merchant, body);
      if (captcha) return captcha;

      const password = text(body.password);
      for (const field of registerConfig(merchant)) {
        if (!field.enabled || NOT_PLAIN_VALUES.has(field.key)) continue;
        const name = payloadName(field.key);
        const value = text(body[name]);
        // Username, password and its confirmation are needed whatever the config says.
        const required = field.required || ['username', 'password', 'verifyPwd'].includes(field.key);
        if (value === '') {
          if (required) return invalidField(name, fieldMessage(field));
          continue;
        }
        if (field.key === 'verifyPwd') {
          if (value !== password) return invalidField(name, field.message);
          continue;
        }
        const problem = fieldProblem(field, value);
        if (problem) return invalidField(name, problem);
      }
      const username = text(body.username);
      if (username === '' || password === '')
        return invalidField(username === '' ? 'username' : 'password', 'required');
      if (state.findMember(merchant, username))
        return context.fail('register.username.exists', '用户名已存在');
      const mobile = text(body.mobileNum);
      if (mobile !== '' && state.findMemberByMobile(merchant, mobile)) {
        return context.fail('register.mobile.exists', '该手机号码已注册');
      }
      const affiliate = affiliateError(body);
      if (affiliate) return affiliate;
      if (fieldRule(merchant, 'verificationCode')?.enabled !== false) {
        const sms = smsCodeError(merchant, mobile, body);
        if (sms) return sms;
      }
      return created(merchant, {
        account: username,
        password,
        mobileNum: mobile,
        email: text(body.email).toLowerCase(),
        payeeName: text(body.payeeName),
      });
    }),

    http.put(anyOrigin('/wps/member/register/mobile'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      if (!state.isFlagOn(merchant, 'MOBILENUMREG3')) return disabled();
      const captcha = captchaError(merchant, body);
      if (captcha) return captcha;

      const mobile = text(body.mobileNo);
      if (!isValidMobile(core, merchant, mobile)) return invalidField('mobileNo', '请填写正确的手机号码');
      // Without a typed password the site sends the default one and says so (spec/shell.md §4).
      const usesDefault = body.defaultPassword === true;
      const password = usesDefault ? DEFAULT_PASSWORD : text(body.password);
      if (!usesDefault) {
        const rule = fieldRule(merchant, 'password');
        const problem = password === '' ? '请输入密码' : rule ? fieldProblem(rule, password) : null;
        if (problem) return invalidField('password', problem);
        if (text(body.confirmPassword) !== password) return invalidField('confirmPassword', '两次密码不一致');
      }
      if (state.findMemberByMobile(merchant, mobile)) {
        return context.fail('register.mobile.exists', '该手机号码已注册');
      }
      const affiliate = affiliateError(body);
      if (affiliate) return affiliate;
      const sms = smsCodeError(merchant, mobile, body);
      if (sms) return sms;
      // The server makes the username: 'm' and the number's last 8 digits.
      return created(merchant, {
        account: freeUsername(merchant, `m${mobile.slice(-8)}`),
        password,
        mobileNum: mobile,
      });
    }),

    http.put(anyOrigin('/wps/member/register/autoUsername'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      if (!state.isFlagOn(merchant, 'SSOREG3'))
        return context.fail('register.autocreate.disabled', '不支持自动注册');
      const identity = await socialIdentityOf(signer, body);
      if (!identity || identity === 'invalid')
        return context.fail('social.token.invalid', '第三方登录凭证无效');
      if (state.access.boundAccount(merchant, identity.key)) {
        return context.fail('social.already.bound', '该第三方账号已绑定其他会员');
      }
      const prefix = identity.provider === 'firebase' ? 'fb' : 'tg';
      const account = freeUsername(merchant, `${prefix}${digitsOf(identity.key, 8)}`);
      const mobile =
        isValidMobile(core, merchant, identity.mobileNo) &&
        !state.findMemberByMobile(merchant, identity.mobileNo)
          ? identity.mobileNo
          : '';
      // No password: the member signs in through the provider.
      state.access.bind(merchant, identity.key, account);
      return created(merchant, { account, password: '', mobileNum: mobile });
    }),
  ];
}
