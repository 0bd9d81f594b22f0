import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** Set (no old one yet) or change the payment password. */
export interface PaymentPasswordBody {
  oldPaymentPassword?: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** PUT the payment password (PAYMENTPASS3, auth). Failures show on the form. */
export const savePaymentPassword = defineEndpoint<null>({
  id: 'member-centre.paymentPassword',
  ...PATHS.paymentPassword,
  schema: z.null(),
  alerts: false,
});
