import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { FORM_RATE_LIMIT } from '../common/throttling/rate-limits.js';
import { ContactMessageDto } from './contact-message.dto.js';
import { ContactService, type ContactReceipt } from './contact.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@ApiTags('contact')
@Allow(Permission.Public)
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @RateLimit(FORM_RATE_LIMIT)
  @ApiOkResponse({ description: 'Stored, added to the Messages tab and acknowledged by e-mail.' })
  @ApiBadRequestResponse({ description: 'A field breaks the rules of requirements C5; every failing field is listed.' })
  @ApiTooManyRequestsResponse({ description: 'More than 10 submissions a minute from this client.' })
  submit(@Body() body: ContactMessageDto): Promise<ContactReceipt> {
    return this.contact.submit(body);
  }
}
