/** Document types a customer can submit (requirements C3: 43 entries). */
export const DOCUMENT_TYPES: readonly string[] = [
  'Birth Certificate',
  'Marriage Certificate',
  'Death Certificate',
  'Divorce Decree',
  'Divorce Certificate',
  'Adoption Decree',
  'Name Change Order',
  'Single Status Affidavit',
  'Certificate of No Impediment',
  'High School Diploma',
  'High School Transcript',
  'College Diploma',
  'College Transcript',
  'University Degree',
  'University Transcript',
  'Professional License',
  'Teaching Certificate',
  'FBI Background Check',
  'State Background Check',
  'Police Clearance Certificate',
  'Articles of Incorporation',
  'Articles of Organization',
  'Certificate of Good Standing',
  'Certificate of Incumbency',
  'Corporate Bylaws',
  'Corporate Resolution',
  'Operating Agreement',
  'Power of Attorney',
  'Affidavit',
  'Notarized Document',
  'Notarized Copy of Passport',
  "Notarized Copy of Driver's License",
  'Court Order',
  'Court Judgment',
  'Child Custody Order',
  'Medical Records',
  'Medical Certificate',
  'Vaccination Record',
  'Employment Verification Letter',
  'Bank Reference Letter',
  'Certificate of Free Sale',
  'Certificate of Origin',
  'Other Document Type',
];

/** Types an admin can choose when uploading documents to an order (requirements A6). */
export const ADMIN_DOCUMENT_TYPES: readonly string[] = ['Completed Apostille', 'Certified Copy', 'Translation', ...DOCUMENT_TYPES];

export function isDocumentType(x: unknown): x is string {
  return typeof x === 'string' && DOCUMENT_TYPES.includes(x);
}
