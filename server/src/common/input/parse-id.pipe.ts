import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { requireId } from './ids.js';

/** A path id: decimal digits naming 1 to the largest PostgreSQL integer, else 400 naming the parameter. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    return requireId(value, metadata.data ?? 'id');
  }
}
