import { z } from 'zod';

import type { Insight } from '#contract/schemas/ai.ts';

import { localizeEnglishDate } from '../../../lib/locale-format.ts';
import { loadOnce, readJsonDataFile } from '../ai-data-files.ts';
import { guideTextInSpanish } from '../chat/chat-spanish-rare.ts';
import { troubleshootingGuides } from '../knowledge-base/guides.ts';
import { GENERAL_GUIDE } from '../knowledge-base/knowledge-base.ts';

// Issue 40: the insights' texts for a Spanish reader. The insights are computed once, in English
// (their figures, order and tickets do not depend on the reader), and each sentence is worded again
// here; the troubleshooting guide's symptom reads Spanish from data/guides-es.json, its solution and
// prevention from data/guides-insights-es.json (by guide id; only the insights show them). A
// sentence no pattern knows stays English. Dates read in the Spanish form ('1 mar 2027'). An LLM
// asked for Spanish (ai.service.ts) writes its own.

type Write = (groups: string[]) => string;

const GuideAdviceSchema = z.record(
  z.string().min(1),
  z.strictObject({ solution: z.string().min(1), prevention: z.array(z.string().min(1)) }),
);

/** Each guide's English solution and prevention sentence -> its Spanish. */
const guideAdvice = loadOnce(() => {
  const spanish = readJsonDataFile('guides-insights-es.json', GuideAdviceSchema);
  const sentences = new Map<string, string>();
  for (const guide of [...troubleshootingGuides(), GENERAL_GUIDE]) {
    const texts = spanish[guide.id];
    if (!texts) continue;
    sentences.set(guide.solution, texts.solution);
    guide.prevention.forEach((measure, index) => {
      const translated = texts.prevention[index];
      if (translated) sentences.set(measure, translated);
    });
  }
  return sentences;
});

/** The guide's solution that leads an insight's solution ('<solution> '), in Spanish. */
function lead(text: string): string {
  const solution = text.trimEnd();
  return solution ? `${guideAdvice().get(solution) ?? solution} ` : '';
}

function plural(count: string, one: string, many: string): string {
  return `${count} ${count === '1' ? one : many}`;
}

function names(list: string): string {
  return list.replace(/ and ([^,]+)$/, ' y $1');
}

function ago(text: string): string {
  if (text === 'today') return 'hoy';
  if (text === 'yesterday') return 'ayer';
  const days = /^(\d+) days ago$/.exec(text)?.[1];
  return days ? `hace ${days} días` : text;
}

/** One detail of a recurring failure: '3 tickets in 90 days (#1, #2, #3)', '2 urgent'. */
function detail(part: string): string {
  const tickets = /^(\d+) tickets in (\d+) days \((.+)\)$/.exec(part);
  if (tickets)
    return `${tickets[1] ?? ''} tickets en ${tickets[2] ?? ''} días (${tickets[3] ?? ''})`;
  const recent = /^(\d+) in the last (\d+) days$/.exec(part);
  if (recent) return `${recent[1] ?? ''} en los últimos ${recent[2] ?? ''} días`;
  const urgent = /^(\d+) urgent$/.exec(part);
  if (urgent) return plural(urgent[1] ?? '', 'urgente', 'urgentes');
  const down = /^equipment down (\d+) times?$/.exec(part);
  if (down) return `equipo fuera de servicio ${plural(down[1] ?? '', 'vez', 'veces')}`;
  return part;
}

const ISSUES: [RegExp, Write][] = [
  [
    /^(.+?) problems keep coming back at (.+?): (.+?)(?:; the latest, “(.+)”, came in (.+?))?\.$/,
    ([category, location, details, title, when]) =>
      `Los problemas de ${category ?? ''} siguen volviendo en ${location ?? ''}: ${(details ?? '')
        .split(', ')
        // The ticket list inside parentheses holds ', ' too: rejoin it before wording the details.
        .reduce<string[]>((parts, piece) => {
          const last = parts.at(-1);
          if (last && last.includes('(') && !last.includes(')'))
            parts[parts.length - 1] = `${last}, ${piece}`;
          else parts.push(piece);
          return parts;
        }, [])
        .map(detail)
        .join(', ')}${title ? `; el último, “${title}”, llegó ${ago(when ?? '')}` : ''}.`,
  ],
  [
    /^“(.+)” is showing up across the chain: (\d+) (.+?) tickets at (.+) in (\d+) days \((.+)\)\.$/,
    ([symptom, count, category, stores, days, tickets]) =>
      `“${guideTextInSpanish(symptom ?? '')}” se está viendo en toda la cadena: ${count ?? ''} tickets de ${category ?? ''} en ${names(stores ?? '')} en ${days ?? ''} días (${tickets ?? ''}).`,
  ],
  [
    /^Preventive maintenance is falling behind at (.+?): (\d+) of (\d+) planned visits? in the last (\d+) days (?:was|were) missed\.$/,
    ([location, missed, due, days]) =>
      `El mantenimiento preventivo se está atrasando en ${location ?? ''}: se ${missed === '1' ? 'perdió' : 'perdieron'} ${missed ?? ''} de ${plural(due ?? '', 'visita planeada', 'visitas planeadas')} en los últimos ${days ?? ''} días.`,
  ],
  [
    /^(.+?) was sent to (.+?) at (.+?) (\d+) times in the last (\d+) days, again within 30 days of an earlier visit\.$/,
    ([vendor, unit, location, times, days]) =>
      `${vendor ?? ''} fue enviado a ${unit ?? ''} de ${location ?? ''} ${times ?? ''} veces en los últimos ${days ?? ''} días, otra vez a menos de 30 días de una visita anterior.`,
  ],
  [
    /^(.+?) at (.+?): (\d+) repairs in (\d+) days$/,
    ([unit, location, repairs, days]) =>
      `${unit ?? ''} de ${location ?? ''}: ${repairs ?? ''} reparaciones en ${days ?? ''} días`,
  ],
];

