import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { requireId } from './ids.js';

/** How Nest labels a named GraphQL argument (`@Args('id')`) to pipes: as a body field, or by GqlParamtype.ARGS. */
const ARGUMENT_KINDS = new Set<unknown>(['body', 3]);
/** `id`, `ids`, `orderId`, `orderIds`: the GraphQL arguments that name rows. */
const ID_ARGUMENT = /^(id|[a-z][A-Za-z]*Id)s?$/;

/**
 * GraphQL's Int already refuses text, fractions and exponents written in the query; this adds what
 * Int lets through for an id (0, negatives), so a GraphQL id follows the same rule as a path id.
 */
@Injectable()
export class IdArgumentsPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const name = metadata.data;
    if (!ARGUMENT_KINDS.has(metadata.type) || !name || !ID_ARGUMENT.test(name)) return value;
    if (Array.isArray(value)) return value.map((item: unknown, index) => (typeof item === 'number' ? requireId(item, `${name}[${index}]`) : item));
    if (typeof value === 'number') return requireId(value, name);
    return value;
  }
}
