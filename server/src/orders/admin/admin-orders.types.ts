import { Field, Float, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ADMIN_MESSAGES,
  ADMIN_ORDER_DELIVERY_METHODS,
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_SORT_FIELDS,
  ADMIN_ORDERS_DEFAULT_PER_PAGE,
  ADMIN_ORDERS_MAX_PER_PAGE,
  type AdminOrderSortField,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_NOTE_MESSAGES,
  ORDER_STATUS_GROUP_IDS,
  SERVICE_LEVELS,
  SHIPMENT_MESSAGES,
} from '@apostille/domain';
import { MAX_PAGE } from '../../common/input/limits.js';
import { trimmed, trimmedOrNull } from '../../common/transforms.js';
import { IsId } from '../../common/validation-decorators.js';

// ---------------------------------------------------------------- output types (contract)

@ObjectType('AdminOrderDocument')
export class AdminOrderDocumentType {
  @Field(() => Int) id: number;
  @Field() originalName: string;
  @Field() fileName: string;
  @Field(() => Int, { description: 'Bytes' }) fileSize: number;
  @Field() documentType: string;
  @Field() uploadedAt: Date;
  @Field({ description: 'customer or admin' }) uploadedBy: string;
  @Field() isApostilleComplete: boolean;
}

@ObjectType('AdminOrder')
export class AdminOrderType {
  @Field(() => Int) id: number;
  @Field() orderNumber: string;
  @Field() status: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  @Field() customerFirstName: string;
  @Field() customerLastName: string;
  @Field() customerEmail: string;
  @Field(() => String, { nullable: true }) customerPhone: string | null;
  @Field() serviceLevel: string;
  @Field() documentType: string;
  @Field(() => Int) documentCount: number;
  @Field() destinationCountry: string;
  @Field() deliveryMethod: string;
  @Field(() => String, { nullable: true }) shippingStreet: string | null;
  @Field(() => String, { nullable: true }) shippingCity: string | null;
  @Field(() => String, { nullable: true }) shippingState: string | null;
  @Field(() => String, { nullable: true }) shippingZipCode: string | null;
  @Field(() => String, { nullable: true }) shippingCountry: string | null;
  @Field(() => String, { nullable: true }) shippingNotes: string | null;
  @Field(() => Float, { description: 'Dollars' }) totalAmount: number;
  @Field(() => String, { nullable: true }) notes: string | null;
  /** Filled by the REST answers and by the batch loader; the resolver resolves it lazily. */
  @Field(() => [AdminOrderDocumentType], { description: 'Resolved lazily; list views should not ask for it' })
  documents?: AdminOrderDocumentType[];
}

@ObjectType('AdminOrderPage')
export class AdminOrderPageType {
  @Field(() => [AdminOrderType]) items: AdminOrderType[];
  @Field(() => Int, { description: 'Matching orders; when totalCapped, the search matched more than this many' }) total: number;
  @Field(() => Boolean, { description: 'True when a search matched more orders than are counted (total is then the count cap)' }) totalCapped: boolean;
}

@ObjectType('AdminStats')
export class AdminStatsType {
  @Field(() => Int) totalOrders: number;
  @Field(() => Int, { description: 'Orders in status pending (the mobile Pending tab)' }) pendingOrders: number;
  @Field(() => Int) processingOrders: number;
  @Field(() => Int) completedOrders: number;
  @Field(() => Float, { description: 'Dollars' }) totalRevenue: number;
}

/** The orders list's status tabs, counted for the list's search and office (any status). */
@ObjectType('AdminOrderTabCounts')
export class AdminOrderTabCountsType {
  @Field(() => Int, { description: 'Every status (the All tab)' }) all: number;
  @Field(() => Int, { description: 'Status pending' }) pending: number;
  @Field(() => Int, { description: 'The statuses of the processing group' }) processing: number;
  @Field(() => Int, { description: 'The statuses of the complete group' }) complete: number;
}

export enum SortOrder {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortOrder, { name: 'SortOrder' });

// ---------------------------------------------------------------- inputs (contract)

/** Optional texts: trimmed, and blank means "clear it" (NULL). */
/** Validate when the field is sent at all: null is refused for columns that cannot be empty. */
const whenSent = ValidateIf((_object: object, value: unknown) => value !== undefined);

@InputType('AdminOrderFilter')
export class AdminOrderFilterInput {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  @Field(() => String, { nullable: true, description: "One status, or 'all' / omitted for every status" })
  status?: string | null;

