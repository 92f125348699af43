import { UseGuards } from '@nestjs/common';
import { Args, Field, Float, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import { centsToDollars, suggestedWholesaleTier, type WholesaleTierId } from '@apostille/domain';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { staffActor } from '../common/staff-actor.js';
import type { WholesaleApplicationStatus } from './entities/wholesale-application.entity.js';
import { WholesaleApplicationsService, type WholesaleApplicationRow } from './wholesale-applications.service.js';

enum WholesaleApplicationStatusEnum {
  pending = 'pending',
  approved = 'approved',
  declined = 'declined',
}
registerEnumType(WholesaleApplicationStatusEnum, { name: 'WholesaleApplicationStatus' });

enum WholesaleTierEnum {
  partner = 'partner',
  professional = 'professional',
  enterprise = 'enterprise',
}
registerEnumType(WholesaleTierEnum, { name: 'WholesaleTier' });

@ObjectType('WholesaleApplication')
class WholesaleApplicationType {
  @Field(() => Int) id: number;
  @Field(() => WholesaleApplicationStatusEnum) status: WholesaleApplicationStatus;
  @Field() companyName: string;
  @Field() businessType: string;
  @Field(() => String, { nullable: true }) taxId: string | null;
  @Field(() => Int, { nullable: true }) yearsInBusiness: number | null;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field() email: string;
  @Field() phone: string;
  @Field({ description: 'Street, city, state, ZIP and country on one line' }) businessAddress: string;
  @Field(() => Int) monthlyDocumentVolume: number;
  @Field(() => Float, { nullable: true, description: 'Dollars' }) estimatedAnnualSpend: number | null;
  @Field(() => [String]) servicesNeeded: string[];
  @Field(() => String, { nullable: true }) referenceCompanyName: string | null;
  @Field(() => String, { nullable: true }) referenceContactName: string | null;
  @Field(() => String, { nullable: true }) referenceEmail: string | null;
  @Field(() => String, { nullable: true }) referencePhone: string | null;
  @Field() reasonForWholesale: string;
  @Field(() => String, { nullable: true }) specialRequirements: string | null;
  @Field(() => String, { nullable: true }) hearAboutUs: string | null;
  @Field(() => WholesaleTierEnum, { nullable: true, description: 'The tier the stated monthly volume suggests' }) suggestedTier: WholesaleTierId | null;
  @Field(() => WholesaleTierEnum, { nullable: true, description: 'The tier granted at approval' }) tier: WholesaleTierId | null;
  @Field(() => String, { nullable: true }) decisionNote: string | null;
  @Field(() => String, { nullable: true, description: 'Username of the staff member who decided' }) decidedBy: string | null;
  @Field(() => String, { nullable: true }) decidedAt: string | null;
  @Field(() => Int, { nullable: true, description: 'The customer account made wholesale' }) customerId: number | null;
  @Field(() => Boolean, { nullable: true, description: "The account's API orders are billed on a monthly invoice; null before approval" })
  invoiceMonthly: boolean | null;
  @Field() createdAt: string;
}

@ObjectType('WholesaleApplicationPage')
class WholesaleApplicationPageType {
  @Field(() => [WholesaleApplicationType]) items: WholesaleApplicationType[];
  @Field(() => Int) total: number;
}

function toType({ application: a, decidedBy, invoiceMonthly }: WholesaleApplicationRow): WholesaleApplicationType {
  return {
    id: a.id,
    status: a.status,
    companyName: a.companyName,
    businessType: a.businessType,
    taxId: a.taxId,
    yearsInBusiness: a.yearsInBusiness,
    firstName: a.firstName,
    lastName: a.lastName,
    title: a.title,
    email: a.email,
    phone: a.phone,
    businessAddress: [a.businessStreet, a.businessCity, `${a.businessState} ${a.businessZipCode}`.trim(), a.businessCountry].filter(Boolean).join(', '),
    monthlyDocumentVolume: a.monthlyDocumentVolume,
    estimatedAnnualSpend: a.estimatedAnnualSpendCents === null ? null : centsToDollars(a.estimatedAnnualSpendCents),
    servicesNeeded: a.servicesNeeded,
    referenceCompanyName: a.referenceCompanyName,
    referenceContactName: a.referenceContactName,
    referenceEmail: a.referenceEmail,
    referencePhone: a.referencePhone,
    reasonForWholesale: a.reasonForWholesale,
    specialRequirements: a.specialRequirements,
    hearAboutUs: a.hearAboutUs,
    suggestedTier: suggestedWholesaleTier(a.monthlyDocumentVolume)?.id ?? null,
    tier: a.tier,
    decisionNote: a.decisionNote,
    decidedBy,
    decidedAt: a.reviewedAt?.toISOString() ?? null,
    customerId: a.customerId,
    invoiceMonthly,
    createdAt: a.createdAt.toISOString(),
  };
}

/** Wholesale applications for staff who set prices (admins and owners). */
@Resolver()
@UseGuards(AdminAuthGuard)
export class WholesaleApplicationsResolver {
  constructor(private readonly applications: WholesaleApplicationsService) {}

  @Query(() => WholesaleApplicationPageType, { description: 'New applications first (oldest first), then decided ones, newest first' })
  @Allow(Permission.ManageWholesale)
  async wholesaleApplications(
    @Args('status', { type: () => WholesaleApplicationStatusEnum, nullable: true }) status: WholesaleApplicationStatus | null,
    @Args('take', { type: () => Int, defaultValue: 25, description: '1 to 100' }) take: number,
    @Args('skip', { type: () => Int, defaultValue: 0 }) skip: number,
  ): Promise<WholesaleApplicationPageType> {
    const page = await this.applications.list(status ?? null, Math.min(Math.max(take, 1), 100), Math.max(skip, 0));
    return { items: page.rows.map(toType), total: page.total };
  }

  @Query(() => WholesaleApplicationType)
  @Allow(Permission.ManageWholesale)
  async wholesaleApplication(@Args('id', { type: () => Int }) id: number): Promise<WholesaleApplicationType> {
    return toType(await this.applications.get(id));
  }

  @Query(() => Int, { description: 'Applications waiting for a decision' })
  @Allow(Permission.ManageWholesale)
  openWholesaleApplications(): Promise<number> {
    return this.applications.countOpen();
  }

  @Mutation(() => WholesaleApplicationType, { description: "Makes the applicant's account wholesale at the tier and e-mails them" })
  @Allow(Permission.ManageWholesale)
  async approveWholesaleApplication(
    @Args('id', { type: () => Int }) id: number,
    @Args('tier', { type: () => WholesaleTierEnum }) tier: WholesaleTierId,
    @Args('note', { type: () => String, nullable: true }) note: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<WholesaleApplicationType> {
    return toType(await this.applications.approve(id, tier, note, staffActor(admin, ip)));
  }

  @Mutation(() => WholesaleApplicationType, { description: 'Declines with a reason the applicant reads' })
  @Allow(Permission.ManageWholesale)
  async declineWholesaleApplication(
    @Args('id', { type: () => Int }) id: number,
    @Args('reason', { type: () => String }) reason: string,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<WholesaleApplicationType> {
    return toType(await this.applications.decline(id, reason, staffActor(admin, ip)));
  }

  @Mutation(() => WholesaleApplicationType, { description: 'Sets the approved account\'s "Invoice monthly" flag (its API orders are not charged by card)' })
  @Allow(Permission.ManageWholesale)
  async setWholesaleInvoiceMonthly(
    @Args('id', { type: () => Int }) id: number,
    @Args('invoiceMonthly', { type: () => Boolean }) invoiceMonthly: boolean,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<WholesaleApplicationType> {
    return toType(await this.applications.setInvoiceMonthly(id, invoiceMonthly, staffActor(admin, ip)));
  }
}
