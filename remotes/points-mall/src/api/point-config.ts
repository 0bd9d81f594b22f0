import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { DEFAULT_PHONE_LENGTH } from '../constants';
import { PATHS } from './paths';
import { DecimalSchema } from './decimal';

/**
 * The point config (spec §3): pointExchangeRate and the earning rates, in percent (rate type P); plus the redeem
 * form's settings the spec calls "configured": whether LINE is asked and the phone's length bounds (ours, with the
 * shell's default phone bounds when absent).
 */
export const PointConfigSchema = z.object({
  pointExchangeRate: DecimalSchema,
  liveBet: DecimalSchema,
  lottoBet: DecimalSchema,
  pvpBet: DecimalSchema,
  rngBet: DecimalSchema,
  sportBet: DecimalSchema,
  deposit: DecimalSchema,
  lineEnabled: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  phoneMinLength: z
    .number()
    .nullish()
    .transform((v) => v ?? DEFAULT_PHONE_LENGTH.MIN),
  phoneMaxLength: z
    .number()
    .nullish()
    .transform((v) => v ?? DEFAULT_PHONE_LENGTH.MAX),
});
export type PointConfig = z.infer<typeof PointConfigSchema>;

/** `GET /wps/points/config` (getPointConfig). */
export const pointConfigEndpoint = defineEndpoint({
  id: 'points-mall.config',
  ...PATHS.pointConfig,
  schema: PointConfigSchema,
});
