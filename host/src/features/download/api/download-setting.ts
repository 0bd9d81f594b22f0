import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from '../../../api/paths';

const DownloadTextSchema = z.object({
  code: z.string(),
  /** Language code (CN, TW, TH, JA, EN, VI, ...) → text. */
  text: z.record(z.string(), z.string().nullish()),
});

/** One text of the download setting: a code and its text per language (spec/shell.md §3). */
export type DownloadText = z.infer<typeof DownloadTextSchema>;

/** The download setting (spec/shell.md §7: cached; kept 3 minutes in session storage by the client). */
export const getDownloadSetting = defineEndpoint({
  id: 'host.downloadSetting',
  ...HOST_PATHS.downloadSetting,
  schema: z.array(DownloadTextSchema),
});
