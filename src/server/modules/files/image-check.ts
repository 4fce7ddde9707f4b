import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';

import { PHOTO_MAX_BYTES } from '#contract/schemas/ticket.ts';

import { AppError } from '../../lib/app-error.ts';

type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** Enough leading bytes to tell the four accepted formats apart (WebP needs 12). */
const HEAD_BYTES = 12;

/** architecture §6: images are recognised by their content, never by their name or declared type. */
export function detectImageType(head: Buffer): ImageType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  const ascii = head.toString('latin1', 0, Math.min(head.length, HEAD_BYTES));
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

function notAnImage(filename: string): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${filename || 'The file'} is not a JPEG, PNG, GIF or WebP image`,
    415,
  );
}

function tooLarge(filename: string): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `${filename || 'The file'} is larger than ${String(PHOTO_MAX_BYTES / 1024 / 1024)} MB`,
    413,
  );
}

/** What a content check accepts: a size limit, the types it recognises and its two refusals. */
interface ContentRules<Type extends string> {
  maxBytes: number;
  /** The type the leading bytes (at most HEAD_BYTES, fewer for a short file) show, if accepted. */
  detect: (head: Buffer) => Type | undefined;
  tooLarge: () => AppError;
  refused: () => AppError;
}

/**
 * Passes an upload through while checking it, so a wrong file is refused at its first bytes and
 * a large one at the limit, never after it is all received or held in memory (decision 012).
 * `contentType()` tells the detected type once the stream has ended; `size()` the bytes passed.
 */
export function createContentCheck<Type extends string>(rules: ContentRules<Type>) {
  let head = Buffer.alloc(0);
  let detected: Type | undefined;
  let size = 0;

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > rules.maxBytes) {
        callback(rules.tooLarge());
        return;
      }
      if (detected) {
        callback(null, chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) {
        // Hold the few head bytes until the type can be told.
        callback();
        return;
      }
      detected = rules.detect(head);
      if (detected) callback(null, head);
      else callback(rules.refused());
    },
    flush(callback: TransformCallback) {
      if (detected) {
        callback();
        return;
      }
      // A file shorter than the head: judge what there is.
      detected = rules.detect(head);
      if (detected) callback(null, head);
      else callback(rules.refused());
    },
  });

  return {
    stream,
    contentType: (): Type | undefined => detected,
    size: (): number => size,
  };
}

/** An image upload (JPEG, PNG, GIF or WebP, at most PHOTO_MAX_BYTES), checked as it passes. */
export function createImageCheck(filename: string) {
  return createContentCheck<ImageType>({
    maxBytes: PHOTO_MAX_BYTES,
    detect: detectImageType,
    tooLarge: () => tooLarge(filename),
    refused: () => notAnImage(filename),
  });
}
