import { randomUUID } from 'node:crypto';

import { canManagePmPlans, pmPlanAudienceFor } from '#contract/policies/maintenance-plans.ts';
import type { Language } from '#contract/languages.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  PmDueDate,
  PmPlan,
  PmPlanStatus,
  PmPlanValues,
  PmPreview,
  PmTemplate,
  RecurrenceInput,
} from '#contract/schemas/pm-plan.ts';
import {
  RETIRED_EQUIPMENT_MESSAGE,
  RRULE_NO_DATE_SOON_MESSAGE,
} from '#contract/schemas/pm-plan.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequest, conflictWorded, forbidden, notFound } from '../../lib/app-error.ts';
import { dayOf, daysToRange } from '../../lib/business-time.ts';
import type {
  PlanValues,
  PmPlanScopeFilter,
  PmPlansRepository,
  StoredPlan,
} from './maintenance-plans.repository.ts';
import { planOverlapMessage, recurrencesOverlap, sharedStores } from './plan-overlap.ts';
import type { PlanCoverage } from './plan-overlap.ts';
import { findTemplate, PM_TEMPLATES } from './pm-templates.ts';
import { templateWords } from './pm-templates-spanish.ts';
import type { PmTemplateDefinition } from './pm-templates.ts';
import {
  describeRecurrence,
  leadTimeProblem,
  nextOccurrence,
  nextOccurrences,
  occurrencesBetween,
  recurrenceProblem,
} from './recurrence.ts';

/** The calendar asks for at most about a quarter at once; a longer range is refused (400). */
export const PM_DUE_RANGE_MAX_DAYS = 93;
const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_TECHNICIAN_MESSAGE = 'Default technician must be an active technician';

/** Generation is the pm-gen part's: the service only asks for it after a write commits. */
type GenerateForPlan = (planId: string) => Promise<void>;

/** Who sees which plan: admins every plan, managers the plans covering their store. */
function scopeFor(user: SessionUser): PmPlanScopeFilter {
  const audience = pmPlanAudienceFor(user);
  // Technicians see their generated tickets on the board and calendar, never the plans.
  if (!audience) throw forbidden('Only administrators and managers can see maintenance plans');
  return audience;
}

function assertAdmin(user: SessionUser): void {
  if (!canManagePmPlans(user)) throw forbidden('Only administrators can manage maintenance plans');
}

/** The recurrence's own problems first (invalid, never, too often), then the lead time's. */
function checkRecurrence(input: RecurrenceInput, leadDays: number): void {
  const problem = recurrenceProblem(input) ?? leadTimeProblem(input, leadDays);
  if (problem) throw badRequest(problem);
}

function recurrenceOf(plan: {
  rrule: string;
  startDate: string;
  dueTime: string;
}): RecurrenceInput {
  return { rrule: plan.rrule, startDate: plan.startDate, dueTime: plan.dueTime };
}

/**
 * Issue 40: the language plans are worded in for this reader: the routes give the request's
 * (the person's choice, else the browser's); a caller without one reads English.
 */
function languageOf(user: SessionUser): Language {
  return user.language ?? 'en';
}

function templateAnswer(template: PmTemplateDefinition, language: Language): PmTemplate {
  return {
    ...template,
    // Issue 40: the library's words in the reader's language; the schedule is the template's.
    ...templateWords(template, language),
    recurrenceText: describeRecurrence(
      { rrule: template.rrule, startDate: '2026-01-01', dueTime: template.dueTime },
      language,
    ),
  };
}

