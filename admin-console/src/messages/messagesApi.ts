import { graphqlMutation as mutate, graphqlQuery as query } from '../api/graphql';
import { PREVIEW_EMAIL_QUERY, PROCESS_EMAIL_MUTATION } from '../dataProvider/conversationOperations';
import type { PreviewEmailQuery, ProcessEmailMutation } from '../graphql/generated';

/**
 * The e-mail test form's calls (Notifications tab), over the staff GraphQL API with the generated
 * types of their operations. Conversations themselves are the data provider's `conversations` resource.
 */

export type ProcessedEmail = ProcessEmailMutation['processEmail'];
/** What processing would do (the server's dry run): nothing is written and no mail is sent. */
export type EmailPreview = PreviewEmailQuery['previewEmail'];

export async function previewEmail(input: { customerEmail: string; subject: string; content: string }): Promise<EmailPreview> {
  return (await query(PREVIEW_EMAIL_QUERY, input)).previewEmail;
}

export async function processEmail(input: { customerEmail: string; subject: string; content: string }): Promise<ProcessedEmail> {
  return (await mutate(PROCESS_EMAIL_MUTATION, input)).processEmail;
}
