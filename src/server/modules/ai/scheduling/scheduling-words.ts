import type { Language } from '#contract/languages.ts';

import { formatInstant, formatMinutesIn } from '../../../lib/locale-format.ts';
import { datesInSpanish } from '../chat/chat-spanish-when.ts';
import { formatDay, formatMinutes, formatSlot } from '../format-time.ts';

// Issue 40 (decision 044): the scheduling suggestions' sentences in the reader's language. The
// engine decides what to suggest once; only the words differ. English is the spec's wording, byte
// for byte as it always was; Spanish follows docs/glossary-es.md, speaking to the reader as 'tú',
// with dates, times and durations in the es-419 forms of the server's locale-format.ts. Names,
// stores, categories and ticket titles are data and stay as given.

/** '#12 “Walk-in at 47”': the same in every language. */
type Label = string;

interface SchedulingWords {
  slot(start: Date, end: Date, allDay: boolean, timeZone: string): string;
  day(instant: Date, timeZone: string): string;
  minutes(minutes: number): string;
  urgentWithoutTechnician(input: {
    label: Label;
    location: string;
    category: string;
    waitingHours: number;
    pick?: { name: string; openTickets: number; certification?: string };
  }): string;
  urgentWithoutSlot(input: {
    label: Label;
    location: string;
    assignee: string | null;
    waitingHours: number;
  }): string;
  doubleBooked(input: {
    assignee: string | null;
    first: { label: Label; location: string; slot: string };
    second: { label: Label; location: string; slot: string; number: number };
    movedSlot: string;
    alternative?: string;
  }): string;
  slotPassed(input: {
    label: Label;
    location: string;
    slot: string;
    status: string;
    assignee: string | null;
  }): string;
  certificationMismatch(input: {
    label: Label;
    category: string;
    location: string;
    technician: string;
    certification: string;
    expiredOn?: string;
    certifiedAlternative?: string;
  }): string;
  peakHours(input: {
    label: Label;
    location: string;
    slot: string;
    isLunch: boolean;
    /** The same day's off-peak hours ('14:00–15:00'), when one window fits. */
    window?: string;
  }): string;
  travels(input: {
    assignee: string | null;
    day: string;
    /** Each store with its ticket numbers: 'Downtown (#3, #4)'. */
    stores: string[];
  }): string;
  workload(input: {
    busiest: string;
    busiestOpen: number;
    lightest: string;
    lightestOpen: number;
    movable: string[];
  }): string;
  nearOvertime(input: {
    technician: string;
    worked: string;
    threshold: string;
    ahead: string[];
    handTo?: { label: Label; name: string };
  }): string;
}

