// Issue 40: the built-in chat answers in the language of the question. A Spanish question is read
// as the English one it means (the engine's patterns are English: one engine, one set of rules, so
// the figures cannot differ between languages), and the answer's sentences are written in Spanish.
// A sentence this file does not know stays English: a fact in English beats a guess in Spanish.
// The rarer answers' sentences are in chat-spanish-rare.ts.

import { formatMoneyIn } from '../../../lib/locale-format.ts';
import { PERIODS, rareLineInSpanish } from './chat-spanish-rare.ts';
import { datesInSpanish, vendorVisitInSpanish } from './chat-spanish-when.ts';

/** Words a Spanish question has and an English one does not (accents already removed). */
const SPANISH_WORDS =
  /\b(en|de|el|progreso|refacciones|cuantos|cuantas|cuanto|que|cual|cuales|quien|quienes|muestrame|muestra|ensename|dame|listame|hay|esta|estan|semana|horas|trabaje|tengo|mis|del|los|las|urgentes|abiertos|abiertas|pendientes|hoy|ayer|manana|sucursal|congelador|congeladores|freidora|freidoras|camara|maquina|hielo|como|para|donde|cuando|estado|tecnico|proveedor|garantia|extra|programado|asignados|sin|asignar|vencidos|completados|terminados|cerrados|atrasados|puedes|hacer|trabajando|ahora|calendario|entrada|salida|gotea|calienta|enfria|grados)\b/g;

/** A greeting or a thanks alone is Spanish too ('hola', 'gracias'). */
const SPANISH_ALONE =
  /^\s*(hola|buenas|buenos dias|buenas tardes|buenas noches|gracias|muchas gracias|ayuda)\b/;

/** Words no English question has, one of them enough: 'tickets vencidos', 'tickets sin asignar'. */
const SPANISH_ONLY =
  /\b(vencid[oa]s?|atrasad[oa]s?|completad[oa]s|terminad[oa]s|cerrad[oa]s|sin asignar|pendientes|abiert[oa]s|urgentes|muestrame|cuantos|cuantas)\b/;

function plainSpanish(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[¿?¡!]/g, ' ');
}

/** A question is Spanish when it has ¿ or ñ, or two words only Spanish has. */
export function isSpanishQuestion(question: string): boolean {
  if (/[¿¡ñÑ]/.test(question)) return true;
  const plain = plainSpanish(question);
  return (
    SPANISH_ALONE.test(plain) ||
    SPANISH_ONLY.test(plain) ||
    (plain.match(SPANISH_WORDS) ?? []).length >= 2
  );
}

