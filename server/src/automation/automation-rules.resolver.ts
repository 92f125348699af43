import { UseGuards } from '@nestjs/common';
import { Args, Field, Float, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { AutomationRulesService } from './automation-rules.service.js';

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

/** The console's automation screen; the same service as the REST routes. */
@Resolver(() => AutomationRuleType)
@UseGuards(AdminAuthGuard)
export class AutomationRulesResolver {
  constructor(private readonly rules: AutomationRulesService) {}

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
    return this.rules.setActive(id, isActive, { adminId: admin.id, ipAddress });
  }
}
