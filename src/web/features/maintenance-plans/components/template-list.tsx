import { useTranslation } from 'react-i18next';

import type { PmTemplate } from '#contract/schemas/pm-plan.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { usePmTemplates } from '../api/pm-templates.ts';
import { ApplyTemplateDialog } from './apply-template-dialog.tsx';

function TemplateCard({ template, isAdmin }: { template: PmTemplate; isAdmin: boolean }) {
  const { t } = useTranslation('maintenance-plans');
  return (
    <Card className="py-4">
      <CardContent className="grid gap-1 px-4 text-sm">
        <h3 className="font-medium">{template.title}</h3>
        <p>{template.recurrenceText}</p>
        <p className="text-muted-foreground">
          {t('templates.items', {
            category: template.category,
            count: template.checklist.length,
          })}
        </p>
        {isAdmin ? (
          <div className="mt-2">
            <ApplyTemplateDialog template={template} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The library of ready-made plans (GET /api/pm-templates). */
export function TemplateList({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('maintenance-plans');
  const templates = usePmTemplates();
  if (templates.isPending) return <Skeleton className="h-32" aria-label={t('templates.loading')} />;
  if (templates.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorText(templates.error, t('templates.failed'))}</AlertDescription>
      </Alert>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('templates.label')}>
      {templates.data.map((template) => (
        <li key={template.id}>
          <TemplateCard template={template} isAdmin={isAdmin} />
        </li>
      ))}
    </ul>
  );
}
