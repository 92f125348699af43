import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ValidationFailedException } from '../http-exception.filter.js';
import { findNulCharacter, nulMessage } from './limits.js';

/** Nest's numeric kind of GraphQL `@Args()` parameters (GqlParamtype.ARGS). */
const GRAPHQL_ARGS = 3;
const CHECKED = new Set<unknown>(['body', 'query', 'param', GRAPHQL_ARGS]);

/**
 * Refuses U+0000 in path parameters, multipart fields and GraphQL arguments (JSON bodies and
 * query strings are already checked when parsed). Runs before every other pipe.
 */
@Injectable()
export class InputSafetyPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!CHECKED.has(metadata.type)) return value;
    const field = findNulCharacter(value, metadata.data ?? '');
    if (field) throw new ValidationFailedException([{ field, message: nulMessage(field) }]);
    return value;
  }
}
