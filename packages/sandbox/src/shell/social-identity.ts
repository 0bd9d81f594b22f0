import { fromBase64, toBase64 } from '../core/base64';
import type { HmacSigner } from '../core/hmac';

/** A social sign-in identity the handlers accept: `key` is `provider:subject`, what bindings are stored under. */
export interface SocialIdentity {
  key: string;
  provider: 'firebase' | 'telegram';
  /** The mobile number the provider knows ('' when none). */
  mobileNo: string;
}

/** What a stand-in firebase id token asserts. */
export interface FirebaseClaims {
  sub: string;
  /** The sign-in channel the site asked for (`google`, ...). */
  channel: string;
  mobileNo: string;
  /** Epoch ms (sandbox clock) of the sign-in. */
  iat: number;
}

/** Telegram's login widget data (spec/shell.md §3 telegramAuth). */
export interface TelegramAuth {
  id: number;
  first_name: string;
  username?: string;
  auth_date: number;
  hash: string;
}

const ISSUER = 'wl-sandbox-firebase';

const base64Url = (text: string): string =>
  toBase64(new TextEncoder().encode(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(text: string): string | null {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = fromBase64(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  return bytes ? new TextDecoder().decode(bytes) : null;
}

/** A signed stand-in id token: `base64url(claims JSON).hmac`. */
export async function mintFirebaseToken(signer: HmacSigner, claims: FirebaseClaims): Promise<string> {
  const payload = base64Url(JSON.stringify({ iss: ISSUER, ...claims }));
  return `${payload}.${await signer.sign(`firebase.${payload}`)}`;
}

/** The identity of a firebase id token signed by the sandbox for that channel, or null. */
export async function readFirebaseToken(
  signer: HmacSigner,
  token: unknown,
  channel: unknown,
): Promise<SocialIdentity | null> {
  if (typeof token !== 'string') return null;
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0 || !(await signer.verify(`firebase.${payload}`, mac))) return null;
  let claims: Partial<FirebaseClaims> & { iss?: unknown };
  try {
    claims = JSON.parse(fromBase64Url(payload) ?? 'null') as typeof claims;
  } catch {
    return null;
  }
  if (!claims || claims.iss !== ISSUER || typeof claims.sub !== 'string') return null;
  if (typeof channel === 'string' && channel !== '' && channel !== claims.channel) return null;
  return { key: `firebase:${claims.sub}`, provider: 'firebase', mobileNo: claims.mobileNo ?? '' };
}

/** Telegram's data-check string: every field but `hash` as `key=value`, sorted, one per line. */
function dataCheckString(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash' && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n');
}

/** Stand-in telegram widget data, `hash` the sandbox's HMAC of the data-check string (as Telegram signs it). */
export async function mintTelegramAuth(
  signer: HmacSigner,
  fields: Omit<TelegramAuth, 'hash'>,
): Promise<TelegramAuth> {
  return { ...fields, hash: await signer.sign(`telegram.${dataCheckString({ ...fields })}`) };
}

/** The identity of telegram widget data signed by the sandbox, or null. */
export async function readTelegramAuth(signer: HmacSigner, auth: unknown): Promise<SocialIdentity | null> {
  if (typeof auth !== 'object' || auth === null || Array.isArray(auth)) return null;
  const fields = auth as Record<string, unknown>;
  if (typeof fields.id !== 'number' || typeof fields.hash !== 'string') return null;
  if (!(await signer.verify(`telegram.${dataCheckString(fields)}`, fields.hash))) return null;
  return { key: `telegram:${fields.id}`, provider: 'telegram', mobileNo: '' };
}

/**
 * The social identity a login or registration body carries (`firebaseIdToken` + `firebaseChannel`, or
 * `telegramAuth`): null when it carries none, 'invalid' when its signature does not check.
 */
export async function socialIdentityOf(
  signer: HmacSigner,
  body: Record<string, unknown>,
): Promise<SocialIdentity | 'invalid' | null> {
  if (body.firebaseIdToken !== undefined && body.firebaseIdToken !== null && body.firebaseIdToken !== '') {
    return (await readFirebaseToken(signer, body.firebaseIdToken, body.firebaseChannel)) ?? 'invalid';
  }
  if (body.telegramAuth !== undefined && body.telegramAuth !== null) {
    return (await readTelegramAuth(signer, body.telegramAuth)) ?? 'invalid';
  }
  return null;
}
