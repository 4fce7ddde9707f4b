import type { FastifyReply } from 'fastify';

/** A stored image on its way to a browser: the bytes, streamed or whole, and what they are. */
interface PhotoBytes {
  contentType: string;
  /** Absent when the storage streams it without knowing its length up front. */
  size?: number;
  data: unknown;
}

/**
 * Answers an image the caller was checked for: private caching for a day (a photo's bytes never
 * change under its id), shown inline. Tickets', units' and reports' photos answer alike.
 */
export function sendPhoto(reply: FastifyReply, photo: PhotoBytes) {
  if (photo.size !== undefined) reply.header('content-length', String(photo.size));
  return reply
    .header('content-type', photo.contentType)
    .header('cache-control', 'private, max-age=86400')
    .header('content-disposition', 'inline')
    .send(photo.data);
}
