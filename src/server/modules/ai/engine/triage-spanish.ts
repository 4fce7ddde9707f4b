import { z } from 'zod';

import { loadOnce, readJsonDataFile } from '../ai-data-files.ts';
import type { TroubleshootingGuide } from '../knowledge-base/guides.ts';
import type { FailureReading } from './failure-reasoning.ts';
import type { TriageResult } from './triage-model.ts';

// Issue 40: the triage's reasoning and troubleshooting steps in Spanish. The engine decides in
// English and nothing here changes a category, priority or score: the same result is only worded
// again. Written data has its Spanish beside it in ./data (failure-model-es.json keyed by the
// English text, guides-es.json by guide id; failure-reasoning.test.ts fails on a missing one);
// the engine's own sentences are here, in the glossary's words (docs/glossary-es.md).

const TextsSchema = z.record(z.string().min(1), z.string().min(1));
const GuideTextsSchema = z.record(
  z.string().min(1),
  z.strictObject({
    symptom: z.string().min(1),
    safety: z.string().min(1),
    steps: z.array(z.string().min(1)).min(1),
    callAPro: z.string().min(1),
  }),
);

const modelTexts = loadOnce(() => readJsonDataFile('failure-model-es.json', TextsSchema));
const guideTexts = loadOnce(() => readJsonDataFile('guides-es.json', GuideTextsSchema));

/** A data text in Spanish; a text the file lacks stays English (the test reports it). */
function spanish(english: string): string {
  return modelTexts()[english] ?? english;
}

/** The asset as a Spanish noun with its article, by the failure model's asset id. */
const ASSET_NAMES: Record<string, string> = {
  freezer: 'el congelador',
  cooler: 'el refrigerador',
  gasket: 'el empaque',
  'hot-holding': 'el equipo para mantener caliente',
  fryer: 'la freidora',
  grill: 'la plancha o parrilla',
  oven: 'el horno',
  'ice-machine': 'la máquina de hielo',
  drinks: 'el equipo de bebidas',
  'water-heater': 'el calentador de agua',
  faucet: 'la llave del agua',
  plumbing: 'la plomería',
  power: 'la luz',
  lights: 'la iluminación',
  hvac: 'el aire acondicionado y calefacción (HVAC)',
  'air-conditioning': 'el aire acondicionado',
  heating: 'la calefacción',
  'air-outlet': 'la rejilla de ventilación',
  hood: 'la campana',
  'dish-machine': 'la lavaloza',
  'drive-thru': 'el autoservicio',
  ordering: 'el sistema de pedidos',
  // Doors, furniture, signs, fittings: no one noun fits them all.
  fixtures: 'lo reportado',
  egress: 'la salida',
  'life-safety': 'el equipo de seguridad',
  thermostat: 'el termostato',
  'emergency-lighting': 'la luz de emergencia o el letrero de salida',
  dispensers: 'el dispensador',
  locks: 'la cerradura',
};

const FUNCTION_WORDS: Record<string, string> = {
  'not-cooling': 'no enfría',
  'not-heating': 'no calienta',
  'not-holding-temperature': 'no mantiene la temperatura',
  overheating: 'se sobrecalienta',
  'not-locking': 'no cierra con llave ni engancha',
  'not-closing': 'no cierra o se atora',
  leaking: 'tiene una fuga',
  dripping: 'gotea',
  clogged: 'se tapa o desagua lento',
  'no-power': 'no tiene corriente',
  tripping: 'se bota',
  icing: 'se congela',
  'not-working': 'no funciona',
  noisy: 'hace ruido',
  cosmetic: 'tiene desgaste en la superficie',
  damaged: 'tiene daños',
  'service-due': 'necesita su servicio programado o una inspección',
};