/** Spanish phrases and the English the engine reads; longer phrases first. */
const QUESTION_PHRASES: [RegExp, string][] = [
  // Greetings and help (the engine's 'greeting' answer, in Spanish).
  [/^\s*(hola|buenas( tardes| noches)?|buenos dias)\b/g, 'hello'],
  [/\bque (puedes|sabes) hacer\b/g, 'what can you do'],
  [/\bquien eres\b/g, 'who are you'],
  [/^\s*ayuda\b/g, 'help'],
  [/\b(muchas )?gracias\b/g, 'thanks'],
  // How to use the app (chat-help.ts's topics).
  [
    /\bcomo (creo|hago|levanto|abro|reporto|pongo) (un |una )?(ticket|reporte|orden de trabajo)\b/g,
    'how do i create a ticket',
  ],
  [/\bcomo (asigno|asignar) (un |el |los )?tickets?\b/g, 'how do i assign a ticket'],
  [/\bcomo (programo|agendo) (un |el |una )?(ticket|visita)\b/g, 'how do i schedule a ticket'],
  [/\bcomo (completo|cierro|termino) (un |el )?ticket\b/g, 'how do i complete a ticket'],
  [/\bcomo (cambio|restablezco|recupero) (mi |la )?contrasena\b/g, 'how do i reset my password'],
  [/\bcomo marco (mi |la )?entrada\b/g, 'how do i clock in'],
  [/\bcomo marco (mi |la )?salida\b/g, 'how do i clock out'],
  // Who is working now, and on what.
  [/\bquien(es)? (esta|estan) trabajando( ahora)?\b/g, 'who is clocked in right now'],
  [/\ben que (esta|anda) trabajando ([a-z]+(?: [a-z]+)?)\b/g, 'what did $2 work on this week'],
  [/\bque hay (programado|en el calendario|en la agenda)\b/g, 'what is scheduled'],
  // Troubleshooting words.
  [/\b(gotea|esta goteando|tira agua)\b/g, 'is leaking'],
  [/\besta a (\d+) grados\b/g, 'is warm at $1 degrees'],
  [/\bcual es el estado del? (ticket )?/g, 'what is the status of ticket '],
  [/\bestado del? (ticket )?/g, 'status of ticket '],
  [/\bquien (esta|va) (en|con) el (ticket )?/g, 'who is on ticket '],
  [/\bcuantas horas (trabaje|he trabajado|llevo)\b/g, 'how many hours did i work'],
  [
    /\bquien(es)? (esta|estan) cerca de (las |tener )?horas extra(s)?\b/g,
    'who is close to overtime',
  ],
  [/\b(que|que tengo) (tengo )?(programado|en (mi )?agenda)\b/g, "what's on my schedule"],
  [/\bmi (agenda|horario)\b/g, 'my schedule'],
  [
    /\bcuando (viene|vienen|llega|llegan|va a venir|van a venir|vendra|vendran)\b/g,
    'when is someone coming',
  ],
  [/\bmis tickets\b/g, 'my tickets'],
  [/\bquien tiene (la )?entrada marcada( ahora)?\b/g, 'who is clocked in right now'],
  [/\b(fallan|se descomponen|se echan a perder) (seguido|mucho|a cada rato)\b/g, 'keeps breaking'],
  [/\bfallas repetidas\b/g, 'repeat failures'],
  [/\bcuanto (gastamos|se gasto|hemos gastado)\b/g, 'what did we spend'],
  [/\bcomo (agrego|subo|pongo|adjunto) (una |unas )?fotos?\b/g, 'how do i add photos'],
  [/\beste trimestre\b/g, 'this quarter'],
  [/\bmejor\b/g, 'best'],
  [/\bque (hizo|ha hecho) ([a-z]+)\b/g, 'what did $2 do'],
  [/\ben que trabajo ([a-z]+)\b/g, 'what did $1 work on'],
  [/\bque no (sean|sea|esten|este) (de|en)\b/g, 'not at'],
  [/\bfuera de\b/g, 'not at'],
  [/\b(excepto|menos|salvo)\b/g, 'except'],
  [/\brefrigeracion\b/g, 'refrigeration'],
  [/\bmantenimiento preventivo\b/g, 'preventive maintenance'],
  [/\b(vencidos|atrasados|vencido|atrasado)\b/g, 'overdue'],
  [/\besperando (refacciones|piezas|repuestos|partes)\b/g, 'waiting for parts'],
  [/\besperando (a un tercero|al proveedor|a un proveedor|proveedor)\b/g, 'waiting on a vendor'],
  [/\ben (progreso|proceso|curso)\b/g, 'in progress'],
  [/\b(de )?(prioridad baja|baja prioridad)\b/g, 'low priority'],
  [/\b(de )?(prioridad media|media prioridad)\b/g, 'medium priority'],
  [/\bsin asignar\b/g, 'unassigned'],
  [/\btickets? (urgent|open|completed|accepted)\b/g, '$1 tickets'],
  [/\besta semana\b/g, 'this week'],
  [/\bla semana pasada\b/g, 'last week'],
  [/\beste mes\b/g, 'this month'],
  [/\bel mes pasado\b/g, 'last month'],
  [/\bhoy\b/g, 'today'],
  [/\bayer\b/g, 'yesterday'],
  [/\bmanana\b/g, 'tomorrow'],
  [/\bcamaras? frias?\b/g, 'walk-in'],
  [/\bmaquinas? de hielo\b/g, 'ice machine'],
  [/\bcongeladore?s?\b/g, 'freezer'],
  [/\bfreidoras?\b/g, 'fryer'],
  [/\bplanchas?\b/g, 'griddle'],
  [/\bhornos?\b/g, 'oven'],
  [/\bcampanas?\b/g, 'hood'],
  [/\baire acondicionado\b/g, 'hvac'],
  [/\bplomeria\b/g, 'plumbing'],
  [/\b(electricidad|electricos?|electricas?)\b/g, 'electrical'],
  [/\bgarantia\b/g, 'warranty'],
  [/\bcuant[oa]s\b/g, 'how many'],
  [/\b(muestrame|muestra|ensename|listame|lista|dame|ver)\b/g, 'show'],
  [/\b(que|cuales|cual)\b/g, 'which'],
  [/\bquien(es)?\b/g, 'who'],
  [/\burgentes?\b/g, 'urgent'],
  [/\b(abiert[oa]s?|pendientes?)\b/g, 'open'],
  [/\b(completad[oa]s?|terminad[oa]s?|cerrad[oa]s?)\b/g, 'completed'],
  [/\baceptad[oa]s?\b/g, 'accepted'],
  [/\basignad[oa]s? a\b/g, 'assigned to'],
  [/\btecnicos?\b/g, 'technician'],
  [/\bproveedor(es)?\b/g, 'vendor'],
  [/\bsucursal(es)?\b/g, 'store'],
  [/\bhoras\b/g, 'hours'],
  [/\ben\b/g, 'at'],
  [/\b(hay|de|del|el|la|los|las|un|una|tengo|estan|esta|son|por favor|me)\b/g, ' '],
];

