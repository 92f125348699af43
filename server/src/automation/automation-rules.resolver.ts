import { BadRequestException, UseGuards } from '@nestjs/common';
import { Args, Field, Float, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { AutomationRequestsService } from './automation-requests.service.js';
import { AutomationRulesService } from './automation-rules.service.js';
import { AUTOMATION_REQUEST_MESSAGES, BATCH_MAX_ORDER_IDS } from './dto/automation-requests.dto.js';
import { AUTOMATION_TRIGGER_TYPES, type AutomationTriggerType } from './entities/automation-rule.entity.js';
import { staffActor } from '../common/staff-actor.js';

@ObjectType('AutomationRule')
export class AutomationRuleType {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() description: string;
  @Field({ description: 'status_change, payment_received, document_upload or time_based' }) triggerType: string;
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
  @Field() triggerType: string;
  @Field(() => Int, { description: 'Active rules of that trigger type' }) activeRules: number;
}

@ObjectType('AutomationBatchResult')
export class AutomationBatchResultType {
  @Field(() => Int, { description: 'Orders handed to the automation queue' }) processed: number;
  @Field(() => Int, { description: 'Ids that name no order' }) failed: number;
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
    @Args('triggerType') triggerType: string,
    @Args('triggerData', { type: () => String, nullable: true, description: 'A JSON object, as text' }) triggerData: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<TriggeredAutomationType> {
    if (!(orderId >= 1)) throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.orderIdInvalid);
    if (!(AUTOMATION_TRIGGER_TYPES as readonly string[]).includes(triggerType)) throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.triggerTypeInvalid);
    return this.requests.trigger(orderId, triggerType as AutomationTriggerType, parseTriggerData(triggerData), staffActor(admin, ipAddress));
  }

  @Mutation(() => AutomationBatchResultType)
  @Allow(Permission.ManageAutomationRules)
  batchProcessOrders(
    @Args('orderIds', { type: () => [Int] }) orderIds: number[],
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<AutomationBatchResultType> {
    if (orderIds.length > BATCH_MAX_ORDER_IDS || orderIds.some((id) => !(id >= 1))) throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid);
    return this.requests.batch(
      orderIds.map((id) => String(id)),
      staffActor(admin, ipAddress),
    );
  }
}

/** GraphQL carries trigger data as JSON text; it must be an object, as over REST. */
function parseTriggerData(text: string | null): Record<string, unknown> {
  if (text === null || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.triggerDataInvalid);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.triggerDataInvalid);
  return value as Record<string, unknown>;
}
