/**
 * The envelope of every successful answer, to spread into a contract-typed body:
 * `mockResponse('list_evoucher', { ...success, table })` (route tests and stories alike).
 */
export const success = { success: true, message: '' } as const;
