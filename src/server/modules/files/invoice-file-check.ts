import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';

import { INVOICE_FILE_MAX_BYTES } from '#contract/schemas/vendor-portal.ts';

import { AppError } from '../../lib/app-error.ts';
import { detectImageType } from './image-check.ts';

type InvoiceFileType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

const HEAD_BYTES = 12;

/** architecture §6: by content, never by name or declared type. PDF, JPEG, PNG or WebP. */
function detectInvoiceType(head: Buffer): InvoiceFileType | undefined {
  if (head.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  const image = detectImageType(head);
  return image === 'image/gif' ? undefined : image;
}

function notAnInvoiceFile(): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    'The invoice file must be a PDF, JPEG, PNG or WebP file',
    400,
    {},
    [{ path: 'file', message: 'The invoice file must be a PDF, JPEG, PNG or WebP file' }],
  );
}

function tooLarge(): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The invoice file is larger than ${String(INVOICE_FILE_MAX_BYTES / 1024 / 1024)} MB`,
    413,
  );
}

/**
 * Passes an invoice file through while checking it: refused at its first bytes when it is not a
 * PDF or an image, and at the limit when it is too large, never after it is all received.
 */
export function createInvoiceFileCheck() {
  let head = Buffer.alloc(0);
  let detected: InvoiceFileType | undefined;
  let size = 0;

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > INVOICE_FILE_MAX_BYTES) {
        callback(tooLarge());
        return;
      }
      if (detected) {
        callback(null, chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) {
        callback();
        return;
      }
      detected = detectInvoiceType(head);
      if (detected) callback(null, head);
      else callback(notAnInvoiceFile());
    },
    flush(callback: TransformCallback) {
      if (detected) {
        callback();
        return;
      }
      detected = detectInvoiceType(head);
      if (detected) callback(null, head);
      else callback(notAnInvoiceFile());
    },
  });

  return {
    stream,
    contentType: (): InvoiceFileType | undefined => detected,
    size: (): number => size,
  };
}
