import { Args, Field, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Allow, Permission } from '../auth/allow.decorator.js';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { CurrentAdmin } from '../auth/current-account.decorators.js';
import { RouteWatchService, type RouteChangeRow } from './route-watch.service.js';

@ObjectType('RouteDocumentChange')
class RouteDocumentChangeType {
  @Field(() => Int) documentNumber: number;
  @Field() documentType: string;
  @Field({ description: "'in-force-date-reached', 'objection-date-reached', 'data-changed' or 'confirmed-after-review'" }) cause: string;
  @Field({ description: 'The route as quoted, in words' }) before: string;
  @Field({ description: 'The route now, in words' }) after: string;
  @Field(() => Int, { description: 'Change of government fees for this document, in cents' }) feeDeltaCents: number;
  @Field() message: string;
}

@ObjectType('RouteChange')
class RouteChangeType {
  @Field(() => Int) id: number;
  @Field(() => Int) orderId: number;
  @Field(() => String, { nullable: true }) orderNumber: string | null;
  @Field({ description: 'When the change was found (ISO)' }) detectedAt: string;
  @Field({ description: 'The day the routes were checked for (YYYY-MM-DD)' }) detectedForDay: string;
  @Field(() => [RouteDocumentChangeType]) changes: RouteDocumentChangeType[];
  @Field(() => Int, { description: 'Change of the government fees of the order, in cents; never charged without the customer' }) feeDeltaCents: number;
  @Field(() => String, { nullable: true, description: 'When the customer was e-mailed (ISO; the change and its e-mail are written together)' })
  customerMailedAt: string | null;
  @Field(() => String, { nullable: true }) reviewedAt: string | null;
  @Field(() => Int, { nullable: true }) reviewedBy: number | null;
}

@ObjectType('RouteChangePage')
class RouteChangePageType {
  @Field(() => [RouteChangeType]) items: RouteChangeType[];
  @Field(() => Int) total: number;
}

@ObjectType('RouteWatchRun')
class RouteWatchRunType {
  @Field(() => Int) checked: number;
  @Field(() => Int) recorded: number;
}

function toType(row: RouteChangeRow): RouteChangeType {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    detectedAt: row.detectedAt.toISOString(),
    detectedForDay: row.detectedForDay,
    changes: row.changes,
    feeDeltaCents: row.feeDeltaCents,
    customerMailedAt: row.customerMailed ? row.detectedAt.toISOString() : null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy,
  };
}

/** The console's "Route changes" list: open orders whose routes changed after they were placed. */
@Resolver()
export class RouteWatchResolver {
  constructor(private readonly watch: RouteWatchService) {}

  @Query(() => RouteChangePageType)
  @Allow(Permission.ReadOrders)
  async routeChanges(
    @Args('take', { type: () => Int, defaultValue: 25, description: '1 to 100' }) take: number,
    @Args('skip', { type: () => Int, defaultValue: 0 }) skip: number,
    @Args('unreviewedOnly', { defaultValue: false }) unreviewedOnly: boolean,
  ): Promise<RouteChangePageType> {
    const page = await this.watch.list(Math.min(Math.max(take, 1), 100), Math.max(skip, 0), unreviewedOnly);
    return { total: page.total, items: page.rows.map(toType) };
  }

  @Mutation(() => Boolean, { description: 'Marks a route change as reviewed by the signed-in staff member' })
  @Allow(Permission.UpdateOrders)
  async markRouteChangeReviewed(@Args('id', { type: () => Int }) id: number, @CurrentAdmin() admin: AdminUser): Promise<boolean> {
    await this.watch.markReviewed(id, admin.id);
    return true;
  }

  @Mutation(() => RouteWatchRunType, { description: "Runs today's route check now (it also runs daily at 06:00 UTC)" })
  @Allow(Permission.UpdateOrders)
  checkRouteChangesNow(): Promise<RouteWatchRunType> {
    return this.watch.check(new Date());
  }
}