  @IsOptional()
  @IsIn(ORDER_STATUS_GROUP_IDS, { message: ADMIN_ORDER_MESSAGES.unknownStatusGroup })
  @Field(() => String, { nullable: true, description: `The statuses of an Overview card: ${ORDER_STATUS_GROUP_IDS.join(', ')}` })
  statusGroup?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Field(() => String, { nullable: true, description: 'Order number, first or last name, e-mail (case-insensitive, part of it)' })
  search?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ADMIN_ORDERS_MAX_PER_PAGE * 10)
  @IsId({ each: true })
  @Field(() => [Int], { nullable: true, description: 'Only these orders (react-admin getMany)' })
  ids?: number[] | null;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  @Field(() => String, {
    nullable: true,
    description: "An office id of the route data (e.g. 'us-dos', 'state-FL'): orders with a document whose route passes through it",
  })
  office?: string | null;
}

@InputType('AdminOrderSort')
export class AdminOrderSortInput {
  @IsIn(ADMIN_ORDER_SORT_FIELDS, { message: ADMIN_ORDER_MESSAGES.unknownSortField })
  @Field(() => String, { defaultValue: 'createdAt', description: ADMIN_ORDER_SORT_FIELDS.join(', ') })
  field: AdminOrderSortField = 'createdAt';

  @IsIn([SortOrder.ASC, SortOrder.DESC])
  @Field(() => SortOrder, { defaultValue: SortOrder.DESC })
  order: SortOrder = SortOrder.DESC;
}

@InputType('PageInput')
export class PageInput {
  @IsInt({ message: ADMIN_ORDER_MESSAGES.pageMin })
  @Min(1, { message: ADMIN_ORDER_MESSAGES.pageMin })
  @Max(MAX_PAGE)
  @Field(() => Int, { defaultValue: 1 })
  page: number = 1;

  @IsInt({ message: ADMIN_ORDER_MESSAGES.perPageRange })
  @Min(1, { message: ADMIN_ORDER_MESSAGES.perPageRange })
  @Max(ADMIN_ORDERS_MAX_PER_PAGE, { message: ADMIN_ORDER_MESSAGES.perPageRange })
  @Field(() => Int, { defaultValue: ADMIN_ORDERS_DEFAULT_PER_PAGE })
  perPage: number = ADMIN_ORDERS_DEFAULT_PER_PAGE;
}

/**
 * Every editable field of an order (requirements A3), for PATCH /api/admin/orders/:id and the
 * updateOrder mutation. Absent fields stay as they are; id, orderNumber, createdAt, status and
 * documents are not editable here (unknown fields are stripped by the validation pipe).
 */
@InputType('UpdateOrderInput')
export class UpdateOrderInput {
  @whenSent
  @trimmed
  @IsString({ message: ADMIN_MESSAGES.firstNameRequired })
  @MinLength(1, { message: ADMIN_MESSAGES.firstNameRequired })
  @MaxLength(100, { message: ADMIN_MESSAGES.firstNameRequired })
  @Field(() => String, { nullable: true })
  customerFirstName?: string;

  @whenSent
  @trimmed
  @IsString({ message: ADMIN_MESSAGES.lastNameRequired })
  @MinLength(1, { message: ADMIN_MESSAGES.lastNameRequired })
  @MaxLength(100, { message: ADMIN_MESSAGES.lastNameRequired })
  @Field(() => String, { nullable: true })
  customerLastName?: string;

  @whenSent
  @trimmed
  @IsEmail({}, { message: ADMIN_MESSAGES.validEmailRequired })
  @MaxLength(254, { message: ADMIN_MESSAGES.validEmailRequired })
  @Field(() => String, { nullable: true })
  customerEmail?: string;

  @whenSent
  @trimmed
  @IsString({ message: ADMIN_MESSAGES.phoneRequired })
  @MinLength(1, { message: ADMIN_MESSAGES.phoneRequired })
  @MaxLength(30, { message: ADMIN_MESSAGES.phoneRequired })
  @Field(() => String, { nullable: true })
  customerPhone?: string;

  @whenSent
  @IsIn(SERVICE_LEVELS, { message: ADMIN_MESSAGES.serviceLevelRequired })
  @Field(() => String, { nullable: true })
  serviceLevel?: string;

  @whenSent
  @trimmed
  @IsString({ message: ADMIN_MESSAGES.documentTypeRequired })
  @MinLength(1, { message: ADMIN_MESSAGES.documentTypeRequired })
  @MaxLength(100, { message: ADMIN_MESSAGES.documentTypeRequired })
  @Field(() => String, { nullable: true })
  documentType?: string;

  @whenSent
  @IsInt({ message: ADMIN_MESSAGES.documentCountMin })
  @Min(1, { message: ADMIN_MESSAGES.documentCountMin })
  @Max(10_000, { message: ADMIN_MESSAGES.documentCountMin })
  @Field(() => Int, { nullable: true })
  documentCount?: number;

  @whenSent
  @trimmed
  @IsString({ message: ADMIN_MESSAGES.destinationCountryRequired })
  @MinLength(1, { message: ADMIN_MESSAGES.destinationCountryRequired })
  @MaxLength(100, { message: ADMIN_MESSAGES.destinationCountryRequired })
  @Field(() => String, { nullable: true })
  destinationCountry?: string;

