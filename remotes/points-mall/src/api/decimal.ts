import { z } from 'zod';

/** Points and money are decimal strings; a number from a lax backend is read as its string. */
export const DecimalSchema = z.union([z.string(), z.number()]).transform(String);
