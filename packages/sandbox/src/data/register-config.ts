/** One field of the register config (GET /wps/system/setting/register, spec/shell.md §3). */
export interface RegisterField {
  key: RegisterFieldKey;
  type: 'text' | 'password' | 'number' | 'email';
  required: boolean;
  enabled: boolean;
  updateRequired: boolean;
  minLength: number;
  maxLength: number;
  /** A regular-expression source, or '*' for anything. */
  acceptedPattern: string;
  patternId: number;
  /** Shown when the value breaks the rule; '(min)' and '(max)' stand for the bounds. */
  message: string;
}

/** The register fields of spec/shell.md §3, in form order (captcha last, as §5 wants). */
export const REGISTER_FIELD_KEYS = [
  'username',
  'password',
  'verifyPwd',
  'payeeName',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'qqNum',
  'email',
  'line',
  'facebook',
  'whatsapp',
  'idNumber',
  'nickname',
  'affiliateCode',
  'recommenderId',
  'rebateId',
  'captcha',
] as const;

export type RegisterFieldKey = (typeof REGISTER_FIELD_KEYS)[number];

/** Letters and digits only. */
const ALNUM = '^[A-Za-z0-9]+$';
const DIGITS = '^[0-9]+$';

function field(
  key: RegisterFieldKey,
  patternId: number,
  rule: Partial<RegisterField> & Pick<RegisterField, 'minLength' | 'maxLength' | 'message'>,
): RegisterField {
  return {
    key,
    type: 'text',
    required: false,
    enabled: false,
    updateRequired: false,
    acceptedPattern: '*',
    patternId,
    ...rule,
  };
}

/**
 * The seeded register config of every merchant: username, password and its confirmation required; payee name, mobile
 * number, email, affiliate code and recommender optional; the SMS code and captcha on; the rest off (a merchant or
 * a test switches them on with `PATCH /__sandbox/merchants/:code { register }`).
 */
export function seedRegisterFields(): RegisterField[] {
  return [
    field('username', 1, {
      required: true,
      enabled: true,
      minLength: 6,
      maxLength: 13,
      acceptedPattern: ALNUM,
      message: '用户名须为(min)-(max)位字母或数字',
    }),
    field('password', 2, {
      type: 'password',
      required: true,
      enabled: true,
      minLength: 6,
      maxLength: 16,
      acceptedPattern: ALNUM,
      message: '密码须为(min)-(max)位字母或数字，区分大小写',
    }),
    field('verifyPwd', 2, {
      type: 'password',
      required: true,
      enabled: true,
      minLength: 6,
      maxLength: 16,
      acceptedPattern: ALNUM,
      message: '两次密码不一致',
    }),
    field('payeeName', 3, {
      enabled: true,
      minLength: 2,
      maxLength: 30,
      message: '真实姓名须为(min)-(max)个字符',
    }),
    field('paymentPassword', 4, {
      type: 'password',
      minLength: 6,
      maxLength: 6,
      acceptedPattern: DIGITS,
      message: '支付密码须为(min)位数字',
    }),
    field('mobileNum', 5, {
      type: 'number',
      enabled: true,
      minLength: 11,
      maxLength: 11,
      acceptedPattern: '^1[0-9]{10}$',
      message: '请填写正确的手机号码',
    }),
    field('verificationCode', 6, {
      type: 'number',
      required: true,
      enabled: true,
      minLength: 6,
      maxLength: 6,
      acceptedPattern: DIGITS,
      message: '请填写短信验证码',
    }),
    field('qqNum', 7, {
      type: 'number',
      minLength: 5,
      maxLength: 12,
      acceptedPattern: DIGITS,
      message: 'QQ号须为(min)-(max)位数字',
    }),
    field('email', 8, {
      type: 'email',
      enabled: true,
      minLength: 6,
      maxLength: 50,
      acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      message: '请填写正确的邮箱地址',
    }),
    field('line', 9, { minLength: 4, maxLength: 30, message: 'Line 须为(min)-(max)个字符' }),
    field('facebook', 10, { minLength: 4, maxLength: 50, message: 'Facebook 须为(min)-(max)个字符' }),
    field('whatsapp', 11, {
      type: 'number',
      minLength: 6,
      maxLength: 16,
      acceptedPattern: DIGITS,
      message: 'WhatsApp 须为(min)-(max)位数字',
    }),
    field('idNumber', 12, {
      minLength: 15,
      maxLength: 18,
      acceptedPattern: '^[0-9]{14,17}[0-9Xx]$',
      message: '请填写正确的身份证号码',
    }),
    field('nickname', 13, { minLength: 2, maxLength: 16, message: '昵称须为(min)-(max)个字符' }),
    field('affiliateCode', 14, {
      enabled: true,
      minLength: 4,
      maxLength: 20,
      acceptedPattern: ALNUM,
      message: '请填写正确的推广码',
    }),
    field('recommenderId', 15, {
      enabled: true,
      minLength: 4,
      maxLength: 20,
      acceptedPattern: ALNUM,
      message: '推荐人须为(min)-(max)位字母或数字',
    }),
    field('rebateId', 16, { minLength: 1, maxLength: 20, message: '返水编号须为(min)-(max)个字符' }),
    field('captcha', 17, {
      required: true,
      enabled: true,
      minLength: 4,
      maxLength: 4,
      message: '请填写验证码',
    }),
  ];
}

/** Affiliate codes every merchant knows (GET /wps/agent/affiliate): code → the agent's account. */
export const SEED_AFFILIATES: Readonly<Record<string, string>> = {
  AFF001: 'agent01',
  AFF002: 'agent02',
};
