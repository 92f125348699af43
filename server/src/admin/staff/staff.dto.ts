import { ApiProperty } from '@nestjs/swagger';
import { Field, InputType } from '@nestjs/graphql';
import { IsBoolean, IsEmail, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { STAFF_MESSAGES, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, STAFF_USERNAME_PATTERN, type StaffRole } from '@apostille/domain';
import { trimmed } from '../../common/transforms.js';

/** POST /api/admin/staff and the createStaffMember mutation. Checked before the password is hashed. */
@InputType('CreateStaffMemberInput')
export class CreateStaffMemberDto {
  @ApiProperty({ example: 'maria' })
  @Field(() => String)
  @Matches(STAFF_USERNAME_PATTERN, { message: STAFF_MESSAGES.usernameFormat })
  @IsString({ message: STAFF_MESSAGES.usernameFormat })
  @trimmed
  username: string;

  @ApiProperty({ example: 'maria@example.com' })
  @Field(() => String)
  @MaxLength(254, { message: 'Valid email is required' })
  @IsEmail({}, { message: 'Valid email is required' })
  @trimmed
  email: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @Field(() => String)
  @IsIn(STAFF_ROLES, { message: STAFF_MESSAGES.invalidRole })
  role: StaffRole;

  @ApiProperty({ minLength: STAFF_PASSWORD_MIN_LENGTH })
  @Field(() => String)
  @MaxLength(1024, { message: STAFF_MESSAGES.passwordTooShort })
  @MinLength(STAFF_PASSWORD_MIN_LENGTH, { message: STAFF_MESSAGES.passwordTooShort })
  @IsString({ message: STAFF_MESSAGES.passwordTooShort })
  password: string;
}

/** PATCH /api/admin/staff/:id/role. */
export class ChangeStaffRoleDto {
  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: STAFF_MESSAGES.invalidRole })
  role: StaffRole;
}

/** PUT /api/admin/staff/settings. */
export class StaffSettingsDto {
  @ApiProperty()
  @IsBoolean({ message: 'requireTwoFactor must be true or false' })
  requireTwoFactor: boolean;
}