const ENGLISH: SchedulingWords = {
  slot: formatSlot,
  day: formatDay,
  minutes: formatMinutes,
  urgentWithoutTechnician({ label, location, category, waitingHours, pick }) {
    let who = ': no active technician is available, so call an outside contractor today';
    if (pick) {
      const open = `${String(pick.openTickets)} open ${pick.openTickets === 1 ? 'ticket' : 'tickets'}`;
      const details = pick.certification ? `${pick.certification} certified, ${open}` : open;
      who = `: assign ${pick.name} (${details}) and schedule it today`;
    }
    return `Urgent ${label} at ${location} (${category}) has no technician, ${englishWaiting(waitingHours)}${who}.`;
  },
  urgentWithoutSlot: ({ label, location, assignee, waitingHours }) =>
    `Urgent ${label} at ${location} is assigned to ${assignee ?? 'a technician'} but has no time slot, ${englishWaiting(waitingHours)}: schedule it for today.`,
  doubleBooked: ({ assignee, first, second, movedSlot, alternative }) =>
    `${assignee ?? 'A technician'} is double-booked: ${first.label} at ${first.location} (${first.slot}) overlaps ${second.label} at ${second.location} (${second.slot}). Move #${String(second.number)} to ${movedSlot}${alternative ? ` or give it to ${alternative}` : ''}.`,
  slotPassed: ({ label, location, slot, status, assignee }) =>
    `${label} at ${location} was scheduled for ${slot} and is still ${status}: reschedule it${assignee ? ` with ${assignee}` : ''}.`,
  certificationMismatch({
    label,
    category,
    location,
    technician,
    certification,
    expiredOn,
    certifiedAlternative,
  }) {
    const reason = expiredOn
      ? `whose ${certification} certification expired on ${expiredOn}`
      : `who has no ${certification} certification`;
    const swap = certifiedAlternative ? `; ${certifiedAlternative} is certified` : '';
    return `${label} (${category}) at ${location} is assigned to ${technician}, ${reason}${swap}.`;
  },
  peakHours: ({ label, location, slot, isLunch, window }) =>
    `${label} at ${location} is scheduled ${slot}, during ${isLunch ? 'the lunch rush (11:00–14:00)' : 'dinner service (17:00–21:00)'}: move it${window ? ` to ${window} the same day` : ' outside 11:00–14:00 and 17:00–21:00'}.`,
  travels: ({ assignee, day, stores }) =>
    `${assignee ?? 'A technician'} travels between ${String(stores.length)} stores on ${day}: ${stores.join(' and ')}. Group each store's visits on one day, or give one store's work to a technician nearby.`,
  workload: ({ busiest, busiestOpen, lightest, lightestOpen, movable }) =>
    `${busiest} has ${String(busiestOpen)} open tickets while ${lightest} has ${String(lightestOpen)}${
      movable.length > 0
        ? `: hand ${movable.join(' and ')} to ${lightest}`
        : `: give ${lightest} the next new tickets`
    }.`,
  nearOvertime: ({ technician, worked, threshold, ahead, handTo }) =>
    `${technician} has worked ${worked} of the ${threshold} weekly overtime threshold and still has ${ahead.join(', ')} scheduled this week${
      handTo ? `: give ${handTo.label} to ${handTo.name}` : ': move the last of them to next week'
    }.`,
};

function englishWaiting(hours: number): string {
  return hours < 1 ? 'reported under an hour ago' : `waiting ${String(hours)} h`;
}

/** The contract's certifications (product rules §9) as the web names them (common.json). */
const SPANISH_CERTIFICATIONS: Record<string, string> = {
  hvac: 'HVAC',
  electrical: 'electricidad',
  plumbing: 'plomería',
  'kitchen equipment': 'equipo de cocina',
  'fryer systems': 'freidoras',
  refrigeration: 'refrigeración',
  'general repair': 'reparaciones generales',
  safety: 'seguridad',
};

function spanishCertification(name: string): string {
  return SPANISH_CERTIFICATIONS[name.toLowerCase()] ?? name;
}

/** A ticket's status as the web's status badges say it (common.json status), in a sentence. */
const SPANISH_STATUSES: Record<string, string> = {
  open: 'abierto',
  accepted: 'aceptado',
  'in-progress': 'en progreso',
  'waiting-for-parts': 'esperando refacciones',
  'waiting-for-third-party': 'esperando a un tercero',
  completed: 'completado',
};

function spanishWaiting(hours: number): string {
  return hours < 1
    ? 'se reportó hace menos de una hora'
    : `lleva ${formatMinutesIn(hours * 60, 'es').replace(/ 0 min$/, '')} esperando`;
}

