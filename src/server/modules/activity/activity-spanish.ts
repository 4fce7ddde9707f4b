import type { ActivityRecord } from './activity.repository.ts';

/** An invoice above the dispatch's not-to-exceed amount: both languages' history lines say so. */
export function invoiceOverNte(details: Record<string, unknown>): boolean {
  return (
    typeof details.amountCents === 'number' &&
    typeof details.nteCents === 'number' &&
    details.amountCents > details.nteCents
  );
}

// Issue 40 (decision 044): a history line in Spanish, from the entry's kind and details as stored,
// so old entries read in Spanish too. The English lines stay in activity.service.ts, untouched (the
// spec's words); this file follows its branches one for one. Terms: docs/glossary-es.md.

/** What the Spanish lines need worded by locale: dates, times, money and durations. */
interface SpanishForms {
  /** The schedule's dates ('8 ene 2026, 9:00 a.m. – 5:00 p.m.'), undefined without one. */
  schedule: (details: Record<string, unknown>) => string | undefined;
  /** An ISO instant, short ('27 nov, 9:00 a.m.'), undefined when it is not one. */
  instant: (value: unknown) => string | undefined;
  money: (cents: number, currency: string) => string;
  minutes: (minutes: number) => string;
}

const STATUSES: Record<string, string> = {
  open: 'Abierto',
  accepted: 'Aceptado',
  'in-progress': 'En progreso',
  'waiting-for-parts': 'Esperando refacciones',
  'waiting-for-third-party': 'Esperando a un tercero',
  completed: 'Completado',
};

const PRIORITIES: Record<string, string> = { low: 'Baja', medium: 'Media', urgent: 'Urgente' };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** A ticket with the article Spanish needs where it stands: 'el #12', 'del #12', 'en el #12'. */
function ticketWords(number: number | null) {
  const hash = number === null ? null : `#${String(number)}`;
  return {
    el: hash ? `el ${hash}` : 'un ticket',
    del: hash ? `del ${hash}` : 'de un ticket',
    al: hash ? `al ${hash}` : 'a un ticket',
    en: hash ? `en el ${hash}` : 'en un ticket',
  };
}

function unit(details: Record<string, unknown>): string {
  const name = text(details.name) ?? 'un equipo';
  const store = text(details.location);
  return store ? `${name} en ${store}` : name;
}

function editLine(
  actor: string,
  ticket: ReturnType<typeof ticketWords>,
  details: Record<string, unknown>,
): string {
  const from = text(details.from) ?? '';
  const to = text(details.to) ?? '';
  switch (details.field) {
    case 'title':
      return `${actor} cambió el nombre ${ticket.del} de “${from}” a “${to}”`;
    case 'description':
      return `${actor} editó la descripción ${ticket.del}`;
    case 'priority':
      return `${actor} cambió la prioridad ${ticket.del} de ${PRIORITIES[from] ?? from} a ${PRIORITIES[to] ?? to}`;
    case 'location':
      return `${actor} movió ${ticket.el} de ${from} a ${to}`;
    case 'category':
      return `${actor} cambió la categoría ${ticket.del} de ${from} a ${to}`;
    default:
      return `${actor} editó ${ticket.el}`;
  }
}

