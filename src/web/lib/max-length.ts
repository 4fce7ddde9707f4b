import { z } from 'zod';

/**
 * The longest text a contract schema accepts, looking through optional, nullable, default and
 * transform wrappers; undefined when it has no cap. Inputs take their `maxLength` from here so
 * the browser stops typing where the server would refuse.
 */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    return maxLengthOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in);
  return undefined;
}
