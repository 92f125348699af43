import { Query, Resolver } from '@nestjs/graphql';
import { CatalogService } from './catalog.service.js';
import { CatalogType } from './catalog.types.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@Allow(Permission.Public)
@Resolver(() => CatalogType)
export class CatalogResolver {
  constructor(private readonly catalogService: CatalogService) {}

  @Query(() => CatalogType, { description: 'The same public catalog as GET /api/catalog' })
  catalog(): CatalogType {
    return this.catalogService.catalog();
  }
}
