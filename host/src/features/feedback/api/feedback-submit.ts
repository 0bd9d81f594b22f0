import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from '../../../api/paths';

/**
 * Feedback submit (spec/shell.md §3, §7): a multipart form with sender (logged in only), content, type, the captcha
 * result and file (one image, logged in only). Failures show in the modal, not in a dialog, so nothing typed is lost.
 */
export const submitFeedback = defineEndpoint({
  id: 'host.feedback',
  ...HOST_PATHS.feedback,
  schema: z.unknown(),
  alerts: false,
});
