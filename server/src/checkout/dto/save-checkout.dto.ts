import { IsInt, IsObject, Max, Min } from 'class-validator';

/** PUT /api/checkout: the page's step and form data (opaque to the server; its size is capped by the service). */
export class SaveCheckoutDto {
  @IsInt({ message: 'step must be a whole number from 0 to 10' })
  @Min(0, { message: 'step must be a whole number from 0 to 10' })
  @Max(10, { message: 'step must be a whole number from 0 to 10' })
  step: number;

  @IsObject({ message: 'draft must be an object' })
  draft: Record<string, unknown>;
}