/** failure-reasoning.ts's qualifiers, by their English. */
const WHY: Record<string, string> = {
  ' (one of several; the others cover)': ' (hay otros iguales; esos cubren)',
  ' (a backup or workaround is in place)': ' (hay un respaldo o una solución provisional)',
  ' (it is working again for now)': ' (por ahora volvió a funcionar)',
  ' (it still works)': ' (todavía funciona)',
  ' (the reading given is still in range)': ' (la lectura que dieron sigue en rango)',
  ' (degraded, or a workaround is in place)': ' (funciona a medias o hay una solución provisional)',
  ' (it has been like this a while)': ' (lleva tiempo así)',
  ' (a loose part rattling)': ' (una pieza floja que suena)',
  ' (one of several; the rest cover)': ' (hay otros iguales; esos cubren)',
  ' (the report says it can wait)': ' (el reporte dice que puede esperar)',
};

/** failure-reasoning.ts's consequence when no rule fits (it is code, not data). */
const FALLBACK_CONSEQUENCE: Record<string, string> = {
  'A fault to fix soon; nothing in the report says people, food or service are at risk.':
    'Una falla que hay que arreglar pronto; nada en el reporte dice que haya personas, comida o servicio en riesgo.',
};

/** triage-engine.ts's CONSEQUENCES, by cue signal. */
const CONSEQUENCES: Record<string, string> = {
  fire: 'Las llamas en una cocina pueden pasar a la campana y al local.',
  smoke: 'El humo indica que algo se está quemando o sobrecalentando y puede volverse un incendio.',
  gas: 'Un olor a gas es un riesgo de incendio y explosión hasta que se encuentre la fuga.',
  trapped: 'Alguien podría quedarse encerrado sin salida.',
  sparks: 'Las chispas pueden provocar un incendio o darle una descarga a quien toque el equipo.',
  shock: 'La electricidad expuesta donde trabaja la gente puede lastimar o matar.',
  burning: 'Un olor a quemado o una pieza eléctrica sobrecalentada es un riesgo de incendio.',
  flood: 'Agua o aguas negras en el piso son un riesgo de resbalón y de contaminación.',
  'hot-oil': 'El aceite caliente fuera de la tina quema la piel y deja el piso resbaloso.',
  glass: 'Un vidrio roto puede cortar al personal y terminar en la comida.',
  injury: 'Alguien ya se lastimó.',
  'no-hot-water':
    'Sin agua caliente el personal no puede lavarse las manos ni desinfectar los trastes, así que no se puede servir comida con seguridad.',
  'bad-ice': 'El hielo contaminado va directo a las bebidas de los clientes.',
  'food-temp':
    'La comida fuera de temperatura puede enfermar a los clientes y quizá haya que tirarla.',
  'room-temp': 'La temperatura adentro puede hacer sentir mal al personal y a los clientes.',
  outage: 'No se puede atender a los clientes hasta que se repare.',
};

/** priority-rules.ts's cue reasons, by their English. */
const CUE_REASONS: Record<string, string> = {
  'fire or flames': 'fuego o llamas',
  smoke: 'humo',
  'a gas smell or leak': 'olor o fuga de gas',
  'someone could be trapped': 'que alguien podría quedar encerrado',
  sparks: 'chispas',
  'an electric shock risk': 'riesgo de descarga eléctrica',
  'a burning smell or melting': 'olor a quemado o algo derretido',
  'flooding or sewage': 'inundación o aguas negras',
  'hot oil': 'aceite caliente',
  'broken glass': 'vidrio roto',
  'an injury': 'una persona lastimada',
  'no hot water for hand washing and dishes':
    'falta de agua caliente para lavarse las manos y los trastes',
  'contaminated ice': 'hielo contaminado',
  'food held out of temperature': 'comida fuera de temperatura',
  'a service-stopping outage': 'una falla que detiene el servicio',
  'a cosmetic or minor issue': 'un detalle estético o menor',
  'a workaround is in place or it can wait': 'que hay una solución provisional o puede esperar',
  'cold food going warm or soft': 'comida fría que se calienta o se ablanda',
};