function dispatchLine(
  record: ActivityRecord,
  actor: string,
  ticket: ReturnType<typeof ticketWords>,
  forms: SpanishForms,
): string | undefined {
  const details = record.details;
  const named = text(details.vendorName);
  const vendor = named ?? 'El proveedor';
  const ofVendor = named ? `de ${named}` : 'del proveedor';
  const toVendor = named ? `a ${named}` : 'al proveedor';
  const currency = text(details.currency) ?? 'USD';
  const money = (value: unknown): string | undefined =>
    typeof value === 'number' ? forms.money(value, currency) : undefined;
  switch (record.kind) {
    case 'dispatch.sent': {
      const nte = money(details.nteCents);
      return `${actor} envió ${ticket.el} ${toVendor}${nte ? ` (tope de gasto ${nte})` : ''}`;
    }
    case 'dispatch.accepted': {
      const eta = forms.instant(details.eta);
      return `${vendor} aceptó el envío${eta ? ` (llegada estimada: ${eta})` : ''}`;
    }
    case 'dispatch.declined': {
      const reason = text(details.reason);
      return `${vendor} rechazó el envío${reason ? `: ${reason}` : ''}`;
    }
    case 'dispatch.overdue':
      return `${vendor} no aceptó a tiempo el envío ${ticket.del}`;
    case 'dispatch.checked_in':
      return `${vendor} registró su llegada al sitio`;
    case 'dispatch.checked_out':
      return details.outcome === 'needs-more-work'
        ? `${vendor} registró su salida: falta más trabajo`
        : `${vendor} registró su salida: trabajo terminado`;
    case 'dispatch.note_added':
      return `${vendor} agregó una nota`;
    case 'dispatch.invoiced': {
      const amount = money(details.amountCents);
      const number = text(details.invoiceNumber);
      const overNte = invoiceOverNte(details);
      return `${vendor} envió la factura${number ? ` ${number}` : ''}${amount ? ` por ${amount}` : ''}${overNte ? ` (pasa del tope de gasto de ${money(details.nteCents) ?? ''})` : ''}`;
    }
    case 'dispatch.invoice_approved': {
      const amount = money(details.amountCents);
      return record.actorName
        ? `${actor} aprobó la factura ${ofVendor}${amount ? ` por ${amount}` : ''}`
        : `La factura ${ofVendor} se aprobó (dentro del tope de gasto)`;
    }
    case 'dispatch.work_confirmed':
      return `${actor} confirmó el trabajo ${ofVendor} ${ticket.en}`;
    case 'dispatch.paid':
      return `${actor} marcó como pagada la factura ${ofVendor}`;
    case 'dispatch.revoked':
      return `${actor} retiró el envío ${ticket.del} ${toVendor}`;
    case 'dispatch.link_renewed':
      return `${actor} le mandó ${toVendor} un nuevo enlace del portal para ${ticket.el}`;
    default:
      return undefined;
  }
}

