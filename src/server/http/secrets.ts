/** Compares a secret a request names with the expected one in time independent of where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) difference |= (given.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  return difference === 0;
}

/** A secret from the environment (`name`): unset, or at least 32 characters, so it cannot be guessed. */
export function secretSetting(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters long`);
  return value;
}
