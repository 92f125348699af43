import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AutomationMetricsQuery,
  AutomationMetricsQueryVariables,
  AutomationRulesQuery,
  AutomationRulesQueryVariables,
  BatchProcessOrdersMutation,
  BatchProcessOrdersMutationVariables,
  NotifyCustomersOfOrdersMutation,
  NotifyCustomersOfOrdersMutationVariables,
  SetAutomationRuleActiveMutation,
  SetAutomationRuleActiveMutationVariables,
  TriggerAutomationForOrdersMutation,
  TriggerAutomationForOrdersMutationVariables,
} from '../graphql/generated';

export const AUTOMATION_METRICS_QUERY: TypedDocumentNode<AutomationMetricsQuery, AutomationMetricsQueryVariables> = gql`
  query AutomationMetrics {
    automationMetrics {
      totalOrders
      automatedOrders
      automationRate
      activeRules
      totalRules
    }
  }
`;

export const AUTOMATION_RULES_QUERY: TypedDocumentNode<AutomationRulesQuery, AutomationRulesQueryVariables> = gql`
  query AutomationRules {
    automationRules {
      id
      name
      description
      triggerType
      isActive
    }
  }
`;

export const SET_RULE_ACTIVE_MUTATION: TypedDocumentNode<SetAutomationRuleActiveMutation, SetAutomationRuleActiveMutationVariables> = gql`
  mutation SetAutomationRuleActive($id: Int!, $isActive: Boolean!) {
    setAutomationRuleActive(id: $id, isActive: $isActive) {
      id
      isActive
    }
  }
`;

const BATCH_RESULT_FIELDS = gql`
  fragment AutomationBatchResultFields on AutomationBatchResult {
    processed
    failed
    ignored {
      entry
      reason
    }
  }
`;

/** Every active rule on each order of the selection (order numbers or ids, or the list's filter). */
export const BATCH_PROCESS_MUTATION: TypedDocumentNode<BatchProcessOrdersMutation, BatchProcessOrdersMutationVariables> = gql`
  ${BATCH_RESULT_FIELDS}
  mutation BatchProcessOrders($selection: OrderSelectionInput!) {
    batchProcessOrders(selection: $selection) {
      ...AutomationBatchResultFields
    }
  }
`;

/** One trigger for each order of the selection. */
export const TRIGGER_FOR_ORDERS_MUTATION: TypedDocumentNode<TriggerAutomationForOrdersMutation, TriggerAutomationForOrdersMutationVariables> = gql`
  ${BATCH_RESULT_FIELDS}
  mutation TriggerAutomationForOrders($selection: OrderSelectionInput!, $triggerType: AutomationTriggerType!, $triggerData: String) {
    triggerAutomationForOrders(selection: $selection, triggerType: $triggerType, triggerData: $triggerData) {
      ...AutomationBatchResultFields
    }
  }
`;

/** A customer e-mail for each order of the selection. */
export const NOTIFY_CUSTOMERS_MUTATION: TypedDocumentNode<NotifyCustomersOfOrdersMutation, NotifyCustomersOfOrdersMutationVariables> = gql`
  mutation NotifyCustomersOfOrders($selection: OrderSelectionInput!, $type: CustomerNotificationType!, $documentType: String, $trackingNumber: String) {
    notifyCustomersOfOrders(selection: $selection, type: $type, documentType: $documentType, trackingNumber: $trackingNumber) {
      sent
      ignored {
        entry
        reason
      }
      notSent {
        orderNumber
        reason
      }
    }
  }
`;
