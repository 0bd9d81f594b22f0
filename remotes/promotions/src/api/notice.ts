import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from './paths';

/** Missing or null lists read as empty: a group the server has nothing for is not an error. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);

const id = z.union([z.number(), z.string()]);

/** A banner (spec §3). `linkageType` URL opens an external link; P launches its game (roomId, nodeId, vendor) or, without one, opens a page of the site. */
export const BannerSchema = z.object({
  bannerId: id,
  url: z.string(),
  groupName: z.string().nullish(),
  linkage: z.string().nullish(),
  linkageType: z.string().nullish(),
  roomId: z.union([z.string(), z.number()]).nullish(),
  nodeId: z.union([z.string(), z.number()]).nullish(),
  vendor: z.string().nullish(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A notice: `content` is server HTML (sanitise before rendering). */
export const NoticeSchema = z.object({
  id,
  title: z.string(),
  content: z.string().nullish(),
  startDate: z.number().nullish(),
  /** Popup notices: A or F pop up once per session (spec §3). */
  execution: z.string().nullish(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** Query of a notice read. */
export type NoticeQuery = {
  /** Comma-separated types: B banners, PL player notices, PU popups, PR promotion notices. */
  types: string;
  groupName: string;
  execution: string;
  platform: string;
};

/** `GET /wps/notice`: banners and notices of a group, by type. */
export const noticeEndpoint = defineEndpoint({
  id: 'promotions.notice',
  ...PATHS.notice,
  schema: z.object({
    banners: list(BannerSchema),
    player: list(NoticeSchema),
    popup: list(NoticeSchema),
    promotion: list(NoticeSchema),
  }),
});
