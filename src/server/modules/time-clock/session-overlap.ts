import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

import { REPORT_DATE_FORMAT } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';

import { formatInstant } from '../../lib/locale-format.ts';
import type { OverlappingSession } from './time-clock.repository.ts';

type Sentence = (other: OverlappingSession, timeZone: string) => string;

function businessTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), REPORT_DATE_FORMAT);
}

// One sentence per language (a new language fails tsc here until it has its own).
const SENTENCES: Record<Language, Sentence> = {
  en: (other, timeZone) => {
    const end = other.clockOutTime ? businessTime(other.clockOutTime, timeZone) : 'now';
    const ticket = other.ticketNumber === null ? '' : ` on ticket #${String(other.ticketNumber)}`;
    return (
      `This time overlaps another session of the same person: ` +
      `${businessTime(other.clockInTime, timeZone)} to ${end}${ticket}`
    );
  },
  // The dates the Spanish report shows ('6 ene 2026, 8:00 a.m.'); a range within one day names
  // its day once.
  es: (other, timeZone) => {
    const shown = (at: Date, form: 'date' | 'dateTime' | 'time') =>
      formatInstant(at, form, 'es', timeZone);
    const start = other.clockInTime;
    const end = other.clockOutTime;
    const range =
      end === null
        ? `desde el ${shown(start, 'dateTime')} hasta ahora`
        : shown(start, 'date') === shown(end, 'date')
          ? `el ${shown(start, 'date')}, de ${shown(start, 'time')} a ${shown(end, 'time')}`
          : `del ${shown(start, 'dateTime')} al ${shown(end, 'dateTime')}`;
    const ticket =
      other.ticketNumber === null ? '' : `, en el ticket #${String(other.ticketNumber)}`;
    return `Este horario se cruza con otro turno de la misma persona: ${range}${ticket}`;
  },
};

/**
 * The 409 SESSION_OVERLAP text (decision 030): names the session in the way, in the business time
 * zone, so the person can find it on the report; English in the report's date format.
 */
export function overlapMessage(
  other: OverlappingSession,
  timeZone: string,
  language: Language,
): string {
  return SENTENCES[language](other, timeZone);
}
