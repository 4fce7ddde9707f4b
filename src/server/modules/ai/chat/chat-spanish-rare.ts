import { z } from 'zod';

import { translateMessage } from '../../../lib/translate-message.ts';
import { loadOnce, readJsonDataFile } from '../ai-data-files.ts';
import { troubleshootingGuides } from '../knowledge-base/guides.ts';
import { datesInSpanish, vendorVisitInSpanish } from './chat-spanish-when.ts';

// Issue 40: the chat's rarer answers in Spanish (vendors, spend, overtime, preventive maintenance,
// warranty, repeat failures, who is clocked in, who fits a job, people's hours and work, schedules,
// refusals, what FixFlow does not record, the app's how-to answers). Each is the engine's English
// line read by a pattern and written again, so the figures are the English answer's. chat-spanish.ts
// tries these after its own; a line no pattern knows stays English.

type Write = (groups: string[]) => string | null;

/** The periods the chat names, in Spanish (chat-spanish.ts reads them too). */
export const PERIODS: Record<string, string> = {
  today: 'hoy',
  yesterday: 'ayer',
  tomorrow: 'mañana',
  'this week': 'esta semana',
  'last week': 'la semana pasada',
  'next week': 'la próxima semana',
  'this month': 'este mes',
  'last month': 'el mes pasado',
  'this quarter': 'este trimestre',
  'this year': 'este año',
};

const MONTHS: Record<string, string> = {
  january: 'enero',
  february: 'febrero',
  march: 'marzo',
  april: 'abril',
  may: 'mayo',
  june: 'junio',
  july: 'julio',
  august: 'agosto',
  september: 'septiembre',
  october: 'octubre',
  november: 'noviembre',
  december: 'diciembre',
};

const PERIOD = String.raw`(today|yesterday|tomorrow|this week|last week|next week|this month|last month|this quarter|this year|in [a-z]+)`;

function when(label: string): string {
  const month = /^in ([a-z]+)$/.exec(label)?.[1];
  if (month) return `en ${MONTHS[month] ?? month}`;
  return PERIODS[label] ?? label;
}

/** '3 tickets' → '3 tickets'; '1 visit' → '1 visita'. */
function count(value: string, one: string, many: string): string {
  return `${value} ${value === '1' ? one : many}`;
}

/** Things FixFlow does not record (chat-filters.ts UNRECORDED), as the answers say them. */
const UNRECORDED: Record<string, string> = {
  'what caused them is not recorded': 'la causa no se registra',
  'the weather and outside events are not recorded':
    'el clima y los sucesos de afuera no se registran',
  'customers and their complaints are not recorded': 'los clientes y sus quejas no se registran',
  'sales are not recorded': 'las ventas no se registran',
  'shifts and crews are not recorded': 'los turnos y las cuadrillas no se registran',
};

