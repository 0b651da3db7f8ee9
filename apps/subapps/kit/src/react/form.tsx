/** What the create form and the review dialog share: a labelled form row with its message line, and a failed submit. */
import type { ReactNode } from 'react';
import { ApiError, isAbort } from '../request.ts';

/**
 * One field: its label, its control, and the message line below it (the field's error, and a hint on the right).
 * The message line is always rendered with a fixed height: a message appearing must not move what is below it.
 */
export function FormRow({
  label,
  required = false,
  error,
  hint,
  children,
}: {
  label: string;
  required?: boolean;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <label className="el-form-row">
      <span className={required ? 'el-label el-required' : 'el-label'}>{label}</span>
      <div className="el-control">
        {children}
        <div className="el-field-foot">
          <span className="el-field-error" role={error ? 'alert' : undefined}>
            {error ?? ''}
          </span>
          {hint ? <span className="el-hint">{hint}</span> : null}
        </div>
      </div>
    </label>
  );
}

/**
 * A submit's failure: reports it and returns it for the form to show, or null when the request was aborted (the
 * form is gone) and there is nothing to show.
 */
export function submitFailure(err: unknown, report: (err: ApiError | null) => void): ApiError | null {
  if (isAbort(err)) return null;
  const apiErr = err instanceof ApiError ? err : new ApiError('network', '提交失败，请稍后重试');
  report(apiErr);
  return apiErr;
}
