import { Navigate, useParams } from 'react-router';

import { canManageEquipment } from '#contract/policies/equipment.ts';

import { EquipmentDetail } from '#web/features/equipment/components/equipment-detail.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function EquipmentDetailScreen() {
  const user = useSignedInUser();
  const { equipmentId } = useParams();
  if (!equipmentId) return <Navigate to="/equipment" replace />;
  // Keyed by the unit, so moving between units starts each page afresh.
  return <EquipmentDetail key={equipmentId} id={equipmentId} isAdmin={canManageEquipment(user)} />;
}
