/** A calendar file as a mail attachment. */
export function attachment(filename: string, ics: string, method: 'PUBLISH' | 'CANCEL') {
  return {
    filename,
    content: base64(ics),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** Base64 of the UTF-8 bytes, without Node's Buffer (the Edge Function runs on Deno). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