/** Whole answers and lines the engine writes as they are (refusals, help), in Spanish. */
const FIXED: Record<string, string> = {
  'Costs and vendor spend are not available in the chat yet. You can ask me about tickets, equipment, preventive maintenance, schedules and hours.':
    'Los costos y el gasto en proveedores todavía no están disponibles en el chat. Puedes preguntarme por tickets, equipos, mantenimiento preventivo, agendas y horas.',
  'No store you can see has overdue preventive maintenance.':
    'Ninguna sucursal que puedes ver tiene mantenimiento preventivo atrasado.',
  'Only admins can see who is clocked in. You can ask about your own hours, for example "How many hours did I work today?"':
    'Solo los administradores pueden ver quién tiene la entrada marcada. Puedes preguntar por tus propias horas, por ejemplo "¿Cuántas horas trabajé hoy?"',
  'Nobody is clocked in right now.': 'Nadie tiene la entrada marcada ahora.',
  'There are no active technicians.': 'No hay técnicos activos.',
  'Next:': 'Siguientes:',
  'You can only see your own schedule.': 'Solo puedes ver tu propia agenda.',
  'Which ticket do you mean? Give its number ("When is #1042 scheduled?") or the equipment and store ("When is someone coming for the ice machine at Downtown?").':
    '¿Qué ticket quieres decir? Dame su número ("¿Cuándo está programado el #1042?") o el equipo y la sucursal ("¿Cuándo viene alguien por la máquina de hielo de Downtown?").',
  "You can only see tickets assigned to you, not another technician's.":
    'Solo puedes ver los tickets asignados a ti, no los de otro técnico.',
  'The ticket list is not available here.': 'La lista de tickets no está disponible aquí.',
  'Timesheets are not available here.': 'Las hojas de horas no están disponibles aquí.',
  'You can only see your own work and hours.': 'Solo puedes ver tu propio trabajo y tus horas.',
  'Only admins assign technicians, so only admins can ask who fits a job.':
    'Solo los administradores asignan técnicos, así que solo ellos pueden preguntar quién es el indicado para un trabajo.',
  'The equipment register is not available here.':
    'El registro de equipos no está disponible aquí.',
  'The preventive maintenance report is not available here.':
    'El reporte de mantenimiento preventivo no está disponible aquí.',
  'Vendors are not available here.': 'Los proveedores no están disponibles aquí.',
  'Only admins can see the vendors.': 'Solo los administradores pueden ver los proveedores.',
  'Costs are not available here.': 'Los costos no están disponibles aquí.',
  // The app's how-to answers (chat-help.ts), each as a whole.
  'Admins open the ticket and press Assign to Vendor: the list shows the vendors serving that store and category, first call first. Set the not-to-exceed amount and the due-by date, add instructions if needed, and send; the vendor gets an e-mail with a link to the job, and Copy portal link gives it to you for a text message.':
    'Los administradores abren el ticket y tocan Asignar a proveedor: la lista muestra los proveedores que atienden esa sucursal y categoría, primero la 1.ª llamada. Pon el tope de gasto (NTE) y la fecha límite, agrega instrucciones si hace falta y envía; el proveedor recibe un correo con un enlace al trabajo, y Copiar enlace del portal te lo da para mandarlo por mensaje.',
  'Admins send tickets to outside vendors (Assign to Vendor on the ticket). You see the vendor, its status and the due-by date on the ticket once it is sent.':
    'Los administradores envían tickets a proveedores externos (Asignar a proveedor en el ticket). Una vez enviado, ves en el ticket el proveedor, su estado y la fecha límite.',
  'Admins send tickets to outside vendors. If a job needs a contractor, say so in a comment on the ticket.':
    'Los administradores envían tickets a proveedores externos. Si un trabajo necesita un contratista, dilo en un comentario del ticket.',
  'Admins open Vendors in the menu and press Add vendor: the company, its trades, contact, hourly rate, insurance expiry, and the stores it serves with a first or second call per trade.':
    'Los administradores abren Proveedores en el menú y tocan Agregar proveedor: la empresa, sus oficios, el contacto, la tarifa por hora, el vencimiento del seguro y las sucursales que atiende, con 1.ª o 2.ª llamada por oficio.',
  'Only admins manage vendors (Vendors in the admin menu).':
    'Solo los administradores manejan los proveedores (Proveedores en su menú).',
  'Admins open Equipment and press Add Equipment (store, category, name, make, model, serial, warranty); Print Labels prints a sheet of QR labels for a store. Anyone can scan a label with the phone camera to open the unit and report a problem on it.':
    'Los administradores abren Equipos y tocan Agregar equipo (sucursal, categoría, nombre, marca, modelo, número de serie, garantía); Imprimir etiquetas imprime una hoja de etiquetas QR de una sucursal. Cualquiera puede escanear una etiqueta con la cámara del teléfono para abrir el equipo y reportar un problema.',
  'Admins open Preventive Maintenance and press New Plan: choose what it covers (one piece of equipment, every unit of a category, or the store as a whole), how often it repeats, the checklist and the default technician, then press Create Plan. Each visit becomes a ticket its lead time before the due date.':
    'Los administradores abren Mantenimiento preventivo y tocan Nuevo plan: elige qué cubre (un equipo, todos los equipos de una categoría o la sucursal completa), cada cuánto se repite, la lista de pasos y el técnico predeterminado, y toca Crear plan. Cada visita se vuelve un ticket con su anticipación antes de la fecha.',
  'Admins create maintenance plans; their visits reach you as tickets with a checklist, under My Tickets.':
    'Los administradores crean los planes de mantenimiento; sus visitas te llegan como tickets con lista de pasos, en Mis tickets.',
  'Open the ticket and press Add Photos (on a phone you can take one with the camera). Photos can also be added when you complete the ticket.':
    'Abre el ticket y toca Agregar fotos (en el teléfono puedes tomar una con la cámara). También puedes agregar fotos al completar el ticket.',
  'Open Create Ticket in the menu, write a title and what is wrong, pick the store and category (the AI suggests a category and priority from your text), then press Create Ticket.':
    'Abre Crear ticket en el menú, escribe un título y qué está fallando, elige la sucursal y la categoría (la IA sugiere categoría y prioridad a partir de tu texto) y toca Crear ticket.',
  'Technicians do not create tickets; ask your store manager or an admin to create one. You can report a problem on a unit by scanning its equipment label.':
    'Los técnicos no crean tickets; pídele a tu gerente o a un administrador que lo cree. Puedes reportar un problema de un equipo escaneando su etiqueta.',
  'Admins assign tickets: open the ticket on the Tickets board, press Assign, pick a technician (the list shows certifications and open tickets) and optionally a time slot, then save.':
    'Los administradores asignan los tickets: abre el ticket en el tablero de tickets, toca Asignar, elige un técnico (la lista muestra certificaciones y tickets abiertos) y, si quieres, un horario, y guarda.',
  'Only admins assign technicians. As a manager you can see who is assigned on the ticket, and ask an admin to assign or reassign it.':
    'Solo los administradores asignan técnicos. Como gerente ves en el ticket quién está asignado y puedes pedirle a un administrador que lo asigne o lo cambie.',
  'Admins assign tickets to technicians; your assigned tickets are under My Tickets and on your Today list.':
    'Los administradores asignan los tickets a los técnicos; tus tickets asignados están en Mis tickets y en tu lista de Hoy.',
  'Open the ticket and press Schedule (or use the Calendar), choose the day and the start and end times, and save. The assigned technician sees it on the calendar.':
    'Abre el ticket y toca Programar (o usa el Calendario), elige el día y las horas de inicio y fin, y guarda. El técnico asignado lo ve en el calendario.',
  'Open Time Clock, pick the ticket you are working on (optional) and press Clock In; press Clock Out when you stop. Breaks are started and ended from the same screen.':
    'Abre el Reloj checador, elige el ticket en el que trabajas (opcional) y toca Marcar entrada; toca Marcar salida cuando termines. Los descansos se inician y terminan en la misma pantalla.',
  'Technicians clock in on the Time Clock screen (pick a ticket, press Clock In). Admins see who is clocked in on the dashboard and can correct sessions in the time report.':
    'Los técnicos marcan entrada en la pantalla del Reloj checador (eligen un ticket y tocan Marcar entrada). Los administradores ven en el inicio quién tiene la entrada marcada y pueden corregir turnos en el reporte de horas.',
  'Open Time Clock and press Clock Out. If you forgot, ask an admin to correct the session in the time report.':
    'Abre el Reloj checador y toca Marcar salida. Si se te olvidó, pídele a un administrador que corrija el turno en el reporte de horas.',
  'Open the ticket, press Complete, write what you did in the completion notes, add after-photos and tick the checklist if it has one, then confirm.':
    'Abre el ticket, toca Completar, escribe lo que hiciste en las notas de cierre, agrega fotos del después y marca la lista de pasos si tiene, y confirma.',
  'Open Reports for the time report (date filter, CSV export and print). Weekly timesheets are approved by admins and managers for their technicians.':
    'Abre Reportes para el reporte de horas (filtro de fechas, exportar CSV e imprimir). Las hojas de horas semanales las aprueban los administradores y los gerentes de sus técnicos.',
  'Ask an admin to reset your password in Users; you get a temporary one and choose your own at the next sign-in.':
    'Pídele a un administrador que restablezca tu contraseña en Usuarios; recibes una temporal y eliges la tuya al volver a iniciar sesión.',
  'Use the theme button in the top bar to switch between light and dark.':
    'Usa el botón de tema en la barra de arriba para cambiar entre claro y oscuro.',
};

