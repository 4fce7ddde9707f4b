/** A sheet of 3 x 8 labels, laid out for the paper it is printed on. */
export const LABELS_PER_ROW = 3;
export const LABEL_ROWS = 8;
export const LABELS_PER_PAGE = LABELS_PER_ROW * LABEL_ROWS;

export type PageSize = 'A4' | 'Letter';

interface PageLayout {
  /** The @page size keyword. */
  css: string;
  width: string;
  height: string;
  /** Top and bottom margin; the side margin is `paddingX`. */
  paddingY: string;
  paddingX: string;
}

// A4 210 x 297 mm: 8 rows of 35 mm leave 8.5 mm above and below. Letter 8.5 x 11 in (215.9 x
// 279.4 mm): 8 rows of 33 mm leave 7.7 mm. Columns share the width inside 5 mm side margins.
export const PAGE_LAYOUTS: Record<PageSize, PageLayout> = {
  A4: { css: 'A4', width: '210mm', height: '297mm', paddingY: '8.5mm', paddingX: '5mm' },
  Letter: {
    css: 'letter',
    width: '215.9mm',
    height: '279.4mm',
    paddingY: '7.7mm',
    paddingX: '5mm',
  },
};

/** The labels split into pages of 24. */
export function labelPages<T>(labels: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < labels.length; start += LABELS_PER_PAGE) {
    pages.push(labels.slice(start, start + LABELS_PER_PAGE));
  }
  return pages;
}
