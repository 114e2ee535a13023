/**
 * Name and week start of the plan on screen (spec §2, §5): read from the name and start query
 * parameters on load, start accepted only as YYYY-MM-DD (anything else is ignored) and shown as the
 * Monday of its week; 'Update share URL' writes both back.
 */
import { currentMonday, isIsoDate, mondayOf } from '@firebreak/shared';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

function fromParams(params: URLSearchParams, defaultName: string) {
  const name = params.get('name')?.trim() || defaultName;
  const start = params.get('start');
  return { name, start: isIsoDate(start) ? mondayOf(start) : currentMonday() };
}

export function usePlanParams(defaultName: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState(() => fromParams(searchParams, defaultName));
  const query = searchParams.toString();

  // Opening another shared link inside the app shows that plan.
  useEffect(() => {
    setValues(fromParams(new URLSearchParams(query), defaultName));
  }, [query, defaultName]);

  const setName = useCallback((name: string) => setValues((current) => ({ ...current, name })), []);
  const setStart = useCallback((value: string) => {
    if (isIsoDate(value)) setValues((current) => ({ ...current, start: mondayOf(value) }));
  }, []);
  const updateShareUrl = useCallback(
    () => setSearchParams({ name: values.name.trim(), start: values.start }),
    [setSearchParams, values],
  );

  return { ...values, setName, setStart, updateShareUrl };
}
