import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** The redeem's body (spec §3 "Redeem form", sent with rewardId); `line` only when the merchant asks for it. */
export interface RedeemBody {
  rewardId: number;
  quantity: number;
  redeemType: string;
  password: string;
  province: string;
  telphone: string;
  address: string;
  name: string;
  line?: string;
  remarks: string;
}

/**
 * `POST /wps/points/redeem` (postRedeemPoint), encrypted. Failures show on the form (alerts off): every refusal of
 * the server (stock, points, money, password) has its own code and message.
 */
export const redeemEndpoint = defineEndpoint<{ recordId: number }>({
  id: 'points-mall.redeem',
  ...PATHS.redeem,
  schema: z.object({ recordId: z.number() }),
  alerts: false,
});
