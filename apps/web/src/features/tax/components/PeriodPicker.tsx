import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A §9 'YYYYMM' period as a month picker. */
export function PeriodPicker({
  value,
  onChange,
  allowClear = false,
}: {
  value: string | undefined;
  onChange: (period: string | undefined) => void;
  allowClear?: boolean;
}) {
  return (
    <DatePicker
      picker="month"
      format="YYYY年MM月"
      allowClear={allowClear}
      value={value ? dayjs(value, 'YYYYMM') : null}
      onChange={(d) => onChange(d ? d.format('YYYYMM') : undefined)}
      placeholder="请选择所属期"
      aria-label="所属期"
    />
  );
}