  @whenSent
  @IsIn(ADMIN_ORDER_DELIVERY_METHODS, { message: ADMIN_MESSAGES.deliveryMethodRequired })
  @Field(() => String, { nullable: true })
  deliveryMethod?: string;

  @IsOptional()
  @trimmedOrNull
  @IsString()
  @MaxLength(200)
  @Field(() => String, { nullable: true })
  shippingStreet?: string | null;

  @IsOptional()
  @trimmedOrNull
  @IsString()
  @MaxLength(100)
  @Field(() => String, { nullable: true })
  shippingCity?: string | null;

  @IsOptional()
  @trimmedOrNull
  @IsString()
  @MaxLength(100)
  @Field(() => String, { nullable: true })
  shippingState?: string | null;

  @IsOptional()
  @trimmedOrNull
  @IsString()
  @MaxLength(20)
  @Field(() => String, { nullable: true })
  shippingZipCode?: string | null;

  @IsOptional()
  @trimmedOrNull
  @IsString()
  @MaxLength(100)
  @Field(() => String, { nullable: true })
  shippingCountry?: string | null;

  @IsOptional()
  @trimmedOrNull
  @IsString()
  @MaxLength(1000)
  @Field(() => String, { nullable: true })
  shippingNotes?: string | null;

  /** Dollars; stored as integer cents. */
  @whenSent
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: ADMIN_ORDER_MESSAGES.totalAmountMin })
  @Min(0, { message: ADMIN_ORDER_MESSAGES.totalAmountMin })
  @Max(10_000_000, { message: ADMIN_ORDER_MESSAGES.totalAmountMin })
  @Field(() => Float, { nullable: true, description: 'Dollars' })
  totalAmount?: number;

  @IsOptional()
  @trimmedOrNull
  @IsString()
  @MaxLength(2000)
  @Field(() => String, { nullable: true })
  notes?: string | null;
}

/** POST /api/admin/orders/:id/notes and the addOrderNote mutation. */
@InputType('AddOrderNoteInput')
export class AddOrderNoteInput {
  @trimmed
  @IsString({ message: ORDER_NOTE_MESSAGES.bodyRequired })
  @MinLength(1, { message: ORDER_NOTE_MESSAGES.bodyRequired })
  @MaxLength(ORDER_NOTE_MAX_LENGTH, { message: ORDER_NOTE_MESSAGES.bodyTooLong })
  @Field()
  body: string;
}

@ObjectType('OrderNote')
export class OrderNoteType {
  @Field(() => Int) id: number;
  @Field() body: string;
  @Field({ description: 'The staff username of who wrote it' }) author: string;
  @Field() createdAt: string;
}

// ---------------------------------------------------------------- REST bodies and queries

/** GET /api/admin/orders and /export: ?status=&search= */
export class AdminOrdersQuery {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  status?: string;

  @IsOptional()
  @IsIn(ORDER_STATUS_GROUP_IDS, { message: ADMIN_ORDER_MESSAGES.unknownStatusGroup })
  statusGroup?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  /** An office id of the route data (e.g. us-dos, state-FL); an unknown one answers 400. */
  @IsOptional()
  @IsString()
  @MaxLength(50)
  office?: string;
}

/** The orders list's filter (never ids) for "select all N matching": POST /api/admin/orders/status-matching and the bulk mutations. */
@InputType('OrderMatchingFilterInput')
export class MatchingFilterBody {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'processing or complete' })
  @IsOptional()
  @IsIn(ORDER_STATUS_GROUP_IDS, { message: ADMIN_ORDER_MESSAGES.unknownStatusGroup })
  statusGroup?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'An office id: orders with a document whose route passes through it' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  office?: string | null;
}

export class StatusMatchingBody {
  @IsObject()
  @ValidateNested()
  @Type(() => MatchingFilterBody)
  filter: MatchingFilterBody;

  @IsString({ message: ADMIN_ORDER_MESSAGES.unknownStatus })
  @MaxLength(50, { message: ADMIN_ORDER_MESSAGES.unknownStatus })
  status: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;
}

/** PATCH /api/admin/orders/:id/status */
export class UpdateOrderStatusBody {
  @IsString({ message: ADMIN_ORDER_MESSAGES.unknownStatus })
  @MaxLength(50, { message: ADMIN_ORDER_MESSAGES.unknownStatus })
  status: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;

  /** With the status Shipped: the return parcel's carrier (USPS, FEDEX, UPS or DHL) and tracking number. */
  @IsOptional()
  @IsString({ message: SHIPMENT_MESSAGES.unknownCarrier })
  @MaxLength(10, { message: SHIPMENT_MESSAGES.unknownCarrier })
  carrier?: string | null;

  @IsOptional()
  @IsString({ message: SHIPMENT_MESSAGES.badTrackingNumber })
  @MaxLength(60, { message: SHIPMENT_MESSAGES.badTrackingNumber })
  trackingNumber?: string | null;
}
