import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/base-api';
import { useToast } from '../toasts/ToastProvider';
import type { Errors } from './validation';

interface Options<V> {
  initial: V;
  validate: (values: V) => Errors<V>;
  /** Sends the valid values; a rejection shows `failTitle` with the error's message. */
  send: (values: V) => Promise<unknown>;
  failTitle: string;
  /** Called once the values are valid, before they are sent. */
  onSignedIn: () => void;
}

/** The values, field messages and submit of the sign-in and sign-up forms. */
export function useAuthForm<V extends object>({
  initial,
  validate,
  send,
  failTitle,
  onSignedIn,
}: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const notify = useToast();

  /** The change handler of a text field. */
  const set = (key: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSignedIn();
    try {
      await send(values);
    } catch (error) {
      notify({ title: failTitle, description: errorMessage(error), variant: 'destructive' });
    }
  }

  return { values, setValues, errors, set, submit };
}