const SPANISH: SchedulingWords = {
  slot: (start, end, allDay, timeZone) => datesInSpanish(formatSlot(start, end, allDay, timeZone)),
  day: (instant, timeZone) => datesInSpanish(formatDay(instant, timeZone)),
  minutes: (minutes) => formatMinutesIn(Math.round(minutes), 'es'),
  urgentWithoutTechnician({ label, location, category, waitingHours, pick }) {
    let who =
      ': no hay ningún técnico activo disponible, así que llama hoy a un contratista externo';
    if (pick) {
      const open = `${String(pick.openTickets)} ${pick.openTickets === 1 ? 'ticket abierto' : 'tickets abiertos'}`;
      const details = pick.certification
        ? `certificación en ${spanishCertification(pick.certification)}, ${open}`
        : open;
      who = `: asígnaselo a ${pick.name} (${details}) y prográmalo para hoy`;
    }
    return `El ticket urgente ${label} de ${location} (${category}) no tiene técnico y ${spanishWaiting(waitingHours)}${who}.`;
  },
  urgentWithoutSlot: ({ label, location, assignee, waitingHours }) =>
    `El ticket urgente ${label} de ${location} está asignado a ${assignee ?? 'un técnico'} pero no tiene horario y ${spanishWaiting(waitingHours)}: prográmalo para hoy.`,
  doubleBooked: ({ assignee, first, second, movedSlot, alternative }) =>
    `${assignee ?? 'Un técnico'} tiene dos visitas a la vez: ${first.label} en ${first.location} (${first.slot}) se cruza con ${second.label} en ${second.location} (${second.slot}). Pasa el #${String(second.number)} a ${movedSlot}${alternative ? ` o dáselo a ${alternative}` : ''}.`,
  slotPassed: ({ label, location, slot, status, assignee }) =>
    `${label} de ${location} estaba programado para el ${slot} y sigue ${SPANISH_STATUSES[status] ?? status}: reprográmalo${assignee ? ` con ${assignee}` : ''}.`,
  certificationMismatch({
    label,
    category,
    location,
    technician,
    certification,
    expiredOn,
    certifiedAlternative,
  }) {
    const name = spanishCertification(certification);
    const reason = expiredOn
      ? `cuya certificación en ${name} venció el ${formatInstant(new Date(`${expiredOn}T00:00:00Z`), 'date', 'es', 'UTC')}`
      : `que no tiene certificación en ${name}`;
    const swap = certifiedAlternative ? `; ${certifiedAlternative} sí tiene la certificación` : '';
    return `${label} (${category}) de ${location} está asignado a ${technician}, ${reason}${swap}.`;
  },
  peakHours: ({ label, location, slot, isLunch, window }) =>
    `${label} de ${location} está programado para el ${slot}, durante ${isLunch ? 'la hora pico del almuerzo (11:00–14:00)' : 'el servicio de la cena (17:00–21:00)'}: muévelo${window ? ` a ${window} el mismo día` : ' fuera de 11:00–14:00 y de 17:00–21:00'}.`,
  travels: ({ assignee, day, stores }) =>
    `${assignee ?? 'Un técnico'} va de una sucursal a otra (${String(stores.length)} sucursales) el ${day}: ${joinSpanish(stores)}. Junta las visitas de cada sucursal en un mismo día, o dale el trabajo de una sucursal a un técnico cercano.`,
  workload: ({ busiest, busiestOpen, lightest, lightestOpen, movable }) =>
    `${busiest} tiene ${String(busiestOpen)} tickets abiertos y ${lightest}, ${String(lightestOpen)}${
      movable.length > 0
        ? `: pásale ${joinSpanish(movable)} a ${lightest}`
        : `: dale a ${lightest} los próximos tickets nuevos`
    }.`,
  nearOvertime: ({ technician, worked, threshold, ahead, handTo }) =>
    `${technician} lleva ${worked} trabajadas de las ${threshold} del límite semanal de horas extra y todavía tiene ${ahead.join(', ')} ${ahead.length === 1 ? 'programado' : 'programados'} esta semana${
      handTo ? `: dale ${handTo.label} a ${handTo.name}` : ': pasa el último a la próxima semana'
    }.`,
};

/** 'A, B y C' ('y' before the last, as Spanish lists are written). */
function joinSpanish(items: string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} y ${items.at(-1) ?? ''}`;
}

export const SCHEDULING_WORDS: Record<Language, SchedulingWords> = { en: ENGLISH, es: SPANISH };
