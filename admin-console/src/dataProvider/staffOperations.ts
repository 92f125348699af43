import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ChangeStaffRoleMutation,
  ChangeStaffRoleMutationVariables,
  CreateStaffMemberMutation,
  CreateStaffMemberMutationVariables,
  ResetStaffTwoFactorMutation,
  ResetStaffTwoFactorMutationVariables,
  SetRequireTwoFactorMutation,
  SetRequireTwoFactorMutationVariables,
  SetStaffDisabledMutation,
  SetStaffDisabledMutationVariables,
  StaffMembersQuery,
  StaffMembersQueryVariables,
  StaffSettingsQuery,
  StaffSettingsQueryVariables,
} from '../graphql/generated';

// The Staff tab's operations (the server's StaffResolver, owners only).

const STAFF_MEMBER_FIELDS = gql`
  fragment StaffMemberFields on StaffMember {
    id
    username
    email
    role
    disabled
    twoFactorEnabled
    createdAt
  }
`;

export const STAFF_MEMBERS_QUERY: TypedDocumentNode<StaffMembersQuery, StaffMembersQueryVariables> = gql`
  ${STAFF_MEMBER_FIELDS}
  query StaffMembers {
    staffMembers {
      ...StaffMemberFields
    }
  }
`;

export const STAFF_SETTINGS_QUERY: TypedDocumentNode<StaffSettingsQuery, StaffSettingsQueryVariables> = gql`
  query StaffSettings {
    staffSettings {
      requireTwoFactor
    }
  }
`;

export const CREATE_STAFF_MEMBER_MUTATION: TypedDocumentNode<CreateStaffMemberMutation, CreateStaffMemberMutationVariables> = gql`
  ${STAFF_MEMBER_FIELDS}
  mutation CreateStaffMember($input: CreateStaffMemberInput!) {
    createStaffMember(input: $input) {
      ...StaffMemberFields
    }
  }
`;

export const CHANGE_STAFF_ROLE_MUTATION: TypedDocumentNode<ChangeStaffRoleMutation, ChangeStaffRoleMutationVariables> = gql`
  ${STAFF_MEMBER_FIELDS}
  mutation ChangeStaffRole($id: Int!, $role: String!) {
    changeStaffRole(id: $id, role: $role) {
      ...StaffMemberFields
    }
  }
`;

export const SET_STAFF_DISABLED_MUTATION: TypedDocumentNode<SetStaffDisabledMutation, SetStaffDisabledMutationVariables> = gql`
  ${STAFF_MEMBER_FIELDS}
  mutation SetStaffDisabled($id: Int!, $disabled: Boolean!) {
    setStaffDisabled(id: $id, disabled: $disabled) {
      ...StaffMemberFields
    }
  }
`;

export const RESET_STAFF_TWO_FACTOR_MUTATION: TypedDocumentNode<ResetStaffTwoFactorMutation, ResetStaffTwoFactorMutationVariables> = gql`
  ${STAFF_MEMBER_FIELDS}
  mutation ResetStaffTwoFactor($id: Int!) {
    resetStaffTwoFactor(id: $id) {
      ...StaffMemberFields
    }
  }
`;

export const SET_REQUIRE_TWO_FACTOR_MUTATION: TypedDocumentNode<SetRequireTwoFactorMutation, SetRequireTwoFactorMutationVariables> = gql`
  mutation SetRequireTwoFactor($enabled: Boolean!) {
    setRequireTwoFactor(enabled: $enabled) {
      requireTwoFactor
    }
  }
`;
