import { Link } from 'react-router';

import { splitTicketNumbers, ticketNumberPath, ticketPath } from '#web/lib/ticket-links.ts';

/**
 * Text with every ticket number ('#1042') a link to that ticket on the board (decision 026); a number
 * whose id is known (`ticketIds`, architecture §7) opens that ticket itself, and with `ticketIds` given
 * only those numbers are links. With `ticketNumbers` given (an insight knows its tickets' numbers,
 * not their ids), only those numbers are links: 'Fryer #2' in an insight's title is a unit.
 */
export function TicketNumberLinks({
  text,
  ticketIds,
  ticketNumbers,
}: {
  text: string;
  ticketIds?: ReadonlyMap<number, string>;
  ticketNumbers?: readonly number[];
}) {
  return (
    <>
      {splitTicketNumbers(text).map((part, index) => {
        if (!('ticketNumber' in part)) return part.text;
        // With known ids, a number that is not one of them ('Fryer #2') is plain text.
        const id = ticketIds?.get(part.ticketNumber);
        if (ticketIds && !id) return part.text;
        if (ticketNumbers && !ticketNumbers.includes(part.ticketNumber)) return part.text;
        return (
          <Link
            // The parts of one text never reorder, so their position is a stable key.
            key={index}
            to={id ? ticketPath(id) : ticketNumberPath(part.ticketNumber)}
            className="font-medium underline underline-offset-2 hover:no-underline"
          >
            {part.text}
          </Link>
        );
      })}
    </>
  );
}
