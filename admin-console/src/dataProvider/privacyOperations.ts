import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  DecideOptOutRequestMutation,
  DecideOptOutRequestMutationVariables,
  DeletionRequestsQuery,
  DeletionRequestsQueryVariables,
  OpenRequestCountsQuery,
  OpenRequestCountsQueryVariables,
  OptOutRequestsQuery,
  OptOutRequestsQueryVariables,
  RecordDeletionRequestMutation,
  RecordDeletionRequestMutationVariables,
} from '../graphql/generated';

const OPT_OUT_REQUEST_FIELDS = gql`
  fragment OptOutRequestFields on OptOutRequest {
    id
    status
    firstName
    lastName
    email
    phone
    description
    verificationMethod
    acknowledgeBy
    respondBy
    decisionNote
    decidedBy
    decidedAt
    createdAt
  }
`;

const DELETION_REQUEST_FIELDS = gql`
  fragment DeletionRequestFields on DeletionRequest {
    id
    email
    note
    status
    waitingForOrders
    outcome
    requestedBy
    respondBy
    createdAt
    completedAt
  }
`;

/** Open requests first (nearest deadline first); `open` narrows to open (true) or answered (false) ones. */
export const OPT_OUT_REQUESTS_QUERY: TypedDocumentNode<OptOutRequestsQuery, OptOutRequestsQueryVariables> = gql`
  ${OPT_OUT_REQUEST_FIELDS}
  query OptOutRequests($open: Boolean, $take: Int!, $skip: Int!) {
    optOutRequests(open: $open, take: $take, skip: $skip) {
      items {
        ...OptOutRequestFields
      }
      total
    }
  }
`;

export const DECIDE_OPT_OUT_MUTATION: TypedDocumentNode<DecideOptOutRequestMutation, DecideOptOutRequestMutationVariables> = gql`
  ${OPT_OUT_REQUEST_FIELDS}
  mutation DecideOptOutRequest($id: Int!, $decision: OptOutDecision!, $note: String!) {
    decideOptOutRequest(id: $id, decision: $decision, note: $note) {
      ...OptOutRequestFields
    }
  }
`;

export const DELETION_REQUESTS_QUERY: TypedDocumentNode<DeletionRequestsQuery, DeletionRequestsQueryVariables> = gql`
  ${DELETION_REQUEST_FIELDS}
  query DeletionRequests($take: Int!, $skip: Int!) {
    deletionRequests(take: $take, skip: $skip) {
      items {
        ...DeletionRequestFields
      }
      total
    }
  }
`;

export const RECORD_DELETION_MUTATION: TypedDocumentNode<RecordDeletionRequestMutation, RecordDeletionRequestMutationVariables> = gql`
  ${DELETION_REQUEST_FIELDS}
  mutation RecordDeletionRequest($input: DeletionRequestInput!) {
    recordDeletionRequest(input: $input) {
      ...DeletionRequestFields
    }
  }
`;

/** The Overview's counts of requests waiting for staff. */
export const OPEN_REQUEST_COUNTS_QUERY: TypedDocumentNode<OpenRequestCountsQuery, OpenRequestCountsQueryVariables> = gql`
  query OpenRequestCounts($wholesale: Boolean!, $privacy: Boolean!) {
    openWholesaleApplications @include(if: $wholesale)
    openOptOutRequests @include(if: $privacy)
    openDeletionRequests @include(if: $privacy)
  }
`;