/** The English question a Spanish one means, for the engine's patterns. */
export function questionInEnglish(question: string): string {
  let text = plainSpanish(question);
  for (const [pattern, english] of QUESTION_PHRASES) text = text.replace(pattern, english);
  return text.replace(/\s+/g, ' ').trim();
}

const PRIORITIES: Record<string, { one: string; many: string }> = {
  urgent: { one: 'urgente', many: 'urgentes' },
  medium: { one: 'de prioridad media', many: 'de prioridad media' },
  low: { one: 'de prioridad baja', many: 'de prioridad baja' },
};

const STATUSES: Record<string, { one: string; many: string }> = {
  unfinished: { one: 'sin terminar', many: 'sin terminar' },
  open: { one: 'abierto', many: 'abiertos' },
  accepted: { one: 'aceptado', many: 'aceptados' },
  'in progress': { one: 'en progreso', many: 'en progreso' },
  'waiting for parts': { one: 'esperando refacciones', many: 'esperando refacciones' },
  'waiting for third party': { one: 'esperando a un tercero', many: 'esperando a un tercero' },
  waiting: { one: 'en espera', many: 'en espera' },
  completed: { one: 'completado', many: 'completados' },
};

/** Status labels as the answers' ticket lines write them (contract STATUS_LABELS). */
const STATUS_LABELS: Record<string, string> = {
  Open: 'Abierto',
  Accepted: 'Aceptado',
  'In Progress': 'En progreso',
  'Waiting for Parts': 'Esperando refacciones',
  'Waiting for Third Party': 'Esperando a un tercero',
  Completed: 'Completado',
};

function period(label: string): string {
  return PERIODS[label] ?? label;
}

// Names and labels hold no parentheses and no word 'ticket': the scope and the noun stay outside.
const NAME = String.raw`((?:(?!\btickets?\b)[^()])+?)`;
const DESCRIPTION = new RegExp(
  String.raw`^(?:(low|medium|urgent) )?(?:(unfinished|open|accepted|in progress|waiting for parts|waiting for third party|waiting|completed) )?(?:${NAME} )?tickets?(?: at ${NAME})?(?: (assigned to you|assigned to [^()]+?|with no technician))?(?: (completed|submitted) ([^()]+?))?( scheduled to end before now)?( \(of the tickets (?:assigned to you|you can see)\))?$`,
);

