import { Link } from 'react-router';

import type { TicketEquipment } from '#contract/schemas/equipment-ref.ts';
import { canOpenEquipmentRegister } from '#contract/policies/equipment.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';

/** The ticket's unit by name, a link to its page for those who may open the register. */
export function TicketEquipmentName({ equipment }: { equipment: TicketEquipment }) {
  const user = useCurrentUser();
  if (!user || !canOpenEquipmentRegister(user)) return <>{equipment.name}</>;
  return (
    <Link
      to={`/equipment/${encodeURIComponent(equipment.id)}`}
      className="font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {equipment.name}
    </Link>
  );
}
