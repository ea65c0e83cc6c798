import { ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

/**
 * A server form's call that also toasts a failure no field explains (as the account forms always
 * did); per-field messages show under their inputs only. Rethrows for useServerForm.
 */
export async function toastingUnfielded<T>(call: Promise<T>, fallback?: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ApiError && Object.keys(error.errors).length)) toast.error(errorMessage(error, fallback));
    throw error;
  }
}

/** The form-level message to show: only when no field carries one. */
export const unfielded = (form: { message: string | null; errors: Record<string, string> }) =>
  Object.keys(form.errors).length ? null : form.message;
