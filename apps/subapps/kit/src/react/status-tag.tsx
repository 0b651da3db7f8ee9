/** A status as a coloured tag: each app names the tone of each of its statuses (an unknown one shows as info). */
export type Tone = 'warn' | 'info' | 'ok' | 'bad' | 'muted';

export function StatusTag({
  status,
  tones,
  note,
}: {
  status: string;
  tones: Readonly<Record<string, Tone>>;
  /** A second, red tag beside it (e.g. 已逾期 when a deadline has passed). */
  note?: string;
}) {
  const tag = <span className={`el-tag el-tag-${tones[status] ?? 'info'}`}>{status}</span>;
  if (!note) return tag;
  return (
    <>
      {tag}
      <span className="el-tag el-tag-bad el-tag-note">{note}</span>
    </>
  );
}