const CUE_TEMPLATES: [RegExp, (value: string) => string][] = [
  [
    /^cold food above 41 °F \((-?\d+(?:\.\d+)?) °F reported\)$/,
    (v) => `comida fría arriba de 41 °F (reportan ${v} °F)`,
  ],
  [/^a freezer thawing at (-?\d+(?:\.\d+)?) °F$/, (v) => `un congelador descongelándose a ${v} °F`],
  [
    /^hot food held at (-?\d+(?:\.\d+)?) °F, below 135 °F$/,
    (v) => `comida caliente a ${v} °F, abajo de 135 °F`,
  ],
  [/^heat stress: (-?\d+(?:\.\d+)?) °F inside$/, (v) => `calor excesivo: ${v} °F adentro`],
  [/^no heat: (-?\d+(?:\.\d+)?) °F inside$/, (v) => `falta de calefacción: ${v} °F adentro`],
];

function cueReason(english: string): string {
  const known = CUE_REASONS[english];
  if (known) return known;
  for (const [pattern, write] of CUE_TEMPLATES) {
    const match = pattern.exec(english);
    if (match?.[1] !== undefined) return write(match[1]);
  }
  return english;
}

const PRIORITY_WORDS = { low: 'Baja', medium: 'Media', urgent: 'Urgente' } as const;

/** The LLM path's sentence when the safety rules raise its priority (ai.service.ts). */
export function raisedToUrgentInSpanish(reasons: string[]): string {
  return `Se subió a urgente porque el reporte menciona ${list(reasons.map(cueReason))}.`;
}

function percent(probability: number): string {
  return `${String(Math.round(probability * 100))} %`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1) ?? ''}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The asset's Spanish name; a walk-in is the glossary's 'cámara fría', not any refrigerator. */
function assetName(failure: FailureReading): string {
  const walkIn = /\b(walk[ -]?in|camara)\b/.test(failure.assetWords);
  if (walkIn && failure.asset === 'cooler') return 'la cámara fría';
  if (walkIn && failure.asset === 'freezer') return 'la cámara de congelación';
  // A reading of the room itself ('88 by the fryers' with no thermostat named).
  if (failure.assetWords === 'room') return 'el local';
  return ASSET_NAMES[failure.asset] ?? `«${failure.assetWords}»`;
}

function failureReason(failure: FailureReading): string {
  const name = assetName(failure);
  const { wording } = failure;
  switch (wording.kind) {
    case 'situation':
      return spanish(wording.consequence);
    case 'unnamed':
      return `El reporte menciona ${name}, pero no dice qué le pasa.`;
    case 'reading': {
      const value = `${String(failure.measured)} °F`;
      const band =
        wording.band === 'below'
          ? ', abajo de su rango de trabajo'
          : wording.band === 'in'
            ? ', todavía en su rango seguro'
            : '';
      return `${capitalised(name)} marca ${value}${band}; ${spanish(wording.meaning)}.`;
    }
    case 'function': {
      const role = spanish(failure.role);
      const does = FUNCTION_WORDS[failure.function] ?? 'no funciona';
      const why = WHY[wording.why] ?? wording.why;
      const consequence = FALLBACK_CONSEQUENCE[wording.consequence] ?? spanish(wording.consequence);
      return `${capitalised(name)} (${role}) ${does}${why}. ${consequence}`;
    }
  }
}