/** The history line of one stored entry, in Spanish: "Dana Whitfield creó el #1042". */
export function describeInSpanish(record: ActivityRecord, forms: SpanishForms): string {
  const actor = record.actorName ?? 'Alguien';
  const details = record.details;
  const ticketNumber =
    record.ticketNumber ?? (typeof details.ticketNumber === 'number' ? details.ticketNumber : null);
  const ticket = ticketWords(ticketNumber);
  const onTicket = ticketNumber === null ? '' : ` ${ticket.en}`;
  switch (record.kind) {
    case 'ticket.created':
      return `${actor} creó ${ticket.el}`;
    case 'ticket.assigned': {
      const assignee = text(details.assigneeName);
      if (assignee) return `${actor} asignó ${ticket.el} a ${assignee}`;
      return details.reason === 'user.changed'
        ? `${actor} quitó la asignación ${ticket.del}: cambió el rol o el estado de su técnico`
        : `${actor} quitó la asignación ${ticket.del}`;
    }
    case 'ticket.rescheduled': {
      const when = forms.schedule(details);
      return when
        ? `${actor} programó ${ticket.el} para el ${when}`
        : `${actor} reprogramó ${ticket.el}`;
    }
    case 'ticket.schedule_cleared':
      return `${actor} quitó la programación ${ticket.del}`;
    case 'ticket.status_changed': {
      const to = text(details.to);
      return to
        ? `${actor} cambió el estado ${ticket.del} a ${STATUSES[to] ?? to}`
        : `${actor} cambió el estado ${ticket.del}`;
    }
    case 'ticket.priority_changed': {
      const from = text(details.from);
      const to = text(details.to);
      return from && to
        ? `${actor} cambió la prioridad ${ticket.del} de ${PRIORITIES[from] ?? from} a ${PRIORITIES[to] ?? to}`
        : `${actor} cambió la prioridad ${ticket.del}`;
    }
    case 'ticket.photo_added': {
      const count = typeof details.count === 'number' ? details.count : 1;
      return count === 1
        ? `${actor} agregó una foto ${ticket.al}`
        : `${actor} agregó ${String(count)} fotos ${ticket.al}`;
    }
    case 'ticket.completed':
      return `${actor} completó ${ticket.el}`;
    case 'ticket.edited':
      return editLine(actor, ticket, details);
    case 'ticket.reopened': {
      const reason = text(details.reason);
      return reason ? `${actor} reabrió ${ticket.el}: ${reason}` : `${actor} reabrió ${ticket.el}`;
    }
    case 'ticket.commented':
      return `${actor} comentó ${ticket.en}`;
    case 'ticket.comment_deleted':
      return `${actor} borró un comentario ${ticket.del}`;
    case 'ticket.checklist_ticked': {
      const item = text(details.text);
      const verb = details.done === true ? 'marcó' : 'desmarcó';
      return item
        ? `${actor} ${verb} '${item}' ${ticket.en}`
        : `${actor} ${verb} un paso ${ticket.en}`;
    }
    case 'ticket.checklist_item_added': {
      const item = text(details.text);
      return `${actor} agregó ${item ? `'${item}'` : 'un paso'} a la lista de pasos ${ticket.del}`;
    }
    case 'ticket.checklist_item_removed': {
      const item = text(details.text);
      return `${actor} quitó ${item ? `'${item}'` : 'un paso'} de la lista de pasos ${ticket.del}`;
    }
    case 'time.clocked_in':
      return `${actor} marcó entrada${onTicket}`;
    case 'time.clocked_out': {
      const minutes =
        typeof details.durationMinutes === 'number' ? details.durationMinutes : undefined;
      const after = minutes === undefined ? '' : ` después de ${forms.minutes(minutes)}`;
      if (details.automatic !== true) return `${actor} marcó salida${onTicket}${after}`;
      return details.reason === 'user.changed'
        ? `El turno de ${actor}${onTicket} se cerró cuando cambió su rol o su estado${after}`
        : `El turno de ${actor}${onTicket} se cerró al completarse el ticket${after}`;
    }
    case 'user.created':
      return `${actor} agregó a ${text(details.name) ?? 'un usuario'}`;
    case 'user.updated':
      return `${actor} actualizó a ${text(details.name) ?? 'un usuario'}`;
    case 'user.password_reset':
      return `${actor} restableció la contraseña de ${text(details.name) ?? 'un usuario'}`;
    case 'signup.approved':
      return `${actor} aprobó la solicitud de ${text(details.name) ?? 'un técnico'}`;
    case 'signup.rejected':
      return `${actor} rechazó la solicitud de ${text(details.name) ?? 'un técnico'}`;
    case 'equipment.created':
      return `${actor} agregó ${unit(details)}`;
    case 'equipment.updated':
      return `${actor} actualizó ${unit(details)}`;
    case 'equipment.retired':
      return `${actor} retiró ${unit(details)}`;
    case 'equipment.imported': {
      const count = typeof details.count === 'number' ? details.count : 0;
      return `${actor} importó ${String(count)} ${count === 1 ? 'equipo' : 'equipos'}`;
    }
    case 'vendor.created': {
      const name = text(details.name);
      return name ? `${actor} agregó al proveedor ${name}` : `${actor} agregó un proveedor`;
    }
    case 'vendor.updated': {
      const name = text(details.name);
      return name ? `${actor} actualizó al proveedor ${name}` : `${actor} actualizó un proveedor`;
    }
    case 'vendor.deleted': {
      const name = text(details.name);
      return name ? `${actor} borró al proveedor ${name}` : `${actor} borró un proveedor`;
    }
    default:
      return dispatchLine(record, actor, ticket, forms) ?? `${actor}: ${record.kind}`;
  }
}
