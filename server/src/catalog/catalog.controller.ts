import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CatalogService } from './catalog.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@ApiTags('catalog')
@Allow(Permission.Public)
@Controller('catalog')
export class CatalogController {
  constructor(private readonly catalogService: CatalogService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({
    description:
      'Service tiers, delivery methods, add-ons, document types, destinations with their route, US states, order statuses, limits and the public payment configuration.',
  })
  catalog() {
    return this.catalogService.catalog();
  }
}