const SOLUTIONS: [RegExp, Write][] = [
  [
    /^(.*?)Have (.+?), who worked on them, look for the root cause across all (\d+) tickets rather than fixing each one on its own\.$/,
    ([guide, people, count]) =>
      `${lead(guide ?? '')}Pide a ${names(people ?? '')}, que trabajaron en ellos, que busquen la causa de fondo en los ${count ?? ''} tickets en vez de arreglar cada uno por separado.`,
  ],
  [
    /^(.*?)Send one technician to look for the root cause across all (\d+) tickets rather than fixing each one on its own\.$/,
    ([guide, count]) =>
      `${lead(guide ?? '')}Manda a un técnico a buscar la causa de fondo en los ${count ?? ''} tickets en vez de arreglar cada uno por separado.`,
  ],
  [
    /^(.*?)Check whether the same model, part or vendor is involved at each store and fix the cause once for all of them\.$/,
    ([guide]) =>
      `${lead(guide ?? '')}Revisa si en cada sucursal se repite el mismo modelo, pieza o proveedor y arregla la causa una sola vez para todas.`,
  ],
  [
    /^Open Preventive Maintenance, schedule the missed visits first, and check that each plan at this store has a technician who can reach it on its due days\.$/,
    () =>
      'Abre Mantenimiento preventivo, programa primero las visitas perdidas y revisa que cada plan de esta sucursal tenga un técnico que pueda llegar en sus fechas.',
  ],
  [
    /^Ask (.+?) why the first repair did not hold before approving the next invoice, and check the unit's warranty; if it fails again, dispatch the second-call vendor for (.+?) at (.+?)\.$/,
    ([vendor, category, location]) =>
      `Pregúntale a ${vendor ?? ''} por qué no aguantó la primera reparación antes de aprobar la siguiente factura, y revisa la garantía del equipo; si vuelve a fallar, envía al proveedor de 2.ª llamada de ${category ?? ''} en ${location ?? ''}.`,
  ],
  [
    /^(.+?) is under warranty until (.+?)(?: \((.+)\))?: call the warranty provider before paying for another repair\.$/,
    ([unit, date, provider]) =>
      `${unit ?? ''} tiene garantía hasta el ${localizeEnglishDate(date ?? '', 'es')}${provider ? ` (${provider})` : ''}: llama al proveedor de la garantía antes de pagar otra reparación.`,
  ],
  [
    /^Find the root cause instead of repeating the same fix, and price a replacement against the repairs so far\.$/,
    () =>
      'Busca la causa de fondo en vez de repetir el mismo arreglo, y compara el precio de un reemplazo con lo gastado en reparaciones.',
  ],
];

const MEASURES: [RegExp, Write][] = [
  [
    /^Put the (.+?) equipment at (.+?) on a monthly preventive maintenance visit\.$/,
    ([category, location]) =>
      `Pon los equipos de ${category ?? ''} de ${location ?? ''} en una visita mensual de mantenimiento preventivo.`,
  ],
  [
    /^Review the maintenance plans at (.+?) for due days that clash with service hours$/,
    ([location]) =>
      `Revisa si los planes de mantenimiento de ${location ?? ''} tienen fechas que chocan con el horario de servicio`,
  ],
  [
    /^Look at the Preventive Maintenance calendar each week and schedule the coming visits before their due days$/,
    () =>
      'Mira cada semana el calendario de mantenimiento preventivo y programa las próximas visitas antes de sus fechas',
  ],
  [
    /^Compare the invoices on (.+?) for parts replaced twice$/,
    ([tickets]) => `Compara las facturas de ${tickets ?? ''} por si se cambiaron piezas dos veces`,
  ],
  [
    /^Review (.+?)'s scorecard under Reports → Spend before the next dispatch$/,
    ([vendor]) =>
      `Revisa la evaluación de ${vendor ?? ''} en Reportes → Gasto antes del siguiente envío`,
  ],
  [
    /^Review the last (\d+) tickets on (.+?) together for a common cause$/,
    ([count, unit]) =>
      `Revisa juntos los últimos ${count ?? ''} tickets de ${unit ?? ''} en busca de una causa común`,
  ],
  [
    /^Schedule a preventive maintenance visit for this unit$/,
    () => 'Programa una visita de mantenimiento preventivo para este equipo',
  ],
];

function reword(text: string, patterns: [RegExp, Write][]): string {
  for (const [pattern, write] of patterns) {
    const match = pattern.exec(text);
    if (match) return write(match.slice(1));
  }
  return text;
}

/** An insight's texts in Spanish; its figures, level, store, category and tickets unchanged. */
export function insightInSpanish(insight: Insight): Insight {
  return {
    ...insight,
    issue: reword(insight.issue, ISSUES),
    solution: reword(insight.solution, SOLUTIONS),
    preventiveMeasures: insight.preventiveMeasures.map(
      (measure) => guideAdvice().get(measure) ?? reword(measure, MEASURES),
    ),
  };
}
