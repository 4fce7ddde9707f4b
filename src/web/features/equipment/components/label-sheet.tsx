import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

import type { EquipmentLabel } from '#contract/schemas/equipment.ts';

import { LABEL_ROWS, LABELS_PER_ROW, labelPages, PAGE_LAYOUTS } from '../lib/label-pages.ts';
import type { PageSize } from '../lib/label-pages.ts';
import { qrPath } from '../lib/qr-path.ts';

/** One label: the QR code of its address, the unit's name, store and short code. */
function Label({ label }: { label: EquipmentLabel }) {
  const { t } = useTranslation('equipment');
  const qr = useMemo(() => qrPath(label.url), [label.url]);
  // A quiet zone of 2 modules around the code, as scanners expect.
  const box = qr.size + 4;
  return (
    <div
      className="flex items-center gap-[2.5mm] overflow-hidden px-[3mm] py-[2mm]"
      data-testid="equipment-label"
    >
      <svg
        viewBox={`-2 -2 ${String(box)} ${String(box)}`}
        className="h-full max-h-[28mm] w-auto shrink-0"
        role="img"
        aria-label={t('labels.qrFor', { url: label.url })}
        shapeRendering="crispEdges"
      >
        <rect x={-2} y={-2} width={box} height={box} fill="#fff" />
        <path d={qr.d} fill="#000" />
      </svg>
      <div className="grid min-w-0 gap-[0.8mm] leading-tight">
        <p className="line-clamp-2 text-[10pt] font-bold break-words">{label.name}</p>
        <p className="truncate text-[8pt]">{label.location}</p>
        <p className="font-mono text-[9pt] font-semibold tracking-wider">{label.shortCode}</p>
      </div>
    </div>
  );
}

function Pages({ labels, pageSize }: { labels: EquipmentLabel[]; pageSize: PageSize }) {
  const layout = PAGE_LAYOUTS[pageSize];
  return labelPages(labels).map((page, index) => (
    <div
      key={index}
      className="equipment-label-page grid bg-white text-black"
      style={{
        width: layout.width,
        height: layout.height,
        padding: `${layout.paddingY} ${layout.paddingX}`,
        gridTemplateColumns: `repeat(${String(LABELS_PER_ROW)}, 1fr)`,
        gridTemplateRows: `repeat(${String(LABEL_ROWS)}, 1fr)`,
      }}
    >
      {page.map((label) => (
        <Label key={label.id} label={label} />
      ))}
    </div>
  ));
}

/**
 * The sheet on screen (a preview with cut lines), and a print-only copy straight under <body>: the
 * printer gets nothing of the app (the whole #root is hidden in print), only the pages at the
 * chosen paper size.
 */
export function LabelSheet({ labels, pageSize }: { labels: EquipmentLabel[]; pageSize: PageSize }) {
  const { t } = useTranslation('equipment');
  const layout = PAGE_LAYOUTS[pageSize];
  return (
    <>
      <style>{`
        @page { size: ${layout.css}; margin: 0; }
        .equipment-label-print { display: none; }
        @media print {
          #root { display: none !important; }
          .equipment-label-print { display: block; }
          .equipment-label-print .equipment-label-page { break-after: page; }
          .equipment-label-print .equipment-label-page:last-child { break-after: auto; }
        }
        .equipment-label-preview .equipment-label-page > div { outline: 1px dashed #cbd5e1; }
      `}</style>
      <div
        className="equipment-label-preview grid justify-center gap-6 overflow-x-auto"
        aria-label={t('labels.sheet')}
        role="region"
      >
        <div className="grid gap-6 [&>div]:shadow-md">
          <Pages labels={labels} pageSize={pageSize} />
        </div>
      </div>
      {createPortal(
        <div className="equipment-label-print" aria-hidden="true">
          <Pages labels={labels} pageSize={pageSize} />
        </div>,
        document.body,
      )}
    </>
  );
}
