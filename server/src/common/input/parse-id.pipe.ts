import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ValidationFailedException } from '../http-exception.filter.js';
import { INT32_MAX } from './limits.js';

/** A path id: whole number from 1 to the largest PostgreSQL integer, else 400 naming the parameter. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= INT32_MAX)) {
      const field = metadata.data ?? 'id';
      throw new ValidationFailedException([{ field, message: `${field} must be a whole number from 1 to ${INT32_MAX}` }]);
    }
    return id;
  }
}