/** 'Fryer at Downtown', 'the chain', 'at Downtown': what a vendor or spend answer is about. */
function about(what: string): string {
  if (what === 'the chain') return 'la cadena';
  return what.replace(/^on /, 'de ').replace(/(^| )at /, '$1en ');
}

const PAID = String.raw`\(([\d.]+) paid hours on the timesheet, unpaid breaks deducted\)`;

/** Spanish of the rarer answers' lines, each `[English pattern, Spanish from its groups]`. */
const SENTENCES: [RegExp, Write][] = [
  // Vendors.
  [
    /^No active vendor serves (.+)\. Add one under Vendors\.$/,
    ([what]) => `Ningún proveedor activo atiende ${about(what ?? '')}. Agrega uno en Proveedores.`,
  ],
  [/^Vendors for (.+):$/, ([what]) => `Proveedores de ${about(what ?? '')}:`],
  [
    /^• (?:(\d+)(?:st|nd|rd|th) call: )(.+?)( — insurance expired)?$/,
    ([rank, rest, expired]) =>
      `• ${rank ?? ''}.ª llamada: ${rest ?? ''}${expired ? ' — seguro vencido' : ''}`,
  ],
  [/^• (.+) — insurance expired$/, ([rest]) => `• ${rest ?? ''} — seguro vencido`],
  // Spend.
  [
    new RegExp(
      String.raw`^Repair spend (?:(on .+? |at .+? |on .+? at .+? ))?${PERIOD} \((\S+) to (\S+)\): (.+?) — (.+?) in-house labour and (.+?) in approved vendor invoices\. The Spend tab of Reports breaks it down by store, category, vendor and month\.$`,
    ),
    ([what, label, from, to, total, labour, vendors]) =>
      `Gasto en reparaciones ${what ? `${about(what.trim())} ` : ''}${when(label ?? '')} (del ${from ?? ''} al ${to ?? ''}): ${total ?? ''} — ${labour ?? ''} de mano de obra propia y ${vendors ?? ''} en facturas de proveedores aprobadas. La pestaña Gasto de Reportes lo desglosa por sucursal, categoría, proveedor y mes.`,
  ],
  // Overtime.
  [
    /^Yes — you have worked (.+?) this week, 90 % or more of the (.+?) weekly overtime threshold\.$/,
    ([worked, threshold]) =>
      `Sí — llevas ${worked ?? ''} trabajadas esta semana, el 90 % o más del límite semanal de horas extra (${threshold ?? ''}).`,
  ],
  // Time logged per ticket: '• #1001 Walk-in cooler — 16h 0m' → '… — 16 h 0 min'.
  [
    /^• (#\d+ .+) — (\d+h \d+m|\d+m)$/,
    ([ticket, logged]) => `• ${ticket ?? ''} — ${datesInSpanish(logged ?? '')}`,
  ],
  // Close to overtime: '• Tony Russo: 37h 0m' (its durations then read '37 h 0 min').
  [/^• (.+?): (\d+h \d+m|\d+m)$/, ([name, worked]) => `• ${name ?? ''}: lleva ${worked ?? ''}`],
  [
    /^• (.+?): (\d+h \d+m|\d+m) \((\d+h \d+m|\d+m) overtime\)$/,
    ([name, worked, overtime]) =>
      `• ${name ?? ''}: ${worked ?? ''} (${overtime ?? ''} de horas extra)`,
  ],
  // Preventive maintenance.
  [
    /^(.+) has no overdue preventive maintenance\.$/,
    ([store]) => `${store ?? ''} no tiene mantenimiento preventivo atrasado.`,
  ],
  [
    /^• (.+?): (\d+) visits? overdue or missed$/,
    ([store, visits]) =>
      `• ${store ?? ''}: ${count(visits ?? '', 'visita atrasada o perdida', 'visitas atrasadas o perdidas')}`,
  ],
  [
    /^(\d+) (?:store has|stores have) overdue preventive maintenance \(last 12 months\):$/,
    ([stores]) =>
      `${stores === '1' ? '1 sucursal tiene' : `${stores ?? ''} sucursales tienen`} mantenimiento preventivo atrasado (últimos 12 meses):`,
  ],
  // Warranty.
  [
    /^Yes — (.+?) at (.+?) is under warranty until (\S+?)(?: with (.+))?\.$/,
    ([unit, store, date, provider]) =>
      `Sí — ${unit ?? ''} de ${store ?? ''} tiene garantía hasta el ${date ?? ''}${provider ? ` con ${provider}` : ''}.`,
  ],
  [
    /^No — the warranty of (.+?) at (.+?) ended on (\S+?)(?: with (.+))?\.$/,
    ([unit, store, date, provider]) =>
      `No — la garantía de ${unit ?? ''} de ${store ?? ''} terminó el ${date ?? ''}${provider ? ` (con ${provider})` : ''}.`,
  ],
  [
    /^No — (.+?) at (.+?) has no warranty on record\.$/,
    ([unit, store]) => `No — ${unit ?? ''} de ${store ?? ''} no tiene garantía registrada.`,
  ],
  [
    /^• (.+?) at (.+?): under warranty until (\S+)$/,
    ([unit, store, date]) =>
      `• ${unit ?? ''} de ${store ?? ''}: con garantía hasta el ${date ?? ''}`,
  ],
  [
    /^• (.+?) at (.+?): not under warranty$/,
    ([unit, store]) => `• ${unit ?? ''} de ${store ?? ''}: sin garantía`,
  ],
  [
    /^• (.+?) at (.+?): (ended|until) (\S+)$/,
    ([unit, store, word, date]) =>
      `• ${unit ?? ''} de ${store ?? ''}: ${word === 'ended' ? 'terminó el' : 'hasta el'} ${date ?? ''}`,
  ],
  [
    /^I found (\d+) units by that name:$/,
    ([units]) => `Encontré ${units ?? ''} equipos con ese nombre:`,
  ],
  [
    /^No unit you can see(?: at (.+?))? (has an expired warranty|is under warranty|has repeat failures in the last 90 days)\.$/,
    ([store, what]) =>
      `Ningún equipo que puedes ver${store ? ` en ${store}` : ''} ${
        what === 'has an expired warranty'
          ? 'tiene la garantía vencida'
          : what === 'is under warranty'
            ? 'tiene garantía'
            : 'tiene fallas repetidas en los últimos 90 días'
      }.`,
  ],
  [
    /^(\d+) units?(?: at (.+?))? (has an expired warranty|have expired warranties|is under warranty|are under warranty):$/,
    ([units, store, what]) => {
      const one = units === '1';
      const state = what?.includes('expired')
        ? one
          ? 'tiene la garantía vencida'
          : 'tienen la garantía vencida'
        : one
          ? 'tiene garantía'
          : 'tienen garantía';
      return `${count(units ?? '', 'equipo', 'equipos')}${store ? ` en ${store}` : ''} ${state}:`;
    },
  ],
  // Repeat failures.
  [
    /^• (.+?) at (.+?): (\d+) tickets? in 90 days$/,
    ([unit, store, tickets]) =>
      `• ${unit ?? ''} de ${store ?? ''}: ${count(tickets ?? '', 'ticket', 'tickets')} en 90 días`,
  ],
  [
    /^(\d+) (?:unit has|units have) repeat failures(?: at (.+?))? \(3 or more tickets in 90 days\):$/,
    ([units, store]) =>
      `${units === '1' ? '1 equipo tiene' : `${units ?? ''} equipos tienen`} fallas repetidas${store ? ` en ${store}` : ''} (3 tickets o más en 90 días):`,
  ],
  // Who is clocked in.
  [
    /^• ([^#:]+?) since (.+?)(?: \(on (#\d+)\))?$/,
    ([name, since, ticket]) =>
      `• ${name ?? ''} desde ${since ?? ''}${ticket ? ` (en el ${ticket})` : ''}`,
  ],
  [
    /^(\d+) (?:person is|people are) clocked in:$/,
    ([people]) =>
      people === '1'
        ? '1 persona tiene la entrada marcada:'
        : `${people ?? ''} personas tienen la entrada marcada:`,
  ],
  // Who fits a job.
  [
    /^For (.+?) work, (.+?) fits best \((.+)\)\.$/,
    ([category, name, why]) =>
      `Para trabajos de ${category ?? ''}, ${name ?? ''} es la mejor opción (${fitReason(why ?? '')}).`,
  ],
  [
    /^• (.+?) \(((?:not )?.+? certified, \d+ open tickets?)\)$/,
    ([name, why]) => `• ${name ?? ''} (${fitReason(why ?? '')})`,
  ],
  // People's hours and work.
  [
    new RegExp(String.raw`^(.+?) (?:has|have) no time logged ${PERIOD}\.$`),
    ([who, label]) =>
      who === 'You'
        ? `No tienes horas registradas ${when(label ?? '')}.`
        : `${who ?? ''} no tiene horas registradas ${when(label ?? '')}.`,
  ],
  [
    new RegExp(String.raw`^(.+?) worked (.+?) ${PERIOD} ${PAID}\.$`),
    ([who, worked, label, paid]) =>
      `${workedBy(who ?? '', worked ?? '', label ?? '')} (${paid ?? ''} horas pagadas en la hoja de horas, descontando los descansos sin pago).`,
  ],
  [
    new RegExp(
      String.raw`^(.+?) (?:worked (.+?) ${PERIOD} ${PAID}|(?:has|have) no time logged ${PERIOD})(\.|; none of it was logged on a ticket\.|; no time was logged on a ticket\.) ?(Time logged on (\d+) tickets?:)?$`,
    ),
    ([who, worked, label, paid, noneLabel, tail, logged, tickets]) => {
      const time = worked
        ? `${workedBy(who ?? '', worked, label ?? '')} (${paid ?? ''} horas pagadas en la hoja de horas, descontando los descansos sin pago)`
        : who === 'You'
          ? `No tienes horas registradas ${when(noneLabel ?? '')}`
          : `${who ?? ''} no tiene horas registradas ${when(noneLabel ?? '')}`;
      if (logged)
        return `${time}. Tiempo registrado en ${count(tickets ?? '', 'ticket', 'tickets')}:`;
      if (tail === '; none of it was logged on a ticket.')
        return `${time}; nada de eso se registró en un ticket.`;
      if (tail === '; no time was logged on a ticket.')
        return `${time}; no se registró tiempo en ningún ticket.`;
      return null;
    },
  ],
  [/^• (#\d+ .+) — under a minute$/, ([ticket]) => `• ${ticket ?? ''} — menos de un minuto`],
  [
    new RegExp(
      String.raw`^(\d+) tickets? assigned to (.+?) completed ${PERIOD} without time logged on it:$`,
    ),
    ([tickets, who, label]) =>
      `${count(tickets ?? '', 'ticket asignado', 'tickets asignados')} a ${who === 'you' ? 'ti' : (who ?? '')} ${tickets === '1' ? 'completado' : 'completados'} ${when(label ?? '')} sin tiempo registrado:`,
  ],
  [
    new RegExp(String.raw`^(.+?) logged (.+?) on (.+?) ${PERIOD}(:|\.)$`),
    ([who, minutes, what, label, end]) =>
      `${who === 'You' ? 'Registraste' : `${who ?? ''} registró`} ${minutes ?? ''} en ${ticketsOf(what ?? '')} ${when(label ?? '')}${end ?? ''}`,
  ],
  [
    new RegExp(
      String.raw`^Paid hours are not split by store or equipment: (.+?) in all ${PERIOD} \(([\d.]+) paid hours on the timesheet\)\.$`,
    ),
    ([minutes, label, paid]) =>
      `Las horas pagadas no se dividen por sucursal ni por equipo: ${minutes ?? ''} en total ${when(label ?? '')} (${paid ?? ''} horas pagadas en la hoja de horas).`,
  ],
  [
    /^The rest of the question cannot be answered: (.+) in FixFlow\.$/,
    ([what]) =>
      `El resto de la pregunta no se puede responder: en FixFlow ${UNRECORDED[what ?? ''] ?? what ?? ''}.`,
  ],
  // Schedules.
  [
    new RegExp(String.raw`^(.+?) (?:has|have|is) nothing scheduled ${PERIOD}\.$`),
    ([who, label]) =>
      who === 'You'
        ? `No tienes nada programado ${when(label ?? '')}.`
        : who === 'There'
          ? `No hay nada programado ${when(label ?? '')}.`
          : `${who ?? ''} no tiene nada programado ${when(label ?? '')}.`,
  ],
  [
    new RegExp(String.raw`^(.+?) (?:has|have|are) (\d+) unfinished tickets? scheduled ${PERIOD}:$`),
    ([who, tickets, label]) => {
      const what = `${count(tickets ?? '', 'ticket sin terminar', 'tickets sin terminar')} programado${tickets === '1' ? '' : 's'} ${when(label ?? '')}`;
      if (who === 'You') return `Tienes ${what}:`;
      if (who === 'There') return `Hay ${what}:`;
      return `${who ?? ''} tiene ${what}:`;
    },
  ],
  [
    /^There is no unfinished (.*?) ?ticket among the tickets you can see\.$/,
    ([what]) =>
      `No hay ningún ticket sin terminar${what ? ` de ${about(what)}` : ''} entre los tickets que puedes ver.`,
  ],
  [
    /^Unfinished (.*?) ?tickets:$/,
    ([what]) => `Tickets sin terminar${what ? ` de ${about(what)}` : ''}:`,
  ],
  [
    /^• (#\d+ .+? \(.+?\)): (.+)$/,
    ([ticket, rest = '']) => {
      // When it is scheduled or who is coming, who has it, and a vendor's visit after '; '.
      const [first = '', visit] = rest.split('; ');
      const head =
        vendorVisitInSpanish(first) ??
        first
          .replace(/^scheduled /, 'programado ')
          .replace(/^not scheduled yet/, 'sin programar todavía');
      const tail = visit === undefined ? '' : `; ${vendorVisitInSpanish(visit) ?? visit}`;
      const spanish = `${head.replace(/, no technician assigned yet$/, ', todavía sin técnico asignado')}${tail}`;
      return spanish === rest ? null : `• ${ticket ?? ''}: ${spanish}`;
    },
  ],
  // The asker's own tickets.
  [
    /^You have no unfinished tickets (assigned to you|you submitted)\.$/,
    ([whose]) =>
      `No tienes tickets sin terminar ${whose === 'assigned to you' ? 'asignados a ti' : 'que hayas reportado'}.`,
  ],
  [
    /^Your unfinished tickets (assigned to you|you submitted) \(most urgent first\):$/,
    ([whose]) =>
      `Tus tickets sin terminar ${whose === 'assigned to you' ? 'asignados a ti' : 'que reportaste'} (primero los más urgentes):`,
  ],
  // Tools' refusals with a name in them (chat-tools.ts).
  [
    /^There is no store called (.+)\.$/,
    ([name]) => `No hay ninguna sucursal llamada ${name ?? ''}.`,
  ],
  [
    /^There is no category called (.+)\.$/,
    ([name]) => `No hay ninguna categoría llamada ${name ?? ''}.`,
  ],
  [
    /^There is no technician called (.+)\.$/,
    ([name]) => `No hay ningún técnico llamado ${name ?? ''}.`,
  ],
];

function workedBy(who: string, worked: string, label: string): string {
  return who === 'You'
    ? `Trabajaste ${worked} ${when(label)}`
    : `${who} trabajó ${worked} ${when(label)}`;
}

/** 'Fryer tickets at Downtown' → 'tickets de Fryer en Downtown'. */
function ticketsOf(what: string): string {
  const match = /^(?:(.+?) )?tickets(?: at (.+))?$/.exec(what);
  if (!match) return what;
  const [, category, store] = match;
  return ['tickets', category ? `de ${category}` : '', store ? `en ${store}` : '']
    .filter(Boolean)
    .join(' ');
}

/** 'Refrigeration certified, 2 open tickets' → 'certificado en Refrigeration, 2 tickets abiertos'. */
function fitReason(why: string): string {
  const match = /^(not )?(.+?) certified, (\d+) open tickets?$/.exec(why);
  if (!match) return why;
  const [, not, certification, open] = match;
  return `${not ? 'sin certificación' : 'con certificación'} ${certification ?? ''}, ${count(open ?? '', 'ticket abierto', 'tickets abiertos')}`;
}

const GuideTextsSchema = z.record(
  z.string(),
  z.object({
    symptom: z.string(),
    safety: z.string(),
    steps: z.array(z.string()),
    callAPro: z.string(),
  }),
);

/**
 * A troubleshooting guide's English texts (symptom, safety, each step, when to call a pro) and their
 * Spanish from data/guides-es.json (by guide id, as the triage reads them).
 */
const guideSentences = loadOnce(() => {
  const spanish = readJsonDataFile('guides-es.json', GuideTextsSchema);
  const sentences = new Map<string, string>();
  for (const guide of troubleshootingGuides()) {
    const texts = spanish[guide.id];
    if (!texts) continue;
    sentences.set(guide.symptom, texts.symptom);
    sentences.set(guide.safety, texts.safety);
    sentences.set(guide.callAPro, texts.callAPro);
    guide.steps.forEach((step, index) => {
      const translated = texts.steps[index];
      if (translated) sentences.set(step, translated);
    });
  }
  return sentences;
});

/** A guide's English text (a symptom, a step) in Spanish; as written when it has none. */
export function guideTextInSpanish(english: string): string {
  return guideSentences().get(english) ?? english;
}

/** A troubleshooting answer's line (chat-engine.ts): its guide's texts in Spanish. */
function guideLineInSpanish(line: string): string | null {
  const sentences = guideSentences();
  const heading = /^For “(.+)” \((.+)\):$/.exec(line);
  if (heading) {
    const symptom = sentences.get(heading[1] ?? '');
    return symptom ? `Para “${symptom}” (${heading[2] ?? ''}):` : null;
  }
  const labelled = /^(Safety|Stop and call a pro): (.+)$/.exec(line);
  if (labelled) {
    const text = sentences.get(labelled[2] ?? '');
    if (!text) return null;
    return labelled[1] === 'Safety'
      ? `Seguridad: ${text}`
      : `Detente y llama a un técnico: ${text}`;
  }
  const step = /^(\d+)\. (.+)$/.exec(line);
  const text = step ? sentences.get(step[2] ?? '') : undefined;
  return text ? `${step?.[1] ?? ''}. ${text}` : null;
}

/** A rarer answer's line in Spanish, or null when no pattern knows it. */
export function rareLineInSpanish(line: string): string | null {
  const fixed = FIXED[line];
  if (fixed) return fixed;
  const guide = guideLineInSpanish(line);
  if (guide) return guide;
  for (const [pattern, write] of SENTENCES) {
    const match = pattern.exec(line);
    if (!match) continue;
    const written = write(match.slice(1));
    if (written) return written;
  }
  // A service's refusal the chat turned into a sentence (chat-tools.ts asSentence): the server's
  // catalogue knows its Spanish.
  const bare = line.replace(/\.$/, '');
  const translated = translateMessage(bare, 'es');
  if (translated !== bare) return /[.!?]$/.test(translated) ? translated : `${translated}.`;
  const translatedWhole = translateMessage(line, 'es');
  return translatedWhole === line ? null : translatedWhole;
}
