import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from './paths';

/** Current, next and previous issue of a game (spec/products.md §3, Issue). */
export const NearNumerosSchema = z.object({
  currentNumero: z.object({
    numero: z.string(),
    isSale: z.union([z.boolean(), z.number()]).transform(Boolean).nullish(),
    remainTime: z.number(),
    lockTime: z.number().nullish(),
  }),
  nextNumero: z.object({ numero: z.string() }).nullish(),
  previousNumero: z.object({ numero: z.string(), winNo: z.string().nullish() }).nullish(),
});
export type NearNumeros = z.infer<typeof NearNumerosSchema>;

/** GET /lgw/numeros/near?gameCode=. */
export const nearNumerosEndpoint = defineEndpoint({
  id: 'lottery.nearNumeros',
  ...PATHS.nearNumeros,
  schema: NearNumerosSchema,
});
