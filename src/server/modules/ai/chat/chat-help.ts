import type { UserRole } from '#contract/constants.ts';

import { plainWords } from './chat-entities.ts';

// Issue 23: how-to answers about the app itself ('how do I create a ticket?'), written for each
// role where the screens differ. Found by the topic's words, not by whole questions.

export interface HelpTopic {
  id: string;
  /** Words that name the topic; every group needs one word of the question. */
  words: RegExp[];
  answer: Partial<Record<UserRole, string>> & { default: string };
}

export const HELP_TOPICS: HelpTopic[] = [
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
