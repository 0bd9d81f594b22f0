import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/** Change-password body (spec/shell.md §3); `oldPassword` is absent when the current password is the default. */
export interface ChangePasswordBody {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Change the logged-in member's password (encrypted). Failures are shown by the form. */
export const changePassword = defineEndpoint({
  id: 'host.changePassword',
  ...HOST_PATHS.changePassword,
  alerts: false,
  schema: z.unknown(),
});
