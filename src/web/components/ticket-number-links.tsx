import { Link } from 'react-router';

import { splitTicketNumbers, ticketNumberPath } from '#web/lib/ticket-links.ts';

/** Text with every ticket number ('#1042') a link to that ticket on the board (issue 15). */
export function TicketNumberLinks({ text }: { text: string }) {
  return (
    <>
      {splitTicketNumbers(text).map((part, index) =>
        'ticketNumber' in part ? (
          <Link
            // The parts of one text never reorder, so their position is a stable key.
            key={index}
            to={ticketNumberPath(part.ticketNumber)}
            className="font-medium underline underline-offset-2 hover:no-underline"
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
