import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ApproveWholesaleApplicationMutation,
  ApproveWholesaleApplicationMutationVariables,
  DeclineWholesaleApplicationMutation,
  DeclineWholesaleApplicationMutationVariables,
  WholesaleApplicationsQuery,
  WholesaleApplicationsQueryVariables,
} from '../graphql/generated';

const WHOLESALE_APPLICATION_FIELDS = gql`
  fragment WholesaleApplicationFields on WholesaleApplication {
    id
    status
    companyName
    businessType
    taxId
    yearsInBusiness
    firstName
    lastName
    title
    email
    phone
    businessAddress
    monthlyDocumentVolume
    estimatedAnnualSpend
    servicesNeeded
    referenceCompanyName
    referenceContactName
    referenceEmail
    referencePhone
    reasonForWholesale
    specialRequirements
    hearAboutUs
    suggestedTier
    tier
    decisionNote
    decidedBy
    decidedAt
    customerId
    createdAt
  }
`;

/** New applications first (oldest first), then decided ones; `status` narrows to one kind. */
export const WHOLESALE_APPLICATIONS_QUERY: TypedDocumentNode<WholesaleApplicationsQuery, WholesaleApplicationsQueryVariables> = gql`
  ${WHOLESALE_APPLICATION_FIELDS}
  query WholesaleApplications($status: WholesaleApplicationStatus, $take: Int!, $skip: Int!) {
    wholesaleApplications(status: $status, take: $take, skip: $skip) {
      items {
        ...WholesaleApplicationFields
      }
      total
    }
  }
`;

export const APPROVE_WHOLESALE_MUTATION: TypedDocumentNode<ApproveWholesaleApplicationMutation, ApproveWholesaleApplicationMutationVariables> = gql`
  ${WHOLESALE_APPLICATION_FIELDS}
  mutation ApproveWholesaleApplication($id: Int!, $tier: WholesaleTier!, $note: String) {
    approveWholesaleApplication(id: $id, tier: $tier, note: $note) {
      ...WholesaleApplicationFields
    }
  }
`;

export const DECLINE_WHOLESALE_MUTATION: TypedDocumentNode<DeclineWholesaleApplicationMutation, DeclineWholesaleApplicationMutationVariables> = gql`
  ${WHOLESALE_APPLICATION_FIELDS}
  mutation DeclineWholesaleApplication($id: Int!, $reason: String!) {
    declineWholesaleApplication(id: $id, reason: $reason) {
      ...WholesaleApplicationFields
    }
  }
`;
