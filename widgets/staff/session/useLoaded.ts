import { useCallback, useEffect, useState } from 'react';
import { writeFailure } from './useStaffWrite';

/**
 * What a staff view loads when it opens: `data` once there, `failed` with the API's German message,
 * and `reload` after a change.
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState('');
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setFailed('');
    } catch (error) {
      setFailed(writeFailure(error));
    }
  }, [load]);
  useEffect(() => void reload(), [reload]);
  return { data, failed, reload };
}
