import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { canManageEquipment } from '#contract/policies/equipment.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EquipmentFormDialog } from '#web/features/equipment/components/equipment-form-dialog.tsx';
import { EquipmentList } from '#web/features/equipment/components/equipment-list.tsx';
import { ImportEquipmentDialog } from '#web/features/equipment/components/import-equipment-dialog.tsx';
import { labelsPath } from '#web/features/equipment/lib/equipment-links.ts';
import { filtersFromSearch, searchFromFilters } from '#web/features/equipment/lib/list-filters.ts';
import type { EquipmentFilters } from '#web/features/equipment/lib/list-filters.ts';
import { useSignedInUser } from '#web/lib/current-user.ts';
import { API_PATHS } from '#web/lib/query-keys.ts';

export default function EquipmentScreen() {
  const { t } = useTranslation('equipment');
  const user = useSignedInUser();
  const isAdmin = canManageEquipment(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const onFiltersChange = useCallback(
    (next: EquipmentFilters) => {
      setSearchParams(searchFromFilters(next), { replace: true });
    },
    [setSearchParams],
  );
  return (
    <>
      <PageHeader
        title={t('title')}
        description={isAdmin ? t('descriptionAdmin') : t('descriptionStore')}
        actions={
          isAdmin ? (
            <>
              <EquipmentFormDialog editing={null} />
              <ImportEquipmentDialog />
              <Button asChild variant="outline">
                <a href={`${API_PATHS.equipment}/export.csv`} download>
                  <DownloadIcon aria-hidden="true" />
                  {t('exportCsv')}
                </a>
              </Button>
              <Button asChild variant="outline">
                <Link to={labelsPath(filters.location)}>
                  <PrinterIcon aria-hidden="true" />
                  {t('printLabels')}
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      <EquipmentList filters={filters} onFiltersChange={onFiltersChange} canPickStore={isAdmin} />
    </>
  );
}
