import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('StaffMember')
export class StaffMemberType {
  @Field(() => Int) id: number;
  @Field() username: string;
  @Field() email: string;
  @Field({ description: 'owner, admin or staff' }) role: string;
  @Field() twoFactorEnabled: boolean;
  @Field() disabled: boolean;
  @Field() createdAt: string;
}

@ObjectType('StaffSettings')
export class StaffSettingsType {
  @Field({ description: 'While on, an account without two-factor reaches only its own security settings' })
  requireTwoFactor: boolean;
}
