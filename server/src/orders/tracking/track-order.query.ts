import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TRACKING_MESSAGES } from '@apostille/domain';
import { trim } from '../../common/transforms.js';

export class TrackOrderQuery {
  @ApiProperty({ example: 'APO-2025-001' })
  @MaxLength(40, { message: TRACKING_MESSAGES.notFound })
  @Transform(trim)
  @IsString({ message: TRACKING_MESSAGES.bothRequired })
  @IsNotEmpty({ message: TRACKING_MESSAGES.bothRequired })
  orderNumber: string;

  @ApiProperty({ example: 'jane@example.com' })
  @MaxLength(320, { message: TRACKING_MESSAGES.notFound })
  @Transform(trim)
  @IsString({ message: TRACKING_MESSAGES.bothRequired })
  @IsNotEmpty({ message: TRACKING_MESSAGES.bothRequired })
  email: string;
}
