/**
 * A record's detail: the card with its title and 返回列表, the banners above it, the loading / error (with 重试)
 * placeholders, and the field grid (label / value pairs) the detail and the confirmation dialogs show.
 */
import { Fragment, type ReactNode } from 'react';
import type { LoadState } from './use-load.tsx';

/** One row of the grid: its label, its value and the value's class (el-mono, el-pre); false / null leave it out. */
export type Field = readonly [label: string, value: ReactNode, className?: string];

export function Fields({ rows, className }: { rows: readonly (Field | false | null)[]; className?: string }) {
  return (
    <dl className={className ? `el-desc ${className}` : 'el-desc'}>
      {rows.map((row) =>
        row ? (
          <Fragment key={row[0]}>
            <dt>{row[0]}</dt>
            <dd className={row[2]}>{row[1]}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}

/** A banner above the detail: a result (ok) or a refusal (error); an empty text shows nothing. */
export function Banner({ text, tone = 'ok' }: { text: string | undefined; tone?: 'ok' | 'error' }) {
  if (!text) return null;
  return tone === 'ok' ? (
    <div className="el-alert el-alert-ok" role="status">
      {text}
    </div>
  ) : (
    <div className="el-alert el-alert-error" role="alert">
      {text}
    </div>
  );
}

export function DetailCard<T>({
  title,
  onBack,
  banners,
  state,
  reload,
  children,
}: {
  title: string;
  onBack: () => void;
  /** Shown between the head and the content (Banner elements). */
  banners?: ReactNode;
  state: LoadState<T>;
  reload: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">{title}</h2>
        <button type="button" className="el-btn el-btn-link" onClick={onBack}>
          返回列表
        </button>
      </div>
      {banners}
      {state.status === 'loading' ? (
        <div className="el-placeholder">加载中…</div>
      ) : state.status === 'error' ? (
        <div className="el-placeholder el-error-text">
          {state.message}
          <button type="button" className="el-btn el-btn-link" onClick={reload}>
            重试
          </button>
        </div>
      ) : (
        children(state.data)
      )}
    </section>
  );
}
