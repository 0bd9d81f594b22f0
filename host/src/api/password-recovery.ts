import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/** Find password by phone (JSON body): a new password is texted to the member's number. */
export interface ForgotPasswordSmsBody {
  username: string;
  mobileNumber: string;
}

/** POST /wps/member/password/sms. Failures are shown by the panel. */
export const forgotPasswordBySms = defineEndpoint({
  id: 'host.forgotPasswordSms',
  ...HOST_PATHS.forgotPasswordSms,
  alerts: false,
  schema: z.unknown(),
});

/**
 * POST /wps/member/password/email, sent as a form (`application/x-www-form-urlencoded`: the caller passes a
 * `URLSearchParams` body, which the client's axios sends with that content type). Failures are shown by the panel.
 */
export const forgotPasswordByEmail = defineEndpoint({
  id: 'host.forgotPasswordEmail',
  ...HOST_PATHS.forgotPasswordEmail,
  alerts: false,
  schema: z.unknown(),
});

/** The form body of {@link forgotPasswordByEmail}. */
export function forgotPasswordEmailForm(username: string, email: string): URLSearchParams {
  return new URLSearchParams({ username, email });
}

/** Set password by phone (encrypted): the code from POST /wps/verification/sms/noLogin and the new password. */
export interface SetPasswordByPhoneBody {
  username: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password/verification. Failures are shown by the panel. */
export const setPasswordByPhone = defineEndpoint({
  id: 'host.setPasswordByPhone',
  ...HOST_PATHS.setPasswordByPhone,
  alerts: false,
  schema: z.unknown(),
});
