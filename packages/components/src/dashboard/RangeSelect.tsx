import { REPORT_RANGES, type ReportRange } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../ui/SelectField';

/** The dashboard range selector (000 §9: thismonth, last3months, lastyear). */
export function RangeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ReportRange;
  onChange: (r: ReportRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={id}
      label={t('dashboard.range')}
      hideLabel
      value={value}
      options={REPORT_RANGES.map((r) => ({ value: r, label: t(`dashboard.ranges.${r}`) }))}
      onChange={onChange}
    />
  );
}
