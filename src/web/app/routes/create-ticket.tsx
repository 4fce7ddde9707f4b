import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { roleKeepsStore } from '#contract/policies/users.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { useAnalyzeTicket } from '#web/features/ai/api/analyze-ticket.ts';
import { AiAnalysisPanel } from '#web/features/ai/components/ai-analysis-panel.tsx';
import { CreateTicketForm } from '#web/features/tickets/components/create-ticket-form.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';
import { ticketPath } from '#web/lib/ticket-links.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export default function CreateTicketScreen() {
  const { t } = useTranslation('tickets');
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const analyze = useAnalyzeTicket();
  // The calendar's 'Schedule Ticket' sends the selected day as ?date=YYYY-MM-DD.
  const date = searchParams.get('date') ?? '';
  const initialDate = DAY_PATTERN.test(date) ? date : undefined;
  // Decision 033: 'Report a problem' on a unit's page opens this form with the unit filled in.
  const initialEquipmentId = searchParams.get('equipmentId') ?? undefined;
  return (
    <>
      <PageHeader title={t('form.pageTitle')} />
      <CreateTicketForm
        draftOwnerId={user.id}
        {...(initialDate ? { initialDate } : {})}
        {...(initialEquipmentId ? { initialEquipmentId } : {})}
        {...(roleKeepsStore(user.role) && user.locationName
          ? { defaultLocation: user.locationName }
          : {})}
        // The user lands on the ticket just made (its detail over the board, where it is first),
        // not on a list they would have to search for it.
        onCreated={(ticket) => {
          void navigate(ticketPath(ticket.id));
        }}
        onCancel={() => {
          void navigate('/tickets');
        }}
        // Issue 38: Submit analyses a draft nobody analysed, to ask the risk questions when needed.
        analyzeDraft={async (draft) => {
          const result = await analyze.mutateAsync({
            title: draft.title,
            description: draft.description,
            location: draft.location || null,
            ...(draft.equipmentId ? { equipmentId: draft.equipmentId } : {}),
          });
          return {
            title: draft.title,
            description: draft.description,
            suggestedPriority: result.suggestedPriority,
            needsRiskQuestions: result.needsRiskQuestions,
          };
        }}
        renderAside={(draft, applySuggestions, reportAnalysis) => (
          <AiAnalysisPanel
            draft={draft}
            applySuggestions={applySuggestions}
            // Issue 38: the form asks the risk questions when the analysis of its text is unsure.
            onAnalyzed={(result) => {
              reportAnalysis({
                title: draft.title.trim(),
                description: draft.description.trim(),
                suggestedPriority: result.suggestedPriority,
                needsRiskQuestions: result.needsRiskQuestions,
              });
            }}
          />
        )}
      />
    </>
  );
}