/** "urgent unfinished Freezer tickets at Downtown" → "tickets urgentes sin terminar de Freezer en Downtown". */
function description(english: string, count: number): string | null {
  // Issue 38's exclusions follow the filter: 'urgent tickets at Downtown, not at Airport'.
  const excluded = /^(.+?), (not .+?)( \(of the tickets (?:assigned to you|you can see)\))?$/.exec(
    english,
  );
  if (excluded) {
    const inner = description(excluded[1] ?? '', count);
    const scope = excluded[3]?.includes('assigned to you')
      ? ' (de los tickets asignados a ti)'
      : excluded[3]
        ? ' (de los tickets que puedes ver)'
        : '';
    return inner ? `${inner}, ${exclusionsInSpanish(excluded[2] ?? '')}${scope}` : null;
  }
  const read = DESCRIPTION.exec(english);
  // 'submitted or at Downtown' is the asker's scope, not a period: only periods this file words.
  const match = read?.[7] && !(read[7] in PERIODS) ? null : read;
  if (!match) {
    // A count names the asker's scope after the filter ('… across all stores').
    const scoped =
      /^(.+?) (across all stores|that you submitted or at .+|that you submitted)$/.exec(english);
    const inner = scoped ? description(scoped[1] ?? '', count) : null;
    return inner ? `${inner} ${scopeInSpanish(scoped?.[2] ?? '')}` : null;
  }
  const [, priority, status, category, location, who, when, whenLabel, overdue, scope] = match;
  const form = count === 1 ? 'one' : 'many';
  const parts = [count === 1 ? 'ticket' : 'tickets'];
  if (category) parts.push(`de ${category}`);
  if (priority) parts.push(PRIORITIES[priority]?.[form] ?? priority);
  if (status) parts.push(STATUSES[status]?.[form] ?? status);
  if (location) parts.push(`en ${location}`);
  if (who === 'assigned to you') parts.push(count === 1 ? 'asignado a ti' : 'asignados a ti');
  else if (who === 'with no technician') parts.push('sin técnico');
  else if (who)
    parts.push(`asignado${count === 1 ? '' : 's'} a ${who.replace(/^assigned to /, '')}`);
  if (when && whenLabel) {
    const verb = when === 'completed' ? 'completado' : 'creado';
    parts.push(`${verb}${count === 1 ? '' : 's'} ${period(whenLabel)}`);
  }
  if (overdue) parts.push('que debían terminar antes de ahora');
  if (scope)
    parts.push(
      scope.includes('assigned to you')
        ? '(de los tickets asignados a ti)'
        : '(de los tickets que puedes ver)',
    );
  return parts.join(' ');
}

function ticketLine(line: string): string | null {
  const match = /^• (#\d+ .+) — (low|medium|urgent), (.+?), (.+?)(?:, scheduled (.+))?$/i.exec(
    line,
  );
  if (!match) return null;
  const [, ticket, rawPriority, status, location, schedule] = match;
  const priority = rawPriority?.toLowerCase();
  const shown = [
    `• ${ticket ?? ''} — ${PRIORITIES[priority ?? '']?.one ?? priority ?? ''}`,
    STATUS_LABELS[status ?? ''] ?? status,
    location,
  ].join(', ');
  return schedule ? `${shown}, programado ${schedule}` : shown;
}

