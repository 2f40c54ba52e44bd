/** Several tables of one party, as mails, pages and lists name them: '11 + 12'; one table: '5'. */
export function tablesLabel(tableIds: readonly number[]): string {
  return tableIds.join(' + ');
}
