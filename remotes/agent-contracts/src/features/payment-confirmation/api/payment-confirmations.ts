import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** Money arrives as a decimal string; a backend sending numbers is read the same way. */
const decimal = z.union([z.string(), z.number()]).transform(String);

const PaymentConfirmationSchema = z.object({
  payDetailId: z.union([z.string(), z.number()]).transform(String),
  amount: decimal,
  remainingAmount: decimal,
  // true/false, or Y/N from an older backend.
  isAutoConfirmed: z
    .union([z.boolean(), z.string()])
    .nullish()
    .transform((value) => value === true || value === 'Y'),
});

/** One payment waiting for the member's confirmation (spec/products.md §3). */
export type PaymentConfirmationItem = z.output<typeof PaymentConfirmationSchema>;

/** GET the payments waiting for confirmation (auth). Failures show in the widget (alerts off). */
export const getPaymentConfirmations = defineEndpoint<PaymentConfirmationItem[]>({
  id: 'agent-contracts.payment-confirmations',
  ...PATHS.paymentConfirmations,
  schema: z.array(PaymentConfirmationSchema),
  alerts: false,
});
