import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ServiceTier')
export class ServiceTierType {
  @Field() key: string;
  @Field() name: string;
  @Field(() => Float, { description: 'Price in dollars; covers the first document' }) price: number;
  @Field(() => Float, { description: 'Price in dollars of each additional document' }) additionalPrice: number;
  @Field(() => Int) priceCents: number;
  @Field(() => Int) additionalPriceCents: number;
  @Field() description: string;
  @Field() turnaround: string;
  @Field(() => [String]) features: string[];
  @Field() color: string;
  @Field() badge: string;
}

@ObjectType('PricedOption')
export class PricedOptionType {
  @Field() key: string;
  @Field() name: string;
  @Field(() => Float) price: number;
  @Field(() => Int) priceCents: number;
  @Field({ nullable: true }) description?: string;
}

@ObjectType('DestinationCountry')
export class DestinationCountryType {
  @Field() name: string;
  @Field(() => String, { nullable: true }) iso2: string | null;
  @Field({ description: 'apostille when the Hague Convention is in force for the country today, else legalization' }) route: string;
  @Field(() => String, { nullable: true, description: 'Date (YYYY-MM-DD) the Convention entered into force for the country' })
  apostilleInForceFrom: string | null;
}

@ObjectType('UsState')
export class UsStateType {
  @Field() code: string;
  @Field() name: string;
}

@ObjectType('OrderStatusInfo')
export class OrderStatusType {
  @Field() key: string;
  @Field() label: string;
  @Field() colour: string;
  @Field({ nullable: true }) description?: string;
}

@ObjectType('PaymentConfiguration')
export class PaymentConfigurationType {
  @Field() provider: string;
  @Field(() => String, { nullable: true }) publishableKey: string | null;
}

@ObjectType('Catalog')
export class CatalogType {
  @Field(() => [ServiceTierType]) serviceTiers: ServiceTierType[];
  @Field(() => [PricedOptionType]) deliveryMethods: PricedOptionType[];
  @Field(() => [PricedOptionType]) addOns: PricedOptionType[];
  @Field(() => [String]) documentTypes: string[];
  @Field(() => [DestinationCountryType]) destinationCountries: DestinationCountryType[];
  @Field(() => [UsStateType]) usStates: UsStateType[];
  @Field(() => [OrderStatusType]) orderStatuses: OrderStatusType[];
  @Field(() => PaymentConfigurationType) payment: PaymentConfigurationType;
}
