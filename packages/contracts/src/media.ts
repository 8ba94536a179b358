import { z } from 'zod';

/** `POST /api/upload`: where the stored picture is served (`data.image_url`, and beside it). */
export const UploadAnswerSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.object({ image_url: z.string() }),
  /** The same address, where the specification reads it. */
  image_url: z.string(),
});
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;
