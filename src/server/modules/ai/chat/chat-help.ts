import type { UserRole } from '#contract/constants.ts';

import { plainWords } from './chat-entities.ts';

// Architecture §7: how-to answers about the app itself ('how do I create a ticket?'), written for each
// role where the screens differ. Found by the topic's words, not by whole questions.

interface HelpTopic {
  id: string;
  /** Words that name the topic; every group needs one word of the question. */
  words: RegExp[];
  answer: Partial<Record<UserRole, string>> & { default: string };
}

const HELP_TOPICS: HelpTopic[] = [
  // Before 'assign': 'send a ticket to a vendor' is a dispatch, not a technician's assignment.
  {
    id: 'vendor-dispatch',
    words: [
      /\b(vendors?|contractors?|service compan\w*|outside (company|companies|tech\w*))\b/,
      /\b(send|dispatch\w*|assign\w*|give|call out|get)\b/,
    ],
    answer: {
      default:
        'Admins open the ticket and press Assign to Vendor: the list shows the vendors serving that store and category, first call first. Set the not-to-exceed amount and the due-by date, add instructions if needed, and send; the vendor gets an e-mail with a link to the job, and Copy portal link gives it to you for a text message.',
      manager:
        'Admins send tickets to outside vendors (Assign to Vendor on the ticket). You see the vendor, its status and the due-by date on the ticket once it is sent.',
      technician:
        'Admins send tickets to outside vendors. If a job needs a contractor, say so in a comment on the ticket.',
    },
  },
  {
    id: 'vendor',
    words: [
      /\b(vendors?|contractors?|service compan\w*)\b/,
      /\b(add|create|new|set up|setup|edit|change|remove|delete|manage|insurance)\b/,
    ],
    answer: {
      default:
        'Admins open Vendors in the menu and press Add vendor: the company, its trades, contact, hourly rate, insurance expiry, and the stores it serves with a first or second call per trade.',
      manager: 'Only admins manage vendors (Vendors in the admin menu).',
      technician: 'Only admins manage vendors (Vendors in the admin menu).',
    },
  },
  {
    id: 'equipment',
    words: [
      /\b(equipment|units?|assets?|machines?|labels?|qr( codes?)?)\b/,
      /\b(add|create|new|register|print|label|scan)\b/,
    ],
    answer: {
      default:
        'Admins open Equipment and press Add Equipment (store, category, name, make, model, serial, warranty); Print Labels prints a sheet of QR labels for a store. Anyone can scan a label with the phone camera to open the unit and report a problem on it.',
    },
  },
  {
    id: 'pm-plan',
    words: [
      /\b(preventive|preventative|pm|maintenance plans?|plans?)\b/,
      /\b(add|create|new|set up|setup|make|schedule)\b/,
    ],
    answer: {
      default:
        'Admins open Preventive Maintenance and press New Plan: choose what it covers (one piece of equipment, every unit of a category, or the store as a whole), how often it repeats, the checklist and the default technician, then press Create Plan. Each visit becomes a ticket its lead time before the due date.',
      technician:
        'Admins create maintenance plans; their visits reach you as tickets with a checklist, under My Tickets.',
    },
  },
  {
    id: 'photo',
    words: [/\b(photos?|pictures?|pics?|images?)\b/, /\b(add|attach|upload|take)\b/],
    answer: {
      default:
        'Open the ticket and press Add Photos (on a phone you can take one with the camera). Photos can also be added when you complete the ticket.',
    },
  },
  {
    id: 'create-ticket',
    words: [
      /\b(create|make|submit|open|file|log|raise|report|add|new|start|put in|enter)\b/,
      /\b(tickets?|requests?|work orders?|issues?|problems?|repairs?)\b/,
    ],
    answer: {
      default:
        'Open Create Ticket in the menu, write a title and what is wrong, pick the store and category (the AI suggests a category and priority from your text), then press Create Ticket.',
      technician:
        'Technicians do not create tickets; ask your store manager or an admin to create one. You can report a problem on a unit by scanning its equipment label.',
    },
  },
  {
    id: 'assign',
    words: [
      /\b(assign\w*|reassign\w*|give|dispatch|send)\b/,
      /\b(tickets?|techs?|technicians?|jobs?)\b/,
    ],
    answer: {
      default:
        'Admins assign tickets: open the ticket on the Tickets board, press Assign, pick a technician (the list shows certifications and open tickets) and optionally a time slot, then save.',
      manager:
        'Only admins assign technicians. As a manager you can see who is assigned on the ticket, and ask an admin to assign or reassign it.',
      technician:
        'Admins assign tickets to technicians; your assigned tickets are under My Tickets and on your Today list.',
    },
  },
  {
    id: 'schedule',
    words: [
      /\b(schedule|reschedule|book|set a time|time slot|plan)\b/,
      /\b(tickets?|visits?|jobs?|repairs?)\b/,
    ],
    answer: {
      default:
        'Open the ticket and press Schedule (or use the Calendar), choose the day and the start and end times, and save. The assigned technician sees it on the calendar.',
    },
  },
  {
    id: 'clock-in',
    words: [
      /\b(clock(ing)? ?(in|on)|punch(ing)? in|start (my )?shift|start (the )?timer|time clock)\b/,
    ],
    answer: {
      default:
        'Open Time Clock, pick the ticket you are working on (optional) and press Clock In; press Clock Out when you stop. Breaks are started and ended from the same screen.',
      admin:
        'Technicians clock in on the Time Clock screen (pick a ticket, press Clock In). Admins see who is clocked in on the dashboard and can correct sessions in the time report.',
    },
  },
  {
    id: 'clock-out',
    words: [/\b(clock(ing)? ?(out|off)|punch(ing)? out|end (my )?shift|stop (the )?timer)\b/],
    answer: {
      default:
        'Open Time Clock and press Clock Out. If you forgot, ask an admin to correct the session in the time report.',
    },
  },
  {
    id: 'complete',
    words: [
      /\b(complete|close|finish|mark\w* (it )?(as )?(done|complete\w*)|resolve)\b/,
      /\b(tickets?|jobs?|work orders?|it)\b/,
    ],
    answer: {
      default:
        'Open the ticket, press Complete, write what you did in the completion notes, add after-photos and tick the checklist if it has one, then confirm.',
    },
  },
  {
    id: 'timesheet',
    words: [/\b(timesheets?|time report|time sheets?|approve (my |the )?hours|payroll)\b/],
    answer: {
      default:
        'Open Reports for the time report (date filter, CSV export and print). Weekly timesheets are approved by admins and managers for their technicians.',
    },
  },
  {
    id: 'password',
    words: [
      /\b(password|log ?in|sign ?in|locked out)\b/,
      /\b(reset|change|forgot|forget|cant|cannot)\b/,
    ],
    answer: {
      default:
        'Ask an admin to reset your password in Users; you get a temporary one and choose your own at the next sign-in.',
    },
  },
  {
    id: 'dark-mode',
    words: [/\b(dark|light) (mode|theme)\b|\btheme\b/],
    answer: { default: 'Use the theme button in the top bar to switch between light and dark.' },
  },
];

/** True when the question asks how to use the app rather than how to fix equipment. */
export function isHowToQuestion(text: string): boolean {
  return /\b(how (do|can|should|would) (i|we|you)|how to|where (do|can) i|can i|is there a way to|steps to|help me)\b/.test(
    text,
  );
}

export function findHelpTopic(question: string): HelpTopic | undefined {
  const text = plainWords(question).join(' ');
  return HELP_TOPICS.find((topic) => topic.words.every((pattern) => pattern.test(text)));
}

export function helpAnswer(topic: HelpTopic, role: UserRole): string {
  return topic.answer[role] ?? topic.answer.default;
}
