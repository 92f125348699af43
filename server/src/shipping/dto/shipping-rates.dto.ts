import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { DELIVERY_METHODS, ORDER_MESSAGES, ZIP_CODE_MIN_LENGTH } from '@apostille/domain';

export class RatesAddressDto {
  @IsString({ message: ORDER_MESSAGES.streetRequired })
  @MinLength(1, { message: ORDER_MESSAGES.streetRequired })
  street: string;

  @IsString({ message: ORDER_MESSAGES.cityRequired })
  @MinLength(1, { message: ORDER_MESSAGES.cityRequired })
  city: string;

  @IsString({ message: ORDER_MESSAGES.stateRequired })
  @MinLength(2, { message: ORDER_MESSAGES.stateRequired })
  state: string;

  @IsString({ message: ORDER_MESSAGES.zipCodeRequired })
  @MinLength(ZIP_CODE_MIN_LENGTH, { message: ORDER_MESSAGES.zipCodeRequired })
  zipCode: string;

  @IsString({ message: ORDER_MESSAGES.countryRequired })
  @MinLength(1, { message: ORDER_MESSAGES.countryRequired })
  country: string;

  @IsOptional()
  @IsBoolean()
  residential?: boolean;
}

export class RatesPackageDto {
  @IsNumber({}, { message: 'Package weight must be a number of pounds' })
  @Min(0.01, { message: 'Package weight must be a number of pounds' })
  @Max(150, { message: 'Package weight must be a number of pounds' })
  weight: number;

  @IsNumber({}, { message: 'Package dimensions must be numbers of inches' })
  @Min(0.1, { message: 'Package dimensions must be numbers of inches' })
  @Max(120, { message: 'Package dimensions must be numbers of inches' })
  length: number;

  @IsNumber({}, { message: 'Package dimensions must be numbers of inches' })
  @Min(0.1, { message: 'Package dimensions must be numbers of inches' })
  @Max(120, { message: 'Package dimensions must be numbers of inches' })
  width: number;

  @IsNumber({}, { message: 'Package dimensions must be numbers of inches' })
  @Min(0.1, { message: 'Package dimensions must be numbers of inches' })
  @Max(120, { message: 'Package dimensions must be numbers of inches' })
  height: number;
}

/** POST /api/shipping/rates (requirements C3, C7). */
export class ShippingRatesRequestDto {
  @IsDefined({ message: ORDER_MESSAGES.completeShippingAddress })
  @ValidateNested()
  @Type(() => RatesAddressDto)
  toAddress: RatesAddressDto;

  // With stopAtFirstError the decorator nearest the property runs first: presence, then size, then contents.
  @ValidateNested({ each: true })
  @Type(() => RatesPackageDto)
  @ArrayMaxSize(10, { message: 'At most 10 packages per request' })
  @ArrayMinSize(1, { message: 'At least one package is required' })
  @IsArray({ message: 'At least one package is required' })
  packages: RatesPackageDto[];

  /** Not in the spec: the order's delivery method, so that only its carrier's rates are offered. */
  @IsOptional()
  @IsIn(DELIVERY_METHODS.map((m) => m.key), { message: ORDER_MESSAGES.deliveryMethodRequired })
  deliveryMethod?: string;
}