/** Spanish sentences of the answers, each `[English pattern, Spanish from its groups]`. */
const SENTENCES: [RegExp, (groups: string[]) => string | null][] = [
  [
    /^(\d+) (.+?):$/,
    ([count, what]) => {
      const spanish = description(what ?? '', Number(count));
      return spanish ? `${count ?? ''} ${spanish}:` : null;
    },
  ],
  [
    /^There (?:is|are) (\d+) (.+?)(?:: (.+))?\.$/,
    ([count, what, split]) => {
      const spanish = description(what ?? '', Number(count));
      if (!spanish) return null;
      const rest = split ? `: ${splitInSpanish(split)}` : '';
      return `Hay ${count ?? ''} ${spanish}${rest}.`;
    },
  ],
  [
    /^There are no (.+?)\.$/,
    ([what]) => {
      const spanish = description(what ?? '', 0);
      return spanish ? `No hay ${spanish}.` : null;
    },
  ],
  [
    /^(\d+) (.+?), by (store|category|status|priority):$/,
    ([count, what, group]) => {
      const spanish = description(what ?? '', Number(count));
      return spanish
        ? `${count ?? ''} ${spanish}, por ${GROUPS[group ?? ''] ?? group ?? ''}:`
        : null;
    },
  ],
  [
    /^• (Open|Accepted|In Progress|Waiting for Parts|Waiting for Third Party|Completed|low|medium|urgent|Low|Medium|Urgent): (\d+)$/,
    ([key, count]) =>
      `• ${STATUS_LABELS[key ?? ''] ?? PRIORITY_WORDS[(key ?? '').toLowerCase()] ?? key ?? ''}: ${count ?? ''}`,
  ],
  [
    /^What I know: there (?:is|are) (\d+) (.+?)\. The rest of the question cannot be answered: (.+) in FixFlow, so I can't narrow them down by it\.$/,
    ([count, what, unrecorded]) => {
      const spanish = description(what ?? '', Number(count));
      const rest = rareLineInSpanish(
        `The rest of the question cannot be answered: ${unrecorded ?? ''} in FixFlow.`,
      );
      if (!spanish || !rest) return null;
      return `Lo que sé: hay ${count ?? ''} ${spanish}. ${rest.replace(/\.$/, '')}, así que no puedo filtrarlos por eso.`;
    },
  ],
  [
    /^…and (\d+) more on the Tickets board\.$/,
    ([count]) => `…y ${count ?? ''} más en el tablero de tickets.`,
  ],
  [
    /^(#\d+) “(.+)” at (.+?) \((.+?), (low|medium|urgent) priority\) is (.+?)\.(.*)$/i,
    ([number, title, location, category, rawPriority, status, rest]) => {
      const priority = rawPriority?.toLowerCase();
      return `${number ?? ''} “${title ?? ''}” en ${location ?? ''} (${category ?? ''}, prioridad ${
        { low: 'baja', medium: 'media', urgent: 'urgente' }[priority ?? ''] ?? priority ?? ''
      }) está en ${STATUS_LABELS[status ?? ''] ?? status ?? ''}.${ticketFacts(rest ?? '')}`;
    },
  ],
  [
    // The count's store scope and how many nobody has accepted yet (chat-tools.ts, chat-engine.ts).
    /^There (?:is|are) (\d+) (.+?) (across all stores|that you submitted or at .+?|that you submitted|assigned to you); (\d+) of them (?:is|are) still Open \(not yet accepted by a technician\)\.$/,
    ([count, what, scope, open]) => {
      const spanish = description(what ?? '', Number(count));
      if (!spanish) return null;
      return `Hay ${count ?? ''} ${spanish} ${scopeInSpanish(scope ?? '')}; ${open ?? ''} ${
        open === '1' ? 'sigue Abierto' : 'siguen Abiertos'
      } (ningún técnico lo ha aceptado todavía).`;
    },
  ],
  [
    /^You have worked (.+?) (today|this week|last week|yesterday|this month|last month) \(([\d.]+) paid hours, unpaid breaks deducted\)\.(?: That includes your running session since (.+)\.)?$/,
    ([worked, when, paid, since]) =>
      `Llevas ${worked ?? ''} trabajadas ${period(when ?? '')} (${paid ?? ''} horas pagadas, descontando los descansos sin pago).${
        since ? ` Incluye tu turno en curso desde ${since}.` : ''
      }`,
  ],
  [
    /^You have no time logged (.+)\.$/,
    ([when]) => `No tienes horas registradas ${period(when ?? '')}.`,
  ],
  [
    /^I couldn't find ticket (#\d+) among the tickets you can see\.$/,
    ([number]) => `No encontré el ticket ${number ?? ''} entre los tickets que puedes ver.`,
  ],
  [
    /^(?:1 person is|(\d+) people are) at 90 % or more of the (.+?) weekly overtime threshold this week:$/,
    ([count, threshold]) =>
      count
        ? `${count} personas están al 90 % o más del límite semanal de horas extra (${threshold ?? ''}) esta semana:`
        : `1 persona está al 90 % o más del límite semanal de horas extra (${threshold ?? ''}) esta semana:`,
  ],
  [
    /^Nobody (you manage )?is close to overtime this week \(the threshold is (.+)\)\.$/,
    ([managed, threshold]) =>
      `${managed ? 'Nadie de tu equipo' : 'Nadie'} está cerca de las horas extra esta semana (el límite es ${threshold ?? ''}).`,
  ],
  [
    /^You are not close to overtime this week(?:: (.+?) of the (.+) threshold| \(the threshold is (.+)\))\.$/,
    ([worked, threshold, only]) =>
      worked
        ? `No estás cerca de las horas extra esta semana: ${worked} de ${threshold ?? ''}.`
        : `No estás cerca de las horas extra esta semana (el límite es ${only ?? ''}).`,
  ],
  [
    /^I can't answer that yet\. I can tell you:$/,
    () => 'Todavía no puedo responder eso. Puedo decirte:',
  ],
  [/^Hi (.+)! I can tell you:$/, ([name]) => `¡Hola, ${name ?? ''}! Puedo decirte:`],
  [
    /^Try for example: "(.+)" or "(.+)"$/,
    ([first, second]) =>
      `Prueba por ejemplo: "${EXAMPLES[first ?? ''] ?? first ?? ''}" o "${EXAMPLES[second ?? ''] ?? second ?? ''}"`,
  ],
];

/** The capabilities and suggestions the engine lists (chat-engine.ts), in Spanish. */
const EXAMPLES: Record<string, string> = {
  'How many urgent tickets are open at Downtown?':
    '¿Cuántos tickets urgentes hay abiertos en Downtown?',
  'Who is close to overtime this week?': '¿Quién está cerca de las horas extra esta semana?',
  'Show open tickets at my store': 'Muéstrame los tickets abiertos de mi sucursal',
  'Which stores have overdue preventive maintenance?':
    '¿Qué sucursales tienen mantenimiento preventivo atrasado?',
  "What's on my schedule today?": '¿Qué tengo programado hoy?',
  'How many hours did I work this week?': '¿Cuántas horas trabajé esta semana?',
};

const CAPABILITY_LINES: [RegExp, string][] = [
  [
    /^• list or count tickets/,
    '• listar o contar tickets por sucursal, estado, prioridad, categoría, técnico o fecha ("Muéstrame los tickets urgentes de Downtown esta semana", "¿Cuántos tickets de congelador hay abiertos?")',
  ],
  [
    /^• the status, assignee and schedule/,
    '• el estado, el técnico asignado y la programación de un ticket por su número ("¿Cuál es el estado del ticket 1042?") o por su equipo',
  ],
  [
    /^• your open tickets and schedule/,
    '• tus tickets abiertos y tu agenda ("¿Cuáles son mis tickets?", "¿Qué tengo programado hoy?")',
  ],
  [
    /^• your hours today or this week/,
    '• tus horas de hoy o de esta semana ("¿Cuántas horas trabajé esta semana?"), y quién está cerca de las horas extra',
  ],
  [
    /^• who worked on what/,
    '• quién trabajó en qué y quién tiene la entrada marcada ahora (administradores)',
  ],
  [
    /^• who fits a job/,
    '• quién es el indicado para un trabajo por certificación y carga de trabajo (administradores)',
  ],
  [
    /^• equipment warranty and repeat failures/,
    '• la garantía de los equipos y las fallas repetidas, y las sucursales con mantenimiento preventivo atrasado',
  ],
  [
    /^• how to troubleshoot equipment/,
    '• cómo revisar un equipo que falla y cómo usar la app ("¿Cómo marco entrada?")',
  ],
];

/** 'not at Airport, not Freezer, not urgent priority, not assigned to Tony' (chat-filters.ts). */
function exclusionsInSpanish(exclusions: string): string {
  return exclusions
    .split(', ')
    .map((part) => {
      const or = (names: string) => names.replace(/ or /g, ' ni ');
      const at = /^not at (.+)$/.exec(part);
      if (at) return `fuera de ${or(at[1] ?? '')}`;
      const assigned = /^not assigned to (.+)$/.exec(part);
      if (assigned) return `no asignados a ${or(assigned[1] ?? '')}`;
      const priority = /^not (.+) priority$/.exec(part);
      if (priority)
        return `sin prioridad ${or(
          (priority[1] ?? '').replace(
            /\b(low|medium|urgent)\b/g,
            (word) => PRIORITY_WORDS[word] ?? word,
          ),
        )}`;
      const other = /^not (.+)$/.exec(part);
      return other ? `excepto ${or(other[1] ?? '')}` : part;
    })
    .join(', ');
}

const PRIORITY_WORDS: Record<string, string> = { low: 'baja', medium: 'media', urgent: 'urgente' };

const GROUPS: Record<string, string> = {
  store: 'sucursal',
  category: 'categoría',
  status: 'estado',
  priority: 'prioridad',
};

function scopeInSpanish(scope: string): string {
  if (scope === 'across all stores') return 'en todas las sucursales';
  const submitted = /^that you submitted or at (.+)$/.exec(scope);
  if (submitted) return `que enviaste o de ${submitted[1] ?? ''}`;
  if (scope === 'that you submitted') return 'que enviaste';
  if (scope === 'assigned to you') return 'asignados a ti';
  return scope;
}

function splitInSpanish(split: string): string {
  if (split === 'it is unfinished') return 'está sin terminar';
  if (split === 'it is completed') return 'está completado';
  if (split === 'all of them unfinished') return 'todos sin terminar';
  if (split === 'all of them completed') return 'todos completados';
  const match = /^(\d+) unfinished, (\d+) completed$/.exec(split);
  if (!match) return split;
  const done = match[2] ?? '';
  return `${match[1] ?? ''} sin terminar, ${done} ${done === '1' ? 'completado' : 'completados'}`;
}

/** The sentences after a ticket's status: who has it and when. */
function ticketFacts(rest: string): string {
  return rest
    .replace(/ Assigned to (.+?)\./, ' Asignado a $1.')
    .replace(' Not assigned to a technician yet.', ' Todavía no tiene técnico asignado.')
    .replace(/ Scheduled (.+?)\.(?= |$)/, ' Programado $1.')
    .replace(' Not scheduled yet.', ' Todavía no está programado.')
    .replace(
      / Outside vendor: (.+?)\.(?= |$)/,
      (_, visit: string) => ` Proveedor externo: ${vendorVisitInSpanish(visit) ?? visit}.`,
    );
}

function lineInSpanish(line: string): string {
  const ticket = ticketLine(line);
  if (ticket) return ticket;
  for (const [pattern, spanish] of CAPABILITY_LINES) if (pattern.test(line)) return spanish;
  for (const [pattern, write] of SENTENCES) {
    const match = pattern.exec(line);
    if (!match) continue;
    const written = write(match.slice(1));
    if (written) return written;
  }
  return rareLineInSpanish(line) ?? line;
}

/** The en-US currency signs formatMoney writes (#contract/money.ts), by the currencies offered. */
const CURRENCY_SIGNS: Record<string, string> = {
  $: 'USD',
  CA$: 'CAD',
  '€': 'EUR',
  '£': 'GBP',
  A$: 'AUD',
  MX$: 'MXN',
};

/**
 * Money in a line worded in Spanish as the web shows it to a Spanish reader (locale-format's
 * formatMoney, es-419): '$2,110.00' → 'USD 2,110.00'.
 */
function moneyInSpanish(line: string): string {
  return line.replace(
    /(-?)(CA\$|A\$|MX\$|\$|€|£)(\d{1,3}(?:,\d{3})*\.\d{2})\b/g,
    (whole, minus: string, sign: string, amount: string) => {
      const currency = CURRENCY_SIGNS[sign];
      if (!currency) return whole;
      const cents = Math.round(Number(amount.replaceAll(',', '')) * 100) * (minus ? -1 : 1);
      return formatMoneyIn(cents, currency, 'es');
    },
  );
}

/**
 * The engine's English answer in Spanish, line by line; a line it does not know stays English,
 * dates included (a Spanish date inside an English sentence would read worse than either).
 */
export function answerInSpanish(answer: string): string {
  return answer
    .split('\n')
    .map((line) => {
      const spanish = lineInSpanish(line);
      return spanish === line ? line : moneyInSpanish(datesInSpanish(spanish));
    })
    .join('\n');
}
