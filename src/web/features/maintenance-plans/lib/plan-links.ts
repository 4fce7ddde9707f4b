/** The plans' addresses (deep links work: each screen reads its id from the path). */
export const PLANS_PATH = '/maintenance-plans';
export const NEW_PLAN_PATH = `${PLANS_PATH}/new`;

export function planPath(id: string): string {
  return `${PLANS_PATH}/${encodeURIComponent(id)}`;
}

export function editPlanPath(id: string): string {
  return `${planPath(id)}/edit`;
}
