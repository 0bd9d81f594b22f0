import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** The change-password payload (spec/shell.md §7); oldPassword absent when the current password is the default. */
export interface ChangePasswordBody {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password (encrypted, auth). Failures show on the form. */
export const changePassword = defineEndpoint<null>({
  id: 'member-centre.changePassword',
  ...PATHS.changePassword,
  schema: z.null(),
  alerts: false,
});
