import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import type { Database } from '#server/db/database.ts';
import { ticketPhotos } from '#server/db/schema.ts';

// Smallest real files of each kind, recognised by their content.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

export interface UploadPart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A multipart/form-data body of files in the field `photos`, as the web form sends it; `fields`
 * (decision 031: `stage`) go before the files, or after them with `fieldsLast`.
 */
export function multipartBody(
  parts: UploadPart[],
  fields: Record<string, string> = {},
  { fieldsLast = false }: { fieldsLast?: boolean } = {},
): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----fixflow${randomUUID()}`;
  const fieldChunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  const chunks: Buffer[] = fieldsLast ? [] : [...fieldChunks];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  if (fieldsLast) chunks.push(...fieldChunks);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** PNG parts named p0.png, p1.png, … */
export function pngParts(...files: Buffer[]): UploadPart[] {
  return files.map((data, index) => ({
    filename: `p${String(index)}.png`,
    contentType: 'image/png',
    data,
  }));
}

/** How many photo rows a ticket has. */
export async function photoRowCount(db: Database, ticketId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ticketPhotos)
    .where(sql`${ticketPhotos.ticketId} = ${ticketId}`);
  return Number(row?.count);
}

/** The files the disk storage under `dataDir` keeps for a ticket's photos (none: an empty list). */
export async function storedTicketFiles(dataDir: string, ticketId: string): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, 'uploads', 'tickets', ticketId));
  } catch {
    return [];
  }
}
