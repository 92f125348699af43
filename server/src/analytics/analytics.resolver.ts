import { UseGuards } from '@nestjs/common';
import { Args, Field, Float, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { AnalyticsService } from './analytics.service.js';

@ObjectType()
class AnalyticsCount {
  @Field() key: string;
  @Field(() => Int) count: number;
}

@ObjectType()
class AnalyticsAmount {
  @Field() key: string;
  @Field(() => Float, { description: 'Dollars' }) amount: number;
}

@ObjectType()
class AnalyticsMonth {
  @Field({ description: 'YYYY-MM' }) month: string;
  @Field(() => Int) orders: number;
  @Field(() => Float, { description: 'Dollars' }) revenue: number;
}

@ObjectType('Analytics')
export class AnalyticsType {
  @Field(() => String, { nullable: true }) from: string | null;
  @Field(() => String, { nullable: true }) to: string | null;
  @Field({ description: 'When the figures were last computed (ISO)' }) asOf: string;
  @Field(() => Float, { description: 'Dollars: order totals plus paid extra charges' }) totalRevenue: number;
  @Field(() => Float, { description: 'Dollars' }) avgOrderValue: number;
  @Field(() => Int) customerCount: number;
  @Field(() => Float, { description: 'Percent of visitors who placed an order' }) conversionRate: number;
  @Field(() => Int) visitors: number;
  @Field(() => Int) convertedVisitors: number;
  @Field(() => [AnalyticsCount]) ordersByStatus: AnalyticsCount[];
  @Field(() => [AnalyticsAmount]) revenueByService: AnalyticsAmount[];
  @Field(() => [AnalyticsCount], { description: 'Most orders first' }) topDocumentTypes: AnalyticsCount[];
  @Field(() => [AnalyticsMonth], { description: 'The last twelve months, oldest first' }) monthlyTrends: AnalyticsMonth[];
}

/** The Analytics tab over GraphQL; the same service and rules as GET /api/admin/analytics. */
@Resolver()
@UseGuards(AdminAuthGuard)
@Allow(Permission.ViewAnalytics)
export class AnalyticsResolver {
  constructor(private readonly service: AnalyticsService) {}

  @Query(() => AnalyticsType)
  async analytics(
    @Args('from', { type: () => String, nullable: true, description: 'First day, YYYY-MM-DD' }) from?: string,
    @Args('to', { type: () => String, nullable: true, description: 'Last day, YYYY-MM-DD, included' }) to?: string,
  ): Promise<AnalyticsType> {
    const view = await this.service.figuresFor(from, to);
    return {
      ...view,
      from: view.range?.from ?? null,
      to: view.range?.to ?? null,
      ordersByStatus: Object.entries(view.ordersByStatus).map(([key, count]) => ({ key, count })),
      revenueByService: Object.entries(view.revenueByService).map(([key, amount]) => ({ key, amount })),
      topDocumentTypes: view.topDocumentTypes.map(({ type, count }) => ({ key: type, count })),
    };
  }
}