/** triage-engine.ts's reasoning, sentence for sentence, in Spanish. */
export function reasoningInSpanish(result: TriageResult, guide: TroubleshootingGuide): string {
  const parts: string[] = [];
  if (result.isSparse) {
    parts.push(
      `El reporte tiene muy pocas palabras que reconozco para estar seguro; ${result.category} es solo una suposición. Di qué equipo es y qué está haciendo.`,
    );
  } else {
    const cues =
      result.categoryCues.length > 0
        ? ` por ${list(result.categoryCues.map((word) => `“${word}”`))}`
        : '';
    parts.push(
      `Parece ${result.category} (${percent(Math.min(0.99, result.categoryConfidence))})${cues}.`,
    );
    if (result.runnerUp && result.runnerUp.probability >= 0.15) {
      parts.push(
        `También podría ser ${result.runnerUp.category} (${percent(result.runnerUp.probability)}).`,
      );
    }
  }
  if (result.isOverlong) {
    parts.push(
      'El reporte es más largo de lo que cabe en un ticket, así que esto es solo una suposición; di en pocas líneas qué está mal.',
    );
  }
  if (result.isVague) {
    parts.push(
      'El reporte no dice qué está mal, así que esto es solo una suposición; di qué está haciendo el equipo.',
    );
  }
  if (result.isPriorityFromRules) {
    parts.push(
      `Urgente porque el reporte menciona ${list(result.priorityCues.map((cue) => cueReason(cue.reason)))}.`,
    );
    const consequence = result.priorityCues
      .map((cue) => CONSEQUENCES[cue.signal])
      .find((sentence) => sentence !== undefined);
    if (consequence) parts.push(consequence);
  } else if (
    result.failure &&
    (result.failure.priority === 'urgent' || result.urgencyConfidence >= 0.6)
  ) {
    parts.push(`${PRIORITY_WORDS[result.priority]}: ${failureReason(result.failure)}`);
  } else if (result.priority === 'urgent') {
    parts.push('Urgente: reportes escritos como este ya han detenido el servicio antes.');
  } else if (result.priority === 'low') {
    parts.push(
      'Baja: se lee como algo estético o menor, sin señales de riesgo para la seguridad, la comida o el servicio.',
    );
  } else {
    parts.push(
      'Media: una falla que hay que arreglar pronto, sin señales de riesgo para la seguridad, la comida o el servicio.',
    );
  }
  if (result.needsRiskQuestions) {
    parts.push(
      'No estoy seguro de qué tan urgente es, así que el formulario hace tres preguntas rápidas sobre el riesgo.',
    );
  }
  const symptom = guideTexts()[guide.id]?.symptom ?? guide.symptom;
  parts.push(`Guía de solución más cercana: ${symptom}.`);
  return parts.join(' ');
}

/** knowledge-base.ts's troubleshootingSteps in Spanish (the English guide when it has none). */
export function stepsInSpanish(guide: TroubleshootingGuide): string[] {
  const texts = guideTexts()[guide.id] ?? guide;
  return [
    `Seguridad: ${texts.safety}`,
    ...texts.steps,
    `Detente y llama a un profesional: ${texts.callAPro}`,
  ];
}

function duration(english: string): string {
  return english
    .replace(/\bhours\b/g, 'horas')
    .replace(/\bhour\b/g, 'hora')
    .replace(/\bminutes\b/g, 'minutos')
    .replace(/ to /g, ' a ');
}

/** triage-engine.ts's repair-time estimate in Spanish (its figures unchanged). */
export function estimateInSpanish(english: string): string {
  const chain =
    /^About (.+), from (\d+) completed (.+) tickets at this chain \(most took (.+)\)$/.exec(
      english,
    );
  if (chain) {
    const [, median = '', count = '', category = '', range = ''] = chain;
    return `Alrededor de ${duration(median)}, según ${count} tickets de ${category} completados en esta cadena (la mayoría tomó ${duration(range)})`;
  }
  const typical = /^(.+) \(typical for this repair\)$/.exec(english);
  if (typical?.[1] !== undefined) return `${duration(typical[1])} (lo normal en esta reparación)`;
  return english;
}

export const DETAIL_HINT_ES =
  'Agrega qué está haciendo el equipo (ruido, fuga, olor, temperatura, código de error) y si afecta la comida, la seguridad o el servicio.';
