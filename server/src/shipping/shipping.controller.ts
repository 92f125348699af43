import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RATE_REQUEST_PACKAGE, ratesForDeliveryMethod, toShippingRateDto, type ShippingRateDto } from '@apostille/domain';
import { SHIPPING_RATES_RATE_LIMIT } from '../common/throttling/rate-limits.js';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { ShippingRatesRequestDto } from './dto/shipping-rates.dto.js';
import { ShippingService } from './shipping.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@ApiTags('shipping')
@Allow(Permission.Public)
@Controller('shipping')
export class ShippingController {
  constructor(private readonly shipping: ShippingService) {}

  @Post('rates')
  @HttpCode(200)
  @RateLimit(SHIPPING_RATES_RATE_LIMIT)
  @ApiTooManyRequestsResponse({ description: 'More than 60 quotes a minute from this client.' })
  @ApiOkResponse({
    description:
      '{ success: true, rates: [{ carrier, service, serviceDescription, cost, currency, deliveryDays, rateId }] } (cost in USD); with deliveryMethod, only the rates of its carrier.',
  })
  async rates(@Body() body: ShippingRatesRequestDto): Promise<{ success: true; rates: ShippingRateDto[] }> {
    const { rates } = await this.shipping.rates({
      toAddress: { ...body.toAddress, residential: body.toAddress.residential ?? true },
      packages: body.packages.length > 0 ? body.packages : [{ ...RATE_REQUEST_PACKAGE }],
    });
    // With a delivery method, only the rates of its carrier (libs/domain delivery rules): none for pickup.
    return { success: true, rates: ratesForDeliveryMethod(rates, body.deliveryMethod).map(toShippingRateDto) };
  }
}
