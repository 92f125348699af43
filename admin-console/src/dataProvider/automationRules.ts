import { HttpError, type GetListParams, type GetListResult, type UpdateParams } from 'react-admin';
import type { GraphqlCall } from '../api/graphql';
import type { AutomationRulesQuery } from '../graphql/generated';
import { AUTOMATION_RULES_QUERY, SET_RULE_ACTIVE_MUTATION } from '../automation/automationOperations';

/** The react-admin resource of automation rules (the Automation tab's list). */
export const AUTOMATION_RULES = 'automation-rules';

export type AutomationRule = AutomationRulesQuery['automationRules'][number];

/** The server answers every rule at once (a handful); the page is cut here so react-admin's paging still holds. */
export async function automationRulesList(query: GraphqlCall, params: GetListParams): Promise<GetListResult<AutomationRule>> {
  const rules = (await query(AUTOMATION_RULES_QUERY, {})).automationRules;
  const perPage = Math.max(1, params.pagination?.perPage ?? rules.length);
  const start = (Math.max(1, params.pagination?.page ?? 1) - 1) * perPage;
  return { data: rules.slice(start, start + perPage), total: rules.length };
}

/** A rule's only change: switched on or off. */
export async function setAutomationRuleActive(mutate: GraphqlCall, params: UpdateParams): Promise<AutomationRule> {
  const isActive = (params.data as { isActive?: unknown } | undefined)?.isActive;
  if (typeof isActive !== 'boolean') throw new HttpError('Only a rule’s active switch can change', 400);
  const changed = (await mutate(SET_RULE_ACTIVE_MUTATION, { id: Number(params.id), isActive })).setAutomationRuleActive;
  return { ...(params.previousData as AutomationRule), ...changed };
}
