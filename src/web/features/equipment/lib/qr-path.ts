import QRCode from 'qrcode';

interface QrPath {
  /** Modules per side (the SVG's viewBox, before the quiet zone). */
  size: number;
  /** One SVG path drawing every dark module. */
  d: string;
}

/**
 * The QR code of `text` as an SVG path, built here from the code's modules: no canvas and no
 * network, so a label sheet renders the same in every browser, in print and in tests.
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${String(col)} ${String(row)}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}