export function createPmPlansService(deps: {
  db: Database;
  repository: PmPlansRepository;
  clock: Clock;
  timeZone: string;
  /** pm-gen's generation of a plan's due occurrences; called after create, edit and resume. */
  generateForPlan: GenerateForPlan;
}) {
  const { db, repository, clock, timeZone, generateForPlan } = deps;

  async function answers(plans: StoredPlan[], language: Language): Promise<PmPlan[]> {
    const now = clock.now();
    const [stores, stats] = await Promise.all([
      repository.storesOf(plans),
      repository.statsOf(plans, dayOf(now, timeZone), timeZone),
    ]);
    return plans.map((plan) => {
      const stat = stats.get(plan.id);
      const unitCount = stat?.unitCount ?? 0;
      // Every unit of a plan shares its dates, so the plan's next date is every unit's.
      const next =
        plan.status === 'active' && unitCount > 0
          ? nextOccurrence(recurrenceOf(plan), now, timeZone)
          : undefined;
      return {
        id: plan.id,
        title: plan.title,
        description: plan.description,
        scope: plan.scope,
        equipment:
          plan.equipmentId && plan.equipmentName
            ? { id: plan.equipmentId, name: plan.equipmentName }
            : null,
        equipmentId: plan.equipmentId && plan.equipmentName ? plan.equipmentId : null,
        categoryId: plan.categoryId,
        category: plan.category,
        locations: stores.get(plan.id) ?? [],
        locationIds: (stores.get(plan.id) ?? []).map((store) => store.id),
        rrule: plan.rrule,
        startDate: plan.startDate,
        dueTime: plan.dueTime,
        recurrenceText: describeRecurrence(recurrenceOf(plan), language),
        leadDays: plan.leadDays,
        priority: plan.priority,
        defaultTechnician:
          plan.defaultTechnicianId && plan.defaultTechnician
            ? { id: plan.defaultTechnicianId, name: plan.defaultTechnician }
            : null,
        defaultTechnicianId:
          plan.defaultTechnicianId && plan.defaultTechnician ? plan.defaultTechnicianId : null,
        estimatedMinutes: plan.estimatedMinutes,
        checklist: plan.checklist,
        status: plan.status,
        nextDueAt: next ? next.toISOString() : null,
        lastDoneAt: stat?.lastDoneAt ? stat.lastDoneAt.toISOString() : null,
        onTimeRate: stat && stat.settled > 0 ? stat.onTime / stat.settled : null,
        unitCount,
        templateId: plan.templateId,
        createdAt: plan.createdAt.toISOString(),
        updatedAt: plan.updatedAt.toISOString(),
      };
    });
  }

  async function visible(user: SessionUser, id: string): Promise<StoredPlan> {
    const plan = await repository.find(scopeFor(user), id);
    // Another store's plan answers like one that does not exist (architecture §6).
    if (!plan) throw notFound('Maintenance plan');
    return plan;
  }

  async function answerOf(user: SessionUser, id: string): Promise<PmPlan> {
    const [answer] = await answers([await visible(user, id)], languageOf(user));
    if (!answer) throw notFound('Maintenance plan');
    return answer;
  }

  /**
   * Every check of a plan's input against the database (400, nothing stored): the recurrence,
   * the unit (known, not retired, its category), the category and stores, the technician.
   */
  async function resolve(
    input: PmPlanValues,
    previousChecklist: StoredPlan['checklist'],
    now: Date,
  ): Promise<PlanValues> {
    checkRecurrence(input, input.leadDays);
    let categoryId: string;
    let locationIds: string[] = [];
    if (input.scope === 'equipment') {
      const unit = input.equipmentId ? await repository.findUnit(input.equipmentId) : undefined;
      if (!unit) throw badRequest('Unknown equipment');
      if (unit.status === 'retired') throw badRequest(RETIRED_EQUIPMENT_MESSAGE);
      if (input.categoryId && input.categoryId !== unit.categoryId) {
        throw badRequest('Category must be the category of the equipment');
      }
      categoryId = unit.categoryId;
    } else {
      if (!input.categoryId || !(await repository.categoryExists(input.categoryId))) {
        throw badRequest('Unknown category');
      }
      categoryId = input.categoryId;
      locationIds = [...new Set(input.locationIds ?? [])];
      const existing = await repository.existingLocations(locationIds);
      if (locationIds.some((id) => !existing.has(id))) throw badRequest('Unknown store');
    }
    const technicianId = input.defaultTechnicianId ?? null;
    if (technicianId && !(await repository.isActiveTechnician(technicianId))) {
      throw badRequest(DEFAULT_TECHNICIAN_MESSAGE);
    }
    // Items keep their ids where the text is unchanged, so an edit reads as an edit.
    const previousByText = new Map(previousChecklist.map((item) => [item.text, item.id]));
    const checklist = input.checklist.map((text) => {
      const trimmed = text.trim();
      return { id: previousByText.get(trimmed) ?? randomUUID(), text: trimmed };
    });
    return {
      title: input.title.trim(),
      description: input.description?.trim() ? input.description.trim() : null,
      scope: input.scope,
      equipmentId: input.scope === 'equipment' ? (input.equipmentId ?? null) : null,
      categoryId,
      rrule: input.rrule.trim(),
      startDate: input.startDate,
      dueTime: input.dueTime,
      leadDays: input.leadDays,
      priority: input.priority,
      defaultTechnicianId: technicianId,
      estimatedMinutes: input.estimatedMinutes,
      checklist,
      locationIds,
      effectiveFrom: now,
      updatedAt: now,
    };
  }

  /**
   * Issue 36: the first other plan (any status) that covers the same units or store-wide work at a
   * shared store on about the same cadence, or undefined. Its 409 names it; `confirmOverlap` skips it.
   */
  async function assertNoOverlap(
    values: PlanValues,
    options: { excludeId?: string; isConfirmed?: boolean | null },
  ): Promise<void> {
    if (options.isConfirmed) return;
    const unitStore = values.equipmentId
      ? (await repository.findUnit(values.equipmentId))?.locationId
      : undefined;
    const coverage: PlanCoverage = {
      scope: values.scope,
      equipmentId: values.equipmentId,
      categoryId: values.categoryId,
      locationIds:
        values.scope === 'equipment' ? (unitStore ? [unitStore] : []) : values.locationIds,
    };
    const candidates = (await repository.list({ kind: 'all' }, {})).filter(
      (plan) => plan.id !== options.excludeId && plan.categoryId === values.categoryId,
    );
    if (candidates.length === 0) return;
    const stores = await repository.storesOf(candidates);
    const now = clock.now();
    for (const plan of candidates) {
      const planStores = stores.get(plan.id) ?? [];
      const shared = sharedStores(coverage, {
        scope: plan.scope,
        equipmentId: plan.equipmentId,
        categoryId: plan.categoryId,
        locationIds: planStores.map((store) => store.id),
      });
      if (shared.length === 0) continue;
      if (!recurrencesOverlap(recurrenceOf(values), recurrenceOf(plan), now, timeZone)) continue;
      const overlapped = {
        title: plan.title,
        isPaused: plan.status === 'paused',
        category: plan.category,
        storeNames: planStores
          .filter((store) => shared.includes(store.id))
          .map((store) => store.name),
        recurrence: recurrenceOf(plan),
      };
      throw conflictWorded('PM_PLAN_OVERLAP', (language) =>
        planOverlapMessage(overlapped, language),
      );
    }
  }

  /** After the write committed: generate what is due now; a failure is retried by the minute check. */
  async function generate(planIds: string[]): Promise<void> {
    for (const planId of planIds) await generateForPlan(planId);
  }

  async function changeStatus(actor: SessionUser, id: string, status: PmPlanStatus) {
    assertAdmin(actor);
    const plan = await visible(actor, id);
    // Resuming starts the plan again from now: what fell inside the pause is skipped, not missed.
    const resumes = status === 'active' && plan.status === 'paused';
    if (plan.status !== status) {
      const changed = await repository.setStatus(id, status, clock.now(), {
        effectiveFrom: resumes,
      });
      if (!changed) throw notFound('Maintenance plan');
    }
    if (resumes) await generate([id]);
    return answerOf(actor, id);
  }

  return {
    async list(
      user: SessionUser,
      filters: { locationId?: string; status?: PmPlanStatus },
    ): Promise<PmPlan[]> {
      return answers(await repository.list(scopeFor(user), filters), languageOf(user));
    },

    get: answerOf,

    async create(actor: SessionUser, input: PmPlanValues): Promise<PmPlan> {
      assertAdmin(actor);
      const now = clock.now();
      const values = await resolve(input, [], now);
      await assertNoOverlap(values, { isConfirmed: input.confirmOverlap });
      const id = await db.transaction((tx) =>
        repository.insert({ ...values, templateId: null, createdBy: actor.id }, tx),
      );
      await generate([id]);
      return answerOf(actor, id);
    },

    /** Replaces the plan; from now on (effective_from): tickets generated before stay as they are. */
    async update(actor: SessionUser, id: string, input: PmPlanValues): Promise<PmPlan> {
      assertAdmin(actor);
      const current = await visible(actor, id);
      const values = await resolve(input, current.checklist, clock.now());
      await assertNoOverlap(values, { excludeId: id, isConfirmed: input.confirmOverlap });
      const updated = await db.transaction((tx) => repository.update(id, values, tx));
      if (!updated) throw notFound('Maintenance plan');
      await generate([id]);
      return answerOf(actor, id);
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      assertAdmin(actor);
      await visible(actor, id);
      if (!(await repository.softDelete(id, clock.now()))) throw notFound('Maintenance plan');
    },

    pause: (actor: SessionUser, id: string) => changeStatus(actor, id, 'paused'),
    resume: (actor: SessionUser, id: string) => changeStatus(actor, id, 'active'),

    /** The plan's next due dates from now (the plan's dates, the same for each of its units). */
    async preview(user: SessionUser, id: string, count: number): Promise<PmPreview> {
      const plan = await visible(user, id);
      return {
        recurrenceText: describeRecurrence(recurrenceOf(plan), languageOf(user)),
        dueDates: nextOccurrences(recurrenceOf(plan), clock.now(), count, timeZone).map((date) =>
          date.toISOString(),
        ),
      };
    },

    /**
     * A draft's recurrence for the editor's live preview: the same checks as saving it, and 400
     * when it has no date in the next 10 years from now (decision 039: the search is bounded).
     */
    previewDraft(
      user: SessionUser,
      input: RecurrenceInput & { leadDays: number; count: number },
    ): PmPreview {
      assertAdmin(user);
      const recurrence = recurrenceOf(input);
      checkRecurrence(recurrence, input.leadDays);
      const dueDates = nextOccurrences(recurrence, clock.now(), input.count, timeZone);
      if (dueDates.length === 0) throw badRequest(RRULE_NO_DATE_SOON_MESSAGE);
      return {
        recurrenceText: describeRecurrence(recurrence, languageOf(user)),
        dueDates: dueDates.map((date) => date.toISOString()),
      };
    },

    /**
     * Each covered unit's due dates in [from, to] (business days): what is stored (generated with
     * its ticket, or missed), and the upcoming ones computed from active plans, never stored.
     */
    async due(
      user: SessionUser,
      query: { from: string; to: string; locationId?: string },
    ): Promise<PmDueDate[]> {
      const scope = scopeFor(user);
      if (query.to < query.from) throw badRequest('to must be on or after from');
      const range = daysToRange(query.from, query.to, timeZone);
      if (range.end.getTime() - range.start.getTime() > (PM_DUE_RANGE_MAX_DAYS + 1) * DAY_MS) {
        throw badRequest(`Ask for at most ${String(PM_DUE_RANGE_MAX_DAYS)} days at once`);
      }
      // A manager sees their store only, whatever store the query names.
      let locationId = query.locationId ?? null;
      if (scope.kind === 'store') {
        if (!scope.locationId || (locationId && locationId !== scope.locationId)) return [];
        locationId = scope.locationId;
      }
      const plans = await repository.list(scope, locationId ? { locationId } : {});
      const byId = new Map(plans.map((plan) => [plan.id, plan]));
      const planIds = plans.map((plan) => plan.id);
      const stored = await repository.occurrences(planIds, range, locationId);
      const result: PmDueDate[] = stored.map((row) => ({
        planId: row.planId,
        title: byId.get(row.planId)?.title ?? '',
        dueAt: row.dueAt.toISOString(),
        locationId: row.locationId,
        location: row.location,
        equipment:
          row.equipmentId && row.equipmentName
            ? { id: row.equipmentId, name: row.equipmentName }
            : null,
        ticketId: row.ticketId,
        ticketNumber: row.ticketNumber,
        status: row.status,
      }));
      const taken = new Set(stored.map((row) => `${row.planId}|${row.unitKey}|${row.dueDate}`));
      const active = plans.filter((plan) => plan.status === 'active');
      const units = await repository.coveredUnits(
        active.map((plan) => plan.id),
        locationId,
      );
      const now = clock.now();
      const datesByPlan = new Map(
        active.map((plan) => {
          // Upcoming: from now (and never before the plan took effect) to the end of the range.
          const start = new Date(
            Math.max(range.start.getTime(), now.getTime(), plan.effectiveFrom.getTime()),
          );
          const dates =
            start < range.end
              ? occurrencesBetween(recurrenceOf(plan), start, range.end, timeZone)
              : [];
          return [plan.id, dates.filter((date) => date >= start && date < range.end)];
        }),
      );
      for (const unit of units) {
        const plan = byId.get(unit.planId);
        if (!plan) continue;
        for (const date of datesByPlan.get(unit.planId) ?? []) {
          if (taken.has(`${unit.planId}|${unit.unitKey}|${dayOf(date, timeZone)}`)) continue;
          result.push({
            planId: plan.id,
            title: plan.title,
            dueAt: date.toISOString(),
            locationId: unit.locationId,
            location: unit.location,
            equipment:
              unit.equipmentId && unit.equipmentName
                ? { id: unit.equipmentId, name: unit.equipmentName }
                : null,
            ticketId: null,
            ticketNumber: null,
            status: 'upcoming',
          });
        }
      }
      // A total order: two units of one plan at one store fall due at the same instant.
      return result.sort(
        (a, b) =>
          a.dueAt.localeCompare(b.dueAt) ||
          a.location.localeCompare(b.location) ||
          a.title.localeCompare(b.title) ||
          (a.equipment?.name ?? '').localeCompare(b.equipment?.name ?? '') ||
          a.planId.localeCompare(b.planId) ||
          (a.equipment?.id ?? '').localeCompare(b.equipment?.id ?? ''),
      );
    },

    templates(user: SessionUser): PmTemplate[] {
      assertAdmin(user);
      return PM_TEMPLATES.map((template) => templateAnswer(template, languageOf(user)));
    },

    /**
     * One plan covering all the chosen stores, scoped as the template says, in one transaction. A
     * category plan at a store without such units yet is fine: units are looked up at generation.
     */
    async applyTemplate(
      actor: SessionUser,
      templateId: string,
      input: {
        locationIds: string[];
        startDate?: string | null;
        defaultTechnicianId?: string | null;
        confirmOverlap?: boolean | null;
      },
    ): Promise<{ plans: PmPlan[] }> {
      assertAdmin(actor);
      const template = findTemplate(templateId);
      if (!template) throw notFound('Template');
      const categoryId = await repository.categoryNamed(template.category);
      if (!categoryId) {
        throw badRequest(
          `The template's category ${template.category} does not exist; add it under Categories first`,
        );
      }
      const now = clock.now();
      // Issue 40: the plan starts in the words the admin read (a template is a starting point).
      const words = templateWords(template, languageOf(actor));
      const values = await resolve(
        {
          title: words.title,
          description: words.description,
          scope: template.scope,
          equipmentId: null,
          categoryId,
          locationIds: input.locationIds,
          rrule: template.rrule,
          startDate: input.startDate ?? dayOf(now, timeZone),
          dueTime: template.dueTime,
          leadDays: template.leadDays,
          priority: template.priority,
          defaultTechnicianId: input.defaultTechnicianId ?? null,
          estimatedMinutes: template.estimatedMinutes,
          checklist: words.checklist,
        },
        [],
        now,
      );
      await assertNoOverlap(values, { isConfirmed: input.confirmOverlap });
      const id = await db.transaction((tx) =>
        repository.insert({ ...values, templateId: template.id, createdBy: actor.id }, tx),
      );
      await generate([id]);
      return { plans: [await answerOf(actor, id)] };
    },
  };
}

export type PmPlansService = ReturnType<typeof createPmPlansService>;
