import { INVOICE_FILE_MAX_BYTES } from '#contract/schemas/vendor-portal.ts';

import { AppError } from '../../lib/app-error.ts';
import { createContentCheck, detectImageType } from './image-check.ts';

type InvoiceFileType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

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
  return createContentCheck<InvoiceFileType>({
    maxBytes: INVOICE_FILE_MAX_BYTES,
    detect: detectInvoiceType,
    tooLarge,
    refused: notAnInvoiceFile,
  });
}
