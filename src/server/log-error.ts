/**
 * What an error may put into the log: its name, its SQL or system code and its message. Database
 * errors of both drivers also carry the query, its parameters and a detail with the row (a guest's
 * name, e-mail, phone); none of that is logged.
 */
export function errorSummary(error: unknown): { name: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { name: typeof error, message: String(error).slice(0, 200) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    ...(typeof code === 'string' && { code }),
    message: error.message.slice(0, 500),
  };
}
