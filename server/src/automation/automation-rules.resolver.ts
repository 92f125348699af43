import { BadRequestException, UseGuards } from '@nestjs/common';
import { Args, Field, Float, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { AutomationRequestsService } from './automation-requests.service.js';
import { AutomationRulesService } from './automation-rules.service.js';
import { AUTOMATION_REQUEST_MESSAGES, BATCH_MAX_ORDER_IDS } from './dto/automation-requests.dto.js';
import type { AutomationTriggerType } from './entities/automation-rule.entity.js';
import { staffActor } from '../common/staff-actor.js';
import { IgnoredOrderEntryType, OrderSelectionInput, toIgnoredEntryType, toOrderSelection } from '../orders/selection/order-selection.graphql.js';
import type { BatchResult } from './automation-requests.service.js';

enum AutomationTriggerTypeEnum {
  status_change = 'status_change',
  payment_received = 'payment_received',
  document_upload = 'document_upload',
  time_based = 'time_based',
}
registerEnumType(AutomationTriggerTypeEnum, { name: 'AutomationTriggerType' });

@ObjectType('AutomationRule')
export class AutomationRuleType {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() description: string;
  @Field(() => AutomationTriggerTypeEnum) triggerType: AutomationTriggerType;
  @Field() isActive: boolean;
}

@ObjectType('AutomationMetrics')
export class AutomationMetricsType {
  @Field(() => Int) totalOrders: number;
  @Field(() => Int, { description: 'Orders at least one rule changed' }) automatedOrders: number;
  @Field(() => Float, { description: '0..1' }) automationRate: number;
  @Field(() => Int) activeRules: number;
  @Field(() => Int) totalRules: number;
}

@ObjectType('TriggeredAutomation')
export class TriggeredAutomationType {
  @Field() queued: boolean;
  @Field(() => Int) orderId: number;
  @Field() orderNumber: string;
  @Field(() => AutomationTriggerTypeEnum) triggerType: AutomationTriggerType;
  @Field(() => Int, { description: 'Active rules of that trigger type' }) activeRules: number;
}

@ObjectType('AutomationBatchResult')
export class AutomationBatchResultType {
  @Field(() => Int, { description: 'Orders handed to the automation queue' }) processed: number;
  @Field(() => Int, { description: 'Entries left out (the length of ignored)' }) failed: number;
  @Field(() => [IgnoredOrderEntryType]) ignored: IgnoredOrderEntryType[];
}

function toBatchResult(result: BatchResult): AutomationBatchResultType {
  return { processed: result.processed, failed: result.failed, ignored: result.ignored.map(toIgnoredEntryType) };
}

/** The console's automation screen; the same services as the REST routes. */
@Resolver(() => AutomationRuleType)
@UseGuards(AdminAuthGuard)
export class AutomationRulesResolver {
  constructor(
    private readonly rules: AutomationRulesService,
    private readonly requests: AutomationRequestsService,
  ) {}

  @Query(() => AutomationMetricsType)
  @Allow(Permission.UpdateOrders)
  automationMetrics(): Promise<AutomationMetricsType> {
    return this.rules.metrics();
  }

  @Query(() => [AutomationRuleType])
  @Allow(Permission.UpdateOrders)
  automationRules(): Promise<AutomationRuleType[]> {
    return this.rules.list();
  }

  @Mutation(() => AutomationRuleType)
  @Allow(Permission.ManageAutomationRules)
  setAutomationRuleActive(
    @Args('id', { type: () => Int }) id: number,
    @Args('isActive') isActive: boolean,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<AutomationRuleType> {
    return this.rules.setActive(id, isActive, staffActor(admin, ipAddress));
  }

  @Mutation(() => TriggeredAutomationType)
  @Allow(Permission.UpdateOrders)
  triggerAutomation(
    @Args('orderId', { type: () => Int }) orderId: number,
    @Args('triggerType', { type: () => AutomationTriggerTypeEnum }) triggerType: AutomationTriggerType,
    @Args('triggerData', { type: () => String, nullable: true, description: 'A JSON object, as text' }) triggerData: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<TriggeredAutomationType> {
    if (!(orderId >= 1)) throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.orderIdInvalid);
    return this.requests.trigger(orderId, triggerType, parseTriggerData(triggerData), staffActor(admin, ipAddress));
  }

  @Mutation(() => AutomationBatchResultType, { description: "One trigger per order of the list's selection (chosen rows or all matching)" })
  @Allow(Permission.UpdateOrders)
  async triggerAutomationForOrders(
    @Args('selection', { type: () => OrderSelectionInput }) selection: OrderSelectionInput,
    @Args('triggerType', { type: () => AutomationTriggerTypeEnum }) triggerType: AutomationTriggerType,
    @Args('triggerData', { type: () => String, nullable: true, description: 'A JSON object, as text' }) triggerData: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<AutomationBatchResultType> {
    const result = await this.requests.triggerMany(toOrderSelection(selection), triggerType, parseTriggerData(triggerData), staffActor(admin, ipAddress));
    return toBatchResult(result);
  }

  @Mutation(() => AutomationBatchResultType)
  @Allow(Permission.ManageAutomationRules)
  async batchProcessOrders(
    @Args('orderIds', { type: () => [Int], nullable: true, description: 'Ids; or give a selection' }) orderIds: number[] | null,
    @Args('selection', { type: () => OrderSelectionInput, nullable: true, description: "Order numbers or ids, or the list's filter" })
    selection: OrderSelectionInput | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<AutomationBatchResultType> {
    if (selection) {
      if (orderIds) throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid);
      return toBatchResult(await this.requests.batch(toOrderSelection(selection), staffActor(admin, ipAddress)));
    }
    if (!orderIds || orderIds.length > BATCH_MAX_ORDER_IDS || orderIds.some((id) => !(id >= 1)))
      throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid);
    return toBatchResult(await this.requests.batch({ entries: orderIds.map((id) => String(id)) }, staffActor(admin, ipAddress)));
  }
}

/** GraphQL carries trigger data as JSON text; it must be an object, as over REST. */
function parseTriggerData(text: string | null | undefined): Record<string, unknown> {
  // An omitted argument arrives as undefined, not null.
  if (!text?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.triggerDataInvalid);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.triggerDataInvalid);
  return value as Record<string, unknown>;
}
